"""Rules §4.4: `.` marks an empty space in a row; `-` (the previous marker) and null/~ are
still read. Everything the program prints writes `.`, and parses to the same data under
PyYAML and a YAML 1.2 parser (the npm `yaml` package the editors use, when it is installed
beside the editor tests; skipped otherwise). Rules §9: rounds not played yet."""

from __future__ import annotations

import itertools
import json
import re
import shutil
import subprocess
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from conftest import CASES, EXAMPLES, ROOT, run_cli

# One board: C3 forest with a panda, D3 forest, C4 desert; row 3 and 4 of the globe.
_BOARD = """\
game: mondo
level: beginner
rounds:
  - players:
      - name: Ann
        chip: 4
        rows:
          3: [{e}, {e}, FFFF panda, FFFF, {e}, {e}]
          4: [{e}, {e}, DDDD, {e}, {e}, {e}]
      - name: Bob
        tiles: {{C3: SSSS, D3: SSSS elephant ^}}
"""
_TILES = {"C3": "FFFF panda", "D3": "FFFF", "C4": "DDDD"}
YAML_MARKS = [".", "-", "null", "~", '"."', "'-'", '"-"']
JSON_MARKS = [None, ".", "-"]


def _totals(text: str) -> list[tuple[str, int, list[tuple[str, int]]]]:
    run = run_cli("score", "-", "-f", "json", stdin=text)
    assert run.code == 0, run.stderr
    return [(p["name"], p["total"], [(line["category"], line["points"]) for line in p["lines"]])
            for p in run.json()["players"]]


@cache
def _as_tiles() -> list[tuple[str, int, list[tuple[str, int]]]]:
    document = yaml.safe_load(_BOARD.format(e="."))
    ann = document["rounds"][0]["players"][0]
    del ann["rows"]
    ann["tiles"] = _TILES
    return _totals(yaml.safe_dump(document))


@pytest.mark.parametrize("mark", YAML_MARKS)
def test_every_empty_mark_reads_as_empty_in_yaml(mark: str) -> None:
    text = _BOARD.format(e=mark)
    assert _totals(text) == _as_tiles()
    assert run_cli("validate", "-", stdin=text).code == 0


@pytest.mark.parametrize("mark", JSON_MARKS)
def test_every_empty_mark_reads_as_empty_in_json(mark: str | None) -> None:
    document = yaml.safe_load(_BOARD.format(e="."))
    rows = document["rounds"][0]["players"][0]["rows"]
    document["rounds"][0]["players"][0]["rows"] = {
        str(key): [mark if entry == "." else entry for entry in entries]
        for key, entries in rows.items()}
    text = json.dumps(document)
    assert _totals(text) == _as_tiles()
    assert run_cli("validate", "-", stdin=text).code == 0


def test_marks_may_be_mixed_and_the_schema_accepts_null_only_in_rows() -> None:
    text = _BOARD.format(e=".").replace("[., ., DDDD, ., ., .]", "[-, ~, DDDD, null, ., '-']")
    assert _totals(text) == _as_tiles()
    tiles_null = _BOARD.format(e=".").replace("C3: SSSS,", "C3: null,")
    run = run_cli("score", "-", "-f", "json", stdin=tiles_null)
    assert run.code == 1
    assert [d["code"] for d in run.diagnostics()] == ["schema"]


def test_other_strings_are_still_tiles() -> None:
    """Only `.` and `-` are empty: `..`, `_` or an empty string are tiles, and wrong ones."""
    for entry in ('".."', "_", '""', "x"):
        run = run_cli("score", "-", "-f", "json", stdin=_BOARD.format(e=".").replace(
            "[., ., DDDD,", f"[{entry}, ., DDDD,"))
        assert run.code == 1, entry
        assert [d["code"] for d in run.diagnostics()] == ["shorthand-sides"], entry


# ---- what the program prints ----------------------------------------------------------------

@cache
def _new_files() -> list[tuple[str, str]]:
    found = []
    for players, rounds, level, side in itertools.product(
            ("Ann", "Ann,Bob", "Ann,Bob,Cleo", "Ann,Bob,Cleo,Dee"), ("1", "3"),
            ("beginner", "advanced", "expert"), ("front", "back")):
        options = ["--players", players, "--rounds", rounds, "--level", level, "--side", side]
        run = run_cli("new", "mondo", *options)
        assert run.code == 0, run.stderr
        found.append((" ".join(options), run.stdout))
        french = run_cli("--lang", "fr", "new", "mondo", *options)
        assert french.code == 0, french.stderr
        found.append(("fr " + " ".join(options), french.stdout))
    return found


