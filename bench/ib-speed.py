#!/usr/bin/env python3
"""Times `vflc check` on synthetic Interface Builder documents (docs/performance.md,
"Interface Builder documents"): the whole process, release build, all four size classes.

    swift build -c release --product vflc
    python3 bench/ib-speed.py [--vflc .build/release/vflc] [--documents 100] [--runs 5]

For each size (1x, 2x, 4x: 50, 100 and 200 views per document) it writes `--documents`
storyboards into a temporary folder and times `vflc check FOLDER` (the best of `--runs`),
printing documents, views, seconds and microseconds per view (wall clock, and the CPU time of
the process), so the cost per view shows whether it stays linear as the documents grow.

Each document is what an app's storyboard looks like: two scenes, each a scroll view pinned
to the safe area holding a content view (pinned to the content layout guide, as wide as the
frame layout guide) with a column of labels chained top to bottom inside the margins, every
fifth one a horizontal stack of two buttons, and a compact-height variation of one spacing.
The stored frames are the layout's on an iPhone 15 Pro, so nothing is misplaced or stale.
"""
import os, resource, shutil, subprocess, sys, tempfile, time

HEADER = '''<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <scenes>
'''
FOOTER = '''    </scenes>
</document>
'''


def scene(d, s, rows):
    p = f'D{d}S{s}'
    out = []
    add = out.append
    add(f'        <scene sceneID="{p}-sc">\n            <objects>\n')
    add(f'                <viewController id="{p}-vc" customClass="Screen{d}x{s}ViewController" sceneMemberID="viewController">\n')
    add(f'                    <view key="view" contentMode="scaleToFill" id="{p}-rt">\n')
    add('                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>\n')
    add('                        <subviews>\n')
    add(f'                            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="{p}-sv">\n')
    add('                                <rect key="frame" x="0.0" y="59" width="393" height="759"/>\n')
    add('                                <subviews>\n')
    height = rows * 38
    add(f'                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="{p}-cv">\n')
    add(f'                                        <rect key="frame" x="0.0" y="0.0" width="393" height="{height}"/>\n')
    add('                                        <subviews>\n')
    constraints = []
    y = 8
    previous = None
    for i in range(rows):
        v = f'{p}-v{i}'
        if i % 5 == 4:
            add(f'                                            <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="{v}">\n')
            add(f'                                                <rect key="frame" x="16" y="{y}" width="361" height="30"/>\n')
            add('                                                <subviews>\n')
            add(f'                                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="{v}a">\n')
            add('                                                        <rect key="frame" x="0.0" y="0.0" width="80" height="30"/>\n')
            add('                                                        <state key="normal" title="Cancel"/>\n')
            add('                                                    </button>\n')
            add(f'                                                    <button opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="249" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="{v}b">\n')
            add('                                                        <rect key="frame" x="88" y="0.0" width="273" height="30"/>\n')
            add('                                                        <state key="normal" title="Save"/>\n')
            add('                                                    </button>\n')
            add('                                                </subviews>\n')
            add('                                            </stackView>\n')
            h = 30
        else:
            add(f'                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Row {i}" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="{v}">\n')
            add(f'                                                <rect key="frame" x="16" y="{y}" width="361" height="30"/>\n')
            add('                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>\n')
            add('                                            </label>\n')
            h = 30
        top = f'secondItem="{previous}" secondAttribute="bottom"' if previous else f'secondItem="{p}-cv" secondAttribute="top"'
        variation = ''
        if i == 1:
            constraints.append(f'<constraint firstItem="{v}" firstAttribute="top" {top} constant="8" id="{v}-t"><variation key="heightClass=compact" constant="4"/></constraint>')
        else:
            constraints.append(f'<constraint firstItem="{v}" firstAttribute="top" {top} constant="8" id="{v}-t"/>')
        constraints.append(f'<constraint firstItem="{v}" firstAttribute="leading" secondItem="{p}-cv" secondAttribute="leading" constant="16" id="{v}-l"/>')
        constraints.append(f'<constraint firstAttribute="trailing" secondItem="{v}" secondAttribute="trailing" constant="16" id="{v}-r"/>')
        previous = v
        y += h + 8
    constraints.append(f'<constraint firstAttribute="bottom" secondItem="{previous}" secondAttribute="bottom" id="{p}-bt"/>')
    add('                                        </subviews>\n')
    add('                                        <constraints>\n')
    for c in constraints:
        add('                                            ' + c + '\n')
    add('                                        </constraints>\n')
    add('                                    </view>\n')
    add('                                </subviews>\n')
    add(f'                                <viewLayoutGuide key="contentLayoutGuide" id="{p}-cg"/>\n')
    add(f'                                <viewLayoutGuide key="frameLayoutGuide" id="{p}-fg"/>\n')
    add('                                <constraints>\n')
    for a in ('top', 'leading', 'trailing', 'bottom'):
        add(f'                                    <constraint firstItem="{p}-cv" firstAttribute="{a}" secondItem="{p}-cg" secondAttribute="{a}" id="{p}-c{a}"/>\n')
    add(f'                                    <constraint firstItem="{p}-cv" firstAttribute="width" secondItem="{p}-fg" secondAttribute="width" id="{p}-cw"/>\n')
    add('                                </constraints>\n')
    add('                            </scrollView>\n')
    add('                        </subviews>\n')
    add(f'                        <viewLayoutGuide key="safeArea" id="{p}-sa"/>\n')
    add('                        <constraints>\n')
    for a in ('top', 'leading', 'trailing', 'bottom'):
        add(f'                            <constraint firstItem="{p}-sv" firstAttribute="{a}" secondItem="{p}-sa" secondAttribute="{a}" id="{p}-s{a}"/>\n')
    add('                        </constraints>\n')
    add('                    </view>\n')
    add('                </viewController>\n')
    add('            </objects>\n        </scene>\n')
    return ''.join(out)


