"""Validated document -> Game (rules §4): inheritance, overrides and the tile shorthand."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from boardscore.scorers.diagnostics import Diagnostic, Path, error
from boardscore.scorers.i18n import N_, _, language, ngettext
from boardscore.scorers.mondo.board import GLOBE, SIDES
from boardscore.scorers.mondo.codes import Code
from boardscore.scorers.mondo.model import (
    LETTERS,
    Board,
    Game,
    Landscape,
    Level,
    PlayerBoard,
    Round,
    Tile,
)

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any

_INNER_TOKEN = re.compile(r"^\(([WFDSwfds])\)$")
_ANIMAL_TOKEN = re.compile(r"^([a-z][a-z-]*)(?:@(N|E|S|W|inner))?$")
GLOBE_BOARD = Board(GLOBE, None, ())


def parse_game(document: Mapping[str, Any], overrides: Mapping[str, str]) -> Game:
    """`overrides` (from the command line) replace every round's level and every board's side."""
    problems: list[Diagnostic] = []
    top_board = _board(document.get("board"), ("board",)) or GLOBE_BOARD
    rounds: list[Round] = []
    number = 0
    for i, node in enumerate(document["rounds"]):
        number = int(node.get("round", number + 1))
        path: Path = ("rounds", i)
        level = Level(overrides.get("level") or node.get("level") or document["level"])
        side = node.get("side", document.get("side", "front"))
        board = _board(node.get("board"), (*path, "board")) or top_board
        players = tuple(
            _player(player, (*path, "players", j), side, board, overrides, number, problems)
            for j, player in enumerate(node["players"]))
        chip = node.get("volcano_chip")
        rounds.append(Round(
            number=number, level=level, card=node.get("card"),
            tasks=tuple(node["tasks"]) if "tasks" in node else None,
            volcano_chip=((chip,) if isinstance(chip, str) else tuple(chip))
            if chip is not None else None,
            players=players, path=path))
    return Game(tuple(document.get("water_animals", ())), tuple(rounds), dict(overrides),
                tuple(problems))


def _board(node: Mapping[str, Any] | None, path: Path) -> Board | None:
    if node is None:
        return None
    rim = node.get("rim")
    return Board(tuple(node.get("cells", GLOBE)),
                 {key: Landscape(value) for key, value in rim.items()} if rim is not None
                 else None, path)


def _player(node: Mapping[str, Any], path: Path, side: str, board: Board,
            overrides: Mapping[str, str], number: int,
            problems: list[Diagnostic]) -> PlayerBoard:
    name = str(node["name"])
    chip = node.get("chip")
    board = _board(node.get("board"), (*path, "board")) or board
    who = _("round {number}, {name}: ").format(number=number, name=name)
    before = len(problems)
    entries = _entries(node, path, board.cells, who, problems)
    complete = len(problems) == before
    tiles: dict[str, Tile] = {}
    for cell, tile, at in entries:
        parsed = _shorthand(tile, language()) if isinstance(tile, str) else _canonical(tile)
        if isinstance(parsed, Tile):
            tiles[cell] = parsed
        else:  # the message prefix is built only for a tile with a problem
            where = who + (_("tile {cell}: ").format(cell=cell) if cell else
                           _("row {row}, entry {entry}: ").format(row=at[-2],
                                                                  entry=int(at[-1]) + 1))
            problems.extend(error(code, where + message, at) for code, message in parsed)
    return PlayerBoard(
        name=name,
        side=overrides.get("side") or node.get("side", side),
        board=board,
        chip=int(chip) if isinstance(chip, int) and not isinstance(chip, bool) else None,
        tasks=tuple(node.get("tasks", ())),
        tiles={cell: tile for cell, tile in tiles.items() if cell},
        path=path,
        preplaced=tuple(node["preplaced"]) if "preplaced" in node else None,
        entry_paths={cell: at for cell, _tile, at in entries} if "rows" in node else None,
        complete=complete,
        blank=not entries,
    )


EMPTY = "."  # an empty space in a row, as the program writes it (rules §4.4)
_ALSO_EMPTY = ("-", ".")  # `-` was the marker of the previous version: still read


def is_empty(entry: object) -> bool:
    """An empty space in a row: `.`, `-` (still read) or null/~ (rules §4.4)."""
    return entry is None or (isinstance(entry, str) and entry in _ALSO_EMPTY)


def _entries(node: Mapping[str, Any], path: Path, cells: tuple[str, ...], who: str,
             problems: list[Diagnostic]) -> list[tuple[str, Any, Path]]:
    """(cell, tile as written, where) for each tile; a row that cannot be laid on the board
    (row-unknown, row-length) keeps its entries with no cell, so that their own problems are
    still reported."""
    if "rows" not in node:
        return [(cell, tile, (*path, "tiles", cell)) for cell, tile in node["tiles"].items()]
    if "tiles" in node:
        problems.append(error(Code.ROWS_AND_TILES, who + _("give the board as tiles or as rows, "
                                                           "not both"), path))
    layout = rows_of(cells)
    found: list[tuple[str, Any, Path]] = []
    for key, items in node["rows"].items():
        at: Path = (*path, "rows", str(key))
        row = layout.get(int(key))
        if row is None:
            problems.append(error(Code.ROW_UNKNOWN, who + _(
                "the board has no row {row} (rows {first}–{last})").format(
                    row=key, first=min(layout, default=0), last=max(layout, default=0)), at))
        elif len(items) != len(row):
            spaces = ngettext("row {row} has {count} spaces ({cells})",
                              "row {row} has {count} spaces ({cells})", len(row)).format(
                                  row=key, count=len(row), cells=", ".join(row))
            given = ngettext("; {count} entries given", "; {count} entries given",
                             len(items)).format(count=len(items))
            problems.append(error(Code.ROW_LENGTH, who + spaces + given, at))
            row = None
        found += [(row[i] if row else "", item, (*at, i)) for i, item in enumerate(items)
                  if not is_empty(item)]
    return found


def row_hint(document: Mapping[str, Any], path: Path) -> str:
    """`; row 3 of this board has A3, B3, …` for the key at `path` (rounds, r, players, p,
    tiles, key), read from the digits it holds; "" when it names no row number."""
    digits = "".join(ch for ch in str(path[-1]) if ch.isdigit())
    try:
        node, player = document["rounds"][int(path[1])], None
        player = node["players"][int(path[3])]
        board = player.get("board") or node.get("board") or document.get("board") or {}
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        return ""
    cells = tuple(board.get("cells", GLOBE)) if isinstance(board, Mapping) else GLOBE
    return row_cells_hint(cells, int(digits)) if digits else ""


def row_cells_hint(cells: tuple[str, ...], row: int) -> str:
    layout = rows_of(cells)
    if row in layout:
        return _("; row {row} of this board has {cells}").format(row=row,
                                                                  cells=", ".join(layout[row]))
    return _("; this board has rows {first}–{last}").format(first=min(layout, default=0),
                                                            last=max(layout, default=0))


def rows_of(cells: tuple[str, ...]) -> dict[int, list[str]]:
    """The layout's cells by row number, each row left to right (rules §4.4)."""
    rows: dict[int, list[str]] = {}
    for cell in sorted(cells, key=lambda c: (int(c[1:]), c[0])):
        rows.setdefault(int(cell[1:]), []).append(cell)
    return rows


