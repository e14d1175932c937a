"""Random legal games (tests/flowers/random_game.py, physical cards) against the replay engine."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from random_game import random_game

from boardscore.scorers.flowers import evaluate
from boardscore.scorers.flowers.model import CARDS_IN_GAME, Back
from boardscore.scorers.flowers.replay import State, replay
from boardscore.scorers.flowers.turnlog import parse_turn_log
from boardscore.validation import schema_errors

games = st.builds(random_game, st.integers(0, 10**6), st.integers(2, 4),
                  st.sampled_from([0.0, 0.3, 1.0]))


def cards_in_play(state: State) -> int:
    on_mandalas = sum(len(cards) for m in state.mandalas for cards in m.cards.values())
    in_hands = sum(hand.size for hand in state.hands.values())
    return state.deck + in_hands + on_mandalas + state.discard.total()


def outcome(document: dict[str, Any]) -> list[tuple[str, int, int, list[int]]]:
    assert schema_errors("flowers", document) == []
    evaluation = evaluate(document)
    assert evaluation.result is not None, evaluation.errors
    return [(p.name, p.total, p.rank, [line.points for line in p.lines])
            for p in evaluation.result.players]


@settings(max_examples=25, deadline=None)
@given(games)
def test_random_games_end_and_conserve_cards_and_tiles(game: Any) -> None:
    run = replay(parse_turn_log(game.log))
    assert run.errors == [], run.errors
    assert run.state.ended is not None
    assert game.ended
    assert cards_in_play(run.state) == CARDS_IN_GAME
    taken = [t.tile for tiles in run.state.tiles.values() for t in tiles]
    assert len(taken) <= 36
    assert sum(t.back is Back.LIGHT for t in taken) == sum(t.back is Back.DARK for t in taken)


@settings(max_examples=25, deadline=None)
@given(games)
def test_replay_derives_what_the_physical_game_left(game: Any) -> None:
    evaluation = evaluate(game.log)
    assert evaluation.derive is not None
    derived = {p["name"]: p for p in evaluation.derive("tableau")["players"]}
    for name, tiles in game.tiles.items():
        assert derived[name]["tiles"] == tiles
        assert derived[name]["hand"] == game.hands[name]


@settings(max_examples=25, deadline=None)
@given(games)
def test_scoring_the_replay_equals_scoring_its_tableau(game: Any) -> None:
    evaluation = evaluate(game.log)
    assert evaluation.derive is not None
    assert outcome(game.log) == outcome(evaluation.derive("tableau"))


@settings(max_examples=25, deadline=None)
@given(games, st.floats(0, 1))
def test_a_log_cut_short_is_scored_as_it_stands(game: Any, cut: float) -> None:
    log = copy.deepcopy(game.log)
    log["turns"] = log["turns"][: int(len(log["turns"]) * cut)]
    del log["end"]
    run = replay(parse_turn_log(log))
    assert run.errors == []
    assert cards_in_play(run.state) == CARDS_IN_GAME
    if run.state.ended is None:
        assert [w.code for w in run.warnings if w.code == "W2"] == ["W2"]
