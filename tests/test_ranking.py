"""Competition ranking and the tie-break trail (shared by every game): ranks, winners, and
every step's players (in seat order), criterion, values, outcome and exact wording."""

from __future__ import annotations

from itertools import permutations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from boardscore.scorers.ranking import Criterion, Ranking, rank_players
from boardscore.scorers.record import FrozenInstanceError
from boardscore.scorers.result import TiebreakStep


def test_competition_ranking_without_tiebreak() -> None:
    ranking = rank_players(["A", "B", "C", "D"], {"A": 10, "B": 8, "C": 8, "D": 5})
    assert ranking.ranks == {"A": 1, "B": 2, "C": 2, "D": 4}
    assert ranking.winners == ("A",)
    assert ranking.tiebreak == (TiebreakStep(
        ("B", "C"), None, {}, "tie stands",
        "B and C tie on 8; the rules give no tie-break: the rank is shared"),)


def test_a_shared_win_is_called_so_with_the_games_own_note() -> None:
    ranking = rank_players(["A", "B", "C"], {"A": 4, "B": 9, "C": 9},
                           no_tiebreak_note="the rulebook has no tie-break")
    assert ranking.winners == ("B", "C")
    assert ranking.ranks == {"B": 1, "C": 1, "A": 3}
    assert [step.detail for step in ranking.tiebreak] == [
        "B and C tie on 9; the rulebook has no tie-break: shared win"]


def test_the_default_note_says_the_rules_give_none() -> None:
    [step] = rank_players(["X", "Y"], {"X": 1, "Y": 1}).tiebreak
    assert step.detail == "X and Y tie on 1; the rules give no tie-break: shared win"


def test_three_tied_are_listed_with_commas() -> None:
    [step] = rank_players(["A", "B", "C"], {"A": 2, "B": 2, "C": 2}).tiebreak
    assert step.players == ("A", "B", "C")
    assert step.detail == "A, B and C tie on 2; the rules give no tie-break: shared win"


def test_nobody_tied_means_no_trail() -> None:
    ranking = rank_players(["A", "B", "C"], {"A": 3, "B": 2, "C": 1},
                           [Criterion("hand", "hands", {"A": 1, "B": 1, "C": 1})])
    assert ranking.tiebreak == ()
    assert ranking.ranks == {"A": 1, "B": 2, "C": 3}


def test_a_criterion_decides_in_full() -> None:
    hands = Criterion("hand", "hands", {"A": 3, "B": 5})
    ranking = rank_players(["A", "B"], {"A": 17, "B": 17}, [hands])
    assert ranking.ranks == {"B": 1, "A": 2}
    assert ranking.winners == ("B",)
    assert ranking.tiebreak == (TiebreakStep(
        ("A", "B"), "hand", {"A": 3, "B": 5}, "decided",
        "A and B tie on 17; hands 5 > 3 put B ahead of A"),)


def test_a_criterion_splits_some_and_leaves_others_tied() -> None:
    """The last criterion leaves B and C tied: the rest of the group gets its own step."""
    hands = Criterion("hand", "hands", {"A": 3, "B": 5, "C": 5, "D": 1})
    ranking = rank_players(["A", "B", "C", "D"], {"A": 7, "B": 7, "C": 7, "D": 7}, [hands])
    assert ranking.ranks == {"B": 1, "C": 1, "A": 3, "D": 4}
    assert ranking.winners == ("B", "C")
    assert ranking.tiebreak == (
        TiebreakStep(("A", "B", "C", "D"), "hand", {"A": 3, "B": 5, "C": 5, "D": 1},
                     "partly decided",
                     "A, B, C and D tie on 7; hands 5 = 5 > 3 > 1 put B and C ahead of A "
                     "ahead of D"),
        TiebreakStep(("B", "C"), "hand", {"B": 5, "C": 5}, "tie stands",
                     "B and C tie on 7 and on hands (5): the tie stands and the rank is "
                     "shared"),
    )


def test_a_criterion_that_decides_nothing() -> None:
    hands = Criterion("hand", "hands", {"A": 5, "B": 5})
    ranking = rank_players(["A", "B"], {"A": 11, "B": 11}, [hands])
    assert ranking.ranks == {"A": 1, "B": 1}
    assert ranking.tiebreak == (TiebreakStep(
        ("A", "B"), "hand", {"A": 5, "B": 5}, "tie stands",
        "A and B tie on 11; hands 5 = 5: the tie stands and the rank is shared"),)


def test_second_criterion_decides_what_the_first_left() -> None:
    first = Criterion("monuments", "monuments", {"A": 2, "B": 2})
    second = Criterion("coins", "coins", {"A": 1, "B": 4})
    ranking = rank_players(["A", "B"], {"A": 9, "B": 9}, [first, second])
    assert ranking.ranks == {"B": 1, "A": 2}
    assert ranking.tiebreak == (
        TiebreakStep(("A", "B"), "monuments", {"A": 2, "B": 2}, "tie stands",
                     "A and B tie on 9; monuments 2 = 2, so the next tie-break decides"),
        TiebreakStep(("A", "B"), "coins", {"A": 1, "B": 4}, "decided",
                     "A and B tie on 9; coins 4 > 1 put B ahead of A"),
    )


