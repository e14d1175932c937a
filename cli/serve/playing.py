"""POST /api/play: the state of play of a game being recorded, from the game's own `play`
hook (scorers/games.py), for a page that records a game as it is played (docs/serve-api.md).
Game-neutral: the game's hook decides everything; this module checks the request."""

from __future__ import annotations

from typing import Any

from boardscore.scorers.games import load_game
from boardscore.scorers.i18n import _
from boardscore.scorers.registry import game_ids
from boardscore.serve.answers import Answer, problem, unknown_game


def play(body: Any) -> Answer:
    """{"game", "document", "picture"?} -> 200 and the hook's answer; 400 for a body that is
    not that, a game unknown or without the hook."""

    if not isinstance(body, dict) or not isinstance(body.get("document"), dict) \
            or not isinstance(body.get("picture", False), bool):
        return problem(400, "bad-request", _('the body is {"game": …, "document": {…}, '
                                             '"picture": true or false}'))
    game = body.get("game")
    if game not in game_ids():
        return unknown_game(game)
    hooks = load_game(str(game))
    if hooks.play is None:
        return problem(400, "no-play", _("{game} has no state of play to record: score its "
                                         "file with /api/score").format(game=game))
    document = hooks.normalize({**body["document"], "game": game})
    return 200, hooks.play(document, picture=body.get("picture", False))
