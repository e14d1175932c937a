"""One type for every problem a file can have: YAML, schema and rule errors, and warnings."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from boardscore.scorers.record import Record, replace

PathItem = str | int
Path = tuple[PathItem, ...]


class SharedCode(StrEnum):
    """Codes every game reports the same way (the CLI lists them with the envelope's)."""

    TEXT_UNREADABLE = "text-unreadable"  # a name with control or bidi characters (text.py)
    NO_SUCH_BOARD = "no-such-board"  # render: --round / --player names no board of the file
    PLAYED_DATE = "played-date"  # played.date is no date (played.py)
    PLAYED_START_PLAYER = "played-start-player"  # played.start_player names no player
    PLAYED_TIMEZONE = "played-timezone"  # played.timezone is no IANA time zone
    PLAYED_NO_DATE = "played-no-date"  # --format bgstats on a file without played.date
    PLAYED_LOCAL_TIME = "played-local-time"  # bgstats: the date read in this machine's zone


class Severity(StrEnum):
    ERROR = "error"
    WARNING = "warning"
    NOTE = "note"  # more about the error before it (e.g. what explains a difference)


class Diagnostic(Record):
    """A problem found in an input file.

    `code` is stable (a rules-file id such as ``V18`` or an envelope code such as
    ``duplicate-key``); `path` is the JSON path of the node concerned; `line` and
    `column` are 1-based and filled in by the CLI from the YAML nodes when known.
    """

    code: str
    message: str
    path: Path = ()
    severity: Severity = Severity.ERROR
    line: int | None = None
    column: int | None = None
    file: str | None = None
    # (row, column) inside the text value at `path` (a drawn grid): the CLI finds the line.
    offset: tuple[int, int] | None = None

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def at(self, line: int | None, column: int | None) -> Diagnostic:
        return replace(self, line=line, column=column)

    def in_file(self, file: str) -> Diagnostic:
        return replace(self, file=file)


def error(code: str, message: str, path: Path = ()) -> Diagnostic:
    return Diagnostic(code, message, path, Severity.ERROR)


def warning(code: str, message: str, path: Path = ()) -> Diagnostic:
    return Diagnostic(code, message, path, Severity.WARNING)


def format_path(path: Sequence[PathItem]) -> str:
    """``('players', 0, 'tiles', 2)`` -> ``players[0].tiles[2]``; the root is ``$``."""
    text = ""
    for item in path:
        if isinstance(item, int):
            text += f"[{item}]"
        else:
            text += f".{item}" if text else item
    return text or "$"


def sort_key(diagnostic: Diagnostic) -> tuple[int, int, str]:
    """Position order; diagnostics without a position keep their relative order at the end."""
    line = diagnostic.line if diagnostic.line is not None else 1 << 30
    column = diagnostic.column if diagnostic.column is not None else 0
    return (line, column, diagnostic.code)
