"""Validated document -> Tableau or TurnLog. The schema has already checked shapes and grammar;
shorthand is expanded here, once."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from scorers.flowers.model import Back, EndStep, Play, Tableau, TableauPlayer, Tile, Turn, TurnLog


def is_turn_log(document: Mapping[str, Any]) -> bool:
    return "turns" in document


def parse_tableau(document: Mapping[str, Any]) -> Tableau:
    return Tableau(
        palette=_palette(document),
        players=tuple(_player(entry) for entry in document["players"]),
    )


def parse_turn_log(document: Mapping[str, Any]) -> TurnLog:
    end = document.get("end")
    return TurnLog(
        palette=_palette(document),
        seats=tuple(document["seats"]),
        mandalas=tuple(_slots(slots) for slots in document["mandalas"]),
        hands=tuple((name, _cards(cards)) for name, cards in document["hands"].items()),
        turns=tuple(_turn(turn) for turn in document["turns"]),
        end=tuple(EndStep(int(step["mandala"]), _back(step.get("take"))) for step in end)
        if end is not None else None,
    )


def _palette(document: Mapping[str, Any]) -> tuple[str, ...] | None:
    palette = document.get("colours")
    return tuple(name.lower() for name in palette) if palette is not None else None


def _player(entry: Mapping[str, Any]) -> TableauPlayer:
    pairs = entry.get("pairs")
    return TableauPlayer(
        name=entry["name"],
        hand=int(entry["hand"]),
        tiles=tuple(parse_tile(tile) for tile in entry.get("tiles", ())),
        pairs=tuple((int(i), int(j)) for i, j in pairs) if pairs is not None else None,
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


@lru_cache(maxsize=4096)
def _shorthand_tile(text: str, back: Back | None) -> Tile:
    """Tiles are immutable, and a batch repeats the same few hundred shorthands."""
    words = text.lower().split()
    colour, face = words[0], words[-1]
    tile_back = back if back is not None else Back(words[1])
    if face.startswith("x"):
        return Tile(colour, tile_back, multiplier=int(face[1:]))
    return Tile(colour, tile_back, flowers=int(face))


def parse_tile(node: str | Mapping[str, Any], back: Back | None = None) -> Tile:
    """A tile in canonical form or shorthand (`"red dark 2"`, `"red light x3"`).

    In a mandala slot the slot names the back and the shorthand omits it (`"green 2"`).
    """
    if isinstance(node, str):
        return _shorthand_tile(node, back)
    tile_back = back if back is not None else Back(node["back"].lower())
    flowers, multiplier = node.get("flowers"), node.get("multiplier")
    return Tile(
        colour=node["colour"].lower(),
        back=tile_back,
        flowers=int(flowers) if flowers is not None else None,
        multiplier=int(multiplier) if multiplier is not None else None,
    )
