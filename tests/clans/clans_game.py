"""Seeded random legal games of Clans on the real map, played by code independent of the
scorer's replay engine (only the map data is shared). A game yields the replay file (form B)
and the village record the simulator itself derived (form A), with its own clan totals.

Used by the property tests and by make_clans_examples.py (examples/clans/*-replay.yaml).
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass, field
from typing import Any

import yaml

CLANS = ["red", "blue", "green", "yellow", "black"]
# epoch per village number: (favourable, bonus, hostile)
EPOCH = {1: ("forest", 1, "mountain"), 5: ("mountain", 2, "grassland"),
         8: ("steppe", 3, "forest"), 10: ("grassland", 4, "steppe")}
NAMES = ["Ann", "Ben", "Cleo", "Dev"]


def load_map() -> dict[int, dict[str, Any]]:
    path = os.path.join(os.path.dirname(__file__), "..", "..", "scorers", "clans", "map.yaml")
    with open(path, encoding="utf-8") as handle:
        data: dict[int, dict[str, Any]] = yaml.safe_load(handle)["territories"]
    return data


MAP = load_map()


def epoch_rules(number: int) -> tuple[str | None, int, str | None]:
    if number == 12:
        return None, 5, None
    start = max(first for first in EPOCH if first <= number)
    return EPOCH[start]


def village_points(number: int, terrain: str, huts: dict[str, int]) -> tuple[dict[str, int],
                                                                             dict[str, int]]:
    """(points per clan, huts left) for a village, straight from rules §7."""
    favourable, bonus, hostile = epoch_rules(number)
    if terrain == hostile:
        return {}, {}
    left = {c: n for c, n in huts.items() if n > 0}
    if len(left) == 5:
        left = {c: n for c, n in left.items() if n >= 2}
    if not left:
        return {}, {}
    value = sum(left.values()) + (bonus if number == 12 or terrain == favourable else 0)
    return {c: value for c in left}, left


@dataclass
class Game:
    players: list[dict[str, str]]
    setup: dict[int, str]
    moves: list[dict[str, Any]] = field(default_factory=list)
    villages: list[dict[str, Any]] = field(default_factory=list)
    clan_points: dict[str, int] = field(default_factory=lambda: dict.fromkeys(CLANS, 0))
    ended: str = ""
    huts_left: int = 60
    village_moves: list[int] = field(default_factory=list)  # the move that founded each
    final_huts: dict[int, dict[str, int]] = field(default_factory=dict)  # the end position

    def replay_document(self) -> dict[str, Any]:
        return {"game": "clans", "players": self.players, "setup": self.setup,
                "moves": self.moves}

    def record_document(self) -> dict[str, Any]:
        return {"game": "clans", "players": self.players, "villages": self.villages}

    def totals(self) -> dict[str, int]:
        chips = {p["name"]: sum(1 for v in self.villages if v["founder"] == p["name"])
                 for p in self.players}
        return {p["name"]: self.clan_points[p["clan"]] + chips[p["name"]] for p in self.players}


def play(seed: int, player_count: int = 3, order_everywhere: float = 0.3) -> Game:
    """A whole legal game: random setup, random legal moves, random village orders."""
    rng = random.Random(seed)
    clans = rng.sample(CLANS, player_count)
    players = [{"name": NAMES[i], "clan": clans[i]} for i in range(player_count)]
    setup: dict[int, str] = {}
    for region in range(12):
        for offset, clan in enumerate(rng.sample(CLANS, 5)):
            setup[5 * region + offset] = clan
    game = Game(players, setup)
    huts: dict[int, dict[str, int]] = {t: {c: 1} for t, c in setup.items()}
    turn = 0
    while True:
        legal = _legal_moves(huts)
        if not legal:
            game.ended = "no huts could move"
            game.final_huts = huts
            return game
        source, target = rng.choice(legal)
        mover = players[turn % player_count]["name"]
        turn += 1
        move: dict[str, Any] = {"player": mover, "from": source, "to": target}
        game.moves.append(move)
        for clan, count in huts[source].items():
            huts[target][clan] = huts[target].get(clan, 0) + count
        huts[source] = {}
        founded = _village_order(game, move, huts, rng, order_everywhere)
        _found(game, mover, founded, huts)
        if len(game.villages) >= 12:
            game.ended = "12th village"
            game.final_huts = huts
            return game


def _legal_moves(huts: dict[int, dict[str, int]]) -> list[tuple[int, int]]:
    """Every move the rules allow: occupied to occupied neighbour, the rule of seven."""
    return [(a, b) for a in huts if huts[a] for b in MAP[a]["neighbours"] if huts[b]
            and not (sum(huts[a].values()) >= 7
                     and sum(huts[a].values()) > sum(huts[b].values()))]


def _village_order(game: Game, move: dict[str, Any], huts: dict[int, dict[str, int]],
                   rng: random.Random, order_everywhere: float) -> list[int]:
    """The villages this move founds, in a random order; the move's `order` when the rules
    need it (§6.3) and sometimes when they do not."""
    source = move["from"]
    founded = [t for t in MAP[source]["neighbours"] if huts[t]
               and not any(huts[n] for n in MAP[t]["neighbours"])]
    rng.shuffle(founded)
    k = len(game.villages)
    numbers = range(k + 1, min(k + len(founded), 12) + 1)
    required = len(founded) > 1 and (
        k + len(founded) > 12 or len({epoch_rules(n)[0] for n in numbers}) > 1)
    if required or (len(founded) > 1 and rng.random() < order_everywhere):
        move["order"] = list(founded)
    elif founded:
        founded.sort()  # without `order` the scorer numbers them by ascending id
    return founded


def _found(game: Game, mover: str, founded: list[int], huts: dict[int, dict[str, int]]) -> None:
    """Score the villages in order, up to the 12th."""
    for place in founded:
        number = len(game.villages) + 1
        if number > 12:
            break
        founded_huts = dict(huts[place])
        game.villages.append({"founder": mover, "territory": place, "huts": founded_huts})
        game.village_moves.append(len(game.moves))
        points, left = village_points(number, MAP[place]["terrain"], founded_huts)
        for clan, value in points.items():
            game.clan_points[clan] += value
        game.huts_left -= sum(founded_huts.values()) - sum(left.values())
        huts[place] = dict(left)
