"""World Wonders rules on hand-computed positions: the measures of rules §10 Example 8, the
objective awards of §6.2, supply warnings (§5.4) and the drawing form (§3.4)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from boardscore.scorers.world_wonders.checks import check_game
from boardscore.scorers.world_wonders.city import City
from boardscore.scorers.world_wonders.model import Objective
from boardscore.scorers.world_wonders.parse import parse_game
from boardscore.scorers.world_wonders.score import award, measure

from conftest import CASES

EXAMPLE_8 = CASES / "world-wonders" / "ex8-all-measures.yaml"


def game_of(path: Path) -> Any:
    game, problems = parse_game(yaml.safe_load(path.read_text("utf-8")), {})
    assert game is not None, problems
    assert not [p for p in problems if p.is_error], problems
    return game


def objective(kind: str, **given: Any) -> Objective:
    return Objective(1, kind, given.get("first", 3), given.get("second", 1),
                     given.get("value", 4), given.get("type"), given.get("resource"))


@pytest.mark.parametrize(("kind", "given", "ida", "jon"), [
    ("green_area", {}, 2, 0),
    ("longest_road", {}, 14, 10),
    ("monuments", {}, 0, 0),
    ("buildings_next_to_resources", {}, 1, 0),
    ("buildings_next_to_water", {}, 3, 0),
    ("buildings_of_type", {"type": "library"}, 1, 1),
    ("buildings_of_type", {"type": "farm"}, 3, 1),
    ("buildings_of_type", {"type": "market"}, 2, 1),
    ("resource_track", {"resource": "food"}, 6, 4),
    ("resource_track", {"resource": "gears"}, 7, 4),
    ("connected_buildings_of_type", {"type": "farm"}, 2, 1),
    ("connected_buildings_of_type", {"type": "market"}, 1, 1),
    ("buildings_on_map_edge", {}, 4, 2),
    ("district_of_every_type", {}, 1, 1),
])
def test_example_8_measures(kind: str, given: dict[str, Any], ida: int, jon: int) -> None:
    game = game_of(EXAMPLE_8)
    cities = {p.name: City(p) for p in game.players}
    card = objective(kind, **given)
    assert (measure(card, cities["Ida"]), measure(card, cities["Jon"])) == (ida, jon)


def test_example_3_measures() -> None:
    game = game_of(CASES / "world-wonders" / "ex3-bridge.yaml")
    gil, hana = (City(p) for p in game.players)
    assert measure(objective("buildings_next_to_water"), gil) == 1  # water under the bridge
    assert measure(objective("buildings_next_to_water"), hana) == 1
    assert measure(objective("longest_road"), gil) == 8
    assert measure(objective("longest_road"), hana) == 4


def test_example_1_map_edge_ignores_the_sidewalk() -> None:
    game = game_of(CASES / "world-wonders" / "ex1-districts.yaml")
    assert [measure(objective("buildings_on_map_edge"), City(p)) for p in game.players] == [0, 0]


@pytest.mark.parametrize(("measures", "points"), [
    ({"A": 6, "B": 6, "C": 4}, {"A": 4, "B": 4, "C": 0}),  # tie for 1st: ceil(7/2), no 2nd
    ({"A": 6, "B": 5, "C": 4}, {"A": 5, "B": 2, "C": 0}),
    ({"A": 6, "B": 4, "C": 4}, {"A": 5, "B": 1, "C": 1}),  # tie for 2nd: 1 each
    ({"A": 6, "B": 0, "C": 0}, {"A": 5, "B": 0, "C": 0}),  # a measure of 0 never places
    ({"A": 0, "B": 0, "C": 0}, {"A": 0, "B": 0, "C": 0}),
    ({"A": 3, "B": 3, "C": 3}, {"A": 3, "B": 3, "C": 3}),  # ceil(7/3)
])
def test_awards(measures: dict[str, int], points: dict[str, int]) -> None:
    assert award(objective("longest_road", first=5, second=2), measures) == points


def test_district_of_every_type_is_shared_rounding_up() -> None:
    card = objective("district_of_every_type", value=4)
    assert award(card, {"A": 1, "B": 1, "C": 1}) == {"A": 2, "B": 2, "C": 2}
    assert award(card, {"A": 1, "B": 0}) == {"A": 4, "B": 0}
    assert award(card, {"A": 0, "B": 0}) == {"A": 0, "B": 0}


def five_players(pieces: list[dict[str, Any]]) -> dict[str, Any]:
    return {"game": "world-wonders", "terrains": {"big": "\n".join(["." * 26] * 26)},
            "players": [{"name": f"P{i}", "terrain": "big",
                         "resources": {"food": 1, "ceramics": 1, "gears": 1}, "population": 0,
                         "pieces": pieces} for i in range(5)]}


def warnings_of(document: dict[str, Any]) -> list[tuple[str, str]]:
    game, problems = parse_game(document, {})
    return [(d.code, d.message) for d in problems + check_game(game)
            if not d.is_error and d.code != "W18"]


def test_supply_warnings() -> None:
    """§5.4 at 5 players: 35 long roads, 40 two-cell and 20 one-cell short roads, 80 tiles."""
    roads = [{"kind": "long_road", "cells": f"A{r}-D{r}"} for r in range(19, 27)]  # 8 each
    short2 = [{"kind": "short_road", "cells": f"F{r} G{r}"} for r in range(18, 27)]  # 9 each
    short1 = [{"kind": "short_road", "cells": f"I{r}"} for r in range(22, 27)]  # 5 each
    tiles = [{"kind": "building", "type": "farm", "cells": f"K{r}"} for r in range(10, 27)]
    assert warnings_of(five_players(roads + short2 + short1 + tiles)) == [
        ("W04", "40 long roads on the maps; a 5-player game has at most 35"),
        ("W05", "45 2-cell short roads on the maps; a 5-player game has at most 40"),
        ("W05", "25 1-cell short roads on the maps; a 5-player game has at most 20"),
        ("W06", "85 building tiles on the maps; a 5-player game has at most 80")]
    assert warnings_of(five_players(roads[:7] + short2[:8] + short1[:4] + tiles[:16])) == []


def test_one_cell_short_roads_have_their_own_bound() -> None:
    short1 = [{"kind": "short_road", "cells": f"I{r}"} for r in range(21, 27)]  # 6 each
    assert ("W05", "30 1-cell short roads on the maps; a 5-player game has at most 20") in \
        warnings_of(five_players(short1))


def test_a_tower_character_draws_one_tower_per_cell() -> None:
    document = {"game": "world-wonders", "players": [
        {"name": "Ana", "terrain": "....\n....\n", "resources": {"food": 1, "ceramics": 1,
                                                               "gears": 1}, "population": 0,
         "drawing": ".TT.\nRRRR\n", "legend": {"T": "tower", "R": "long_road"}}],
        "solo": {"difficulty": "easy"}}
    game, _ = parse_game(document, {})
    assert game is not None
    assert [(p.kind, p.id, p.cells) for p in game.players[0].pieces] == [
        ("tower", "T@B1", ((1, 0),)), ("tower", "T@C1", ((2, 0),)),
        ("long_road", "R", ((0, 1), (1, 1), (2, 1), (3, 1)))]


def test_monument_names_normalize() -> None:
    from boardscore.scorers.world_wonders.monuments import monument_id

    assert {monument_id(n) for n in ("The Parthenon", "parthenon", "PARTHENON")} == {"parthenon"}
    assert monument_id("Shitennō-ji") == monument_id("shitenno_ji") == "shitenno_ji"
    assert monument_id("Theatre") == "theater"
    assert monument_id("Chichén Itzá") == "el_castillo"
    assert monument_id("Cristo Redentor") is None
