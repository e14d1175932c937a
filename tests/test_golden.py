"""Golden cases: tests/cases/<game>/<name>.yaml beside <name>.expected.json, written by hand
from the rules reference; tests/cases/<game>/examples/<name>.expected.json checks the example
examples/<game>/<name>.*

To add a case when fixing a bug: drop the board and its expected JSON into tests/cases/<game>/.
An expected file names `exit` and `result` (checked as a subset of the JSON result), or
`diagnostics` (the exact list of errors: code, path and line of each), or both (a result the
file's own errors dispute, printed beside them: Clans F8). Their exact wording is
in tests/cases/messages.json (tests/test_messages.py).
"""

from __future__ import annotations

import json
from importlib import import_module
from pathlib import Path

import pytest

from boardscore.scorers.registry import GAMES, game_ids
from boardscore.status import ENVELOPE_CODES

from conftest import CASES, EXAMPLES, assert_subset, run_cli, scored_case


def board_for(expected: Path) -> Path:
    stem = expected.name.removesuffix(".expected.json")
    if expected.parent.name == "examples":
        folder = EXAMPLES / expected.parent.parent.name
    else:
        folder = expected.parent
    boards = [p for p in folder.glob(f"{stem}.*") if not p.name.endswith(".expected.json")]
    assert len(boards) == 1, f"no single board for {expected}: {boards}"
    return boards[0]


CASE_FILES = sorted(CASES.rglob("*.expected.json"))


@pytest.mark.parametrize("expected_file", CASE_FILES,
                         ids=[str(p.relative_to(CASES)) for p in CASE_FILES])
def test_golden_case(expected_file: Path) -> None:
    expected = json.loads(expected_file.read_text("utf-8"))
    run = scored_case(board_for(expected_file))
    assert run.code == expected["exit"], run.stderr
    if "result" in expected:
        assert_subset(expected["result"], run.json())
    if "diagnostics" in expected:
        assert_subset(expected["diagnostics"], run.diagnostics())
        if "result" not in expected:  # else a result its errors dispute (Clans F8), beside them
            assert run.stdout == ""
    game = expected_file.relative_to(CASES).parts[0]
    reported = {d["code"] for d in run.diagnostics()}
    reported |= {w["code"] for w in run.json()["warnings"]} if run.code == 0 else set()
    assert reported <= declared_codes(game), reported - declared_codes(game)


def declared_codes(game: str) -> set[str]:
    """The game's own codes (scorers/<game>/codes.py) and the envelope's (status.py)."""
    codes = import_module(GAMES[game].module + ".codes").Code
    return {str(code) for code in codes} | set(ENVELOPE_CODES)


EXAMPLE_FILES = sorted(p for p in EXAMPLES.glob("*/*") if p.suffix in (".yaml", ".json"))


@pytest.mark.parametrize("board", EXAMPLE_FILES, ids=[f"{p.parent.name}/{p.name}"
                                                       for p in EXAMPLE_FILES])
def test_every_example_scores_cleanly(board: Path) -> None:
    run = run_cli("score", str(board), "--format", "json")
    assert run.code == 0, run.stderr
    assert run.stderr == ""


# Examples without a hand-counted golden case, each with the reason. Their scoring is covered
# by the rules reference's worked examples (tests/cases/<game>) and the property tests.
UNCOUNTED: dict[str, dict[str, str]] = {
    "mondo": {
        "three-rounds-advanced": "3 players x 3 rounds of generated 24-tile boards",
        "expert-round": "a generated expert round of 3 full boards",
        "back-side-round": "a generated back-side round of 3 boards",
    },
}


@pytest.mark.parametrize("game", game_ids())
def test_every_example_has_a_hand_computed_case(game: str) -> None:
    exempt = UNCOUNTED.get(game, {})
    for board in (EXAMPLES / game).iterdir():
        if board.suffix in (".yaml", ".json") and board.stem not in exempt:
            expected = CASES / game / "examples" / f"{board.stem}.expected.json"
            assert expected.exists(), f"{board} has no golden expectation"
    assert all((EXAMPLES / game / f"{stem}.yaml").exists() for stem in exempt)
