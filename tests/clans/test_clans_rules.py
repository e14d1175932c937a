"""Clans rules on hand-computed positions: the worked examples of rules §11.1 and §11.3-§11.7
(the whole-file examples §11.2, §11.8, §11.9 are golden cases in tests/cases/clans)."""

from __future__ import annotations

import pytest

from boardscore.scorers.clans.board import CLANS, territory
from boardscore.scorers.clans.model import Village, score_village
from boardscore.scorers.clans.replay import Move, Replay, _Board, _found, _illegal

# --- §11.1, §11.5, §11.6: one village ---------------------------------------------------------

STRIFE_HUTS = {"black": 4, "red": 2, "blue": 1, "yellow": 1, "green": 1}


def points(number: int, terrain: str, huts: dict[str, int]) -> dict[str, int]:
    return score_village(Village(number, "Ann", terrain, huts)).points


@pytest.mark.parametrize(("number", "terrain", "value"), [
    (3, "steppe", 6),  # neutral terrain, epoch I
    (6, "forest", 6),  # neutral terrain, epoch II
    (2, "forest", 7),  # favourable in I, +1
    (8, "steppe", 9),  # favourable in III, +3
    (12, "mountain", 11),  # 12th village, +5 whatever the terrain
])
def test_strife_removes_the_single_huts(number: int, terrain: str, value: int) -> None:
    assert points(number, terrain, STRIFE_HUTS) == {"black": value, "red": value}


def test_hostile_terrain_destroys_before_strife_matters() -> None:
    scored = score_village(Village(8, "Ann", "forest", STRIFE_HUTS))
    assert scored.destroyed
    assert scored.points == {}
    assert scored.left == {}


def test_terrain_examples() -> None:
    four_clans = {"red": 2, "blue": 1, "green": 1, "yellow": 1}
    assert points(6, "grassland", four_clans) == {}  # hostile in II
    assert points(6, "steppe", four_clans) == dict.fromkeys(four_clans, 5)  # no strife
    assert points(1, "forest", {"blue": 3, "yellow": 1, "red": 1}) == \
        {"blue": 6, "yellow": 6, "red": 6}


def test_hostile_village_keeps_its_number() -> None:
    """§11.5: village 2 on mountain is destroyed; as village 5 or 8 the same huts score."""
    huts = {"red": 3, "blue": 2, "green": 1}
    assert points(2, "mountain", huts) == {}
    assert points(5, "mountain", huts) == dict.fromkeys(huts, 8)
    assert points(8, "mountain", huts) == dict.fromkeys(huts, 6)


def test_five_single_huts_leave_nobody_to_score() -> None:
    """§11.6 and D1: the +2 of mountain in epoch II goes to nobody."""
    scored = score_village(Village(6, "Ann", "mountain", dict.fromkeys(CLANS, 1)))
    assert scored.points == {}
    assert scored.strife == tuple(CLANS)
    assert scored.left == {}
    assert points(6, "mountain", {"red": 2, **dict.fromkeys(CLANS[1:], 1)}) == {"red": 4}
    assert points(6, "mountain", dict.fromkeys(CLANS[:4], 1)) == dict.fromkeys(CLANS[:4], 6)


# --- positions on the real map --------------------------------------------------------------

SETUP = {n: CLANS[n % 5] for n in range(60)}


def board_with(huts: dict[int, dict[str, int]]) -> _Board:
    """Only the territories given hold huts; every other is empty (its huts left in move 1)."""
    board = _Board(SETUP)
    for number in range(60):
        board.huts[number] = dict(huts.get(number, {}))
        if number not in huts:
            board.emptied[number] = "its huts left in move 1"
    return board


def move(source: int, target: int, order: tuple[int, ...] | None = None) -> Move:
    path = ("moves", 0)
    return Move(1, "Ann", source, target, order, path, (*path, "from"), (*path, "to"),
                (*path, "order"))


