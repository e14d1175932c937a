"""Big but legal-looking inputs, generated in code (never committed): one list of a board
file grown to just under the 10 MB limit, or many aliases to one node (issue #14).

Each entry: name -> (file name, the bytes, the diagnostic code the rules prescribe for it).
tests/test_big_inputs.py checks the codes; bench/bench.py times them as whole processes.
"""

from __future__ import annotations

import json
from collections.abc import Callable

LIMIT = 10 * 1024 * 1024
TARGET = LIMIT - 200 * 1024  # just under the limit


def _grow(head: str, item: Callable[[int], str], tail: str = "") -> bytes:
    """`head` followed by as many items as fit under TARGET, then `tail`."""
    parts, size, index = [head], len(head) + len(tail), 0
    while True:
        text = item(index)
        if size + len(text) > TARGET:
            break
        parts.append(text)
        size += len(text)
        index += 1
    parts.append(tail)
    return "".join(parts).encode()


def flowers_players() -> bytes:
    """85,000-odd players in a Flowers tableau (the game has 2 to 4)."""
    return _grow("game: flowers\nplayers:\n",
                 lambda i: f"  - {{name: Player{i}, hand: 1, tiles: [red light 1]}}\n")


def flowers_tiles() -> bytes:
    """One player who took hundreds of thousands of tiles (the game has 36)."""
    return _grow("game: flowers\nplayers:\n  - {name: Ben, hand: 2, tiles: []}\n"
                 "  - name: Ana\n    hand: 1\n    tiles:\n", lambda _: "      - red light 1\n")


def flowers_turns() -> bytes:
    """A turn log of hundreds of thousands of turns."""
    head = ("game: flowers\nseats: [Ana, Ben]\nmandalas:\n  - {light: green 2, dark: red x3}\n"
            "  - {light: yellow 1, dark: purple 3}\n  - {light: blue 3, dark: orange 2}\n"
            "hands: {Ana: 5, Ben: 6}\nturns:\n")
    return _grow(head, lambda i: f"  - {{player: {'Ben' if i % 2 else 'Ana'}, mandala: 1, "
                                 "play: 1 blue}\n")


def clans_moves() -> bytes:
    """A replay with hundreds of thousands of moves (a game has at most 59)."""
    clans = ["red", "blue", "green", "yellow", "black"]
    setup = "".join(f"  {t}: {clans[(t + t // 5) % 5]}\n" for t in range(60))
    head = ("game: clans\nplayers:\n  - {name: Ann, clan: red}\n  - {name: Ben, clan: blue}\n"
            f"setup:\n{setup}moves:\n")
    return _grow(head, lambda i: f"  - {{player: {'Ben' if i % 2 else 'Ann'}, from: 1, to: 2}}\n")


def clans_villages() -> bytes:
    """A village record of hundreds of thousands of villages (a game scores 12)."""
    head = "game: clans\nplayers:\n  - {name: Ann, clan: red}\n  - {name: Ben, clan: blue}\n" \
           "villages:\n"
    return _grow(head, lambda i: f"  - {{founder: Ann, territory: {i % 60}, huts: {{red: 1}}}}\n")


def world_wonders_pieces() -> bytes:
    """A city of hundreds of thousands of pieces (a 26x26 map holds at most 676)."""
    head = ("game: world-wonders\nplayers:\n  - name: Ana\n    terrain: |\n      ....\n      ....\n"
            "    resources: {food: 1, ceramics: 1, gears: 1}\n    population: 1\n    pieces:\n")
    return _grow(head, lambda i: f"      - {{kind: tower, cells: A{i % 2 + 1}}}\n",
                 "solo: {difficulty: easy}\n")


def world_wonders_players() -> bytes:
    """Tens of thousands of players (the game has 1 to 5)."""
    return _grow("game: world-wonders\nplayers:\n",
                 lambda i: f"  - {{name: P{i}, terrain: '....', resources: {{food: 1, "
                           "ceramics: 1, gears: 1}, population: 1, pieces: []}\n")


def mondo_cells() -> bytes:
    """A custom layout of hundreds of thousands of cells (26 x 99 names exist)."""
    return _grow("game: mondo\nlevel: beginner\nboard:\n  cells:\n", lambda _: "    - C3\n",
                 "rounds:\n  - players:\n      - {name: Ann, tiles: {}}\n")


def aliases() -> bytes:
    """80,000 aliases to one player (about 560 KB)."""
    lines = ["game: flowers", "player: &p {name: Ana, hand: 1, tiles: [red light 1, blue dark 2]}",
             "players:"] + ["  - *p"] * 80_000
    return ("\n".join(lines) + "\n").encode()


def json_players() -> bytes:
    """The Flowers players as one JSON document (the JSON fast path)."""
    players: list[dict[str, object]] = []
    size = 40
    while size < TARGET:
        player = {"name": f"P{len(players)}", "hand": 1, "tiles": ["red light 1"]}
        size += len(json.dumps(player)) + 2
        players.append(player)
    return json.dumps({"game": "flowers", "players": players[:-1]}).encode()


BIG_INPUTS: dict[str, tuple[str, Callable[[], bytes], str]] = {
    "flowers-players": ("players.yaml", flowers_players, "V1"),
    "flowers-tiles": ("tiles.yaml", flowers_tiles, "V12"),
    "flowers-turns": ("turns.yaml", flowers_turns, "schema"),
    "flowers-players-json": ("players.json", json_players, "V1"),
    "clans-moves": ("moves.yaml", clans_moves, "B16"),
    "clans-villages": ("villages.yaml", clans_villages, "A7"),
    "world-wonders-pieces": ("pieces.yaml", world_wonders_pieces, "schema"),
    "world-wonders-players": ("ww-players.yaml", world_wonders_players, "E01"),
    "mondo-cells": ("cells.yaml", mondo_cells, "schema"),
    "aliases": ("aliases.yaml", aliases, "V1"),
}
