"""A World Wonders city as text, for `--explain` and `watch`: one character per cell.

Each building tile shows on its own: `─` and `│` join the cells of one tile (nothing joins two
tiles, whatever their characters), and the row of a tile's first cell ends with the tile's
cell count. Two touching farms drawn with one letter are one tile of four cells, which a
player sees at once (rules: tile shapes are not checked, so no rule can refuse the slip).
"""

from __future__ import annotations

from boardscore.scorers.i18n import N_, _, ngettext
from boardscore.scorers.world_wonders.city import City
from boardscore.scorers.world_wonders.grid import RESOURCE, Cell, reading_order
from boardscore.scorers.world_wonders.model import Piece

LETTER = {"long_road": "R", "short_road": "r", "tower": "T", "monument": "X", "library": "L",
          "farm": "F", "housing": "H", "market": "M", "temple": "P"}
KEY = N_("R long road, r short road, T tower, X monument, L library, F farm, H housing, "
         "M market, P temple (a drawn city keeps its own characters); ~ water, @ a natural "
         "resource that scores, * one that does not, . empty land; ─ and │ join the cells of "
         "one building tile, whose cell count ends the row of its first cell")


def text_board(city: City) -> list[str]:
    terrain = city.player.terrain
    span = 2 * terrain.width + 1
    lines = ["      " + " ".join(chr(65 + column) for column in range(terrain.width)),
             "    ┌" + "─" * span + "┐"]
    counts = _tile_counts(city)
    scoring = {cell for cell, cover, beside in city.resource_cells if cover is None and beside}
    for row in range(terrain.height):
        if row:
            joins = _joins_below(city, row - 1)
            if joins.strip():
                lines.append(f"    │ {joins} │")
        lines.append(f"{row + 1:>3} │ {_row(city, row, scoring)} │{counts.get(row, '')}")
    lines.append("    ╘" + "═" * span + "╛ " + _("sidewalk"))
    return lines


def _row(city: City, row: int, scoring: set[Cell]) -> str:
    """The row's characters, `─` between two cells of one building tile."""
    width = city.player.terrain.width
    shown = [_character(city, (column, row), scoring) for column in range(width)]
    gaps = ["─" if _same_tile(city, (column, row), (column + 1, row)) else " "
            for column in range(width - 1)]
    return "".join(character + gap for character, gap in zip(shown, [*gaps, ""], strict=True))


def _joins_below(city: City, row: int) -> str:
    """`│` under each cell whose neighbour below is a cell of the same building tile."""
    return " ".join("│" if _same_tile(city, (column, row), (column, row + 1)) else " "
                    for column in range(city.player.terrain.width))


def _same_tile(city: City, first: Cell, second: Cell) -> bool:
    piece = city.occupant.get(first)
    return piece is not None and piece.kind == "building" and city.occupant.get(second) is piece


def _character(city: City, cell: Cell, scoring: set[Cell]) -> str:
    piece = city.occupant.get(cell)
    if piece is not None:
        return _letter(piece, city.player.drawn)
    terrain = city.player.terrain
    if terrain.at(cell) == RESOURCE:
        return "@" if cell in scoring else "*"
    return terrain.at(cell)


def _tile_counts(city: City) -> dict[int, str]:
    """Row -> `   F: 4 cells, G: 2 cells`: each building tile's cell count, on the row of its
    first cell (reading order)."""
    found: dict[int, list[str]] = {}
    for tile in city.tiles:
        cells = sorted({c for c in tile.cells if city.occupant.get(c) is tile}, key=reading_order)
        if cells:
            found.setdefault(cells[0][1], []).append(ngettext(
                "{tile}: {count} cell", "{tile}: {count} cells", len(cells)).format(
                tile=tile.label, count=len(cells)))
    return {row: "   " + ", ".join(texts) for row, texts in found.items()}


def _letter(piece: Piece, drawn: bool) -> str:
    if drawn and piece.id:
        return piece.id[0]
    return LETTER[piece.type or piece.kind]
