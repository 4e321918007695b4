#!/usr/bin/env python3
"""Edit-to-diagnostics latency of a real `vflc lsp --stdio` process (issues 8 and 16).

Opens the 1,000-view cards file (250 cards, the same text as ServerBenchmarkTests and
`vflc-bench -w lsp-metric-edit`), then sends one-character edits -- the shared metric `gap`
alternates between 8 and 9, or with --one-card one card's title width -- and times each from
writing the didChange to reading the publishDiagnostics of that version. The server runs
with its default options (debounce included), as an editor would start it.

With --chained the cards are chained one under the other (`V:[row0]-gap-[row1]`), so one
vertical system spans the file and most cards run past the canvas (about 900 warnings over
the four variants). --edit picks the edit: `metric` (gap 8/9), `comment` (a comment line
inserted at the top and removed again: every position moves, no token changes), or
`structure` (one card's `(>=gap)` becomes `(<=gap)` and back).
With --with-requests each edit is followed at once by the semantic-tokens and inlay-hint
requests VS Code sends; the figure is still edit to diagnostics, and a second line gives edit
to the last of the three (diagnostics and both answers).

    swift build -c release --product vflc
    python3 bench/lsp-latency.py                      # 40 edits, 300 ms apart
    python3 bench/lsp-latency.py --pause 0            # the next edit as soon as diagnostics arrive
    python3 bench/lsp-latency.py --vflc .build/release/vflc --edits 100 --one-card
    python3 bench/lsp-latency.py --distinct           # no two cards alike
    python3 bench/lsp-latency.py --chained --edit comment    # issue 16's three figures
    python3 bench/lsp-latency.py --chained --edit metric
    python3 bench/lsp-latency.py --chained --edit structure
    python3 bench/lsp-latency.py --long-line 20000    # first diagnostics of 20,000 declarations on one line
    python3 bench/lsp-latency.py --chained --edit metric --with-requests   # and the editor's requests after each edit
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time


def cards(n, gap=8, wider_title=-1, distinct=False, at_most=-1, chained=False, comment=False):
    out = "// an inserted comment line\n" if comment else ""
    out += "// 1,000 views: 250 cards of a container and three subviews\nmetrics {\n  pad = 16\n  gap = %d\n}\n" % gap
    for r in range(n):
        width = 121 if r == wider_title else 120
        if distinct:
            width += r / 10  # no two cards alike: no component can share another's solve
        out += (
            f"view row{r} {{\n"
            f"  label title{r} intrinsic {width}x22\n"
            f"  label detail{r} intrinsic 80x17\n"
            f"  image icon{r} intrinsic 24x24\n"
            f"  H:|-pad-[icon{r}]-gap-[title{r}]-({'<=' if r == at_most else '>='}gap)-[detail{r}]-pad-|\n"
            f"  V:|-4-[title{r}]-4-|\n"
            f"  icon{r}.centerY == title{r}.centerY\n"
            f"  detail{r}.centerY == title{r}.centerY\n"
            f"}}\n"
            f"H:|[row{r}]|\n"
            + ((f"V:[row{r - 1}]-gap-[row{r}]\n" if r else "V:|-[row0]\n") if chained else f"V:|-({r % 12 * 30})-[row{r}]\n")
        )
    return out


class Client:
    def __init__(self, argv):
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.next_id = 0

    def write(self, message):
        body = json.dumps(message).encode()
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    def read(self):
        length = None
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise EOFError("the server closed its output")
            line = line.strip()
            if not line:
                break
            name, _, value = line.partition(b":")
            if name.lower() == b"content-length":
                length = int(value)
        return json.loads(self.proc.stdout.read(length))

    def request(self, method, params):
        self.next_id += 1
        self.write({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        while True:
            m = self.read()
            if m.get("id") == self.next_id:
                return m

    def notify(self, method, params):
        self.write({"jsonrpc": "2.0", "method": method, "params": params})

    def diagnostics(self, version):
        while True:
            m = self.read()
            if m.get("method") == "textDocument/publishDiagnostics" and m["params"].get("version") == version:
                return m["params"]["diagnostics"]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--vflc", default=".build/release/vflc")
    parser.add_argument("--edits", type=int, default=40)
    parser.add_argument("--pause", type=float, default=300, help="ms between receiving diagnostics and the next edit")
    parser.add_argument("--one-card", action="store_true", help="edit one card's title instead of the shared metric")
    parser.add_argument("--relation", action="store_true",
                        help="flip one card's (>=gap) to (<=gap): a one-character edit that changes the system's structure")
    parser.add_argument("--distinct", action="store_true", help="every card's title a different width (no repeated parts)")
    parser.add_argument("--chained", action="store_true", help="cards chained one under the other (one vertical system)")
    parser.add_argument("--edit", choices=["metric", "comment", "structure"], help="which edit (default: metric)")
    parser.add_argument("--with-requests", action="store_true",
                        help="as VS Code does, ask for semantic tokens and inlay hints right after each edit")
    parser.add_argument("--long-line", type=int, metavar="N",
                        help="instead: time the first diagnostics of N metric definitions on one line (all unused)")
    args = parser.parse_args()
    if not os.path.exists(args.vflc):
        sys.exit(f"{args.vflc} not found: swift build -c release --product vflc")
    if args.edit == "structure":
        args.relation = True
    if args.long_line:
        return long_line(args)

    client = Client([args.vflc, "lsp", "--stdio"])
    uri = "file:///bench/cards.layout"
    client.request("initialize", {"processId": os.getpid(), "rootUri": None, "capabilities": {}})
    client.notify("initialized", {})
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "vfl", "version": 1, "text": cards(250, distinct=args.distinct, chained=args.chained)}})
    expected = len(client.diagnostics(1))
    latencies, answered = [], []
    for k in range(args.edits):
        version = k + 2
        c = args.chained
        if args.edit == "comment":
            text = cards(250, distinct=args.distinct, chained=c, comment=k % 2 == 0)
        elif args.relation:
            text = cards(250, at_most=125 if k % 2 == 0 else -1, distinct=args.distinct, chained=c)
        elif args.one_card:
            text = cards(250, wider_title=125 if k % 2 == 0 else -1, distinct=args.distinct, chained=c)
        else:
            text = cards(250, gap=9 if k % 2 == 0 else 8, distinct=args.distinct, chained=c)
        message = {"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": text}]}}
        body = json.dumps(message).encode()
        framed = b"Content-Length: %d\r\n\r\n" % len(body) + body  # encoding is the client's time
        pending = set()
        if args.with_requests:
            for method, extra in [("textDocument/semanticTokens/full", {}),
                                  ("textDocument/inlayHint", {"range": {"start": {"line": 0, "character": 0},
                                                                        "end": {"line": 99999, "character": 0}}})]:
                client.next_id += 1
                request = json.dumps({"jsonrpc": "2.0", "id": client.next_id, "method": method,
                                      "params": dict({"textDocument": {"uri": uri}}, **extra)}).encode()
                framed += b"Content-Length: %d\r\n\r\n" % len(request) + request
                pending.add(client.next_id)
        time.sleep(args.pause / 1000)
        start = time.perf_counter()
        client.proc.stdin.write(framed)
        client.proc.stdin.flush()
        diagnostics = None
        while diagnostics is None or pending:
            m = client.read()
            if m.get("method") == "textDocument/publishDiagnostics" and m["params"].get("version") == version:
                diagnostics = m["params"]["diagnostics"]
                latencies.append((time.perf_counter() - start) * 1000)
            elif m.get("id") in pending:
                if "error" in m:
                    sys.exit(f"request {m['id']} failed: {m['error']}")
                pending.discard(m["id"])
        # Every answer read before the next edit: a response left in the pipe would leave the
        # server blocked writing it while this script blocks writing the next edit.
        answered.append((time.perf_counter() - start) * 1000)
        if len(diagnostics) != expected:
            print(f"note: version {version} has {len(diagnostics)} diagnostics, the first had {expected}", file=sys.stderr)
    client.request("shutdown", None)
    client.notify("exit", None)
    client.proc.wait(timeout=10)

    if not latencies:  # --edits 0: the open alone (the baseline of an instruction count)
        print(f"vflc lsp: opened, {expected} diagnostics, no edits")
        return
    latencies.sort()
    answered.sort()
    p90 = latencies[min(len(latencies) - 1, int(0.9 * len(latencies)))]
    what = ("comment line at the top" if args.edit == "comment" else "one card's relation" if args.relation
            else "one card's title" if args.one_card else "shared metric gap")
    what += (", distinct cards" if args.distinct else "") + (", chained cards" if args.chained else "")
    what += ", with semantic tokens and inlay hints requested" if args.with_requests else ""
    what += f", {expected} diagnostics"
    print(f"vflc lsp, {what}, {args.edits} edits {args.pause:g} ms apart: median {statistics.median(latencies):.1f} ms, "
          f"p90 {p90:.1f} ms, min {latencies[0]:.1f} ms, max {latencies[-1]:.1f} ms")
    if args.with_requests:
        a90 = answered[min(len(answered) - 1, int(0.9 * len(answered)))]
        print(f"  until the diagnostics and both answers have arrived: median {statistics.median(answered):.1f} ms, "
              f"p90 {a90:.1f} ms, max {answered[-1]:.1f} ms")


def long_line(args):
    """Open a file of N metric definitions on one line; time until its N unused-metric
    warnings arrive (each needs its UTF-16 column on that line)."""
    n = args.long_line
    text = "metrics { " + "; ".join(f"m{i} = {i % 97}" for i in range(n)) + " }\nview box\nH:|[box]|\nV:|[box]|\n"
    client = Client([args.vflc, "lsp", "--stdio"])
    uri = "file:///bench/long-line.layout"
    client.request("initialize", {"processId": os.getpid(), "rootUri": None, "capabilities": {}})
    client.notify("initialized", {})
    start = time.perf_counter()
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "layout", "version": 1, "text": text}})
    diagnostics = client.diagnostics(1)
    elapsed = (time.perf_counter() - start) * 1000
    last = diagnostics[-1]["range"]["start"]["character"] if diagnostics else None
    client.request("shutdown", None)
    client.notify("exit", None)
    client.proc.wait(timeout=10)
    print(f"vflc lsp, {n} definitions on one line ({len(text)} bytes): {len(diagnostics)} diagnostics in {elapsed:.0f} ms "
          f"(last at character {last})")


if __name__ == "__main__":
    main()
