"""Writes examples/mondo/*.yaml: realistic, near-full boards from seeded random games.

    python tests/mondo/make_examples.py

Boards come from random_board.plausible_board (most sides matching, like a hurried real game);
chips leave the stack from the top; cards differ per round; expert tasks are laid out 2 per
player and taken at most 2 each. The files are checked by tests (they must score cleanly).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import yaml
from random_board import WATER_ANIMALS, canonical, plausible_board, shorthand

from boardscore.scorers.mondo.board import GLOBE, cell_order
from boardscore.scorers.mondo.model import CARDS, TASK_VALUES, Landscape
from boardscore.scorers.mondo.parse import rows_of

OUT = Path(__file__).resolve().parents[2] / "examples" / "mondo"
NAMES = ["Ann", "Bob", "Cid", "Dee"]


class Flow(list[Any]):
    """A list written on one line: water_animals, tasks."""


class _Dumper(yaml.SafeDumper):
    pass


_Dumper.add_representer(Flow, lambda dumper, data: dumper.represent_sequence(
    "tag:yaml.org,2002:seq", data, flow_style=True))


def board(rnd: random.Random, rim: Any = None) -> dict[str, Any]:
    tiles = plausible_board(rnd, list(GLOBE), rnd.randint(18, 24), 0.9, rim)
    return {cell: shorthand(tiles[cell]) or canonical(tiles[cell])
            for cell in sorted(tiles, key=cell_order)}  # in reading order, as typed


def players(rnd: random.Random, count: int, rim: Any = None) -> list[dict[str, Any]]:
    boards = [board(rnd, rim) for _ in range(count)]
    order = sorted(range(count), key=lambda i: -len(boards[i]))  # the fullest finish first
    result = []
    for i in range(count):
        player: dict[str, Any] = {"name": NAMES[i]}
        rank = order.index(i)
        if len(boards[i]) == 24 or rank < count - 1:
            player["chip"] = 4 - rank
        player["tiles"] = boards[i]
        result.append(player)
    return result


def write(name: str, header: str, document: dict[str, Any]) -> None:
    text = yaml.dump(document, Dumper=_Dumper, sort_keys=False, default_flow_style=False,
                     width=100, allow_unicode=True)
    (OUT / name).write_text(header + text)


BEGINNER_HEADER = """\
# Mondo — one beginner round for 2 players, as typed in after the timer ran out.
# Each board is typed row by row as it is seen, from the top: each row lists its spaces from
# left to right (the cell names are in the comments), `.` for an empty one. A tile is its
# four side letters N, E, S, W (W water, F forest, D desert, S steppe), then an animal, an
# inner area like (W), ^ for an active volcano, _ for an inactive one.
# Ann stopped first and took the top bonus chip, 4 (a full board takes it automatically);
# Bob was still placing tiles when the timer ran out.
# Start your own with: boardscore new mondo --players Ann,Bob --rounds 1
"""


def write_rows(name: str, header: str, boards: list[dict[str, Any]]) -> None:
    """One beginner round typed as rows (rules §4.4), laid out as `boardscore new mondo`
    prints it: `.` for an empty space, the row's cell names in a comment."""
    text = (f"game: mondo\nlevel: beginner\nwater_animals: [{', '.join(WATER_ANIMALS)}]\n"
            "rounds:\n  - round: 1\n    players:\n")
    for player in boards:
        text += f"      - name: {player['name']}\n"
        text += f"        chip: {player['chip']}\n" if "chip" in player else ""
        text += "        rows:\n"
        rows = [(number, "[" + ", ".join(player["tiles"].get(cell, ".") for cell in cells) + "]",
                 " ".join(cells)) for number, cells in rows_of(GLOBE).items()]
        width = max(len(entries) for _number, entries, _cells in rows)
        text += "".join(f"          {number}: {entries:<{width}}  # {cells}\n"
                        for number, entries, cells in rows)
    (OUT / name).write_text(header + text)


def main() -> None:
    rnd = random.Random(2026)
    write_rows("beginner-two-players.yaml", BEGINNER_HEADER, players(rnd, 2))
    cards = rnd.sample(list(CARDS), 3)
    write("three-rounds-advanced.yaml",
          "# Mondo — a whole advanced game: three rounds, three players, a special-scoring card\n"
          "# per round. The volcano chip (round 2 and 3) goes to the best score of the round\n"
          "# before: boardscore derives it, and prints who holds it.\n",
          {"game": "mondo", "level": "advanced", "water_animals": Flow(WATER_ANIMALS),
           "rounds": [{"round": r + 1, "card": cards[r], "players": players(rnd, 3)}
                      for r in range(3)]})
    layout = rnd.sample(list(TASK_VALUES), 6)
    expert = players(rnd, 3)
    for i, player in enumerate(expert):
        player["tasks"] = Flow(layout[2 * i: 2 * i + rnd.randint(1, 2)])
        player["tiles"] = player.pop("tiles")
    write("expert-round.yaml",
          "# Mondo — an expert round for 3 players: the card, the 6 tasks laid out face up, and\n"
          "# the tasks each player took (at most 2; +value if fulfilled, -value if not).\n",
          {"game": "mondo", "level": "expert", "water_animals": Flow(WATER_ANIMALS),
           "rounds": [{"round": 1, "card": rnd.choice(CARDS), "tasks": Flow(layout),
                       "players": expert}]})
    rim = {"default": "water", "C1": "steppe", "D1": "steppe", "A3": "forest", "A4": "forest",
           "F3": "desert", "F4": "desert", "C6": "steppe", "D6": "forest"}

    def rim_of(cell: str, _side: str) -> Landscape:
        return Landscape(rim.get(cell, rim["default"]))

    write("back-side-round.yaml",
          "# Mondo — a beginner round on the back side of the board, whose border shows\n"
          "# landscapes. The printed arrangement is not known to boardscore (decision D2), so\n"
          "# board.rim gives it: a default, then cells (all their rim sides) or CELL:SIDE.\n",
          {"game": "mondo", "level": "beginner", "side": "back",
           "water_animals": Flow(WATER_ANIMALS), "board": {"rim": rim},
           "rounds": [{"round": 1, "players": players(rnd, 2, rim_of)}]})


if __name__ == "__main__":
    main()
