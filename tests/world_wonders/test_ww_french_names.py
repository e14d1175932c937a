"""World Wonders input in French: piece kinds, building types, legend values, resources and the
solo difficulty by their French names (scorers/world_wonders/french.py), read as the canonical
ids before the schema sees the file."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from boardscore.scorers.world_wonders.french import normalize

from conftest import EXAMPLES, run_cli

FOLDER = EXAMPLES / "world-wonders"

# Canonical id -> the French name written in its place (accents included).
FRENCH = {
    "long_road": "grande route", "short_road": "petite route", "tower": "tour",
    "building": "bâtiment", "library": "bibliothèque", "farm": "ferme", "housing": "habitation",
    "market": "marché", "temple": "temple", "easy": "facile", "hard": "difficile",
}
RESOURCES = {"food": "nourriture", "ceramics": "céramique", "gears": "engrenages"}
# A value after `kind: `, `type: `, `difficulty: ` or a legend key (`T: tower`), and a resource
# key (`food: 7`): the rewrite keeps every line where it was, so positions stay comparable.
VALUE = re.compile(r"(?<=: )(" + "|".join(FRENCH) + r")\b")
RESOURCE = re.compile(r"\b(" + "|".join(RESOURCES) + r")(?=: )")


def in_french(text: str, names: dict[str, str] = FRENCH) -> str:
    text = VALUE.sub(lambda m: names[m[1]], text)
    return RESOURCE.sub(lambda m: RESOURCES[m[1]], text)


def scored(path: Path) -> Any:
    run = run_cli("score", str(path), "-f", "json", "--explain")
    assert run.code == 0, run.stderr
    return without_file(run.json())


def without_file(data: Any) -> Any:
    if isinstance(data, dict):
        return {k: without_file(v) for k, v in data.items() if k != "file"}
    if isinstance(data, list):
        return [without_file(item) for item in data]
    return data


EXAMPLE_FILES = sorted(FOLDER.glob("*.yaml"))


@pytest.mark.parametrize("example", EXAMPLE_FILES, ids=[p.name for p in EXAMPLE_FILES])
def test_an_example_in_french_scores_exactly_as_in_english(example: Path,
                                                           tmp_path: Path) -> None:
    text = example.read_text("utf-8")
    french = in_french(text)
    assert french != text
    assert not re.search(r"kind: (long_road|short_road|tower|building)\b|type: farm", french)
    board = tmp_path / example.name
    board.write_text(french, "utf-8")
    assert scored(board) == scored(example)


def test_every_kind_of_name_is_rewritten() -> None:
    """The drawing's legend, the piece list, the sheet and the objective cards (advanced)."""
    text = (FOLDER / "three-players-advanced.yaml").read_text("utf-8")
    french = in_french(text)
    assert "legend: {X: Petra, T: tour, H: habitation, B: grande route, L: bibliothèque" in french
    assert "{kind: bâtiment, type: marché, cells: D6 D7}" in french
    assert "resources: {nourriture: 7, céramique: 5, engrenages: 6}" in french
    assert "{kind: connected_buildings_of_type, type: ferme, first: 3" in french


def test_accents_are_optional_and_case_is_ignored(tmp_path: Path) -> None:
    shouted = {**FRENCH, "long_road": "GRANDE ROUTE", "short_road": "Petite_Route",
               "tower": "Tour", "building": "BATIMENT", "library": "Bibliotheque",
               "farm": "FERME", "market": "marche", "hard": "Difficile"}
    for name in ("solo-hard.yaml", "three-players-advanced.yaml"):
        example = FOLDER / name
        text = example.read_text("utf-8")
        rewritten = in_french(text, shouted).replace("céramique", "Ceramique")
        board = tmp_path / name
        board.write_text(rewritten, "utf-8")
        assert scored(board) == scored(example)


