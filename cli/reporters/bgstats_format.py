"""`--format bgstats` and `bgstats-link`: BG Stats' play payload and link (bgstats.py)."""

from __future__ import annotations

from typing import Any

from boardscore.reporters.json_format import JSONReporter
from boardscore.reporters.serialize import dumps
from boardscore.reporters.tables import describe_variant
from boardscore.scorers.result import Result


class BGStatsReporter(JSONReporter):
    """`--format bgstats`: each scored file as BG Stats' play payload (bgstats.py); JSON Lines
    for several files. Diagnostics as in the JSON format."""

    name = "bgstats"

    def result(self, name: str, result: Result) -> None:
        del name  # a play in BG Stats has no file
        self.out.write(dumps(self._payload(result), pretty=not self.many) + "\n")

    def _payload(self, result: Result) -> dict[str, Any]:
        from boardscore.bgstats import payload
        from boardscore.scorers.games import load_game

        title = load_game(result.game).info.title
        return payload(result, title, describe_variant(result.variant))


class BGStatsLinkReporter(BGStatsReporter):
    """`--format bgstats-link`: BG Stats' createPlay link, one line per scored file."""

    name = "bgstats-link"

    def result(self, name: str, result: Result) -> None:
        from boardscore.bgstats import link

        del name
        self.out.write(link(self._payload(result)) + "\n")
