"""Pair derivation (R8, D4) and tile scoring (§4, D3): rules §7.1 and §7.2, computed by hand."""

from __future__ import annotations

import pytest

from boardscore.scorers.flowers.model import Back, Tile
from boardscore.scorers.flowers.pairing import derive_pairs, flowers_of
from boardscore.scorers.flowers.parse import parse_tile


def tiles(*faces: str, colour: str = "red") -> list[Tile]:
    """Faces such as "2" or "x3", all of one colour, alternating backs."""
    backs = ("light", "dark")
    return [parse_tile(f"{colour} {backs[i % 2]} {face}") for i, face in enumerate(faces)]


def total(tile_list: list[Tile]) -> int:
    return sum(unit.points for unit in flowers_of(tile_list))


@pytest.mark.parametrize(("faces", "expected"), [
    (("x3", "2"), 6),   # 7.1: pair x3 + 2 = 3 × 2
    (("3", "2"), 7),    # 7.1: pair 3 + 2 = 2·2 + 3
    (("x3",), 0),       # 7.1: lone x3
    (("2", "2"), 6),    # 7.2
    (("1", "3"), 5),
    (("3", "3"), 9),
    (("4", "x2"), 8),
    (("x3", "x2"), 0),  # D3
    (("x3", "x3"), 0),  # D3
    (("1", "3", "x3"), 5),        # (1,3) + lone x3
    (("1", "x3", "3"), 6),        # (1,x3) + lone 3: same tiles, another order
    (("2", "2", "3", "x3"), 15),  # (2,2) + (3,x3)
])
def test_one_colour_units(faces: tuple[str, ...], expected: int) -> None:
    assert total(tiles(*faces)) == expected


def test_two_colours_stay_lone() -> None:
    assert total([parse_tile("red light 4"), parse_tile("blue dark x2")]) == 4


def test_mixed_colours_unit() -> None:
    # red x3, red 3 · blue 2, blue 1 · green 2 · yellow x3 → 9 + 4 + 2 + 0 = 15
    order = ["red dark x3", "blue light 2", "red light 3", "green light 2", "blue dark 1",
             "yellow dark x3"]
    assert total([parse_tile(t) for t in order]) == 15


def test_third_tile_waits_for_a_fourth() -> None:
    assert derive_pairs(tiles("1", "2", "3")) == [(1, 2)]
    assert derive_pairs(tiles("1", "2", "3", "4")) == [(1, 2), (3, 4)]


def test_other_colours_do_not_disturb_pairing() -> None:
    mixed = [parse_tile(t) for t in ("red light 1", "blue dark 2", "red dark 3", "blue light 4")]
    assert derive_pairs(mixed) == [(1, 3), (2, 4)]


def test_backs_play_no_part() -> None:  # D5
    same_back = [Tile("red", Back.LIGHT, flowers=2), Tile("red", Back.LIGHT, flowers=3)]
    assert derive_pairs(same_back) == [(1, 2)]
    assert total(same_back) == 7


def test_shorthand_is_case_insensitive_and_spaced() -> None:
    assert parse_tile("  Red   DARK  X3 ") == Tile("red", Back.DARK, multiplier=3)
    assert parse_tile({"colour": "Red", "back": "Light", "flowers": 2}) == \
        Tile("red", Back.LIGHT, flowers=2)
