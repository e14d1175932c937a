"""Clans scoring (rules §7-§8): each village's value to the clans that keep huts on it, the
track per clan, chips per founder, and the final score = the player's clan track + chips."""

from __future__ import annotations

from boardscore.scorers.clans.board import CLANS, clan_name
from boardscore.scorers.clans.codes import Code
from boardscore.scorers.clans.model import Game, VillageScore, score_village
from boardscore.scorers.diagnostics import Diagnostic, Severity, error
from boardscore.scorers.i18n import N_, _, ngettext
from boardscore.scorers.ranking import rank_players
from boardscore.scorers.result import Line, PlayerResult, Result


def score_villages(game: Game) -> list[VillageScore]:
    return [score_village(village) for village in game.villages]


def clan_totals(scores: list[VillageScore]) -> dict[str, int]:
    totals = dict.fromkeys(CLANS, 0)
    for scored in scores:
        for clan, points in scored.points.items():
            totals[clan] += points
    return totals


def track_problems(game: Game, scores: list[VillageScore]) -> list[Diagnostic]:
    """F8 for every track value that differs, each followed by a note naming the village
    that would explain the difference, when one does."""
    totals = clan_totals(scores)
    problems: list[Diagnostic] = []
    for clan, (given, path) in game.track.items():
        if given == totals[clan]:
            continue
        problems.append(error(Code.F8, _("track: {clan} is at {given} on the board, but the "
                                         "villages give {total}").format(
            clan=clan_name(clan), given=given, total=totals[clan]), path))
        problems.append(Diagnostic(Code.F8, _explain_difference(clan, given - totals[clan],
                                                             scores), path, Severity.NOTE))
    return problems


def _explain_difference(clan: str, difference: int, scores: list[VillageScore]) -> str:
    """Which village's scoring, done differently, gives the board's number."""
    gap = (_("{count} more than the villages give") if difference > 0
           else _("{count} less than the villages give")).format(count=abs(difference))
    for scored in scores:
        if clan not in scored.village.huts:
            continue
        for points, how in _alternatives(clan, scored):
            if points - scored.points.get(clan, 0) == difference:
                return _("the board shows {gap}: as if village {number} on {place} had been "
                         "{how}").format(gap=gap, number=scored.village.number,
                                         place=scored.village.place, how=how)
    earned = [_("{points} in village {number}").format(points=s.points[clan],
                                                      number=s.village.number)
              for s in scores if clan in s.points]
    return _("the board shows {gap}; no single village explains it. {clan} scored "
             "{earned}").format(gap=gap, clan=clan_name(clan),
                                earned=", ".join(earned) if earned else _("in no village"))


def _alternatives(clan: str, scored: VillageScore) -> list[tuple[int, str]]:
    """(points for `clan`, description) under the usual slips at the table."""
    village, base = scored.village, sum(scored.left.values())
    bonus = scored.value - base if scored.value else 0
    options = [(0, _("left out"))]
    if scored.destroyed:
        options.append((sum(village.huts.values()),
                        _("scored although its terrain was hostile")))
    if scored.strife:
        options.append((sum(village.huts.values()) + bonus,
                        _("scored without removing the single huts (strife)")))
    if bonus and clan in scored.left:
        options.append((base, _("scored without its terrain bonus")))
    elif clan in scored.left:
        options.extend((base + extra, _("given a bonus of {extra}").format(extra=extra))
                       for extra in range(1, 6))
    if scored.points.get(clan):
        options.append((2 * scored.points[clan], _("counted twice")))
    return options


def result_of(game: Game, scores: list[VillageScore], *, explain: bool) -> Result:
    totals = clan_totals(scores)
    evidence = _evidence(scores) if explain else {}
    chips = {p.name: [v.number for v in game.villages if v.founder == p.name]
             for p in game.players}
    points = {p.name: totals[p.clan] + len(chips[p.name]) for p in game.players}
    ranking = rank_players([p.name for p in game.players], points,
                           no_tiebreak_note=N_("the rules have no tie-break; the tie stands"))
    players = tuple(
        PlayerResult(
            p.name,
            (Line("clan_track", _("Clan track"), totals[p.clan],
                  _("{clan} on the score track").format(clan=clan_name(p.clan)),
                  tuple(evidence.get(p.clan, ()))),
             Line("village_chips", _("Village chips"), len(chips[p.name]),
                  _chips_detail(chips[p.name]),
                  tuple(_("village {number}").format(number=n) for n in chips[p.name])
                  if explain else ())),
            points[p.name], ranking.ranks[p.name], {"clan": p.clan})
        for p in game.players
    )
    played = {p.clan for p in game.players}
    neutral = [{"clan": clan, "points": totals[clan],
                **({"evidence": evidence.get(clan, [])} if explain else {})}
               for clan in CLANS if clan not in played]
    variant = {"form": game.form, "players": len(game.players),
               "villages": len(game.villages), "ended": game.ended}
    extra: dict[str, object] = {"neutral_clans": neutral}
    if explain and game.unscored:
        extra["unscored_villages"] = list(game.unscored)
    return Result("clans", variant, players, ranking.winners, ranking.tiebreak, extra=extra)


def _chips_detail(numbers: list[int]) -> str:
    if not numbers:
        return _("founded no village")
    return ngettext("village {numbers}", "villages {numbers}", len(numbers)).format(
        numbers=", ".join(map(str, numbers)))


def _evidence(scores: list[VillageScore]) -> dict[str, list[str]]:
    """One item per village where the clan had huts, for every clan (rules §8)."""
    items: dict[str, list[str]] = {clan: [] for clan in CLANS}
    for scored in scores:
        description = describe(scored)
        for clan in scored.village.huts:
            items[clan].append(f"{description} → {clan_name(clan)} {_outcome(clan, scored)}")
    return items


def describe(scored: VillageScore) -> str:
    """`village 4 (epoch I, Cleo, move 36) on 49 (grassland, B8): neutral in epoch I; huts
    red 1, blue 1, black 1; value 3`"""
    village = scored.village
    who = (_("epoch {epoch}, {founder}, move {move}") if village.move is not None
           else _("epoch {epoch}, {founder}")).format(epoch=scored.epoch.numeral,
                                                       founder=village.founder,
                                                       move=village.move)
    huts = ", ".join(f"{clan_name(clan)} {village.huts[clan]}" for clan in CLANS
                     if clan in village.huts)
    text = _("village {number} ({who}) on {place}: {effect}; huts {huts}").format(
        number=village.number, who=who, place=village.place, effect=scored.effect, huts=huts)
    if scored.strife:
        text += _("; strife removes {clans}").format(
            clans=", ".join(map(clan_name, scored.strife)))
    if scored.destroyed:
        return text + _("; all huts leave the game")
    base = sum(scored.left.values())
    bonus = scored.value - base if scored.value else 0
    return text + (_("; value {base} + {bonus} = {value}") if bonus
                   else _("; value {value}")).format(base=base, bonus=bonus, value=scored.value)


def _outcome(clan: str, scored: VillageScore) -> str:
    if scored.destroyed:
        return _("0 (destroyed)")
    if clan in scored.strife:
        return _("0 (its single hut is lost in strife)")
    return f"+{scored.points.get(clan, 0)}"
