"""Mondo properties over random boards (hypothesis): symmetry, both tile forms, error counts."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from random_board import (
    WATER_ANIMALS,
    canonical,
    mirror,
    plausible_board,
    random_tile,
    rotate,
    shorthand,
    square,
)

from boardscore.scorers.mondo import evaluate
from boardscore.scorers.mondo.board import GLOBE, OPPOSITE, SIDES, neighbour
from boardscore.scorers.mondo.model import Landscape, Tile
from boardscore.validation import schema_errors

N = 5
TASKS = ["three-panda", "all-forest-animals", "error-free-world", "complete-world"]


def document(tiles: dict[str, Tile], form: Any = canonical, cells: list[str] | None = None,
             tasks: tuple[str, ...] = ()) -> dict[str, Any]:
    player: dict[str, Any] = {"name": "Ann",  # solo play: no bonus chip (rules §8.1)
                              "tiles": {cell: form(tile) for cell, tile in tiles.items()}}
    if tasks and len(tiles) >= 3:
        player["tasks"] = list(tasks)
    return {"game": "mondo", "level": "expert", "water_animals": list(WATER_ANIMALS),
            "board": {"cells": cells or square(N)},
            "rounds": [{"card": "largest-lake", "players": [player]}]}


def lines(doc: dict[str, Any]) -> list[tuple[str, int]]:
    assert schema_errors("mondo", doc) == []
    evaluation = evaluate(doc)
    assert evaluation.result is not None, evaluation.errors
    return [(line.category, line.points) for line in evaluation.result.players[0].lines]


boards = st.builds(lambda seed, count: plausible_board(random.Random(seed), square(N), count),
                   st.integers(0, 10**6), st.integers(1, N * N))
task_choices = st.lists(st.sampled_from(TASKS), max_size=2, unique=True).map(tuple)


@settings(max_examples=60, deadline=None)
@given(boards, task_choices)
def test_a_quarter_turn_changes_no_line(tiles: dict[str, Tile], tasks: tuple[str, ...]) -> None:
    expected = lines(document(tiles, tasks=tasks))
    turned = tiles
    for _ in range(4):
        turned = rotate(turned, N)
        assert lines(document(turned, tasks=tasks)) == expected
    assert turned == tiles  # four quarter turns: the same board


@settings(max_examples=60, deadline=None)
@given(boards, task_choices)
def test_a_mirror_image_changes_no_line(tiles: dict[str, Tile], tasks: tuple[str, ...]) -> None:
    assert lines(document(mirror(tiles, N), tasks=tasks)) == lines(document(tiles, tasks=tasks))


@settings(max_examples=60, deadline=None)
@given(boards, task_choices)
def test_shorthand_and_canonical_score_the_same(tiles: dict[str, Tile],
                                                tasks: tuple[str, ...]) -> None:
    def short(tile: Tile) -> Any:
        return shorthand(tile) or canonical(tile)

    assert lines(document(tiles, short, tasks=tasks)) == lines(document(tiles, tasks=tasks))


def mismatches(tiles: dict[str, Tile], cells: list[str]) -> int:
    """Counted directly from the rules: facing sides that differ, and land on the water rim."""
    count = 0
    for cell, tile in tiles.items():
        for side, land in zip(SIDES, tile.sides, strict=True):
            other = neighbour(cell, side)
            if other not in cells:
                count += land is not Landscape.WATER
            elif side in ("E", "S") and other in tiles:
                count += land != tiles[other].sides[SIDES.index(OPPOSITE[side])]
    return count


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False))
def test_errors_of_a_random_full_board(rnd: random.Random) -> None:
    tiles = {cell: random_tile(rnd) for cell in GLOBE}
    doc = document(tiles, cells=list(GLOBE))
    assert dict(lines(doc))["r1.errors"] == -mismatches(tiles, list(GLOBE))
    assert dict(lines(doc))["r1.empty"] == 0


def _contact(tiles: dict[str, Tile], cells: list[str], cell: str, tile: Tile, index: int,
             side: str, links: dict[tuple[str, int], list[tuple[str, int]]],
             flags: dict[tuple[str, int], set[str]]) -> None:
    """What one side of a tile faces: the rim (front side: water), an empty cell, or a tile."""
    node = (cell, tile.side_part[index])
    other = neighbour(cell, side)
    if other not in cells:
        flags[node].add("rim")
        if tile.sides[index] is not Landscape.WATER:
            flags[node].add("errors")
    elif other not in tiles:
        flags[node].add("open")
    else:
        facing = SIDES.index(OPPOSITE[side])
        theirs = tiles[other]
        if theirs.sides[facing] is tile.sides[index]:
            links[node].append((other, theirs.side_part[facing]))
        else:
            flags[node].add("errors")


def flood_regions(tiles: dict[str, Tile], cells: list[str]) -> list[tuple[Any, ...]]:
    """Regions found by flood fill over (cell, area) nodes, independently of regions.py's
    union-find: (landscape, cells with repeats, open, errors, touches rim), sorted."""
    nodes = [(cell, part) for cell, tile in tiles.items()
             for part in range(len(tile.part_landscapes))]
    links: dict[tuple[str, int], list[tuple[str, int]]] = {node: [] for node in nodes}
    flags: dict[tuple[str, int], set[str]] = {node: set() for node in nodes}
    for cell, tile in tiles.items():
        for index, side in enumerate(SIDES):
            _contact(tiles, cells, cell, tile, index, side, links, flags)
    seen: set[tuple[str, int]] = set()
    regions = []
    for start in nodes:
        if start in seen:
            continue
        seen.add(start)
        group, stack = [], [start]
        while stack:
            node = stack.pop()
            group.append(node)
            for nxt in links[node]:
                if nxt not in seen:
                    seen.add(nxt)
                    stack.append(nxt)
        found = set().union(*(flags[node] for node in group))
        regions.append((str(tiles[start[0]].part_landscapes[start[1]]),
                        sorted(cell for cell, _ in group),
                        "open" in found, "errors" in found, "rim" in found))
    return sorted(regions)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**9), st.integers(1, 25), st.floats(0.3, 1.0))
def test_regions_equal_an_independent_flood_fill(seed: int, count: int, match: float) -> None:
    from boardscore.scorers.mondo.regions import analyse

    cells = square(N)
    tiles = plausible_board(random.Random(seed), cells, count, match)
    analysis = analyse(tiles, set(cells), Landscape.WATER)
    found = sorted((str(r.landscape), sorted(r.area_cells), r.open, r.errors, r.touches_rim)
                   for r in analysis.regions)
    assert found == flood_regions(tiles, cells)


def grown_from(rnd: random.Random, preplaced: list[str], extra: int) -> dict[str, Tile]:
    """Rules §8.1: the four pre-placed tiles first, then `extra` tiles, each on an empty space
    next to a tile already placed (the placement rule), in a random order."""
    board = set(GLOBE)
    tiles = {cell: random_tile(rnd) for cell in preplaced}
    for _ in range(extra):
        free = sorted({n for cell in tiles for side in SIDES
                       if (n := neighbour(cell, side)) in board and n not in tiles})
        if not free:
            break
        tiles[rnd.choice(free)] = random_tile(rnd)
    return tiles


def solo(tiles: dict[str, Tile], preplaced: list[str] | None) -> dict[str, Any]:
    player: dict[str, Any] = {"name": "Ann", "tiles": {c: canonical(t) for c, t in tiles.items()}}
    if preplaced is not None:
        player["preplaced"] = preplaced
    return {"game": "mondo", "level": "beginner", "water_animals": list(WATER_ANIMALS),
            "rounds": [{"players": [player]}]}


@given(st.randoms(use_true_random=False), st.integers(0, 20))
def test_a_solo_board_grown_from_four_preplaced_tiles_validates(rnd: random.Random,
                                                                extra: int) -> None:
    """Rules §8.1: up to four groups, each grown from a pre-placed tile, with `preplaced` given
    and without it; every tile counts as empty space removed, volcanoes count from round 1."""
    preplaced = rnd.sample(list(GLOBE), 4)
    tiles = grown_from(rnd, preplaced, extra)
    for given_cells in (preplaced, None):
        document = solo(tiles, given_cells)
        assert schema_errors("mondo", document) == []
        evaluation = evaluate(document)
        assert evaluation.result is not None, evaluation.errors
        volcanoes = sum(tile.volcano != "none" for tile in tiles.values())
        points = dict(lines(document))
        assert points["r1.empty"] == len(tiles) - len(GLOBE)
        assert points["r1.volcanoes"] == -volcanoes
        assert points["r1.bonus"] == 0


def typed_as_rows(tiles: dict[str, Any], cells: list[str], empty: str | None = "."
                  ) -> dict[str, list[Any]]:
    """Rules §4.4, written apart from scorers/mondo/forms.py: each row of the layout, left to
    right, `.` for an empty space (`-` and null are read too); rows without a tile left out."""
    by_row: dict[int, list[str]] = {}
    for cell in cells:
        by_row.setdefault(int(cell[1:]), []).append(cell)
    return {str(number): [tiles.get(cell, empty) for cell in sorted(row)]
            for number, row in sorted(by_row.items()) if any(cell in tiles for cell in row)}


@settings(max_examples=60, deadline=None)
@given(boards, task_choices, st.sampled_from([".", "-", None]))
def test_rows_and_tiles_score_the_same(tiles: dict[str, Tile], tasks: tuple[str, ...],
                                       empty: str | None) -> None:
    doc = document(tiles, tasks=tasks)
    player = doc["rounds"][0]["players"][0]
    rows_doc = {**doc, "rounds": [{**doc["rounds"][0], "players": [
        {key: value for key, value in player.items() if key != "tiles"}
        | {"rows": typed_as_rows(player["tiles"], square(N), empty)}]}]}
    assert lines(rows_doc) == lines(doc)
    rows_result = evaluate(rows_doc, explain=True).result
    tiles_result = evaluate(doc, explain=True).result
    assert rows_result is not None
    assert tiles_result is not None
    assert rows_result.players == tiles_result.players


def _empty_board(rnd: random.Random) -> dict[str, Any]:
    """A board as `new mondo` prints it, or written another way that holds no tile."""
    choice = rnd.randrange(3)
    if choice == 0:
        return {"tiles": {}}
    marks: list[Any] = [".", "-", None]
    return {"rows": {str(row): [rnd.choice(marks) for _cell in range(N)]
                     for row in range(1, N + 1)}} if choice == 1 else {"rows": {}}


@settings(max_examples=40, deadline=None)
@given(boards, boards, st.integers(0, 10**6), st.integers(1, 2))
def test_rounds_not_played_change_nothing(ann: dict[str, Tile], bob: dict[str, Tile], seed: int,
                                           later: int) -> None:
    """Rules §9: trailing rounds with no tile and no chip add no line and change no total,
    whatever way their boards are left empty; each adds one round-not-played warning."""
    rnd = random.Random(seed)
    played = {"players": [{"name": name, "tiles": {c: canonical(t) for c, t in tiles.items()}}
                          for name, tiles in (("Ann", ann), ("Bob", bob))]}
    base = {"game": "mondo", "level": "beginner", "water_animals": list(WATER_ANIMALS),
            "board": {"cells": square(N)}, "rounds": [played]}
    empty = [{"players": [{"name": name, **_empty_board(rnd)} | (
        {"chip": rnd.choice(["none", None])} if rnd.random() < 0.5 else {})
        for name in ("Ann", "Bob")]} for _round in range(later)]
    longer = {**base, "rounds": [played, *empty]}
    assert schema_errors("mondo", longer) == []
    short, long = evaluate(base).result, evaluate(longer).result
    assert short is not None
    assert long is not None
    assert long.players == short.players
    assert long.extra["volcano_chip"] == short.extra["volcano_chip"]
    added = [w for w in long.warnings if w.code == "round-not-played"]
    assert [w.path for w in added] == [("rounds", i) for i in range(1, later + 1)]
    assert [w for w in long.warnings if w.code != "round-not-played"] == list(short.warnings)
