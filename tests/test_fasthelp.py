"""`--help` from the option table (cli/fasthelp.py) holds what Typer's page holds: the same
options, their help texts, the arguments and the commands, in English and in French (issue 22
item 7: the pages' layout may change, not their content)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest

from boardscore.options import COMMANDS, GAME_COMMAND, NEW_COMMAND, command
from boardscore.scorers.registry import GAMES

PAGES: list[list[str]] = [[], *([name] for name in (
    "score", "watch", "validate", "schema", "example", "rules", "games", "render", "serve",
    "new", *GAMES)), *(["new", game] for game in GAMES)]

# Each language's pages, as Typer writes them (its application built in that language) and as
# fasthelp.py writes them, from one process per language.
_BOTH = """
import json, sys
from boardscore.language import choose, third_party
choose(sys.argv[1], for_typer=False)
if sys.argv[1] != "en":
    third_party(sys.argv[1])
from typer.testing import CliRunner
from boardscore.fasthelp import fast_help
from boardscore.main import app
pages = json.loads(sys.argv[2])
runner = CliRunner()
fast = [fast_help([*words, "--help"]) for words in pages]
typer = [runner.invoke(app, ["--lang", sys.argv[1], *words, "--help"],
                       terminal_width=1000).output for words in pages]
print(json.dumps(list(zip(typer, fast))))
"""

_BOX = re.compile(r"[│╭╮╰╯─]")


def _flat(text: str) -> str:
    return " ".join(_BOX.sub(" ", text).split())


@pytest.fixture(scope="module", params=["en", "fr"])
def pages(request: pytest.FixtureRequest) -> tuple[str, list[tuple[str, str]]]:
    env = {**os.environ, "COLUMNS": "1000", "TERMINAL_WIDTH": "1000"}
    done = subprocess.run([sys.executable, "-c", _BOTH, request.param, json.dumps(PAGES)],
                          capture_output=True, text=True, check=True, env=env)
    return request.param, [(typer, fast) for typer, fast in json.loads(done.stdout)]


def _options(text: str) -> set[str]:
    return set(re.findall(r"(?<![\w-])--?[a-z][a-z-]*", _BOX.sub(" ", text)))


def test_every_page_is_answered_without_typer(pages: tuple[str, list[tuple[str, str]]]
                                              ) -> None:
    for words, (_typer, fast) in zip(PAGES, pages[1], strict=True):
        assert fast, words


def test_the_same_options_and_commands(pages: tuple[str, list[tuple[str, str]]]) -> None:
    for words, (typer, fast) in zip(PAGES, pages[1], strict=True):
        assert _options(fast) == _options(typer), words
        if words in ([], ["new"]):
            listed = [*GAMES] if words else [c.name for c in COMMANDS
                                             if c.name not in (GAME_COMMAND, NEW_COMMAND)]
            for name in listed:
                assert re.search(rf"\b{re.escape(name)}\b", _flat(typer)), (words, name)
                assert re.search(rf"^  {re.escape(name)}$", fast, re.M), (words, name)


def test_the_same_texts(pages: tuple[str, list[tuple[str, str]]]) -> None:
    """Every text of the fast page (the command's help, its arguments', options' and
    commands' help, defaults aside) is on Typer's page, in the same language."""
    language, found = pages
    for words, (typer, fast) in zip(PAGES, found, strict=True):
        flat_typer = _flat(typer)
        description = " ".join(fast.split("\n\n")[1].split())
        for text in [description, *_sentences(fast)]:
            assert text in flat_typer, (language, words, text)


def _sentences(page: str) -> list[str]:
    """The help texts of a fast page: its indented blocks, brackets (defaults) left out."""
    blocks: list[str] = []
    current: list[str] = []
    for line in page.split("\n"):
        if line.startswith("        "):
            current.append(line.strip())
            continue
        if current:
            blocks.append(" ".join(current))
            current = []
    if current:
        blocks.append(" ".join(current))
    return [re.sub(r"\s*\[[^\]]*\]", "", block).strip() for block in blocks]


def test_a_command_help_names_its_arguments() -> None:
    from boardscore.fasthelp import fast_help

    page = fast_help(["score", "--help"])
    assert page is not None
    assert "FILE..." in page
    assert command("score").arguments[0][1] in " ".join(page.split())
    assert fast_help(["score", "x.yaml", "--help"]) is None  # Typer's
    assert fast_help(["nope", "--help"]) is None
    assert fast_help(["new", "nope", "--help"]) is None


@pytest.mark.parametrize("words", [["--help"], ["score", "--help"], ["--lang", "fr", "mondo",
                                                                     "--help"]])
def test_the_console_answers_help_without_typer(words: list[str]) -> None:
    code = ("import sys; sys.argv = ['boardscore', *sys.argv[1:]]\n"
            "from boardscore.console import run\n"
            "try:\n    run()\nexcept SystemExit as done:\n    status = done.code\n"
            "sys.stderr.write(f'{status} {\"typer\" in sys.modules}')")
    done = subprocess.run([sys.executable, "-c", code, *words], capture_output=True, text=True,
                          check=False)
    assert done.stderr == "0 False"
    assert done.stdout.startswith(("Usage: boardscore", "Utilisation : boardscore"))
