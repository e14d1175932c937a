"""Mondo (rules §2-§4): landscapes, tiles, boards, players, rounds."""

from __future__ import annotations

from enum import StrEnum
from functools import lru_cache

from boardscore.scorers.diagnostics import Diagnostic, Path
from boardscore.scorers.record import Record, field


class Landscape(StrEnum):
    # Hash as the string it equals (Enum's own __hash__ is a Python call, and tiles, which
    # are hashed as memo keys, hold four landscapes).
    __hash__ = str.__hash__

    WATER = "water"
    FOREST = "forest"
    DESERT = "desert"
    STEPPE = "steppe"


class Level(StrEnum):
    BEGINNER = "beginner"
    ADVANCED = "advanced"
    EXPERT = "expert"


LETTERS = {"W": Landscape.WATER, "F": Landscape.FOREST, "D": Landscape.DESERT,
           "S": Landscape.STEPPE}

LAND_SPECIES: dict[str, Landscape] = {
    **dict.fromkeys(("elephant", "zebra", "antelope", "buffalo"), Landscape.STEPPE),
    **dict.fromkeys(("panda", "parrot", "tiger", "gorilla"), Landscape.FOREST),
    **dict.fromkeys(("scorpion", "gecko", "snake", "ostrich"), Landscape.DESERT),
}

CARDS = ("most-landscapes", "most-lakes", "most-sea-animals", "largest-lake", "largest-forest")

TASK_VALUES: dict[str, int] = {
    "three-buffalo": 9, "three-elephant": 9, "three-panda": 9, "three-parrot": 9,
    "three-snake": 9, "three-scorpion": 9,
    "all-steppe-animals": 7, "all-forest-animals": 7, "all-desert-animals": 7,
    "error-free-world": 5, "complete-world": 3, "first-to-finish": 3,
}

INNER = "inner"


class Tile(Record):
    """A placed tile as written (shorthand expanded); checks.py validates its geometry."""

    sides: tuple[Landscape, Landscape, Landscape, Landscape]  # N, E, S, W
    areas: tuple[tuple[str, ...], ...] | None = None  # explicit partition, or None: by landscape
    inner: Landscape | None = None
    animal: str | None = None
    animal_area: str | None = None  # a side letter or "inner"
    volcano: str = "none"  # none | active | inactive
    # The side areas (the partition, or one area per landscape, D4), computed once: every
    # board analysis needs them, and tiles are shared between boards.
    parts: tuple[tuple[str, ...], ...] = field(init=False, compare=False, repr=False)
    side_part: tuple[int, ...] = field(init=False, compare=False, repr=False)  # N, E, S, W
    part_landscapes: tuple[Landscape, ...] = field(init=False, compare=False, repr=False)
    # The area holding the animal (its index in part_landscapes), once the file is valid (any
    # species that is not a land species is then a water animal); None when it cannot be told.
    animal_part: int | None = field(init=False, compare=False, repr=False)
    # checks.py's verdict on this tile, per list of water animals: a batch meets the same
    # shared tile objects thousands of times.
    problems: dict[tuple[str, ...], tuple[tuple[str, str], ...]] = field(
        init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        parts, side_part, landscapes = _geometry(self.sides, self.areas, self.inner)
        object.__setattr__(self, "parts", parts)
        object.__setattr__(self, "side_part", side_part)
        object.__setattr__(self, "part_landscapes", landscapes)
        object.__setattr__(self, "animal_part", self._animal_part())
        object.__setattr__(self, "problems", {})

    def _animal_part(self) -> int | None:
        if self.animal is None:
            return None
        if self.animal_area == INNER:
            return len(self.parts) if self.inner is not None else None
        if self.animal_area is not None:
            return self.side_part[("N", "E", "S", "W").index(self.animal_area)]
        home = LAND_SPECIES.get(self.animal, Landscape.WATER)
        homes = [index for index, land in enumerate(self.part_landscapes) if land is home]
        return homes[0] if len(homes) == 1 else None


@lru_cache(maxsize=8192)
def _geometry(sides: tuple[Landscape, ...], areas: tuple[tuple[str, ...], ...] | None,
              inner: Landscape | None) -> tuple[tuple[tuple[str, ...], ...], tuple[int, ...],
                                                tuple[Landscape, ...]]:
    """A tile's side areas, which area each side is in, and each area's landscape (the inner
    area last). Only a few hundred geometries exist, so this is memoized."""
    names = ("N", "E", "S", "W")
    if areas is not None:
        parts = tuple(tuple(area) for area in areas)
    else:
        groups: dict[Landscape, list[str]] = {}
        for side, landscape in zip(names, sides, strict=True):
            groups.setdefault(landscape, []).append(side)
        parts = tuple(tuple(group) for group in groups.values())
    owner = {side: index for index, part in enumerate(parts) for side in part}
    landscapes = [sides[names.index(part[0])] for part in parts]
    if inner is not None:
        landscapes.append(inner)
    return parts, tuple(owner.get(side, 0) for side in names), tuple(landscapes)


class Board(Record):
    cells: tuple[str, ...]
    rim: dict[str, Landscape] | None  # keys: default, CELL or CELL:SIDE
    path: Path  # where it is defined (for board messages); () for the default globe


class PlayerBoard(Record):
    name: str
    side: str  # front | back
    board: Board
    chip: int | None
    tasks: tuple[str, ...]
    tiles: dict[str, Tile]
    path: Path  # rounds[i].players[j]
    preplaced: tuple[str, ...] | None = None  # solo: the 4 cells laid out before the round
    # The `rows` form (rules §4.4): cell -> the entry's own path; None for `tiles`.
    entry_paths: dict[str, Path] | None = None
    # False when a row could not be laid on the board (row-unknown, row-length, or both forms
    # given): the checks of the whole board wait for the file to be fixed.
    complete: bool = True
    # No tile written at all, readable or not (rules §9: a round where every board is blank
    # and nobody has a chip may be a round not played yet).
    blank: bool = False

    @property
    def board_path(self) -> Path:
        """The player's `tiles` or `rows` key: where board-wide messages point."""
        return (*self.path, "tiles" if self.entry_paths is None else "rows")

    def tile_path(self, cell: str) -> Path:
        """Where the file gives the tile on `cell`: its `tiles` key or its `rows` entry."""
        if self.entry_paths is not None and cell in self.entry_paths:
            return self.entry_paths[cell]
        return (*self.path, "tiles", cell)


class Round(Record):
    number: int
    level: Level
    card: str | None
    tasks: tuple[str, ...] | None  # the face-up layout, when given
    volcano_chip: tuple[str, ...] | None
    players: tuple[PlayerBoard, ...]
    path: Path

    @property
    def solo(self) -> bool:
        """Solo play (rules §8.1): one player, no bonus chips, four pre-placed tiles, the
        volcano chip beside the board from round 1."""
        return len(self.players) == 1


class Game(Record):
    water_animals: tuple[str, ...]
    rounds: tuple[Round, ...]
    overrides: dict[str, str] = field(default_factory=dict)
    problems: tuple[Diagnostic, ...] = ()  # shorthand errors found while parsing
