"""A Mondo board as text, for `--explain`: each tile as 3x3 characters (its four side
landscapes around a centre), `!` on every edge with a closure error, `.` for an empty space.

    W F D S: water, forest, desert, steppe; centre: an animal's first letter in lower case,
    ^ / _ an active or inactive volcano, an upper-case letter an inner area, · nothing.
"""

from __future__ import annotations

from scorers.mondo.board import coordinates, neighbour
from scorers.mondo.model import PlayerBoard, Tile
from scorers.mondo.regions import Analysis, Contact

LETTER = {"water": "W", "forest": "F", "desert": "D", "steppe": "S"}
KEY = ("W water, F forest, D desert, S steppe; in the centre: an animal (lower case), ^ / _ a "
       "volcano, an inner area (upper case); ! a closure error; . an empty space")


def text_board(player: PlayerBoard, analysis: Analysis) -> list[str]:
    cells = set(player.board.cells)
    columns = [coordinates(c)[0] for c in cells]
    rows = [coordinates(c)[1] for c in cells]
    left, right, top, bottom = min(columns), max(columns), min(rows), max(rows)
    marks = _marks(analysis.errors)
    lines = ["    " + "".join(f"  {chr(65 + c)} " for c in range(left, right + 1))]
    for row in range(top, bottom + 1):
        band: list[list[str]] = [[], [], []]
        above: list[str] = []
        for column in range(left, right + 1):
            cell = f"{chr(65 + column)}{row}"
            north = "!" if (cell, "N") in marks else " "
            above.append(f"  {north} ")
            block = _block(player.tiles.get(cell), cell in cells)
            west = "!" if (cell, "W") in marks else " "
            for index in range(3):
                band[index].append((west if index == 1 else " ") + block[index])
        lines.append("    " + "".join(above).rstrip())
        for index in range(3):
            prefix = f"{row:>3} " if index == 1 else "    "
            east = "!" if (f"{chr(65 + right)}{row}", "E") in marks and index == 1 else ""
            lines.append((prefix + "".join(band[index]) + east).rstrip())
    below = ["    "]
    for column in range(left, right + 1):
        cell = f"{chr(65 + column)}{bottom}"
        below.append("  ! " if (cell, "S") in marks else "    ")
    lines.append("".join(below).rstrip())
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
