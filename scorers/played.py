"""The optional `played:` block every game file may carry (when, where, how long, who
started): it changes no score; it is checked, carried into the result and exported to play
loggers (`--format bgstats`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date, datetime
from typing import Any

from boardscore.scorers.diagnostics import Diagnostic, SharedCode, error, warning
from boardscore.scorers.i18n import _
from boardscore.scorers.text import name_key

AUTOMATON = "Automaton"


def played_of(document: Mapping[str, Any]) -> dict[str, Any] | None:
    found = document.get("played")
    return dict(found) if isinstance(found, Mapping) else None


def played_problems(played: Mapping[str, Any] | None,
                    players: Sequence[str] | None) -> list[Diagnostic]:
    """A date that is no day of the calendar (an error: an export would carry it), and a
    start player who is not among the players (a warning; None when the players are not
    known because the file is invalid)."""
    if played is None:
        return []
    found: list[Diagnostic] = []
    when = played.get("date")
    if isinstance(when, str) and parsed_date(when) is None:
        found.append(error(SharedCode.PLAYED_DATE, _(
            "played.date {date} is not a day of the calendar: write YYYY-MM-DD, optionally "
            "with hh:mm or hh:mm:ss").format(date=when), ("played", "date")))
    starter = played.get("start_player")
    if isinstance(starter, str) and players is not None and \
            name_key(starter) not in {name_key(p) for p in players}:
        found.append(warning(SharedCode.PLAYED_START_PLAYER, _(
            "played.start_player {name} is not a player ({players})").format(
                name=starter, players=", ".join(players)), ("played", "start_player")))
    return found


def parsed_date(text: str) -> datetime | None:
    """`2026-12-01`, `2026-12-01 20:30`, `2026-12-01T20:30:15` -> a datetime; None if the
    text is no real date or time."""
    try:
        if len(text) == 10:
            day = date.fromisoformat(text)
            return datetime(day.year, day.month, day.day)
        return datetime.fromisoformat(text)
    except ValueError:
        return None
