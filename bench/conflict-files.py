#!/usr/bin/env python3
"""Writes the generated files of docs/performance.md, "conflicts in whole files".

    python3 bench/conflict-files.py /tmp/conflicts
    swift build -c release --product vflc
    time .build/release/vflc check /tmp/conflicts/one-line-chain.layout
    time .build/release/vflc check /tmp/conflicts/card-conflict.layout
    time .build/release/vflc check /tmp/conflicts/inequality-chain.layout
"""
import importlib.util
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def one_line_chain(n=4000):
    """An equal-width chain on a single line (statements joined by `;`), one contradiction."""
    parts = [f"view v{i}" for i in range(n)]
    parts.append("H:|-" + "-".join(f"[v{i}(==v0)]" for i in range(n)) + "-|")
    parts += [f"V:|[v{i}(20)]" for i in range(n)]
    parts.append("v5.width == 3")
    return "; ".join(parts) + "\n"


def card_conflict():
    """The language-server cards file (250 cards), one card given three contradicting inequalities."""
    spec = importlib.util.spec_from_file_location("lsp_latency", os.path.join(HERE, "lsp-latency.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    extra = ("  title200.width >= 200\n  title200.trailing <= row200.trailing - 250\n"
             "  title200.leading >= row200.leading + 100\n")
    anchor = "  detail200.centerY == title200.centerY\n"
    return module.cards(250).replace(anchor, anchor + extra)


def inequality_chain(n=3000):
    """A chain of `>=` gaps between fixed-width views, far too wide for any canvas."""
    lines = [f"view v{i}" for i in range(n)]
    lines.append("H:|" + "".join(f"-(>=2)-[v{i}(10)]" for i in range(n)) + "-(>=0)-|")
    lines += [f"V:|-[v{i}(20)]" for i in range(n)]
    rng = random.Random(7)
    priorities = ["@250", "@500", "@750"]
    lines += [f"v{i}.leading == {rng.randrange(0, 12 * n)} {priorities[i % 3]}" for i in range(n)]
    return "\n".join(lines) + "\n"


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "."
    os.makedirs(out, exist_ok=True)
    for name, text in [("one-line-chain", one_line_chain()), ("card-conflict", card_conflict()),
                       ("inequality-chain", inequality_chain())]:
        with open(os.path.join(out, name + ".layout"), "w") as f:
            f.write(text)
        print(os.path.join(out, name + ".layout"))


if __name__ == "__main__":
    main()
