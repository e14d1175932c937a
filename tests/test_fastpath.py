"""The everyday calls skip Typer (fastpath.py): for every command line it accepts, it must
build exactly the Request that main.py's Typer application builds, and everything else must be
left to Typer (help, views, unknown options, bad values)."""

from __future__ import annotations

from typing import Any

import pytest
from typer.testing import CliRunner

import boardscore.batch
from boardscore.fastpath import fast_request
from boardscore.main import app
from boardscore.request import Request

F = "examples/flowers/two-players.yaml"
M = "examples/mondo/solo-round.yaml"
ACCEPTED = [
    ["score", F], ["score", F, M, "-"], ["score", F, "-f", "json"], ["score", F, "-f", "JSON"],
    ["score", F, "--format=csv", "--explain"], ["score", "-e", F, "--output-format", "bgstats"],
    ["score", F, "--derived"], ["score", F, "--strict", "-q", "--color", "never"],
    ["score", F, "--jobs", "2"], ["score", F, "-j", "0", "--color=ALWAYS"],
    ["score", F, "-f", "json", "-f", "text"],  # the last one wins, as in Click
    ["validate", F], ["validate", F, "-f", "github", "--strict"], ["validate", F, "-j", "3"],
    ["mondo", M], ["mondo", M, "--level", "expert", "--side", "back"], ["mondo", M, "--rows"],
    ["mondo", M, "--tiles"], ["mondo", M, "--derived"], ["mondo", M, "--derived", "--tiles"],
    ["mondo", M, "--level=ADVANCED", "-e"], ["clans", "examples/clans"],
    ["clans", "examples/clans", "--villages", "-f", "json"],
    ["flowers", F, "--tableau"], ["world-wonders", "examples/world-wonders", "--difficulty",
                                  "hard"],
]
REFUSED = [
    [], ["score"], ["score", "--help"], ["score", F, "--nope"], ["score", F, "-f", "svg"],
    ["score", F, "-f"], ["score", F, "--jobs", "-1"], ["score", F, "--jobs", "two"],
    ["score", F, "--", "-x.yaml"], ["score", F, "-eq"], ["validate", F, "--explain"],
    ["validate", F, "-f", "bgstats"], ["mondo", M, "--tiles", "--rows"],
    ["mondo", M, "--level", "master"], ["clans", "--map"], ["clans", "--map", "-o", "m.svg"],
    ["render", M], ["games"], ["new", "mondo"], ["schema", "mondo"], ["scroe", F],
    ["world-wonders", M, "--level", "expert"], ["score", F, "--color", "blue"],
]


def _typer_request(arguments: list[str], monkeypatch: pytest.MonkeyPatch
                   ) -> tuple[list[str], Request]:
    seen: list[tuple[list[str], Request]] = []

    def recorded(files: list[str], request: Request, *_: Any) -> int:
        seen.append((files, request))
        return 0

    monkeypatch.setattr(boardscore.batch, "run_batch", recorded)
    result = CliRunner().invoke(app, arguments, catch_exceptions=False)
    assert result.exit_code == 0, result.stderr
    assert len(seen) == 1
    return seen[0]


@pytest.mark.parametrize("arguments", ACCEPTED, ids=[" ".join(a) for a in ACCEPTED])
def test_the_fast_path_builds_typers_request(arguments: list[str],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    fast = fast_request(arguments)
    assert fast is not None
    assert fast == _typer_request(arguments, monkeypatch)


@pytest.mark.parametrize("arguments", REFUSED, ids=[" ".join(a) or "-" for a in REFUSED])
def test_anything_else_is_left_to_typer(arguments: list[str]) -> None:
    assert fast_request(arguments) is None
