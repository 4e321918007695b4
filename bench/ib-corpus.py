#!/usr/bin/env python3
"""Measures vflc on a folder of real Interface Builder documents (docs/interface-builder.md,
"Real documents"), through the built command.

    swift build -c release --product vflc
    python3 bench/ib-corpus.py /work/corpus/ib [--vflc .build/release/vflc] [--verbose] [--keep DIR]

For every `.storyboard` and `.xib` in the folder (the documents are not in the repository; the
folder's MANIFEST.tsv lists repository, path and commit of each):

1. `vflc check --format json DOC` ends with status 0 or 1 (no crash, no usage error) and reports
   no internal error.
2. Frames: `vflc render --format json DOC`; in each unit's variant on its design canvas
   (`"designCanvas": true`), every view with an `ibID` whose element stores a frame (`<rect key="frame">`, or Xcode 8.0-8.1's
   `<frame key="frameInset">` resolved against the superview's) and that the
   document does not mark `misplaced` or `ambiguous` is compared with the stored frame. The
   stored frames are read here from the XML (this script's own reader); the solved frames are
   snapped to the device's pixels in the root's coordinates (halves away from zero), as IB
   stores them, and outset by the alignment insets of the classes whose frame is larger than
   the rectangle constraints place (measured on documents: slider 2 pt at the sides and 1 pt
   below, switch 2 pt on the right, segmented control 1 pt below). Within 0.5 pt on x, y,
   width and height is a match. Every view of the document with a stored frame in a
   `<subviews>` is counted once: compared, or under the reason it is not (marked by IB, not
   installed in the design size class, its superview stores no frame, its unit has no design
   canvas, not in vflc's output). A mismatch is sorted by what vflc reports about the view on
   the design canvas (`cause`); the figure is also given for the views vflc's constraints give
   one frame there (the layout satisfiable, the view and its superviews not ambiguous).
3. Import: `vflc import DOC -o DIR`; each `.layout` file written is accepted by
   `vflc fmt --check`, and `vflc render --format json` of it gives, variant by variant, the same
   frames (within 0.001 pt) and the same findings (id, severity, subject, message; the `ib-…`
   findings are about the XML and have no counterpart) as the unit in the document; `vflc emit uikit` of it is
   tried, and its refusals counted apart: layout errors (on the file's canvases, or on the
   default devices emit generates for) or a construct it does not generate.
"""
import json, math, os, re, subprocess, sys, tempfile
import xml.etree.ElementTree as ET
from collections import Counter

ALIGNMENT = {'slider': (0, 2, 1, 2), 'switch': (0, 0, 0, 2), 'segmentedControl': (0, 0, 1, 0)}  # top, left, bottom, right
# Pixels per point of each device IB names (Apple, HIG, Layout, "Specifications"); 2 without a device.
THREE_X = {'retina5_5', 'retina5_9', 'retina6_5', 'retina5_4', 'retina6_0', 'retina6_7', 'retina6_12', 'retina6_72'}


def run(args, cwd=None):
    p = subprocess.run(args, capture_output=True, text=True, cwd=cwd)
    return p.returncode, p.stdout, p.stderr


def stored_views(path):
    """id -> (element name, frame relative to the superview or None, misplaced, ambiguous, hidden,
    in a cell, a subview: its element is in a `<subviews>`), and the device's pixels per point."""
    tree = ET.parse(path)
    out = {}
    def visit(e, in_cell, parent, parent_size):
        in_cell = in_cell or e.tag in ('tableViewCell', 'collectionViewCell', 'collectionReusableView')
        i = e.get('id')
        frame = None
        if i is not None:
            for c in e:
                if c.tag == 'rect' and c.get('key') == 'frame':
                    frame = tuple(float(c.get(k, '0')) for k in ('x', 'y', 'width', 'height'))
            if frame is None:
                frame = inset_frame(e, parent_size)
            out[i] = (e.tag, frame, e.get('misplaced') == 'YES', e.get('ambiguous') == 'YES', e.get('hidden') == 'YES', in_cell,
                      parent is not None and parent.tag == 'subviews')
        size = (frame[2], frame[3]) if frame is not None else parent_size
        for c in e:
            visit(c, in_cell, e, size)
    visit(tree.getroot(), False, None, None)
    device = tree.getroot().find('device')
    scale = 3 if device is not None and device.get('id') in THREE_X else 2
    return out, scale


