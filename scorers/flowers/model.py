"""Flowers: A Mandala Game, final tableau (rules §2.2)."""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from boardscore.scorers.i18n import N_, _
from boardscore.scorers.record import Record

# D1: the names a file may use when it declares no palette (marked: messages show them in the
# chosen language; scorers/flowers/french.py reads their French names as aliases).
BUILT_IN_COLOURS = (N_("red"), N_("orange"), N_("yellow"), N_("green"), N_("blue"), N_("purple"),
                    N_("grey"), N_("white"), N_("pink"))
_BUILT_IN = frozenset(BUILT_IN_COLOURS)
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


class Tile(Record):
    """Half a flower: a colour and either a flower count or a multiplier."""

    colour: str
    back: Back
    flowers: int | None = None
    multiplier: int | None = None

    @property
    def face(self) -> str:
        return f"x{self.multiplier}" if self.multiplier is not None else str(self.flowers)


# Colours and backs as words of the chosen language (`rouge foncé x3` in French, as a French
# file may write them); a colour outside the built-in names (a declared palette's own, such as
# `teal`) is shown as it is written.


def colour_name(colour: str) -> str:
    """A built-in colour in the chosen language (`rouge` for red); any other as written."""
    return _(colour) if colour in _BUILT_IN else colour


def back_and_face(tile: Tile) -> str:
    """`light 2`, `dark x3`: a tile of a known colour, in evidence."""
    shown = _("light {face}") if tile.back is Back.LIGHT else _("dark {face}")
    return shown.format(face=tile.face)


def tile_text(tile: Tile) -> str:
    """`green light x2`: a tile as the shorthand writes it."""
    shown = _("{colour} light {face}") if tile.back is Back.LIGHT else _("{colour} dark {face}")
    return shown.format(colour=colour_name(tile.colour), face=tile.face)


def joined(parts: Iterable[str]) -> str:
    """The parts of a detail or of a turn's story, `; ` between them (` ; ` in French)."""
    return _("; ").join(parts)


class TableauPlayer(Record):
    name: str
    hand: int
    tiles: tuple[Tile, ...]
    pairs: tuple[tuple[int, int], ...] | None  # 1-based, as stated in the file
    sources: tuple[str, ...] = ()  # where each tile came from, when replayed from a turn log


class Tableau(Record):
    palette: tuple[str, ...] | None  # the declared `colours:`, lowercased
    players: tuple[TableauPlayer, ...]
