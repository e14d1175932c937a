"""Validated document -> Tableau (form A). The schema has already checked shapes and grammar;
shorthand is expanded here, once. Turn logs: scorers/flowers/turnlog.py."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from boardscore.scorers.flowers.model import Back, Tableau, TableauPlayer, Tile

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any


def is_turn_log(document: Mapping[str, Any]) -> bool:
    return "turns" in document


def parse_tableau(document: Mapping[str, Any]) -> Tableau:
    return Tableau(
        palette=palette_of(document),
        players=tuple(_player(entry) for entry in document["players"]),
    )


def palette_of(document: Mapping[str, Any]) -> tuple[str, ...] | None:
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