def inset_frame(e, parent_size):
    """An Xcode 8.0-8.1 frame, `<frame key="frameInset" minX= minY= maxX= maxY= width= height=>`:
    an absent origin is 0; an absent length is what the superview's size (`parent_size`, its
    own stored frame's) leaves between the insets. None without the element, or when a length
    needs a superview size that is not known."""
    f = next((c for c in e if c.tag == 'frame' and c.get('key') == 'frameInset'), None)
    if f is None:
        return None
    def axis(lo, hi, length, total):
        lo, hi, length = (float(f.get(k)) if f.get(k) is not None else None for k in (lo, hi, length))
        if length is not None:
            if lo is None and hi is not None:
                return None if total is None else (total - hi - length, length)
            return (lo or 0.0, length)
        if total is None:
            return None
        return (lo or 0.0, total - (lo or 0.0) - (hi or 0.0))
    x = axis('minX', 'maxX', 'width', parent_size[0] if parent_size else None)
    y = axis('minY', 'maxY', 'height', parent_size[1] if parent_size else None)
    return None if x is None or y is None else (x[0], y[0], x[1], y[1])


def pixel(d, scale):
    """`d` on the nearest pixel, halves away from zero (C's `round`, as UIKit rounds)."""
    return math.floor(abs(d) * scale + 0.5) / scale * (1 if d >= 0 else -1)


def snapped_relative(views, index, scale):
    """The frame of views[index] relative to its parent, every edge on a whole pixel of the canvas."""
    def snap(v):
        f = v['absoluteFrame']
        x, y = pixel(f['x'], scale), pixel(f['y'], scale)
        return x, y, pixel(f['x'] + f['width'], scale) - x, pixel(f['y'] + f['height'], scale) - y
    me = snap(views[index])
    parent = views[index]['parent']
    by_name = {v['name']: v for v in views}
    if parent not in by_name:
        return me
    p = snap(by_name[parent])
    return me[0] - p[0], me[1] - p[1], me[2], me[3]


def chain(view, by_name):
    """The names of the view and of the views it is placed in."""
    out, v = [], view
    while v is not None:
        out.append(v['name'])
        v = by_name.get(v['parent'])
    return out


def defined(variant, view, by_name):
    """Whether vflc's constraints give the view one frame on the design canvas: the layout
    there is satisfiable and neither the view nor a view it is placed in is ambiguous."""
    names = chain(view, by_name)
    return not any(d['id'] == 'unsatisfiable' or (d['id'] == 'ambiguous' and d.get('subject') in names)
                   for d in variant['diagnostics'])


def cause(variant, view, by_name, element):
    """A first sorting of a mismatch by what vflc itself reports about the view on the design
    canvas (the classes are explained in docs/interface-builder.md, "Real documents"): the
    layout there is unsatisfiable, or the view or a view it is placed in is ambiguous, or a
    finding about the stored frames (`ib-stale-frame`, `ib-misplaced`) names the view or one it
    is placed in."""
    diagnostics = variant['diagnostics']
    if any(d['id'] == 'unsatisfiable' for d in diagnostics):
        return 'unsatisfiable on the design canvas (IB stores its recovery)'
    names = chain(view, by_name)
    if any(d['id'] == 'ambiguous' and d.get('subject') in names for d in diagnostics):
        return 'ambiguous on the design canvas'
    for d in diagnostics:
        if d['id'] in ('ib-stale-frame', 'ib-misplaced') and any(f'`{n}' in d['message'] or f' {n}.' in d['message'] for n in names):
            return 'stored frames the constraints do not give (ib-stale-frame, ib-misplaced)'
    return 'other: ' + element