@cache
def _example_files() -> list[tuple[str, str]]:
    found = []
    for path in sorted((EXAMPLES / "mondo").glob("*.yaml")):
        printed = run_cli("example", "mondo", "--name", path.name).stdout
        found.append((f"example {path.name}", printed))
    return found


@cache
def _derived_files() -> list[tuple[str, str]]:
    """--rows, --tiles and --derived of every example and of every valid golden case."""
    found = []
    for path in sorted((EXAMPLES / "mondo").glob("*.yaml")) + sorted(
            (CASES / "mondo").glob("*.yaml")):
        for form in ("--rows", "--tiles", "--derived"):
            run = run_cli("mondo", form, str(path))
            if run.code == 1 and path.is_relative_to(CASES):
                break  # a case with errors has no derived form
            assert run.code == 0, (path, form, run.stderr)
            found.append((f"{form} {path.name}", run.stdout))
    return found


def _rows_of(text: str) -> list[Any]:
    document = yaml.safe_load(text)
    return [entry for node in document["rounds"] for player in node["players"]
            for entries in (player.get("rows") or {}).values() for entry in entries]


def test_new_example_and_rows_write_a_dot_for_an_empty_space() -> None:
    printed = _new_files() + _example_files() + _derived_files()
    for name, text in printed:
        entries = _rows_of(text)
        assert "-" not in entries, name
        assert None not in entries, name
        assert not re.search(r"\[\s*-\s*[,\]]|,\s*-\s*[,\]]|'-'|\"-\"", text), name
    rows = dict(_derived_files())["--rows beginner-two-players.yaml"]
    assert "4: [., WDWS, DWDD, DFSW buffalo, SDWF octopus, DWWD]" in rows


def test_rows_turns_old_marks_into_dots() -> None:
    old = _BOARD.format(e="-").replace("[-, -, DDDD, -, -, -]", "[null, ~, DDDD, '-', ., -]")
    rows = run_cli("mondo", "--rows", "-", stdin=old)
    assert rows.code == 0, rows.stderr
    assert "3: [., ., FFFF panda, FFFF, ., .]" in rows.stdout
    assert "4: [., ., DDDD, ., ., .]" in rows.stdout
    tiles = yaml.safe_load(run_cli("mondo", "--tiles", "-", stdin=old).stdout)
    assert tiles["rounds"][0]["players"][0]["tiles"] == _TILES
    as_json = json.loads(run_cli("mondo", "--rows", "-f", "json", "-", stdin=old).stdout)
    assert as_json["rounds"][0]["players"][0]["rows"]["4"] == [".", ".", "DDDD", ".", ".", "."]


# ---- YAML 1.2 -------------------------------------------------------------------------------

_NODE_MODULES = ROOT / "tests" / "editor" / "node_modules"
_PARSE = """
const YAML = require('yaml');
const texts = JSON.parse(require('fs').readFileSync(0, 'utf8'));
process.stdout.write(JSON.stringify(texts.map(t => {
  const doc = YAML.parseDocument(t, {version: '1.2'});
  return doc.errors.length ? {errors: doc.errors.map(e => e.message)} : {data: doc.toJS()};
})));
"""


def _yaml12(texts: list[str]) -> list[dict[str, Any]]:
    node = shutil.which("node")
    if node is None or not (_NODE_MODULES / "yaml").is_dir():
        pytest.skip("node and the npm yaml package (tests/editor: npm ci) are not installed")
    run = subprocess.run([node, "-e", _PARSE], input=json.dumps(texts), capture_output=True,
                         text=True, check=True, env={"NODE_PATH": str(_NODE_MODULES)},
                         timeout=120)
    parsed: list[dict[str, Any]] = json.loads(run.stdout)
    return parsed


def _plain(value: Any) -> Any:
    """PyYAML's data as JSON gives it (row numbers become strings)."""
    return json.loads(json.dumps(value))


def _yaml_blocks(path: Path) -> list[tuple[str, str]]:
    text = path.read_text("utf-8")
    return [(f"{path.name} block {i}", block) for i, block in
            enumerate(re.findall(r"```yaml\n(.*?)```", text, re.S))]


