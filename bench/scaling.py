#!/usr/bin/env python3
"""Does every stage of vflc scale linearly? (issue 13: no quadratic step anywhere)

Writes generated .layout files of two sizes, N and 2N, for each family below, runs every
command on both with the release `vflc`, and prints the CPU time (user + system, best of
--repeat runs) of each and the ratio 2N / N. A linear cost gives about 2; a quadratic one
about 4. CPU time is used because the build machine is shared: the wall clock measures the
other builds as much as vflc.

    swift build -c release --product vflc
    python3 bench/scaling.py                      # every family, default sizes
    python3 bench/scaling.py --family deep --repeat 3 --keep /tmp/scaling
    python3 bench/scaling.py --scale 0.5          # half the sizes (a quicker look)

Families (N is the first size; every file is also written at 2N):
  deep          N views in towers of 50 nested views, each filling its superview (clean;
                at most 50 levels, so the file grows linearly and stays under the parser's
                nesting limit of 256)
  deep-hidden   N views in towers of 50 nested views, each tower's outermost hidden, no
                constraint (2N ambiguity errors, each saying which hidden ancestor the view
                is inside)
  long-line     N views and all their constraints on one line, an equal-width VFL chain
  metrics       N metrics, each defined from the previous one, each used by one view
  when          N views, each with its own `when wC { … } else { … }` block
  stacks        N horizontal stacks of two labels
  suppressions  N redundant constraints, each silenced by a `// vflc-ignore:` comment
  notes         N uses of one undeclared view (one error, its uses as notes and a count)
  unconstrained N views without constraints (2N ambiguity errors and N warnings)

Commands: check (text), check --format json and sarif, render (frames), render --format
json and svg, fmt, emit uikit, dump ir. A command that exits with a status other than 0 or 1 is a failure
and printed as such; files with errors are still timed (their output is the diagnostics).
"""
import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# Views nested in a tower at most this deep; N views are N / TOWER towers side by side. The
# parser refuses blocks nested more than 256 deep (`Parser.maximumDepth`), and a single tower
# indented one step per level makes the file itself grow as N² (12 MB at 2,000 levels).
TOWER = 50


def towers(n):
    """`n` views as towers of at most TOWER nested views: (first index, depth) of each."""
    return [(start, min(TOWER, n - start)) for start in range(0, n, TOWER)]


def deep(n):
    out = []
    for start, depth in towers(n):
        for k in range(depth):
            out.append("  " * k + f"view d{start + k} {{")
        for k in reversed(range(depth)):
            ind = "  " * k
            if k + 1 < depth:
                out.append(f"{ind}  H:|-1-[d{start + k + 1}]-1-|")
                out.append(f"{ind}  V:|-1-[d{start + k + 1}]-1-|")
            out.append(ind + "}")
        out.append(f"H:|[d{start}]|")
        out.append(f"V:|[d{start}]|")
    return "\n".join(out) + "\n"


def deep_hidden(n):
    out = []
    for start, depth in towers(n):
        for k in range(depth):
            out.append("  " * k + f"view d{start + k}{' hidden' if k == 0 else ''} {{")
        for k in reversed(range(depth)):
            out.append("  " * k + "}")
    return "\n".join(out) + "\n"


def long_line(n):
    parts = [f"view v{k}" for k in range(n)]
    chain = "".join(f"[v{k}(==v{k + 1})]" for k in range(n - 1)) + f"[v{n - 1}]"
    parts.append(f"H:|{chain}|")
    parts += [f"V:|[v{k}(10)]" for k in range(n)]
    return "; ".join(parts) + "\n"


def metrics(n):
    out = ["metrics {", "  m0 = 1"]
    out += [f"  m{k} = m{k - 1} + 0.001" for k in range(1, n)]
    out.append("}")
    for k in range(n):
        out += [f"view v{k}", f"H:|-m{k}-[v{k}(10)]", f"V:|-{k % 500}-[v{k}(10)]"]
    return "\n".join(out) + "\n"


def when(n):
    out = []
    for k in range(n):
        out += [f"view v{k}", f"H:|[v{k}]", f"V:|-{k % 500}-[v{k}(10)]",
                f"when wC {{ v{k}.width == 10 }} else {{ v{k}.width == 20 }}"]
    return "\n".join(out) + "\n"


def stacks(n):
    out = []
    for k in range(n):
        out += [f"stack s{k} axis horizontal spacing 8 {{", f"  label a{k} intrinsic 40x20",
                f"  label b{k} intrinsic 40x20", "}", f"H:|[s{k}]", f"V:|-{k % 500}-[s{k}]"]
    return "\n".join(out) + "\n"


