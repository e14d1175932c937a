"""`--format text` (the default): a table per file, the winner, and the game's sections."""

from __future__ import annotations

from boardscore.diagnostic_line import format_diagnostic
from boardscore.reporters.base import Reporter
from boardscore.reporters.tables import (
    boxed_table,
    describe_variant,
    explanation_text,
    sections_text,
    summary_lines,
    table_rows,
)
from boardscore.scorers.games import load_game
from boardscore.scorers.result import Result
from boardscore.streams import colour_wanted, plain


class TextReporter(Reporter):
    """A table per file: categories in rulebook order as rows, players as columns."""

    name = "text"

    def result(self, name: str, result: Result) -> None:
        info = load_game(result.game).info
        headline = f" — {plain(result.headline)}" if result.headline else ""
        self.out.write(f"{name} — {info.title} ({plain(describe_variant(result.variant))})"
                       f"{headline}\n")
        self.out.write(boxed_table(table_rows(result)) + "\n")
        for line in summary_lines(result):
            self.out.write(plain(line) + "\n")
        if self.explain:
            self.out.write(explanation_text(result))
        colour = colour_wanted(self.out, self.colour)
        # The game's colours for its text pictures, when colour is wanted (--color).
        self.out.write(sections_text(result, info.palette if colour else {}))
        for warning in result.warnings:
            self.out.write(format_diagnostic(warning, colour) + "\n")
        self.out.write("\n")


# The variant's keys and its word values, as the text header shows them (the JSON keeps the
# ids): translated when a translation exists; anything else is shown as it is.
