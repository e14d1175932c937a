"""Replay units from the rules reference: claims (§7.3 C1-C6), distributions (G1-G8), the holder
taking both tiles (§7.2, D6/D7), end-of-game resolution (§7.7), and the end-phase checks."""

from __future__ import annotations

from collections import Counter

import pytest

from boardscore.scorers.flowers.model import Back, Tile
from boardscore.scorers.flowers.parse import parse_tile
from boardscore.scorers.flowers.replay import (
    Ended,
    Hand,
    Mandala,
    Replayed,
    State,
    Taken,
    _check_claim,
    _finish,
    distribute,
    play_turn,
    second_place,
    total_points,
)
from boardscore.scorers.flowers.turnlog import EndStep, Play, Turn, TurnLog

SEATS4 = ["A", "B", "C", "D"]


def slot(text: str, back: Back) -> Tile:
    return parse_tile(text, back)


def mandala(**cards: tuple[int, int]) -> Mandala:
    """Cards per player as (count, face-up); face-down cards in a tile colour."""
    m = Mandala(slot("red 3", Back.LIGHT), slot("blue 2", Back.DARK))
    for player, (count, up) in cards.items():
        m.cards[player] = [(f"c{player}{i}", True) for i in range(up)] + \
            [("red", False)] * (count - up)
    return m


def state(seats: list[str], mandalas: list[Mandala] | None = None) -> State:
    hands = {p: Hand(Counter({"grey": 3})) for p in seats}
    return State(list(seats), hands, mandalas or [mandala(), mandala(), mandala()],
                 {p: [] for p in seats}, deck=50)


def run_of(s: State) -> Replayed:
    return Replayed(s, [], [], [], None, 0)


# ---- R5, §7.3 C1-C6 -----------------------------------------------------------------------

@pytest.mark.parametrize(("before", "player", "holder", "claims"), [
    ({}, "A", None, "A"),                                   # C1 (A's 2 face-up cards added below)
    ({"A": (2, 2)}, "B", "A", "A"),                          # C2: a tie does not take
    ({"A": (3, 3), "B": (5, 1)}, "B", "A", "B"),             # C4: 5 > 3 with a face-up card
    ({"A": (3, 1), "B": (4, 1)}, "B", "A", "B"),             # C5: 4 > 3
    ({"A": (3, 1), "B": (6, 0), "C": (1, 1)}, "C", "A", "A"),  # C6: B ignored; 1 < 3
])
def test_claims(before: dict[str, tuple[int, int]], player: str, holder: str | None,
                claims: str) -> None:
    m = mandala(**before)
    m.holder = holder
    if not before:
        m.cards["A"] = [("blue-new", True)] * 2
    _check_claim(player, m, 1)
    assert m.holder == claims


def test_claim_ignores_a_larger_face_down_pile() -> None:  # C3
    m = mandala(A=(2, 2), B=(5, 0))
    m.holder = "A"
    _check_claim("B", m, 1)
    assert m.holder == "A"


# ---- R7.3, §7.3 G1-G8 ---------------------------------------------------------------------

@pytest.mark.parametrize(("seats", "cards", "second"), [
    (SEATS4, {"A": (5, 2), "B": (3, 1), "C": (3, 2), "D": (4, 0)}, "C"),   # G1
    (SEATS4, {"A": (5, 2), "B": (3, 1), "C": (3, 1), "D": (4, 0)}, "A"),   # G2
    (["A", "B", "C"], {"A": (4, 1), "B": (6, 0)}, "A"),                     # G3
    (["A", "B", "C"], {"A": (4, 2), "B": (4, 1), "C": (2, 2)}, "B"),       # G4
    (["A", "B"], {"A": (6, 6), "B": (3, 1)}, "B"),                          # G5: 2·3 ≥ 6
    (["A", "B"], {"A": (6, 6), "B": (2, 2)}, "A"),                          # G6: 2·2 < 6
    (["A", "B"], {"A": (5, 5), "B": (3, 0)}, "A"),                          # G7: no face-up
    (["A", "B"], {"A": (4, 4), "B": (2, 1)}, "B"),                          # G8: 2·2 ≥ 4
])
def test_second_place(seats: list[str], cards: dict[str, tuple[int, int]], second: str) -> None:
    m = mandala(**cards)
    m.holder = "A"
    assert second_place(state(seats, [m, mandala(), mandala()]), m, "A") == second


