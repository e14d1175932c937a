"""World Wonders properties on random terrains and cities (ww_city.py)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ww_city import as_drawing, document, legal_city, random_terrain

from boardscore.scorers.world_wonders import evaluate
from boardscore.scorers.world_wonders.checks import building_order
from boardscore.scorers.world_wonders.parse import parse_game

maps = st.builds(lambda seed, w, h: (random.Random(seed), random_terrain(
    random.Random(seed + 1), w, h)), st.integers(0, 10**9), st.integers(4, 14),
    st.integers(3, 12))


def points(document_: dict[str, Any]) -> list[list[tuple[str, int]]]:
    evaluation = evaluate(document_)
    assert evaluation.result is not None, evaluation.errors
    return [[(line.category, line.points) for line in p.lines] for p in evaluation.result.players]


@pytest.mark.slow
@settings(max_examples=80, deadline=None)
@given(maps)
def test_a_random_legal_build_always_validates(drawn: Any) -> None:
    rnd, rows = drawn
    pieces = legal_city(rnd, rows)
    evaluation = evaluate(document(rows, {"pieces": pieces}))
    assert evaluation.result is not None, evaluation.errors


@pytest.mark.slow
@settings(max_examples=80, deadline=None)
@given(maps)
def test_drawing_and_list_forms_agree(drawn: Any) -> None:
    rnd, rows = drawn
    pieces = legal_city(rnd, rows)
    drawing, legend = as_drawing(rows, pieces)
    as_list = document(rows, {"pieces": pieces})
    as_picture = document(rows, {"drawing": drawing, "legend": legend})
    objectives = [{"kind": "green_area", "first": 3, "second": 1},
                  {"kind": "connected_buildings_of_type", "type": "farm", "first": 4,
                   "second": 2},
                  {"kind": "buildings_next_to_water", "first": 2, "second": 1}]
    for form in (as_list, as_picture):
        form["objectives"] = objectives
    assert points(as_list) == points(as_picture)


@pytest.mark.slow
@settings(max_examples=120, deadline=None)
@given(maps, st.integers(0, 10**9))
def test_adding_a_piece_never_unplaces_another(drawn: Any, seed: int) -> None:
    """Monotone support (rules §5.2): the pieces placed before are still placed after."""
    rnd, rows = drawn
    pieces = legal_city(rnd, rows, attempts=120)
    other = legal_city(random.Random(seed), rows, attempts=60)
    extra = [p for p in other if not {c for q in pieces for c in q["cells"]} & set(p["cells"])]
    if not extra:
        return
    before = parse_game(document(rows, {"pieces": pieces}, players=1) | {"solo": {
        "difficulty": "easy"}}, {})[0]
    after = parse_game(document(rows, {"pieces": pieces + extra[:1]}, players=1) | {"solo": {
        "difficulty": "easy"}}, {})[0]
    assert before is not None
    assert after is not None
    placed_before = {p.index for p in building_order(before.players[0])[0]}
    placed_after = {p.index for p in building_order(after.players[0])[0]}
    assert placed_before <= placed_after
