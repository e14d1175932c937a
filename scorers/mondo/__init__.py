"""Mondo — rounds of finished boards (rules reference: `boardscore rules mondo`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from boardscore.scorers.diagnostics import Diagnostic, error
from boardscore.scorers.games import Evaluation, GameHooks, named_players
from boardscore.scorers.i18n import _
from boardscore.scorers.mondo.checks import check_game
from boardscore.scorers.mondo.codes import Code
from boardscore.scorers.mondo.info import INFO
from boardscore.scorers.mondo.model import Game
from boardscore.scorers.mondo.names import french_names
from boardscore.scorers.mondo.parse import parse_game
from boardscore.scorers.mondo.score import holder_mismatches, score_game
from boardscore.scorers.mondo.unplayed import played_rounds
from boardscore.scorers.mondo.vocabulary import vocabulary
from boardscore.scorers.record import replace

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any

__all__ = ["GAME", "INFO", "evaluate", "picture", "restate_duplicate"]


def picture(document: Mapping[str, Any], options: Mapping[str, str]) -> str | list[Diagnostic]:
    """`boardscore render`: one board as SVG (scorers/mondo/drawing.py)."""
    from boardscore.scorers.mondo.drawing import picture as draw

    return draw(document, options)


def evaluate(document: Mapping[str, Any], *, explain: bool = False,
             options: Mapping[str, str] | None = None) -> Evaluation:
    """Score a schema-valid Mondo file; `options` are --level / --side overrides."""
    game = parse_game(document, options or {})
    played, not_played = played_rounds(game)  # §9: trailing rounds not played yet left out
    diagnostics = check_game(played) + not_played
    errors = [d for d in diagnostics if d.is_error]
    if errors:  # with every problem: the volcano chips of the rounds that can be scored
        return Evaluation(None, tuple(errors + holder_mismatches(played, errors)))
    scored = score_game(played, explain=explain)
    if isinstance(scored, list):
        return Evaluation(None, tuple(scored))
    warnings = tuple(d for d in diagnostics if not d.is_error)
    return Evaluation(replace(scored, warnings=warnings),
                      derive=lambda form: _converted(document, game, form))


def _converted(document: Mapping[str, Any], game: Game, form: str) -> dict[str, Any]:
    from boardscore.scorers.mondo.forms import converted

    return converted(document, game, form)


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
    return error(Code.TILE_TWICE, _("round {number}, {name}: two tiles on {cell} (lines {first} "
                                    "and {second})").format(number=number, name=name, cell=key,
                                                            first=lines[0], second=lines[1]),
                 (*path, str(key)))


def restate_schema(document: Mapping[str, Any], diagnostic: Diagnostic) -> Diagnostic:
    """A key under `tiles` that is no cell name: the cells of the row it seems to mean."""
    path = diagnostic.path
    if len(path) != 6 or path[4] != "tiles" or diagnostic.code != "schema":
        return diagnostic
    from boardscore.scorers.mondo.parse import row_hint

    hint = row_hint(document, path)
    return replace(diagnostic, message=diagnostic.message + hint) if hint else diagnostic


def normalize(document: dict[str, Any]) -> dict[str, Any]:
    """French names become the canonical ids (names.py: `forêt` -> `forest`, `tigre` ->
    `tiger`; the file's own `water_animals` win). `rows` keys are row numbers: integers from
    YAML, strings from JSON. The schema and the scorer see strings (as Clans' territory ids)."""
    document = french_names(document)
    rounds = document.get("rounds")
    if not isinstance(rounds, list) or not any(_has_int_rows(node) for node in rounds):
        return document
    return {**document, "rounds": [_round_rows(node) for node in rounds]}


def _has_int_rows(node: object) -> bool:
    players = node.get("players") if isinstance(node, dict) else None
    return isinstance(players, list) and any(
        isinstance(p, dict) and isinstance(p.get("rows"), dict)
        and any(not isinstance(key, str) for key in p["rows"]) for p in players)


def _round_rows(node: Any) -> Any:
    if not _has_int_rows(node):
        return node
    return {**node, "players": [
        {**p, "rows": {_row_key(k): v for k, v in p["rows"].items()}}
        if isinstance(p, dict) and isinstance(p.get("rows"), dict) else p
        for p in node["players"]]}


def _row_key(key: object) -> str:
    return str(key) if isinstance(key, int) and not isinstance(key, bool) else repr(key)


def blank(players: Sequence[str], options: Mapping[str, str]) -> str:
    """`boardscore new mondo`: a file to fill in at the table."""
    from boardscore.scorers.mondo.blank import blank as fill_in

    return fill_in(players, options)


def players(document: Mapping[str, Any]) -> list[str]:
    """The players of the file's first round, in seat order."""
    rounds = document.get("rounds")
    first = rounds[0] if isinstance(rounds, list) and rounds else None
    return named_players(first) if isinstance(first, Mapping) else []


def boards(document: Mapping[str, Any]) -> list[tuple[str, dict[str, str]]]:
    """One board per player and round, named `ROUND/PLAYER` (render's --round and --player)."""
    found: list[tuple[str, dict[str, str]]] = []
    number = 0
    for node in document.get("rounds", []):
        number = int(node.get("round", number + 1))
        for player in node.get("players", []):
            name = str(player.get("name"))
            found.append((f"{number}/{name}", {"round": str(number), "player": name}))
    return found


GAME = GameHooks(INFO, evaluate, normalize=normalize, restate_duplicate=restate_duplicate,
                 restate_schema=restate_schema, picture=picture, blank=blank, players=players,
                 boards=boards, vocabulary=vocabulary)