def compare_frames(doc, rendered, verbose, figures):
    """Every view of the document with a stored frame that is not a unit's root (the canvas)
    is counted once: compared on its unit's design canvas, or counted under the reason it is not."""
    stored, scale = stored_views(doc)
    anywhere, compared = set(), set()
    for variant in rendered.get('variants', []):
        for v in variant['views']:
            if v.get('ibID'):
                anywhere.add(v['ibID'])
    for variant in rendered.get('variants', []):
        if not variant.get('designCanvas'):
            continue
        figures['design variants'] += 1
        views = variant['views']
        by_name = {v['name']: v for v in views}
        for k, v in enumerate(views):
            ib = v.get('ibID')
            if ib is None or ib not in stored or ib in compared:
                continue
            compared.add(ib)
            element, frame, misplaced, ambiguous, hidden, in_cell, _ = stored[ib]
            if frame is None:
                figures['not compared: no stored frame'] += 1
                continue
            if misplaced or ambiguous:
                figures['not compared: marked misplaced or ambiguous'] += 1
                continue
            # A view IB does not install in this size class is out of the hierarchy (hidden,
            # empty); its stored frame is a placeholder.
            if v['hidden'] and not hidden and v['frame']['width'] == 0 and v['frame']['height'] == 0:
                figures['not compared: not installed in the design size class'] += 1
                continue
            # Its superview's frame must be stored too (else IB placed it by nothing stored).
            parent = by_name.get(v['parent'])
            if parent is not None and parent.get('ibID') in stored and stored[parent['ibID']][1] is None:
                figures['not compared: its superview stores no frame'] += 1
                continue
            x, y, w, h = snapped_relative(views, k, scale)
            t, l, b, r = ALIGNMENT.get(element, (0, 0, 0, 0))
            solved = (x - l, y - t, w + l + r, h + t + b)
            off = max(abs(a - c) for a, c in zip(solved, frame))
            figures['compared'] += 1
            where = 'in cells' if in_cell else 'in scenes and views'
            figures['compared ' + where] += 1
            one = defined(variant, v, by_name)
            figures['compared, one frame'] += one
            if off <= 0.5:
                figures['within 0.5 pt'] += 1
                figures['within 0.5 pt ' + where] += 1
                figures['within 0.5 pt, one frame'] += one
            else:
                why = cause(variant, v, by_name, element)
                figures['mismatch: ' + why] += 1
                if verbose:
                    print(f'  [{why[:12]}] {os.path.basename(doc)[:40]} {variant.get("unit")} {element} {v["name"]} ({ib}) off {off:.2f}: '
                          f'stored {frame} solved {tuple(round(s, 2) for s in solved)}')
    # The document's other views with a frame in a `<subviews>` (a unit's root, the canvas, is
    # not compared), counted by why they are not compared.
    for ib, (element, frame, misplaced, ambiguous, hidden, in_cell, subview) in stored.items():
        if ib in compared or not subview or frame is None:
            continue
        if element in ('tableViewCell', 'collectionViewCell', 'collectionReusableView'):
            continue
        reason = 'in a unit without a design canvas' if ib in anywhere else 'not in vflc\'s output (left out, or installed in no size class)'
        figures['not compared: ' + reason] += 1
        if verbose:
            print(f'  [not compared] {os.path.basename(doc)[:40]} {element} {ib}: {reason}')


def findings(variant):
    """The variant's findings as the two files can share them: id, severity, subject and message
    (the `ib-…` findings are about the XML; locations differ by construction)."""
    return sorted((d['id'], d['severity'], d.get('subject') or '', d['message'])
                  for d in variant['diagnostics'] if not d['id'].startswith('ib-'))


def frames(variant):
    return {v['name']: v['absoluteFrame'] for v in variant['views']}


def same_frames(a, b):
    if a.keys() != b.keys():
        return False
    return all(abs(a[n][k] - b[n][k]) <= 0.001 for n in a for k in ('x', 'y', 'width', 'height'))


