"""Properties of Flowers tableau scoring, over random tableaux (hypothesis)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from boardscore.scorers.flowers import evaluate
from boardscore.scorers.flowers.pairing import derive_pairs
from boardscore.scorers.flowers.parse import parse_tile
from boardscore.validation import schema_errors

COLOURS = ["red", "orange", "yellow", "green", "blue", "purple"]

tile_values = st.one_of(st.integers(1, 9).map(lambda n: ("flowers", n)),
                        st.sampled_from([2, 3]).map(lambda m: ("multiplier", m)))
tile_specs = st.tuples(st.sampled_from(COLOURS), tile_values)


def canonical(colour: str, back: str, value: tuple[str, int]) -> dict[str, Any]:
    return {"colour": colour, "back": back, value[0]: value[1]}


def shorthand(colour: str, back: str, value: tuple[str, int]) -> str:
    face = f"x{value[1]}" if value[0] == "multiplier" else str(value[1])
    return f"{colour} {back} {face}"


@st.composite
def tableaux(draw: st.DrawFn) -> list[list[tuple[str, str, tuple[str, int]]]]:
    """2-4 players; light and dark tiles in equal numbers overall (V13), at most 18 each."""
    players = draw(st.integers(2, 4))
    completions = draw(st.integers(0, 18))
    specs = draw(st.lists(tile_specs, min_size=2 * completions, max_size=2 * completions))
    backs = ["light", "dark"] * completions
    owners = draw(st.lists(st.integers(0, players - 1), min_size=len(specs),
                           max_size=len(specs)))
    hands: list[list[tuple[str, str, tuple[str, int]]]] = [[] for _ in range(players)]
    for (colour, value), back, owner in zip(specs, backs, owners, strict=True):
        hands[owner].append((colour, back, value))
    return hands


def document(hands: list[list[Any]], form: Any) -> dict[str, Any]:
    return {"game": "flowers", "players": [
        {"name": f"P{i}", "hand": 1 + i, "tiles": [form(*tile) for tile in tiles]}
        for i, tiles in enumerate(hands)]}


def scores(doc: dict[str, Any]) -> list[tuple[str, int, int]]:
    assert schema_errors("flowers", doc) == []
    evaluation = evaluate(doc)
    assert evaluation.result is not None, evaluation.errors
    return [(p.name, p.total, p.rank) for p in evaluation.result.players]


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(tableaux(), st.randoms(use_true_random=False))
def test_canonical_and_shorthand_score_the_same(hands: Any, rnd: random.Random) -> None:
    def either(*tile: Any) -> Any:  # a new choice for every tile
        return rnd.choice([canonical, shorthand])(*tile)

    mixed = document(hands, either)
    assert scores(document(hands, canonical)) == scores(document(hands, shorthand)) \
        == scores(mixed)


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(tableaux(), st.randoms(use_true_random=False))
def test_only_the_order_within_a_colour_matters(hands: Any, rnd: random.Random) -> None:
    """Interleave each player's colours differently, keeping each colour's own order."""
    def reshuffle(tiles: list[Any]) -> list[Any]:
        queues = {c: [t for t in tiles if t[0] == c] for c in dict.fromkeys(t[0] for t in tiles)}
        slots = [t[0] for t in tiles]
        rnd.shuffle(slots)
        return [queues[c].pop(0) for c in slots]

    shuffled = [reshuffle(tiles) for tiles in hands]
    assert scores(document(hands, canonical)) == scores(document(shuffled, canonical))


@settings(max_examples=100, deadline=None)
@given(st.lists(tile_specs, max_size=30))
def test_pairs_per_colour_and_never_two_waiting(specs: list[Any]) -> None:
    tiles = [parse_tile(shorthand(c, "light", v)) for c, v in specs]
    pairs = derive_pairs(tiles)
    per_colour = Counter(t.colour for t in tiles)
    paired = Counter(tiles[i - 1].colour for i, _ in pairs)
    for colour, count in per_colour.items():
        assert paired[colour] == count // 2  # so at most one tile of a colour waits
    for i, j in pairs:
        assert i < j
        assert tiles[i - 1].colour == tiles[j - 1].colour


@pytest.mark.slow
@settings(max_examples=40, deadline=None)
@given(tableaux())
def test_stating_the_derived_pairs_is_always_valid(hands: Any) -> None:
    doc = document(hands, shorthand)
    for player in doc["players"]:
        tiles = [parse_tile(t) for t in player["tiles"]]
        player["pairs"] = [list(pair)[::-1] for pair in derive_pairs(tiles)]  # either order
    assert scores(doc) == scores(document(hands, shorthand))
