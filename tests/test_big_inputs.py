"""Big legal-looking inputs (tests/big_inputs.py, generated, never committed) get the code the
rules prescribe; bench/bench.py measures their time and memory as whole processes."""

from __future__ import annotations

from pathlib import Path

import pytest
from big_inputs import BIG_INPUTS

from conftest import run_cli

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("kind", sorted(BIG_INPUTS))
@pytest.mark.parametrize("command", ["validate", "score"])
def test_a_big_input_gets_the_rules_code(kind: str, command: str, tmp_path: Path) -> None:
    name, make, code = BIG_INPUTS[kind]
    board = tmp_path / name
    board.write_bytes(make())
    run = run_cli(command, str(board), "-f", "json")
    assert run.code == 1
    [problem] = run.diagnostics() if command == "score" else run.json_lines()[0]["errors"]
    assert problem["code"] == code
    assert problem["line"] is not None


def test_the_node_limit_names_what_made_the_file_large(tmp_path: Path) -> None:
    """Aliases to one node, grown past the 1,000,000 values: the message says aliases."""
    board = tmp_path / "aliases.yaml"
    board.write_text("game: mondo\nlevel: beginner\nx: &x [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\n"
                     "y: [" + ", ".join(["*x"] * 150_000) + "]\n")
    [problem] = run_cli("score", str(board), "-f", "json").diagnostics()
    assert problem["code"] == "too-many-nodes"
    assert "YAML aliases expand it" in problem["message"]
