"""The board's score track against the villages (rules §9, F8 and "F8 still shows the scores").

For each clan whose track value differs from what the villages give: the F8 error, then one
note listing every explanation the record offers. A recorded village explains a difference
when one of these readings of it makes the difference vanish for that clan (the other
villages keep their numbers and scores):

- it is not counted at all (the clan's points from it taken away);
- its terrain bonus is read the other way: a village that earned a bonus scored without it,
  a village on neutral terrain scored as if on the epoch's favourable terrain, a village
  destroyed on hostile terrain scored as if its terrain were neutral;
- its strife is read the other way: a village with all five clans scored without removing
  the single huts, or one with fewer clans scored as if its single huts had been removed.

When no recorded village explains it: a positive difference is what a village missing from
the record would have to give (every clan whose track is short, with its points); a negative
one cannot come from a missing village, and the note lists what the clan scored where.
"""

from __future__ import annotations

from boardscore.scorers.clans.board import CLANS, TERRAINS, clan_name, terrain_name
from boardscore.scorers.clans.codes import Code
from boardscore.scorers.clans.model import Game, VillageScore, bonus_of, score_village
from boardscore.scorers.diagnostics import Diagnostic, Severity, error
from boardscore.scorers.i18n import N_, _
from boardscore.scorers.record import replace
from boardscore.scorers.result import PlayerResult, Result

# The words the reporters make of the keys beside_the_track adds: the table's row (a player's
# fact) and a neutral clan's key.
REPORT_WORDS = (N_("Track on board"), N_("track on board"))


def clan_totals(scores: list[VillageScore]) -> dict[str, int]:
    totals = dict.fromkeys(CLANS, 0)
    for scored in scores:
        for clan, points in scored.points.items():
            totals[clan] += points
    return totals


def differences(game: Game, scores: list[VillageScore]) -> dict[str, int]:
    """Clan -> the track's value minus the villages' score, for each clan that differs."""
    totals = clan_totals(scores)
    return {clan: given - totals[clan] for clan, (given, _path) in game.track.items()
            if given != totals[clan]}


def track_problems(game: Game, scores: list[VillageScore]) -> list[Diagnostic]:
    """F8 for every track value that differs, each followed by its note."""
    totals, apart = clan_totals(scores), differences(game, scores)
    problems: list[Diagnostic] = []
    for clan, (given, path) in game.track.items():
        if clan not in apart:
            continue
        problems.append(error(Code.F8, _("track: {clan} is at {given} on the board, but the "
                                         "villages give {total}").format(
            clan=clan_name(clan), given=given, total=totals[clan]), path))
        problems.append(Diagnostic(Code.F8, explanation(clan, apart, scores), path,
                                   Severity.NOTE))
    return problems


def explanation(clan: str, apart: dict[str, int], scores: list[VillageScore]) -> str:
    """The note: the gap in words, then every reading that closes it, or what a missing
    village would have to give."""
    difference = apart[clan]
    gap = (_("{count} more than the villages give") if difference > 0
           else _("{count} less than the villages give")).format(count=abs(difference))
    found = list(dict.fromkeys(text for scored in scores
                               for change, text in readings(clan, scored)
                               if change == difference))
    if found:
        return _("the board shows {gap}; it agrees if {readings}").format(
            gap=gap, readings=_("; or if ").join(found))
    if difference > 0:
        needs = ", ".join(_("{clan} {points}").format(clan=clan_name(other), points=points)
                          for other, points in apart.items() if points > 0)
        return _("the board shows {gap}; no recorded village explains it: a village missing "
                 "from the record would have to give {needs}").format(gap=gap, needs=needs)
    earned = [_("{points} in village {number}").format(points=s.points[clan],
                                                      number=s.village.number)
              for s in scores if clan in s.points]
    return _("the board shows {gap}; no recorded village explains it, and a missing village "
             "would add points, not take them away. {clan} scored {earned}").format(
        gap=gap, clan=clan_name(clan), earned=", ".join(earned) if earned else _("in no village"))


