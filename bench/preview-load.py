#!/usr/bin/env python3
"""Page loads of a real `vflc preview` while other tabs wait and idle sockets sit open (issue 28).

For each case it starts `vflc preview FILE --port 0`, opens N "tabs" -- threads that do what
the page does: `GET /state?since=V`, wait for the answer, ask again with the version got --
and M idle sockets (connected, silent, reopened as soon as the server closes one, like a
browser's preconnects), waits a moment for them to settle, then times L new-tab loads one
after the other: `GET /` and the first `GET /state?since=0`, each on its own connection, from
connecting to the last byte. Prints the median, p90 and worst load per case, and the load
average before and after (the machine is shared: read the figures beside it).

    swift build -c release --product vflc
    python3 bench/preview-load.py                              # tabs 0, 4, 12, 50; idle 0 and 100
    python3 bench/preview-load.py --tabs 50 --idle 100 --loads 50
    python3 bench/preview-load.py --vflc /tmp/old/.build/release/vflc --loads 5 --timeout 30
"""
import argparse
import os
import re
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def request(port, target, timeout):
    """One request on its own connection; (status, body) or None on a timeout or reset."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
            s.sendall(("GET %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % (target, port)).encode())
            data = b""
            while True:
                chunk = s.recv(65536)
                if not chunk:
                    break
                data += chunk
    except OSError:
        return None
    head, _, body = data.partition(b"\r\n\r\n")
    parts = head.split(b" ")
    return (int(parts[1]), body) if len(parts) > 1 and parts[1].isdigit() else None


def tab(port, stop):
    """What the page's loop does: ask for a version newer than the one it has, forever."""
    version = 0
    while not stop.is_set():
        answer = request(port, "/state?since=%d" % version, timeout=30)
        if answer is None:
            time.sleep(0.5)
            continue
        match = re.search(rb'"version":(\d+)', answer[1])
        if match:
            version = int(match.group(1))


def idle(port, stop, sockets):
    """A connection that never sends; reopened when the server closes it."""
    while not stop.is_set():
        try:
            s = socket.create_connection(("127.0.0.1", port), timeout=1)
        except OSError:
            time.sleep(0.1)
            continue
        sockets.append(s)
        while not stop.is_set():
            try:
                if s.recv(1) == b"":
                    break
            except socket.timeout:
                continue
            except OSError:
                break
        s.close()


def start(vflc, path):
    process = subprocess.Popen([vflc, "preview", path, "--port", "0"], stdout=subprocess.PIPE, text=True)
    line = process.stdout.readline()
    match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    if not match:
        process.kill()
        sys.exit("no address printed: %r" % line)
    return process, int(match.group(1))


def case(args, tabs, idles):
    process, port = start(args.vflc, args.file)
    stop = threading.Event()
    sockets = []
    threads = [threading.Thread(target=tab, args=(port, stop), daemon=True) for _ in range(tabs)]
    threads += [threading.Thread(target=idle, args=(port, stop, sockets), daemon=True) for _ in range(idles)]
    for t in threads:
        t.start()
    time.sleep(args.settle)
    loads, failed = [], 0
    for _ in range(args.loads):
        started = time.perf_counter()
        page = request(port, "/", args.timeout)
        state = request(port, "/state?since=0", args.timeout) if page else None
        if page is None or state is None or page[0] != 200 or state[0] != 200:
            failed += 1
            continue
        loads.append((time.perf_counter() - started) * 1000)
    stop.set()
    process.send_signal(signal.SIGINT)
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        process.kill()
    for s in sockets:
        s.close()
    return loads, failed


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--vflc", default=os.path.join(ROOT, ".build/release/vflc"))
    parser.add_argument("--file", default=os.path.join(ROOT, "Samples/card.layout"))
    parser.add_argument("--tabs", type=int, action="append", help="waiting tabs (repeatable; default 0 4 12 50)")
    parser.add_argument("--idle", type=int, action="append", help="idle sockets (repeatable; default 0 100)")
    parser.add_argument("--loads", type=int, default=20, help="new-tab loads timed per case")
    parser.add_argument("--settle", type=float, default=1.0, help="seconds for the tabs to start waiting")
    parser.add_argument("--timeout", type=float, default=30, help="seconds before a load counts as failed")
    args = parser.parse_args()
    if not os.access(args.vflc, os.X_OK):
        sys.exit("no %s: swift build -c release --product vflc" % args.vflc)
    tabs_list = args.tabs or [0, 4, 12, 50]
    idle_list = args.idle or [0, 100]
    print("vflc: %s   file: %s   %d loads per case" % (args.vflc, os.path.relpath(args.file, ROOT), args.loads))
    print("load average before: %.2f %.2f %.2f" % os.getloadavg())
    print("%6s %6s %10s %10s %10s %8s" % ("tabs", "idle", "median ms", "p90 ms", "worst ms", "failed"))
    for idles in idle_list:
        for tabs in tabs_list:
            loads, failed = case(args, tabs, idles)
            if loads:
                ordered = sorted(loads)
                p90 = ordered[min(len(ordered) - 1, int(round(0.9 * (len(ordered) - 1))))]
                print("%6d %6d %10.1f %10.1f %10.1f %8d" % (tabs, idles, statistics.median(ordered), p90, ordered[-1], failed))
            else:
                print("%6d %6d %10s %10s %10s %8d" % (tabs, idles, "-", "-", "-", failed))
            sys.stdout.flush()
    print("load average after: %.2f %.2f %.2f" % os.getloadavg())


if __name__ == "__main__":
    main()
