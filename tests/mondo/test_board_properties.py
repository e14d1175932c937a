"""Mondo properties over random boards (hypothesis): symmetry, both tile forms, error counts."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from random_board import (
    WATER_ANIMALS,
    canonical,
    mirror,
    plausible_board,
    random_tile,
    rotate,
    shorthand,
    square,
)

from cli.validation import schema_errors
from scorers.mondo import evaluate
from scorers.mondo.board import GLOBE, OPPOSITE, SIDES, neighbour
from scorers.mondo.model import Landscape, Tile

N = 5
TASKS = ["three-panda", "all-forest-animals", "error-free-world", "complete-world"]


def document(tiles: dict[str, Tile], form: Any = canonical, cells: list[str] | None = None,
             tasks: tuple[str, ...] = ()) -> dict[str, Any]:
    player: dict[str, Any] = {"name": "Ann", "chip": 4,
                              "tiles": {cell: form(tile) for cell, tile in tiles.items()}}
    if tasks and len(tiles) >= 3:
        player["tasks"] = list(tasks)
    return {"game": "mondo", "level": "expert", "water_animals": list(WATER_ANIMALS),
            "board": {"cells": cells or square(N)},
            "rounds": [{"card": "largest-lake", "players": [player]}]}


def lines(doc: dict[str, Any]) -> list[tuple[str, int]]:
    assert schema_errors("mondo", doc) == []
    evaluation = evaluate(doc)
    assert evaluation.result is not None, evaluation.errors
    return [(line.category, line.points) for line in evaluation.result.players[0].lines]


boards = st.builds(lambda seed, count: plausible_board(random.Random(seed), square(N), count),
                   st.integers(0, 10**6), st.integers(1, N * N))
task_choices = st.lists(st.sampled_from(TASKS), max_size=2, unique=True).map(tuple)


@settings(max_examples=60, deadline=None)
@given(boards, task_choices)
def test_a_quarter_turn_changes_no_line(tiles: dict[str, Tile], tasks: tuple[str, ...]) -> None:
    expected = lines(document(tiles, tasks=tasks))
    turned = tiles
    for _ in range(4):
        turned = rotate(turned, N)
        assert lines(document(turned, tasks=tasks)) == expected
    assert turned == tiles  # four quarter turns: the same board


@settings(max_examples=60, deadline=None)
@given(boards, task_choices)
def test_a_mirror_image_changes_no_line(tiles: dict[str, Tile], tasks: tuple[str, ...]) -> None:
    assert lines(document(mirror(tiles, N), tasks=tasks)) == lines(document(tiles, tasks=tasks))


@settings(max_examples=60, deadline=None)
@given(boards, task_choices)
def test_shorthand_and_canonical_score_the_same(tiles: dict[str, Tile],
                                                tasks: tuple[str, ...]) -> None:
    def short(tile: Tile) -> Any:
        return shorthand(tile) or canonical(tile)

    assert lines(document(tiles, short, tasks=tasks)) == lines(document(tiles, tasks=tasks))


def mismatches(tiles: dict[str, Tile], cells: list[str]) -> int:
    """Counted directly from the rules: facing sides that differ, and land on the water rim."""
    count = 0
    for cell, tile in tiles.items():
        for side, land in zip(SIDES, tile.sides, strict=True):
            other = neighbour(cell, side)
            if other not in cells:
                count += land is not Landscape.WATER
            elif side in ("E", "S") and other in tiles:
                count += land != tiles[other].sides[SIDES.index(OPPOSITE[side])]
    return count


@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False))
def test_errors_of_a_random_full_board(rnd: random.Random) -> None:
    tiles = {cell: random_tile(rnd) for cell in GLOBE}
    doc = document(tiles, cells=list(GLOBE))
    assert dict(lines(doc))["r1.errors"] == -mismatches(tiles, list(GLOBE))
    assert dict(lines(doc))["r1.empty"] == 0
