"""Contacts, closure errors and regions of one finished board (rules §5.1, D3-D5)."""

from __future__ import annotations

from collections.abc import Callable

from boardscore.scorers.graph import UnionFind
from boardscore.scorers.i18n import N_, _
from boardscore.scorers.mondo.board import OPPOSITE, SIDES, cell_order, layout_steps
from boardscore.scorers.mondo.model import Landscape, Tile
from boardscore.scorers.mondo.names import landscape_name, side_letter
from boardscore.scorers.record import NamedTuple, Record

RimLandscape = Callable[[str, str], Landscape]
RIM = N_("rim")  # what a side on the board's edge faces, in a contact's description


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
        """`C4:E|D4:W (forest/desert)`, `C1:N|rim (steppe/water)` (rules §5.2), the names in
        the chosen language."""
        facing = f"{self.other}:{side_letter(OPPOSITE[self.side])}" if self.kind == "tile" \
            else _(RIM) if self.kind == "rim" else self.kind
        theirs = landscape_name(self.theirs) if self.theirs is not None else self.theirs
        return f"{self.cell}:{side_letter(self.side)}|{facing} " \
            f"({landscape_name(self.mine)}/{theirs})"


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
        """`forest {C3,D3,C4,D4}` (`forêt {C3,D3,C4,D4}`)."""
        return f"{landscape_name(self.landscape)} {{{','.join(self.cells)}}}"


class Analysis(Record, frozen=False):
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


class _Board:
    """The areas of one board's tiles, numbered in reading order of their tiles, and what the
    contacts found about them: which touch an empty cell, a closure error, the rim."""

    __slots__ = ("area_cell", "errors", "first", "joined", "landscape", "opened", "rimmed",
                 "spoiled", "tiles")

    def __init__(self, tiles: dict[str, Tile], order: list[str]) -> None:
        self.tiles = tiles
        self.area_cell: list[str] = []  # per area id
        self.landscape: list[Landscape] = []
        self.first: dict[str, int] = {}  # cell -> id of its first area; + tile.side_part[side]
        for cell in order:
            tile = tiles[cell]
            self.first[cell] = len(self.area_cell)
            self.area_cell += [cell] * len(tile.part_landscapes)
            self.landscape += tile.part_landscapes
        self.joined = UnionFind(len(self.area_cell))
        self.opened: list[int] = []  # areas with a side on an empty cell
        self.spoiled: list[int] = []  # areas with a closure error
        self.rimmed: list[int] = []  # areas touching the rim
        self.errors: list[Contact] = []

    def area(self, cell: str, tile: Tile, side: int) -> int:
        return self.first[cell] + tile.side_part[side]

    def rim_contact(self, cell: str, at: int, border: Landscape) -> None:
        tile = self.tiles[cell]
        area = self.area(cell, tile, at)
        self.rimmed.append(area)
        if tile.sides[at] is not border:
            self.spoiled.append(area)
            self.errors.append(Contact(cell, SIDES[at], tile.sides[at], "rim", None, border,
                                       False))

    def tile_contact(self, cell: str, at: int, other: str, facing: int) -> None:
        mine, theirs = self.tiles.get(cell), self.tiles.get(other)
        if mine is None or theirs is None:  # an open side, or two empty cells
            if mine is not None:
                self.opened.append(self.area(cell, mine, at))
            elif theirs is not None:
                self.opened.append(self.area(other, theirs, facing))
            return
        a, b = self.area(cell, mine, at), self.area(other, theirs, facing)
        if mine.sides[at] is theirs.sides[facing]:
            self.joined.union(a, b)
        else:
            self.spoiled += (a, b)
            self.errors.append(Contact(cell, SIDES[at], mine.sides[at], "tile", other,
                                       theirs.sides[facing], False))

    def regions(self, roots: list[int]) -> dict[int, Region]:
        """One region per root, its cells in area order, with its borders' flags."""
        members: dict[int, list[str]] = {}
        for key, root in enumerate(roots):
            members.setdefault(root, []).append(self.area_cell[key])
        open_roots = {roots[key] for key in self.opened}
        error_roots = {roots[key] for key in self.spoiled}
        rim_roots = {roots[key] for key in self.rimmed}
        return {root: Region(self.landscape[root], cells, root in open_roots,
                             root in error_roots, root in rim_roots)
                for root, cells in members.items()}


def analyse(tiles: dict[str, Tile], cells: set[str], rim: RimLandscape | Landscape) -> Analysis:
    """Closure errors and regions (union-find over areas, joined by matching contacts).

    `rim` gives the landscape of a rim side, or is that landscape for every rim side (the
    front side's water). The hot loop of a Mondo batch: the layout's contacts are walked in
    reading order, so that the errors come out sorted."""
    order = sorted(tiles, key=cell_order)
    board = _Board(tiles, order)
    for cell, at, other, facing in layout_steps(frozenset(cells)):
        if other is not None:
            board.tile_contact(cell, at, other, facing)
        elif cell in tiles:
            board.rim_contact(cell, at, rim if isinstance(rim, Landscape) else rim(cell, SIDES[at]))
    roots = board.joined.roots()
    regions = board.regions(roots)
    animals = [(cell, tile.animal, regions[roots[board.first[cell] + tile.animal_part]])
               for cell in order if (tile := tiles[cell]).animal is not None
               and tile.animal_part is not None]
    return Analysis(board.errors, list(regions.values()), animals, board.first, roots, regions)
