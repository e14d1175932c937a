"""Standard streams that cannot crash the program, and text that cannot forge its output.

- Every character the program writes reaches the terminal or the pipe: on an output that
  cannot encode it (an ASCII locale, `PYTHONIOENCODING=ascii`), box drawing, dashes and `×`
  become their ASCII equivalents (`+-|`, `-`, `x`) instead of a UnicodeEncodeError.
- A closed standard output (`>&-`), a full disk (`/dev/full`) or a reader that stopped reading
  (`| head -1`) end the program with one clean message and exit 2, or, for the closed pipe,
  quietly with the status shells expect (141 = 128 + SIGPIPE).
- `shown(name)` writes a file name the same way in every format: printable characters as they
  are, anything else (control characters, bytes that are not UTF-8) as a backslash escape.
- `plain(text)` does the same for any text that came from a file, so that no escape sequence,
  bidi override or raw newline from the input reaches a terminal.
"""

from __future__ import annotations

import codecs
import errno
import os
import sys

from boardscore.scorers.escapes import escape_character, escaped
from boardscore.scorers.i18n import _

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any

# What an output that cannot encode them gets instead (the program's own characters).
ASCII_EQUIVALENTS = {
    "—": "-", "–": "-", "−": "-", "×": "x", "·": ".", "…": "...", "→": "->", "←": "<-",
    "≥": ">=", "≤": "<=", "≠": "!=", "\u201c": '"', "\u201d": '"', "\u2018": "'",
    "\u2019": "'", "•": "*",
    "─": "-", "━": "-", "═": "=", "│": "|", "┃": "|", "║": "|", "⋯": "...", "\u00a0": " ",
}
for _corner in "┌┐└┘├┤┬┴┼╘╛╒╕╞╡╤╧╪╔╗╚╝╠╣╦╩╬":
    ASCII_EQUIVALENTS[_corner] = "+"

def _fallback(error: UnicodeError) -> tuple[str, int]:
    """The `boardscore` codec error handler: ASCII equivalents, then a letter without its
    accent, then a backslash escape (a lone surrogate always gets the escape)."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    out = []
    for character in error.object[error.start:error.end]:
        out.append(ASCII_EQUIVALENTS.get(character) or _unaccented(character)
                   or escape_character(character))
    return "".join(out), error.end


def _unaccented(character: str) -> str:
    if 0xD800 <= ord(character) <= 0xDFFF:
        return ""
    import unicodedata  # lazy: only when an output cannot encode a character

    stripped = unicodedata.normalize("NFKD", character).encode("ascii", "ignore").decode()
    return stripped if stripped.isprintable() else ""


codecs.register_error("boardscore", _fallback)


def plain(text: str) -> str:
    """`text` with every character a terminal would act on (controls, bidi controls, lone
    surrogates) written as a backslash escape; everything else as it is."""
    return escaped(text)


def shown(name: str) -> str:
    """A file name as every format shows it (undecodable bytes as `\\xff`)."""
    return escaped(name)


class _Closed:
    """Standard output when the process was started without one (`>&-`): any write fails as
    a write to a closed descriptor does, so the program reports it and ends."""

    def write(self, _text: str) -> int:
        raise OSError(errno.EBADF, _("standard output is closed"))

    def flush(self) -> None:
        return None

    def isatty(self) -> bool:
        return False


class _Sink:
    """Standard error when it is closed: nothing can be said, so nothing is."""

    def write(self, text: str) -> int:
        return len(text)

    def flush(self) -> None:
        return None

    def isatty(self) -> bool:
        return False


_started_on_null: list[bool] = []  # whether standard output was /dev/null from the start


def prepare() -> None:
    """Make the standard streams safe before anything is written (the console entry point)."""
    _started_on_null[:] = [_on_null(1)]
    if sys.stdout is None:
        sys.stdout = _Closed()
    if sys.stderr is None:
        sys.stderr = _Sink()
    for stream in (sys.stdout, sys.stderr):
        reconfigure: Any = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="boardscore")


def finish(status: int) -> int:
    """Flush what is still buffered; the exit status, mapped for a failed output."""
    pacified = type(sys.stdout).__name__ == "PacifyFlushWrapper"
    if status == 1 and (pacified or (_on_null(1) and _started_on_null == [False])):
        # click meets a closed pipe by wrapping the streams, rich by pointing standard output
        # at /dev/null, and both exit with 1: that 1 means "the reader went away"
        return pipe_closed()
    try:
        sys.stdout.flush()
    except OSError as exc:
        return failed(exc)
    return status


def failed(exc: OSError) -> int:
    """An output that could not be written: quietly for a closed pipe, else one message."""
    if isinstance(exc, BrokenPipeError) or exc.errno == errno.EPIPE:
        return pipe_closed()
    _silence(sys.stdout)
    reason = exc.strerror or str(exc)
    try:
        sys.stderr.write("boardscore: error: " + _("cannot write the output: {reason}").format(
            reason=reason) + "\n")
        sys.stderr.flush()
    except (OSError, ValueError):
        _silence(sys.stderr)
    # lazy: --version needs no status table
    from boardscore.status import ExitStatus

    return ExitStatus.USAGE


def pipe_closed() -> int:
    """The reader went away: say nothing, and end as a program killed by SIGPIPE would."""
    _silence(sys.stdout)
    _silence(sys.stderr)
    # lazy: --version needs no status table
    from boardscore.status import ExitStatus

    return ExitStatus.PIPE_CLOSED


def _on_null(descriptor: int) -> bool:
    try:
        here, null = os.fstat(descriptor), os.stat(os.devnull)
    except OSError:
        return False
    return (here.st_dev, here.st_ino, here.st_rdev) == (null.st_dev, null.st_ino, null.st_rdev)


def _silence(stream: Any) -> None:
    """Point the stream's descriptor at /dev/null, so that the interpreter's last flush at exit
    has nowhere to fail."""
    try:
        descriptor = stream.fileno()
    except (AttributeError, OSError, ValueError):
        return
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, descriptor)
        os.close(null)
    except OSError:
        pass


def colour_wanted(stream: object, choice: str = "auto") -> bool:
    """--color: `always` and `never` win; under `auto`, a non-empty NO_COLOR turns colour off,
    else a non-empty FORCE_COLOR turns it on, else TERM=dumb is plain, else colour only on a
    terminal (an empty variable counts as unset; https://no-color.org, force-color.org)."""
    if choice in ("always", "never"):
        return choice == "always"
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("FORCE_COLOR"):
        return True
    if os.environ.get("TERM") == "dumb":
        return False
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(isatty()) if callable(isatty) else False
    except (ValueError, OSError):
        return False
