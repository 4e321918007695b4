#!/usr/bin/env python3
"""Soft layouts at scale (issue 28): how the soft family's solve time grows with the views.

For each shape (softrow, softtree, softgrid, and the older `soft`), times the direct solve
(`vflc-bench -w NAME -n N`) and the whole `vflc check` process on the shape's `.layout` file
(`vflc-bench --write-layout -w lNAME -n N`, written once into --keep or a temporary folder) at
every size, --rounds times, interleaved so that a change in the machine's load hits every
size alike. Prints the median of each (and the range over rounds), and the exponent k of the
least-squares fit time ≈ c · N^k over the sizes (log-log), for each shape and measure.
The release builds must exist:

    swift build -c release --product vflc-bench && swift build -c release --product vflc
    python3 bench/soft-family.py                           # sizes 1000 2000 5000 10000, 5 rounds
    python3 bench/soft-family.py --shape softgrid --rounds 3 --keep /tmp/soft-family
    python3 bench/soft-family.py --bin /work/tmp-ab/base/.build/release --check-only   # another build
    python3 bench/soft-family.py --instructions        # valgrind: instructions of the solves, no timing

`vflc check` is timed as a process (wall clock, and user + system CPU from wait4), exit
status 0 or 1 (the files have warnings, and the tree and grid have ambiguity errors where
equal priorities tie); anything else is a failure. The load average is printed at the start
and the end: the machine is shared, and the wall clock measures the other builds too.
With --instructions, each direct solve runs once under valgrind's callgrind instead, and the
instructions executed inside `Solver.solve` (inclusive) are printed and fitted: a count the
load does not disturb, but blind to cache misses, which grow with the working set.
"""
import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHAPES = ["softrow", "softtree", "softgrid", "soft"]


def load():
    return " ".join(open("/proc/loadavg").read().split()[:3])


def direct(binary, shape, n, repeat):
    out = subprocess.run([os.path.join(binary, "vflc-bench"), "-w", shape, "-n", str(n), "--repeat", str(repeat), "--json"],
                         capture_output=True, text=True, check=True).stdout
    row = json.loads(out.strip().splitlines()[-1])
    if not row.get("ok", True):
        raise SystemExit(f"{shape} {n}: a required constraint does not hold")
    return row["seconds"]


def check(binary, path):
    start = time.monotonic()
    proc = subprocess.Popen([os.path.join(binary, "vflc"), "check", path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.monotonic() - start
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        raise SystemExit(f"vflc check {path}: exit {code}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


SOLVE = "$s12LayoutSolver0B0C5solveAA11SolveStatusOyF"


def instructions(binary, shape, n):
    """Instructions executed inside Solver.solve (inclusive) for one direct solve."""
    with tempfile.NamedTemporaryFile(suffix=".callgrind") as out:
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out.name}",
                        os.path.join(binary, "vflc-bench"), "-w", shape, "-n", str(n)],
                       capture_output=True, check=True)
        text = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--auto=no", "--threshold=100", out.name],
                              capture_output=True, text=True, check=True).stdout
    best = 0
    for line in text.splitlines():
        if SOLVE in line and "'2" not in line:
            best = max(best, int(line.split()[0].replace(",", "")))
    return best


def fit(sizes, times):
    """The exponent k of the least-squares line log t = log c + k log N."""
    xs = [math.log(n) for n in sizes]
    ys = [math.log(t) for t in times]
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--shape", action="append", choices=SHAPES, help="a shape (repeatable; default: all)")
    p.add_argument("--size", action="append", type=int, help="a number of views (repeatable; default 1000 2000 5000 10000)")
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--repeat", type=int, default=1, help="vflc-bench --repeat within a round (best of)")
    p.add_argument("--bin", default=os.path.join(ROOT, ".build", "release"), help="folder of the release vflc and vflc-bench")
    p.add_argument("--keep", help="write the .layout files here (default: a temporary folder)")
    p.add_argument("--check-only", action="store_true", help="only the vflc check processes")
    p.add_argument("--direct-only", action="store_true", help="only the direct solves")
    p.add_argument("--instructions", action="store_true", help="instructions of each direct solve under callgrind")
    args = p.parse_args()
    shapes = args.shape or SHAPES
    sizes = sorted(args.size or [1000, 2000, 5000, 10000])
    if args.instructions:
        counts = {(s, n): instructions(args.bin, s, n) for s in shapes for n in sizes}
        print("| shape | " + " | ".join(f"{n:,}" for n in sizes) + " | exponent |")
        print("|---|" + "---:|" * (len(sizes) + 1))
        for s in shapes:
            row = [counts[(s, n)] for n in sizes]
            print(f"| {s} | " + " | ".join(f"{c / 1e6:,.0f} M" for c in row) + f" | {fit(sizes, row):.2f} |")
        return
    folder = args.keep or tempfile.mkdtemp(prefix="soft-family-")
    os.makedirs(folder, exist_ok=True)
    files = {}
    if not args.direct_only:
        for s in shapes:
            for n in sizes:
                path = os.path.join(folder, f"l{s}-{n}.layout")
                with open(path, "w") as f:
                    subprocess.run([os.path.join(ROOT, ".build", "release", "vflc-bench"), "--write-layout", "-w", "l" + s, "-n", str(n)],
                                   stdout=f, check=True)
                files[(s, n)] = path
    print(f"load average at start: {load()}  ({time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, {args.bin})")
    solve, wall, cpu, rss = {}, {}, {}, {}
    for r in range(args.rounds):
        order = sizes if r % 2 == 0 else list(reversed(sizes))
        for s in shapes:
            for n in order:
                if not args.check_only:
                    solve.setdefault((s, n), []).append(direct(args.bin, s, n, args.repeat))
                if not args.direct_only:
                    w, c, m = check(args.bin, files[(s, n)])
                    wall.setdefault((s, n), []).append(w)
                    cpu.setdefault((s, n), []).append(c)
                    rss.setdefault((s, n), []).append(m)
        print(f"round {r + 1}/{args.rounds} done, load {load()}", file=sys.stderr)
    print(f"load average at end: {load()}")
    print()
    print("| shape | views | direct solve (s) | `vflc check` wall (s) | `vflc check` CPU (s) | peak MB |")
    print("|---|---:|---:|---:|---:|---:|")

    def cell(samples):
        if not samples:
            return "—"
        return f"{statistics.median(samples):.3f} ({min(samples):.3f}–{max(samples):.3f})"

    for s in shapes:
        for n in sizes:
            m = rss.get((s, n))
            print(f"| {s} | {n:,} | {cell(solve.get((s, n)))} | {cell(wall.get((s, n)))} | {cell(cpu.get((s, n)))} | "
                  f"{statistics.median(m):.0f} |" if m else f"| {s} | {n:,} | {cell(solve.get((s, n)))} | — | — | — |")
    print()
    print(f"Exponent k of the fit time ≈ c·N^k over N = {', '.join(f'{n:,}' for n in sizes)} (medians):")
    print()
    print("| shape | direct solve | `vflc check` wall | `vflc check` CPU |")
    print("|---|---:|---:|---:|")
    for s in shapes:
        cols = []
        for table in (solve, wall, cpu):
            if all((s, n) in table for n in sizes):
                cols.append(f"{fit(sizes, [statistics.median(table[(s, n)]) for n in sizes]):.2f}")
            else:
                cols.append("—")
        print(f"| {s} | " + " | ".join(cols) + " |")


if __name__ == "__main__":
    main()
