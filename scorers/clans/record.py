"""Form A, the village record (rules §4.2): villages in founding order, checked by A1-A8 and W1."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from boardscore.scorers.clans.board import CLANS, LAST_VILLAGE, TERRITORY_COUNT, cite, territory
from boardscore.scorers.clans.codes import Code
from boardscore.scorers.clans.model import Player, Village
from boardscore.scorers.clans.parse import clan_mapping
from boardscore.scorers.diagnostics import Diagnostic, error, warning

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
            problems.append(error(Code.A1, f"village {number}: founder {entry['founder']} is not a "
                                  f"player ({', '.join(names)})", (*path, "founder")))
        if not huts:
            problems.append(error(Code.A2, f"village {number} has no huts; a village holds at "
                                  "least one", (*path, "huts")))
        terrain = _terrain(entry, number, problems)
        place = int(entry["territory"]) if "territory" in entry else None
        if place is not None and not 0 <= place < TERRITORY_COUNT:
            place = None
        villages.append(Village(number, entry["founder"], terrain or "", huts, place, path))
    if len(entries) > LAST_VILLAGE:
        problems.append(error(Code.A7, f"{len(entries)} villages listed, but only 12 are scored; "
                              "leave out villages founded after the 12th",
                              ("villages", LAST_VILLAGE)))
    problems += _placement_problems(villages) + _hut_supply_problems(villages, entries)
    if len(entries) < LAST_VILLAGE:
        problems.append(warning(Code.W1, f"only {len(entries)} villages: a game ends with the 12th "
                                "unless no huts could move any more", ("villages",)))
    return tuple(villages), problems


def _terrain(entry: Mapping[str, Any], number: int, problems: list[Diagnostic]) -> str | None:
    """A3 (no such territory) and A4 (territory and terrain disagree)."""
    given: str | None = entry.get("terrain")
    if "territory" not in entry:
        return given
    place = int(entry["territory"])
    path = ("villages", number - 1)
    if not 0 <= place < TERRITORY_COUNT:
        problems.append(error(Code.A3, f"village {number}: there is no territory {place}; ids run "
                              "from 0 to 59", (*path, "territory")))
        return given
    actual = territory(place).terrain
    if given is not None and given != actual:
        problems.append(error(Code.A4, f"village {number}: territory {place} is {actual}, not "
                              f"{given}", (*path, "terrain")))
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
                problems.append(error(Code.A5, f"villages {earlier.number} and {later.number} are "
                                      f"both on territory {cite(later.territory)}",
                                      (*later.path, "territory")))
            elif later.territory in territory(earlier.territory).neighbours:
                problems.append(error(
                    Code.A6, f"villages {earlier.number} and {later.number} are on neighbouring "
                    f"territories {cite(earlier.territory)} and {cite(later.territory)}; two "
                    "villages can never be neighbours", (*later.path, "territory")))
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
                key = next(k for k in entries[village.number - 1]["huts"]
                           if k == clan or (clan == "black" and k == "white"))
                problems.append(error(Code.A8, f"{total} {clan} huts in the villages, but each "
                                      "clan has only 12", (*village.path, "huts", key)))
                break
    return problems
