"""Exit statuses and the codes of the envelope (what every game shares), in one place.

A game's own diagnostic codes are in scorers/<game>/codes.py; these are the ones the command
line and the loader report for any file, with the exit status each leads to.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum, unique

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from boardscore.scorers.diagnostics import Diagnostic


@unique
class ExitStatus(IntEnum):
    OK = 0  # every file scored (or validated); warnings do not change it
    INVALID = 1  # malformed file, schema or rule violation
    USAGE = 2  # usage error, missing or unreadable file, an output that cannot be written, bug
    INTERRUPTED = 130  # Ctrl-C (128 + SIGINT)
    PIPE_CLOSED = 141  # the reader closed the output pipe (128 + SIGPIPE); no message
    TERMINATED = 143  # SIGTERM (128 + SIGTERM), after removing any half-written output


def overall_status(statuses: Iterable[ExitStatus]) -> ExitStatus:
    """A batch's exit status: the worst of its files (2 over 1 over 0)."""
    return max(statuses, default=ExitStatus.OK)


def status_of(diagnostics: Iterable[Diagnostic]) -> ExitStatus:
    """A file's exit status from its diagnostics: the worst status their codes are declared
    with (ENVELOPE_CODES; a game's rule errors are INVALID), warnings and notes none."""
    return max((ENVELOPE_CODES.get(str(d.code), (ExitStatus.INVALID, ""))[0]
                for d in diagnostics if d.is_error), default=ExitStatus.OK)


def file_status(status: ExitStatus, warned: bool, strict: bool) -> ExitStatus:
    """A file's status as the batch counts it: with --strict, a file that scored with
    warnings counts as invalid (exit 1)."""
    return ExitStatus.INVALID if strict and warned and status is ExitStatus.OK else status


def kind_of(status: ExitStatus, failed: bool) -> str:
    """How a file ended, for the summary line: ok, invalid, unreadable or failed (a bug)."""
    if status is ExitStatus.OK:
        return "ok"
    if status is ExitStatus.INVALID:
        return "invalid"
    return "failed" if failed else "unreadable"


class Tally:
    """A batch's files counted by how they ended, and its exit status: what the summary line
    says and what the process returns, kept together."""

    def __init__(self, files: int) -> None:
        self.files = files
        self.kinds: dict[str, int] = {}
        self.status = ExitStatus.OK

    def add(self, status: ExitStatus, kind: str) -> None:
        self.kinds[kind] = self.kinds.get(kind, 0) + 1
        self.status = max(self.status, status)

    @property
    def seen(self) -> int:
        return sum(self.kinds.values())

    def counts(self, done: str) -> dict[str, int]:
        """The summary's numbers: {"files", done ("scored" or "valid"), "invalid",
        "unreadable", "failed"}."""
        return {"files": self.files, done: self.kinds.get("ok", 0),
                "invalid": self.kinds.get("invalid", 0),
                "unreadable": self.kinds.get("unreadable", 0),
                "failed": self.kinds.get("failed", 0)}


