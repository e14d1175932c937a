"""Final scoring of a tableau (rules §4): three lines per player, rank by total then hand."""

from __future__ import annotations

from collections.abc import Sequence

from boardscore.scorers.diagnostics import Diagnostic
from boardscore.scorers.flowers.model import (
    Tableau,
    TableauPlayer,
    back_and_face,
    colour_name,
    joined,
)
from boardscore.scorers.flowers.pairing import Flower, arithmetic, flowers_of
from boardscore.scorers.i18n import N_, _
from boardscore.scorers.ranking import Criterion, rank_players
from boardscore.scorers.result import Line, PlayerResult, Result

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any

LONE_TILES = ("lone_tiles", N_("Lone tiles"))
PAIRS_WITH_MULTIPLIER = ("pairs_with_multiplier", N_("Pairs with a multiplier"))
PAIRS_WITHOUT_MULTIPLIER = ("pairs_without_multiplier", N_("Pairs without a multiplier"))


def score_tableau(tableau: Tableau, warnings: Sequence[Diagnostic] = (), *,
                  explain: bool = False, variant: dict[str, Any] | None = None,
                  extra: dict[str, Any] | None = None) -> Result:
    names = [player.name for player in tableau.players]
    lines = {player.name: score_player(player, explain=explain) for player in tableau.players}
    totals = {name: sum(line.points for line in lines[name]) for name in names}
    hands = Criterion("hand", _("hands"), {p.name: p.hand for p in tableau.players})
    ranking = rank_players(names, totals, [hands])  # D15: at every rank
    players = tuple(
        PlayerResult(p.name, lines[p.name], totals[p.name], ranking.ranks[p.name],
                     {"hand": p.hand})
        for p in tableau.players
    )
    return Result(
        game="flowers",
        variant=variant if variant is not None else {"form": "tableau", "players": len(names)},
        players=players,
        winners=ranking.winners,
        tiebreak=ranking.tiebreak,
        warnings=tuple(warnings),
        extra=extra or {},
    )


def score_player(player: TableauPlayer, *, explain: bool = False) -> tuple[Line, ...]:
    sources = player.sources
    lone: list[Flower] = []
    with_multiplier: list[Flower] = []
    without: list[Flower] = []
    for unit in flowers_of(player.tiles):
        if not unit.is_pair:
            lone.append(unit)
        elif unit.has_multiplier:
            with_multiplier.append(unit)
        else:
            without.append(unit)
    return (_line(LONE_TILES, lone, explain, sources),
            _line(PAIRS_WITH_MULTIPLIER, with_multiplier, explain, sources),
            _line(PAIRS_WITHOUT_MULTIPLIER, without, explain, sources))


def _line(category: tuple[str, str], units: list[Flower], explain: bool,
          sources: tuple[str, ...]) -> Line:
    points = 0
    for unit in units:
        points += unit.points
    return Line(
        category=category[0],
        label=_(category[1]),
        points=points,
        detail=joined([_short(unit) for unit in units]),
        evidence=tuple([_evidence(unit, sources) for unit in units]) if explain else (),
    )


def _short(unit: Flower) -> str:
    """Table style of the rules file: `red 1+3: 3 × 2 = 6`, `yellow x3 (tile 6): 0`."""
    if unit.is_pair:
        return _("{colour} {first}+{second}: {arithmetic}").format(
            colour=colour_name(unit.colour), first=unit.numbers[0], second=unit.numbers[1],
            arithmetic=arithmetic(unit))
    return _("{colour} {face} (tile {number}): {points}").format(
        colour=colour_name(unit.colour), face=unit.tiles[0].face, number=unit.numbers[0],
        points=unit.points)


def _evidence(unit: Flower, sources: tuple[str, ...] = ()) -> str:
    """`red: tile 1 (light 2) + tile 3 (dark x3) → 3 × 2 = 6` (rules §4); from a turn log
    each tile adds where it came from: `tile 1 (light 2, taken turn 4, mandala 1)`."""
    tiles = " + ".join(
        _("tile {number} ({tile}, {source})").format(
            number=n, tile=back_and_face(tile), source=sources[n - 1]) if sources else
        _("tile {number} ({tile})").format(number=n, tile=back_and_face(tile))
        for n, tile in zip(unit.numbers, unit.tiles, strict=True)
    )
    shown = _("{colour}: {tiles} → {arithmetic}") if unit.is_pair else \
        _("{colour}: {tiles}, lone → {arithmetic}")
    return shown.format(colour=colour_name(unit.colour), tiles=tiles, arithmetic=arithmetic(unit))
