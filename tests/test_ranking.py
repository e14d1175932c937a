"""Competition ranking and the tie-break trail (shared by every game)."""

from __future__ import annotations

from boardscore.scorers.ranking import Criterion, rank_players


def test_competition_ranking_without_tiebreak() -> None:
    ranking = rank_players(["A", "B", "C", "D"], {"A": 10, "B": 8, "C": 8, "D": 5})
    assert ranking.ranks == {"A": 1, "B": 2, "C": 2, "D": 4}
    assert ranking.winners == ("A",)
    [step] = ranking.tiebreak
    assert step.players == ("B", "C")
    assert step.criterion is None
    assert step.outcome == "tie stands"


def test_a_criterion_splits_some_and_leaves_others_tied() -> None:
    hands = Criterion("hand", "hands", {"A": 3, "B": 5, "C": 5, "D": 1})
    ranking = rank_players(["A", "B", "C", "D"], {"A": 7, "B": 7, "C": 7, "D": 7}, [hands])
    assert ranking.ranks == {"B": 1, "C": 1, "A": 3, "D": 4}
    assert ranking.winners == ("B", "C")
    first, second = ranking.tiebreak
    assert first.outcome == "partly decided"
    assert first.values == {"A": 3, "B": 5, "C": 5, "D": 1}
    assert second.players == ("B", "C")
    assert second.outcome == "tie stands"


def test_second_criterion_decides_what_the_first_left() -> None:
    first = Criterion("monuments", "monuments", {"A": 2, "B": 2})
    second = Criterion("coins", "coins", {"A": 1, "B": 4})
    ranking = rank_players(["A", "B"], {"A": 9, "B": 9}, [first, second])
    assert ranking.ranks == {"B": 1, "A": 2}
    assert [s.criterion for s in ranking.tiebreak] == ["monuments", "coins"]
    assert ranking.tiebreak[-1].outcome == "decided"
