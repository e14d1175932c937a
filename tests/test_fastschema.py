"""The fast happy-path check must agree with jsonschema on every document (differential test)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from boardscore.fastschema import compile_schema
from boardscore.loading import parse
from boardscore.schemafiles import schema_of
from boardscore.scorers.games import game_ids
from boardscore.validation import validator_for

from conftest import CASES, EXAMPLES


def agree(game: str, document: Any) -> None:
    fast = compile_schema(schema_of(game))
    assert fast is not None, f"the {game} schema uses a keyword the fast check lacks"
    slow = validator_for(game).is_valid(document)
    assert fast(document) is slow, document


BOARDS = sorted([*CASES.rglob("*.yaml"), *EXAMPLES.rglob("*.yaml"), *EXAMPLES.rglob("*.json")])


@pytest.mark.parametrize("board", BOARDS, ids=[p.name for p in BOARDS])
def test_agrees_on_every_case_and_example(board: Path) -> None:
    data = parse(board.read_text("utf-8")).data  # as the pipeline reads it (dates as text)
    if isinstance(data, dict) and data.get("game") in game_ids():
        agree(data["game"], data)


KEYS = ["game", "colours", "players", "name", "hand", "tiles", "pairs", "colour", "back",
        "flowers", "multiplier", "turns", "seats", "x"]
leaves = (st.none() | st.booleans() | st.integers(-3, 12) | st.floats(allow_nan=False)
          | st.sampled_from(["flowers", "red", "red dark 2", "Red LIGHT x3", "blue light x4",
                             "red dak 2", "light", "dark", "", " ", "teal dark 9"]))
documents = st.recursive(leaves, lambda inner: st.lists(inner, max_size=5)
                         | st.dictionaries(st.sampled_from(KEYS), inner, max_size=5),
                         max_leaves=30)


@pytest.mark.slow
@settings(max_examples=400, deadline=None)
@given(documents)
def test_agrees_on_random_documents(document: Any) -> None:
    agree("flowers", {"game": "flowers", "players": document} if not isinstance(document, dict)
          else {"game": "flowers", **document})


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(st.lists(st.fixed_dictionaries(
    {"name": st.sampled_from(["A", "B", ""]), "hand": st.integers(-1, 91)},
    optional={"tiles": st.lists(leaves | st.fixed_dictionaries(
        {"colour": st.sampled_from(["red", "x y", "Teal"])},
        optional={"back": st.sampled_from(["light", "Dark", "mid"]),
                  "flowers": st.integers(0, 10), "multiplier": st.integers(1, 4)}), max_size=4),
              "pairs": st.lists(st.lists(st.integers(0, 5), max_size=3), max_size=3)}),
    max_size=5))
def test_agrees_on_near_valid_tableaux(players: list[Any]) -> None:
    agree("flowers", {"game": "flowers", "players": players})


def test_keywords_and_json_equality() -> None:
    schema = {"enum": [1, "a", [True]], "not": {"const": 2.0}}
    check = compile_schema(schema)
    assert check is not None
    assert check(1.0)
    assert check("a")
    assert check([True])
    assert not check(True)
    assert not check([1])
    assert not check(2)
    assert compile_schema({"unevaluatedProperties": False}) is None
    assert json.dumps(schema)  # the schema itself is untouched


MONDO_KEYS = ["game", "level", "side", "board", "cells", "rim", "default", "water_animals",
              "rounds", "round", "card", "tasks", "volcano_chip", "players", "name", "chip",
              "tiles", "sides", "areas", "inner", "animal", "animal_area", "volcano", "N", "E",
              "S", "W", "C3", "D1:E", "x"]
mondo_leaves = (st.none() | st.booleans() | st.integers(-1, 5)
                | st.sampled_from(["mondo", "expert", "front", "back", "forest", "water", "FFDW",
                                   "WfWF panda ^", "C3", "N", "inner", "active", "none",
                                   "largest-lake", "three-panda", "Ann", "turtle", ""]))
mondo_documents = st.recursive(mondo_leaves, lambda inner: st.lists(inner, max_size=4)
                               | st.dictionaries(st.sampled_from(MONDO_KEYS), inner, max_size=5),
                               max_leaves=30)


@pytest.mark.slow
@settings(max_examples=400, deadline=None)
@given(mondo_documents)
def test_agrees_on_random_mondo_documents(document: Any) -> None:
    base: dict[str, Any] = {"game": "mondo", "level": "beginner"}
    agree("mondo", {**base, **document} if isinstance(document, dict)
          else {**base, "rounds": document})


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(st.dictionaries(st.sampled_from(["C3", "D3", "A1", "c3", "Z99"]),
                       mondo_leaves | st.fixed_dictionaries(
                           {"sides": st.fixed_dictionaries({s: st.sampled_from(
                               ["water", "forest", "lava"]) for s in "NESW"})},
                           optional={"areas": st.lists(st.lists(st.sampled_from("NESWX"),
                                                                max_size=3), max_size=3),
                                     "volcano": st.sampled_from(["none", "active", "hot"])}),
                       max_size=4))
def test_agrees_on_near_valid_mondo_boards(tiles: dict[str, Any]) -> None:
    agree("mondo", {"game": "mondo", "level": "beginner",
                    "rounds": [{"players": [{"name": "Ann", "tiles": tiles}]}]})


clans_leaves = (st.none() | st.booleans() | st.integers(-1, 61) | st.just(7.0)
                | st.sampled_from(["clans", "red", "white", "pink", "Ann", "", "forest", "07"]))
clans_documents = st.recursive(clans_leaves, lambda inner: st.lists(inner, max_size=5)
                               | st.dictionaries(st.sampled_from([
                                   "players", "name", "clan", "villages", "founder", "territory",
                                   "terrain", "huts", "red", "white", "setup", "moves", "player",
                                   "from", "to", "order", "track", "0", "59", "x"]),
                                   inner, max_size=5), max_leaves=30)


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(clans_documents)
def test_agrees_on_random_clans_documents(document: Any) -> None:
    agree("clans", {"game": "clans", **document} if isinstance(document, dict)
          else {"game": "clans", "moves": document})


ww_leaves = (st.none() | st.booleans() | st.integers(-1, 30)
             | st.sampled_from(["world-wonders", "farm", "tower", "long_road", "A1-A4", "...",
                                "Moai", "easy", "green_area", "food", "A"]))
ww_documents = st.recursive(ww_leaves, lambda inner: st.lists(inner, max_size=4)
                            | st.dictionaries(st.sampled_from([
                                "players", "name", "terrain", "resources", "food", "ceramics",
                                "gears", "population", "rings", "space", "pieces", "kind",
                                "cells", "type", "monuments", "objectives", "first", "second",
                                "value", "resource", "solo", "difficulty", "drawing", "legend",
                                "x"]), inner, max_size=5), max_leaves=30)


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(ww_documents)
def test_agrees_on_random_world_wonders_documents(document: Any) -> None:
    agree("world-wonders", {"game": "world-wonders", **document}
          if isinstance(document, dict) else {"game": "world-wonders", "players": document})


FRENCH_WORDS = {"red": "Rouge", "blue": "bleu", "forest": "FORÊT", "dark": "sombre",
                "light": "Claire", "beginner": "débutant", "tower": "tour", "farm": "ferme",
                "easy": "facile", "water": "eau", "front": "recto", "food": "nourriture"}


def _rewritten(value: Any, word: Any) -> Any:
    """Every text (keys included) of a document passed through `word`."""
    if isinstance(value, dict):
        return {word(k) if isinstance(k, str) else k: _rewritten(v, word)
                for k, v in value.items()}
    if isinstance(value, list):
        return [_rewritten(item, word) for item in value]
    return word(value) if isinstance(value, str) else value


def _french(text: str) -> str:
    return " ".join(FRENCH_WORDS.get(word, word) for word in text.split(" "))


@pytest.mark.parametrize("game", game_ids())
def test_agrees_on_the_schemas_as_editors_read_them(game: str) -> None:
    """The schema files describe a file as written (French names, oneOf, lookahead patterns):
    the fast check compiles them too and agrees with jsonschema on them."""
    from jsonschema import Draft202012Validator

    from boardscore.schemafiles import schema_text

    written = json.loads(schema_text(game))
    fast = compile_schema(written)
    assert fast is not None
    slow = Draft202012Validator(written)
    for board in sorted((EXAMPLES / game).glob("*.yaml")):
        data = parse(board.read_text("utf-8")).data
        for variant in (data, _rewritten(data, _french), _rewritten(data, str.upper),
                        _rewritten(data, str.title)):
            assert fast(variant) is slow.is_valid(variant), (board.name, variant)
