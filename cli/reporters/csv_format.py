"""`--format csv`: the long format, one row per player and category."""

from __future__ import annotations

import csv
from typing import TYPE_CHECKING, TextIO

from boardscore.reporters.base import Reporter
from boardscore.scorers.i18n import _
from boardscore.streams import plain

if TYPE_CHECKING:
    from boardscore.pipeline import Outcome
    from boardscore.scorers.result import Result


class CSVReporter(Reporter):
    """Long format: one row per player and category, then a `total` row; header once."""

    name = "csv"
    columns = ("file", "game", "player", "rank", "category", "label", "points", "detail")

    verdict_columns = ("file", "game", "valid", "players", "errors", "warnings")

    def __init__(self, out: TextIO, err: TextIO, *, explain: bool = False,
                 many: bool = False, colour: str = "auto", output: str | None = None,
                 force: bool = False) -> None:
        super().__init__(out, err, explain=explain, many=many, colour=colour, output=output,
                         force=force)
        self.writer = csv.writer(out, lineterminator="\n")
        self._header = False

    def started(self, err_colour: bool) -> None:
        super().started(err_colour)
        self._header = True

    def _head(self, columns: tuple[str, ...]) -> None:
        """The header once, before the first row (scores and verdicts have their own)."""
        if not self._header:
            self.writer.writerow(columns)
            self._header = True

    def validated(self, outcome: Outcome) -> None:
        """One row per file: the verdict and how many errors and warnings."""
        self._head(self.verdict_columns)
        result = outcome.result
        warnings = list(result.warnings) if result is not None else []
        players = result.variant.get("players", len(result.players)) if result else ""
        errors = sum(d.is_error for d in outcome.diagnostics)
        self.writer.writerow([_cell(outcome.name), outcome.game or "",
                              "true" if result is not None else "false", players, errors,
                              len(warnings)])
        self.diagnostics(outcome.diagnostics + warnings)

    def result(self, name: str, result: Result) -> None:
        self._head(self.columns + (("evidence",) if self.explain else ()))
        for player in result.players:
            who = _cell(player.name)
            for line in player.lines:
                row = [_cell(name), result.game, who, player.rank, line.category,
                       _cell(line.label), line.points, _cell(line.detail)]
                evidence = "\n".join(plain(item) for item in line.evidence)
                self.writer.writerow(row + ([_cell(evidence)] if self.explain else []))
            total = [_cell(name), result.game, who, player.rank, "total", _("Total"),
                     player.total, ""]
            self.writer.writerow(total + ([""] if self.explain else []))


_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def _cell(text: str) -> str:
    """A text cell: escaped, and with a leading `'` when a spreadsheet would read it as a
    formula (OWASP's advice for CSV injection); number columns are written as numbers."""
    shown = plain(text) if "\n" not in text else "\n".join(plain(p) for p in text.split("\n"))
    return "'" + shown if shown.startswith(_FORMULA_STARTS) else shown
