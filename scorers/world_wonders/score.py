"""World Wonders final scoring (rules §6, §7): the six lines, the public objectives, the
winner with the monument tie-break, and the solo Automaton."""

from __future__ import annotations

from collections.abc import Callable
from math import ceil

from boardscore.scorers.graph import components
from boardscore.scorers.i18n import N_, _, ngettext
from boardscore.scorers.ranking import Criterion, rank_players
from boardscore.scorers.result import Line, PlayerResult, Result, TiebreakStep
from boardscore.scorers.world_wonders.checks import building_order
from boardscore.scorers.world_wonders.city import City
from boardscore.scorers.world_wonders.grid import LAND, name, names
from boardscore.scorers.world_wonders.model import (
    AUTOMATON,
    BUILDING_TYPES,
    RESOURCES,
    Game,
    Objective,
    Player,
    shown,
)
from boardscore.scorers.world_wonders.monuments import display
from boardscore.scorers.world_wonders.textboard import KEY, text_board

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any

# ---- §6.1 the six lines -------------------------------------------------------------------

def player_lines(city: City, explain: bool) -> list[Line]:
    player = city.player
    return [
        Line("population", _("Population"), player.rings,
             ngettext("{count} rings reached", "{count} rings reached", player.rings).format(
                 count=player.rings)),
        _least_resource(player),
        _monuments(player, explain),
        _natural_resources(city, explain),
        _districts(city, explain),
        Line("loan", _("Loan"), -2 if player.unpaid_loan else 0,
             _("unpaid loan") if player.unpaid_loan else _("no unpaid loan")),
    ]


def _least_resource(player: Player) -> Line:
    values = player.resources
    least = min(values.values())
    lowest = [r for r in RESOURCES if values[r] == least]
    tracks = ", ".join(f"{shown(r)} {values[r]}" for r in RESOURCES)
    which = _("all three") if len(lowest) == 3 else _(" and ").join(shown(r) for r in lowest)
    return Line("least_produced_resource", _("Least produced resource"), least,
                _("{tracks}: {which} lowest").format(tracks=tracks, which=which),
                (_("{tracks}; lowest: {which}").format(tracks=tracks, which=which),))


def _monuments(player: Player, explain: bool) -> Line:
    rings = sum(card.rings for card in player.cards)
    listed = [f"{display(c.monument)} {c.rings}" for c in player.cards]
    return Line("monuments", _("Monuments"), rings, ", ".join(listed) or _("no monument card"),
                tuple(ngettext("{monument}: {count} rings", "{monument}: {count} rings",
                               c.rings).format(monument=display(c.monument), count=c.rings)
                      for c in player.cards) if explain else ())


def _natural_resources(city: City, explain: bool) -> Line:
    scoring = [name(cell) for cell, cover, beside in city.resource_cells
               if cover is None and beside]
    evidence = []
    for cell, cover, beside in city.resource_cells if explain else ():
        if cover is not None:
            evidence.append(_("{cell}: covered by {piece} → 0").format(cell=name(cell),
                                                                       piece=cover.label))
        elif beside:
            evidence.append(_("{cell}: next to {pieces} → +1").format(
                cell=name(cell), pieces=", ".join(p.label for p in beside)))
        else:
            evidence.append(_("{cell}: no piece next to it → 0").format(cell=name(cell)))
    return Line("natural_resources", _("Natural resources"), len(scoring),
                " ".join(scoring) or _("none"), tuple(evidence))


# Joins the cells a building tile is open at, one at a time: `D3 E3 D5` (`D3, E3, D5`).
_NEXT_CELL = N_("{cells} {cell}")


def _open_list(cells: Any) -> str:
    shown = [name(cell) for cell in cells]
    text = shown[0]
    for cell in shown[1:]:
        text = _(_NEXT_CELL).format(cells=text, cell=cell)
    return text


def _districts(city: City, explain: bool) -> Line:
    evidence = []
    for tile in city.tiles if explain else ():
        gaps = city.open_cells(tile)
        evidence.append(_("{piece} ({cells}): district → +1").format(
            piece=tile.label, cells=names(tile.cells)) if not gaps else
            _("{piece} ({cells}): open at {open} → 0").format(
                piece=tile.label, cells=names(tile.cells), open=_open_list(gaps)))
    listed = ", ".join(t.label for t in city.districts)
    return Line("city_districts", _("City districts"), len(city.districts), listed or _("none"),
                tuple(evidence))


