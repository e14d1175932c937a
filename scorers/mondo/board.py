"""Board geometry (rules §2): cells, neighbours, the `globe` layout, rim sides."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

from boardscore.scorers import graph
from boardscore.scorers.graph import components

SIDES = ("N", "E", "S", "W")
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
_STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
CELL = re.compile(r"^[A-Z][1-9][0-9]?$")

# D1: the project's model of the printed board: 6x6, rows 2-4-6-6-4-2 centred.
GLOBE: tuple[str, ...] = (
    "C1", "D1",
    "B2", "C2", "D2", "E2",
    "A3", "B3", "C3", "D3", "E3", "F3",
    "A4", "B4", "C4", "D4", "E4", "F4",
    "B5", "C5", "D5", "E5",
    "C6", "D6",
)


# Geometry is asked about the same few dozen cells millions of times in a batch: memoized.
@cache
def coordinates(cell: str) -> tuple[int, int]:
    """`C3` -> (2, 3): column index from A = 0, row number from 1."""
    return ord(cell[0]) - ord("A"), int(cell[1:])


@cache
def neighbour(cell: str, side: str) -> str | None:
    """The cell across `side`, or None when it would fall off the A-Z / 1-99 grid."""
    column, row = coordinates(cell)
    dx, dy = _STEP[side]
    column, row = column + dx, row + dy
    if not (0 <= column < 26 and 1 <= row <= 99):
        return None
    return f"{chr(ord('A') + column)}{row}"


def rim_sides(cells: Iterable[str]) -> list[tuple[str, str]]:
    """Every (cell, side) whose neighbour is not a board cell, in board then N-E-S-W order."""
    board = set(cells)
    return [(cell, side) for cell in cells for side in SIDES
            if neighbour(cell, side) not in board]


@cache
def cell_order(cell: str) -> tuple[int, int]:
    """Reading order for messages and evidence: by row, then column (`{C3,D3,C4,D4}`)."""
    column, row = coordinates(cell)
    return row, column


def connected_groups(cells: Iterable[str]) -> list[list[str]]:
    """Orthogonally connected groups, each in reading order, ordered by their first cell (the
    groups of cells taken in reading order come out in that order)."""
    groups = components(sorted(cells, key=cell_order), _around)
    return [sorted(group, key=cell_order) for group in groups]


@cache
def _around(cell: str) -> tuple[str, ...]:
    return tuple(other for side in SIDES if (other := neighbour(cell, side)) is not None)


_INDEX = {side: index for index, side in enumerate(SIDES)}


@cache
def layout_pairs(cells: frozenset[str]) -> tuple[list[tuple[str, int, str, int]],
                                                 list[tuple[str, str]]]:
    """A layout's adjacent pairs (cell, side index, other cell, other side index; E and S only,
    so each pair once) and its rim sides, computed once per layout."""
    pairs = [(cell, _INDEX[side], other, _INDEX[OPPOSITE[side]])
             for cell in cells for side in ("E", "S")
             if (other := neighbour(cell, side)) in cells]
    rim = [(cell, side) for cell in cells for side in SIDES if neighbour(cell, side) not in cells]
    return pairs, rim


@cache
def layout_steps(cells: frozenset[str]) -> tuple[tuple[str, int, str | None, int], ...]:
    """Every contact of a layout once, in reading order of the cell and then N, E, S, W:
    (cell, side index, other cell or None for the rim, the other's side index). A tile's N and
    W contacts with another cell are that cell's S and E ones, so they are not repeated."""
    steps: list[tuple[str, int, str | None, int]] = []
    for cell in sorted(cells, key=cell_order):
        for index, side in enumerate(SIDES):
            other = neighbour(cell, side)
            if other not in cells:
                steps.append((cell, index, None, 0))
            elif side in ("E", "S"):
                steps.append((cell, index, other, _INDEX[OPPOSITE[side]]))
    return tuple(steps)


@cache
def layout_adjacency(cells: frozenset[str]) -> dict[str, tuple[str, ...]]:
    """Each cell's neighbours on the layout."""
    return {cell: tuple(other for side in SIDES if (other := neighbour(cell, side)) in cells)
            for cell in cells}


def is_connected(placed: Iterable[str], cells: frozenset[str]) -> bool:
    """Whether the placed cells (all on the layout) form one orthogonally connected group:
    a flood fill from one of them reaches them all."""
    return graph.is_connected(placed, layout_adjacency(cells).__getitem__)
