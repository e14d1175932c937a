"""Pair derivation (rule R8, D4) and the points of a lone tile or a pair (§4, D3)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scorers.flowers.model import Tile


@dataclass(frozen=True, slots=True)
class Flower:
    """A scoring unit: a pair (two 1-based tile numbers) or a lone tile (one number)."""

    colour: str
    numbers: tuple[int, ...]
    tiles: tuple[Tile, ...]

    @property
    def is_pair(self) -> bool:
        return len(self.tiles) == 2

    @property
    def has_multiplier(self) -> bool:
        return any(tile.multiplier is not None for tile in self.tiles)


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
    """Pairs and lone tiles, ordered by their first tile number."""
    paired = derive_pairs(tiles)
    in_pair = {n for pair in paired for n in pair}
    units: list[tuple[int, ...]] = [*paired, *((n,) for n in range(1, len(tiles) + 1)
                                               if n not in in_pair)]
    units.sort()
    return [Flower(tiles[u[0] - 1].colour, u, tuple(tiles[n - 1] for n in u)) for u in units]


def points(flower: Flower) -> int:
    if not flower.is_pair:
        return flower.tiles[0].flowers or 0  # a lone multiplier scores 0
    first, second = flower.tiles
    if first.multiplier is not None and second.multiplier is not None:
        return 0  # D3
    if first.multiplier is not None or second.multiplier is not None:
        factor = first.multiplier or second.multiplier or 0
        return factor * (first.flowers or second.flowers or 0)
    low, high = sorted((first.flowers or 0, second.flowers or 0))
    return 2 * low + high


def arithmetic(flower: Flower) -> str:
    """How the points come about, as the rules file writes it (`3 × 2 = 6`, `2 × 1 + 3 = 5`)."""
    total = points(flower)
    if not flower.is_pair:
        return str(total)
    first, second = flower.tiles
    if first.multiplier is not None and second.multiplier is not None:
        return f"two multipliers = {total}"
    if flower.has_multiplier:
        factor = first.multiplier or second.multiplier
        return f"{factor} × {first.flowers or second.flowers} = {total}"
    low, high = sorted((first.flowers or 0, second.flowers or 0))
    return f"2 × {low} + {high} = {total}"
