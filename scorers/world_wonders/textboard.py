"""A World Wonders city as text, for `--explain`: one character per cell."""

from __future__ import annotations

from boardscore.scorers.i18n import N_, _
from boardscore.scorers.world_wonders.city import City
from boardscore.scorers.world_wonders.grid import RESOURCE
from boardscore.scorers.world_wonders.model import Piece

LETTER = {"long_road": "R", "short_road": "r", "tower": "T", "monument": "X", "library": "L",
          "farm": "F", "housing": "H", "market": "M", "temple": "P"}
KEY = N_("R long road, r short road, T tower, X monument, L library, F farm, H housing, "
         "M market, P temple (a drawn city keeps its own characters); ~ water, @ a natural "
         "resource that scores, * one that does not, . empty land")


def text_board(city: City) -> list[str]:
    terrain = city.player.terrain
    scoring = {cell for cell, cover, beside in city.resource_cells if cover is None and beside}
    span = 2 * terrain.width + 1
    lines = ["      " + " ".join(chr(65 + column) for column in range(terrain.width)),
             "    ┌" + "─" * span + "┐"]
    for row in range(terrain.height):
        shown = []
        for column in range(terrain.width):
            cell = (column, row)
            piece = city.occupant.get(cell)
            if piece is not None:
                shown.append(_letter(piece, city.player.drawn))
            elif terrain.at(cell) == RESOURCE:
                shown.append("@" if cell in scoring else "*")
            else:
                shown.append(terrain.at(cell))
        lines.append(f"{row + 1:>3} │ " + " ".join(shown) + " │")
    lines.append("    ╘" + "═" * span + "╛ " + _("sidewalk"))
    return lines


def _letter(piece: Piece, drawn: bool) -> str:
    if drawn and piece.id:
        return piece.id[0]
    return LETTER[piece.type or piece.kind]
