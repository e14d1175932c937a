"""Flowers form B, the turn log (rules §2.3): its model and its parser.

Kept apart from the final tableau so that scoring a tableau never loads it.
"""

from __future__ import annotations

from collections.abc import Mapping

from boardscore.scorers.flowers.model import Back, Tile
from boardscore.scorers.flowers.parse import palette_of, parse_tile
from boardscore.scorers.record import Record

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any


class Play(Record):
    colour: str
    count: int


class Turn(Record):
    player: str
    mandala: int  # 1-3
    play: Play
    draw: int
    drawn: tuple[str, ...] | None  # the colours drawn, when the log lists them
    take: Back | None
    refill: tuple[Tile, Tile] | None  # (light, dark)


class EndStep(Record):
    mandala: int
    take: Back | None


class TurnLog(Record):
    palette: tuple[str, ...] | None
    seats: tuple[str, ...]
    mandalas: tuple[tuple[Tile, Tile], ...]  # (light, dark) for mandalas 1-3
    hands: tuple[tuple[str, tuple[str, ...] | int], ...]  # as listed; an int: colours unknown
    turns: tuple[Turn, ...]
    end: tuple[EndStep, ...] | None


def parse_turn_log(document: Mapping[str, Any]) -> TurnLog:
    end = document.get("end")
    return TurnLog(
        palette=palette_of(document),
        seats=tuple(document["seats"]),
        mandalas=tuple(_slots(slots) for slots in document["mandalas"]),
        hands=tuple((name, _cards(cards)) for name, cards in document["hands"].items()),
        turns=tuple(_turn(turn) for turn in document["turns"]),
        end=tuple(EndStep(int(step["mandala"]), _back(step.get("take"))) for step in end)
        if end is not None else None,
    )


def _slots(node: Mapping[str, Any]) -> tuple[Tile, Tile]:
    return parse_tile(node["light"], Back.LIGHT), parse_tile(node["dark"], Back.DARK)


def _cards(node: list[str] | int) -> tuple[str, ...] | int:
    return int(node) if isinstance(node, (int, float)) else tuple(c.lower() for c in node)


def _back(node: str | None) -> Back | None:
    return Back(node.lower()) if node is not None else None


def _turn(node: Mapping[str, Any]) -> Turn:
    drawn = _cards(node.get("draw", 0))
    refill = node.get("refill")
    return Turn(
        player=node["player"],
        mandala=int(node["mandala"]),
        play=parse_play(node["play"]),
        draw=drawn if isinstance(drawn, int) else len(drawn),
        drawn=None if isinstance(drawn, int) else drawn,
        take=_back(node.get("take")),
        refill=_slots(refill) if refill is not None else None,
    )


def parse_play(node: str | Mapping[str, Any]) -> Play:
    """`{colour: blue, count: 2}` or `"2 blue"`."""
    if isinstance(node, str):
        count, colour = node.split()
        return Play(colour.lower(), int(count))
    return Play(node["colour"].lower(), int(node["count"]))