def play(board: _Board, played: Move, before: int) -> tuple[Replay, dict[str, int]]:
    """Play `played` with `before` villages founded; the points its villages earned."""
    outcome = Replay(villages=[Village(n, "Ben", "steppe", {"red": 1})
                               for n in range(1, before + 1)])
    problem = _found(board, played, "Ann", outcome)
    assert problem is None, problem
    earned = dict.fromkeys(CLANS, 0)
    for village in outcome.villages[before:]:
        for clan, value in score_village(village).points.items():
            earned[clan] += value
    return outcome, {clan: value for clan, value in earned.items() if value}


def epoch_end_board() -> _Board:
    """§11.3: around 13, only 8, 13 and 14 hold huts."""
    return board_with({8: {"blue": 2, "black": 1}, 13: {"green": 1, "yellow": 1},
                       14: {"red": 2, "blue": 1}})


@pytest.mark.parametrize(("order", "earned"), [
    ((14, 8), {"red": 6, "blue": 11, "green": 6, "yellow": 6, "black": 5}),
    ((8, 14), {"red": 5, "blue": 5, "green": 5, "yellow": 5}),
])
def test_two_villages_across_an_epoch_end(order: tuple[int, ...],
                                          earned: dict[str, int]) -> None:
    outcome, got = play(epoch_end_board(), move(13, 14, order), before=3)
    assert got == earned
    assert [v.number for v in outcome.villages[3:]] == [4, 5]
    assert all(v.founder == "Ann" for v in outcome.villages[3:])


def test_order_is_required_across_an_epoch_end() -> None:
    problem = _found(epoch_end_board(), move(13, 14), "Ann",
                     Replay(villages=[Village(n, "Ben", "steppe", {"red": 1})
                                      for n in (1, 2, 3)]))
    assert problem is not None
    assert problem.code == "B13"
    assert problem.message == ("move 1 founds 2 villages (8, 14) with 3 already founded, so they "
                               "fall on both sides of the end of epoch I; add 'order' with the "
                               "order the player chose")


def twelfth_board() -> _Board:
    """§11.4: around 9, only 6, 8, 9 and 21 hold huts."""
    return board_with({6: {"red": 3, "yellow": 1}, 8: {"blue": 2, "green": 2},
                       9: {"red": 2, "blue": 1}, 21: {"green": 1, "black": 1}})


@pytest.mark.parametrize(("order", "earned", "unscored"), [
    ((21, 8, 6), {"red": 9, "blue": 18, "green": 18, "black": 9}, 6),
    ((21, 6, 8), {"red": 18, "blue": 9, "green": 9, "yellow": 9, "black": 9}, 8),
    ((8, 21, 6), {"red": 10, "blue": 14, "green": 14, "black": 10}, 6),
    ((8, 6, 21), {"red": 9, "blue": 4, "green": 4, "yellow": 9}, 21),
    ((6, 21, 8), {"red": 10, "blue": 10, "green": 10, "black": 10}, 8),
    ((6, 8, 21), {"blue": 9, "green": 9}, 21),
])
def test_the_twelfth_village_and_one_too_many(order: tuple[int, ...], earned: dict[str, int],
                                              unscored: int) -> None:
    outcome, got = play(twelfth_board(), move(9, 21, order), before=10)
    assert got == earned
    assert [v.number for v in outcome.villages[10:]] == [11, 12]  # 2 chips, no 13th
    assert outcome.unscored == [f"{territory(unscored).cite}, move 1: founded after the 12th "
                                "village, not scored"]


def test_twelfth_village_order_must_list_all_three() -> None:
    problem = _found(twelfth_board(), move(9, 21, (21, 8)), "Ann", Replay(villages=[
        Village(n, "Ben", "steppe", {"red": 1}) for n in range(1, 11)]))
    assert problem is not None
    assert problem.code == "B14"
    assert problem.message.endswith("exactly once: 6, 8, 21")


