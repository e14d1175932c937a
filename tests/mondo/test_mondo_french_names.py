"""French names in a Mondo file (scorers/mondo/names.py): landscapes, species, levels, sides,
volcanoes, cards and tasks may be written in French, with or without accents, in any case;
they score exactly as the canonical ids. The file's own `water_animals` win over an alias."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from conftest import EXAMPLES, run_cli

# English id -> French name, written here independently of the scorer's own table.
LANDSCAPES = {"water": "eau", "forest": "forêt", "desert": "désert", "steppe": "steppe"}
SPECIES = {
    "elephant": "éléphant", "zebra": "zèbre", "antelope": "antilope", "buffalo": "buffle",
    "panda": "panda", "parrot": "perroquet", "tiger": "tigre", "gorilla": "gorille",
    "scorpion": "scorpion", "gecko": "gecko", "snake": "serpent", "ostrich": "autruche",
}
LEVELS = {"beginner": "débutant", "advanced": "avancé", "expert": "expert"}
SIDES = {"front": "recto", "back": "verso"}
VOLCANOES = {"none": "aucun", "active": "actif", "inactive": "inactif"}
CARDS = {"most-landscapes": "plus-de-paysages", "most-lakes": "plus-de-mers",
         "most-sea-animals": "plus-d-animaux-marins", "largest-lake": "plus-grande-mer",
         "largest-forest": "plus-grande-forêt"}
TASKS = {
    "three-buffalo": "trois-buffles", "three-elephant": "trois-éléphants",
    "three-panda": "trois-pandas", "three-parrot": "trois-perroquets",
    "three-snake": "trois-serpents", "three-scorpion": "trois-scorpions",
    "all-steppe-animals": "animaux-de-la-steppe", "all-forest-animals": "animaux-de-la-forêt",
    "all-desert-animals": "animaux-du-désert", "error-free-world": "plateau-sans-erreur",
    "complete-world": "plateau-complet", "first-to-finish": "premier-à-terminer",
}


def french_tile(tile: Any) -> Any:
    if isinstance(tile, str):  # shorthand: the animal token (and @inner) only
        def token(match: re.Match[str]) -> str:
            name, at, area = match.group(1), match.group(2) or "", match.group(3) or ""
            return SPECIES.get(name, name) + at + ("intérieur" if area == "inner" else area)

        head, _sep, rest = tile.partition(" ")
        return head + _sep + re.sub(r"\b([a-z][a-z-]*)(@)?(N|E|S|W|inner)?\b", token, rest)
    if not isinstance(tile, dict):
        return tile
    found = dict(tile)
    found["sides"] = {side: LANDSCAPES[land] for side, land in tile["sides"].items()}
    if "inner" in tile:
        found["inner"] = LANDSCAPES[tile["inner"]]
    if "animal" in tile:
        found["animal"] = SPECIES.get(tile["animal"], tile["animal"])
    if "volcano" in tile:
        found["volcano"] = VOLCANOES[tile["volcano"]]
    if tile.get("animal_area") == "inner":
        found["animal_area"] = "intérieur"
    return found


def french_board(board: dict[str, Any]) -> dict[str, Any]:
    rim = board.get("rim")
    return {**board, "rim": {k: LANDSCAPES[v] for k, v in rim.items()}} if rim else board


def french_player(player: dict[str, Any]) -> dict[str, Any]:
    found = dict(player)
    if "side" in player:
        found["side"] = SIDES[player["side"]]
    if "board" in player:
        found["board"] = french_board(player["board"])
    if player.get("chip") == "none":
        found["chip"] = "aucun"
    if "tasks" in player:
        found["tasks"] = [TASKS[task] for task in player["tasks"]]
    if "tiles" in player:
        found["tiles"] = {cell: french_tile(tile) for cell, tile in player["tiles"].items()}
    if "rows" in player:
        found["rows"] = {row: [french_tile(tile) for tile in items]
                         for row, items in player["rows"].items()}
    return found


def french(document: dict[str, Any]) -> dict[str, Any]:
    """The document with every English name the French alias names (water species kept)."""
    found = dict(document)
    found["level"] = LEVELS[document["level"]]
    if "side" in document:
        found["side"] = SIDES[document["side"]]
    if "board" in document:
        found["board"] = french_board(document["board"])
    rounds = []
    for given in document["rounds"]:
        node = dict(given)
        for key, table in (("level", LEVELS), ("side", SIDES), ("card", CARDS)):
            if key in node:
                node[key] = table[node[key]]
        if "board" in node:
            node["board"] = french_board(node["board"])
        if "tasks" in node:
            node["tasks"] = [TASKS[task] for task in node["tasks"]]
        node["players"] = [french_player(p) for p in node["players"]]
        rounds.append(node)
    found["rounds"] = rounds
    return found


def scored(path: Path, *extra: str) -> tuple[int, Any]:
    run = run_cli("score", str(path), "-f", "json", *extra)
    if run.code != 0:
        return run.code, run.diagnostics()
    data = run.json()
    data.pop("file")
    return run.code, data


def written(tmp_path: Path, document: dict[str, Any], name: str = "fr.yaml") -> Path:
    path = tmp_path / name
    path.write_text(yaml.safe_dump(document, allow_unicode=True, sort_keys=False), "utf-8")
    return path


EXAMPLE_FILES = sorted((EXAMPLES / "mondo").glob("*.yaml"))


@pytest.mark.parametrize("example", EXAMPLE_FILES, ids=[p.stem for p in EXAMPLE_FILES])
def test_an_example_in_french_scores_exactly_as_in_english(example: Path,
                                                           tmp_path: Path) -> None:
    document = yaml.safe_load(example.read_text("utf-8"))
    translated = french(document)
    text = yaml.safe_dump(translated, allow_unicode=True)
    assert any(word in text for word in ("forêt", "débutant", "avancé", "éléphant", "buffle",
                                         "tigre", "perroquet", "recto", "verso"))
    code, english = scored(example, "--explain")
    assert code == 0
    assert scored(written(tmp_path, translated), "--explain") == (0, english)


CANONICAL = """\
game: mondo
level: {level}
water_animals: [turtle]
rounds:
  - card: {card}
    tasks: [{task}, complete-world, first-to-finish, error-free-world]
    players:
      - name: Ann
        chip: 4
        tasks: [{task}]
        tiles:
          C3: {{sides: {{N: {forest}, E: {forest}, S: {water}, W: {forest}}}, inner: {water},
               animal: {turtle}, animal_area: {inner}, volcano: {active}}}
          D3: "DDFF  {panda} ^"
          C4: FFDD {tiger}
          D4: {{sides: {{N: {forest}, E: {desert}, S: {desert}, W: {forest}}},
               volcano: {inactive}}}
      - name: Bob
        chip: {none}
        tiles:
          A3: WSWW
          A4: WSWW turtle
          B3: SSSS {elephant}
          B4: SSSS {zebra}@N
