"""A Mondo board as text, for `--explain`: each tile as 3x3 characters (its four side
landscapes around a centre), `!` on every edge with a closure error, `.` for an empty space.

    W F D S: water, forest, desert, steppe; centre: an animal's first letter in lower case,
    ^ / _ an active or inactive volcano, an upper-case letter an inner area, · nothing.
"""

from __future__ import annotations

from boardscore.scorers.aliases import folded
from boardscore.scorers.i18n import N_
from boardscore.scorers.mondo.board import coordinates, neighbour
from boardscore.scorers.mondo.model import PlayerBoard, Tile
from boardscore.scorers.mondo.names import species_name
from boardscore.scorers.mondo.regions import Analysis, Contact

LETTER = {"water": "W", "forest": "F", "desert": "D", "steppe": "S"}
KEY = N_("W water, F forest, D desert, S steppe; in the centre: an animal (lower case), ^ / _ "
         "a volcano, an inner area (upper case); ! a closure error; . an empty space")


_JUNCTION = {  # (up, down, left, right) -> the box-drawing character
    (0, 1, 0, 1): "┌", (0, 1, 1, 0): "┐", (1, 0, 0, 1): "└", (1, 0, 1, 0): "┘",
    (1, 1, 0, 1): "├", (1, 1, 1, 0): "┤", (0, 1, 1, 1): "┬", (1, 0, 1, 1): "┴",
    (1, 1, 1, 1): "┼", (1, 1, 0, 0): "│", (0, 0, 1, 1): "─", (1, 0, 0, 0): "│",
    (0, 1, 0, 0): "│", (0, 0, 1, 0): "─", (0, 0, 0, 1): "─", (0, 0, 0, 0): " ",
}


def text_board(player: PlayerBoard, analysis: Analysis) -> list[str]:
    """Tiles in box-drawn cells, 3x3 characters each, `!` in the middle of a border with a
    closure error (between two tiles, or between a tile and the rim)."""
    drawing = _Drawing(player, _marks(analysis.errors))
    for row in range(drawing.height + 1):
        for column in range(drawing.width + 1):
            drawing.borders(column, row)
            drawing.tile(column, row)
    return drawing.lines()


class _Drawing:
    """A character grid of the board's bounding box: 4 characters a cell, borders included."""

    def __init__(self, player: PlayerBoard, marks: set[tuple[str, str]]) -> None:
        self.player, self.marks = player, marks
        self.cells = set(player.board.cells)
        columns = [coordinates(c)[0] for c in self.cells]
        rows = [coordinates(c)[1] for c in self.cells]
        self.left, self.top = min(columns), min(rows)
        self.width, self.height = max(columns) - self.left + 1, max(rows) - self.top + 1
        self.grid = [[" "] * (4 * self.width + 1) for _row in range(4 * self.height + 1)]

    def name(self, column: int, row: int) -> str:
        return f"{chr(65 + self.left + column)}{self.top + row}"

    def on(self, column: int, row: int) -> bool:
        return (0 <= column < self.width and 0 <= row < self.height
                and self.name(column, row) in self.cells)

    def across(self, column: int, row: int) -> bool:  # the border above cell (column, row)
        return self.on(column, row) or self.on(column, row - 1)

    def down(self, column: int, row: int) -> bool:  # the border left of cell (column, row)
        return self.on(column, row) or self.on(column - 1, row)

    def borders(self, column: int, row: int) -> None:
        """The top and left borders of cell (column, row), and their junction."""
        y, x = 4 * row, 4 * column
        if self.across(column, row):
            mark = "!" if (self.name(column, row), "N") in self.marks else "─"
            self.grid[y][x + 1:x + 4] = ["─", mark, "─"]
        if self.down(column, row) and row < self.height:
            mark = "!" if (self.name(column, row), "W") in self.marks else "│"
            for index, char in enumerate(("│", mark, "│")):
                self.grid[y + 1 + index][x] = char
        key = (int(self.down(column, row - 1)), int(self.down(column, row)),
               int(self.across(column - 1, row)), int(self.across(column, row)))
        self.grid[y][x] = _JUNCTION[key]

    def tile(self, column: int, row: int) -> None:
        if self.on(column, row):
            y, x = 4 * row, 4 * column
            tile = self.player.tiles.get(self.name(column, row))
            for index, text in enumerate(_block(tile, True)):
                self.grid[y + 1 + index][x + 1:x + 4] = list(text)

    def lines(self) -> list[str]:
        lines = ["    " + "".join(f"  {chr(65 + self.left + c)} " for c in range(self.width))]
        for number, chars in enumerate(self.grid):
            label = f"{self.top + number // 4:>3} " if number % 4 == 2 else "    "
            lines.append((label + "".join(chars)).rstrip())
        return [line for line in lines if line.strip()]


def _marks(errors: list[Contact]) -> set[tuple[str, str]]:
    """Each error's edge, named from the cell whose N or W (or rim) side it is."""
    found: set[tuple[str, str]] = set()
    for contact in errors:
        found.add((contact.cell, contact.side))
        if contact.other is not None and contact.side in ("E", "S"):
            found.add((contact.other, "W" if contact.side == "E" else "N"))
        elif contact.other is None and contact.side in ("E", "S"):  # drawn beside the next cell
            beyond = neighbour(contact.cell, contact.side)
            if beyond is not None:
                found.add((beyond, "W" if contact.side == "E" else "N"))
    return found


def _block(tile: Tile | None, on_layout: bool) -> list[str]:
    if not on_layout:
        return ["   ", "   ", "   "]
    if tile is None:
        return ["   ", " . ", "   "]
    n, e, s, w = (LETTER[str(side)] for side in tile.sides)
    centre = "·"
    if tile.inner is not None:
        centre = LETTER[str(tile.inner)]
    if tile.volcano != "none":
        centre = "^" if tile.volcano == "active" else "_"
    if tile.animal is not None:
        centre = folded(species_name(tile.animal))[0]  # the initial of its shown name
    return [f" {n} ", f"{w}{centre}{e}", f" {s} "]
