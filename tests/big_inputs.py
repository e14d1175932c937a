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


# ---- issue 23: hostile inputs under the limit (each must be answered in bounded work) -------

MIB = 1024 * 1024


def flowers_unreadable_tiles() -> bytes:
    """900 players, each with 999 tiles no one can read (3.6 MB; the game has 2 to 4 players
    and 36 tiles): every list under the old early check's floor of 1,000 entries."""
    player = "  - {name: P%d, hand: 1, tiles: [" + ", ".join(["x"] * 999) + "]}\n"
    return ("game: flowers\nplayers:\n" + "".join(player % i for i in range(900))).encode()


def huge_names() -> bytes:
    """Two player names of 4.5 million characters each (9 MB)."""
    name = "A" * 4_500_000
    return (f"game: flowers\nplayers:\n  - {{name: {name}, hand: 1, tiles: []}}\n"
            f"  - {{name: {name}B, hand: 1, tiles: []}}\n").encode()


def mondo_rounds() -> bytes:
    """1,000 rounds of 16 players each (about 7 MB; the rules allow 3 rounds of 4)."""
    board = ("        rows:\n          1: [WSFS gorilla, WWWS _]\n"
             "          2: [WWFW parrot, FDWW, WDDD scorpion, WWFD gorilla _]\n"
             "          3: [WWWW (D) _, FSWW (W), WSDS, DSdS ^, FSSS, WWDS]\n")
    rounds = "".join(f"  - round: {r + 1}\n    players:\n" + "".join(
        f"      - name: P{p}\n{board}" for p in range(16)) for r in range(1000))
    return ("game: mondo\nlevel: beginner\nrounds:\n" + rounds).encode()


def _flowers_players_of(size: int) -> bytes:
    head = "game: flowers\nplayers:\n"
    line = "  - {name: P%06d, hand: 1, tiles: [red light 1]}\n"
    count = (size - len(head)) // len(line % 0)
    return (head + "".join(line % i for i in range(count))).encode()


def _clans_moves_of(size: int) -> bytes:
    clans = ["red", "blue", "green", "yellow", "black"]
    setup = "".join(f"  {t}: {clans[(t + t // 5) % 5]}\n" for t in range(60))
    head = ("game: clans\nplayers:\n  - {name: Ann, clan: red}\n  - {name: Ben, clan: blue}\n"
            f"setup:\n{setup}moves:\n")
    line = "  - {player: Ann, from: 1, to: 2}\n"
    return (head + line * ((size - len(head)) // len(line))).encode()


# name -> (file name, the bytes, the code the rules prescribe, what it is)
HOSTILE_INPUTS: dict[str, tuple[str, Callable[[], bytes], str, str]] = {
    "flowers-unreadable-tiles": ("unreadable.yaml", flowers_unreadable_tiles, "V1",
                                 "Flowers, 900 players x 999 unreadable tiles (3.6 MB)"),
    "huge-names": ("names.yaml", huge_names, "schema",
                   "two player names of 4.5 million characters (9 MB)"),
    "mondo-rounds": ("rounds.yaml", mondo_rounds, "schema",
                     "Mondo, 1,000 rounds x 16 players (7 MB)"),
    "flowers-under-1mib": ("under.yaml", lambda: _flowers_players_of(MIB - 1024), "V1",
                           "Flowers players, 1 KiB under 1 MiB"),
    "flowers-over-1mib": ("over.yaml", lambda: _flowers_players_of(MIB + 1024), "V1",
                          "Flowers players, 1 KiB over 1 MiB"),
    "clans-under-1mib": ("under-clans.yaml", lambda: _clans_moves_of(MIB - 1024), "B16",
                         "Clans replay, 1 KiB under 1 MiB"),
    "clans-over-1mib": ("over-clans.yaml", lambda: _clans_moves_of(MIB + 1024), "B16",
                        "Clans replay, 1 KiB over 1 MiB"),
}
