"""The Clans map data (scorers/clans/map.yaml) against the invariants of rules §2."""

from __future__ import annotations

from collections import Counter

from boardscore.scorers.clans.board import TERRAINS, territories


def test_sixty_territories_with_their_ids() -> None:
    assert [t.id for t in territories()] == list(range(60))


def test_fifteen_of_each_terrain() -> None:
    assert Counter(t.terrain for t in territories()) == dict.fromkeys(TERRAINS, 15)


def test_twelve_regions_of_five_with_all_four_terrains() -> None:
    for region in range(12):
        members = [t for t in territories() if t.region == region]
        assert [t.id for t in members] == list(range(5 * region, 5 * region + 5))
        counts = Counter(t.terrain for t in members)
        assert set(counts) == set(TERRAINS)
        assert sorted(counts.values()) == [1, 1, 1, 2]


def test_borders_are_symmetric_and_135() -> None:
    edges = {frozenset((t.id, n)) for t in territories() for n in t.neighbours}
    for place in territories():
        assert place.id not in place.neighbours
        for other in place.neighbours:
            assert place.id in territories()[other].neighbours, (place.id, other)
    assert len(edges) == 135


def test_forty_five_river_crossings() -> None:
    crossings = {frozenset((t.id, n)) for t in territories() for n in t.neighbours
                 if territories()[n].region != t.region}
    assert len(crossings) == 45


def test_degree_histogram() -> None:
    assert Counter(len(t.neighbours) for t in territories()) == {3: 12, 4: 18, 5: 18, 6: 12}


def test_lake_shore_point_is_not_a_border() -> None:
    assert 41 not in territories()[27].neighbours  # D4


def test_finder_corners() -> None:
    """§2.3: the corners a user matches to orient the board."""
    cells = {t.id: t.cell for t in territories()}
    assert (cells[0], cells[3], cells[11], cells[14], cells[48], cells[59]) == \
        ("A1", "A2", "J1", "J2", "A8", "J8")
