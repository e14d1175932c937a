"""French names in a Flowers file: `rouge`, `vert`, … for the colours, `clair` and `foncé` for
the backs, so that `rouge foncé x3` reads exactly as `red dark x3`, in tableaux and turn logs,
in canonical nodes and in shorthand. Case and accents do not matter; a colour the file declares
under `colours:` wins over an alias; a name that is neither is reported as usual (V6, V4, V3)."""

from __future__ import annotations

import copy
import json
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

import boardscore
from boardscore import InvalidBoard

from conftest import EXAMPLES

FRENCH = {"red": "rouge", "orange": "orange", "yellow": "jaune", "green": "vert",
          "blue": "bleu", "purple": "violet", "grey": "gris", "white": "blanc", "pink": "rose"}
BACKS = {"light": "clair", "dark": "foncé"}


Style = Callable[[str], str]


def _unaccented(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c))


class _French:
    """Writes the colours and backs of a document in French, each French word in `style` (as
    it is, upper case, without accents), from the rules' input forms (§2), not from the
    program's code. A declared palette stays as it is."""

    def __init__(self, style: Style) -> None:
        self.style = style

    def colour(self, name: Any) -> Any:
        known = isinstance(name, str) and name.lower() in FRENCH
        return self.style(FRENCH[name.lower()]) if known else name

    def back(self, name: Any) -> Any:
        known = isinstance(name, str) and name.lower() in BACKS
        return self.style(BACKS[name.lower()]) if known else name

    def shorthand(self, text: str) -> str:
        """`red dark x3` -> `rouge foncé x3`, `green 2` -> `vert 2`, `2 blue` -> `2 bleu`."""
        return " ".join(str(self.back(self.colour(word))) for word in text.split())

    def tile(self, node: Any) -> Any:
        if isinstance(node, str):
            return self.shorthand(node)
        node = dict(node)
        node["colour"] = self.colour(node["colour"])
        if "back" in node:
            node["back"] = self.back(node["back"])
        return node

    def slots(self, node: dict[str, Any]) -> dict[str, Any]:
        return {slot: self.tile(tile) for slot, tile in node.items()}

    def turn(self, turn: dict[str, Any]) -> None:
        play = turn["play"]
        turn["play"] = self.shorthand(play) if isinstance(play, str) else \
            {**play, "colour": self.colour(play["colour"])}
        if isinstance(turn.get("draw"), list):
            turn["draw"] = [self.colour(c) for c in turn["draw"]]
        if "take" in turn:
            turn["take"] = self.back(turn["take"])
        if "refill" in turn:
            turn["refill"] = self.slots(turn["refill"])

    def document(self, document: dict[str, Any]) -> dict[str, Any]:
        doc = copy.deepcopy(document)
        for player in doc.get("players", ()):
            player["tiles"] = [self.tile(t) for t in player.get("tiles", ())]
        if "mandalas" in doc:
            doc["mandalas"] = [self.slots(m) for m in doc["mandalas"]]
        if "hands" in doc:
            doc["hands"] = {name: cards if isinstance(cards, int) else
                            [self.colour(c) for c in cards] for name, cards in doc["hands"].items()}
        for turn in doc.get("turns", ()):
            self.turn(turn)
        for step in doc.get("end") or ():
            if "take" in step:
                step["take"] = self.back(step["take"])
        return doc


def in_french(document: dict[str, Any], style: Style = str) -> dict[str, Any]:
    return _French(style).document(document)


def _load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(path.read_text("utf-8"))
    return data


def _scored(document: dict[str, Any]) -> dict[str, Any]:
    """The JSON result of the document written as a YAML text, without its `file`."""
    text = yaml.safe_dump(document, allow_unicode=True, sort_keys=False)
    result = boardscore.score(text, explain=True)
    del result["file"]
    return result


def _diagnostics(text: str) -> list[dict[str, Any]]:
    with pytest.raises(InvalidBoard) as raised:
        boardscore.score(text)
    return raised.value.diagnostics


EXAMPLE_FILES = sorted((EXAMPLES / "flowers").iterdir())


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=[p.name for p in EXAMPLE_FILES])
def test_a_french_example_scores_exactly_as_the_english_one(path: Path) -> None:
    english = _load(path)
    french = in_french(english)
    assert json.dumps(french, ensure_ascii=False) != json.dumps(english)  # something changed
    assert _scored(french) == _scored(english)


def test_the_french_tiles_of_the_brief_read_as_the_english_ones() -> None:
    def tableau(ana: list[Any], ben: list[Any]) -> dict[str, Any]:
        return {"game": "flowers", "players": [{"name": "Ana", "hand": 3, "tiles": ana},
                                               {"name": "Ben", "hand": 2, "tiles": ben}]}

    english = tableau(["red light 2", "red dark x3"], ["grey dark 1", "grey light 4"])
    french = tableau(["rouge clair 2", "rouge foncé x3"],
                     [{"colour": "gris", "back": "foncé", "flowers": 1},
                      {"colour": "gris", "back": "clair", "flowers": 4}])
    assert _scored(french) == _scored(english)


@pytest.mark.parametrize(("tile", "canonical"), [
    ("ROUGE FONCE x3", "red dark x3"),
    ("Rouge Foncé X3", "red dark x3"),
    ("rouge fonce x3", "red dark x3"),
    ("rouge   FONCÉ  x3", "red dark x3"),
    ("Gris Clair 2", "grey light 2"),
    ("BLANC clair 1", "white light 1"),
    ("Rosé clair 1", "pink light 1"),   # accents optional both ways
    ("red Foncé 3", "red dark 3"),      # English and French mixed in one tile
])
def test_accents_are_optional_and_case_is_ignored(tile: str, canonical: str) -> None:
    other = "blue dark 2" if " light " in canonical else "blue light 2"  # V13: one of each

    def tableau(first: Any) -> dict[str, Any]:
        return {"game": "flowers", "players": [
            {"name": "Ana", "hand": 3, "tiles": [first, other]},
            {"name": "Ben", "hand": 2, "tiles": []}]}

    assert _scored(tableau(tile)) == _scored(tableau(canonical))
    colour, back, face = tile.split()
    node: dict[str, Any] = {"colour": colour, "back": back}
    node["multiplier" if face.lower().startswith("x") else "flowers"] = int(face.strip("xX"))
    assert _scored(tableau(node)) == _scored(tableau(canonical))


