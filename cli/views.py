"""A game's views that need no board file (`boardscore GAME --map`), to standard output or a
file (outputs.py decides what may be written)."""

from __future__ import annotations

import sys

from boardscore.options import GAME_COMMAND, long_flag, option
from boardscore.outputs import write_output
from boardscore.scorers.games import load_game
from boardscore.scorers.i18n import _
from boardscore.status import ExitStatus
from boardscore.streams import colour_wanted

VIEW_FORMATS = ("text", "json", "csv", "markdown", "svg")


def show_view(game: str, name: str, output_format: str, output: str | None,
              force: bool, colour_choice: str = "auto") -> ExitStatus:
    """Print or write the view; the exit status."""
    view_format = "svg" if output and output.lower().endswith(".svg") else output_format
    if view_format not in VIEW_FORMATS:
        sys.stderr.write("boardscore: " + _("{view} is written as {formats} or SVG ({output} "
                                            "FILE.svg), not {format}").format(
            view=long_flag(name), formats=", ".join(VIEW_FORMATS[:-1]),
            output=option("output", f"{GAME_COMMAND} --view").short, format=view_format) + "\n")
        return ExitStatus.USAGE
    colour = output in (None, "-") and view_format == "text" and \
        colour_wanted(sys.stdout, colour_choice)
    view = load_game(game).view
    assert view is not None, f"{game} declares views but has no view hook"
    text = view(name, view_format, colour=colour)
    problem = write_output(text, output, sys.stdout, force=force)
    if problem is None:
        return ExitStatus.OK
    # lazy: only for a refused -o
    from boardscore.diagnostic_line import format_diagnostic

    sys.stderr.write(format_diagnostic(problem) + "\n")
    return ExitStatus.USAGE
