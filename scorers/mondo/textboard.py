"""A Mondo board as text, for `--explain`: each tile as 3x3 characters (its four side
landscapes around a centre), `!` on every edge with a closure error, `.` for an empty space.

    W F D S: water, forest, desert, steppe; centre: an animal's first letter in lower case,
    ^ / _ an active or inactive volcano, an upper-case letter an inner area, · nothing.
"""

from __future__ import annotations

from boardscore.scorers.mondo.board import coordinates, neighbour
from boardscore.scorers.mondo.model import PlayerBoard, Tile
from boardscore.scorers.mondo.regions import Analysis, Contact

LETTER = {"water": "W", "forest": "F", "desert": "D", "steppe": "S"}
KEY = ("W water, F forest, D desert, S steppe; in the centre: an animal (lower case), ^ / _ a "
       "volcano, an inner area (upper case); ! a closure error; . an empty space")


_JUNCTION = {  # (up, down, left, right) -> the box-drawing character
    (0, 1, 0, 1): "┌", (0, 1, 1, 0): "┐", (1, 0, 0, 1): "└", (1, 0, 1, 0): "┘",
    (1, 1, 0, 1): "├", (1, 1, 1, 0): "┤", (0, 1, 1, 1): "┬", (1, 0, 1, 1): "┴",
    (1, 1, 1, 1): "┼", (1, 1, 0, 0): "│", (0, 0, 1, 1): "─", (1, 0, 0, 0): "│",
    (0, 1, 0, 0): "│", (0, 0, 1, 0): "─", (0, 0, 0, 1): "─", (0, 0, 0, 0): " ",
}


def text_board(player: PlayerBoard, analysis: Analysis) -> list[str]:
    """Tiles in box-drawn cells, 3x3 characters each, `!` in the middle of a border with a
    closure error (between two tiles, or between a tile and the rim)."""
    cells = set(player.board.cells)
    columns = [coordinates(c)[0] for c in cells]
    rows = [coordinates(c)[1] for c in cells]
    left, right, top, bottom = min(columns), max(columns), min(rows), max(rows)
    marks = _marks(analysis.errors)
    width, height = right - left + 1, bottom - top + 1
    grid = [[" "] * (4 * width + 1) for _ in range(4 * height + 1)]

    def name(column: int, row: int) -> str:
        return f"{chr(65 + left + column)}{top + row}"

    def on(column: int, row: int) -> bool:
        return 0 <= column < width and 0 <= row < height and name(column, row) in cells

    def across(column: int, row: int) -> bool:  # the border above cell (column, row)
        return on(column, row) or on(column, row - 1)

    def down(column: int, row: int) -> bool:  # the border left of cell (column, row)
        return on(column, row) or on(column - 1, row)

    for row in range(height + 1):
        for column in range(width + 1):
            y, x = 4 * row, 4 * column
            if across(column, row):
                mark = "!" if (name(column, row), "N") in marks else "─"
                grid[y][x + 1:x + 4] = ["─", mark, "─"]
            if down(column, row):
                mark = "!" if (name(column, row), "W") in marks else "│"
                for index, char in enumerate(("│", mark, "│")):
                    grid[y + 1 + index][x] = char if row < height else grid[y + 1 + index][x]
            key = (int(down(column, row - 1)), int(down(column, row)),
                   int(across(column - 1, row)), int(across(column, row)))
            grid[y][x] = _JUNCTION[key]
            if on(column, row):
                for index, text in enumerate(_block(player.tiles.get(name(column, row)), True)):
                    grid[y + 1 + index][x + 1:x + 4] = list(text)
    lines = ["    " + "".join(f"  {chr(65 + left + c)} " for c in range(width))]
    for number, chars in enumerate(grid):
        label = f"{top + number // 4:>3} " if number % 4 == 2 else "    "
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
        centre = tile.animal[0].lower()
    return [f" {n} ", f"{w}{centre}{e}", f" {s} "]
