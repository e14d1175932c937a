"""Pictures to stdout or a file: a game's views that need no board file (`boardscore clans
--map`) and `boardscore render`. An existing file is replaced only with --force, and then
atomically (a temporary file renamed over it)."""

from __future__ import annotations

import os
import sys
import tempfile

from boardscore.scorers.games import load_game
from boardscore.status import ExitStatus

VIEW_FORMATS = ("text", "json", "csv", "markdown", "svg")


def show_view(game: str, name: str, output_format: str, output: str | None,
              force: bool) -> ExitStatus:
    """Print or write the view; the exit status."""
    view_format = "svg" if output and output.lower().endswith(".svg") else output_format
    if view_format not in VIEW_FORMATS:
        sys.stderr.write(f"boardscore: --{name} is written as {', '.join(VIEW_FORMATS[:-1])} "
                         f"or SVG (-o FILE.svg), not {view_format}\n")
        return ExitStatus.USAGE
    colour = (output is None and view_format == "text" and sys.stdout.isatty()
              and "NO_COLOR" not in os.environ)
    view = load_game(game).view
    assert view is not None, f"{game} declares views but has no view hook"
    text = view(name, view_format, colour=colour)
    return deliver(text, output, force)


def deliver(text: str, output: str | None, force: bool) -> ExitStatus:
    """To stdout, or to `output` unless it exists (without --force); the exit status."""
    if output is None:
        sys.stdout.write(text)
        return ExitStatus.OK
    if os.path.exists(output) and not force:
        sys.stderr.write(f"boardscore: {output} exists; use --force to replace it\n")
        return ExitStatus.USAGE
    try:
        _write_atomically(output, text)
    except OSError as exc:
        sys.stderr.write(f"boardscore: cannot write {output}: {exc.strerror or exc}\n")
        return ExitStatus.USAGE
    return ExitStatus.OK


def _write_atomically(path: str, text: str) -> None:
    folder = os.path.dirname(os.path.abspath(path))
    handle, temporary = tempfile.mkstemp(dir=folder, prefix=".boardscore-", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as file:
            file.write(text)
        mask = os.umask(0)
        os.umask(mask)
        os.chmod(temporary, 0o666 & ~mask)  # mkstemp's 0600 is for the temporary name only
        os.replace(temporary, path)
    except BaseException:
        os.unlink(temporary)
        raise
