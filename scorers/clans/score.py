"""Clans scoring (rules §7-§8): each village's value to the clans that keep huts on it, the
track per clan, chips per founder, and the final score = the player's clan track + chips."""

from __future__ import annotations

from boardscore.scorers.clans.board import CLANS
from boardscore.scorers.clans.codes import Code
from boardscore.scorers.clans.model import Game, VillageScore, score_village
from boardscore.scorers.diagnostics import Diagnostic, Severity, error
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
        problems.append(error(Code.F8, f"track: {clan} is at {given} on the board, but the "
                              f"villages give {totals[clan]}", path))
        problems.append(Diagnostic(Code.F8, _explain_difference(clan, given - totals[clan],
                                                             scores), path, Severity.NOTE))
    return problems


def _explain_difference(clan: str, difference: int, scores: list[VillageScore]) -> str:
    """Which village's scoring, done differently, gives the board's number."""
    gap = f"{abs(difference)} {'more' if difference > 0 else 'less'} than the villages give"
    for scored in scores:
        if clan not in scored.village.huts:
            continue
        for points, how in _alternatives(clan, scored):
            if points - scored.points.get(clan, 0) == difference:
                return f"the board shows {gap}: as if village {scored.village.number} on " \
                       f"{scored.village.place} had been {how}"
    earned = [f"{s.points[clan]} in village {s.village.number}" for s in scores
              if clan in s.points]
    return f"the board shows {gap}; no single village explains it. {clan} scored " + \
        (", ".join(earned) if earned else "in no village")


def _alternatives(clan: str, scored: VillageScore) -> list[tuple[int, str]]:
    """(points for `clan`, description) under the usual slips at the table."""
    village, base = scored.village, sum(scored.left.values())
    bonus = scored.value - base if scored.value else 0
    options = [(0, "left out")]
    if scored.destroyed:
        options.append((sum(village.huts.values()), "scored although its terrain was hostile"))
    if scored.strife:
        options.append((sum(village.huts.values()) + bonus,
                        "scored without removing the single huts (strife)"))
    if bonus and clan in scored.left:
        options.append((base, "scored without its terrain bonus"))
    elif clan in scored.left:
        options.extend((base + extra, f"given a bonus of {extra}") for extra in range(1, 6))
    if scored.points.get(clan):
        options.append((2 * scored.points[clan], "counted twice"))
    return options


def result_of(game: Game, scores: list[VillageScore], *, explain: bool) -> Result:
    totals = clan_totals(scores)
    evidence = _evidence(scores) if explain else {}
    chips = {p.name: [v.number for v in game.villages if v.founder == p.name]
             for p in game.players}
    points = {p.name: totals[p.clan] + len(chips[p.name]) for p in game.players}
    ranking = rank_players([p.name for p in game.players], points,
                           no_tiebreak_note="the rules have no tie-break; the tie stands")
    players = tuple(
        PlayerResult(
            p.name,
            (Line("clan_track", "Clan track", totals[p.clan], f"{p.clan} on the score track",
                  tuple(evidence.get(p.clan, ()))),
             Line("village_chips", "Village chips", len(chips[p.name]),
                  _chips_detail(chips[p.name]),
                  tuple(f"village {n}" for n in chips[p.name]) if explain else ())),
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
        return "founded no village"
    return "village" + ("s " if len(numbers) > 1 else " ") + ", ".join(map(str, numbers))


def _evidence(scores: list[VillageScore]) -> dict[str, list[str]]:
    """One item per village where the clan had huts, for every clan (rules §8)."""
    items: dict[str, list[str]] = {clan: [] for clan in CLANS}
    for scored in scores:
        description = describe(scored)
        for clan in scored.village.huts:
            items[clan].append(f"{description} → {clan} {_outcome(clan, scored)}")
    return items


def describe(scored: VillageScore) -> str:
    """`village 4 (epoch I, Cleo, move 36) on 49 (grassland, B8): neutral in epoch I; huts
    red 1, blue 1, black 1; value 3`"""
    village = scored.village
    who = f"epoch {scored.epoch.numeral}, {village.founder}" + \
        (f", move {village.move}" if village.move is not None else "")
    huts = ", ".join(f"{clan} {village.huts[clan]}" for clan in CLANS if clan in village.huts)
    text = f"village {village.number} ({who}) on {village.place}: {scored.effect}; huts {huts}"
    if scored.strife:
        text += f"; strife removes {', '.join(scored.strife)}"
    if scored.destroyed:
        return text + "; all huts leave the game"
    base = sum(scored.left.values())
    bonus = scored.value - base if scored.value else 0
    return text + (f"; value {base} + {bonus} = {scored.value}" if bonus
                   else f"; value {scored.value}")


def _outcome(clan: str, scored: VillageScore) -> str:
    if scored.destroyed:
        return "0 (destroyed)"
    if clan in scored.strife:
        return "0 (its single hut is lost in strife)"
    return f"+{scored.points.get(clan, 0)}"
