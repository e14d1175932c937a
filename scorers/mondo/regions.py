"""Contacts, closure errors and regions of one finished board (rules §5.1, D3-D5)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from boardscore.scorers.mondo.board import OPPOSITE, SIDES, cell_order, layout_steps
from boardscore.scorers.mondo.model import Landscape, Tile

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


class Region(NamedTuple):
    """A connected landscape: the cells of its areas (a cell twice when a tile gives it two
    areas) and what its borders are like. A NamedTuple: a batch builds millions."""

    landscape: Landscape
    area_cells: list[str]
    open: bool = False
    errors: bool = False
    touches_rim: bool = False

    @property
    def cells(self) -> list[str]:
        return sorted(set(self.area_cells), key=cell_order)

    @property
    def size(self) -> int:  # D5: distinct tiles
        return len(set(self.area_cells)) if len(self.area_cells) > 1 else 1

    @property
    def closed_and_error_free(self) -> bool:
        return not self.open and not self.errors

    @property
    def scores(self) -> bool:  # a scoring landscape (M2)
        return not self.open and not self.errors and self.landscape is not Landscape.WATER

    @property
    def is_lake(self) -> bool:
        return (not self.open and not self.errors and self.landscape is Landscape.WATER
                and not self.touches_rim)

    def describe(self) -> str:
        """`forest {C3,D3,C4,D4}`."""
        return f"{self.landscape} {{{','.join(self.cells)}}}"


@dataclass
class Analysis:
    errors: list[Contact]  # closure errors (M6), in reading order of the W/N tile, N-E-S-W
    regions: list[Region]  # in reading order of their first tile
    animals: list[tuple[str, str, Region]]  # (cell, species, region)
    # For pictures (which region a tile side or an inner area belongs to), kept as the analysis
    # built them: cell -> id of its first area, area id -> its root, root -> region.
    first_area: dict[str, int] | None = None
    roots: list[int] | None = None
    by_root: dict[int, Region] | None = None

    def region_at(self, cell: str, part: int) -> Region | None:
        """The region of area `part` of the tile on `cell` (a side_part, or the inner)."""
        if self.first_area is None or self.roots is None or self.by_root is None:
            return None
        return self.by_root[self.roots[self.first_area[cell] + part]]


_INDEX = {side: index for index, side in enumerate(SIDES)}  # N 0, E 1, S 2, W 3


def analyse(tiles: dict[str, Tile], cells: set[str], rim: RimLandscape | Landscape) -> Analysis:
    """Closure errors and regions (union-find over areas, joined by matching contacts).

    `rim` gives the landscape of a rim side, or is that landscape for every rim side (the
    front side's water). The hot loop of a Mondo batch: plain lists, flags kept as sets, the
    layout's contacts walked in reading order so that the errors come out sorted."""
    order = sorted(tiles, key=cell_order)
    area_cell: list[str] = []  # per area id
    landscape: list[Landscape] = []
    first: dict[str, int] = {}  # cell -> id of its first area; + tile.side_part[side]
    for cell in order:
        tile = tiles[cell]
        first[cell] = len(area_cell)
        area_cell += [cell] * len(tile.part_landscapes)
        landscape += tile.part_landscapes
    parent = list(range(len(area_cell)))
    opened: list[int] = []  # areas with a side on an empty cell
    spoiled: list[int] = []  # areas with a closure error
    rimmed: list[int] = []  # areas touching the rim
    errors: list[Contact] = []
    for cell, at, other, facing in layout_steps(frozenset(cells)):
        mine = tiles.get(cell)
        if other is None:  # the rim
            if mine is None:
                continue
            area = first[cell] + mine.side_part[at]
            rimmed.append(area)
            border = rim if isinstance(rim, Landscape) else rim(cell, SIDES[at])
            if mine.sides[at] is not border:
                spoiled.append(area)
                errors.append(Contact(cell, SIDES[at], mine.sides[at], "rim", None, border, False))
            continue
        theirs = tiles.get(other)
        if mine is None or theirs is None:
            if mine is not None:
                opened.append(first[cell] + mine.side_part[at])
            elif theirs is not None:
                opened.append(first[other] + theirs.side_part[facing])
            continue
        a, b = first[cell] + mine.side_part[at], first[other] + theirs.side_part[facing]
        if mine.sides[at] is theirs.sides[facing]:
            while parent[a] != a:
                parent[a] = parent[parent[a]]
                a = parent[a]
            while parent[b] != b:
                parent[b] = parent[parent[b]]
                b = parent[b]
            parent[a] = b
        else:
            spoiled += (a, b)
            errors.append(Contact(cell, SIDES[at], mine.sides[at], "tile", other,
                                  theirs.sides[facing], False))
    for key, up in enumerate(parent):  # each area's root, with the path flattened
        while parent[up] != up:
            up = parent[up]
        parent[key] = up
    members: dict[int, list[str]] = {}
    for key, root in enumerate(parent):
        found = members.get(root)
        if found is None:
            members[root] = [area_cell[key]]
        else:
            found.append(area_cell[key])
    open_roots = {parent[key] for key in opened}
    error_roots = {parent[key] for key in spoiled}
    rim_roots = {parent[key] for key in rimmed}
    regions = {root: Region(landscape[root], cells_of, root in open_roots, root in error_roots,
                            root in rim_roots) for root, cells_of in members.items()}
    animals = [(cell, tile.animal, regions[parent[first[cell] + tile.animal_part]])
               for cell in order if (tile := tiles[cell]).animal is not None
               and tile.animal_part is not None]
    return Analysis(errors, list(regions.values()), animals, first, parent, regions)