# code -> (exit status of a file that has it, what it means). A meaning names options by
# placeholder, `{force.name}` or `{output.short}`, filled from the option table where it is
# shown (rules.shared_meaning, usage.envelope_codes_markdown).
ENVELOPE_CODES: dict[str, tuple[ExitStatus, str]] = {
    "yaml-syntax": (ExitStatus.INVALID, "the file is not valid YAML (the message says the "
                    "usual slips in words: a tab, a quote or bracket not closed, a line "
                    "indented to no column above it)"),
    "json-syntax": (ExitStatus.INVALID, "a file named *.json is not valid JSON"),
    "indentation": (ExitStatus.INVALID, "a key left empty and followed by keys that belong "
                    "under it, one level deeper"),
    "yaml-value": (ExitStatus.INVALID, "the file holds a value Python cannot read"),
    "encoding": (ExitStatus.INVALID, "not UTF-8 text (a BOM is fine)"),
    "duplicate-key": (ExitStatus.INVALID, "a key appears twice in one mapping (both lines are "
                                          "named)"),
    "too-large": (ExitStatus.INVALID, "the file is larger than 10 MB"),
    "too-deep": (ExitStatus.INVALID, "the file nests deeper than 64 levels"),
    "too-many-nodes": (ExitStatus.INVALID, "more than 1,000,000 values once YAML aliases are "
                                           "expanded"),
    "recursive-alias": (ExitStatus.INVALID, "a YAML alias refers to a node that contains it"),
    "not-a-mapping": (ExitStatus.INVALID, "the file is not a mapping that starts with game:"),
    "no-game": (ExitStatus.INVALID, "no game: key (boardscore score needs one)"),
    "unknown-game": (ExitStatus.INVALID, "game: names a game boardscore does not score"),
    "wrong-game": (ExitStatus.INVALID, "a file of another game given to a game's command"),
    "unknown-key": (ExitStatus.INVALID, "a key the schema does not know (with a suggestion when "
                                        "one is close)"),
    "schema": (ExitStatus.INVALID, "any other schema violation without a game's own code"),
    "text-unreadable": (ExitStatus.INVALID, "a name or other free text with a control "
                                            "character, a line separator, a lone surrogate, a "
                                            "bidi control, nothing visible, spaces around it, "
                                            "or more than 1,000 characters (comments: 5,000)"),
    "played-date": (ExitStatus.INVALID, "played.date is not a date (YYYY-MM-DD, optionally "
                                        "with hh:mm or hh:mm:ss)"),
    "played-start-player": (ExitStatus.OK, "warning: played.start_player names nobody who "
                                           "plays"),
    "played-timezone": (ExitStatus.INVALID, "played.timezone is not an IANA time zone name "
                                            "(such as Europe/Paris)"),
    "played-no-date": (ExitStatus.INVALID, "{format.name} bgstats or bgstats-link on a file "
                                           "without "
                                           "played.date (docs/bgstats.md)"),
    "played-local-time": (ExitStatus.OK, "warning, {format.name} bgstats or bgstats-link: "
                                         "played.date was read in this machine's time zone "
                                         "(no played.timezone)"),
    "bgstats-link-long": (ExitStatus.OK, "warning, {format.name} bgstats-link: the link is "
                                         "longer "
                                         "than a QR code holds even without the comments "
                                         "(long player names or location)"),
    "no-such-board": (ExitStatus.USAGE, "render: {round.name} or {player.name} names a board "
                                        "the file "
                                        "does not have"),
    "no-picture": (ExitStatus.USAGE, "render: the game has no picture"),
    "no-derived-form": (ExitStatus.USAGE, "{derived.name} on a game that has no simpler "
                                        "form"),
    "not-found": (ExitStatus.USAGE, "no such file"),
    "unreadable": (ExitStatus.USAGE, "the file, or a folder of a batch, could not be read"),
    "not-a-file": (ExitStatus.USAGE, "a FIFO, socket or device: only regular files (and - for "
                                     "standard input) are read, never opened to wait"),
    "output-exists": (ExitStatus.USAGE, "{output.short} names an existing file (replace it "
                                        "with {force.name})"),
    "output-is-input": (ExitStatus.USAGE, "{output.short} names an input file, standard input "
                                          "included "
                                          "(the same device and inode, whatever the spelling; "
                                          "refused even with {force.name})"),
    "output-read-only": (ExitStatus.USAGE, "{output.short} names a read-only file, or one on a "
                                           "file system "
                                           "mounted read-only (refused even with {force.name})"),
    "output-not-a-file": (ExitStatus.USAGE, "{output.short} names a folder or a special file (use "
                                            "{output.short} - "
                                            "for standard output)"),
    "output-unwritable": (ExitStatus.USAGE, "the output file could not be written"),
    "output-owner": (ExitStatus.OK, "warning: {force.name} replaced another user's file, "
                                    "which now "
                                    "belongs to this user (only root keeps the owner)"),
    "no-board-files": (ExitStatus.USAGE, "a directory without .yaml, .yml or .json files"),
    "unknown-option": (ExitStatus.USAGE, "the Python API: an option the game does not declare, "
                                         "or a value it does not take"),
    "internal-error": (ExitStatus.USAGE, "a bug in boardscore; the other files of a batch are "
                                         "still scored"),
}
