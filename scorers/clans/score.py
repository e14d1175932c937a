"""Clans scoring (rules §7-§8): each village's value to the clans that keep huts on it, the
track per clan, chips per founder, and the final score = the player's clan track + chips."""

from __future__ import annotations

from boardscore.scorers.clans.board import CLANS, clan_name
from boardscore.scorers.clans.model import Game, VillageScore, score_village
from boardscore.scorers.clans.track import clan_totals
from boardscore.scorers.i18n import N_, _, ngettext
from boardscore.scorers.ranking import rank_players
from boardscore.scorers.result import Line, PlayerResult, Result


def score_villages(game: Game) -> list[VillageScore]:
    return [score_village(village) for village in game.villages]


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