def compare_import(vflc, doc, rendered, keep, verbose, figures):
    out = keep or tempfile.mkdtemp(prefix='ib-import-')
    status, listing, err = run([vflc, 'import', doc, '-o', out])
    if status != 0:
        figures['import failed'] += 1
        if verbose:
            print(f'  import {os.path.basename(doc)}: {err.strip()[:200]}')
        return
    units = {}
    for v in rendered.get('variants', []):
        units.setdefault(v.get('unit'), []).append(v)
    # One line per file written, each named after its unit (`LoginViewController.layout`).
    for path in listing.split('\n'):
        if not path.endswith('.layout'):
            continue
        name = os.path.basename(path)[:-len('.layout')]
        figures['imported files'] += 1
        if run([vflc, 'fmt', '--check', path])[0] == 0:
            figures['fmt --check accepts'] += 1
        status, text, _ = run([vflc, 'render', '--format', 'json', path])
        mine = units.get(name, [])
        if status not in (0, 1) or not text.strip():
            figures['imported: render failed' if mine else 'imported: neither renders'] += 1
            continue
        theirs = json.loads(text)['variants']
        if len(theirs) != len(mine):
            figures['imported: other variants'] += 1
            continue
        ok_frames = all(same_frames(frames(a), frames(b)) for a, b in zip(mine, theirs))
        ok_findings = all(findings(a) == findings(b) for a, b in zip(mine, theirs))
        figures['imported: same frames'] += ok_frames
        figures['imported: same findings'] += ok_findings
        if verbose and not (ok_frames and ok_findings):
            for a, b in zip(mine, theirs):
                if findings(a) != findings(b):
                    print(f'  import {os.path.basename(doc)} {name} {a["traits"]}: {findings(a)} vs {findings(b)}')
        status, _, err = run([vflc, 'emit', 'uikit', path, '-o', out])
        # emit generates for the four size classes on vflc's default devices (the class runs on
        # any device, docs/codegen.md) and refuses a layout with errors there or on the file's
        # canvases; a refusal for anything else is a construct it does not generate.
        if status == 0:
            figures['emit uikit generates'] += 1
        else:
            ids = set(re.findall(r': error: .*\[([a-z-]+)\]$', err, re.M))
            layout = ids - {'uikit-unsupported'}
            figures['emit uikit refuses: layout errors' if layout else 'emit uikit refuses: a construct it does not generate'] += 1
            if verbose and not layout:
                print(f'  emit {path}: {err.strip()[:300]}')
    if not keep:
        subprocess.run(['rm', '-rf', out])


def main():
    args = sys.argv[1:]
    folder = args[0]
    vflc = args[args.index('--vflc') + 1] if '--vflc' in args else '.build/release/vflc'
    keep = args[args.index('--keep') + 1] if '--keep' in args else None
    verbose = '--verbose' in args
    figures = Counter()
    docs = sorted(f for f in os.listdir(folder) if f.endswith('.storyboard') or f.endswith('.xib'))
    for name in docs:
        doc = os.path.join(folder, name)
        figures['documents'] += 1
        status, text, err = run([vflc, 'check', '--format', 'json', doc])
        if status not in (0, 1):
            figures['check: crash or usage error'] += 1
            print(f'  check {name}: status {status}: {err.strip()[:300]}')
            continue
        diags = json.loads(text)['diagnostics']
        if any('internal' in d['id'] for d in diags):
            figures['internal errors'] += 1
        if any(d['id'] in ('ib-xml', 'ib-document') for d in diags):
            figures['not read'] += 1
        status, text, _ = run([vflc, 'render', '--format', 'json', doc])
        if not text.strip():
            figures['render wrote nothing'] += 1
            continue
        rendered = json.loads(text)
        figures['units'] += len({v.get('unit') for v in rendered['variants']})
        compare_frames(doc, rendered, verbose, figures)
        if '--no-import' not in args:
            sub = os.path.join(keep, os.path.splitext(name)[0]) if keep else None
            if sub:
                os.makedirs(sub, exist_ok=True)
            compare_import(vflc, doc, rendered, sub, verbose, figures)
    # Stated even when zero: every document reads, without a crash or an internal error.
    for key in ('check: crash or usage error', 'internal errors', 'not read', 'render wrote nothing', 'import failed'):
        figures[key] += 0
    share = 100.0 * figures['within 0.5 pt'] / max(1, figures['compared'])
    print(f"{figures['documents']} documents, {figures['units']} units rendered, {figures['compared']} views compared, "
          f"{figures['within 0.5 pt']} within 0.5 pt ({share:.1f} %)")
    solved, within = figures['compared, one frame'], figures['within 0.5 pt, one frame']
    print(f"  of them where vflc's constraints give one frame on the design canvas (not unsatisfiable there, "
          f"the view and its superviews not ambiguous): {solved}, {within} within 0.5 pt ({100.0 * within / max(1, solved):.1f} %)")
    for key, n in sorted(figures.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f'  {n}\t{key}')


if __name__ == '__main__':
    main()