# ---- §6.2 objectives ---------------------------------------------------------------------

def measure(objective: Objective, city: City) -> int:
    """An objective card's measure of one city (§6.2, by the card's kind: MEASURES)."""
    return MEASURES[objective.kind](objective, city)


def _longest_road(_objective: Objective, city: City) -> int:
    roads = {c for p in city.player.pieces if p.is_road for c in p.cells
             if city.player.terrain.on_grid(c)}
    return max((len(g) for g in city.groups(roads)), default=0)


def _monument_cards(_objective: Objective, city: City) -> int:
    return len(city.player.cards)


def _next_to_resources(_objective: Objective, city: City) -> int:
    return sum(1 for t in city.tiles if any(
        n in city.free_resources for c in t.cells for n in city.neighbours(c)))


def _next_to_water(_objective: Objective, city: City) -> int:
    water = city.player.terrain.water
    return sum(1 for t in city.tiles if any(
        n in water for c in t.cells for n in city.neighbours(c)))


def _of_type(objective: Objective, city: City) -> int:
    return sum(1 for t in city.tiles if t.type == objective.type)


def _resource_track(objective: Objective, city: City) -> int:
    return city.player.resources[str(objective.resource)]


def _connected_of_type(objective: Objective, city: City) -> int:
    return _largest_group(city, str(objective.type))


def _on_map_edge(_objective: Objective, city: City) -> int:
    last = city.player.terrain.width - 1
    return sum(1 for t in city.tiles if any(r == 0 or c in (0, last) for c, r in t.cells))


def _every_type(_objective: Objective, city: City) -> int:
    return int({t.type for t in city.districts} >= set(BUILDING_TYPES))


def _green(_objective: Objective, city: City) -> int:
    return _green_area(city)


# The ten kinds of objective card (§6.2) and how each measures a city.
MEASURES: dict[str, Callable[[Objective, City], int]] = {
    "green_area": _green, "longest_road": _longest_road, "monuments": _monument_cards,
    "buildings_next_to_resources": _next_to_resources,
    "buildings_next_to_water": _next_to_water, "buildings_of_type": _of_type,
    "resource_track": _resource_track, "connected_buildings_of_type": _connected_of_type,
    "buildings_on_map_edge": _on_map_edge, "district_of_every_type": _every_type,
}


def _green_area(city: City) -> int:
    terrain = city.player.terrain
    empty = {c for c in terrain.cells() if terrain.at(c) == LAND and c not in city.occupant}
    last_row, last_column = terrain.height - 1, terrain.width - 1
    enclosed = [g for g in city.groups(empty)
                if not any(r in (0, last_row) or c in (0, last_column) for c, r in g)]
    return max((len(g) for g in enclosed), default=0)


def _largest_group(city: City, building_type: str) -> int:
    tiles = [t for t in city.tiles if t.type == building_type]
    owner = {cell: t.index for t in tiles for cell in t.cells}
    links: dict[int, set[int]] = {t.index: set() for t in tiles}
    for tile in tiles:
        for cell in tile.cells:
            for other in city.neighbours(cell):
                if owner.get(other, tile.index) != tile.index:
                    links[tile.index].add(owner[other])
    return max((len(group) for group in components(links, links.__getitem__)), default=0)


def award(objective: Objective, measures: dict[str, int]) -> dict[str, int]:
    """Rules §6.2: ties for 1st split first + second (rounded up) and leave no 2nd; a tie for
    2nd gives 1 each; a measure of 0 never places. Kind 10: value split among achievers."""
    if objective.kind == "district_of_every_type":
        achievers = [n for n, m in measures.items() if m]
        return {n: ceil(objective.value / len(achievers)) if n in achievers else 0
                for n in measures}
    points = dict.fromkeys(measures, 0)
    eligible = {n: m for n, m in measures.items() if m >= 1}
    if not eligible:
        return points
    top = max(eligible.values())
    first = [n for n, m in eligible.items() if m == top]
    if len(first) >= 2:
        for n in first:
            points[n] = ceil((objective.first + objective.second) / len(first))
        return points
    points[first[0]] = objective.first
    rest = {n: m for n, m in eligible.items() if n not in first}
    if rest:
        runner_up = max(rest.values())
        second = [n for n, m in rest.items() if m == runner_up]
        for n in second:
            points[n] = objective.second if len(second) == 1 else 1
    return points


