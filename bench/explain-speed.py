#!/usr/bin/env python3
"""Times the whole `vflc explain` process on generated console logs (docs/performance.md,
"Explaining a console log").

    swift build -c release --product vflc && swift build -c release --product explain-bench
    python3 bench/explain-speed.py [--runs 7] [--sizes 1,2,4] [--dir /tmp/explain-speed]

For each size k, `explain-bench --write-log` writes a log of k x 1,000 reports in k x 10 MB (the
reports of the in-process benchmark among ordinary log lines); then `vflc explain LOG --format
json > /dev/null` runs `--runs` times, and the median and the best wall-clock time (process
start to exit) are printed with the load average before and after. Linear cost shows as a time
per report that does not grow with k.
"""
import os, statistics, subprocess, sys, time

def main():
    args = sys.argv[1:]
    runs, sizes, folder = 7, [1, 2, 4], '/tmp/explain-speed'
    vflc, bench = '.build/release/vflc', '.build/release/explain-bench'
    i = 0
    while i < len(args):
        if args[i] == '--runs':
            runs = int(args[i + 1])
        elif args[i] == '--sizes':
            sizes = [int(x) for x in args[i + 1].split(',')]
        elif args[i] == '--dir':
            folder = args[i + 1]
        else:
            sys.exit(__doc__)
        i += 2
    os.makedirs(folder, exist_ok=True)
    for k in sizes:
        log = os.path.join(folder, 'explain-%dx.log' % k)
        subprocess.run([bench, '--write-log', log, '--reports', str(1000 * k), '--bytes', str(10_000_000 * k)],
                       check=True, stdout=subprocess.DEVNULL)
        size = os.path.getsize(log)
        before = os.getloadavg()[0]
        times = []
        with open(os.devnull, 'w') as null:
            for _ in range(runs):
                start = time.perf_counter()
                status = subprocess.run([vflc, 'explain', log, '--format', 'json'], stdout=null, stderr=subprocess.PIPE).returncode
                times.append(time.perf_counter() - start)
                if status != 1:
                    sys.exit('vflc explain %s: exit status %d (expected 1: reports found)' % (log, status))
        after = os.getloadavg()[0]
        median = statistics.median(times)
        print('%dx: %d bytes, %d reports: median %.3f s, best %.3f s of %d runs (%.0f us per report); load %.1f -> %.1f' % (
            k, size, 1000 * k, median, min(times), runs, median / (1000 * k) * 1e6, before, after))

if __name__ == '__main__':
    main()
