"""Random Mondo boards for property tests, benchmarks and the examples.

`plausible_board` fills cells one by one from a start cell, matching most sides to the tiles
already placed (like a real, hurried game); `random_tile` draws any legal tile. `shorthand`
writes a tile back as shorthand (None when it has none), `rotate`/`mirror` move a board on a
square layout.

    python tests/mondo/random_board.py --seed 3 --tiles 22     # prints one board as YAML
"""

from __future__ import annotations

import argparse
import random
from typing import Any

from boardscore.scorers.mondo.board import OPPOSITE, SIDES, coordinates, neighbour
from boardscore.scorers.mondo.model import LAND_SPECIES, LETTERS, Landscape, Tile

LANDSCAPES = list(Landscape)
CODES = {landscape: letter for letter, landscape in LETTERS.items()}
WATER_ANIMALS = ("turtle", "dolphin", "octopus")


def _areas(sides: tuple[Landscape, ...], rnd: random.Random) -> tuple[tuple[str, ...], ...] | None:
    """A partition when one is needed (N = S and E = W differ), sometimes when it is not."""
    if sides[0] == sides[2] and sides[1] == sides[3] and sides[0] != sides[1]:
        return (("N", "S"), ("E",), ("W",)) if rnd.random() < 0.5 else (("N",), ("E", "W"), ("S",))
    if sides[0] == sides[2] and sides[0] not in (sides[1], sides[3]) and rnd.random() < 0.2:
        east_west = (("E", "W"),) if sides[1] == sides[3] else (("E",), ("W",))
        return (("N",), ("S",), *east_west)  # N and S of one landscape, not connected
    return None


def random_tile(rnd: random.Random, sides: tuple[Landscape, ...] | None = None) -> Tile:
    sides = sides or tuple(rnd.choice(LANDSCAPES) for _ in SIDES)
    areas = _areas(sides, rnd)
    inner = None
    if rnd.random() < 0.08:
        monochrome = len(set(sides)) == 1
        inner = rnd.choice([ls for ls in LANDSCAPES if not (monochrome and ls == sides[0])])
    animal, animal_area = None, None
    if rnd.random() < 0.4:
        groups = list(areas) if areas else [tuple(s for s, land in zip(SIDES, sides, strict=True)
                                                  if land == ls) for ls in dict.fromkeys(sides)]
        homes: list[tuple[str, Landscape]] = [(g[0], sides[SIDES.index(g[0])]) for g in groups]
        if inner is not None:
            homes.append(("inner", inner))
        where, home = rnd.choice(homes)
        choices = [s for s, land in LAND_SPECIES.items() if land is home] if home is not \
            Landscape.WATER else list(WATER_ANIMALS)
        animal = rnd.choice(choices)
        same = [h for h in homes if h[1] is home]
        animal_area = where if len(same) > 1 or where == "inner" else None
    volcano = rnd.choices(["none", "active", "inactive"], [0.8, 0.1, 0.1])[0]
    return Tile(sides, areas, inner, animal, animal_area, volcano)  # type: ignore[arg-type]


def plausible_board(rnd: random.Random, cells: list[str], count: int, match: float = 0.85,
                    rim: Any = None) -> dict[str, Tile]:
    """`count` tiles on `cells`, one connected group, most sides matching their neighbours
    and the rim (`rim(cell, side)`; the front side's water by default)."""
    board = set(cells)
    tiles: dict[str, Tile] = {}
    frontier = [rnd.choice(cells)]
    while frontier and len(tiles) < count:
        cell = frontier.pop(rnd.randrange(len(frontier)))
        if cell in tiles:
            continue
        sides = []
        for side in SIDES:
            other = neighbour(cell, side)
            if other in tiles and rnd.random() < match:
                sides.append(tiles[other].sides[SIDES.index(OPPOSITE[side])])
            elif other not in board and rnd.random() < match:
                sides.append(rim(cell, side) if rim else Landscape.WATER)
            else:
                sides.append(rnd.choice(LANDSCAPES))
        tiles[cell] = random_tile(rnd, tuple(sides))
        frontier.extend(n for s in SIDES if (n := neighbour(cell, s)) in board and n not in tiles)
    return tiles


def catalogue(rnd: random.Random, size: int = 136) -> list[tuple[Tile, Tile]]:
    """A stand-in for the game's 136 two-sided tiles (the real catalogue is not known, D26)."""
    return [(random_tile(rnd), random_tile(rnd)) for _ in range(size)]


