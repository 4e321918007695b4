#!/bin/sh
# The solver workloads as .layout files, timed as users run them (docs/performance.md,
# "What users run"): writes each file with `vflc-bench --write-layout`, then times the built
# `vflc check FILE` as a whole process (best of 3 runs, /usr/bin/time: wall clock, and the
# CPU time user + system, which a loaded shared machine disturbs less), beside the direct
# solve of the same workload and the in-process `vflc check` path (`vflc-bench -w lNAME`).
#
#   sh bench/layout-files.sh [DIR]        # DIR defaults to /tmp/vflc-layout-files
set -e
dir=${1:-/tmp/vflc-layout-files}
mkdir -p "$dir"
swift build -c release --product vflc >/dev/null
swift build -c release --product vflc-bench >/dev/null
bin=.build/release
cases="lchain:10000:chain lgrid:100:grid lsoft:10000:soft lrandom:10000:random lundeclared:50000:- lconflicts:1000:- lunconstrained:20000:-"
printf '%-16s %7s %10s %14s %16s %14s\n' file size "direct (s)" "in process (s)" "vflc check (s)" "its CPU (s)"
for c in $cases; do
    w=${c%%:*}; rest=${c#*:}; n=${rest%%:*}; solver=${rest#*:}
    file="$dir/$w-$n.layout"
    "$bin/vflc-bench" --write-layout -w "$w" -n "$n" > "$file"
    direct=-
    if [ "$solver" != - ]; then
        direct=$("$bin/vflc-bench" -w "$solver" -n "$n" --repeat 3 --json | sed 's/.*"seconds":\([0-9.e-]*\).*/\1/' | cut -c1-5)
    fi
    inproc=$("$bin/vflc-bench" -w "$w" -n "$n" --repeat 3 --json | sed 's/.*"seconds":\([0-9.e-]*\).*/\1/' | cut -c1-5)
    best=; cpu=
    for _ in 1 2 3; do
        /usr/bin/time -f '%e %U %S' -o "$dir/time.txt" "$bin/vflc" check "$file" >/dev/null 2>&1 || true
        set -- $(tail -1 "$dir/time.txt")
        c=$(echo "$2 + $3" | bc)
        if [ -z "$best" ] || [ "$(echo "$1 < $best" | bc)" = 1 ]; then best=$1; fi
        if [ -z "$cpu" ] || [ "$(echo "$c < $cpu" | bc)" = 1 ]; then cpu=$c; fi
    done
    printf '%-16s %7s %10s %14s %16s %14s\n' "$w" "$n" "$direct" "$inproc" "$best" "$cpu"
done
