"""Taps per board on the page of `boardscore serve`, as the browser test counted them.

tests/serve/test_browser.py enters every bundled Mondo example and Flowers tableau through the
page by taps alone and writes each board's count to tests/serve/screenshots/taps.json (with
the page weight it measured); this prints them as the Markdown table of bench/README.md:

    pytest tests/serve/test_browser.py && python bench/taps.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

MEASURES = Path(__file__).parents[1] / "tests" / "serve" / "screenshots" / "taps.json"
GOALS = {"mondo": 5.0, "flowers": 4.0}


def rows(measures: dict[str, Any]) -> list[str]:
    lines = ["| example | boards | tiles | taps on the boards | taps per tile | set-up taps "
             "(species, rim, palette, card, tasks laid out) | goal |",
             "|---|---:|---:|---:|---:|---:|---|"]
    totals: dict[str, list[int]] = {}
    for example, boards in sorted(measures.items()):
        game = example.split("/", 1)[0]
        if game not in GOALS:
            continue
        played = [b for b in boards.values() if b["tiles"]]
        tiles = sum(b["tiles"] for b in played)
        taps = sum(b["taps"] for b in played)
        setup = sum(b["taps"] for b in boards.values() if not b["tiles"])
        total = totals.setdefault(game, [0, 0])
        total[0] += tiles
        total[1] += taps
        lines.append(f"| {example} | {len(played)} | {tiles} | {taps} | {taps / tiles:.2f} | "
                     f"{setup} | ≤ {GOALS[game]:g} |")
    for game, (tiles, taps) in sorted(totals.items()):
        lines.append(f"| **all {game} examples** | | {tiles} | {taps} | **{taps / tiles:.2f}** "
                     f"| | ≤ {GOALS[game]:g} |")
    return lines


def main() -> int:
    if not MEASURES.exists():
        print(f"{MEASURES} is missing: run pytest tests/serve/test_browser.py first",
              file=sys.stderr)
        return 1
    measures = json.loads(MEASURES.read_text("utf-8"))
    print("\n".join(rows(measures)))
    for name, value in sorted(measures.get("page weight", {}).items()):
        print(f"- {name}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