"""

ENGLISH = dict(level="expert", card="largest-forest", task="three-panda", forest="forest",
               water="water", desert="desert", turtle="turtle", inner="inner", active="active",
               inactive="inactive", none="none", panda="panda", tiger="tiger",
               elephant="elephant", zebra="zebra")


def test_canonical_tiles_in_french_score_as_in_english(tmp_path: Path) -> None:
    fr = dict(ENGLISH, card="plus-grande-forêt", task="trois-pandas", forest="forêt",
              water="eau", desert="désert", inner="intérieur", active="actif",
              inactive="inactif", none="aucun", tiger="tigre", elephant="éléphant",
              zebra="zèbre")
    english = written(tmp_path, {}, "en.yaml")
    english.write_text(CANONICAL.format(**ENGLISH), "utf-8")
    french_file = written(tmp_path, {}, "fr.yaml")
    french_file.write_text(CANONICAL.format(**fr), "utf-8")
    code, expected = scored(english, "--explain")
    assert code == 0, expected
    assert scored(french_file, "--explain") == (0, expected)


@pytest.mark.parametrize("spelling", [
    dict(forest="FORÊT", desert="desert", water="Eau", tiger="TIGRE", elephant="Elephant",
         zebra="ZEBRE", level="EXPERT", card="Plus-Grande-Foret", task="TROIS-PANDAS",
         inner="interieur", active="ACTIF", inactive="Inactif", none="AUCUN"),
    dict(forest="foret", desert="Désert", water="EAU", tiger="Tigre", elephant="éléphant",
         zebra="zèbre", level="Expert", card="plus-grande-forêt", task="trois-pandas",
         inner="Intérieur", active="actif", inactive="INACTIF", none="aucun"),
])
def test_accents_are_optional_and_case_is_ignored(tmp_path: Path,
                                                  spelling: dict[str, str]) -> None:
    english = written(tmp_path, {}, "en.yaml")
    english.write_text(CANONICAL.format(**ENGLISH), "utf-8")
    other = written(tmp_path, {}, "fr.yaml")
    other.write_text(CANONICAL.format(**dict(ENGLISH, **spelling)), "utf-8")
    assert scored(other, "--explain") == scored(english, "--explain")


def _one_tile(tile: str, water_animals: str = "[]", level: str = "beginner") -> str:
    return (f"game: mondo\nlevel: {level}\nwater_animals: {water_animals}\nrounds:\n"
            f"  - players:\n      - name: Ann\n        tiles:\n          C3: {tile}\n")


def test_the_files_own_water_animals_win_over_an_alias(tmp_path: Path) -> None:
    # `tigre` is declared as a water species: the tile's tigre lives in the water, it is no
    # tiger (a tiger on an all-water tile has no forest area: animal-no-area).
    path = tmp_path / "own.yaml"
    path.write_text(_one_tile("WWWW tigre", "[tigre]"), "utf-8")
    code, data = scored(path, "--explain")
    assert code == 0, data
    animals = next(line for line in data["players"][0]["lines"]
                   if line["category"] == "r1.animals")
    assert animals["points"] == 1
    assert animals["evidence"] == ["C3 tigre (in water {C3})"]
    path.write_text(_one_tile("WWWW Tigre", "[tigre]"), "utf-8")  # the declared name, kept
    assert scored(path)[0] == 1  # as written: upper case, as an English water name would be
    path.write_text(_one_tile("WWWW tigre"), "utf-8")  # not declared: the land tiger
    code, problems = scored(path)
    assert code == 1
    assert [p["code"] for p in problems] == ["animal-no-area"]
    assert "tiger lives in forest" in problems[0]["message"]


@pytest.mark.parametrize(("text", "code"), [
    (_one_tile("FFFF licorne"), "animal-unknown"),
    (_one_tile("FFFF zébu"), "shorthand-token"),
    (_one_tile("{sides: {N: forêts, E: forest, S: forest, W: forest}}"), "schema"),
    (_one_tile("FFFF", level="difficile"), "schema"),
    (_one_tile("{sides: {N: forest, E: forest, S: forest, W: forest}, volcano: éteint}"),
     "schema"),
])
def test_an_unknown_french_name_is_reported_as_usual(tmp_path: Path, text: str,
                                                     code: str) -> None:
    path = tmp_path / "unknown.yaml"
    path.write_text(text, "utf-8")
    status, problems = scored(path)
    assert status == 1
    assert [p["code"] for p in problems] == [code]


def test_the_diagnostics_point_at_what_the_user_wrote(tmp_path: Path) -> None:
    path = tmp_path / "where.yaml"
    path.write_text(_one_tile("WWWW tigre"), "utf-8")
    [problem] = scored(path)[1]
    assert (problem["line"], problem["path"]) == (8, "rounds[0].players[0].tiles.C3")
