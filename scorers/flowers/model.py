"""Flowers: A Mandala Game, final tableau (rules §2.2)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

# D1: the names a file may use when it declares no palette.
BUILT_IN_COLOURS = ("red", "orange", "yellow", "green", "blue", "purple", "grey", "white", "pink")
COLOURS_PER_GAME = 6
TILES_PER_BACK = 18
CARDS_IN_GAME = 90
CARDS_PER_COLOUR = 15
STARTING_HANDS = (5, 6, 7, 8)  # by seat (R1.2)
TILES_PER_STACK = 15  # per back, left after setup (R1.3)
HAND_LIMIT = 8


class Back(StrEnum):
    LIGHT = "light"
    DARK = "dark"


@dataclass(frozen=True, slots=True)
class Tile:
    """Half a flower: a colour and either a flower count or a multiplier."""

    colour: str
    back: Back
    flowers: int | None = None
    multiplier: int | None = None

    @property
    def face(self) -> str:
        return f"x{self.multiplier}" if self.multiplier is not None else str(self.flowers)


@dataclass(frozen=True, slots=True)
class TableauPlayer:
    name: str
    hand: int
    tiles: tuple[Tile, ...]
    pairs: tuple[tuple[int, int], ...] | None  # 1-based, as stated in the file
    sources: tuple[str, ...] = ()  # where each tile came from, when replayed from a turn log


@dataclass(frozen=True, slots=True)
class Tableau:
    palette: tuple[str, ...] | None  # the declared `colours:`, lowercased
    players: tuple[TableauPlayer, ...]