def test_the_next_criterion_decides_a_subgroup_the_first_left() -> None:
    """`_break_rest` with a criterion left: the subgroup goes to the next one."""
    first = Criterion("monuments", "monuments", {"A": 3, "B": 1, "C": 1})
    second = Criterion("coins", "coins", {"A": 0, "B": 2, "C": 7})
    ranking = rank_players(["A", "B", "C"], {"A": 5, "B": 5, "C": 5}, [first, second])
    assert ranking.ranks == {"A": 1, "C": 2, "B": 3}
    assert ranking.tiebreak == (
        TiebreakStep(("A", "B", "C"), "monuments", {"A": 3, "B": 1, "C": 1},
                     "partly decided",
                     "A, B and C tie on 5; monuments 3 > 1 = 1 put A ahead of B and C"),
        TiebreakStep(("B", "C"), "coins", {"B": 2, "C": 7}, "decided",
                     "B and C tie on 5; coins 7 > 2 put C ahead of B"),
    )


def test_the_trail_reads_in_seat_order() -> None:
    """The tied group is listed in seat order, however the totals sort them."""
    hands = Criterion("hand", "hands", {"Zoe": 1, "Al": 2, "Mo": 3})
    ranking = rank_players(["Zoe", "Al", "Mo"], {"Zoe": 4, "Al": 4, "Mo": 4}, [hands])
    [step] = ranking.tiebreak
    assert step.players == ("Zoe", "Al", "Mo")
    assert step.detail == ("Zoe, Al and Mo tie on 4; hands 3 > 2 > 1 put Mo ahead of Al ahead "
                           "of Zoe")
    assert ranking.winners == ("Mo",)


def test_a_tie_below_the_top_is_a_shared_rank() -> None:
    ranking = rank_players(["A", "B", "C"], {"A": 9, "B": 2, "C": 2})
    [step] = ranking.tiebreak
    assert step.detail.endswith(": the rank is shared")
    assert ranking.ranks == {"A": 1, "B": 2, "C": 2}


def test_the_results_are_frozen_and_slotted() -> None:
    ranking = rank_players(["A"], {"A": 1})
    criterion = Criterion("hand", "hands", {"A": 1})
    with pytest.raises(FrozenInstanceError):
        ranking.winners = ()  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        criterion.noun = "x"  # type: ignore[misc]
    assert not hasattr(ranking, "__dict__")
    assert not hasattr(criterion, "__dict__")
    assert isinstance(ranking, Ranking)


# ---- against a brute-force ranking --------------------------------------------------------

def _brute_ranks(names: list[str], keys: dict[str, tuple[int, ...]]) -> dict[str, int]:
    """Competition ranking by definition: 1 + the number of players strictly ahead."""
    return {name: 1 + sum(keys[other] > keys[name] for other in names) for name in names}


PLAYERS = st.lists(st.sampled_from("ABCDEF"), min_size=1, max_size=6, unique=True)


@given(PLAYERS, st.data())
def test_ranks_match_a_brute_force_ranking(names: list[str], data: st.DataObject) -> None:
    scores = st.integers(0, 3)
    totals = {name: data.draw(scores) for name in names}
    criteria = [Criterion(f"c{i}", f"c{i}", {name: data.draw(scores) for name in names})
                for i in range(data.draw(st.integers(0, 2)))]
    ranking = rank_players(names, totals, criteria)
    keys = {name: (totals[name], *(c.values[name] for c in criteria)) for name in names}
    assert ranking.ranks == _brute_ranks(names, keys)
    assert ranking.winners == tuple(n for n in names if ranking.ranks[n] == 1)
    tied_groups = {frozenset(n for n in names if totals[n] == t)
                   for t in totals.values()} - {frozenset([n]) for n in names}
    # every group tied on total opens the trail, in seat order, with its total in the words
    firsts = [step for step in ranking.tiebreak
              if not any(set(step.players) < set(other.players) for other in ranking.tiebreak)]
    assert {frozenset(step.players) for step in firsts} == tied_groups
    for step in ranking.tiebreak:
        assert list(step.players) == sorted(step.players, key=names.index)
        assert f"tie on {totals[step.players[0]]}" in step.detail
        assert step.outcome in ("decided", "partly decided", "tie stands")
        assert step.criterion in (None, *(c.name for c in criteria))


@given(PLAYERS, st.data())
def test_the_order_of_seats_changes_no_rank(names: list[str], data: st.DataObject) -> None:
    totals = {name: data.draw(st.integers(0, 2)) for name in names}
    hands = Criterion("hand", "hands", {name: data.draw(st.integers(0, 2)) for name in names})
    ranks = rank_players(names, totals, [hands]).ranks
    for seats in list(permutations(names))[:6]:
        assert rank_players(list(seats), totals, [hands]).ranks == ranks
