"""A random legal game of Flowers, played with physical cards and tiles, written as a turn log.

This simulator is independent of scorers/flowers/replay.py: it holds the real deck, hands and
stacks (not counts), so tests can compare what it saw with what the replay derives.

    python tests/flowers/random_game.py --seed 7 --players 3 > examples/flowers/game.yaml
"""

from __future__ import annotations

import argparse
import random
from dataclasses import dataclass, field
from typing import Any

import yaml

# The six colours the publisher names (rules D1), and its one multiplier, x3 (D2).
COLOURS = ["grey", "purple", "red", "green", "orange", "yellow"]
NAMES = ["Ana", "Ben", "Cleo", "Dan"]


@dataclass
class Card:
    colour: str
    up: bool


@dataclass
class Spot:
    light: tuple[str, str]  # (colour, face) e.g. ("red", "x3")
    dark: tuple[str, str]
    cards: dict[str, list[Card]] = field(default_factory=dict)
    holder: str | None = None

    def colours(self) -> set[str]:
        found = {self.light[0], self.dark[0]}
        return found | {card.colour for cards in self.cards.values() for card in cards}

    def count(self, p: str) -> int:
        return len(self.cards.get(p, []))

    def up(self, p: str) -> int:
        return sum(card.up for card in self.cards.get(p, []))


@dataclass
class Game:
    """The final position, as the physical game left it."""

    log: dict[str, Any]
    tiles: dict[str, list[str]]  # shorthand "colour back face", in the order taken
    hands: dict[str, int]
    deck: int
    discard: int
    ended: bool
    turns: int


