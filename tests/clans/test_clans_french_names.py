"""Clans files written with French names: `rouge` for red, `forêt` or `foret` for forest,
`blanc` for white (which D3 reads as black), in the players' clans, the villages' terrains and
huts, the setup and the track. They score exactly as the English file, and every diagnostic
still points at what the file says."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from conftest import CASES, EXAMPLES, run_cli

FRENCH = {"red": "rouge", "blue": "bleu", "green": "vert", "yellow": "jaune", "black": "noir",
          "forest": "forêt", "mountain": "montagne", "steppe": "steppe", "grassland": "prairie"}
# The same names without accents and in any case.
LOOSE = {"red": "ROUGE", "blue": "Bleu", "green": "vErT", "yellow": "JAUNE", "black": "Noir",
         "forest": "foret", "mountain": "MONTAGNE", "steppe": "Steppe", "grassland": "Prairie"}
EXAMPLE_FILES = sorted((EXAMPLES / "clans").glob("*.yaml"))


def in_french(text: str, names: dict[str, str] = FRENCH) -> str:
    """The file's text with every clan and terrain word replaced (comments too: harmless)."""
    return re.sub(r"\b(" + "|".join(names) + r")\b", lambda m: names[m.group(1)], text)


def scored(path: Path) -> tuple[int, Any, list[dict[str, Any]]]:
    run = run_cli("score", str(path), "-f", "json", "--explain")
    result = json.loads(run.stdout) if run.stdout.strip() else None
    if isinstance(result, dict):
        result.pop("file")
    diagnostics = [{k: v for k, v in d.items() if k != "file"} for d in run.diagnostics()]
    return run.code, result, diagnostics


def written(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, "utf-8")
    return path


def diagnostic(path: Path) -> dict[str, Any]:
    """The first diagnostic of an invalid file (a track that disagrees, F8 alone, still prints
    the villages' scores beside it: rules §9)."""
    code, result, found = scored(path)
    assert code == 1, found
    assert found
    assert result is None or {d["code"] for d in found} == {"F8"}, found
    return found[0]


def column_of(text: str, line: int, word: str) -> int:
    return text.splitlines()[line - 1].index(word) + 1


# --- (a) a bundled example in French scores exactly as the English file --------------------

@pytest.mark.parametrize("example", EXAMPLE_FILES, ids=[p.name for p in EXAMPLE_FILES])
def test_an_example_in_french_scores_as_the_english_file(example: Path, tmp_path: Path) -> None:
    text = example.read_text("utf-8")
    french = in_french(text)
    assert "rouge" in french
    english = scored(example)
    assert english[0] == 0
    assert scored(written(tmp_path, example.name, french)) == english


def test_a_json_replay_in_french_scores_as_the_english_file(tmp_path: Path) -> None:
    """JSON: the setup's keys are strings, its values French."""
    example = EXAMPLES / "clans" / "three-players-replay.yaml"
    data = yaml.safe_load(in_french(example.read_text("utf-8")))
    assert data["setup"][0] == "rouge"
    path = written(tmp_path, "replay.json", json.dumps(data, ensure_ascii=False))
    assert scored(path) == scored(example)


def test_the_derived_village_record_says_the_canonical_ids(tmp_path: Path) -> None:
    example = EXAMPLES / "clans" / "four-players-replay.yaml"
    french = written(tmp_path, "replay.yaml", in_french(example.read_text("utf-8")))
    derived = run_cli("clans", "--villages", str(french)).stdout.split("\n", 1)[1]
    assert derived == run_cli("clans", "--villages", str(example)).stdout.split("\n", 1)[1]
    assert "rouge" not in derived  # (the first line names the file)
    assert "red" in derived


# --- (b) accents optional, case ignored ------------------------------------------------------

@pytest.mark.parametrize("example", EXAMPLE_FILES, ids=[p.name for p in EXAMPLE_FILES])
def test_accents_are_optional_and_case_is_ignored(example: Path, tmp_path: Path) -> None:
    loose = in_french(example.read_text("utf-8"), LOOSE)
    assert scored(written(tmp_path, example.name, loose)) == scored(example)


def test_blanc_is_white_and_white_is_black(tmp_path: Path) -> None:
    example = EXAMPLES / "clans" / "three-players-record.yaml"
    blanc = in_french(example.read_text("utf-8"), {"black": "Blanc"})
    assert scored(written(tmp_path, "record.yaml", blanc)) == scored(example)


def test_noir_and_blanc_in_one_village_are_one_clan_given_twice(tmp_path: Path) -> None:
    """F6 as for black and white, at the key the file wrote."""
    text = in_french((CASES / "clans" / "f6-black-and-white.yaml").read_text("utf-8"))
    text = text.replace("white: 1", "blanc: 1")
    found = diagnostic(written(tmp_path, "f6.yaml", text))
    assert (found["code"], found["path"]) == ("F6", "villages[8].huts.blanc")
    assert found["message"] == "'black' and 'white' are the same clan; give it once"
    assert found["column"] == column_of(text, found["line"], "blanc")