@pytest.mark.parametrize("style", [str.upper, str.title, _unaccented,
                                   lambda word: _unaccented(word).upper()],
                         ids=["upper", "title", "unaccented", "unaccented-upper"])
@pytest.mark.parametrize("name", ["two-players-log.yaml", "three-players-complete-log.yaml",
                                  "two-players.yaml"])
def test_accents_and_case_in_whole_files(name: str, style: Style) -> None:
    english = _load(EXAMPLES / "flowers" / name)
    assert _scored(in_french(english, style)) == _scored(english)


def test_a_declared_palette_wins_over_an_alias() -> None:
    # `rose` is one of this file's own colours: it stays `rose` and is not pink (which the
    # palette does not declare, so it would be V6); `rouge` is still red, a declared colour.
    french = """\
game: flowers
colours: [red, blue, green, yellow, rose, purple]
players:
  - name: Ana
    hand: 3
    tiles: [rose clair 2, rouge foncé 3, {colour: Rose, back: foncé, flowers: 4}]
  - {name: Ben, hand: 2, tiles: [bleu clair 1, blue dark 1, ROUGE clair 1]}
"""
    english = french.replace("rose clair", "rose light").replace("rouge foncé", "red dark") \
        .replace("back: foncé", "back: dark").replace("bleu clair", "blue light") \
        .replace("ROUGE clair", "red light")
    got, expected = boardscore.score(french), boardscore.score(english)
    assert got == expected
    assert got["players"][0]["lines"][2]["detail"].startswith("rose 1+3: ")


def test_a_palette_of_french_names_keeps_them() -> None:
    text = """\
game: flowers
colours: [rouge, bleu, vert]
players:
  - {name: Ana, hand: 3, tiles: [rouge clair 2, rouge foncé x3]}
  - {name: Ben, hand: 2, tiles: [bleu clair 1, vert foncé 2]}
"""
    result = boardscore.score(text)
    assert result["players"][0]["lines"][1]["detail"] == "rouge 1+2: 3 × 2 = 6"
    # …so `red` is not one of this file's colours
    [v6] = _diagnostics(text.replace("vert foncé 2", "red dark 2"))
    assert (v6["code"], v6["message"]) == (
        "V6", 'unknown colour "red": the colours declared under colours are rouge, bleu, vert')


def test_an_alias_of_an_undeclared_colour_is_reported_as_written() -> None:
    text = """\
game: flowers
colours: [red, teal, green]
players:
  - {name: Ana, hand: 3, tiles: [red light 2, bleu dark 1]}
  - {name: Ben, hand: 2, tiles: []}
"""
    [v6] = _diagnostics(text)
    assert (v6["code"], v6["message"], v6["path"]) == (
        "V6", 'unknown colour "bleu": the colours declared under colours are red, teal, green',
        "players[0].tiles[1]")


def test_an_unknown_french_colour_is_v6_where_the_user_wrote_it() -> None:
    text = """\
game: flowers
players:
  - name: Ana
    hand: 3
    tiles: [rouge clair 2, turquoise foncé 3, {colour: marron, back: clair, flowers: 1}]
  - name: Ben
    hand: 2
    tiles: [Turquoise foncé 1]
"""
    problems = _diagnostics(text)
    assert [(d["code"], d["message"].split(":")[0], d["line"], d["column"], d["path"])
            for d in problems] == [  # once per name, at its first use, where the user wrote it
        ("V6", 'unknown colour "turquoise"', 5, 28, "players[0].tiles[1]"),
        ("V6", 'unknown colour "marron"', 5, 47, "players[0].tiles[2]"),
    ]


def test_an_unknown_french_back_is_reported_as_written() -> None:
    text = """\
game: flowers
players:
  - {name: Ana, hand: 3, tiles: [rouge pâle 2, {colour: rouge, back: pâle, flowers: 1}]}
  - {name: Ben, hand: 2, tiles: []}
"""
    codes = {(d["code"], d["message"], d["path"]) for d in _diagnostics(text)}
    assert ("V4", 'cannot read tile "rouge pâle 2": write "<colour> light|dark <flowers>" '
            'or "… x<multiplier>"', "players[0].tiles[0]") in codes
    assert ("V3", "back must be light or dark", "players[0].tiles[1].back") in codes


def test_an_unknown_french_colour_in_a_turn_log_is_v6() -> None:
    document = in_french(_load(EXAMPLES / "flowers" / "two-players-log.yaml"))
    document["turns"][0]["play"] = "2 marron"
    document["hands"][document["seats"][0]][0] = "Bleu-ciel"
    text = yaml.safe_dump(document, allow_unicode=True, sort_keys=False)
    problems = _diagnostics(text)
    assert {(d["code"], d["message"].split(":")[0]) for d in problems} == {
        ("V6", 'unknown colour "bleu-ciel"'), ("V6", 'unknown colour "marron"')}


def test_the_document_given_is_not_changed() -> None:
    document = in_french(_load(EXAMPLES / "flowers" / "three-players-log.yaml"))
    before = copy.deepcopy(document)
    boardscore.score(document)
    assert document == before
