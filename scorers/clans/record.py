"""Form A, the village record (rules §4.2): villages in founding order, checked by A1-A8 and W1."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from boardscore.scorers.clans.board import (
    CLANS,
    LAST_VILLAGE,
    TERRITORY_COUNT,
    cite,
    clan_name,
    terrain_name,
    territory,
)
from boardscore.scorers.clans.codes import Code
from boardscore.scorers.clans.model import Player, Village
from boardscore.scorers.clans.parse import clan_mapping, written_key
from boardscore.scorers.diagnostics import Diagnostic, error, warning
from boardscore.scorers.i18n import _, ngettext

HUTS_PER_CLAN = 12


def parse_villages(document: Mapping[str, Any], players: tuple[Player, ...]
                   ) -> tuple[tuple[Village, ...], list[Diagnostic]]:
    problems: list[Diagnostic] = []
    names = [p.name for p in players]
    villages: list[Village] = []
    entries = document["villages"]
    for index, entry in enumerate(entries[:LAST_VILLAGE]):
        path = ("villages", index)
        number = index + 1
        huts = {clan: int(count) for clan, count in  # int(): the schema lets 2.0 pass
                clan_mapping(entry["huts"], (*path, "huts"), problems).items() if count > 0}
        if entry["founder"] not in names:
            problems.append(error(Code.A1, _("village {number}: founder {founder} is not a "
                                             "player ({players})").format(
                number=number, founder=entry["founder"], players=", ".join(names)),
                (*path, "founder")))
        if not huts:
            problems.append(error(Code.A2, _("village {number} has no huts; a village holds "
                                             "at least one").format(number=number),
                                  (*path, "huts")))
        terrain = _terrain(entry, number, problems)
        place = int(entry["territory"]) if "territory" in entry else None
        if place is not None and not 0 <= place < TERRITORY_COUNT:
            place = None
        villages.append(Village(number, entry["founder"], terrain or "", huts, place, path))
    if len(entries) > LAST_VILLAGE:
        problems.append(error(Code.A7, _("{count} villages listed, but only 12 are scored; "
                                         "leave out villages founded after the 12th").format(
            count=len(entries)), ("villages", LAST_VILLAGE)))
    problems += _placement_problems(villages) + _hut_supply_problems(villages, entries)
    if len(entries) < LAST_VILLAGE:
        problems.append(warning(Code.W1, ngettext(
            "only {count} villages: a game ends with the 12th unless no huts could move any more",
            "only {count} villages: a game ends with the 12th unless no huts could move any more",
            len(entries)).format(count=len(entries)), ("villages",)))
    return tuple(villages), problems


def _terrain(entry: Mapping[str, Any], number: int, problems: list[Diagnostic]) -> str | None:
    """A3 (no such territory) and A4 (territory and terrain disagree)."""
    given: str | None = entry.get("terrain")
    if "territory" not in entry:
        return given
    place = int(entry["territory"])
    path = ("villages", number - 1)
    if not 0 <= place < TERRITORY_COUNT:
        problems.append(error(Code.A3, _("village {number}: there is no territory {place}; ids "
                                         "run from 0 to 59").format(number=number, place=place),
                              (*path, "territory")))
        return given
    actual = territory(place).terrain
    if given is not None and given != actual:
        problems.append(error(Code.A4, _("village {number}: territory {place} is {actual}, not "
                                         "{given}").format(number=number, place=place,
                                                           actual=terrain_name(actual),
                                                           given=terrain_name(given)),
                              (*path, "terrain")))
    return actual


def _placement_problems(villages: list[Village]) -> list[Diagnostic]:
    """A5 (same territory) and A6 (neighbours), at the later village of each pair."""
    problems: list[Diagnostic] = []
    placed = [v for v in villages if v.territory is not None]
    for later_index, later in enumerate(placed):
        assert later.territory is not None
        for earlier in placed[:later_index]:
            assert earlier.territory is not None
            if earlier.territory == later.territory:
                problems.append(error(Code.A5, _("villages {earlier} and {later} are both on "
                                                 "territory {place}").format(
                    earlier=earlier.number, later=later.number, place=cite(later.territory)),
                    (*later.path, "territory")))
            elif later.territory in territory(earlier.territory).neighbours:
                problems.append(error(
                    Code.A6, _("villages {earlier} and {later} are on neighbouring territories "
                               "{first} and {second}; two villages can never be "
                               "neighbours").format(earlier=earlier.number, later=later.number,
                                                    first=cite(earlier.territory),
                                                    second=cite(later.territory)),
                    (*later.path, "territory")))
    return problems


def _hut_supply_problems(villages: list[Village],
                         entries: list[Mapping[str, Any]]) -> list[Diagnostic]:
    """A8: a clan's huts over all villages, reported where its running total passes 12."""
    problems: list[Diagnostic] = []
    for clan in CLANS:
        counts = [v.huts.get(clan, 0) for v in villages]
        total = sum(counts)
        if total <= HUTS_PER_CLAN:
            continue
        running = 0
        for village, count in zip(villages, counts, strict=True):
            running += count
            if running > HUTS_PER_CLAN:
                huts = entries[village.number - 1]["huts"]
                key = next(k for k in huts if k == clan or (clan == "black" and k == "white"))
                problems.append(error(Code.A8, _("{total} {clan} huts in the villages, but each "
                                                 "clan has only 12").format(
                    total=total, clan=clan_name(clan)),
                                      (*village.path, "huts", written_key(huts, key))))
                break
    return problems
