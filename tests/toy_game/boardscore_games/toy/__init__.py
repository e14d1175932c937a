"""Toy: each player writes down points; the most points wins (tests/test_toy_game.py)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from boardscore_games.toy.declaration import DECLARATION

from boardscore.scorers.diagnostics import Diagnostic, error
from boardscore.scorers.games import Decision, Evaluation, GameHooks, GameInfo
from boardscore.scorers.ranking import rank_players
from boardscore.scorers.result import Line, PlayerResult, Result

INFO = GameInfo(id=DECLARATION.id, title=DECLARATION.title, players=DECLARATION.players,
                variants=("counting: the points each player wrote",),
                decisions=(Decision("D1", "Ties: shared."),),
                default_example=DECLARATION.default_example)


def evaluate(document: Mapping[str, Any], *, explain: bool = False,
             options: Mapping[str, str] | None = None) -> Evaluation:
    factor = 2 if (options or {}).get("bonus") == "double" else 1
    players = document["players"]
    if any(sum(p["points"]) > 100 for p in players):
        return Evaluation(None, tuple(error("toy-too-many", "more than 100 points",
                                            ("players",)) for _ in (1,)))
    lines = {p["name"]: Line("points", "Points", sum(p["points"]) * factor, "written",
                             tuple(str(n) for n in p["points"]) if explain else ())
             for p in players}
    totals = {name: line.points for name, line in lines.items()}
    ranking = rank_players(list(totals), totals)
    result = Result("toy", {"form": "counting", "players": len(players)},
                    tuple(PlayerResult(name, (lines[name],), totals[name], ranking.ranks[name])
                          for name in totals), ranking.winners, ranking.tiebreak)
    return Evaluation(result, derive=lambda form: _derived(document, form))


def _derived(document: Mapping[str, Any], form: str) -> dict[str, Any]:
    change = (lambda points: [sum(points)]) if form == "sums" else sorted
    return {"game": "toy", "players": [{"name": p["name"], "points": change(p["points"])}
                                       for p in document["players"]]}


def picture(document: Mapping[str, Any], board: Mapping[str, str]) -> str | list[Diagnostic]:
    players = document["players"]
    seat = int(board.get("seat", "1"))
    if not 1 <= seat <= len(players):
        return [error("no-such-board", f"no seat {seat}", ("players",))]
    name = players[seat - 1]["name"]
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="100" height="20">'
            f"<text x=\"0\" y=\"15\">{name}</text></svg>\n")


def view(name: str, view_format: str, *, colour: bool = False) -> str:
    del colour
    return f"toy {name} as {view_format}: 1 point per point\n"


def blank(players: Sequence[str], options: Mapping[str, str]) -> str:
    rounds = int(options.get("rounds", "1"))
    rows = "".join(f"  - name: {name}\n    points: [{', '.join(['0'] * rounds)}]\n"
                   for name in players)
    return f"game: toy\nplayers:\n{rows}"


GAME = GameHooks(INFO, evaluate, picture=picture, view=view, blank=blank)
