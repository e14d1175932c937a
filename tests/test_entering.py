"""Entering a game at the table: `boardscore new`, `boardscore watch`, and the mistakes people
make while typing a board, said in their words (issue: from the table to a score)."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml

from conftest import EXAMPLES, run_cli


@pytest.mark.parametrize("options", [
    ["mondo"], ["mondo", "--rounds", "1"], ["mondo", "--side", "back"],
    ["mondo", "--players", "Ann"], ["mondo", "--players", "Ann,Bob,Cleo,Dan", "--rounds", "2"],
    ["flowers"], ["flowers", "--players", "Ann,Bob,Cleo,Dan"],
    ["world-wonders"], ["world-wonders", "--side", "B", "--players", "Ann,Bob,Cleo"],
    ["world-wonders", "--players", "Ann", "--solo", "hard"],
    ["world-wonders", "--objectives", "3"],
])
def test_a_new_file_validates_as_printed(options: list[str]) -> None:
    text = run_cli("new", *options).stdout
    run = run_cli("validate", "-", stdin=text)
    assert run.code == 0, run.stderr
    assert "error" not in run.stderr


@pytest.mark.parametrize("level", ["advanced", "expert"])
def test_a_new_mondo_file_asks_for_the_card_until_it_is_filled_in(level: str) -> None:
    text = run_cli("new", "mondo", "--level", level, "--rounds", "2").stdout
    run = run_cli("validate", "-", "-f", "json", stdin=text)
    errors = [d for d in run.diagnostics() if d["severity"] == "error"]
    assert [d["code"] for d in errors] == ["card-missing"]  # round 2 is not played yet (§9)
    filled = text.replace("    # card: most-landscapes ", "    card: most-landscapes   ")
    assert run_cli("validate", "-", stdin=filled).code == 0


def test_new_names_the_players_and_rows_show_their_cells() -> None:
    text = run_cli("new", "mondo", "--players", "Ann, No ,007", "--rounds", "1").stdout
    document = yaml.safe_load(text)
    players = document["rounds"][0]["players"]
    assert [p["name"] for p in players] == ["Ann", "No", "007"]  # quoted where YAML needs it
    assert players[0]["rows"] == {1: ["."] * 2, 2: ["."] * 4, 3: ["."] * 6, 4: ["."] * 6,
                                  5: ["."] * 4, 6: ["."] * 2}
    assert "# A3 B3 C3 D3 E3 F3" in text


def test_new_fills_in_to_a_scored_board() -> None:
    """The beginner example's first player typed into `new` gives the example's scores."""
    text = run_cli("new", "mondo", "--players", "Ann,Bob", "--rounds", "1").stdout
    rows = yaml.safe_load(run_cli("mondo", "--rows", str(
        EXAMPLES / "mondo" / "beginner-two-players.yaml")).stdout)["rounds"][0]["players"]
    document = yaml.safe_load(text)
    for player, typed in zip(document["rounds"][0]["players"], rows, strict=True):
        player["rows"] = typed["rows"]
        player["chip"] = typed.get("chip", "none")
    document["water_animals"] = ["turtle", "dolphin", "octopus"]
    scored = run_cli("score", "-", "-f", "json", stdin=yaml.safe_dump(document)).json()
    assert [p["total"] for p in scored["players"]] == [22, 9]  # tests/cases/mondo/examples


def test_new_clans_and_flowers_forms() -> None:
    record = run_cli("new", "clans", "--players", "Ann,Bob,Cleo").stdout
    assert "{name: Ann, clan: red}" in record
    assert "founder" in record
    replay = run_cli("new", "clans", "--form", "replay").stdout
    assert len(re.findall(r"# region \d+: territories", replay)) == 12
    assert "moves: []" in replay
    log = run_cli("new", "flowers", "--form", "log", "--players", "Ann,Bob,Cleo").stdout
    assert "seats: [Ann, Bob, Cleo]" in log
    assert "Cleo: 7" in log


@pytest.mark.parametrize(("options", "message"), [
    (["flowers", "--players", "Ann"], "flowers takes 2-4 players; --players names 1"),
    (["world-wonders", "--players", "Ann"], "one player is the solo game"),
    (["world-wonders", "--solo", "easy", "--players", "Ann,Bob"], "--solo is a one-player game"),
    (["mondo", "--players", "Ann,ann"], "two players have the same name"),
    (["mondo", "--players", "Ann,"], "an empty name"),
])
def test_new_refuses_what_the_game_cannot_be(options: list[str], message: str) -> None:
    run = run_cli("new", *options)
    assert run.code == 2
    assert message in run.stderr


def test_new_writes_with_output_and_keeps_an_existing_file(tmp_path: Path) -> None:
    target = tmp_path / "tonight.yaml"
    assert run_cli("new", "flowers", "-o", str(target)).code == 0
    assert "game: flowers" in target.read_text("utf-8")
    target.write_text("mine\n", "utf-8")
    run = run_cli("new", "flowers", "-o", str(target))
    assert run.code == 2
    assert target.read_text("utf-8") == "mine\n"
    assert run_cli("new", "flowers", "-o", str(target), "--force").code == 0


# ---- boardscore watch ------------------------------------------------------------------------

def _read_until(process: subprocess.Popen[str], marker: str, seen: list[str],
                timeout: float = 20) -> None:
    assert process.stdout is not None
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        seen.append(line)
        if marker in line:
            return
    raise AssertionError(f"no {marker!r} in {''.join(seen)[-2000:]}")


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("boardscore") is None, reason="needs the console script")
def test_watch_scores_every_save_and_ends_on_ctrl_c(tmp_path: Path) -> None:
    board = tmp_path / "board.yaml"
    good = (EXAMPLES / "mondo" / "solo-round.yaml").read_text("utf-8")
    board.write_text(good, "utf-8")
    process = subprocess.Popen([str(shutil.which("boardscore")), "watch", str(board),
                                "--interval", "0.1"], stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True)
    seen: list[str] = []
    try:
        _read_until(process, "Total", seen)
        time.sleep(0.3)
        board.write_text("game: mondo\nlevel: [beginner\n", "utf-8")  # a half-written save
        _read_until(process, "never closed", seen)
        board.unlink()
        _read_until(process, "does not exist", seen)
        board.write_text(good.replace("C2: FFFF", "C2: FFXF"), "utf-8")
        _read_until(process, "tile C2", seen)
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=10) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        assert process.stdout is not None
        process.stdout.close()
    assert "Traceback" not in "".join(seen)
    assert "\x1b[2J" not in "".join(seen)  # not a terminal: runs one after the other


# ---- mistakes, said in the user's words --------------------------------------------------------

@pytest.mark.parametrize(("text", "where", "message"), [
    ("game: mondo\nrounds:\n\t- players: []\n", (3, 1),
     "YAML indents with spaces; line 3 has a tab (replace it with spaces)"),
    ('game: flowers\nplayers:\n  - name: "Ann\n    hand: 2\n', (3, 11),
     'the quote " opened at line 3, column 11 is never closed; end the text with "'),
    ("game: mondo\nlevel: [beginner\nrounds: []\n", (2, 8),
     "the [ opened at line 2, column 8 is never closed: add ] before line 3, column 7"),
    ("game: mondo\nlevel: {a: 1", (2, 8),
     "the { opened at line 2, column 8 is never closed: add } before the file ends"),
    ("game: mondo\nrounds:\n  - players:\n      - name: Ann\n         tiles: {}\n", (5, 10),
     "line 5 is indented more than line 4, which already has a value; line its key up with "
     "the keys above it (column 9), or quote the text if the ': ' belongs to it"),
    ("game: mondo\nrounds:\n  - players:\n      - name: Ann\n        chip: 4\n       tiles: {}\n",
     (6, 8), "line 6 is indented to column 8, which lines up with nothing above it: line 5 "
     "starts at column 9; indent line 6 to column 9, or less to end the list or mapping above "
     "it"),
    ("game: mondo\nrows:\n  3: [- , FFFF]\n", (3, 7),
     "an empty space inside [ ] is written . (as in [., FFFF]); a - there must come directly "
     "before , or ]"),
])
def test_yaml_slips_are_explained(text: str, where: tuple[int, int], message: str) -> None:
    [problem] = run_cli("score", "-", "-f", "json", stdin=text).diagnostics()
    assert problem["code"] == "yaml-syntax"
    assert (problem["line"], problem["column"]) == where
    assert problem["message"] == message


def test_keys_one_level_too_shallow_are_one_message() -> None:
    text = ("game: mondo\nlevel: beginner\nrounds:\n  - players:\n      - name: Ann\n"
            "        tiles:\n        C3: FFFF\n        D3: FFFF\n")
    [problem] = run_cli("score", "-", "-f", "json", stdin=text).diagnostics()
    assert problem["code"] == "indentation"
    assert problem["line"] == 6
    assert problem["message"] == ('"tiles" is empty, and the keys after it (C3, D3) are not '
                                  'keys here: indent them under "tiles", one level deeper')


@pytest.mark.parametrize(("text", "where", "message"), [
    ('{"game": "flowers", "players": [1, 2,]}', (1, 38),
     "invalid JSON: a comma before ]: JSON allows no trailing comma"),
    ('{"game": "flowers", players: []}', (1, 21),
     'invalid JSON: a key must be in double quotes ("key": value)'),
    ("game: flowers\n", (1, 1), "invalid JSON: this is not JSON (is it YAML?); a file named "
     "*.json must be JSON: rename it .yaml"),
])
def test_a_json_file_is_read_as_json(tmp_path: Path, text: str, where: tuple[int, int],
                                     message: str) -> None:
    board = tmp_path / "board.json"
    board.write_text(text, "utf-8")
    [problem] = run_cli("score", str(board), "-f", "json").diagnostics()
    assert problem["code"] == "json-syntax"
    assert (problem["line"], problem["column"]) == where
    assert problem["message"] == message
    same = tmp_path / "board.txt"  # any other name: decided by content, as before
    same.write_text(text, "utf-8")
    assert run_cli("score", str(same), "-f", "json").diagnostics()[0]["code"] != "json-syntax"


def test_a_bad_cell_name_is_reported_at_the_key_with_its_row() -> None:
    text = ("game: mondo\nlevel: beginner\nrounds:\n  - players:\n      - name: Ann\n"
            "        tiles:\n          C3: FFFF\n          3C: FFFF\n          A1: FFFF\n")
    first = run_cli("score", "-", "-f", "json", stdin=text).diagnostics()
    assert [(d["line"], d["column"], d["message"]) for d in first] == [
        (8, 11, "3C is not a cell name; write a column letter and a row number, such as C3; "
                "row 3 of this board has A3, B3, C3, D3, E3, F3")]
    second = run_cli("score", "-", "-f", "json", stdin=text.replace("3C", "D3")).diagnostics()
    assert [(d["line"], d["code"], d["message"]) for d in second] == [
        (9, "tile-off-board", "round 1, Ann: A1 is not a space of this board; row 1 of this "
                              "board has C1, D1")]


@pytest.mark.parametrize("command", ["score", "mondo"])
def test_the_game_key_forgives(command: str) -> None:
    board = "level: beginner\nrounds: [{players: [{name: Ann, tiles: {C3: FFFF}}]}]\n"
    assert run_cli(command, "-", stdin="game: Mondo\n" + board).code == 0
    [unknown] = run_cli(command, "-", "-f", "json", stdin="game: mondoo\n" + board).diagnostics()
    assert unknown["message"] == 'unknown game "mondoo"; did you mean "mondo"?'
    [misspelt] = run_cli(command, "-", "-f", "json", stdin="gmae: mondo\n" + board).diagnostics()
    assert misspelt["message"] == 'unknown key "gmae"; did you mean "game"?'
    assert misspelt["line"] == 1


def test_the_per_game_command_needs_no_game_key() -> None:
    board = "level: beginner\nrounds: [{players: [{name: Ann, tiles: {C3: FFFF}}]}]\n"
    assert run_cli("mondo", "-", stdin=board).code == 0


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_watch_module_gives_up_after_the_runs_asked(tmp_path: Path) -> None:
    """The polling loop itself, in-process: one scoring per change, no busy loop."""
    import io

    from boardscore.request import Mode, Request
    from boardscore.watch import watch

    board = tmp_path / "b.yaml"
    board.write_text((EXAMPLES / "flowers" / "two-players.yaml").read_text("utf-8"), "utf-8")
    out, err = io.StringIO(), io.StringIO()
    started = time.process_time()
    assert watch(str(board), Request(Mode.SCORE, "text"), out, err, interval=0.1, runs=1) == 0
    assert "Winner: Ben (19)" in out.getvalue()
    assert time.process_time() - started < 5
    assert os.path.exists(board)


def test_new_solo_without_players_names_one_placeholder() -> None:
    """`new world-wonders --solo easy` alone: a one-player file (it refused its own default
    of two placeholder names)."""
    run = run_cli("new", "world-wonders", "--solo", "easy")
    assert run.code == 0, run.stderr
    assert run.stdout.count("- name: ") == 1
    assert run_cli("validate", "-", stdin=run.stdout).code == 0
