#!/usr/bin/env python3
"""A/B of two release builds on every vflc-bench workload, and of `vflc check` on files.

Runs each workload of the base build's `vflc-bench --list` at the base's default sizes with
both builds, --rounds times, the two builds alternating first, each run a separate
`vflc-bench -w NAME -n N --repeat K --json` process (best of K inside it). Prints, per case,
the median and the range over rounds of each build, the ratio of the medians, and a verdict:
"slower" when every new run was slower than every base run (the ranges do not overlap),
"faster" the other way, else "noise". Then the same for `vflc check FILE` processes (wall
clock) on the .layout files given with --file or written with --write (NAME:N, by the new
build's `vflc-bench --write-layout`).

    # the base: a worktree of the commit before the change, built in release
    git worktree add --detach /work/tmp-ab/base 196588c
    (cd /work/tmp-ab/base && swift build -c release --product vflc-bench && swift build -c release --product vflc)
    swift build -c release --product vflc-bench && swift build -c release --product vflc
    python3 bench/solver-ab.py --base /work/tmp-ab/base/.build/release --rounds 5 \\
        --write lsoftrow:10000 --write lsofttree:10000 --write lsoftgrid:10000 --write lsoft:10000
    git worktree remove /work/tmp-ab/base

The machine is shared: the load average is printed at the start and the end of every
round, and the alternation spreads a change of load over both builds alike.
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def load():
    return " ".join(open("/proc/loadavg").read().split()[:3])


def workloads(binary):
    """(name, [sizes]) of every workload `vflc-bench --list` prints."""
    out = subprocess.run([os.path.join(binary, "vflc-bench"), "--list"], capture_output=True, text=True, check=True).stdout
    found = []
    for line in out.splitlines():
        m = re.match(r"(\S+)\s.*\(default sizes ([\d, ]+)\)", line)
        if m:
            found.append((m.group(1), [int(s) for s in m.group(2).split(",")]))
    return found


def bench(binary, name, size, repeat):
    out = subprocess.run([os.path.join(binary, "vflc-bench"), "-w", name, "-n", str(size), "--repeat", str(repeat), "--json"],
                         capture_output=True, text=True)
    if out.returncode != 0:
        return None
    row = json.loads(out.stdout.strip().splitlines()[-1])
    return row["seconds"] if row.get("ok", True) else None


def check(binary, path):
    start = time.monotonic()
    code = subprocess.run([os.path.join(binary, "vflc"), "check", path], stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL).returncode
    wall = time.monotonic() - start
    return wall if code in (0, 1) else None


def verdict(base, new):
    if not base or not new:
        return "failed"
    if min(new) > max(base):
        return "slower"
    if max(new) < min(base):
        return "faster"
    return "noise"


def cell(samples):
    if not samples:
        return "—"
    return f"{statistics.median(samples):.4f} ({min(samples):.4f}–{max(samples):.4f})"


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--base", required=True, help="folder of the base build's release vflc and vflc-bench")
    p.add_argument("--new", default=os.path.join(ROOT, ".build", "release"), help="folder of the new build (default: this checkout's)")
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--workload", action="append", help="only these workloads (repeatable)")
    p.add_argument("--file", action="append", default=[], help="a .layout file to time with vflc check (repeatable)")
    p.add_argument("--write", action="append", default=[], help="NAME:N, a file the new vflc-bench writes (repeatable)")
    p.add_argument("--no-bench", action="store_true", help="only the vflc check processes")
    args = p.parse_args()
    cases = [] if args.no_bench else [(w, n) for w, sizes in workloads(args.base) for n in sizes
                                      if not args.workload or w in args.workload]
    files = list(args.file)
    if args.write:
        folder = tempfile.mkdtemp(prefix="solver-ab-")
        for spec in args.write:
            name, n = spec.split(":")
            path = os.path.join(folder, f"{name}-{n}.layout")
            with open(path, "w") as f:
                subprocess.run([os.path.join(args.new, "vflc-bench"), "--write-layout", "-w", name, "-n", n], stdout=f, check=True)
            files.append(path)
    print(f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; base {args.base}; new {args.new}; "
          f"{args.rounds} rounds, vflc-bench --repeat {args.repeat}")
    times = {}
    for r in range(args.rounds):
        print(f"round {r + 1}: load {load()}", file=sys.stderr)
        builds = [("base", args.base), ("new", args.new)]
        if r % 2:
            builds.reverse()
        for case in cases:
            for label, binary in builds:
                t = bench(binary, *case, args.repeat)
                if t is not None:
                    times.setdefault((label, "bench", case), []).append(t)
        for path in files:
            for label, binary in builds:
                t = check(binary, path)
                if t is not None:
                    times.setdefault((label, "check", (os.path.basename(path), 0)), []).append(t)
        print(f"round {r + 1} done: load {load()}", file=sys.stderr)
    print(f"load average at the end: {load()}")
    print()
    print("| workload | size | base s: median (range) | new s: median (range) | new / base | verdict |")
    print("|---|---:|---:|---:|---:|---|")
    rows = [("bench", c) for c in cases] + [("check", (os.path.basename(f), 0)) for f in files]
    for kind, (name, size) in rows:
        base = times.get(("base", kind, (name, size)), [])
        new = times.get(("new", kind, (name, size)), [])
        ratio = f"{statistics.median(new) / statistics.median(base):.2f}" if base and new else "—"
        label = name if kind == "bench" else f"`vflc check {name}`"
        print(f"| {label} | {size if kind == 'bench' else ''} | {cell(base)} | {cell(new)} | {ratio} | {verdict(base, new)} |")


if __name__ == "__main__":
    main()