def test_g1_cards_go_to_discard_or_back_to_hand() -> None:
    m = mandala(A=(5, 2), B=(3, 1), C=(3, 2), D=(4, 0))
    m.holder = "A"
    s = state(SEATS4, [m, mandala(), mandala()])
    distribute(s, 1, Back.LIGHT, "turn 1", "turn 1", run_of(s), ())
    assert s.discard.total() == 5 + 3  # A and C discard
    assert [s.hands[p].size for p in SEATS4] == [3, 3 + 3, 3, 3 + 4]  # B and D take back
    assert [t.tile.colour for t in s.tiles["A"]] == ["red"]
    assert [t.tile.colour for t in s.tiles["C"]] == ["blue"]
    assert m.holder is None
    assert not m.cards


# ---- §7.2: the holder takes both tiles (D6, D7) ---------------------------------------------

def test_holder_taking_both_tiles_assumes_the_better_order() -> None:
    m = Mandala(slot("red 4", Back.LIGHT), slot("red x3", Back.DARK))
    m.cards = {"A": [("green", True)] * 2}
    m.holder = "A"
    s = state(["A", "B", "C"], [m, mandala(), mandala()])
    s.tiles["A"] = [Taken(parse_tile("red light 2"), "before")]
    run = run_of(s)
    distribute(s, 1, None, "turn 9", "turn 9", run, ("turns", 8))
    assert [t.tile.face for t in s.tiles["A"]] == ["2", "x3", "4"]  # dark first: (2,x3) + 4
    assert total_points(s.tiles_of("A")) == 10
    [w3] = run.warnings
    assert w3.message == ("turn 9: A's choice at mandala 1 is not logged; assumed dark red x3 "
                          "(+8 for A, against +6 for light red 4)")


# ---- §7.7: end-of-game resolution -----------------------------------------------------------

def end_fixture() -> State:
    """3 players; Ben's completion of mandala 2 gave him a third pair (no refill)."""
    s = state(["Ana", "Ben", "Cleo"])
    s.tiles = {
        "Ana": [Taken(parse_tile(t), "") for t in ("red light 1", "green dark 2",
                                                    "green light 2")],
        "Ben": [Taken(parse_tile(t), "") for t in ("yellow light 1", "yellow dark 2",
                                                    "blue light 1", "blue dark x3",
                                                    "green dark 1", "green light 1")],
        "Cleo": [Taken(parse_tile(t), "") for t in ("purple light 3", "purple dark 4",
                                                     "orange dark x3")],
    }
    s.hands = {"Ana": Hand(unknown=5), "Ben": Hand(unknown=4), "Cleo": Hand(unknown=5)}
    one = Mandala(slot("red 3", Back.LIGHT), slot("blue 2", Back.DARK), holder="Ana")
    one.cards = {"Ana": [("w", True)] * 2 + [("red", False)],
                 "Ben": [("x", True)], "Cleo": [("red", False)] * 2}
    three = Mandala(slot("yellow 1", Back.LIGHT), slot("red x3", Back.DARK), holder="Cleo")
    three.cards = {"Ana": [("y", True), ("red", False)], "Cleo": [("z", True), ("red", False)]}
    s.mandalas = [one, Mandala(None, None), three]
    s.ended = Ended(12, 2, "Ben forms a third pair")
    assert [total_points(s.tiles_of(p)) for p in s.seats] == [7, 10, 10]
    return s


def log_with_end(end: tuple[EndStep, ...] | None) -> TurnLog:
    return TurnLog(None, ("Ana", "Ben", "Cleo"), (), (), (), end)


def final(s: State) -> tuple[list[int], list[int]]:
    points = [total_points(s.tiles_of(p)) for p in s.seats]
    return points, [s.hands[p].size for p in s.seats]


def test_end_default_order_1_then_3() -> None:
    s = end_fixture()
    run = run_of(s)
    _finish(log_with_end(None), run)
    assert run.end_order == [1, 3]
    assert final(s) == ([11, 12, 11], [5, 4, 7])
    assert [w.code for w in run.warnings] == ["W4", "W3", "W3"]
    assert run.warnings[0].message == "end-of-game order not logged; resolved mandala 1, then 3"
    assert run.warnings[1].message == ("end: Ana's choice at mandala 1 is not logged; assumed "
                                       "light red 3 (+4 for Ana, against +2 for dark blue 2)")


def test_end_order_from_the_log_changes_the_winner() -> None:
    s = end_fixture()
    run = run_of(s)
    _finish(log_with_end((EndStep(3, Back.LIGHT), EndStep(1, Back.LIGHT))), run)
    assert run.end_order == [3, 1]
    assert run.warnings == []
    assert final(s) == ([12, 12, 11], [5, 4, 7])


