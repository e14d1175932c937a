"""Schema-valid document -> players, form and track, with the checks both forms share (F1-F7)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from boardscore.scorers.clans.board import ALIASES, canonical_clan
from boardscore.scorers.clans.codes import Code
from boardscore.scorers.clans.model import Player
from boardscore.scorers.diagnostics import Diagnostic, Path, error
from boardscore.scorers.text import check_text, name_key, same_name_note

RECORD, REPLAY = "village record", "game replay"
_LEADING_ZERO = re.compile(r"[-+]?0[0-9_]+$")


def form_of(document: Mapping[str, Any]) -> str | Diagnostic:
    """F1-F3: `villages` is a village record, `setup` with `moves` a replay."""
    record = "villages" in document
    setup, moves = "setup" in document, "moves" in document
    if record and (setup or moves):
        return error(Code.F1, "give either 'villages' (a village record) or 'setup' and 'moves' "
                     "(a game replay), not both")
    if record:
        return RECORD
    if setup and moves:
        return REPLAY
    if moves:
        return error(Code.F3, "'moves' needs 'setup' (the starting board)")
    if setup:
        return error(Code.F3, "'setup' needs 'moves'")
    return error(Code.F2, "nothing to score: give 'villages' (a village record) or 'setup' and "
                 "'moves' (a game replay)")


def parse_players(document: Mapping[str, Any]) -> tuple[tuple[Player, ...], list[Diagnostic]]:
    """Players with canonical clans; F4 (same name) and F5 (same clan) at the second one."""
    players: list[Player] = []
    problems: list[Diagnostic] = []
    for index, entry in enumerate(document["players"]):
        name, written = entry["name"], entry["clan"]
        player = Player(name, canonical_clan(written), ("players", index))
        unreadable = check_text(name, "player name", (*player.path, "name"))
        if unreadable is not None:
            problems.append(unreadable)
        for earlier in players:
            if unreadable is None and name_key(earlier.name) == name_key(name):
                problems.append(error(Code.F4, f"two players are named {name}; names must differ"
                                      f"{same_name_note(earlier.name, name)}",
                                      (*player.path, "name")))
            elif earlier.clan == player.clan:
                alias = " (white is black)" if "white" in (written, _written_clan(
                    document, earlier)) else ""
                problems.append(error(Code.F5, f"{earlier.name} and {name} both play "
                                      f"{player.clan}; each player has a different clan{alias}",
                                      (*player.path, "clan")))
        players.append(player)
    return tuple(players), problems


def _written_clan(document: Mapping[str, Any], player: Player) -> str:
    return str(document["players"][player.path[1]]["clan"])


def clan_mapping(mapping: Mapping[str, Any], path: Path,
                 problems: list[Diagnostic]) -> dict[str, Any]:
    """A mapping keyed by clan, white read as black; F6 when both are given."""
    found: dict[str, Any] = {}
    for key, value in mapping.items():
        clan = canonical_clan(key)
        if clan in found and key in ALIASES.keys() | ALIASES.values():
            problems.append(error(Code.F6, "'black' and 'white' are the same clan; give it once",
                                  (*path, key)))
            continue
        found[clan] = value
    return found


def parse_track(document: Mapping[str, Any],
                problems: list[Diagnostic]) -> dict[str, tuple[int, Path]]:
    track = document.get("track") or {}
    values = clan_mapping(track, ("track",), problems)
    keys = {canonical_clan(key): key for key in track}
    return {clan: (int(value), ("track", keys[clan])) for clan, value in values.items()}


def is_zero_padded(text: str) -> bool:
    """`07`, `010`, `08`: YAML reads these as octal numbers or as text (F7)."""
    return _LEADING_ZERO.match(text) is not None


def zero_padded(text: str, path: Path) -> Diagnostic:
    return error(Code.F7, f"write territory id {text} without a leading zero: YAML reads such "
                 "numbers as octal (or as text)", path)


def is_territory_path(path: Path) -> bool:
    """Where the file gives a territory id: villages[].territory, a setup key, a move's from,
    to and order (canonical or as a list)."""
    match path:
        case ("villages", int(), "territory") | ("setup", str() | int()):
            return True
        case ("moves", int(), "from" | "to" | 0 | 1) | ("moves", int(), "order" | 2, int()):
            return True
    return False
