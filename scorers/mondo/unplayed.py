"""Rounds not played yet (rules §9): `boardscore new mondo` prints every round, and players
fill them in one by one. A trailing round in which no board has a tile and nobody has a chip
is left out entirely, as if the file ended before it, with one `round-not-played` warning."""

from __future__ import annotations

from boardscore.scorers.diagnostics import Diagnostic, warning
from boardscore.scorers.i18n import _
from boardscore.scorers.mondo.codes import Code
from boardscore.scorers.mondo.model import Game, Round
from boardscore.scorers.record import replace


def played_rounds(game: Game) -> tuple[Game, list[Diagnostic]]:
    """The game without its trailing rounds not played yet, and a warning for each of them.
    The file's first round is always kept; an empty round before a played one is kept too.
    Problems found while reading a left-out round (a row of the wrong length, say) stay in
    the game: the file must still be well formed."""
    last = max((index for index, round_ in enumerate(game.rounds) if _played(round_)),
               default=0)
    left_out = game.rounds[last + 1:]
    if not left_out:
        return game, []
    return replace(game, rounds=game.rounds[:last + 1]), [
        warning(Code.ROUND_NOT_PLAYED, _(
            "round {round}: no tiles yet; the round is left out of the scores until its boards "
            "are filled in").format(round=round_.number), round_.path)
        for round_ in left_out]


def _played(round_: Round) -> bool:
    """A tile on some board (even one that cannot be read) or a bonus chip taken."""
    return any(not player.blank or player.chip is not None for player in round_.players)


__all__ = ["played_rounds"]
