"""How much a user types to enter a Mondo board, rows form against tiles form (issue: from the
table to a score in minutes).

    python bench/keystrokes.py            # from the repository root, with boardscore installed

For every bundled Mondo example, each board is written both ways as boardscore prints them
(`boardscore mondo --tiles` / `--rows`), and the characters of the board lines are counted
without their indentation (an editor keeps the indentation of the line above). Then the
keystrokes from `boardscore new mondo` to a scored 24-tile board, under a plain-editor model:
type the two commands; per space, one keystroke to select its `.` (a word jump) and the tile's
text typed over it; one keystroke per row to reach the next line.
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
EMPTY = "."  # an empty space, as boardscore writes it (rules §4.4)


def boardscore(*args: str, stdin: str | None = None) -> str:
    done = subprocess.run(["boardscore", *args], input=stdin, capture_output=True, text=True,
                          check=True)
    return done.stdout


def written(tile: object) -> str:
    """A tile as typed: its shorthand, or a canonical mapping in flow style."""
    return tile if isinstance(tile, str) else yaml.safe_dump(tile, default_flow_style=True).strip()


def board_characters(document: dict[str, Any], key: str) -> int:
    """Characters typed for every board under `key`, one line per tile (`C3: FFFF panda`) or
    per row (`3: [., FFFF, …]`), the `tiles:` / `rows:` line included; no indentation."""
    total = 0
    for node in document["rounds"]:
        for player in node["players"]:
            board = player[key]
            total += len(f"{key}:")
            if key == "tiles":
                total += sum(len(f"{cell}: {written(tile)}") for cell, tile in board.items())
            else:
                total += sum(len(f"{row}: [{', '.join(written(e) for e in entries)}]")
                             for row, entries in board.items())
    return total


def typed_into_skeleton(document: dict[str, Any]) -> int:
    """Characters typed into `boardscore new mondo`'s rows, which already hold the brackets,
    the commas and a `.` for every space: each tile's text, typed over its `.`."""
    return sum(len(written(tile)) for node in document["rounds"]
               for player in node["players"] for tile in player["tiles"].values())


def cell_names_typed(text: str) -> int:
    document = yaml.safe_load(text)
    return sum(len(player.get("tiles", {})) for node in document["rounds"]
               for player in node["players"])


def keystrokes_from_new() -> tuple[int, int]:
    """(keystrokes, tiles): `new`, fill in the beginner example's first board (24 spaces,
    its 18 tiles typed over their `.`), `score`."""
    commands = ["boardscore new mondo --players Ann,Bob --rounds 1 -o game.yaml",
                "boardscore score game.yaml"]
    example = ROOT / "examples" / "mondo" / "beginner-two-players.yaml"
    rows = yaml.safe_load(boardscore("mondo", "--rows", str(example)))
    board = rows["rounds"][0]["players"][0]["rows"]
    typed = sum(1 + len(str(entry)) for row in board.values() for entry in row
                if entry != EMPTY)
    moves = sum(1 for row in board.values() for entry in row if entry == EMPTY)  # skip a space
    lines = len(board)  # down to the next row
    keys = sum(len(c) + 1 for c in commands) + typed + moves + lines
    return keys, sum(1 for row in board.values() for entry in row if entry != EMPTY)


def main() -> None:
    rows_total, tiles_total, skeleton_total = 0, 0, 0
    print("| example | tiles form | rows form | rows / tiles | rows typed into `new` | / tiles "
          "| cell names typed (tiles → rows) |")
    print("|---|---:|---:|---:|---:|---:|---|")
    for example in sorted((ROOT / "examples" / "mondo").glob("*.yaml")):
        tiles = boardscore("mondo", "--tiles", str(example))
        rows = boardscore("mondo", "--rows", str(example))
        t = board_characters(yaml.safe_load(tiles), "tiles")
        r = board_characters(yaml.safe_load(rows), "rows")
        k = typed_into_skeleton(yaml.safe_load(tiles))
        rows_total, tiles_total, skeleton_total = rows_total + r, tiles_total + t, \
            skeleton_total + k
        print(f"| {example.name} | {t} | {r} | {r / t:.0%} | {k} | {k / t:.0%} | "
              f"{cell_names_typed(tiles)} → {cell_names_typed(rows)} |")
    print(f"| all | {tiles_total} | {rows_total} | {rows_total / tiles_total:.0%} | "
          f"{skeleton_total} | {skeleton_total / tiles_total:.0%} | |")
    keys, placed = keystrokes_from_new()
    print(f"\nFrom `boardscore new mondo` to the scores of a 24-space board holding {placed} "
          f"tiles: {keys} keystrokes (the two commands, the tiles' text, one keystroke per "
          "space and per row).")


if __name__ == "__main__":
    main()
