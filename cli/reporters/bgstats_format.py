"""`--format bgstats` and `bgstats-link`: BG Stats' play payload and link (bgstats.py,
docs/bgstats.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardscore.bgstats import QR_LIMIT, fitted, link, payload
from boardscore.reporters.json_format import JSONReporter
from boardscore.reporters.serialize import dumps
from boardscore.reporters.tables import describe_variant
from boardscore.scorers.diagnostics import warning
from boardscore.scorers.games import load_game
from boardscore.scorers.i18n import _
from boardscore.scorers.result import Result

if TYPE_CHECKING:
    from boardscore.pipeline import Outcome


class BGStatsReporter(JSONReporter):
    """`--format bgstats`: each scored file as BG Stats' play payload (bgstats.py); JSON Lines
    for several files. Diagnostics as in the JSON format, the result's warnings (which zone
    the date was read in) among them, since the payload has no place for them."""

    name = "bgstats"

    def scored(self, outcome: Outcome) -> None:
        """A disputed result is never exported: a play in BG Stats is one record of the game,
        and the file's own errors say it is not settled."""
        if outcome.result is not None:
            self.result(outcome.name, outcome.result)
        self.diagnostics(outcome.diagnostics)

    def result(self, name: str, result: Result) -> None:
        self.out.write(dumps(self._payload(result), pretty=not self.many) + "\n")
        self.diagnostics(list(result.warnings))
        del name  # a play in BG Stats has no file

    def _payload(self, result: Result) -> dict[str, Any]:
        title = load_game(result.game).info.title
        return payload(result, title, describe_variant(result.variant))


class BGStatsLinkReporter(BGStatsReporter):
    """`--format bgstats-link`: BG Stats' createPlay link, one line per scored file, within
    what a QR code holds (the comments shortened when needed)."""

    name = "bgstats-link"

    def result(self, name: str, result: Result) -> None:
        text = link(fitted(self._payload(result), result))
        self.out.write(text + "\n")
        found = list(result.warnings)
        if len(text) > QR_LIMIT:
            found.append(warning("bgstats-link-long", _(
                "the link is {length} characters long, more than a QR code holds ({limit}), "
                "even without the itemized scores and comments: the player names or the "
                "location are too long for one").format(length=len(text), limit=QR_LIMIT),
                ).in_file(name))
        self.diagnostics(found)