class Simulator:
    def __init__(self, seed: int, players: int, unknown: float = 0.3) -> None:
        self.rnd = random.Random(seed)
        self.seats = NAMES[:players]
        self.unknown = unknown  # how often a hand or a draw is logged as a number only
        deck = [c for c in COLOURS for _ in range(15)]
        self.rnd.shuffle(deck)
        self.deck = deck
        self.discard: list[str] = []
        self.stacks = {back: [self._tile() for _ in range(18)] for back in ("light", "dark")}
        self.hands = {p: [self.deck.pop() for _ in range(5 + i)] for i, p in enumerate(self.seats)}
        self.spots = [Spot(self.stacks["light"].pop(), self.stacks["dark"].pop()) for _ in range(3)]
        self.tiles: dict[str, list[str]] = {p: [] for p in self.seats}
        self.log: dict[str, Any] = {
            "game": "flowers",
            "seats": list(self.seats),
            "mandalas": [{"light": self._slot(s.light), "dark": self._slot(s.dark)}
                         for s in self.spots],
            "hands": {p: (len(h) if self.rnd.random() < unknown else list(h))
                      for p, h in self.hands.items()},
            "turns": [],
        }
        self.ended_at: int | None = None

    def _tile(self) -> tuple[str, str]:
        face = "x3" if self.rnd.random() < 0.2 else str(self.rnd.randint(1, 5))
        return self.rnd.choice(COLOURS), face

    @staticmethod
    def _slot(tile: tuple[str, str]) -> str:
        return f"{tile[0]} {tile[1]}"

    def play(self, max_turns: int = 3000) -> Game | None:
        """Play to the end; None when the position has no legal move (the rules are silent)."""
        k = 0
        while self.ended_at is None:
            if k >= max_turns:
                return None
            k += 1
            player = self.seats[(k - 1) % len(self.seats)]
            if not self._turn(player):
                return None
        self._resolve_the_rest()
        return Game(self.log, self.tiles, {p: len(h) for p, h in self.hands.items()},
                    len(self.deck), len(self.discard), True, k)

    # ---- a turn -------------------------------------------------------------------------

    def _turn(self, player: str) -> bool:
        hand = self.hands[player]
        options = [(c, n) for c in sorted(set(hand)) for n in range(1, hand.count(c) + 1)
                   if n == 1 or len(hand) - n >= 1]
        available = len(self.deck) + len(self.discard)
        if len(hand) == 1 and available == 0:
            return False
        m = self.rnd.randrange(3)
        spot = self.spots[m]
        fresh = [o for o in options if o[0] not in spot.colours()]
        colour, n = self.rnd.choice(fresh if fresh and self.rnd.random() < 0.8 else options)
        for _ in range(n):
            hand.remove(colour)
        face_up = colour not in spot.colours()
        spot.cards.setdefault(player, []).extend(Card(colour, face_up) for _ in range(n))
        entry: dict[str, Any] = {"player": player, "mandala": m + 1, "play": f"{n} {colour}"}
        drawn = self._draw(player, n)
        if drawn:
            entry["draw"] = len(drawn) if self.rnd.random() < self.unknown else drawn
        self._claim(player, spot)
        if len(spot.colours()) == 6:
            self._complete(m, entry)
        self.log["turns"].append(entry)
        return True

    def _draw(self, player: str, n: int) -> list[str]:
        hand = self.hands[player]
        if n >= 2 or len(hand) >= 8:
            return []
        most = min(4, 8 - len(hand), len(self.deck) + len(self.discard))
        least = 1 if not hand else 0
        d = self.rnd.randint(least, most) if most >= least else 0
        drawn: list[str] = []
        for _ in range(d):
            if not self.deck:  # the discard pile becomes the deck
                self.deck, self.discard = self.discard, []
                self.rnd.shuffle(self.deck)
            drawn.append(self.deck.pop())
        hand.extend(drawn)
        return drawn

    def _claim(self, player: str, spot: Spot) -> None:
        if spot.up(player) == 0:
            return
        rivals = [q for q in spot.cards if q != player and spot.up(q) >= 1]
        if all(spot.count(player) > spot.count(q) for q in rivals):
            spot.holder = player

    def _complete(self, m: int, entry: dict[str, Any]) -> None:
        take = self.rnd.choice(["light", "dark"])
        entry["take"] = take
        self._distribute(self.spots[m], take)
        if any(_pairs(tiles) >= 3 for tiles in self.tiles.values()) or not self.stacks["light"]:
            self.ended_at = m
            return
        light, dark = self.stacks["light"].pop(), self.stacks["dark"].pop()
        self.spots[m] = Spot(light, dark)
        entry["refill"] = {"light": self._slot(light), "dark": self._slot(dark)}

    def _distribute(self, spot: Spot, take: str) -> None:
        holder = spot.holder
        takers: set[str] = set()
        if holder is not None:
            chosen, other = (spot.light, spot.dark) if take == "light" else (spot.dark, spot.light)
            other_back = "dark" if take == "light" else "light"
            second = self._second(spot, holder)
            self.tiles[holder].append(f"{chosen[0]} {take} {chosen[1]}")
            self.tiles[second].append(f"{other[0]} {other_back} {other[1]}")
            takers = {holder, second}
        for player, cards in spot.cards.items():
            target = self.discard if player in takers else self.hands[player]
            target.extend(card.colour for card in cards)
        spot.cards = {}

    def _second(self, spot: Spot, holder: str) -> str:
        """R7.3 from the rules text, as a ranking (written apart from the scorer's own
        second_place, so that a shared misreading shows): the eligible rivals (a face-up card
        there) ranked by (cards, face-up cards); the top one takes the tile unless the next
        one equals it on both; 2 players: the rival needs half the holder's cards."""
        rivals = [p for p in self.seats if p != holder]
        if len(self.seats) == 2:
            rival = rivals[0]
            half = spot.count(rival) * 2 >= spot.count(holder)
            return rival if spot.up(rival) > 0 and half else holder
        ranked = sorted(((spot.count(p), spot.up(p), p) for p in rivals if spot.up(p) > 0),
                        reverse=True)
        if not ranked or (len(ranked) > 1 and ranked[0][:2] == ranked[1][:2]):
            return holder
        return ranked[0][2]

    def _resolve_the_rest(self) -> None:
        others = [m for m in range(3) if m != self.ended_at]
        self.rnd.shuffle(others)
        end: list[dict[str, Any]] = []
        for m in others:
            spot = self.spots[m]
            step: dict[str, Any] = {"mandala": m + 1}
            take = self.rnd.choice(["light", "dark"])
            if spot.holder is not None:
                step["take"] = take
            self._distribute(spot, take)
            end.append(step)
        self.log["end"] = end


def _pairs(tiles: list[str]) -> int:
    colours = [tile.split()[0] for tile in tiles]
    return sum(colours.count(c) // 2 for c in set(colours))


def random_game(seed: int, players: int, unknown: float = 0.3) -> Game:
    """A complete legal game; seeds whose game has no legal move are skipped deterministically."""
    for attempt in range(100):
        game = Simulator(seed * 1000 + attempt, players, unknown).play()
        if game is not None:
            return game
    raise RuntimeError(f"no complete game for seed {seed}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--players", type=int, default=3, choices=[2, 3, 4])
    parser.add_argument("--unknown", type=float, default=0.3,
                        help="share of hands and draws logged as numbers (colours unknown)")
    args = parser.parse_args()
    game = random_game(args.seed, args.players, args.unknown)
    print(f"# A complete {args.players}-player game of Flowers: A Mandala Game, as a turn log.\n"
          f"# Generated by tests/flowers/random_game.py --seed {args.seed} --players "
          f"{args.players}: a random legal game played\n# with real cards and tiles, from the "
          f"setup to the end ({game.turns} turns).")
    print(yaml.safe_dump(game.log, sort_keys=False, default_flow_style=None, width=100), end="")


if __name__ == "__main__":
    main()