def sizes(**counts: int) -> dict[int, dict[str, int]]:
    return {int(name[1:]): {"red": count} for name, count in counts.items()}


SEVEN_BOARD = sizes(t36=7, t24=2, t28=5, t35=3)


@pytest.mark.parametrize(("huts", "source", "target", "code"), [
    (SEVEN_BOARD, 36, 35, "B12"),
    (SEVEN_BOARD, 36, 24, "B12"),
    (SEVEN_BOARD, 36, 28, "B12"),
    (SEVEN_BOARD, 36, 37, "B11"),
    (SEVEN_BOARD, 35, 36, None),
    (SEVEN_BOARD, 28, 36, None),
    (sizes(t36=7, t28=7), 36, 28, None),  # equal groups
    (sizes(t44=9, t55=8), 44, 55, "B12"),
    (sizes(t44=9, t55=8), 55, 44, None),
    (sizes(t44=8, t55=8), 44, 55, None),
    (sizes(t44=8, t55=8), 55, 44, None),
    (sizes(t27=1, t41=1), 27, 41, "B8"),  # they meet only at a point by a lake
    (sizes(t4=1, t15=1), 4, 15, None),  # across a river
])
def test_moves_on_the_real_map(huts: dict[int, dict[str, int]], source: int, target: int,
                               code: str | None) -> None:
    problem = _illegal(board_with(huts), move(source, target))
    assert (problem.code if problem else None) == code


def test_rule_of_seven_message() -> None:
    problem = _illegal(board_with(SEVEN_BOARD), move(36, 35))
    assert problem is not None
    assert problem.message == ("move 1: 36 (grassland, E5) holds 7 huts; a group of 7 or more "
                               "may only join a group at least as large, and 35 (steppe, C5) "
                               "holds 3")


def test_lake_message_lists_the_neighbours() -> None:
    problem = _illegal(board_with(sizes(t27=1, t41=1)), move(27, 41))
    assert problem is not None
    assert problem.message.endswith("neighbours of 27 (steppe, G3): 25, 26, 28, 29")


def founding_board() -> _Board:
    """§11.7 case 4: 0 holds 1 hut, 2 holds 2, 4 and 5 are occupied, 1 and 3 empty."""
    return board_with({0: {"red": 1}, 2: {"blue": 2}, 4: {"green": 1}, 5: {"yellow": 1}})


def test_founding_when_the_only_neighbour_joins_it() -> None:
    outcome, _ = play(founding_board(), move(2, 0), before=0)
    assert [(v.territory, v.huts) for v in outcome.villages] == [(0, {"red": 1, "blue": 2})]


def test_founding_when_the_only_neighbour_leaves() -> None:
    board = founding_board()
    outcome, _ = play(board, move(2, 4), before=0)
    assert [(v.territory, v.huts) for v in outcome.villages] == [(0, {"red": 1})]
    assert _illegal(board, move(0, 2)).code == "B10"  # type: ignore[union-attr]


@pytest.mark.parametrize(("source", "target", "code"), [(2, 1, "B11"), (1, 0, "B9")])
def test_founding_board_illegal_moves(source: int, target: int, code: str) -> None:
    assert _illegal(founding_board(), move(source, target)).code == code  # type: ignore[union-attr]


def test_a_village_emptied_by_strife_is_empty_ever_after() -> None:
    """D1: five single huts leave the territory empty; B9 then says why."""
    board = board_with({33: {"red": 1, "blue": 1}, 32: {"green": 1, "yellow": 1, "black": 1}})
    outcome, earned = play(board, move(32, 33), before=5)  # 33 becomes village 6
    assert [v.territory for v in outcome.villages[5:]] == [33]
    assert earned == {}
    problem = _illegal(board, move(33, 34))
    assert problem is not None
    assert problem.code == "B9"
    assert problem.message == ("move 1: 33 (mountain, J5) is empty (strife emptied its village "
                               "in move 1); a move takes the huts of an occupied territory")
