"""Pictures to stdout or a file: a game's views that need no board file (`boardscore clans
--map`) and `boardscore render`. An existing file is replaced only with --force, and then
atomically (a temporary file renamed over it)."""

from __future__ import annotations

import os
import sys
import tempfile

from boardscore.scorers.games import load_game

VIEW_FORMATS = ("text", "json", "csv", "markdown", "svg")


def show_view(game: str, name: str, output_format: str, output: str | None,
              force: bool) -> int:
    """Print or write the view; the exit code."""
    view_format = "svg" if output and output.lower().endswith(".svg") else output_format
    if view_format not in VIEW_FORMATS:
        sys.stderr.write(f"boardscore: --{name} is written as {', '.join(VIEW_FORMATS[:-1])} "
                         f"or SVG (-o FILE.svg), not {view_format}\n")
        return 2
    colour = (output is None and view_format == "text" and sys.stdout.isatty()
              and "NO_COLOR" not in os.environ)
    view = load_game(game).view
    assert view is not None, f"{game} declares views but has no view hook"
    text = view(name, view_format, colour=colour)
    return _deliver(text, output, force)


def render_file(file: str, output: str | None, options: dict[str, str], force: bool) -> int:
    """`boardscore render`: the exit code (0, 1 invalid file, 2 usage or unreadable)."""
    from boardscore.pipeline import STDIN, STDIN_NAME, process, read_input
    from boardscore.reporters import format_diagnostic

    if file != STDIN and os.path.isdir(file):
        sys.stderr.write(f"{file}: error: render draws one board file, not a directory\n")
        return 2
    name, path = (STDIN_NAME, None) if file == STDIN else (file, file)
    outcome = process(name, read_input(name, path), picture=options)
    for diagnostic in outcome.diagnostics:
        sys.stderr.write(format_diagnostic(diagnostic) + "\n")
    if outcome.picture is None:
        return int(outcome.status)
    return _deliver(outcome.picture, output, force)


def _deliver(text: str, output: str | None, force: bool) -> int:
    """To stdout, or to `output` unless it exists (without --force); the exit code."""
    if output is None:
        sys.stdout.write(text)
        return 0
    if os.path.exists(output) and not force:
        sys.stderr.write(f"boardscore: {output} exists; use --force to replace it\n")
        return 2
    try:
        _write_atomically(output, text)
    except OSError as exc:
        sys.stderr.write(f"boardscore: cannot write {output}: {exc.strerror or exc}\n")
        return 2
    return 0


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
