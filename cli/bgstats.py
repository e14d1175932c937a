"""BG Stats export (`--format bgstats`, `--format bgstats-link`): the play as the payload of
BG Stats' documented deep link `https://app.bgstatsapp.com/createPlay.html?data=<JSON>`, so
a scored game lands in the app where players log their plays. Nothing is posted anywhere: the
payload (or the link) is printed, and the user opens it.

Field mapping (README, "BG Stats"): total -> score, rank -> rank, winner (always present: the
Android app refuses a player without it), the Clans colour -> role, the variant -> board,
`played:` -> playDate / location / durationMin / startPlayer, comments = played.comments, a
blank line, then each player's itemized lines. Without `played.date` there is no playDate
(never "now")."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

from boardscore.scorers.i18n import _
from boardscore.scorers.played import AUTOMATON, in_utc, played_at
from boardscore.scorers.registry import GAMES
from boardscore.scorers.result import Result
from boardscore.scorers.text import name_key

LINK = "https://app.bgstatsapp.com/createPlay.html?data="


def payload(result: Result, title: str, variant: str) -> dict[str, Any]:
    played = result.played or {}
    data: dict[str, Any] = {"sourceName": "boardscore"}
    when = parsed_date(str(played["date"])) if "date" in played else None
    if when is not None:
        data["playDate"] = when.strftime("%Y-%m-%d %H:%M:%S")
    if "location" in played:
        data["location"] = played["location"]
    if "duration" in played:
        data["durationMin"] = played["duration"]
    data["board"] = variant
    data["comments"] = _comments(result, played.get("comments"))
    data["game"] = {"name": title, "highestWins": True, "noPoints": False,
                    "sourceGameId": f"boardscore-{result.game}"}
    data["players"] = [_player(p, result, played.get("start_player")) for p in result.players]
    return data


def _player(player: Any, result: Result, starter: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {"name": player.name, "score": player.total,
                             "winner": player.name in result.winners, "rank": player.rank}
    fact = GAMES[result.game].role_fact  # the game's declaration: what BG Stats calls a role
    role = player.facts.get(fact) if fact else None
    if isinstance(role, str):
        entry["role"] = role
    if isinstance(starter, str):
        entry["startPlayer"] = name_key(starter) == name_key(player.name)
    entry["sourcePlayerId"] = player.name
    return entry


def _comments(result: Result, given: Any) -> str:
    lines = [_("{name}: {lines} = {total}").format(
                 name=p.name, lines=", ".join(f"{line.label} {line.points}" for line in p.lines),
                 total=p.total) for p in result.players]
    itemized = "\n".join(lines)
    return f"{given}\n\n{itemized}" if isinstance(given, str) and given else itemized


def link(data: dict[str, Any]) -> str:
    """The createPlay URL: the payload as compact JSON, every reserved character escaped."""
    return LINK + quote(json.dumps(data, ensure_ascii=False, separators=(",", ":")), safe="")
