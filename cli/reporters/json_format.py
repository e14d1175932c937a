"""`--format json`: one object per file, JSON Lines for several; diagnostics as JSON Lines."""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardscore.reporters.base import Reporter
from boardscore.reporters.serialize import diagnostic_to_dict, dumps, result_to_dict
from boardscore.scorers.diagnostics import Diagnostic

if TYPE_CHECKING:
    from boardscore.pipeline import Outcome
    from boardscore.scorers.result import Result


class JSONReporter(Reporter):
    """One object per file; JSON Lines when several files. Diagnostics as JSON Lines too."""

    name = "json"

    def result(self, name: str, result: Result) -> None:
        data = result_to_dict(result, explain=self.explain, file=name)
        self.out.write(dumps(data, pretty=not self.many) + "\n")

    def validated(self, outcome: Outcome) -> None:
        warnings = list(outcome.result.warnings) if outcome.result is not None else []
        verdict = {"file": outcome.name, "game": outcome.game,
                   "valid": outcome.result is not None,
                   "errors": [diagnostic_to_dict(d) for d in outcome.diagnostics],
                   "warnings": [diagnostic_to_dict(w) for w in warnings]}
        self.out.write(dumps(verdict, pretty=False) + "\n")
        self.diagnostics(outcome.diagnostics)

    def derived(self, outcome: Outcome) -> None:
        self.diagnostics(outcome.diagnostics)
        if outcome.derived is not None:
            self.out.write(dumps(outcome.derived, pretty=not self.many) + "\n")

    def diagnostics(self, diagnostics: list[Diagnostic]) -> None:
        for diagnostic in diagnostics:
            self.err.write(dumps(diagnostic_to_dict(diagnostic), pretty=False) + "\n")

    def summary(self, counts: dict[str, int], done: str) -> None:
        """As a JSON line too: stderr holds only JSON lines in this format."""
        del done  # a key of counts already
        self.err.write(dumps({"summary": counts}, pretty=False) + "\n")