def objective_lines(game: Game, cities: dict[str, City],
                    explain: bool) -> dict[str, list[Line]]:
    lines: dict[str, list[Line]] = {name_: [] for name_ in cities}
    for objective in game.objectives:
        measures = {n: measure(objective, city) for n, city in cities.items()}
        points = award(objective, measures)
        said = _("; ").join(f"{n} {m} → {points[n]}" for n, m in measures.items())
        label = objective.label
        for n in cities:
            evidence = (_("{objective}: {measures}").format(objective=label, measures=said),) \
                if explain else ()
            lines[n].append(Line(f"objective_{objective.number}",
                                 _("Objective: {objective}").format(objective=label), points[n],
                                 _("measure {measure}").format(measure=measures[n]), evidence))
    return lines


# ---- §7 winner ---------------------------------------------------------------------------

def score_game(game: Game, explain: bool) -> Result:
    cities = {p.name: City(p) for p in game.players}
    lines = {n: player_lines(city, explain) for n, city in cities.items()}
    for n, extra_lines in objective_lines(game, cities, explain).items():
        lines[n] += extra_lines
    totals = {n: sum(line.points for line in player_lines_) for n, player_lines_ in lines.items()}
    extra: dict[str, Any] = {}
    if explain:
        extra["boards"] = [*({"board": n, "lines": text_board(city)}
                             for n, city in cities.items()), _("key: {key}").format(key=_(KEY))]
        extra["building_order"] = [
            {"player": p.name, "order": [q.label for q in building_order(p)[0]]}
            for p in game.players]
    if game.mode == "solo":
        return _solo(game, lines, totals, extra)
    cards = {p.name: len(p.cards) for p in game.players}
    names_ = [p.name for p in game.players]
    ranking = rank_players(names_, totals, [Criterion("monuments", N_("monument cards"), cards)],
                           no_tiebreak_note=N_("the tie stands"))
    players = tuple(PlayerResult(n, tuple(lines[n]), totals[n], ranking.ranks[n],
                                 {"monument_cards": cards[n]}) for n in names_)
    return Result("world-wonders", _variant(game), players, ranking.winners, ranking.tiebreak,
                  extra=extra)


def _solo(game: Game, lines: dict[str, list[Line]], totals: dict[str, int],
          extra: dict[str, Any]) -> Result:
    """Rules §7.2: the player wins only with strictly more points than the Automaton."""
    player = game.players[0]
    production = sum(player.resources.values())
    hard = game.difficulty == "hard"
    rings = sum(c.rings for c in game.automaton_cards) if hard else 0
    cards = ", ".join(f"{display(c.monument)} {c.rings}" for c in game.automaton_cards)
    automaton = (
        Line("automaton_production", _("Production"), production,
             _("{values} ({player}'s resource tracks)").format(
                 values=" + ".join(str(player.resources[r]) for r in RESOURCES),
                 player=player.name)),
        Line("automaton_monuments", _("Automaton monuments"), rings,
             (cards or _("no monument card")) if hard else
             _("easy: monument cards do not count")),
    )
    robot = production + rings
    wins = totals[player.name] > robot
    steps: tuple[TiebreakStep, ...] = ()
    if totals[player.name] == robot:
        steps = (TiebreakStep((player.name, AUTOMATON), None, {}, "decided",
                              _("{player} and the Automaton tie on {total}; the player must score "
                                "strictly more than the Automaton: the Automaton wins").format(
                                    player=player.name, total=robot)),)
    players = (
        PlayerResult(player.name, tuple(lines[player.name]), totals[player.name],
                     1 if wins else 2),
        PlayerResult(AUTOMATON, automaton, robot, 2 if wins else 1),
    )
    return Result("world-wonders", _variant(game), players,
                  (player.name,) if wins else (AUTOMATON,), steps, extra=extra)


def _variant(game: Game) -> dict[str, Any]:
    variant: dict[str, Any] = {"mode": game.mode}
    if game.mode == "solo":
        variant["difficulty"] = game.difficulty
    variant |= {"side": game.side, "mundo_cards": game.mundo_cards,
                "players": len(game.players)}
    if game.overrides:
        variant["overrides"] = dict(game.overrides)
    return variant