def catalogue_board(rnd: random.Random, cells: list[str], count: int,
                    tiles: list[tuple[Tile, Tile]], choices: int = 12) -> dict[str, Tile]:
    """A board drawn from a catalogue, as players build one: at each cell, of a few tiles
    picked up (either face, any rotation), the one that fits its neighbours best."""
    board = set(cells)
    placed: dict[str, Tile] = {}
    unused = list(range(len(tiles)))
    frontier = [rnd.choice(cells)]
    while frontier and len(placed) < count and unused:
        cell = frontier.pop(rnd.randrange(len(frontier)))
        if cell in placed:
            continue
        best, best_fit, best_index = None, -1, -1
        for index in rnd.sample(unused, min(choices, len(unused))):
            face = tiles[index][rnd.randrange(2)]
            for _ in range(rnd.randrange(4)):
                face = _moved(face, _CLOCKWISE)
            fit = sum(1 for side, land in zip(SIDES, face.sides, strict=True)
                      if ((other := neighbour(cell, side)) in placed
                      and placed[other].sides[SIDES.index(OPPOSITE[side])] == land)
                      or (other not in board and land is Landscape.WATER))
            if fit > best_fit:
                best, best_fit, best_index = face, fit, index
        assert best is not None
        placed[cell] = best
        unused.remove(best_index)
        frontier.extend(n for s in SIDES if (n := neighbour(cell, s)) in board and n not in placed)
    return placed


def shorthand(tile: Tile) -> str | None:
    letters = [CODES[land] for land in tile.sides]
    if tile.areas is not None:
        seen: dict[Landscape, int] = {}
        for area in tile.areas:
            land = tile.sides[SIDES.index(area[0])]
            seen[land] = seen.get(land, 0) + 1
            if seen[land] > 2:
                return None
            if seen[land] == 2:
                for side in area:
                    letters[SIDES.index(side)] = letters[SIDES.index(side)].lower()
        if all(count == 1 for count in seen.values()):
            return None  # a partition that the letters' case cannot express
    parts = ["".join(letters)]
    if tile.inner is not None:
        parts.append(f"({CODES[tile.inner]})")
    if tile.animal is not None:
        parts.append(tile.animal + (f"@{tile.animal_area}" if tile.animal_area else ""))
    parts += {"active": ["^"], "inactive": ["_"]}.get(tile.volcano, [])
    return " ".join(parts)


def canonical(tile: Tile) -> dict[str, Any]:
    node: dict[str, Any] = {"sides": dict(zip(SIDES, map(str, tile.sides), strict=True))}
    if tile.areas is not None:
        node["areas"] = [list(area) for area in tile.areas]
    if tile.inner is not None:
        node["inner"] = str(tile.inner)
    if tile.animal is not None:
        node["animal"] = tile.animal
    if tile.animal_area is not None:
        node["animal_area"] = tile.animal_area
    if tile.volcano != "none":
        node["volcano"] = tile.volcano
    return node


_CLOCKWISE = {"N": "E", "E": "S", "S": "W", "W": "N"}
_MIRROR = {"N": "N", "E": "W", "S": "S", "W": "E"}


def _moved(tile: Tile, turn: dict[str, str]) -> Tile:
    sides = [Landscape.WATER] * 4
    for side, land in zip(SIDES, tile.sides, strict=True):
        sides[SIDES.index(turn[side])] = land
    areas = tuple(tuple(turn[s] for s in area) for area in tile.areas) if tile.areas else None
    where = turn.get(tile.animal_area or "", tile.animal_area)
    return Tile(tuple(sides), areas, tile.inner, tile.animal, where, tile.volcano)  # type: ignore[arg-type]


def square(n: int) -> list[str]:
    return [f"{chr(ord('A') + c)}{r}" for r in range(1, n + 1) for c in range(n)]


def rotate(tiles: dict[str, Tile], n: int) -> dict[str, Tile]:
    """A quarter turn clockwise of a board on the n x n square layout."""
    moved = {}
    for cell, tile in tiles.items():
        column, row = coordinates(cell)
        moved[f"{chr(ord('A') + n - row)}{column + 1}"] = _moved(tile, _CLOCKWISE)
    return moved


def mirror(tiles: dict[str, Tile], n: int) -> dict[str, Tile]:
    """Left and right exchanged, on the n x n square layout."""
    moved = {}
    for cell, tile in tiles.items():
        column, row = coordinates(cell)
        moved[f"{chr(ord('A') + n - 1 - column)}{row}"] = _moved(tile, _MIRROR)
    return moved


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tiles", type=int, default=22)
    args = parser.parse_args()
    from boardscore.scorers.mondo.board import GLOBE

    tiles = plausible_board(random.Random(args.seed), list(GLOBE), args.tiles)
    for cell, tile in tiles.items():
        print(f"  {cell}: {shorthand(tile) or canonical(tile)}")


if __name__ == "__main__":
    main()
