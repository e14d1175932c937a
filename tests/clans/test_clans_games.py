"""Properties of Clans replays on seeded random legal games (tests/clans/clans_game.py, a
simulator independent of the scorer's replay engine)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from clans_game import Game, play
from hypothesis import given, settings
from hypothesis import strategies as st

from boardscore.scorers.clans import evaluate, normalize
from boardscore.scorers.clans.score import score_villages
from boardscore.scorers.result import Result

games = st.builds(play, st.integers(0, 10**9), st.integers(2, 4))


def scored(document: dict[str, Any]) -> Result:
    evaluation = evaluate(normalize(document))
    assert evaluation.result is not None, evaluation.errors
    return evaluation.result


def totals(result: Result) -> dict[str, int]:
    return {p.name: p.total for p in result.players}


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(games)
def test_a_random_game_scores_as_the_simulator_says(game: Game) -> None:
    result = scored(game.replay_document())
    assert totals(result) == game.totals()
    assert result.variant["villages"] == len(game.villages) <= 12
    assert result.variant["ended"].startswith(game.ended)


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(games)
def test_replay_equals_its_village_record(game: Game) -> None:
    """The record the replay derives, and the simulator's own record, score the same."""
    replay = evaluate(normalize(game.replay_document()))
    assert replay.result is not None
    assert replay.derive is not None
    derived = replay.derive("villages")
    assert derived["villages"] == game.villages
    assert totals(scored(derived)) == totals(replay.result)
    assert totals(scored(game.record_document())) == totals(replay.result)


@settings(max_examples=40, deadline=None)
@given(games)
def test_huts_are_conserved(game: Game) -> None:
    """60 huts minus those strife and hostile terrain removed are on the board at the end."""
    from boardscore.scorers.clans.model import Game as Model
    from boardscore.scorers.clans.parse import parse_players
    from boardscore.scorers.clans.replay import parse_moves, parse_setup, replay

    document = normalize(game.replay_document())
    players, _ = parse_players(document)
    setup, problems = parse_setup(document)
    assert setup is not None
    assert not problems
    outcome = replay(players, setup, parse_moves(document))
    model = Model("game replay", players, tuple(outcome.villages), outcome.ended)
    removed = sum(sum(s.village.huts.values()) - sum(s.left.values())
                  for s in score_villages(model))
    on_board = sum(sum(huts.values()) for huts in game.final_huts.values())
    assert on_board == 60 - removed == game.huts_left


@pytest.mark.slow
@settings(max_examples=30, deadline=None)
@given(games, st.randoms(use_true_random=False))
def test_shorthands_and_json_score_the_same(game: Game, rng: Any) -> None:
    """Setup as 12 region lists, moves as [from, to, order] lists (mixed with canonical
    ones), and JSON's string keys all score exactly like the canonical form."""
    document = game.replay_document()
    expected = scored(document)
    regions = [[document["setup"][5 * r + i] for i in range(5)] for r in range(12)]
    moves = [m if rng.random() < 0.5 else
             [m["from"], m["to"], *([m["order"]] if "order" in m else [])]
             for m in document["moves"]]
    assert scored({**document, "setup": regions, "moves": moves}) == expected
    as_json = json.loads(json.dumps(document))
    assert scored(as_json) == expected
