"""Mondo — rounds of finished boards (rules reference: `boardscore rules mondo`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from boardscore.scorers.diagnostics import Diagnostic, error
from boardscore.scorers.games import Evaluation, GameHooks
from boardscore.scorers.mondo.checks import check_game
from boardscore.scorers.mondo.codes import Code
from boardscore.scorers.mondo.info import INFO
from boardscore.scorers.mondo.parse import parse_game
from boardscore.scorers.mondo.score import holder_mismatches, score_game

__all__ = ["GAME", "INFO", "evaluate", "picture", "restate_duplicate"]


def picture(document: Mapping[str, Any], options: Mapping[str, str]) -> str | list[Diagnostic]:
    """`boardscore render`: one board as SVG (scorers/mondo/drawing.py)."""
    from boardscore.scorers.mondo.drawing import picture as draw

    return draw(document, options)


def evaluate(document: Mapping[str, Any], *, explain: bool = False,
             options: Mapping[str, str] | None = None) -> Evaluation:
    """Score a schema-valid Mondo file; `options` are --level / --side overrides."""
    game = parse_game(document, options or {})
    diagnostics = check_game(game)
    errors = [d for d in diagnostics if d.is_error]
    if errors:  # with every problem: the volcano chips of the rounds that can be scored
        return Evaluation(None, tuple(errors + holder_mismatches(game, errors)))
    scored = score_game(game, explain=explain)
    if isinstance(scored, list):
        return Evaluation(None, tuple(scored))
    warnings = tuple(d for d in diagnostics if not d.is_error)
    return Evaluation(replace(scored, warnings=warnings))


def restate_duplicate(document: Mapping[str, Any], path: tuple[str | int, ...], key: object,
                      lines: tuple[int, int]) -> Diagnostic | None:
    """Two tiles on one cell arrive as a duplicate key under `tiles` (rules §10: tile-twice)."""
    if len(path) != 5 or path[0] != "rounds" or path[2] != "players" or path[4] != "tiles":
        return None
    try:
        rounds = document["rounds"]
        number = 0
        for node in rounds[: int(path[1]) + 1]:
            number = int(node.get("round", number + 1))
        name = rounds[int(path[1])]["players"][int(path[3])]["name"]
    except (KeyError, IndexError, TypeError, ValueError):
        return None
    return error(Code.TILE_TWICE, f"round {number}, {name}: two tiles on {key} (lines {lines[0]} "
                 f"and {lines[1]})", (*path, str(key)))


GAME = GameHooks(INFO, evaluate, restate_duplicate=restate_duplicate, picture=picture)
