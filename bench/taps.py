"""Taps per board on the page of `boardscore serve`, as the browser test counted them.

tests/serve/test_browser.py enters every bundled Mondo example and Flowers tableau through the
page by taps alone and writes each board's count to tests/serve/screenshots/taps.json (with
the page weight it measured); this prints them as the Markdown table of bench/README.md:

    pytest tests/serve/test_browser.py && python bench/taps.py

tests/serve/test_browser_clans.py adds Clans: the taps of a replay's setup and moves, the legal
moves the page refused (goal: none), and a village record's taps.

tests/serve/test_browser_world_wonders.py adds World Wonders: the taps per city (each piece
chosen and its cells tapped) per covered cell, the sheet's taps apart, and the map's.
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


def clans_rows(measures: dict[str, Any]) -> list[str]:
    """Clans (tests/serve/test_browser_clans.py): a replay recorded during play (the clan
    cards, the setup, then each move: from, to, and the order when the page asks it) and a
    village record marked after play (each village's place, founder and huts)."""
    replays = {k: v for k, v in sorted(measures.items())
               if k.startswith("clans/") and "setup" in v}
    records = {k: v for k, v in sorted(measures.items())
               if k.startswith("clans/") and "villages" in v}
    lines = []
    if replays:
        lines += ["| Clans replay | clan cards | setup taps (goal ≤ 70) | moves | taps on the "
                  "moves | taps per move (goal 2) | order taps | legal moves the page refused "
                  "(goal 0) |", "|---|---:|---:|---:|---:|---:|---:|---:|"]
        lines += [f"| {k} | {v['clans']} | {v['setup']} | {v['moves']} | {v['taps']} | "
                  f"{v['taps'] / v['moves']:.2f} | {v['order taps']} | {v['refused wrongly']} "
                  f"({v['refused wrongly'] / v['moves']:.0%}) |" for k, v in replays.items()]
    if records:
        lines += ["", "| Clans village record | clan cards | villages | huts | taps on the "
                  "villages | taps per village |", "|---|---:|---:|---:|---:|---:|"]
        lines += [f"| {k} | {v['clans']} | {v['villages']} | {v['huts']} | {v['village taps']} "
                  f"| {v['village taps'] / v['villages']:.2f} |" for k, v in records.items()]
    return lines


WONDERS_GOAL = 1.5  # taps per covered cell (issue 27), the terrain not counted once saved


def wonders_rows(measures: dict[str, Any]) -> list[str]:
    """World Wonders (tests/serve/test_browser_world_wonders.py): per city, the taps that
    build it (choosing the player, each piece and its cells) per covered cell; the sheet
    (tracks, population, loan, rings) and the set-up (the map, the cards) apart."""
    games = {k: v for k, v in sorted(measures.items()) if k.startswith("world-wonders/")}
    if not games:
        return []
    lines = ["| World Wonders example | city | covered cells | taps on the city | taps per covered "
             f"cell (goal ≤ {WONDERS_GOAL:g}) | sheet taps | map taps | objectives, Automaton |",
             "|---|---|---:|---:|---:|---:|---:|---:|"]
    cells = taps = 0
    for example, rows_ in games.items():
        cities = {k: v for k, v in rows_.items() if v["cells"]}
        setup = {k: v["taps"] for k, v in rows_.items() if k in ("map", "cards")}
        for name, city in cities.items():
            sheet = rows_.get(f"{name}: sheet", {"taps": 0})["taps"]
            lines.append(f"| {example} | {name} | {city['cells']} | {city['taps']} | "
                         f"{city['taps'] / city['cells']:.2f} | {sheet} | {setup.get('map', 0)}"
                         f" | {setup.get('cards', 0)} |")
            cells += city["cells"]
            taps += city["taps"]
    lines.append(f"| **all World Wonders examples** | | {cells} | {taps} | "
                 f"**{taps / cells:.2f}** | | | |")
    return lines


def main() -> int:
    if not MEASURES.exists():
        print(f"{MEASURES} is missing: run pytest tests/serve/test_browser.py first",
              file=sys.stderr)
        return 1
    measures = json.loads(MEASURES.read_text("utf-8"))
    print("\n".join(rows(measures)))
    clans = clans_rows(measures)
    if clans:
        print("\n" + "\n".join(clans))
    wonders = wonders_rows(measures)
    if wonders:
        print("\n" + "\n".join(wonders))
    for name, value in sorted(measures.get("page weight", {}).items()):
        print(f"- {name}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