# --- (c) the file's own names win over an alias ----------------------------------------------

def test_players_named_like_colours_keep_their_names(tmp_path: Path) -> None:
    """Player names are the file's own: a player called Rouge stays Rouge (founders too)."""
    example = EXAMPLES / "clans" / "three-players-record.yaml"
    renamed = example.read_text("utf-8")
    for name, french in (("Ann", "Rouge"), ("Ben", "Vert"), ("Cleo", "Noir")):
        renamed = re.sub(rf"\b{name}\b", french, renamed)
    code, result, _found = scored(written(tmp_path, "record.yaml", in_french(renamed)))
    assert code == 0
    assert [(p["name"], p["facts"]["clan"]) for p in result["players"]] == \
        [("Rouge", "red"), ("Vert", "blue"), ("Noir", "green")]
    assert result["winners"] == ["Rouge"]


@pytest.mark.parametrize(("huts", "given", "again"), [
    ("{red: 2, rouge: 1}", "red", "rouge"),
    ("{rouge: 2, red: 1}", "red", "rouge"),
    ("{noir: 2, NOIR: 1}", "noir", "NOIR"),
])
def test_a_clan_given_in_english_and_in_french_is_given_twice(
        huts: str, given: str, again: str, tmp_path: Path) -> None:
    """The key as written in English wins (else the first); the other is F6, where it stands."""
    example = EXAMPLES / "clans" / "three-players-record.yaml"
    text = example.read_text("utf-8").replace("{red: 2, blue: 1, yellow: 1}", huts)
    found = diagnostic(written(tmp_path, "record.yaml", text))
    assert found["code"] == "F6"
    assert found["message"] == f"'{given}' and '{again}' are the same clan; give it once"
    assert found["path"] == f"villages[0].huts.{again}"
    assert (found["line"], found["column"]) == (9, column_of(text, 9, again))


# --- (d) an unknown French-looking name is still an error ----------------------------------

@pytest.mark.parametrize(("old", "new", "path"), [
    ("{name: Ann, clan: red}", "{name: Ann, clan: violet}", "players[0].clan"),
    ("terrain: steppe,   huts: {green: 2, black: 1}",
     "terrain: désert,   huts: {green: 2, black: 1}", "villages[2].terrain"),
    ("{blue: 3, green: 1}", "{bleu: 3, rose: 1}", "villages[1].huts.rose"),
    ("track: {red: 41,", "track: {rouges: 41,", "track.rouges"),
])
def test_an_unknown_name_is_reported_as_before(old: str, new: str, path: str,
                                               tmp_path: Path) -> None:
    example = EXAMPLES / "clans" / "three-players-record.yaml"
    text = example.read_text("utf-8")
    assert old in text
    found = diagnostic(written(tmp_path, "record.yaml", text.replace(old, new)))
    assert (found["code"], found["path"]) == ("schema", path)


def test_an_unknown_name_in_a_replay_setup_is_reported_as_before(tmp_path: Path) -> None:
    example = EXAMPLES / "clans" / "four-players-replay.yaml"
    text = in_french(example.read_text("utf-8")).replace(
        "- [jaune, noir, bleu, vert, rouge]", "- [jaune, noire, bleu, vert, rouge]", 1)
    found = diagnostic(written(tmp_path, "replay.yaml", text))
    assert (found["code"], found["path"]) == ("schema", "setup[0][1]")


# --- positions: diagnostics point at what the file wrote -----------------------------------

@pytest.mark.parametrize(("case", "code", "path", "word"), [
    ("a-a8-thirteen-red.yaml", "A8", "villages[11].huts.rouge", "rouge"),
    ("a-f8-track-differs.yaml", "F8", "track.rouge", "rouge"),
    ("a-a4-terrain-disagrees.yaml", "A4", "villages[1].terrain", "terrain:"),  # a value's key
])
def test_a_rule_error_points_at_the_french_name(case: str, code: str, path: str, word: str,
                                                tmp_path: Path) -> None:
    english = diagnostic(CASES / "clans" / case)
    text = in_french((CASES / "clans" / case).read_text("utf-8"))
    found = diagnostic(written(tmp_path, case, text))
    assert (found["code"], found["path"], found["line"]) == (code, path, english["line"])
    assert found["column"] == column_of(text, found["line"], word)
    assert found["message"] == english["message"]  # the message says the canonical ids


def test_a_schema_error_under_a_french_key_points_at_it(tmp_path: Path) -> None:
    example = EXAMPLES / "clans" / "three-players-record.yaml"
    text = in_french(example.read_text("utf-8")).replace("{bleu: 3, vert: 1}",
                                                         "{bleu: -3, vert: 1}")
    found = diagnostic(written(tmp_path, "record.yaml", text))
    assert (found["code"], found["path"], found["line"]) == ("schema", "villages[1].huts.bleu",
                                                             10)
