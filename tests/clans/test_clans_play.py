"""The state of play the web page's recorder shows (scorers/clans/play.py, the `play` hook),
on positions counted by hand from the rules reference: the map of §2.2, the moves of §5, the
order question of §6.3, the worked replay of §11.9 (examples/clans/three-players-replay.yaml)."""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from boardscore.scorers.clans import normalize
from boardscore.scorers.clans.play import play
from boardscore.scorers.games import load_game

from conftest import ROOT

REPLAY = ROOT / "examples" / "clans" / "three-players-replay.yaml"


def example() -> dict[str, Any]:
    document: dict[str, Any] = normalize(yaml.safe_load(REPLAY.read_text("utf-8")))
    return document


def after(count: int, *extra: Any) -> dict[str, Any]:
    """The §11.9 game after its first `count` moves, then the `extra` ones."""
    document = example()
    return play({**document, "moves": [*document["moves"][:count], *extra]})


def test_the_first_move_offers_every_neighbour() -> None:
    """Every territory holds one hut: each may join any neighbour (§2.2 lists them)."""
    state = after(0)
    assert state["phase"] == "play"
    assert state["turn"] == {"move": 1, "player": "Ann"}
    assert state["sources"]["0"] == [1, 2, 3]
    assert state["sources"]["4"] == [1, 2, 3, 5, 15, 20]
    assert state["sources"]["27"] == [25, 26, 28, 29]  # not 41: they meet at a lake (D4)
    assert len(state["sources"]) == 60
    assert state["blocked"] == {}
    assert state["villages"] == []
    assert state["epoch"]["numeral"] == "I"


def test_an_emptied_territory_is_no_source_nor_target() -> None:
    """Move 1 is Ann's 48 → 45: 48 is empty; 45 holds 2 huts (yellow, green) and may join
    19, 46 or 47, not 48."""
    state = after(1)
    assert state["turn"] == {"move": 2, "player": "Ben"}
    assert "48" not in state["sources"]
    assert state["sources"]["45"] == [19, 46, 47]
    assert state["sources"]["47"] == [45, 46, 49]
    assert state["huts"][45] == {"yellow": 1, "green": 1}
    assert state["blocked"]["48"] == ("move 2: 48 (forest, A8) is empty (its huts left in move "
                                      "1); a move takes the huts of an occupied territory")


def test_a_refused_move_says_why_in_the_rules_words() -> None:
    """§11.9's variation: move 40 as 17 → 16 is B12 (17 holds 9 huts, 16 holds 1). The
    position stays as it was before the refused move; it is still Ann's move 40."""
    state = after(39, {"player": "Ann", "from": 17, "to": 16})
    assert state["refused"] == {
        "code": "B12", "path": ["moves", 39, "from"], "severity": "error",
        "message": "move 40: 17 (mountain, B4) holds 9 huts; a group of 7 or more may only "
                   "join a group at least as large, and 16 (steppe, A4) holds 1"}
    assert state["turn"] == {"move": 40, "player": "Ann"}
    assert state["problems"] == []
    assert sum(state["huts"][17].values()) == 9
    assert "17" not in state["sources"]  # all its other neighbours are empty
    assert state["blocked"]["17"] == state["refused"]["message"]
    assert state["sources"]["16"] == [17]  # the smaller group may join it


def test_a_move_between_strangers_is_refused_with_the_neighbours() -> None:
    state = after(3, [0, 30])
    assert state["refused"]["code"] == "B8"
    assert state["refused"]["message"] == ("move 4: 0 (steppe, A1) and 30 (mountain, J3) are "
                                           "not neighbours; neighbours of 0 (steppe, A1): 1, "
                                           "2, 3")