def test_every_printed_mondo_file_is_the_same_data_in_yaml_1_2() -> None:
    printed = _new_files() + _example_files() + _derived_files() + [
        (f"examples/mondo/{p.name}", p.read_text("utf-8"))
        for p in sorted((EXAMPLES / "mondo").glob("*.yaml"))] + _yaml_blocks(
        ROOT / "scorers" / "mondo" / "rules.md") + _yaml_blocks(ROOT / "docs" / "mondo.md")
    parsed = _yaml12([text for _name, text in printed])
    for (name, text), strict in zip(printed, parsed, strict=True):
        assert "errors" not in strict, (name, strict.get("errors"))
        assert strict["data"] == _plain(yaml.safe_load(text)), name


def test_the_old_dash_is_what_yaml_1_2_refuses() -> None:
    """Why the marker changed: the same row with `-` is no YAML 1.2 (rules §4.4)."""
    dash, dot = _yaml12(["row: [-, FFFF, -]\n", "row: [., FFFF, .]\n"])
    assert "errors" in dash
    assert dot["data"] == {"row": [".", "FFFF", "."]}


# ---- rules §9: rounds not played yet --------------------------------------------------------

def _new(*options: str) -> dict[str, Any]:
    text = run_cli("new", "mondo", "--players", "Ann,Bob", *options).stdout
    document: dict[str, Any] = yaml.safe_load(text)
    return document


def _type_round_1(document: dict[str, Any]) -> None:
    for player, tile in zip(document["rounds"][0]["players"], ("FFFF", "DDDD"), strict=True):
        player["rows"][3][2] = tile  # C3


def test_a_round_not_played_is_not_checked() -> None:
    """Players, volcano_chip and card of a left-out round wait until it is played."""
    document = _new("--level", "advanced")
    _type_round_1(document)
    document["rounds"][0]["card"] = "most-lakes"
    later = document["rounds"][2]
    later["volcano_chip"] = "Nobody"
    later["players"][1]["name"] = "Cleo"
    data = run_cli("score", "-", "-f", "json", stdin=yaml.safe_dump(document)).json()
    assert [w["code"] for w in data["warnings"]] == ["round-not-played", "round-not-played"]
    assert data["variant"]["rounds"] == [1]


def test_typing_a_tile_brings_the_round_in() -> None:
    document = _new()
    _type_round_1(document)
    document["rounds"][2]["players"][1]["rows"][6][0] = "WWWW"  # C6 in round 3
    data = run_cli("score", "-", "-f", "json", stdin=yaml.safe_dump(document)).json()
    assert data["variant"]["rounds"] == [1, 2, 3]
    assert [w["code"] for w in data["warnings"]] == ["no-tiles", "no-tiles", "no-tiles"]
    assert [p["total"] for p in data["players"]] == [-23 - 24 - 24, -23 - 24 - 23]


def test_an_unreadable_tile_also_makes_a_round_played() -> None:
    document = _new()
    _type_round_1(document)
    document["rounds"][1]["players"][0]["rows"][3][2] = "FFF"
    run = run_cli("score", "-", "-f", "json", stdin=yaml.safe_dump(document))
    assert run.code == 1
    assert [d["code"] for d in run.diagnostics()] == ["shorthand-sides"]


def test_derived_forms_keep_the_rounds_not_played() -> None:
    document = _new()
    _type_round_1(document)
    text = yaml.safe_dump(document)
    tiles = yaml.safe_load(run_cli("mondo", "--tiles", "-", stdin=text).stdout)
    assert [len(node["players"]) for node in tiles["rounds"]] == [2, 2, 2]
    assert tiles["rounds"][1]["players"][0]["tiles"] == {}
    rows = yaml.safe_load(run_cli("mondo", "--rows", "-", stdin=text).stdout)
    assert rows["rounds"][2]["players"][0]["rows"][1] == [".", "."]


def test_render_draws_a_round_not_played_without_a_score() -> None:
    """`boardscore render` checks and scores as `score` does: the card of a later advanced
    round may stay commented out; that round is drawn as it is, with no score beside it."""
    from boardscore.scorers.mondo import normalize, picture

    document = _new("--level", "advanced")
    _type_round_1(document)
    document["rounds"][0]["card"] = "most-lakes"
    first = picture(normalize(document), {})
    later = picture(normalize(document), {"round": "2", "player": "Bob"})
    assert isinstance(first, str)
    assert isinstance(later, str)
    assert "Round 1 animals" in first
    assert "Round 2: Bob" in later
    assert "Round 2 animals" not in later
