"""The optional `played:` block every game file may carry (when, where, how long, who
started, in which time zone): it changes no score; it is checked, carried into the result and
exported to play loggers (`--format bgstats`, docs/bgstats.md)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import UTC, date, datetime, time, tzinfo

from boardscore.scorers.diagnostics import Diagnostic, Path, SharedCode, error, warning
from boardscore.scorers.i18n import N_, _
from boardscore.scorers.suggest import with_suggestion
from boardscore.scorers.text import MAX_COMMENT, MAX_NAME, check_text, name_key

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any

AUTOMATON = "Automaton"
# A date without a time is read at noon: the day stays the same in the app whatever zone the
# phone is in, within 11 hours of the zone the date was read in.
NOON = time(12)


def played_of(document: Mapping[str, Any]) -> dict[str, Any] | None:
    found = document.get("played")
    return dict(found) if isinstance(found, Mapping) else None


def played_problems(played: Mapping[str, Any] | None, players: Sequence[str] | None, *,
                    export: bool = False) -> list[Diagnostic]:
    """A date that is no day of the calendar and a time zone that is no IANA name (errors: an
    export would carry them), and a start player who is not among the players (a warning;
    None when the players are not known because the file is invalid). With `export` (the BG
    Stats formats), what the export needs: a date (an error without one) and, without
    played.timezone, a warning that says which zone the date was read in."""
    found: list[Diagnostic] = []
    if played is not None:
        found += _text_problems(played)
        found += _date_problems(played)
        if not any(d.path == ("played", "start_player") for d in found):
            found += _starter_problems(played, players)
    if export and not any(d.is_error for d in found):
        found += _export_problems(played)
    return found


# The played: texts get the checks names get (scorers/text.py): readable, no spaces around a
# one-line text, a length limit; comments may span lines.
_TEXTS = (("location", N_("played.location"), False, MAX_NAME),
          ("start_player", N_("played.start_player"), False, MAX_NAME),
          ("comments", N_("played.comments"), True, MAX_COMMENT))


def _text_problems(played: Mapping[str, Any]) -> list[Diagnostic]:
    found = (check_text(played.get(key), what, ("played", key), lines=lines, longest=most)
             for key, what, lines, most in _TEXTS)
    return [problem for problem in found if problem is not None]


def _date_problems(played: Mapping[str, Any]) -> list[Diagnostic]:
    found: list[Diagnostic] = []
    when = played.get("date")
    if isinstance(when, str) and parsed_date(when) is None:
        found.append(error(SharedCode.PLAYED_DATE, _(
            "played.date {date} is not a day of the calendar: write YYYY-MM-DD, optionally "
            "with hh:mm or hh:mm:ss").format(date=when), ("played", "date")))
    zone = played.get("timezone")
    if isinstance(zone, str) and zone_named(zone) is None:
        message = _("played.timezone {zone} is not a time zone: write its IANA name, such "
                    "as Europe/Paris or America/New_York").format(zone=zone)
        found.append(error(SharedCode.PLAYED_TIMEZONE, with_suggestion(
            message, zone, _zone_names()), ("played", "timezone")))
    return found


def _starter_problems(played: Mapping[str, Any],
                      players: Sequence[str] | None) -> list[Diagnostic]:
    starter = played.get("start_player")
    if isinstance(starter, str) and players is not None and \
            name_key(starter) not in {name_key(p) for p in players}:
        return [warning(SharedCode.PLAYED_START_PLAYER, _(
            "played.start_player {name} is not a player ({players})").format(
                name=starter, players=", ".join(players)), ("played", "start_player"))]
    return []


def _export_problems(played: Mapping[str, Any] | None) -> list[Diagnostic]:
    """BG Stats needs the day of the play, in UTC: no date is refused (boardscore never
    invents one: the date is part of the play's id); a date read in this machine's zone says
    so."""
    local = played_at(played)
    if played is None or local is None:
        where: Path = ("played",) if played is not None else ()
        return [error(SharedCode.PLAYED_NO_DATE, _(
            "BG Stats needs the day the game was played, and boardscore never invents it: "
            "write it in the file as played.date (such as 2026-11-28 20:30), with "
            "played.timezone (such as Europe/Paris) unless it was this machine's time zone"),
            where)]
    zone = played.get("timezone")
    utc = in_utc(local, zone if isinstance(zone, str) else None)
    if utc is None:
        return [error(SharedCode.PLAYED_DATE, _(
            "played.date {date} cannot be converted to UTC (it is too close to year 1 or "
            "9999)").format(date=played.get("date")), ("played", "date"))]
    if isinstance(zone, str):
        return []
    return [warning(SharedCode.PLAYED_LOCAL_TIME, _(
        "played.date {date} was read in this machine's time zone ({zone}) and is sent to BG "
        "Stats as {utc} UTC; add played.timezone (such as Europe/Paris) to say where the game "
        "was played").format(date=played.get("date"), zone=local_zone_label(local),
                             utc=utc.strftime("%Y-%m-%d %H:%M:%S")), ("played", "date"))]


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


def played_at(played: Mapping[str, Any] | None) -> datetime | None:
    """The wall-clock time of play, as written in played.date (a date alone: noon); None
    without a valid date."""
    text = played.get("date") if played is not None else None
    when = parsed_date(text) if isinstance(text, str) else None
    if when is None or when.tzinfo is not None:  # the schema's pattern has no offset
        return None
    return datetime.combine(when.date(), NOON) if len(str(text)) == 10 else when


def zone_named(name: str) -> tzinfo | None:
    """The IANA time zone `name` (Europe/Paris), or None when there is no such zone."""
    from zoneinfo import ZoneInfo

    try:
        return ZoneInfo(name)
    except (KeyError, ValueError, OSError):  # ZoneInfoNotFoundError is a KeyError
        return None


def _zone_names() -> list[str]:
    """Every IANA zone this machine knows (read only when a zone name is wrong)."""
    from zoneinfo import available_timezones

    return sorted(available_timezones())


def in_utc(local: datetime, zone: str | None) -> datetime | None:
    """The wall-clock time `local` in `zone` (None: this machine's zone, its rules on that
    day), as a UTC time; None if it falls outside the years datetime can hold. In a
    repeated hour (clocks going back) the first one is meant; a skipped hour is read with the
    offset in force before the change."""
    where = zone_named(zone) if zone is not None else None
    try:
        aware = local.replace(tzinfo=where) if where is not None else local.astimezone()
        return aware.astimezone(UTC).replace(tzinfo=None)
    except (OverflowError, ValueError, OSError):
        return None


def local_zone_label(local: datetime) -> str:
    """This machine's zone on that day, as `CET, UTC+01:00`."""
    try:
        aware = local.astimezone()
    except (OverflowError, ValueError, OSError):
        return "?"
    offset = aware.strftime("%z") or "+0000"
    return f"{aware.tzname()}, UTC{offset[:3]}:{offset[3:5]}"
