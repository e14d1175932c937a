"""Board documents as the API carries them: a stored file read as boardscore reads it, turned
into JSON data; what a listing shows of it (game, players); the boards a picture is drawn of."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from boardscore.scorers.diagnostics import Diagnostic

if TYPE_CHECKING:
    from boardscore.serve.files import Stored


class Unreadable(Exception):
    """The file is no YAML or JSON at all: the command line's diagnostics, with lines."""

    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        super().__init__("unreadable board file")
        self.diagnostics = diagnostics


def as_json_data(data: Any) -> Any:
    """YAML data as JSON would carry it: integer keys (Mondo's rows, Clans' territories)
    become strings, which every command reads the same; anything else JSON lacks is text."""
    return json.loads(json.dumps(data, ensure_ascii=False, default=str))


def read_document(stored: Stored) -> Any:
    """The data of a stored file, parsed by boardscore's own reader; Unreadable if it cannot
    be parsed (or has a duplicate key, which every command refuses)."""
    from boardscore.loading import decode, parse

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
    """`players: [{name}]` (Flowers, Clans, World Wonders), a turn log's `seats`, or the
    first round's players (Mondo)."""
    players = document.get("players")
    if not isinstance(players, list):
        rounds = document.get("rounds")
        first = rounds[0] if isinstance(rounds, list) and rounds else None
        players = first.get("players") if isinstance(first, dict) else None
    if isinstance(players, list):
        names = [p.get("name") if isinstance(p, dict) else p for p in players]
        return [n for n in names if isinstance(n, str)]
    seats = document.get("seats")
    if isinstance(seats, list):
        return [s for s in seats if isinstance(s, str)]
    return None


def boards(game: str, document: dict[str, Any]) -> list[tuple[str, dict[str, str]]]:
    """(the picture's key in the answer, the `render` options that draw it), for every board
    of a schema-valid document: Mondo `ROUND/PLAYER`, Clans its one `village` map, the other
    games one picture per player."""
    if game == "clans":
        return [("village", {})]
    if game == "mondo":
        found: list[tuple[str, dict[str, str]]] = []
        number = 0
        for node in document.get("rounds", []):
            number = int(node.get("round", number + 1))
            for player in node.get("players", []):
                name = str(player.get("name"))
                found.append((f"{number}/{name}", {"round": str(number), "player": name}))
        return found
    return [(name, {"player": name}) for name in player_names(document) or []]
