"""`boardscore new mondo`: a file ready to fill in at the table, one board per player and
round, typed as rows (rules §4.4) with every space `-` and the row's cell names beside it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from boardscore.scorers.mondo.board import GLOBE
from boardscore.scorers.mondo.parse import rows_of
from boardscore.scorers.text import yaml_scalar

_HEAD = """\
# Mondo: {rounds} at the {level} level, {side} side of the board. After each round, fill in
# every player's board: look at it row by row from the top, and write each space from left
# to right (the cell names are beside each row):
#   a tile:  its four sides N E S W (W water, F forest, D desert, S steppe), e.g. FFDW,
#            then its animal (panda), ^ for an active volcano or _ for an inactive one;
#   -        an empty space.
# A tile with an inner lake adds (W); split areas: `boardscore rules mondo`, §4.3.
# Then: boardscore score THIS-FILE --explain   (or boardscore watch THIS-FILE while typing)
game: mondo
level: {level}
side: {side}
water_animals: []      # the water species your tiles show, e.g. [turtle, dolphin, octopus]
rounds:
"""


_RIM = """\
board:
  rim:                 # the back side shows landscapes along the edge: name every rim side
    default: water     #   (a cell such as C1: steppe, or one side, "D1:E": forest)
"""


def blank(players: Sequence[str], options: Mapping[str, str]) -> str:
    rounds, level, side = int(options["rounds"]), options["level"], options["side"]
    shown = "1 round" if rounds == 1 else f"{rounds} rounds"
    text = _HEAD.format(rounds=shown, level=level, side=side)
    if side == "back":
        text = text.replace("rounds:\n", _RIM + "rounds:\n")
    for number in range(1, rounds + 1):
        text += _round(number, level, players)
    return text


def _round(number: int, level: str, players: Sequence[str]) -> str:
    text = f"  - round: {number}\n"
    if level != "beginner":
        text += ("    # card: most-landscapes    # the face-up card: most-landscapes, most-lakes, "
                 "most-sea-animals,\n    #                            largest-lake or "
                 "largest-forest\n")
    if level == "expert":
        text += "    # tasks: []                # the face-up tasks (2 per player), optional\n"
    if number > 1:
        text += "    # volcano_chip is worked out from the scores of the round before\n"
    text += "    players:\n"
    return text + "".join(_player(name, level, solo=len(players) == 1) for name in players)


def _player(name: str, level: str, *, solo: bool) -> str:
    text = f"      - name: {yaml_scalar(name)}\n"
    if solo:
        text += ("        # preplaced: [C1, F3, A4, D6]   # the 4 cells with a tile before the "
                 "round (optional)\n")
    else:
        text += "        chip: none           # the bonus chip taken: 4, 3, 2, 1 or none\n"
    if level == "expert":
        text += "        tasks: []            # the tasks taken (at most 2)\n"
    text += "        rows:\n"
    for row, cells in rows_of(GLOBE).items():
        entries = "[" + ", ".join("-" for _ in cells) + "]"
        text += f"          {row}: {entries:<20}  # {' '.join(cells)}\n"
    return text