def test_end_must_list_the_two_other_mandalas() -> None:  # V36
    run = run_of(end_fixture())
    _finish(log_with_end((EndStep(1, None), EndStep(1, None))), run)
    [v36] = run.errors
    assert (v36.code, v36.message, v36.path) == (
        "V36", "end must list mandalas 1 and 3 (the game ended at mandala 2), each once",
        ("end",))


def test_end_take_needs_a_holder() -> None:  # V37
    s = end_fixture()
    s.mandalas[2].holder = None
    run = run_of(s)
    _finish(log_with_end((EndStep(1, None), EndStep(3, Back.DARK))), run)
    [v37] = run.errors
    assert (v37.code, v37.path) == ("V37", ("end", 1, "take"))
    assert v37.message == ("end: mandala 3 has no claim holder, so no tile is taken there; "
                           "remove take")


def test_no_holder_at_the_end_returns_every_card() -> None:  # D10
    s = end_fixture()
    s.mandalas[2].holder = None
    run = run_of(s)
    _finish(log_with_end((EndStep(1, Back.LIGHT), EndStep(3, None))), run)
    assert final(s)[1] == [5 + 2, 4, 7 + 2]


# ---- turn checks that need a constructed state --------------------------------------------

def turn(player: str, m: int, play: str, draw: int = 0, **extra: object) -> Turn:
    count, colour = play.split()
    return Turn(player, m, Play(colour, int(count)), draw, None,
                extra.get("take"), extra.get("refill"))  # type: ignore[arg-type]


def test_no_turn_after_the_end() -> None:  # V24
    s = state(["A", "B"])
    s.ended = Ended(40, 2, "B forms a third pair")
    [v24] = play_turn(s, 41, turn("A", 1, "1 grey"), run_of(s))
    assert v24.message == ("turn 41: the game ended at turn 40 (B forms a third pair); "
                           "no further turns")


def test_draw_limited_by_deck_and_discard() -> None:  # V30, D11
    s = state(["A", "B"])
    s.deck, s.discard = 1, Counter({"red": 1})
    [v30] = play_turn(s, 1, turn("A", 1, "1 grey", draw=3), run_of(s))
    assert v30.message == "turn 1: A draws 3 but only 2 cards are left in the deck and discard pile"
    s = state(["A", "B"])
    s.deck, s.discard = 1, Counter({"red": 2})
    assert play_turn(s, 1, turn("A", 1, "1 grey", draw=2), run_of(s)) == []
    assert (s.deck, s.discard.total()) == (1, 0)  # the discard pile became the deck


def test_a_hand_above_the_limit_may_play_one_card_and_draw_none() -> None:
    """Regression: 9 cards after playing gave `may draw at most -1` (V29) for a draw of 0."""
    s = state(["A", "B"])
    s.hands["A"] = Hand(Counter({"grey": 10}))
    assert play_turn(s, 1, turn("A", 1, "1 grey"), run_of(s)) == []
    assert s.hands["A"].size == 9


def test_last_card_needs_a_draw() -> None:  # V31
    s = state(["A", "B"])
    s.hands["A"] = Hand(Counter({"grey": 1}))
    [v31] = play_turn(s, 1, turn("A", 1, "1 grey"), run_of(s))
    assert v31.message == "turn 1: A ends the draw step with no card; at least 1 must be drawn"


def test_no_refill_when_the_game_ends() -> None:  # V34, R10.1 before R10.3 (D9)
    m = Mandala(slot("red 3", Back.LIGHT), slot("blue 2", Back.DARK), holder="A")
    m.cards = {"A": [(c, True) for c in ("green", "yellow", "orange")]}
    s = state(["A", "B"], [m, mandala(), mandala()])
    s.hands["A"] = Hand(Counter({"purple": 2}))
    s.tiles["A"] = [Taken(parse_tile(t), "") for t in
                    ("red light 1", "green dark 2", "green light 2", "yellow dark 1",
                     "yellow light 1")]
    refill = (slot("grey 1", Back.LIGHT), slot("white 2", Back.DARK))
    [v34] = play_turn(s, 9, turn("A", 1, "1 purple", take=Back.LIGHT, refill=refill), run_of(s))
    assert v34.message == ("turn 9: this completion ends the game (A forms a third pair); "
                           "no refill")


def test_colour_supply() -> None:  # V35
    s = state(["A", "B"])
    s.hands["A"] = Hand(Counter({"grey": 6}))  # and B holds 3 grey
    s.discard = Counter({"grey": 5})
    drawn = Turn("A", 1, Play("grey", 1), 2, ("grey", "grey"), None, None)  # 7 + 1 + 5 + 3
    [v35] = play_turn(s, 3, drawn, run_of(s))
    assert v35.message == ("turn 3: 16 grey cards known (hands, mandalas, discard pile); the "
                           "game has 15 of each colour")