def test_a_village_never_moves() -> None:
    """Move 28 (Ann, 1 → 4) founds village 1 on 0 (§11.9): at move 29 it is no source."""
    state = after(28)
    assert state["villages"][0]["territory"] == 0
    assert state["villages"][0]["number"] == 1
    assert state["villages"][0]["value"] == 1
    assert state["blocked"]["0"] == ("move 29: 0 (steppe, A1) is village 1 (founded in move "
                                     "28); a village never moves")
    assert state["scores"]["track"]["red"] == 1
    assert state["scores"]["players"][0] == {"name": "Ann", "clan": "red", "clan_name": "red",
                                             "track": 1, "chips": 1, "total": 2}


def test_two_villages_across_an_epoch_end_ask_the_order() -> None:
    """Move 36 (Cleo, 50 → 53) founds 38 and 49 with 3 villages founded: numbers 4 and 5 fall
    in epochs I and II (§6.3), so the page asks; the rules' B13 says why."""
    state = after(35, {"player": "Cleo", "from": 50, "to": 53})
    question = state["order"]
    assert question["move"] == 36
    assert [v["territory"] for v in question["villages"]] == [38, 49]
    assert question["villages"][0]["huts"] == {"red": 1, "yellow": 1, "black": 1}
    assert question["villages"][1]["huts"] == {"red": 1, "blue": 1, "black": 1}
    assert question["message"] == ("move 36 founds 2 villages (38, 49) with 3 already founded, "
                                   "so they fall on both sides of the end of epoch I; add "
                                   "'order' with the order the player chose")
    assert "turn" not in state
    assert len(state["villages"]) == 3


def test_the_order_given_numbers_the_villages() -> None:
    """With order [49, 38]: village 4 on 49 (grassland, neutral in I): 3; village 5 on 38
    (forest, neutral in II): 3 (§11.9)."""
    state = after(35, {"player": "Cleo", "from": 50, "to": 53, "order": [49, 38]})
    assert "order" not in state
    assert [(v["number"], v["territory"], v["value"]) for v in state["villages"][3:]] == \
        [(4, 49, 3), (5, 38, 3)]
    assert state["epoch"]["numeral"] == "II"
    assert state["turn"] == {"move": 37, "player": "Ann"}


def test_two_villages_in_one_epoch_need_no_order() -> None:
    """Move 34 (Ann, 40 → 43) founds 28 and 43 as villages 2 and 3, both in epoch I."""
    state = after(34)
    assert "order" not in state
    assert [(v["number"], v["territory"]) for v in state["villages"]] == [(1, 0), (2, 28),
                                                                         (3, 43)]


def test_the_whole_game_scores_as_the_rules_count_it() -> None:
    """§11.9: clans red 24, blue 39, green 26, yellow 26, black 33; Ben 39 + 2 = 41, Ann
    24 + 6 = 30, Cleo 26 + 4 = 30; over after move 45 (12th village)."""
    state = after(45)
    assert state["phase"] == "over"
    assert state["ended"] == {"move": 45, "reason": "12th village"}
    assert state["scores"]["track"] == {"red": 24, "blue": 39, "green": 26, "yellow": 26,
                                        "black": 33}
    assert [(p["name"], p["chips"], p["total"]) for p in state["scores"]["players"]] == \
        [("Ann", 6, 30), ("Ben", 2, 41), ("Cleo", 4, 30)]
    assert "turn" not in state
    assert state["epoch"] is None


def test_setup_being_tapped_in() -> None:
    """Two huts placed, both red in region 0: B3 (each region one hut of each clan) and B2
    for the 58 territories left."""
    players = [{"name": "Ann", "clan": "red"}, {"name": "Ben", "clan": "blue"}]
    state = play({"players": players, "setup": {"0": "red", "3": "red"}, "moves": []})
    assert state["phase"] == "setup"
    assert state["counts"] == {"red": 2, "blue": 0, "green": 0, "yellow": 0, "black": 0}
    assert state["per_clan"] == 12
    assert state["missing"] == [1, 2, *range(4, 60)]
    assert [p["code"] for p in state["problems"]] == ["B2", "B3"]
    assert state["problems"][1]["message"] == (
        "setup: region 0 (territories 0–4) has red on 0 and 3 and no blue or green or yellow or "
        "black; each region starts with one hut of each clan")
    assert state["huts"][3] == {"red": 1}


