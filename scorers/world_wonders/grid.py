"""World Wonders maps: cells (`C4`), runs (`C2-C5`), terrain grids (rules §2, §3.3).

A cell is (column, row), both 0-based; `name` writes it back as `C4`. Rows count from the
top, so the last row touches the sidewalk.
"""

from __future__ import annotations

import re
from functools import lru_cache

from boardscore.scorers.record import Record, field

Cell = tuple[int, int]  # (column, row), 0-based
LAND, WATER, RESOURCE = ".", "~", "*"
TERRAIN_CHARACTERS = (LAND, WATER, RESOURCE)
MAX_SIDE = 26

_CELL = re.compile(r"([A-Za-z])([0-9]+)$")
_RUN = re.compile(r"([A-Za-z])([0-9]+)-([A-Za-z])([0-9]+)$")
_SEPARATORS = re.compile(r"[\s,]+")


def name(cell: Cell) -> str:
    return f"{chr(ord('A') + cell[0])}{cell[1] + 1}"


def names(cells: list[Cell] | tuple[Cell, ...]) -> str:
    return " ".join(name(cell) for cell in cells)


def reading_order(cell: Cell) -> tuple[int, int]:
    return cell[1], cell[0]


@lru_cache(maxsize=4096)
def parse_token(token: str) -> tuple[Cell, ...] | None:
    """`C4` -> C4; `C2-C5` -> C2 C3 C4 C5 (either direction, one row or one column).
    Memoized: a batch repeats the same few hundred cells."""
    single = _CELL.match(token)
    if single is not None:
        row = int(single[2])
        return ((ord(single[1].upper()) - ord("A"), row - 1),) if row >= 1 else None
    run = _RUN.match(token)
    if run is None:
        return None
    (c1, r1), (c2, r2) = ((ord(run[i].upper()) - ord("A"), int(run[i + 1]) - 1) for i in (1, 3))
    if min(r1, r2) < 0 or (c1 != c2 and r1 != r2):
        return None
    if c1 == c2:
        step = 1 if r2 >= r1 else -1
        return tuple((c1, r) for r in range(r1, r2 + step, step))
    step = 1 if c2 >= c1 else -1
    return tuple((c, r1) for c in range(c1, c2 + step, step))


def tokens(cells: str | list[str]) -> list[str]:
    """A `cells` value's tokens: a string splits on spaces and commas; a list item is one."""
    if isinstance(cells, str):
        return [token for token in _SEPARATORS.split(cells.strip()) if token]
    return [str(item).strip() for item in cells]


def grid_rows(value: str | list[str]) -> list[str]:
    """Rows of a grid or a drawing: lines stripped, blank lines skipped."""
    lines = value.splitlines() if isinstance(value, str) else [str(row) for row in value]
    return [line.strip() for line in lines if line.strip()]


def is_grid(value: object) -> bool:
    """A player's `terrain`: a list, or a string with a line break, is a grid; else a name."""
    return isinstance(value, list) or (isinstance(value, str) and "\n" in value)


class Terrain(Record):
    label: str  # the name under `terrains`, or the player's name for a grid of their own
    rows: tuple[str, ...]
    width: int = field(init=False)
    height: int = field(init=False)
    # cell -> its on-grid neighbours; built once per terrain (every check asks for them)
    around: dict[Cell, tuple[Cell, ...]] = field(init=False, repr=False, compare=False)
    water: frozenset[Cell] = field(init=False, repr=False, compare=False)
    resources: tuple[Cell, ...] = field(init=False, repr=False, compare=False)  # reading order

    def __post_init__(self) -> None:
        width, height = (len(self.rows[0]) if self.rows else 0), len(self.rows)
        object.__setattr__(self, "width", width)
        object.__setattr__(self, "height", height)
        around = {}
        for row in range(height):
            for column in range(width):
                near = ((column, row - 1), (column + 1, row), (column, row + 1), (column - 1, row))
                around[(column, row)] = tuple(
                    (c, r) for c, r in near if 0 <= c < width and 0 <= r < height)
        object.__setattr__(self, "around", around)
        object.__setattr__(self, "water", frozenset(c for c in around if self.at(c) == WATER))
        object.__setattr__(self, "resources", tuple(c for c in around
                                                    if self.at(c) == RESOURCE))

    def on_grid(self, cell: Cell) -> bool:
        return cell in self.around

    def at(self, cell: Cell) -> str:
        return self.rows[cell[1]][cell[0]]

    def neighbours(self, cell: Cell) -> tuple[Cell, ...]:
        """The on-grid cells sharing a side with `cell` (rules §2.1: orthogonal only)."""
        return self.around.get(cell, ())

    def cells(self) -> list[Cell]:
        return list(self.around)