def suppressions(n):
    out = []
    for k in range(n):
        out += [f"view v{k}", f"H:|[v{k}(10)]", f"V:|-{k % 500}-[v{k}(10)]",
                f"v{k}.width == 10 // vflc-ignore: redundant-constraint"]
    return "\n".join(out) + "\n"


def notes(n):
    out = ["view a", "H:|[a(10)]", "V:|[a(10)]"]
    out += ["ghost.width == 10"] * n
    return "\n".join(out) + "\n"


def unconstrained(n):
    return "".join(f"view u{k}\n" for k in range(n))


FAMILIES = {
    "deep": (deep, 2000),
    "deep-hidden": (deep_hidden, 2000),
    "long-line": (long_line, 2000),
    "metrics": (metrics, 2000),
    "when": (when, 2000),
    "stacks": (stacks, 2000),
    "suppressions": (suppressions, 2000),
    "notes": (notes, 20000),
    "unconstrained": (unconstrained, 10000),
}

COMMANDS = {
    "check": ["check", "{f}"],
    "check json": ["check", "{f}", "--format", "json"],
    "check sarif": ["check", "{f}", "--format", "sarif"],
    "render frames": ["render", "{f}"],
    "render json": ["render", "{f}", "--format", "json"],
    "render svg": ["render", "{f}", "--format", "svg"],
    "fmt": ["fmt", "{f}"],
    "emit uikit": ["emit", "uikit", "{f}"],
    "dump ir": ["dump", "ir", "{f}"],
}


def cpu_of(argv, timeout):
    """CPU seconds (user + sys) and wall seconds of one run, and its exit status."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    with open(os.devnull, "wb") as null:
        try:
            status = subprocess.run(argv, stdout=null, stderr=null, timeout=timeout).returncode
        except subprocess.TimeoutExpired:
            return None, None, "timeout"
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall, status


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--vflc", default=os.path.join(ROOT, ".build/release/vflc"))
    p.add_argument("--family", action="append", choices=sorted(FAMILIES))
    p.add_argument("--command", action="append", choices=sorted(COMMANDS))
    p.add_argument("--repeat", type=int, default=2)
    p.add_argument("--scale", type=float, default=1.0)
    p.add_argument("--timeout", type=float, default=120)
    p.add_argument("--keep", help="write the files into this folder and keep them")
    a = p.parse_args()
    if not os.path.exists(a.vflc):
        sys.exit(f"{a.vflc} not found: swift build -c release --product vflc")
    folder = a.keep or tempfile.mkdtemp(prefix="vflc-scaling-")
    os.makedirs(folder, exist_ok=True)
    print(f"| family | N | command | CPU at N (s) | CPU at 2N (s) | ratio | wall at 2N (s) |")
    print(f"|---|---:|---|---:|---:|---:|---:|")
    worst = 0.0
    for name in a.family or list(FAMILIES):
        make, size = FAMILIES[name]
        n = max(2, int(size * a.scale))
        files = []
        for m in (n, 2 * n):
            path = os.path.join(folder, f"{name}-{m}.layout")
            with open(path, "w") as f:
                f.write(make(m))
            files.append(path)
        for command in a.command or list(COMMANDS):
            results = []
            for path in files:
                best, best_wall, status = None, None, None
                for _ in range(a.repeat):
                    argv = [a.vflc] + [x.format(f=path) for x in COMMANDS[command]]
                    cpu, wall, status = cpu_of(argv, a.timeout)
                    if cpu is None or status not in (0, 1):
                        break
                    if best is None or cpu < best:
                        best, best_wall = cpu, wall
                results.append((best, best_wall, status))
            (c1, _, s1), (c2, w2, s2) = results
            if c1 is None or c2 is None or s1 not in (0, 1) or s2 not in (0, 1):
                print(f"| {name} | {n} | {command} | FAILED (status {s1}, {s2}) | | | |")
                continue
            # Below 20 ms the ratio is process start-up noise, not the algorithm.
            ratio = c2 / c1 if c1 > 0.02 else float("nan")
            if ratio == ratio:
                worst = max(worst, ratio)
            shown = f"{ratio:.2f}" if ratio == ratio else "—"
            print(f"| {name} | {n} | {command} | {c1:.3f} | {c2:.3f} | {shown} | {w2:.2f} |", flush=True)
    print(f"\nworst ratio: {worst:.2f}  (files in {folder})")


if __name__ == "__main__":
    main()
