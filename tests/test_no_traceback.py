"""No input, however broken, gives a traceback: a clean diagnostic and exit code 1 or 2."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import run_cli
from hypothesis import given, settings
from hypothesis import strategies as st

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
    assert run.code == 2 and run.diagnostics()[0]["code"] == "no-board-files"


def test_a_directory_as_stdin_or_missing(tmp_path: Path) -> None:
    assert run_cli("score", str(tmp_path / "nope")).code == 2


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=300))
def test_random_bytes_never_crash(data: bytes) -> None:
    run = run_cli("score", "-", "-f", "json", stdin=data)
    assert run.code in (0, 1) and "internal-error" not in run.stderr


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
    assert run.code in (0, 1) and "internal-error" not in run.stderr
