"""The shipped rules references and the code agree: every diagnostic code and decision id a
game declares appears in its reference, and every one the reference lists is declared."""

from __future__ import annotations

import json
import re
from importlib import import_module
from pathlib import Path

import pytest

from boardscore.rules import reference_text
from boardscore.scorers.games import load_game
from boardscore.scorers.registry import GAMES, game_ids
from boardscore.status import ENVELOPE_CODES

from conftest import ROOT, run_cli

_CODE_CELL = re.compile(r"^\| `?([A-Za-z][A-Za-z0-9-]*)`?(?:–([A-Z]\d+))? \|", re.M)


def _section(text: str, word: str) -> str:
    """The text of the first `## ` section whose heading contains `word`."""
    start = next(m.end() for m in re.finditer(r"^## .*$", text, re.M) if word in m.group(0))
    end = re.compile(r"^## ", re.M).search(text, start)
    return text[start:end.start() if end else len(text)]


def _expand(first: str, last: str | None) -> list[str]:
    """`W03–W06` -> W03 W04 W05 W06."""
    if last is None:
        return [first]
    prefix, width = first[0], len(first) - 1
    return [f"{prefix}{n:0{width}d}" for n in range(int(first[1:]), int(last[1:]) + 1)]


def _listed_codes(text: str) -> set[str]:
    found: set[str] = set()
    for match in _CODE_CELL.finditer(_section(text, "Validation")):
        if match.group(1) not in ("Id", "code", "Check", "When"):
            found.update(_expand(match.group(1), match.group(2)))
    return found


def _declared_codes(game: str) -> set[str]:
    codes = import_module(GAMES[game].module + ".codes").Code
    return {str(code) for code in codes}


@pytest.mark.parametrize("game", game_ids())
def test_every_code_is_in_the_reference_and_back(game: str) -> None:
    listed = _listed_codes(reference_text(game))
    assert listed == _declared_codes(game)


@pytest.mark.parametrize("game", game_ids())
def test_every_decision_is_in_the_reference_and_back(game: str) -> None:
    section = _section(reference_text(game), "decisions")
    listed = set(re.findall(r"^\| (D\d+) \|", section, re.M))
    assert listed == {d.id for d in load_game(game).info.decisions}


@pytest.mark.parametrize("game", game_ids())
def test_schema_codes_are_declared(game: str) -> None:
    schema = (ROOT / "schemas" / f"{game}.schema.json").read_text("utf-8")
    used = set(re.findall(r'"code":\s*"([^"]+)"', schema))
    assert used <= _declared_codes(game) | set(ENVELOPE_CODES)


def test_game_codes_do_not_clash_with_the_envelope() -> None:
    for game in game_ids():
        assert not _declared_codes(game) & set(ENVELOPE_CODES), game


def test_every_reference_ends_with_the_shared_codes() -> None:
    for game in game_ids():
        text = reference_text(game)
        assert "## Codes every game shares" in text
        assert all(f"| `{code}` |" in text for code in ENVELOPE_CODES)


@pytest.mark.parametrize("game", game_ids())
def test_rules_command_prints_markdown_when_piped(game: str) -> None:
    run = run_cli("rules", game)
    assert run.code == 0
    assert run.stdout == reference_text(game)
    assert run.stdout.startswith("# ")
    assert run_cli("rules", game, "--format", "markdown").stdout == run.stdout


def test_rules_reference_is_not_the_shared_contract_path() -> None:
    """Users do not have shared/: nothing the program prints sends them there."""
    for game in game_ids():
        assert "shared/" not in reference_text(game)
        assert "shared/" not in (ROOT / "schemas" / f"{game}.schema.json").read_text("utf-8")
    games = json.loads(run_cli("games", "--format", "json").stdout)
    assert [g["rules"] for g in games] == [f"boardscore rules {g}" for g in game_ids()]


def test_reference_is_inside_the_package() -> None:
    for game in game_ids():
        package = import_module(GAMES[game].module)
        assert (Path(package.__file__ or "").parent / "rules.md").is_file()