def test_the_result_carries_the_canonical_ids() -> None:
    document: dict[str, Any] = {
        "game": "world-wonders",
        "players": [{"name": "Ana", "resources": {"nourriture": 1, "Céramiques": 2, "engrenage": 3},
                     "pieces": [{"kind": "Grande Route", "cells": "A1-A4"},
                                {"kind": "bâtiment", "type": "Marché", "cells": "B1"}],
                     "legend": {"R": "route longue", "F": "ferme", "T": "TOUR", 7: "Petra"}}],
        "objectives": [{"kind": "resource_track", "resource": "Nourriture"},
                       {"kind": "buildings_of_type", "type": "bibliotheque"}],
        "solo": {"difficulty": "FACILE"},
    }
    player = normalize(document)["players"][0]
    assert player["resources"] == {"food": 1, "ceramics": 2, "gears": 3}
    assert player["pieces"] == [{"kind": "long_road", "cells": "A1-A4"},
                                {"kind": "building", "type": "market", "cells": "B1"}]
    assert player["legend"] == {"R": "long_road", "F": "farm", "T": "tower", 7: "Petra"}
    assert normalize(document)["objectives"] == [
        {"kind": "resource_track", "resource": "food"},
        {"kind": "buildings_of_type", "type": "library"}]
    assert normalize(document)["solo"] == {"difficulty": "easy"}
    assert document["players"][0]["pieces"][0]["kind"] == "Grande Route"  # not changed in place


def test_habitation_is_still_housing() -> None:
    """`habitation` was already an English-side name of `housing` (rules §3.1)."""
    piece = normalize({"players": [{"pieces": [{"kind": "building", "type": "habitation"}]}]})
    assert piece["players"][0]["pieces"][0]["type"] == "housing"


BOARD = """\
game: world-wonders
terrains:
  ferme: |
    ......
    ......
    ......
    *.....
    ......
  route: |
    ......
    ......
    ......
    ......
    ......
players:
  - name: Tour
    terrain: ferme
    resources: {nourriture: 2, céramique: 2, engrenages: 3}
    population: 1
    pieces:
      - {kind: grande route, cells: B5-E5}
      - {kind: tour, cells: F5, id: ferme}
      - {kind: bâtiment, type: bibliothèque, cells: B4-D4, id: tour}
  - name: Marché
    terrain: route
    resources: {food: 2, ceramics: 2, gears: 2}
    population: 0
    drawing: |
      ......
      ......
      ......
      ......
      rr....
    legend: {r: petite route}
"""


def test_the_names_the_file_declares_win_over_an_alias(tmp_path: Path) -> None:
    """Terrains named `ferme` and `route`, pieces whose id is `tour` or `ferme`, players named
    `Tour` and `Marché`: the file's own names are never read as French piece names."""
    board = tmp_path / "declared.yaml"
    board.write_text(BOARD, "utf-8")
    data = scored(board)
    assert [p["name"] for p in data["players"]] == ["Tour", "Marché"]
    order = {entry["player"]: entry["order"] for entry in data["building_order"]}
    assert order["Tour"] == ["long road #1", "ferme", "tour"]
    assert order["Marché"] == ["r"]
    evidence = {line["category"]: line for line in data["players"][0]["lines"]}
    assert evidence["natural_resources"]["evidence"] == ["A4: next to tour → +1"]
    assert "W18" in {w["code"] for w in data["warnings"]}
    assert any("terrain 'ferme'" in w["message"] for w in data["warnings"])


@pytest.mark.parametrize(("old", "new", "code"), [
    ("kind: grande route", "kind: chemin", "schema"),
    ("type: bibliothèque", "type: église", "schema"),
    ("{nourriture: 2,", "{bois: 2,", "schema"),
    ("{r: petite route}", "{r: château}", "E55"),
    ("{r: petite route}", "{r: building}", "E55"),  # a legend names a building by its type
])
def test_an_unknown_french_name_is_reported_as_before(tmp_path: Path, old: str, new: str,
                                                      code: str) -> None:
    assert old in BOARD
    board = tmp_path / "unknown.yaml"
    board.write_text(BOARD.replace(old, new), "utf-8")
    run = run_cli("score", str(board), "-f", "json")
    assert run.code == 1
    assert code in {d["code"] for d in run.diagnostics()}


def test_a_french_key_beside_its_english_one_is_an_unknown_key(tmp_path: Path) -> None:
    board = tmp_path / "both.yaml"
    board.write_text(BOARD.replace("{nourriture: 2,", "{food: 2, nourriture: 2,"), "utf-8")
    run = run_cli("score", str(board), "-f", "json")
    assert run.code == 1
    assert any("nourriture" in d["message"] for d in run.diagnostics())


def test_a_schema_error_under_a_french_resource_key_points_at_it(tmp_path: Path) -> None:
    board = tmp_path / "track.yaml"
    board.write_text(BOARD.replace("{nourriture: 2,", "{nourriture: 200,"), "utf-8")
    run = run_cli("score", str(board), "-f", "json")
    assert run.code == 1
    [problem] = run.diagnostics()
    line = BOARD.splitlines().index("    resources: {nourriture: 2, céramique: 2, engrenages: 3}")
    assert (problem["code"], problem["path"]) == ("schema", "players[0].resources.nourriture")
    assert (problem["line"], problem["column"]) == (line + 1, 17)