def _canonical(node: Mapping[str, Any]) -> Tile:
    sides = node["sides"]
    areas = node.get("areas")
    inner = node.get("inner")
    return Tile(
        sides=(Landscape(sides["N"]), Landscape(sides["E"]), Landscape(sides["S"]),
               Landscape(sides["W"])),
        areas=tuple(tuple(area) for area in areas) if areas is not None else None,
        inner=Landscape(inner) if inner is not None else None,
        animal=node.get("animal"),
        animal_area=node.get("animal_area"),
        volcano=node.get("volcano", "none"),
    )


_AT_MOST_ONE = {"volcano": N_("a tile has at most one volcano"),
                "inner area": N_("a tile has at most one inner area"),
                "animal": N_("a tile has at most one animal")}


@lru_cache(maxsize=4096)
def _shorthand(text: str, lang: str  # noqa: ARG001 (a memo key)
               ) -> Tile | tuple[tuple[str, str], ...]:
    """Memoized: boards repeat the same tile strings. Problems as (code, message), in the
    language `lang` (the memo is per language)."""
    tokens = text.split()
    letters = tokens[0] if tokens else ""
    if len(letters) != 4 or any(ch.upper() not in LETTERS for ch in letters):
        return ((Code.SHORTHAND_SIDES, _("'{text}' must start with four side letters "
                                         "(N, E, S, W), each W, F, D or S").format(text=text)),)
    problems: list[tuple[str, str]] = []
    extras: dict[str, Any] = {}
    for token in tokens[1:]:
        kind, value = _extra(token)
        if kind is None:
            problems.append((Code.SHORTHAND_TOKEN, _("'{token}' is not an animal, an inner area "
                                                     "like (W), ^ or _").format(token=token)))
        elif kind in extras:
            problems.append((Code.SHORTHAND_REPEAT, _(_AT_MOST_ONE[kind])))
        else:
            extras[kind] = value
    if problems:
        return tuple(problems)
    animal, animal_area = extras.get("animal", (None, None))
    return Tile(
        sides=tuple(LETTERS[ch.upper()] for ch in letters),  # type: ignore[arg-type]
        areas=_areas_by_case(letters),
        inner=extras.get("inner area"),
        animal=animal,
        animal_area=animal_area,
        volcano=extras.get("volcano", "none"),
    )


def _extra(token: str) -> tuple[str | None, Any]:
    if token == "^":
        return "volcano", "active"
    if token == "_":
        return "volcano", "inactive"
    inner = _INNER_TOKEN.match(token)
    if inner:
        return "inner area", LETTERS[inner.group(1).upper()]
    animal = _ANIMAL_TOKEN.match(token)
    if animal:
        return "animal", (animal.group(1), animal.group(2))
    return None, None


def _areas_by_case(letters: str) -> tuple[tuple[str, ...], ...] | None:
    """Case matters only when one landscape letter is written in both cases: then each
    side forms an area with the sides written with the identical character."""
    if not any(ch.lower() in letters and ch.upper() in letters for ch in letters):
        return None
    groups: dict[str, list[str]] = {}
    for side, ch in zip(SIDES, letters, strict=True):
        groups.setdefault(ch, []).append(side)
    return tuple(tuple(group) for group in groups.values())


__all__ = ["EMPTY", "GLOBE_BOARD", "is_empty", "parse_game"]
