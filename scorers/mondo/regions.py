"""Contacts, closure errors and regions of one finished board (rules §5.1, D3-D5)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from scorers.mondo.board import OPPOSITE, SIDES, cell_order, neighbour
from scorers.mondo.model import INNER, LAND_SPECIES, Landscape, Tile

AreaKey = tuple[str, int]  # (cell, index); the inner area has index -1
RimLandscape = Callable[[str, str], Landscape]


@dataclass(frozen=True, slots=True)
class Contact:
    """What one side faces: a tile side (`other` = cell), the rim, or an empty cell (open)."""

    cell: str
    side: str
    mine: Landscape
    kind: str  # tile | rim | open
    other: str | None = None
    theirs: Landscape | None = None

    @property
    def matches(self) -> bool:
        return self.kind == "open" or self.mine == self.theirs

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

    @property
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
    contacts: list[Contact]  # tile contacts once each (from the W or N tile), rim contacts
    open_sides: list[Contact]
    regions: list[Region]
    animals: list[tuple[str, str, Region]]  # (cell, species, region)

    @property
    def errors(self) -> list[Contact]:
        return [contact for contact in self.contacts if not contact.matches]


def side_areas(tile: Tile) -> list[tuple[str, ...]]:
    """The tile's side areas: its partition, or one area per landscape (D4)."""
    if tile.areas is not None:
        return [tuple(area) for area in tile.areas]
    groups: dict[Landscape, list[str]] = {}
    for side, landscape in zip(SIDES, tile.sides, strict=True):
        groups.setdefault(landscape, []).append(side)
    return [tuple(group) for group in groups.values()]


def animal_area_index(tile: Tile, water_animals: tuple[str, ...]) -> int | None:
    """The area holding the tile's animal (-1: inner), when it can be told (else None)."""
    if tile.animal is None:
        return None
    if tile.animal_area == INNER:
        return -1
    areas = side_areas(tile)
    if tile.animal_area is not None:
        return next(i for i, area in enumerate(areas) if tile.animal_area in area)
    home = LAND_SPECIES.get(tile.animal, Landscape.WATER if tile.animal in water_animals
                            else None)
    candidates = [i for i, area in enumerate(areas)
                  if tile.sides[SIDES.index(area[0])] is home]
    if tile.inner is not None and tile.inner is home:
        candidates.append(-1)
    return candidates[0] if len(candidates) == 1 else None


def analyse(tiles: dict[str, Tile], cells: set[str], rim: RimLandscape,
            water_animals: tuple[str, ...] = ()) -> Analysis:
    parent: dict[AreaKey, AreaKey] = {}
    side_area: dict[tuple[str, str], AreaKey] = {}
    landscape_of: dict[AreaKey, Landscape] = {}
    for cell, tile in tiles.items():
        for index, area in enumerate(side_areas(tile)):
            key = (cell, index)
            parent[key] = key
            landscape_of[key] = tile.sides[SIDES.index(area[0])]
            for side in area:
                side_area[(cell, side)] = key
        if tile.inner is not None:
            parent[(cell, -1)] = (cell, -1)
            landscape_of[(cell, -1)] = tile.inner

    def find(key: AreaKey) -> AreaKey:
        while parent[key] != key:
            parent[key] = parent[parent[key]]
            key = parent[key]
        return key

    contacts, open_sides = _contacts(tiles, cells, rim)
    for contact in contacts:
        if contact.kind == "tile" and contact.matches:
            assert contact.other is not None
            a = find(side_area[(contact.cell, contact.side)])
            b = find(side_area[(contact.other, OPPOSITE[contact.side])])
            parent[a] = b
    regions: dict[AreaKey, Region] = {}
    for key in parent:
        root = find(key)
        region = regions.setdefault(root, Region(landscape_of[root]))
        region.areas.append(key)
    for contact in (*contacts, *open_sides):
        sides = [(contact.cell, contact.side)]
        if contact.kind == "tile":
            assert contact.other is not None
            sides.append((contact.other, OPPOSITE[contact.side]))
        for where in sides:
            region = regions[find(side_area[where])]
            region.open |= contact.kind == "open"
            region.errors |= not contact.matches
            region.touches_rim |= contact.kind == "rim"
    ordered = sorted(regions.values(), key=lambda r: (cell_order(r.cells[0]), r.landscape))
    animals = []
    for cell, tile in tiles.items():
        holding = animal_area_index(tile, water_animals)
        if tile.animal is not None and holding is not None:
            animals.append((cell, tile.animal, regions[find((cell, holding))]))
    return Analysis(contacts, open_sides, ordered, animals)


def _contacts(tiles: dict[str, Tile], cells: set[str],
              rim: RimLandscape) -> tuple[list[Contact], list[Contact]]:
    contacts: list[Contact] = []
    open_sides: list[Contact] = []
    for cell in sorted(tiles, key=cell_order):
        tile = tiles[cell]
        for side, mine in zip(SIDES, tile.sides, strict=True):
            other = neighbour(cell, side)
            if other is None or other not in cells:
                contacts.append(Contact(cell, side, mine, "rim", None, rim(cell, side)))
            elif other not in tiles:
                open_sides.append(Contact(cell, side, mine, "open", other))
            elif side in ("E", "S"):  # each tile contact once, from its W or N tile
                theirs = tiles[other].sides[SIDES.index(OPPOSITE[side])]
                contacts.append(Contact(cell, side, mine, "tile", other, theirs))
    return contacts, open_sides