# ---- monuments by their French names (rules §3.2) ----------------------------------------

# Every monument name the examples write, as a French player may write it instead (an
# article, accents or not, any case).
FRENCH_MONUMENTS = {"Moai": "Moaï", "The Colosseum": "le Colisée", "Colosseum": "COLISEE",
                    "Petra": "Pétra", "Ziggurat": "la ziggourat"}
MONUMENT = re.compile(r"(?:(?<=\{)|(?<=[:,] ))(" + "|".join(sorted(FRENCH_MONUMENTS, key=len,
                                                         reverse=True)) + r")(?=[,}:])")


@pytest.mark.parametrize("example", EXAMPLE_FILES, ids=[p.name for p in EXAMPLE_FILES])
def test_monuments_by_their_french_names_score_exactly_as_in_english(example: Path,
                                                                     tmp_path: Path) -> None:
    """Cards (both forms), pieces, a drawing's legend and the Automaton's cards: the same
    result, ids and English labels included."""
    text = example.read_text("utf-8")
    french = MONUMENT.sub(lambda m: FRENCH_MONUMENTS[m[1]], text)
    assert not re.search(r"\b(Moai|Colosseum|Petra|Ziggurat)\b", french)
    board = tmp_path / example.name
    board.write_text(french, "utf-8")
    assert scored(board) == scored(example)


def test_every_french_name_is_its_monument() -> None:
    from boardscore.scorers.world_wonders.monuments import DISPLAY, FRENCH, monument_id

    assert set(FRENCH) == set(DISPLAY)
    for monument, name in FRENCH.items():
        plain = name.upper().replace("É", "E").replace("Ï", "I").replace("È", "E")
        assert monument_id(name) == monument_id(plain) == monument, name
    assert monument_id("l'Armée de terre cuite") == "terracotta_army"
    assert monument_id("Les Jardins suspendus de Babylone") == "hanging_gardens_of_babylon"
    assert monument_id("la Grande Muraille") == "great_wall_of_china"
    assert monument_id("Cristo Redentor") is None


def test_french_output_names_the_monuments_in_french() -> None:
    """Explain, the JSON evidence and W01 (the ids stay English in JSON)."""
    example = str(FOLDER / "solo-hard.yaml")
    text = run_cli("--lang", "fr", "score", example, "--explain").stdout
    assert "    « Moaï » : 1 anneau\n    « Colisée » : 3 anneaux\n" in text
    assert "L7 : à côté de « Moaï » #3, tour #8, grande route #1 → +1" in text
    assert not re.search(r"Moai|Colosseum|Ziggurat", text)
    data = run_cli("--lang", "fr", "score", example, "-f", "json", "--explain").json()
    lines = {line["category"]: line for line in data["players"][0]["lines"]}
    assert lines["monuments"]["detail"] == "« Moaï » 1, « Colisée » 3"
    automaton = {line["category"]: line for line in data["players"][1]["lines"]}
    assert automaton["automaton_monuments"]["detail"] == "« Ziggourat » 1"
    assert "« Moaï » (Dana), « Colisée » (Dana)" in data["warnings"][0]["message"]


def test_french_catalogue_shows_each_french_name_in_guillemets() -> None:
    from boardscore.language import choose
    from boardscore.scorers.world_wonders.monuments import DISPLAY, FRENCH, display

    choose("fr")
    try:
        assert {key: display(key) for key in DISPLAY} == {
            key: f"« {name} »" for key, name in FRENCH.items()}
    finally:
        choose("en")
    assert display("colosseum") == "The Colosseum"


def test_a_french_misspelling_is_answered_in_french(tmp_path: Path) -> None:
    board = tmp_path / "typo.yaml"
    board.write_text((FOLDER / "solo-hard.yaml").read_text("utf-8").replace(
        "{Moai: 1, Colosseum: 3}", "{Moai: 1, Colisé: 3}"), "utf-8")
    run = run_cli("--lang", "fr", "score", str(board), "-f", "json")
    assert run.code == 1
    assert "'Colisé' n'est pas un monument de World Wonders ; vouliez-vous dire « Colisée » ?" \
        in [d["message"] for d in run.diagnostics()]
