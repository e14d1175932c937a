"""Flowers: A Mandala Game — final tableaux and turn logs (rules: `boardscore rules flowers`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from boardscore.scorers.diagnostics import Diagnostic
from boardscore.scorers.flowers.checks import check_tableau
from boardscore.scorers.flowers.french import normalize
from boardscore.scorers.flowers.info import INFO
from boardscore.scorers.flowers.model import Tableau, TableauPlayer
from boardscore.scorers.flowers.parse import is_turn_log, parse_tableau
from boardscore.scorers.flowers.score import score_tableau
from boardscore.scorers.flowers.vocabulary import vocabulary
from boardscore.scorers.games import Evaluation, GameHooks, named_players

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:  # a tableau never loads the turn-log model and the replay engine
    from typing import Any

    from boardscore.scorers.flowers.replay import Replayed
    from boardscore.scorers.flowers.turnlog import TurnLog

__all__ = ["GAME", "INFO", "evaluate", "normalize"]


def evaluate(document: Mapping[str, Any], *, explain: bool = False,
             options: Mapping[str, str] | None = None) -> Evaluation:
    """Score a schema-valid Flowers document, or return the rule errors that prevent it.

    Flowers has no variants, so the registry declares no options for it (`options` stays empty).
    """
    del options  # Flowers declares no command-line options (scorers/registry.py)
    if is_turn_log(document):
        from boardscore.scorers.flowers.turnlog import parse_turn_log

        return _evaluate_turn_log(parse_turn_log(document), explain)
    tableau = parse_tableau(document)
    diagnostics = check_tableau(tableau)
    errors = tuple(d for d in diagnostics if d.is_error)
    if errors:
        return Evaluation(None, errors)
    result = score_tableau(tableau, diagnostics, explain=explain)
    return Evaluation(result, derive=lambda _form: tableau_document(tableau))


def _evaluate_turn_log(log: TurnLog, explain: bool) -> Evaluation:
    from boardscore.scorers.flowers.checks import check_turn_log, log_tiles, x2_warning
    from boardscore.scorers.flowers.replay import replay

    static = check_turn_log(log)
    if static:
        return Evaluation(None, tuple(static))
    run = replay(log, explain)
    if run.errors:
        return Evaluation(None, tuple(run.errors))
    tableau = derived_tableau(log, run)
    warnings = [*run.warnings, *x2_warning(log_tiles(log))]
    result = score_tableau(tableau, warnings, explain=explain, variant=_variant(log, run),
                           extra={"turns": run.narrative} if explain else None)
    return Evaluation(result, derive=lambda _form: tableau_document(tableau))


def derived_tableau(log: TurnLog, run: Replayed) -> Tableau:
    """The final tableau a replay leaves: tiles in the order taken, hands at the end."""
    state = run.state
    return Tableau(log.palette, tuple(
        TableauPlayer(name, state.hands[name].size, tuple(state.tiles_of(name)), None,
                      tuple(taken.source for taken in state.tiles[name]))
        for name in log.seats))


def _variant(log: TurnLog, run: Replayed) -> dict[str, Any]:
    ended = run.state.ended
    return {
        "form": "turn-log",
        "players": len(log.seats),
        "ended": {"turn": ended.turn, "mandala": ended.mandala, "reason": ended.reason}
        if ended is not None else None,
        "end_order": run.end_order,
        "assumed": run.assumed,
    }


def tableau_document(tableau: Tableau) -> dict[str, Any]:
    """A form-A file (shorthand tiles) for `--derived`: kept, compared or scored again."""
    document: dict[str, Any] = {"game": "flowers"}
    if tableau.palette is not None:
        document["colours"] = list(tableau.palette)
    document["players"] = [
        {"name": p.name, "hand": p.hand,
         "tiles": [f"{t.colour} {t.back} {t.face}" for t in p.tiles]}
        for p in tableau.players]
    return document


def picture(document: Mapping[str, Any], options: Mapping[str, str]) -> str | list[Diagnostic]:
    """`boardscore render`: one player's tableau as SVG (scorers/flowers/drawing.py)."""
    from boardscore.scorers.flowers.drawing import picture as draw

    return draw(document, options)


def blank(players: Sequence[str], options: Mapping[str, str]) -> str:
    """`boardscore new flowers`: a file to fill in at the table."""
    from boardscore.scorers.flowers.blank import blank as fill_in

    return fill_in(players, options)


def players(document: Mapping[str, Any]) -> list[str]:
    """A tableau's players, or a turn log's seats, in seat order."""
    seats = document.get("seats")
    if "players" not in document and isinstance(seats, list):
        return [seat for seat in seats if isinstance(seat, str)]
    return named_players(document)


def boards(document: Mapping[str, Any]) -> list[tuple[str, dict[str, str]]]:
    """One tableau per player (a turn log's seats too)."""
    return [(name, {"player": name}) for name in players(document)]


GAME = GameHooks(INFO, evaluate, normalize=normalize, picture=picture, blank=blank,
                 players=players, boards=boards, vocabulary=vocabulary)
