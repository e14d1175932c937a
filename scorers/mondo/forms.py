"""The two ways to type a board (rules §4.4): `tiles` (cell -> tile) and `rows` (row number ->
the row's entries, `.` for an empty space; `-` and null are read too). `boardscore mondo
--tiles` / `--rows` convert a valid file from one to the other; the tiles keep the form they
were written in, and every empty space is written `.`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from boardscore.scorers.mondo.model import Game, PlayerBoard
from boardscore.scorers.mondo.parse import EMPTY, is_empty, rows_of


def converted(document: Mapping[str, Any], game: Game, form: str) -> dict[str, Any]:
    """The document with every board typed as `form` ("tiles" or "rows")."""
    rounds = [{**node, "players": [_player(entry, board, form) for entry, board
                                   in zip(node["players"], parsed.players, strict=True)]}
              for node, parsed in zip(document["rounds"], game.rounds, strict=True)]
    return {**document, "rounds": rounds}


def _player(entry: Mapping[str, Any], board: PlayerBoard, form: str) -> dict[str, Any]:
    given = "rows" if "rows" in entry else "tiles"
    if given == form == "rows":  # row numbers as numbers again (the scorer reads strings)
        return {key: (_rows_again(value) if key == "rows" else value)
                for key, value in entry.items()}
    if given == form:
        return dict(entry)
    value = _as_rows(entry["tiles"], board) if form == "rows" else _as_tiles(entry["rows"], board)
    return {(form if key == given else key): (value if key == given else item)
            for key, item in entry.items()}


def _rows_again(rows: Mapping[str, list[Any]]) -> dict[int, list[Any]]:
    """Rows as written, every empty space (`-`, null) written `.` (rules §4.4)."""
    return {int(row): [EMPTY if is_empty(item) else item for item in items]
            for row, items in rows.items()}


def _as_rows(tiles: Mapping[str, Any], board: PlayerBoard) -> dict[int, list[Any]]:
    return {number: [tiles.get(cell, EMPTY) for cell in cells]
            for number, cells in rows_of(board.board.cells).items()
            if any(cell in tiles for cell in cells)}


def _as_tiles(rows: Mapping[str, list[Any]], board: PlayerBoard) -> dict[str, Any]:
    layout = rows_of(board.board.cells)
    found = {cell: item for key, items in rows.items()
             for cell, item in zip(layout[int(key)], items, strict=True)
             if not is_empty(item)}
    order = {cell: i for i, cell in enumerate(c for row in layout.values() for c in row)}
    return dict(sorted(found.items(), key=lambda pair: order[pair[0]]))
