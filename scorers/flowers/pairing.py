"""Pair derivation (rule R8, D4) and the points of a lone tile or a pair (§4, D3)."""

from __future__ import annotations

from collections.abc import Sequence

from boardscore.scorers.flowers.model import Tile
from boardscore.scorers.i18n import _
from boardscore.scorers.record import NamedTuple


class Flower(NamedTuple):
    """A scoring unit: a pair (two 1-based tile numbers) or a lone tile (one number).

    A NamedTuple rather than a frozen dataclass: a batch builds millions of them.
    """

    colour: str
    numbers: tuple[int, ...]
    tiles: tuple[Tile, ...]
    is_pair: bool
    has_multiplier: bool
    points: int


def make_flower(numbers: tuple[int, ...], tiles: tuple[Tile, ...]) -> Flower:
    has_multiplier = tiles[0].multiplier is not None or tiles[-1].multiplier is not None
    return Flower(tiles[0].colour, numbers, tiles, len(tiles) == 2, has_multiplier,
                  _points(tiles))


def derive_pairs(tiles: Sequence[Tile]) -> list[tuple[int, int]]:
    """R8: each tile pairs with the earliest earlier unpaired tile of its colour (1-based)."""
    waiting: dict[str, int] = {}
    pairs: list[tuple[int, int]] = []
    for number, tile in enumerate(tiles, start=1):
        earlier = waiting.pop(tile.colour, None)
        if earlier is None:
            waiting[tile.colour] = number
        else:
            pairs.append((earlier, number))
    return pairs


def flowers_of(tiles: Sequence[Tile]) -> list[Flower]:
    """Pairs and lone tiles, ordered by their first tile number (R8, as in derive_pairs)."""
    waiting: dict[str, int] = {}
    units: list[Flower] = []
    for number, tile in enumerate(tiles, start=1):
        earlier = waiting.pop(tile.colour, None)
        if earlier is None:
            waiting[tile.colour] = number
        else:
            units.append(make_flower((earlier, number), (tiles[earlier - 1], tile)))
    units.extend(make_flower((n,), (tiles[n - 1],)) for n in waiting.values())
    units.sort(key=lambda unit: unit.numbers[0])
    return units


def _points(tiles: tuple[Tile, ...]) -> int:
    if len(tiles) == 1:
        return tiles[0].flowers or 0  # a lone multiplier scores 0
    first, second = tiles
    if first.multiplier is not None and second.multiplier is not None:
        return 0  # D3
    if first.multiplier is not None or second.multiplier is not None:
        factor = first.multiplier or second.multiplier or 0
        return factor * (first.flowers or second.flowers or 0)
    low, high = sorted((first.flowers or 0, second.flowers or 0))
    return 2 * low + high


def arithmetic(flower: Flower) -> str:
    """How the points come about, as the rules file writes it (`3 × 2 = 6`, `2 × 1 + 3 = 5`)."""
    total = flower.points
    if not flower.is_pair:
        return str(total)
    first, second = flower.tiles
    if first.multiplier is not None and second.multiplier is not None:
        return _("two multipliers = {total}").format(total=total)
    if flower.has_multiplier:
        factor = first.multiplier or second.multiplier
        return f"{factor} × {first.flowers or second.flowers} = {total}"
    low, high = sorted((first.flowers or 0, second.flowers or 0))
    return f"2 × {low} + {high} = {total}"
