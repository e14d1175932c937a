"""Contacts, closure errors and regions of one finished board (rules §5.1, D3-D5)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import NamedTuple

from scorers.mondo.board import OPPOSITE, SIDES, cell_order, layout_pairs
from scorers.mondo.model import Landscape, Tile

AreaKey = tuple[str, int]  # (cell, index); the inner area has index -1
RimLandscape = Callable[[str, str], Landscape]


class Contact(NamedTuple):
    """What one side faces: a tile side (`other` = cell), the rim, or an empty cell (open).

    A NamedTuple: a batch builds millions of them."""

    cell: str
    side: str
    mine: Landscape
    kind: str  # tile | rim | open
    other: str | None
    theirs: Landscape | None
    matches: bool  # an open side always "matches": it is never an error

    def describe(self) -> str:
        """`C4:E|D4:W (forest/desert)`, `C1:N|rim (steppe/water)` (rules §5.2)."""
        facing = f"{self.other}:{OPPOSITE[self.side]}" if self.kind == "tile" else self.kind
        return f"{self.cell}:{self.side}|{facing} ({self.mine}/{self.theirs})"


@dataclass
class Region:
    landscape: Landscape
    areas: list[AreaKey] = field(default_factory=list)
    open: bool = False
    errors: bool = False
    touches_rim: bool = False

    @cached_property
    def cells(self) -> list[str]:
        return sorted({cell for cell, _ in self.areas}, key=cell_order)

    @property
    def size(self) -> int:  # D5: distinct tiles
        return len({cell for cell, _ in self.areas})

    @property
    def closed_and_error_free(self) -> bool:
        return not self.open and not self.errors

    @property
    def scores(self) -> bool:  # a scoring landscape (M2)
        return self.closed_and_error_free and self.landscape is not Landscape.WATER

    @property
    def is_lake(self) -> bool:
        return (self.closed_and_error_free and self.landscape is Landscape.WATER
                and not self.touches_rim)

    def describe(self) -> str:
        """`forest {C3,D3,C4,D4}`."""
        return f"{self.landscape} {{{','.join(self.cells)}}}"


@dataclass
class Analysis:
    errors: list[Contact]  # closure errors (M6), in reading order of the W/N tile, N-E-S-W
    regions: list[Region]  # in reading order of their first tile
    animals: list[tuple[str, str, Region]]  # (cell, species, region)


_INDEX = {side: index for index, side in enumerate(SIDES)}  # N 0, E 1, S 2, W 3


def analyse(tiles: dict[str, Tile], cells: set[str], rim: RimLandscape | Landscape) -> Analysis:
    """Closure errors and regions (union-find over areas, joined by matching contacts).

    `rim` gives the landscape of a rim side, or is that landscape for every rim side (the
    front side's water)."""
    order = sorted(tiles, key=cell_order)
    area_cell: list[str] = []  # per area id
    area_index: list[int] = []  # index of the area on its tile (-1: inner)
    landscape: list[Landscape] = []
    side_id: dict[str, list[int]] = {}  # cell -> area id of N, E, S, W
    first_id: dict[str, int] = {}
    for cell in order:
        tile = tiles[cell]
        base = first_id[cell] = len(area_cell)
        side_id[cell] = [base + part for part in tile.side_part]
        count = len(tile.part_landscapes)
        area_cell.extend([cell] * count)
        area_index.extend(range(len(tile.parts)))
        if tile.inner is not None:
            area_index.append(-1)
        landscape.extend(tile.part_landscapes)
    count = len(area_cell)
    parent = list(range(count))
    is_open, has_error, on_rim = [False] * count, [False] * count, [False] * count

    def find(key: int) -> int:
        while parent[key] != key:
            parent[key] = parent[parent[key]]
            key = parent[key]
        return key

    errors: list[Contact] = []
    pairs, rim_sides = layout_pairs(frozenset(cells))
    for cell, at, other, facing in pairs:
        mine, theirs = tiles.get(cell), tiles.get(other)
        if mine is None or theirs is None:
            if mine is not None:
                is_open[side_id[cell][at]] = True
            elif theirs is not None:
                is_open[side_id[other][facing]] = True
            continue
        a, b = side_id[cell][at], side_id[other][facing]
        if mine.sides[at] is theirs.sides[facing]:
            parent[find(a)] = find(b)
        else:
            has_error[a] = has_error[b] = True
            errors.append(Contact(cell, SIDES[at], mine.sides[at], "tile", other,
                                  theirs.sides[facing], False))
    for cell, side_name in rim_sides:
        placed = tiles.get(cell)
        if placed is None:
            continue
        touching = side_id[cell][_INDEX[side_name]]
        on_rim[touching] = True
        mine_land = placed.sides[_INDEX[side_name]]
        border = rim if isinstance(rim, Landscape) else rim(cell, side_name)
        if mine_land is not border:
            has_error[touching] = True
            errors.append(Contact(cell, side_name, mine_land, "rim", None, border, False))
    regions: dict[int, Region] = {}
    for key in range(count):
        root = find(key)
        region = regions.get(root)
        if region is None:
            region = regions[root] = Region(landscape[root])
        region.areas.append((area_cell[key], area_index[key]))
        region.open |= is_open[key]
        region.errors |= has_error[key]
        region.touches_rim |= on_rim[key]
    errors.sort(key=lambda c: (cell_order(c.cell), _INDEX[c.side]))
    animals = []
    for cell in order:
        tile = tiles[cell]
        if tile.animal is not None and tile.animal_part is not None:
            animals.append((cell, tile.animal, regions[find(first_id[cell] + tile.animal_part)]))
    return Analysis(errors, list(regions.values()), animals)