def readings(clan: str, scored: VillageScore) -> list[tuple[int, str]]:
    """(change to `clan`'s score, the reading in words) for each other way of reading one
    recorded village where the clan had huts."""
    village = scored.village
    if clan not in village.huts:
        return []
    points = scored.points.get(clan, 0)
    found: list[tuple[int, str]] = []
    if points:
        found.append((-points, _("village {number} on {place} is not counted ({clan} +{points} "
                                 "there)").format(number=village.number, place=village.place,
                                                  clan=clan_name(clan), points=points)))
    other = _terrain_read_otherwise(clan, scored)
    if other is not None:
        found.append((other[0] - points, other[1]))
    other = _strife_read_otherwise(clan, scored)
    if other is not None:
        found.append((other[0] - points, other[1]))
    return found


def _terrain_read_otherwise(clan: str, scored: VillageScore) -> tuple[int, str] | None:
    """(the clan's points, the reading) with the terrain bonus read the other way."""
    village, epoch = scored.village, scored.epoch
    where = {"number": village.number, "place": village.place}
    if scored.destroyed:
        neutral = next(t for t in TERRAINS if t not in (epoch.favourable, epoch.hostile))
        again = score_village(replace(village, terrain=neutral))
        return again.points.get(clan, 0), _("village {number} on {place} is scored as if its "
                                            "terrain were not hostile").format(**where)
    if clan not in scored.left:
        return None
    base = sum(scored.left.values())
    bonus = bonus_of(village, epoch)
    if bonus:
        return base, _("village {number} on {place} is scored without its bonus of "
                       "+{bonus}").format(bonus=bonus, **where)
    return base + epoch.bonus, _("village {number} on {place} is scored with the bonus of "
                                 "+{bonus}, as if on {terrain}").format(
        bonus=epoch.bonus, terrain=terrain_name(str(epoch.favourable)), **where)


def _strife_read_otherwise(clan: str, scored: VillageScore) -> tuple[int, str] | None:
    """(the clan's points, the reading) with strife read the other way."""
    village = scored.village
    singles = [c for c, count in village.huts.items() if count == 1]
    if scored.destroyed or not singles:
        return None
    where = {"number": village.number, "place": village.place}
    bonus = bonus_of(village, scored.epoch)
    if scored.strife:  # scored without removing the single huts
        return sum(village.huts.values()) + bonus, _(
            "village {number} on {place} is scored without strife (its single huts "
            "kept)").format(**where)
    left = {c: count for c, count in village.huts.items() if count >= 2}
    value = sum(left.values()) + bonus if left else 0
    return (value if clan in left else 0), _(
        "village {number} on {place} is scored with strife (its single huts removed)").format(
        **where)


def beside_the_track(result: Result, game: Game) -> Result:
    """The villages' result with the track's values beside it, for a file whose only rule
    errors are F8: each player's `track_on_board` fact (a row under the totals), the Clan
    track line's detail, each neutral clan's `track_on_board`, and a headline."""
    track = {clan: value for clan, (value, _path) in game.track.items()}
    clans = {p.name: p.clan for p in game.players}
    players = tuple(_player_beside(player, track.get(clans[player.name]))
                    for player in result.players)
    neutral = [{**item, "track_on_board": track[item["clan"]]} if item["clan"] in track
               else item for item in result.extra.get("neutral_clans", [])]
    return replace(result, players=players,
                   extra={**result.extra, "neutral_clans": neutral},
                   headline=_("scores from the villages; the board's track disagrees (F8)"))


def _player_beside(player: PlayerResult, on_board: int | None) -> PlayerResult:
    if on_board is None:
        return player
    lines = tuple(replace(line, detail=_("{detail}: {points} from the villages, {given} on "
                                         "the board").format(detail=line.detail,
                                                             points=line.points,
                                                             given=on_board))
                  if line.category == "clan_track" else line for line in player.lines)
    return replace(player, lines=lines, facts={**player.facts, "track_on_board": on_board})
