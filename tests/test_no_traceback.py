"""No input, however broken, gives a traceback: a clean diagnostic and exit code 1 or 2."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import EXAMPLES, run_cli

BROKEN = {
    "broken-yaml": b"game: flowers\nplayers: [\n",
    "wrong-types": b"game: flowers\nplayers: {a: 1}\n",
    "wrong-item-types": b"game: flowers\nplayers: [1, null, [], {name: [], hand: {}}]\n",
    "deep-nesting": b"game: flowers\nplayers: " + b"[" * 200 + b"]" * 200 + b"\n",
    "deepest-yaml": b"game: flowers\nplayers: [{name: A, hand: 1, tiles: " + b"[" * 990
                    + b"]" * 990 + b"}]\n",
    "deepest-json": b'{"game": "flowers", "players": [{"name": ' + b"[" * 990 + b"]" * 990
                    + b"}]}",
    "huge-number": b"game: flowers\nplayers:\n  - {name: A, hand: " + b"9" * 5000 + b"}\n",
    "big-number": b"game: flowers\nplayers:\n  - {name: A, hand: " + b"9" * 4000 + b"}\n"
                  b"  - {name: B, hand: 1}\n",
    "float-number": b'{"game": "flowers", "players": [{"name": "A", "hand": 1e400}]}',
    "nan": b'{"game": "flowers", "players": [{"name": "A", "hand": NaN}]}',
    "binary-junk": bytes(range(256)) * 4,
    "empty": b"",
    "only-comment": b"# nothing here\n",
    "scalar": b"42\n",
    "game-not-text": b"game: [flowers]\n",
    "python-tag": b"game: !!python/object/apply:os.system [echo hi]\n",
    "two-documents": b"game: flowers\n---\ngame: flowers\n",
    "latin-1": "game: flowers\nplayers:\n  - {name: Zoé, hand: 1}\n".encode("latin-1"),
    "bom-crlf": "\ufeffgame: flowers\r\nplayers: []\r\n".encode(),
    "bool-keys": b"game: flowers\nyes: no\non: off\n",
    "int-keys": b"game: flowers\n1: 2\nplayers: [{name: 1, hand: 1}, {name: 2, hand: 1}]\n",
    "control-chars": b"game: flowers\nplayers: \x07\n",
}


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_broken_input_gives_a_clean_diagnostic(name: str, tmp_path: Path) -> None:
    board = tmp_path / f"{name}.yaml"
    board.write_bytes(BROKEN[name])
    for fmt in ("text", "json"):
        run = run_cli("score", str(board), "--format", fmt)
        assert run.code == 1, run.stderr
        assert "Traceback" not in run.stderr + run.stdout
        assert "internal-error" not in run.stderr
        assert run.stderr.strip(), "a diagnostic is expected"
        assert run.stdout == ""


def test_a_directory_without_boards(tmp_path: Path) -> None:
    run = run_cli("score", str(tmp_path), "-f", "json")
    assert run.code == 2
    assert run.diagnostics()[0]["code"] == "no-board-files"


def test_a_directory_as_stdin_or_missing(tmp_path: Path) -> None:
    assert run_cli("score", str(tmp_path / "nope")).code == 2


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=300))
def test_random_bytes_never_crash(data: bytes) -> None:
    run = run_cli("score", "-", "-f", "json", stdin=data)
    assert run.code in (0, 1)
    assert "internal-error" not in run.stderr


MONDO_VALUES = st.sampled_from(["FFDW panda ^", "WfWF", "FDFd scorpion@W", "SSSS (W) x",
                                "ffff", "FFFF ^ ^", "C3", "expert", "back", "water", "inner",
                                "largest-lake", "three-panda", "none", "Ann", ""])


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers(-2, 30) | MONDO_VALUES,
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.sampled_from([
                        "round", "level", "side", "board", "cells", "rim", "card", "tasks",
                        "volcano_chip", "players", "name", "chip", "tiles", "C3", "D3", "C4",
                        "sides", "areas", "animal", "animal_area", "volcano", "inner"]),
                        inner, max_size=5), max_leaves=30))
def test_random_mondo_documents_never_crash(rounds: object) -> None:
    import json

    for level in ("beginner", "expert"):
        text = json.dumps({"game": "mondo", "level": level, "water_animals": ["turtle"],
                           "rounds": rounds})
        run = run_cli("score", "-", "-f", "json", stdin=text)
        assert run.code in (0, 1)
        assert "internal-error" not in run.stderr


@pytest.mark.slow
@settings(max_examples=100, deadline=None)
@given(st.lists(st.fixed_dictionaries({
    "name": st.sampled_from(["Ann", "Bob", "Cid", "Ann"]),
    "tiles": st.dictionaries(st.sampled_from(["C3", "D3", "C4", "D4", "A1", "C1", "F4"]),
                             MONDO_VALUES, max_size=6)},
    optional={"chip": st.sampled_from([1, 2, 3, 4, "none", None]),
              "tasks": st.lists(st.sampled_from(["three-panda", "first-to-finish",
                                                 "complete-world"]), max_size=3)}),
    min_size=1, max_size=4), st.sampled_from(["beginner", "advanced", "expert"]))
def test_near_valid_mondo_rounds_never_crash(players: list[object], level: str) -> None:
    import json

    text = json.dumps({"game": "mondo", "level": level, "rounds": [
        {"card": "most-lakes", "players": players}, {"players": players}]})
    run = run_cli("score", "-", "-f", "json", "--explain", stdin=text)
    assert run.code in (0, 1)
    assert "internal-error" not in run.stderr


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.sampled_from(["name", "hand", "tiles", "pairs", "colour",
                                                       "back", "flowers", "multiplier", "x"]),
                                      inner, max_size=4), max_leaves=20))
def test_random_documents_never_crash(players: object) -> None:
    import json

    text = json.dumps({"game": "flowers", "players": players})
    run = run_cli("score", "-", "-f", "json", stdin=text)
    assert run.code in (0, 1)
    assert "internal-error" not in run.stderr


CLANS_REPLAY = (EXAMPLES / "clans" / "three-players-replay.yaml").read_text("utf-8")
territory_ids = st.integers(-2, 62) | st.sampled_from([7.0, 1e3, True, "7", None])


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(st.lists(st.one_of(
    st.lists(territory_ids, min_size=2, max_size=3),
    st.fixed_dictionaries({"player": st.sampled_from(["Ann", "Ben", "Cleo", "Zoe"]),
                           "from": territory_ids, "to": territory_ids},
                          optional={"order": st.lists(territory_ids, max_size=3)})),
    max_size=60), st.booleans())
def test_random_clans_moves_never_crash(moves: list[object], keep_prefix: bool) -> None:
    """Random moves after (or instead of) the first moves of a real replay."""
    import json

    import yaml

    document = yaml.safe_load(CLANS_REPLAY)
    document["moves"] = (document["moves"][:30] if keep_prefix else []) + moves
    document["setup"] = {str(k): v for k, v in document["setup"].items()}
    run = run_cli("score", "-", "-f", "json", "--explain", stdin=json.dumps(document))
    assert run.code in (0, 1)
    assert "internal-error" not in run.stderr


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(st.lists(st.fixed_dictionaries(
    {"founder": st.sampled_from(["Ann", "Ben", "Zoe"]),
     "huts": st.dictionaries(st.sampled_from(["red", "blue", "green", "yellow", "black",
                                              "white", "pink"]), st.integers(-1, 13) | st.just(2.0),
                             max_size=6)},
    optional={"territory": territory_ids,
              "terrain": st.sampled_from(["forest", "mountain", "steppe", "grassland", "sea"])}),
    max_size=14), st.dictionaries(st.sampled_from(["red", "blue", "white", "black"]),
                                  st.integers(-1, 60), max_size=3))
def test_random_clans_records_never_crash(villages: list[object], track: object) -> None:
    import json

    text = json.dumps({"game": "clans", "players": [{"name": "Ann", "clan": "red"},
                                                    {"name": "Ben", "clan": "white"}],
                       "villages": villages, "track": track})
    run = run_cli("score", "-", "-f", "json", "--explain", stdin=text)
    assert run.code in (0, 1)
    assert "internal-error" not in run.stderr


WW_BASE = (EXAMPLES / "world-wonders" / "three-players-base.yaml").read_text("utf-8")
cell_texts = st.sampled_from(["A1", "c4", "L8", "M9", "A0", "Z26", "B2-B5", "A1-C3", "Q",
                              "", "7", "A1 A1", "D2,D3", "AA1", "B-2"])


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(st.lists(st.fixed_dictionaries(
    {"kind": st.sampled_from(["long_road", "short_road", "tower", "building", "monument"]),
     "cells": st.one_of(cell_texts, st.lists(cell_texts, max_size=5))},
    optional={"type": st.sampled_from(["farm", "market", "temple"]),
              "name": st.sampled_from(["Moai", "Petra", "moai", "Atlantis", ""]),
              "id": st.sampled_from(["a", "b", "a"])}), max_size=12),
    st.sampled_from(["...\n.~.\n..*\n", [".*~", "..."], "\n\n", "..x\n...\n", "side-a"]))
def test_random_world_wonders_cities_never_crash(pieces: list[object], terrain: object) -> None:
    import json

    import yaml

    document = yaml.safe_load(WW_BASE)
    document["players"][1]["pieces"] = pieces
    document["players"][1]["terrain"] = terrain
    run = run_cli("score", "-", "-f", "json", "--explain", stdin=json.dumps(document))
    assert run.code in (0, 1)
    assert "internal-error" not in run.stderr


@pytest.mark.slow
@settings(max_examples=100, deadline=None)
@given(st.text(alphabet="..~*ABTt1 \n", max_size=120),
       st.dictionaries(st.sampled_from(["A", "B", "T", "t", "1", "AB", "~"]),
                       st.sampled_from(["farm", "tower", "long_road", "Moai", "castle"]),
                       max_size=5))
def test_random_world_wonders_drawings_never_crash(drawing: str, legend: object) -> None:
    import json

    import yaml

    document = yaml.safe_load(WW_BASE)
    document["players"][0]["drawing"] = drawing
    document["players"][0]["legend"] = legend
    run = run_cli("score", "-", "-f", "json", "--explain", stdin=json.dumps(document))
    assert run.code in (0, 1)
    assert "internal-error" not in run.stderr


def test_binary_and_timestamp_values_in_schema_messages() -> None:
    """Found by tests/fuzz/fuzz.py: a !!binary value reached a message as bytes."""
    text = ("game: clans\nplayers: !!binary aGVsbG8=\nvillages:\n"
            "  - {founder: Ann, terrain: 2024-01-01, huts: {red: 1}}\n")
    run = run_cli("score", "-", "-f", "json", stdin=text)
    assert run.code == 1
    assert "internal-error" not in run.stderr
