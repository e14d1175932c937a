"""Shell completion from the option table (cli/fastcomplete.py) offers what Typer offers, in
the same order, for commands, options, choices and games, in bash, zsh and fish; what it does
not know it leaves to Typer (issue 22 item 7)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from boardscore.fastcomplete import fast_completion
from boardscore.scorers.registry import GAMES

LINES = [
    "boardscore ", "boardscore s", "boardscore -", "boardscore --", "boardscore --l",
    "boardscore --lang ", "boardscore --lang f", "boardscore --lang fr ", "boardscore --lang fr -",
    "boardscore --lang fr sc", "boardscore score ", "boardscore score -", "boardscore score --",
    "boardscore score --f", "boardscore score -f ", "boardscore score -f j",
    "boardscore score --format J", "boardscore score -f json -", "boardscore score -e -q -",
    "boardscore score x.yaml -", "boardscore score x.yaml --color ", "boardscore score --jobs ",
    "boardscore score --jobs 2 -", "boardscore validate -f ", "boardscore validate -",
    "boardscore watch -", "boardscore watch --explain -", "boardscore watch --no-explain -",
    "boardscore watch --interval ", "boardscore schema ", "boardscore schema a",
    "boardscore schema -", "boardscore schema mondo -", "boardscore schema mondo -o ",
    "boardscore example ", "boardscore example m", "boardscore example M",
    "boardscore example mondo ", "boardscore example mondo -", "boardscore rules ",
    "boardscore rules clans --format ", "boardscore games -", "boardscore games --format ",
    "boardscore render -", "boardscore render x.yaml -", "boardscore serve -",
    "boardscore serve . --port ", "boardscore new ", "boardscore new m", "boardscore new -",
    "boardscore -- ", "boardscore score -- -", "boardscore score --format=",
    "boardscore score -fjson -", "boardscore nope ", "boardscore example mondo --name ",
    *(line for game in GAMES for line in (
        f"boardscore {game} -", f"boardscore {game} x.yaml -", f"boardscore {game} --color ",
        f"boardscore new {game} -", f"boardscore new {game} --players a -",
        f"boardscore new {game} ")),
]
SHELLS = ("complete_bash", "complete_zsh", "complete_fish")


def _environ(shell: str, line: str) -> dict[str, str]:
    if shell == "complete_bash":
        words = line.split()
        cword = len(words) if line.endswith(" ") else len(words) - 1
        return {"_BOARDSCORE_COMPLETE": shell, "COMP_WORDS": line, "COMP_CWORD": str(cword)}
    extra = {"_TYPER_COMPLETE_FISH_ACTION": "get-args"} if shell == "complete_fish" else {}
    return {"_BOARDSCORE_COMPLETE": shell, "_TYPER_COMPLETE_ARGS": line, **extra}


# Typer's answers: its application, run once per request in one process
_TYPER = """
import contextlib, io, json, os, sys
requests = json.loads(sys.argv[1])
sys.argv = ["boardscore"]
from boardscore.main import app
answers = []
for environ in requests:
    os.environ.update(environ)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        try:
            app()
        except SystemExit:
            pass
    for key in environ:
        del os.environ[key]
    answers.append(out.getvalue())
print(json.dumps(answers))
"""


@pytest.fixture(scope="module")
def typer_answers() -> dict[tuple[str, str], str]:
    requests = [(shell, line) for shell in SHELLS for line in LINES]
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("_BOARDSCORE", "_TYPER", "COMP_"))}
    done = subprocess.run([sys.executable, "-c", _TYPER,
                           json.dumps([_environ(shell, line) for shell, line in requests])],
                          capture_output=True, text=True, check=True, env=env)
    return dict(zip(requests, json.loads(done.stdout), strict=True))


def test_the_same_candidates_as_typer(typer_answers: dict[tuple[str, str], str]) -> None:
    answered = 0
    for (shell, line), typer in typer_answers.items():
        fast = fast_completion(_environ(shell, line))
        if fast is not None:
            answered += 1
            assert fast + "\n" == typer, (shell, line)
    # bash answers every line here but the few Typer keeps (--, =, a glued value, an unknown
    # command, a value completed by a function)
    bash = [line for line in LINES if fast_completion(_environ("complete_bash", line))
            is not None]
    assert len(bash) >= len(LINES) - 7
    assert answered > len(LINES)


def test_typer_keeps_what_the_table_cannot_say() -> None:
    for line in ("boardscore example mondo --name ", "boardscore -- ", "boardscore nope ",
                 "boardscore score --format="):
        assert fast_completion(_environ("complete_bash", line)) is None, line
    assert fast_completion(_environ("complete_zsh", "boardscore ")) is None  # help texts
    assert fast_completion({"_BOARDSCORE_COMPLETE": "source_bash"}) is None
    assert fast_completion(_environ("complete_bash", 'boardscore "sc')) is None


def test_the_console_completes_without_typer() -> None:
    code = ("import sys; sys.argv = ['boardscore']\n"
            "from boardscore.console import run\n"
            "try:\n    run()\nexcept SystemExit as done:\n    status = done.code\n"
            "sys.stderr.write(f'{status} {\"typer\" in sys.modules}')")
    env = {**os.environ, **_environ("complete_bash", "boardscore score -f ")}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=False, env=env)
    assert done.stderr == "0 False"
    assert done.stdout.split() == ["text", "json", "csv", "markdown", "github", "bgstats",
                                   "bgstats-link"]
