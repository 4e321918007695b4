#!/usr/bin/env python3
"""Runs the vflc-bench workloads in vflc and in kiwisolver and prints one table.

    python3 bench/compare-kiwi.py [--timeout 60] [--memory-gb 4] [--case chain:1000 ...]

Installs kiwisolver 1.5.1 (the version measured in docs/performance.md) with pip when it is missing and builds vflc-bench in release. Both solvers
get the identical systems: vflc-bench generates each system and `--dump`s it as JSON, and this
script loads that JSON into kiwisolver. vflc's time is printed by vflc-bench (load + solve, best of 3);
kiwisolver's is the time to add every constraint and update the variables, in a child process
with a timeout and an address-space limit, so that cases kiwisolver cannot finish print
">60 s" or "out of memory" instead of stalling the machine.

Priorities: 1000 maps to kiwisolver's `required`; soft priorities map to its three strengths
as Auto Layout users know them: p >= 667 strong, p >= 334 medium, else weak (so the soft
workload's 750 / 500 / 250 are strong / medium / weak). kiwisolver has one weighted objective,
not lexicographic levels: the comparison is of speed on the same systems, not of semantics.
"""
import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = [("chain", 1000), ("chain", 10000), ("chain", 100000), ("grid", 30), ("grid", 100),
         ("soft", 1000), ("soft", 10000), ("random", 1000), ("random", 10000)]


def kiwi_child(path):
    """Loads a dumped system (untimed) and times kiwisolver on it; prints seconds."""
    import kiwisolver as kiwi
    with open(path) as f:
        system = json.load(f)
    variables = [kiwi.Variable(f"v{i}") for i in range(system["variables"])]
    built = []
    for terms, constant, relation, priority in system["constraints"]:
        expression = sum((coef * variables[v] for v, coef in terms), kiwi.Expression([], constant)) \
            if terms else kiwi.Expression([], constant)
        if relation == "==":
            c = expression == 0
        elif relation == "<=":
            c = expression <= 0
        else:
            c = expression >= 0
        if priority >= 1000:
            strength = kiwi.strength.required
        elif priority >= 667:
            strength = kiwi.strength.strong
        elif priority >= 334:
            strength = kiwi.strength.medium
        else:
            strength = kiwi.strength.weak
        built.append(c | strength)
    solver = kiwi.Solver()
    start = time.perf_counter()
    for c in built:
        solver.addConstraint(c)
    solver.updateVariables()
    print(time.perf_counter() - start)


def ensure_kiwi():
    try:
        import kiwisolver  # noqa: F401
    except ImportError:
        subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", "kiwisolver==1.5.1"], stdout=sys.stderr)


def build_bench():
    # Build output goes to stderr so that stdout is only the table.
    subprocess.check_call(["swift", "build", "-c", "release", "--product", "vflc-bench"], cwd=ROOT, stdout=sys.stderr)
    out = subprocess.check_output(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, text=True,
                                  stderr=subprocess.DEVNULL)
    return os.path.join(out.strip(), "vflc-bench")


def limit_memory(gigabytes):
    def apply():
        limit = int(gigabytes * (1 << 30))
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    return apply


def run_vflc(bench, workload, size, timeout, memory_gb):
    try:
        out = subprocess.run([bench, "--json", "--repeat", "3", "--workload", workload, "--size", str(size)], capture_output=True,
                             text=True, timeout=timeout, preexec_fn=limit_memory(memory_gb))
    except subprocess.TimeoutExpired:
        return None, f">{timeout:g} s"
    if out.returncode != 0:
        return None, "out of memory" if "memory" in out.stderr.lower() or out.returncode < 0 else "error"
    result = json.loads(out.stdout.strip().splitlines()[-1])
    return result["seconds"], f"{result['seconds']:.3f} s ({result['peakMB']:.0f} MB)"


def run_kiwi(bench, workload, size, timeout, memory_gb):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        path = f.name
        subprocess.check_call([bench, "--dump", "--workload", workload, "--size", str(size)], stdout=f)
    try:
        out = subprocess.run([sys.executable, os.path.abspath(__file__), "--kiwi-child", path], capture_output=True,
                             text=True, timeout=timeout, preexec_fn=limit_memory(memory_gb))
    except subprocess.TimeoutExpired:
        return None, f">{timeout:g} s"
    finally:
        os.unlink(path)
    if out.returncode != 0:
        return None, f"out of memory (>{memory_gb:g} GB)" if "MemoryError" in out.stderr or "bad_alloc" in out.stderr \
            or out.returncode < 0 else "error: " + out.stderr.strip().splitlines()[-1][:60]
    seconds = float(out.stdout.strip())
    return seconds, f"{seconds:.3f} s"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--timeout", type=float, default=60, help="seconds per case and solver (default 60)")
    parser.add_argument("--memory-gb", type=float, default=4, help="address-space limit per case (default 4)")
    parser.add_argument("--case", action="append", help="workload:size, repeatable (default: the standard set)")
    parser.add_argument("--bench", help="path to a built vflc-bench (default: build it in release)")
    parser.add_argument("--kiwi-child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.kiwi_child:
        kiwi_child(args.kiwi_child)
        return
    ensure_kiwi()
    bench = args.bench or build_bench()
    cases = [(c.split(":")[0], int(c.split(":")[1])) for c in args.case] if args.case else CASES
    print("| workload | size | vflc | kiwisolver | ratio |")
    print("|---|---:|---:|---:|---:|")
    for workload, size in cases:
        v, v_text = run_vflc(bench, workload, size, args.timeout, args.memory_gb)
        k, k_text = run_kiwi(bench, workload, size, args.timeout, args.memory_gb)
        if v and k:
            ratio = f"{k / v:.0f}x" if k / v >= 10 else f"{k / v:.1f}x"
        elif v and k is None:
            ratio = f">{args.timeout / v:.0f}x" if k_text.startswith(">") else "-"
        else:
            ratio = "-"
        print(f"| {workload} | {size:,} | {v_text} | {k_text} | {ratio} |", flush=True)


if __name__ == "__main__":
    main()
