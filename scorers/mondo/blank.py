"""`boardscore new mondo`: a file ready to fill in at the table, one board per player and
round, typed as rows (rules §4.4) with every space `.` and the row's cell names beside it.
Rounds not played yet may stay as printed: they are left out of the scores (rules §9)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from boardscore.scorers.i18n import N_, _, ngettext
from boardscore.scorers.mondo.board import GLOBE
from boardscore.scorers.mondo.names import level_name, side_name
from boardscore.scorers.mondo.parse import EMPTY, rows_of
from boardscore.scorers.text import yaml_scalar

_HELP = N_("""\
# Mondo: {rounds} at the {level} level, {side} side of the board. After each round, fill in
# every player's board: look at it row by row from the top, and write each space from left
# to right (the cell names are beside each row):
#   a tile:  its four sides N E S W (W water, F forest, D desert, S steppe), e.g. FFDW,
#            then its animal (panda), ^ for an active volcano or _ for an inactive one;
#   .        an empty space.
# A tile with an inner lake adds (W); split areas: `boardscore rules mondo`, §4.3.
# Later rounds may stay as printed until they are played: they are left out of the scores.
# Then: boardscore score THIS-FILE --explain   (or boardscore watch THIS-FILE while typing)
""")

_KEYS = """\
game: mondo
level: {level}
side: {side}
water_animals: []      # {water}
{rim}rounds:
"""


def blank(players: Sequence[str], options: Mapping[str, str]) -> str:
    rounds, level, side = int(options["rounds"]), options["level"], options["side"]
    shown = ngettext("{count} round", "{count} rounds", rounds).format(count=rounds)
    text = _(_HELP).format(rounds=shown, level=level_name(level), side=side_name(side))
    text += _KEYS.format(level=level, side=side, water=_(
        "the water species your tiles show, e.g. [turtle, dolphin, octopus]"),
                         rim=_rim() if side == "back" else "")
    for number in range(1, rounds + 1):
        text += _round(number, level, players)
    return text


def _rim() -> str:
    return ("board:\n  rim:                 # "
            + _("the back side shows landscapes along the edge: name every rim side")
            + "\n    default: water     #   "
            + _('(a cell such as C1: steppe, or one side, "D1:E": forest)') + "\n")


def _round(number: int, level: str, players: Sequence[str]) -> str:
    text = f"  - round: {number}\n"
    if level != "beginner":
        text += "    # card: most-landscapes    # " + _(
            "the face-up card: most-landscapes, most-lakes, most-sea-animals,\n"
            "    #                            largest-lake or largest-forest") + "\n"
    if level == "expert":
        text += "    # tasks: []                # " + _(
            "the face-up tasks (2 per player), optional") + "\n"
    if number > 1:
        text += "    # " + _("volcano_chip is worked out from the scores of the round "
                              "before") + "\n"
    text += "    players:\n"
    return text + "".join(_player(name, level, solo=len(players) == 1) for name in players)


def _player(name: str, level: str, *, solo: bool) -> str:
    text = f"      - name: {yaml_scalar(name)}\n"
    if solo:
        text += "        # preplaced: [C1, F3, A4, D6]   # " + _(
            "the 4 cells with a tile before the round (optional)") + "\n"
    else:
        text += "        chip: none           # " + _(
            "the bonus chip taken: 4, 3, 2, 1 or none") + "\n"
    if level == "expert":
        text += "        tasks: []            # " + _("the tasks taken (at most 2)") + "\n"
    text += "        rows:\n"
    for row, cells in rows_of(GLOBE).items():
        entries = "[" + ", ".join(EMPTY for _cell in cells) + "]"
        text += f"          {row}: {entries:<20}  # {' '.join(cells)}\n"
    return text
