"""World Wonders — finished cities, checked and scored (rules: `boardscore rules world-wonders`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from boardscore.scorers.diagnostics import Diagnostic
from boardscore.scorers.games import Evaluation, GameHooks
from boardscore.scorers.record import replace
from boardscore.scorers.world_wonders.checks import check_game
from boardscore.scorers.world_wonders.french import normalize, restate_schema
from boardscore.scorers.world_wonders.info import INFO
from boardscore.scorers.world_wonders.parse import parse_game
from boardscore.scorers.world_wonders.score import score_game
from boardscore.scorers.world_wonders.vocabulary import check_part, vocabulary

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any

__all__ = ["GAME", "INFO", "evaluate", "normalize", "picture", "restate_schema"]


def picture(document: Mapping[str, Any], options: Mapping[str, str]) -> str | list[Diagnostic]:
    """`boardscore render`: one city as SVG (scorers/world_wonders/drawing.py)."""
    from boardscore.scorers.world_wonders.drawing import picture as draw

    return draw(document, options)


def evaluate(document: Mapping[str, Any], *, explain: bool = False,
             options: Mapping[str, str] | None = None) -> Evaluation:
    """Score a schema-valid file; `options` may hold the --difficulty override (solo)."""
    game, problems = parse_game(document, options or {})
    problems += check_game(game)
    errors = tuple(p for p in problems if p.is_error)
    if errors:
        return Evaluation(None, errors)
    result = score_game(game, explain)
    return Evaluation(replace(result, warnings=tuple(problems)))


def blank(players: Sequence[str], options: Mapping[str, str]) -> str:
    """`boardscore new world-wonders`: a file to fill in at the table."""
    from boardscore.scorers.world_wonders.blank import blank as fill_in

    return fill_in(players, options)


GAME = GameHooks(INFO, evaluate, normalize=normalize, restate_schema=restate_schema,
                 picture=picture, blank=blank, vocabulary=vocabulary, check_part=check_part)
