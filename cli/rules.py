"""`boardscore rules GAME`: the game's rules reference as this program applies it.

The reference is Markdown shipped inside the game's package (scorers/<game>/rules.md); the
codes every game shares are appended from the one table that defines them (status.py). On a
terminal it is rendered with rich; piped, or with --format markdown, it is plain Markdown.

The references exist in English only: they are the contract the tests are written from. In
French the English reference is shown, after one line on standard error that says so.
"""

from __future__ import annotations

import os
import sys

from boardscore.scorers.i18n import language
from boardscore.scorers.registry import GAMES
from boardscore.status import ENVELOPE_CODES, ExitStatus

# Said in both languages, on standard error (standard output stays the reference itself); not
# in the catalogue: it is written only when French is chosen.
ENGLISH_ONLY = ("boardscore: la référence des règles n'existe qu'en anglais (elle fait foi) / "
                "the rules reference exists in English only (it is the contract)\n")


def reference_text(game: str) -> str:
    """The game's reference, with the shared codes at the end."""
    from importlib import import_module

    package = import_module(GAMES[game].module)
    folder = os.path.dirname(package.__file__ or "")
    with open(os.path.join(folder, "rules.md"), encoding="utf-8") as handle:
        text = handle.read()
    rows = "\n".join(f"| `{code}` | {int(status)} | {meaning} |"
                     for code, (status, meaning) in ENVELOPE_CODES.items())
    return (f"{text.rstrip()}\n\n---\n\n## Codes every game shares\n\n"
            "Reported by the loader and the command line for a file of any game.\n\n"
            f"| code | exit status | meaning |\n|---|---|---|\n{rows}\n")


def show_rules(game: str, output_format: str, color: str = "auto") -> ExitStatus:
    """Markdown when asked or piped; rendered with rich on a terminal (in colour as --color
    says)."""
    from boardscore.streams import colour_wanted

    text = reference_text(game)
    if language() == "fr":
        sys.stderr.write(ENGLISH_ONLY)
        sys.stderr.flush()
    if output_format == "markdown" or not (sys.stdout.isatty() or color == "always"):
        sys.stdout.write(text)
        return ExitStatus.OK
    from rich.console import Console
    from rich.markdown import Markdown

    coloured = colour_wanted(sys.stdout, color)
    Console(no_color=not coloured, force_terminal=coloured or None).print(Markdown(text))
    return ExitStatus.OK
