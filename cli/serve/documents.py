"""Board documents as the API carries them: a stored file read as boardscore reads it, turned
into JSON data; what a listing shows of it (game, players); the boards a picture is drawn of."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from boardscore.loading import decode, parse
from boardscore.scorers.diagnostics import Diagnostic
from boardscore.scorers.games import load_game
from boardscore.scorers.registry import GAMES

if TYPE_CHECKING:
    from boardscore.scorers.games import GameHooks
    from boardscore.serve.files import Stored


class Unreadable(Exception):
    """The file is no YAML or JSON at all: the command line's diagnostics, with lines."""

    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        super().__init__("unreadable board file")
        self.diagnostics = diagnostics


def as_json_data(data: Any) -> Any:
    """YAML data as JSON would carry it: integer keys (rows, territory ids) become strings,
    which every command reads the same; anything else JSON lacks is text."""
    return json.loads(json.dumps(data, ensure_ascii=False, default=str))


def read_document(stored: Stored) -> Any:
    """The data of a stored file, parsed by boardscore's own reader; Unreadable if it cannot
    be parsed (or has a duplicate key, which every command refuses)."""
    text = decode(stored.content)
    if isinstance(text, Diagnostic):
        raise Unreadable([text.in_file(stored.name)])
    loaded = parse(text, strict_json=stored.name.lower().endswith(".json"))
    if loaded.problems:
        raise Unreadable([p.in_file(stored.name) for p in loaded.problems])
    return as_json_data(loaded.data)


def summary(document: Any) -> tuple[str | None, list[str] | None]:
    """(game, player names in seat order) as a file declares them, None where it does not."""
    if not isinstance(document, dict):
        return None, None
    game = document.get("game")
    return (game if isinstance(game, str) else None), player_names(document)


def player_names(document: dict[str, Any]) -> list[str] | None:
    """The players the file names, as its game reads them (GameHooks.players); None for a
    file of no game boardscore knows."""
    hooks = _hooks(document.get("game"))
    return hooks.players(document) if hooks is not None else None


def boards(game: str, document: dict[str, Any]) -> list[tuple[str, dict[str, str]]]:
    """(the picture's key in the answer, the `render` options that draw it), for every board
    of a schema-valid document (GameHooks.boards)."""
    hooks = _hooks(game)
    return hooks.boards(document) if hooks is not None else []


def _hooks(game: object) -> GameHooks | None:
    if not isinstance(game, str) or game.strip().lower() not in GAMES:
        return None
    return load_game(game.strip().lower())
