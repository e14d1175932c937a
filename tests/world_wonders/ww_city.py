"""Random World Wonders terrains and cities for the property tests: a random legal build
(every piece placed on legal terrain, without overlap, next to something that could come
before it, as rules §5 asks), written independently of the scorer's checks."""

from __future__ import annotations

import random
from typing import Any

TYPES = ["library", "farm", "housing", "market", "temple"]
DRAW_CHARACTERS = "ABCDEFGHIJKLMNOPQRSUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"  # not T


def random_terrain(rnd: random.Random, width: int, height: int) -> list[str]:
    rows = []
    for _ in range(height):
        rows.append("".join(rnd.choices(".~*", weights=[80, 10, 10])[0] for _ in range(width)))
    return rows


def cell_name(column: int, row: int) -> str:
    return f"{chr(65 + column)}{row + 1}"


def _shapes(rnd: random.Random, kind: str, column: int, row: int) -> list[tuple[int, int]]:
    horizontal = rnd.random() < 0.5
    step = (1, 0) if horizontal else (0, 1)
    if kind == "long_road":
        return [(column + i * step[0], row + i * step[1]) for i in range(4)]
    if kind == "short_road":
        return [(column + i * step[0], row + i * step[1]) for i in range(rnd.choice([1, 2]))]
    if kind == "tower":
        return [(column, row)]
    cells = [(column, row)]  # a building: a random polyomino of 1 to 4 cells
    for _ in range(rnd.randrange(4)):
        c, r = rnd.choice(cells)
        dc, dr = rnd.choice([(1, 0), (-1, 0), (0, 1), (0, -1)])
        if (c + dc, r + dr) not in cells:
            cells.append((c + dc, r + dr))
    return cells


def _fits(kind: str, cells: list[tuple[int, int]], rows: list[str],
          taken: dict[tuple[int, int], int]) -> bool:
    width, height = len(rows[0]), len(rows)
    if any(not (0 <= c < width and 0 <= r < height) or (c, r) in taken for c, r in cells):
        return False
    wet = [rows[r][c] == "~" for c, r in cells]
    if kind == "long_road":
        return not wet[0] and not wet[-1]
    return not any(wet)


def _supported(kind: str, kind_type: str | None, cells: list[tuple[int, int]],
               pieces: list[dict[str, Any]], taken: dict[tuple[int, int], int],
               height: int) -> bool:
    if kind in ("long_road", "short_road") and any(r == height - 1 for _, r in cells):
        return True
    beside = {taken[(c + dc, r + dr)] for c, r in cells
              for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)) if (c + dc, r + dr) in taken}
    for index in beside:
        other = pieces[index]
        road = other["kind"] in ("long_road", "short_road")
        if kind == "tower":
            return True
        if kind in ("long_road", "short_road") and (road or other["kind"] == "tower"):
            return True
        if kind == "building" and (road or (other["kind"] == "building"
                                            and other["type"] == kind_type)):
            return True
    return False


# What one player of a 5-player game can get (rules §5.4: the box and the rounds).
FIVE_PLAYER_SHARE = {"tower": 2, "long_road": 7, "short_road2": 8, "short_road1": 4,
                     "building": 16}


def legal_city(rnd: random.Random, rows: list[str], attempts: int = 300, most: int = 50,
               limits: dict[str, int] | None = None) -> list[dict[str, Any]]:
    """Pieces placed one by one, each legal at the moment it is placed; `limits` caps each
    kind (short roads as short_road1 / short_road2 by size)."""
    pieces: list[dict[str, Any]] = []
    used: dict[str, int] = {}
    taken: dict[tuple[int, int], int] = {}
    width, height = len(rows[0]), len(rows)
    for _ in range(attempts):
        if len(pieces) >= most:
            break
        kind = rnd.choices(["long_road", "short_road", "tower", "building"], [2, 2, 1, 5])[0]
        kind_type = rnd.choice(TYPES) if kind == "building" else None
        cells = _shapes(rnd, kind, rnd.randrange(width), rnd.randrange(height))
        bucket = f"{kind}{len(cells)}" if kind == "short_road" else kind
        if limits is not None and used.get(bucket, 0) >= limits[bucket]:
            continue
        if not _fits(kind, cells, rows, taken) or \
                not _supported(kind, kind_type, cells, pieces, taken, height):
            continue
        piece: dict[str, Any] = {"kind": kind, "cells": [cell_name(c, r) for c, r in cells]}
        if kind_type:
            piece["type"] = kind_type
        for cell in cells:
            taken[cell] = len(pieces)
        pieces.append(piece)
        used[bucket] = used.get(bucket, 0) + 1
    return pieces


def as_drawing(rows: list[str], pieces: list[dict[str, Any]]) -> tuple[str, dict[str, str]]:
    """The same city as a drawing: one character per piece, `T` for every tower."""
    grid = [list(row) for row in rows]
    legend: dict[str, str] = {}
    characters = iter(DRAW_CHARACTERS)
    for piece in pieces:
        character = "T" if piece["kind"] == "tower" else next(characters)
        legend[character] = piece.get("type", piece["kind"])
        for name in piece["cells"]:
            grid[int(name[1:]) - 1][ord(name[0]) - 65] = character
    return "\n".join("".join(row) for row in grid) + "\n", legend


def document(rows: list[str], city: dict[str, Any], players: int = 2) -> dict[str, Any]:
    entries = [{"name": f"P{i}", "terrain": "map", "resources": {"food": 3, "ceramics": 2,
                                                                 "gears": 4},
                "population": 1, **city} for i in range(players)]
    return {"game": "world-wonders", "terrains": {"map": "\n".join(rows) + "\n"},
            "players": entries}
