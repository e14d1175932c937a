"""A fifth game, installed apart from boardscore, works everywhere a built-in game does.

The toy game (tests/toy_game/boardscore_games/toy/) is copied into a folder of the test's own,
which the boardscore processes see on PYTHONPATH: a separately installed package that adds a
game to the namespace package `boardscore_games`. It declares two derived forms, a view, a
command-line option, a `new` template and a render choice; nothing in boardscore names it.
Expected numbers are counted by hand from its example: Ann wrote 3 and 4 (7), Bob 5 and 1 (6).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT

pytestmark = pytest.mark.slow  # each check is a real boardscore process

TOY = ROOT / "tests" / "toy_game"
EXAMPLE = "boardscore_games/toy/toy/two-players.yaml"
COMMAND = str(Path(sys.executable).with_name("boardscore"))  # the console script


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The toy game's package, made in a folder of its own."""
    folder = tmp_path_factory.mktemp("site")
    shutil.copytree(TOY / "boardscore_games", folder / "boardscore_games",
                    ignore=shutil.ignore_patterns("__pycache__"))
    return folder


def boardscore(site: Path, *args: str, stdin: str | None = None,
               extra: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "PYTHONPATH": str(site), "LANGUAGE": "en", **(extra or {})}
    return subprocess.run([COMMAND, *args], input=stdin,
                          capture_output=True, text=True, cwd=site, env=environment,
                          timeout=60, check=False)


def test_score_in_every_format(installed: Path) -> None:
    text = boardscore(installed, "score", EXAMPLE)
    assert text.returncode == 0, text.stderr
    assert "Toy: The Counting Game" in text.stdout
    assert "Winner: Ann (7)" in text.stdout
    data = json.loads(boardscore(installed, "score", EXAMPLE, "-f", "json").stdout)
    assert [(p["name"], p["total"], p["rank"]) for p in data["players"]] == [
        ("Ann", 7, 1), ("Bob", 6, 2)]
    for output in ("csv", "markdown", "github"):
        run = boardscore(installed, "score", EXAMPLE, "-f", output, "--explain")
        assert run.returncode == 0, (output, run.stderr)
        assert "Ann" in run.stdout, output
    played = (installed / EXAMPLE).read_text("utf-8") + (
        "played: {date: 2026-11-28 20:30, timezone: Europe/Paris}\n")
    for output in ("bgstats", "bgstats-link"):  # an export needs the date played
        run = boardscore(installed, "score", "-", "-f", output, stdin=played)
        assert run.returncode == 0, (output, run.stderr)
        assert "Ann" in run.stdout, output


def test_its_option_case_insensitive_on_the_command_line_and_in_the_api(installed: Path) -> None:
    run = boardscore(installed, "toy", EXAMPLE, "--bonus", "DOUBLE", "-f", "json")
    assert [p["total"] for p in json.loads(run.stdout)["players"]] == [14, 12]
    code = (f"import boardscore; r = boardscore.score({EXAMPLE!r}, game='toy', options="
            "{'bonus': 'Double'}); print([p['total'] for p in r['players']])")
    api = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=installed, env={**os.environ, "PYTHONPATH": str(installed)},
                         timeout=60, check=False)
    assert api.stdout.strip() == "[14, 12]", api.stderr


def test_validate_and_its_schema(installed: Path) -> None:
    assert boardscore(installed, "validate", EXAMPLE).returncode == 0
    bad = boardscore(installed, "validate", "-", stdin="game: toy\nplayers: [{name: Ann}]\n")
    assert bad.returncode == 1
    assert "points" in bad.stderr
    assert '"urn:boardscore:schema:toy"' in boardscore(installed, "schema", "toy").stdout


def test_both_derived_forms(installed: Path) -> None:
    sums = boardscore(installed, "toy", EXAMPLE, "--derived", "-f", "json")
    assert json.loads(sums.stdout)["players"][0]["points"] == [7]
    ordered = boardscore(installed, "toy", EXAMPLE, "--sorted", "-f", "json")
    assert json.loads(ordered.stdout)["players"][1]["points"] == [1, 5]
    both = boardscore(installed, "toy", EXAMPLE, "--sums", "--sorted")
    assert both.returncode == 2


def test_view_new_render_example_rules_and_games(installed: Path) -> None:
    assert boardscore(installed, "toy", "--chart").stdout == "toy chart as text: 1 point per " \
        "point\n"
    new = boardscore(installed, "new", "toy", "--players", "Ann,Bob", "--rounds", "2")
    assert "points: [0, 0]" in new.stdout
    assert boardscore(installed, "validate", "-", stdin=new.stdout).returncode == 0
    picture = boardscore(installed, "render", EXAMPLE, "--seat", "2")
    assert picture.returncode == 0
    assert ">Bob</text>" in picture.stdout
    assert "Ann wrote 3 and 4" in boardscore(installed, "example", "toy").stdout
    assert "ties shared" in boardscore(installed, "rules", "toy", "-f", "markdown").stdout
    assert "Toy: The Counting Game" in boardscore(installed, "games").stdout


def test_help_and_completion(installed: Path) -> None:
    assert "toy" in boardscore(installed, "--help").stdout
    own = boardscore(installed, "toy", "--help").stdout
    assert all(flag in own for flag in ("--bonus", "--sums", "--sorted", "--chart"))
    completion = {"_BOARDSCORE_COMPLETE": "complete_bash", "COMP_CWORD": "3",
                  "COMP_WORDS": "boardscore toy --bonus "}
    assert boardscore(installed, extra=completion).stdout.split() == ["none", "double"]
    completion.update(COMP_WORDS="boardscore to", COMP_CWORD="1")
    assert "toy" in boardscore(installed, extra=completion).stdout.split()
