"""The result model shared by every game: players, itemized lines, totals, ranks, tie-breaks."""

from __future__ import annotations

from boardscore.scorers.diagnostics import Diagnostic
from boardscore.scorers.record import Record, field

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any

    JSONValue = Any


class Line(Record):
    """One scoring category for one player; `category` is the rules file's stable id."""

    category: str
    label: str
    points: int
    detail: str = ""
    evidence: tuple[str, ...] = ()


class PlayerResult(Record):
    name: str
    lines: tuple[Line, ...]
    total: int
    rank: int
    # What else the rules use about a player (Flowers: cards in hand, the tie-break).
    facts: dict[str, JSONValue] = field(default_factory=dict)


class TiebreakStep(Record):
    """One criterion applied to one group of players still tied.

    `outcome` is ``decided`` (all separated), ``partly decided`` or ``tie stands``.
    """

    players: tuple[str, ...]
    criterion: str | None
    values: dict[str, int]
    outcome: str
    detail: str


class Result(Record):
    game: str
    variant: dict[str, JSONValue]
    players: tuple[PlayerResult, ...]
    winners: tuple[str, ...]
    tiebreak: tuple[TiebreakStep, ...] = ()
    warnings: tuple[Diagnostic, ...] = ()
    # A game's own section where players alone cannot say it (e.g. Clans' neutral clans).
    extra: dict[str, JSONValue] = field(default_factory=dict)
    # What the text and Markdown headers add after the variant (Mondo solo: the minus points);
    # the JSON carries the same figure among the players' facts.
    headline: str = ""
    # The file's `played:` block (date, location, duration, comments, start_player), as given.
    played: dict[str, JSONValue] | None = None

    @property
    def categories(self) -> list[tuple[str, str]]:
        """(category, label) in rulebook order, as the first player lists them."""
        seen: dict[str, str] = {}
        for player in self.players:
            for line in player.lines:
                seen.setdefault(line.category, line.label)
        return list(seen.items())
