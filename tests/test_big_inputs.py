"""Big legal-looking inputs (tests/big_inputs.py, generated, never committed) get the code the
rules prescribe; bench/bench.py measures their time and memory as whole processes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from big_inputs import BIG_INPUTS, HOSTILE_INPUTS

from boardscore.limits import MAX_SHOWN, capped

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


# ---- issue 23: hostile inputs under the limit, answered in bounded work ----------------------

@pytest.mark.parametrize("kind", sorted(HOSTILE_INPUTS))
def test_a_hostile_input_is_answered_in_few_lines(kind: str, tmp_path: Path) -> None:
    """The issue's probes: each gets the code the rules prescribe, from the event stream
    (never composed into nodes), in at most 100 lines of one code and one more."""
    name, make, code, _what = HOSTILE_INPUTS[kind]
    board = tmp_path / name
    board.write_bytes(make())
    run = run_cli("score", str(board), "-f", "json")
    assert run.code == 1
    found = run.diagnostics()
    assert found[0]["code"] == code or code in {d["code"] for d in found}
    assert len(found) <= 2 * (MAX_SHOWN + 1)
    assert len(run.stdout) + len(run.stderr) < 100_000


def test_at_most_100_diagnostics_of_one_code_then_how_many_more(tmp_path: Path) -> None:
    """900 players with 999 unreadable tiles each: 899,101 lines before."""
    board = tmp_path / "b.yaml"
    board.write_bytes(HOSTILE_INPUTS["flowers-unreadable-tiles"][1]())
    for fmt in ("text", "json"):
        run = run_cli("score", str(board), "-f", fmt)
        lines = run.stderr.splitlines()
        assert len(lines) == 1 + MAX_SHOWN + 1  # V1 (players), 100 of V12, how many more
        assert "800 more V12 diagnostics of this file are not shown (at most 100 of one code " \
            "are)" in lines[-1]
    note = json.loads(lines[-1])
    assert (note["severity"], note["code"], note["line"]) == ("note", "V12", None)


@pytest.mark.parametrize("kind", ["flowers-under-1mib", "clans-under-1mib", "mondo-rounds",
                                  "flowers-unreadable-tiles"])
def test_far_too_long_lists_are_refused_before_any_node_is_built(
        kind: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Bounds on the event stream: a file just under 1 MiB no longer composes a node tree
    (1.05 s and 112 MB against 0.20 s and 19 MB just over it)."""
    from boardscore import loading

    def never(*_: object) -> None:
        raise AssertionError("the text was composed")

    monkeypatch.setattr(loading, "_parse_yaml", never)
    name, make, code, _what = HOSTILE_INPUTS[kind]
    board = tmp_path / name
    board.write_bytes(make())
    run = run_cli("score", str(board), "-f", "json")
    assert run.code == 1, run.stderr
    assert code in {d["code"] for d in run.diagnostics()}


def test_capped_keeps_the_first_of_each_code_in_order() -> None:
    from boardscore.scorers.diagnostics import error

    many = [error("A", f"a{i}") for i in range(150)] + [error("B", "b")] + \
        [error("C", f"c{i}") for i in range(101)]
    kept = capped(many)
    assert [d.message for d in kept[:100]] == [f"a{i}" for i in range(100)]
    assert [d.code for d in kept[100:]] == ["B", *["C"] * 100, "A", "C"]
    assert kept[-2].message == ("50 more A diagnostics of this file are not shown (at most 100 "
                                "of one code are)")
    assert kept[-1].message == ("1 more C diagnostic of this file is not shown (at most 100 of "
                                "one code are)")
    assert capped(many[:100]) == many[:100]


def test_a_list_no_rule_bounds_holds_at_most_1000_entries() -> None:
    """A Mondo player's tasks (the schema leaves them unbounded): 3,000 bad ones were 6,000
    schema errors, 2.5 s, before."""
    import yaml

    from conftest import EXAMPLES

    document = yaml.safe_load((EXAMPLES / "mondo" / "expert-round.yaml").read_text("utf-8"))
    document["rounds"][0]["players"][0]["tasks"] = [{"kind": "?"}] * 3000
    run = run_cli("score", "-", "-f", "json", stdin=json.dumps(document))
    [problem] = run.diagnostics()
    assert (run.code, problem["code"], problem["path"]) == (1, "schema",
                                                            "rounds[0].players[0].tasks")
    assert problem["message"] == ("expected at most 1000 entries, found 3000: no list of a board "
                                  "file is this long")


def test_schema_errors_are_read_up_to_1000_per_file() -> None:
    import yaml

    from conftest import EXAMPLES

    document = yaml.safe_load((EXAMPLES / "mondo" / "expert-round.yaml").read_text("utf-8"))
    for player in document["rounds"][0]["players"]:
        player["rows"] = {row: [{"kind": "?"}] * 900 for row in (1, 2)}
    run = run_cli("score", "-", "-f", "json", stdin=json.dumps(document))
    assert run.code == 1
    found = run.diagnostics()
    assert len(found) <= 3 * (MAX_SHOWN + 1)
    assert "boardscore stopped reading this file's schema errors after the first 1,000" in \
        {d["message"] for d in found}
