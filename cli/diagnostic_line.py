"""One diagnostic as a line of text, `FILE:LINE:COL: error[CODE]: message [path]`: what the
text reporters, the output writer and the commands without a report print."""

from __future__ import annotations

from boardscore.scorers.diagnostics import Diagnostic, format_path
from boardscore.streams import plain

SEVERITY_COLOURS = {"error": "1;31", "warning": "33", "note": "36"}  # bold red, yellow, cyan


def format_diagnostic(diagnostic: Diagnostic, colour: bool = False) -> str:
    """`FILE:LINE:COL: error[B12]: message [json.path]`, as ruff and yamllint write theirs;
    with `colour`, the severity and code in the severity's colour."""
    where = diagnostic.file or "boardscore"  # no input (schema -o, new -o): the program
    if diagnostic.line is not None:
        where += f":{diagnostic.line}:{diagnostic.column or 1}"
    path = f" [{plain(format_path(diagnostic.path))}]" if diagnostic.path else ""
    code = f"[{plain(str(diagnostic.code))}]" if diagnostic.code else ""
    kind = f"{diagnostic.severity}{code}"
    if colour:
        kind = f"\x1b[{SEVERITY_COLOURS.get(str(diagnostic.severity), '0')}m{kind}\x1b[0m"
    return f"{where}: {kind}: {plain(diagnostic.message)}{path}"
