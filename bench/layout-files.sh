#!/bin/sh
# The solver workloads as .layout files, timed as users run them (docs/performance.md,
# "What users run"): writes each file with `vflc-bench --write-layout`, then times the built
# `vflc check FILE` as a whole process (best of 3 wall-clock runs, /usr/bin/time), beside
# the direct solve of the same workload and the in-process `vflc check` path.
#
#   sh bench/layout-files.sh [DIR]        # DIR defaults to /tmp/vflc-layout-files
set -e
dir=${1:-/tmp/vflc-layout-files}
mkdir -p "$dir"
swift build -c release --product vflc >/dev/null
swift build -c release --product vflc-bench >/dev/null
bin=.build/release
cases="lchain:10000:chain lgrid:100:grid lsoft:10000:soft lrandom:10000:random lundeclared:50000:- lconflicts:1000:- lunconstrained:20000:-"
printf '%-16s %7s %12s %14s %14s\n' file size "direct (s)" "in process (s)" "vflc check (s)"
for c in $cases; do
    w=${c%%:*}; rest=${c#*:}; n=${rest%%:*}; solver=${rest#*:}
    file="$dir/$w-$n.layout"
    "$bin/vflc-bench" --write-layout -w "$w" -n "$n" > "$file"
    direct=-
    if [ "$solver" != - ]; then
        direct=$("$bin/vflc-bench" -w "$solver" -n "$n" --repeat 3 --json | sed 's/.*"seconds":\([0-9.e-]*\).*/\1/')
    fi
    inproc=$("$bin/vflc-bench" -w "$w" -n "$n" --repeat 3 --json | sed 's/.*"seconds":\([0-9.e-]*\).*/\1/')
    best=
    for _ in 1 2 3; do
        /usr/bin/time -f %e -o "$dir/time.txt" "$bin/vflc" check "$file" >/dev/null 2>&1 || true
        t=$(tail -1 "$dir/time.txt")
        if [ -z "$best" ] || [ "$(echo "$t < $best" | bc)" = 1 ]; then best=$t; fi
    done
    printf '%-16s %7s %12s %14s %14s\n' "$w" "$n" "$direct" "$inproc" "$best"
done
