#!/usr/bin/env python3
"""Writes a .layout file of about N views for timing `vflc emit uikit` (docs/performance.md).

    python3 bench/uikit-layout.py 1000 > /tmp/uikit-1000.layout
    swift build -c release --product vflc
    /usr/bin/time -v .build/release/vflc emit uikit /tmp/uikit-1000.layout -o /tmp/uikit-1000.swift

A vertical stack of cards (a view with an image, two labels and a button, five views a card)
with what makes generation work: VFL lines with standard and metric spacings, explicit
constraints, intrinsic sizes, a metric overridden in regular width (constants set by
`apply`), a constraint of compact height only (per-variant sets) and a `set` line (stack
spacing per variant). Clean under `vflc check` in all four variants. Deterministic.
"""
import sys


def layout(n: int) -> str:
    cards = max(1, n // 5)
    out = ["metrics { pad = 16 }", "when wR { metrics { pad = 24 } }", "",
           "stack list axis vertical spacing 8 {"]
    for k in range(cards):
        out += [
            f"  view c{k} {{",
            f"    image i{k}",
            f"    label t{k} intrinsic 120x20",
            f"    label s{k} intrinsic 200x16",
            f"    button b{k} intrinsic 60x30",
            f"    H:|-pad-[i{k}(44)]-12-[t{k}]-(>=8)-[b{k}]-pad-|",
            f"    H:[i{k}]-12-[s{k}]-(>=8)-[b{k}]",
            f"    V:|-8-[i{k}(44)]-8-|",
            f"    V:|-8-[t{k}]-4-[s{k}]-(>=8)-|",
            f"    b{k}.centerY == i{k}.centerY",
            "  }",
        ]
    out += ["}", "H:|[list]|", "V:|[list]", "when hC {", "  set list spacing 4", "  list.width <= 2000 @750", "}", ""]
    return "\n".join(out)


if __name__ == "__main__":
    if len(sys.argv) != 2 or not sys.argv[1].isdigit():
        sys.exit("usage: uikit-layout.py N")
    sys.stdout.write(layout(int(sys.argv[1])))
