"""Board geometry (rules §2): cells, neighbours, the `globe` layout, rim sides."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

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
    """Orthogonally connected groups, each sorted, ordered by their first cell."""
    remaining = set(cells)
    groups: list[list[str]] = []
    while remaining:
        start = min(remaining, key=cell_order)
        group, frontier = {start}, [start]
        remaining.discard(start)
        while frontier:
            cell = frontier.pop()
            for side in SIDES:
                other = neighbour(cell, side)
                if other in remaining:
                    remaining.discard(other)
                    group.add(other)
                    frontier.append(other)
        groups.append(sorted(group, key=cell_order))
    return sorted(groups, key=lambda g: cell_order(g[0]))


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


def is_connected(placed: Iterable[str], cells: frozenset[str]) -> bool:
    """Whether the placed cells (all on the layout) form one orthogonally connected group."""
    parent = {cell: cell for cell in placed}
    if len(parent) < 2:
        return True

    def find(cell: str) -> str:
        while parent[cell] != cell:
            parent[cell] = parent[parent[cell]]
            cell = parent[cell]
        return cell

    groups = len(parent)
    for cell, _, other, _ in layout_pairs(cells)[0]:
        if cell in parent and other in parent:
            a, b = find(cell), find(other)
            if a != b:
                parent[a] = b
                groups -= 1
    return groups == 1