def test_the_example_setup_is_complete() -> None:
    state = after(0)
    assert state["phase"] == "play"
    assert all(h == {clan: 1} for h, clan in zip(
        state["huts"], (example()["setup"][str(n)] for n in range(60)), strict=True))


@pytest.mark.parametrize("document", [
    {},
    {"players": "Ann"},
    {"players": [{"name": "Ann", "clan": "pink"}, {"name": "Ben", "clan": "red"}]},
    {"players": [{"name": "Ann", "clan": "red"}, {"name": "Ben", "clan": "blue"}],
     "setup": {"x": "red"}},
    {"players": [{"name": "Ann", "clan": "red"}, {"name": "Ben", "clan": "blue"}],
     "setup": {}, "moves": [{"from": "a", "to": 3}]},
    {"players": [{"name": "Ann", "clan": "red"}, {"name": "Ben", "clan": "blue"}],
     "setup": [[1, 2]], "moves": []},
])
def test_what_cannot_be_read_is_said_not_raised(document: dict[str, Any]) -> None:
    state = play(document)
    assert state["phase"] == "unreadable"
    assert state["problems"][0]["code"] == "schema"


def test_the_map_picture_and_its_places() -> None:
    state = play(example(), picture=True)
    drawn = state["map"]
    assert drawn["svg"].startswith("<svg")
    assert (drawn["width"], drawn["height"]) == (1000, 880)
    assert drawn["territories"][27]["name"] == "27 (steppe, G3)"
    # 46 and 47 share cell B7: side by side, 46 on the left
    assert drawn["territories"][46]["x"] < drawn["territories"][47]["x"]


def test_the_hook_is_the_games() -> None:
    hook = load_game("clans").play
    assert hook is not None
    assert hook(example())["phase"] == "over"


def test_a_regions_last_hut_is_implied() -> None:
    """Region 1 (5-9) with red, blue, green, yellow on 5-8: 9 can only be black (rules §1);
    region 0 with two huts implies nothing."""
    players = [{"name": "Ann", "clan": "red"}, {"name": "Ben", "clan": "blue"}]
    setup = {"5": "red", "6": "blue", "7": "green", "8": "yellow", "0": "red", "1": "blue"}
    state = play({"players": players, "setup": setup, "moves": []})
    assert state["implied"] == {"9": "black"}


def test_the_twelfth_village_and_one_after_it_ask_the_order() -> None:
    """Move 45 (Cleo, 22 → 20) founds 20 and 21 with 11 villages founded: only one can be
    scored (rules §6.3, B13's words)."""
    state = after(44, {"player": "Cleo", "from": 22, "to": 20})
    assert [v["territory"] for v in state["order"]["villages"]] == [20, 21]
    assert state["order"]["message"] == ("move 45 founds 2 villages (20, 21) with 11 already "
                                         "founded, and only 1 of them can be scored; add "
                                         "'order' with the order the player chose")


def test_the_other_order_scores_the_other_village() -> None:
    """§11.9's variation, order [21, 20]: village 12 is 21 (yellow 1): 1 + 5 = 6 for yellow;
    20 is not scored. Clans red 24, blue 29, green 26, yellow 32, black 23; Ben 29 + 2 = 31,
    Ann 24 + 6 = 30, Cleo 26 + 4 = 30."""
    state = after(44, {"player": "Cleo", "from": 22, "to": 20, "order": [21, 20]})
    assert state["phase"] == "over"
    assert (state["villages"][-1]["territory"], state["villages"][-1]["value"]) == (21, 6)
    assert state["scores"]["track"] == {"red": 24, "blue": 29, "green": 26, "yellow": 32,
                                        "black": 23}
    assert [p["total"] for p in state["scores"]["players"]] == [30, 31, 30]