def views_per_scene(rows):
    # scroll view, content view, the rows, and two buttons in every fifth row's stack.
    return 2 + rows + 2 * (rows // 5)


def write(folder, documents, rows):
    for d in range(documents):
        with open(os.path.join(folder, f'Screen{d}.storyboard'), 'w') as f:
            f.write(HEADER + scene(d, 0, rows) + scene(d, 1, rows) + FOOTER)
    return documents * 2 * views_per_scene(rows)


def main():
    args = sys.argv[1:]
    vflc = args[args.index('--vflc') + 1] if '--vflc' in args else '.build/release/vflc'
    documents = int(args[args.index('--documents') + 1]) if '--documents' in args else 100
    runs = int(args[args.index('--runs') + 1]) if '--runs' in args else 5
    # Wall time is the target; CPU time (user + system, every thread) is what a shared machine
    # does not inflate, and what linearity is read from.
    print('size  documents  views  seconds  µs/view  cpu s  cpu µs/view')
    for scale, rows in ((1, 17), (2, 35), (4, 70)):
        folder = tempfile.mkdtemp(prefix='ib-speed-')
        views = write(folder, documents, rows)
        best = cpu = None
        for _ in range(runs):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            p = subprocess.run([vflc, 'check', folder], capture_output=True, text=True)
            elapsed = time.perf_counter() - start
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            used = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
            if p.returncode != 0:
                print(p.stdout[:2000], p.stderr[:2000])
                sys.exit(f'vflc check exited {p.returncode}')
            best = elapsed if best is None else min(best, elapsed)
            cpu = used if cpu is None else min(cpu, used)
        print(f'{scale}x    {documents:9}  {views:5}  {best:7.3f}  {1e6 * best / views:7.1f}  {cpu:5.2f}  {1e6 * cpu / views:7.1f}')
        shutil.rmtree(folder)


if __name__ == '__main__':
    main()
