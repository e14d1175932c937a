"""Schema-valid document -> typed game, with the file-level checks (E01-E15, E20, E22, E50-E55).

Drawings become the canonical piece list here (rules §3.4), so every later check and the
scoring see one form only.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import pairwise

from boardscore.scorers.diagnostics import Diagnostic, Path, error, warning
from boardscore.scorers.i18n import N_, _, ngettext
from boardscore.scorers.text import check_text, name_key, same_name_note
from boardscore.scorers.world_wonders.codes import Code
from boardscore.scorers.world_wonders.grid import (
    MAX_SIDE,
    TERRAIN_CHARACTERS,
    Cell,
    Terrain,
    grid_rows,
    is_grid,
    name,
    parse_token,
    tokens,
)
from boardscore.scorers.world_wonders.model import (
    AUTOMATON,
    BUILDING_TYPES,
    KINDS,
    TYPE_ALIASES,
    Card,
    Game,
    Objective,
    Piece,
    Player,
)
from boardscore.scorers.world_wonders.monuments import DISPLAY, monument_id, unknown_message

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any


def with_offset(diagnostic: Diagnostic, row: int, column: int) -> Diagnostic:
    """A position inside a multi-line text (a grid or a drawing): the CLI maps it to the file."""
    from boardscore.scorers.record import replace

    return replace(diagnostic, offset=(row, column))


def parse_game(document: Mapping[str, Any], options: Mapping[str, str]
               ) -> tuple[Game, list[Diagnostic]]:
    """The game as far as it can be read, and every problem found reading it: a player whose
    terrain or population cannot be read is left out of the game (the others are still checked,
    rules §8: every problem is reported)."""
    problems: list[Diagnostic] = []
    entries = document["players"]
    if not 1 <= len(entries) <= 5:
        problems.append(error(Code.E01, _("World Wonders takes 1 to 5 players; this file has "
                                          "{count}").format(count=len(entries)), ("players",)))
    mode = _mode(document, len(entries), problems)
    problems += _unreadable_texts(document)
    players = _players(document, problems)
    if mode == "solo" and entries and entries[0]["name"] == AUTOMATON:
        problems.append(error(Code.E09, _("in solo play the name 'Automaton' belongs to the "
                                          "opponent"), ("players", 0, "name")))
    problems += _unused_terrains(document, entries)
    game = Game(players, mode, len(entries), document.get("side"),
                bool(document.get("mundo_cards", False)))
    game.objectives = [_objective(number, card) for number, card in
                       enumerate(document.get("objectives") or [], start=1)]
    if options.get("difficulty") and mode != "solo":
        problems.append(warning(Code.OPTION_UNUSED, _(_NOT_SOLO[mode]), ()))
    if mode == "solo":
        _solo(game, document["solo"], options, problems)
    return game, problems


# OPTION_UNUSED, by mode (the mode is the game's kind in prose).
_NOT_SOLO = {"base": N_("--difficulty applies to solo games only; this is a base game"),
             "advanced": N_("--difficulty applies to solo games only; this is a advanced game")}


def _unreadable_texts(document: Mapping[str, Any]) -> list[Diagnostic]:
    """text-unreadable for the names the file gives besides players' (those are checked with
    E02): terrains, monuments on cards and pieces, piece ids and legend values."""
    texts: list[tuple[object, str, Path]] = [
        (label, N_("terrain name"), ("terrains", label))
        for label in document.get("terrains") or {}]
    for index, entry in enumerate(document["players"]):
        path: Path = ("players", index)
        texts += _card_names(entry.get("monuments") or {}, (*path, "monuments"))
        for number, piece in enumerate(entry.get("pieces") or []):
            texts += [(piece.get(key), what, (*path, "pieces", number, key))
                      for key, what in (("name", N_("monument name")), ("id", N_("piece id")))]
        texts += [(value, N_("legend value"), (*path, "legend", key))
                  for key, value in (entry.get("legend") or {}).items()]
    solo = document.get("solo") or {}
    texts += _card_names(solo.get("automaton_monuments") or {}, ("solo", "automaton_monuments"))
    found = (check_text(text, what, where) for text, what, where in texts)
    return [problem for problem in found if problem is not None]


def _card_names(cards: list[Any] | Mapping[str, Any], path: Path
                ) -> list[tuple[object, str, Path]]:
    if isinstance(cards, list):
        return [(card.get("name"), N_("monument name"), (*path, i, "name"))
                for i, card in enumerate(cards) if isinstance(card, Mapping)]
    return [(name, N_("monument name"), (*path, name)) for name in cards]


def _players(document: Mapping[str, Any], problems: list[Diagnostic]) -> list[Player]:
    """Every player that could be read (E02 for a name used twice)."""
    terrains = _named_terrains(document, problems)
    ring_spaces = _ring_spaces(document, problems)
    players: list[Player] = []
    seen: dict[str, str] = {}
    for index, entry in enumerate(document["players"]):
        path = ("players", index)
        name = entry["name"]
        unreadable = check_text(name, N_("player name"), (*path, "name"))
        if unreadable is not None:
            problems.append(unreadable)
        elif name_key(name) in seen:
            problems.append(error(Code.E02, _("player name '{name}' is used twice").format(
                name=name) + same_name_note(seen[name_key(name)], name), (*path, "name")))
        seen.setdefault(name_key(name), name)
        player = _player(entry, path, terrains, ring_spaces, problems)
        if player is not None:
            players.append(player)
    return players


def _solo(game: Game, solo: Mapping[str, Any], options: Mapping[str, str],
          problems: list[Diagnostic]) -> None:
    """The Automaton's level (--difficulty overrides the file) and its monument cards."""
    game.difficulty = options.get("difficulty") or solo["difficulty"]
    if options.get("difficulty"):
        game.overrides["difficulty"] = options["difficulty"]
    game.automaton_cards = _cards(solo.get("automaton_monuments") or {},
                                  ("solo", "automaton_monuments"), problems)


def _mode(document: Mapping[str, Any], count: int, problems: list[Diagnostic]) -> str:
    solo, objectives = "solo" in document, document.get("objectives")
    if count == 1 and not solo:
        problems.append(error(Code.E03, _("a one-player game is the solo game: add a 'solo' "
                                          "block with 'difficulty: easy' or 'difficulty: hard'"),
                              ("players",)))
    if solo and count >= 2:
        problems.append(error(Code.E04, _("'solo' is only for one-player games; this file has "
                                          "{count} players").format(count=count), ("solo",)))
    if objectives is not None and solo:
        problems.append(error(Code.E06, _("public objectives are not used in solo play"),
                              ("objectives",)))
    elif objectives is not None and len(objectives) != 3:
        problems.append(error(Code.E05, _("the advanced game reveals exactly 3 public "
                                          "objectives; this file lists {count}").format(
                                              count=len(objectives)), ("objectives",)))
    return "solo" if solo else "advanced" if objectives is not None else "base"


def _named_terrains(document: Mapping[str, Any],
                    problems: list[Diagnostic]) -> dict[str, Terrain | None]:
    named = {label: _terrain(label, value, ("terrains", label), problems)
             for label, value in (document.get("terrains") or {}).items()}
    for label, terrain in named.items():
        problems += _resource_count(terrain, label, None, ("terrains", label))
    return named


def terrain_problems(label: str, text: str) -> list[Diagnostic]:
    """A grid as a named terrain is checked (E11-E13, and W18): what a saved map must pass
    (the web page's maps, vocabulary.check_part)."""
    problems: list[Diagnostic] = []
    terrain = _terrain(label, text, ("terrains", label), problems)
    return problems + _resource_count(terrain, label, None, ("terrains", label))


PRINTED_RESOURCES = 10  # natural resources on each printed map (rules §2, W18)


def _resource_count(terrain: Terrain | None, label: str, player: str | None,
                    path: Path) -> list[Diagnostic]:
    """W18, once per terrain (a named one, or a player's own grid): every printed map shows 10
    natural resources."""
    if terrain is None or len(terrain.resources) == PRINTED_RESOURCES:
        return []
    count = len(terrain.resources)
    if player is None:
        message = ngettext("terrain '{terrain}' shows {count} natural resource; the printed maps "
                           "show 10 each", "terrain '{terrain}' shows {count} natural resources; "
                           "the printed maps show 10 each", count)
    else:
        message = ngettext("{player}'s terrain shows {count} natural resource; the printed maps "
                           "show 10 each", "{player}'s terrain shows {count} natural resources; "
                           "the printed maps show 10 each", count)
    return [warning(Code.W18, message.format(terrain=label, player=player, count=count), path)]


def _terrain(label: str, value: str | list[str], path: Path,
             problems: list[Diagnostic]) -> Terrain | None:
    """E11-E13; None when the grid is unusable."""
    rows = grid_rows(value)
    found: list[Diagnostic] = []
    width = len(rows[0]) if rows else 0
    if not 1 <= width <= MAX_SIDE or not 1 <= len(rows) <= MAX_SIDE:
        found.append(error(Code.E13, _("terrain '{terrain}' is {width}×{height}; a map has 1–26 "
                                       "columns and 1–26 rows").format(
                                           terrain=label, width=width, height=len(rows)), path))
    for number, row in enumerate(rows):
        if len(row) != width:
            found.append(with_offset(error(Code.E12, _(
                "terrain '{terrain}': row {row} has {count} cells but row 1 has {width}").format(
                    terrain=label, row=number + 1, count=len(row), width=width), path), number, 0))
        for column, character in enumerate(row[:MAX_SIDE]):
            if character not in TERRAIN_CHARACTERS:
                found.append(with_offset(error(Code.E11, _(
                    "terrain '{terrain}': '{character}' at {cell} is not a terrain character "
                    "(. land, ~ water, * natural resource)").format(
                        terrain=label, character=character, cell=name((column, number))), path),
                    number, column))
    problems += [_row_path(d, value) for d in found]
    return None if found else Terrain(label, tuple(rows))


def _row_path(diagnostic: Diagnostic, value: str | list[str]) -> Diagnostic:
    """In a list of rows, point at the row itself (its column offset stays)."""
    from boardscore.scorers.record import replace

    if isinstance(value, list) and diagnostic.offset is not None:
        rows = [i for i, line in enumerate(value) if str(line).strip()]
        row, column = diagnostic.offset
        if row < len(rows):
            return replace(diagnostic, path=(*diagnostic.path, rows[row]), offset=(0, column))
    return diagnostic


def _ring_spaces(document: Mapping[str, Any], problems: list[Diagnostic]) -> list[int] | None:
    track = document.get("population_track")
    if track is None:
        return None
    spaces = track["ring_spaces"]
    if any(b <= a for a, b in pairwise(spaces)) or \
            any(s < 1 for s in spaces):
        problems.append(error(Code.E15, _("population_track.ring_spaces must be increasing "
                                          "whole numbers from 1 up"),
                              ("population_track", "ring_spaces")))
    return [int(s) for s in spaces]


def _player(entry: Mapping[str, Any], path: Path, terrains: dict[str, Terrain | None],
            ring_spaces: list[int] | None, problems: list[Diagnostic]) -> Player | None:
    who = entry["name"]
    given = entry["terrain"]
    if is_grid(given):
        terrain = _terrain(who, given, (*path, "terrain"), problems)
        problems += _resource_count(terrain, who, who, (*path, "terrain"))
    elif given not in terrains:
        problems.append(error(Code.E10, _("{player}: no terrain named '{terrain}' under "
                                          "'terrains'").format(player=who, terrain=given),
                              (*path, "terrain")))
        terrain = None
    else:
        terrain = terrains[given]
    rings = _rings(entry, path, ring_spaces, problems)
    before = len(problems)
    cards = _cards(entry.get("monuments") or [], (*path, "monuments"), problems)
    if terrain is None or rings is None:
        return None
    player = Player(who, path, terrain, {r: int(v) for r, v in entry["resources"].items()},
                    rings, cards, bool(entry.get("unpaid_loan", False)))
    player.cards_complete = len(problems) == before
    before = len(problems)
    if "pieces" in entry and ("drawing" in entry or "legend" in entry):
        problems.append(error(Code.E50, _("{player}: give the city as 'pieces' or as 'drawing' "
                                          "+ 'legend', not both").format(player=who), path))
    elif ("drawing" in entry) != ("legend" in entry):
        problems.append(error(Code.E51, _("{player}: 'drawing' and 'legend' go together").format(
            player=who), path))
    elif "drawing" in entry:
        player.drawn = True
        player.pieces = _drawn_pieces(player, entry, path, problems)
    else:
        player.pieces = [_piece(who, index, item, (*path, "pieces", index - 1), problems)
                         for index, item in enumerate(entry.get("pieces") or [], start=1)]
    player.complete = not any(p.code in CITY_UNREAD for p in problems[before:])
    return player


# Errors after which part of a city is unknown (the others leave every read piece in place).
CITY_UNREAD = {Code.E20, Code.E50, Code.E51, Code.E52, Code.E53, Code.E55}


def _rings(entry: Mapping[str, Any], path: Path, ring_spaces: list[int] | None,
           problems: list[Diagnostic]) -> int | None:
    population = entry["population"]
    if not isinstance(population, dict):
        return int(population)
    if "rings" in population:
        return int(population["rings"])
    if ring_spaces is None:
        problems.append(error(Code.E14, _("{player}: population is given as a space, but "
                                          "'population_track.ring_spaces' is missing").format(
                                              player=entry["name"]), (*path, "population")))
        return None
    return sum(1 for space in ring_spaces if space <= population["space"])


def _cards(given: list[Any] | Mapping[str, Any], path: Path,
           problems: list[Diagnostic]) -> list[Card]:
    """Monument cards as a list of {name, rings} or a mapping name -> rings."""
    items = ([(str(c["name"]), c["rings"], (*path, i, "name")) for i, c in enumerate(given)]
             if isinstance(given, list) else
             [(str(key), rings, (*path, key)) for key, rings in given.items()])
    cards = []
    for text, rings, where in items:
        found = monument_id(text)
        if found is None:
            problems.append(error(Code.E08, unknown_message(text), where))
        else:
            cards.append(Card(found, int(rings), where))
    return cards


def _piece(who: str, index: int, item: Mapping[str, Any], path: Path,
           problems: list[Diagnostic]) -> Piece:
    """A canonical piece; E20 for a bad token, E22 for a cell listed twice."""
    cells: list[Cell] = []
    readable = True
    for token in tokens(item["cells"]):
        expanded = parse_token(token)
        if expanded is None:
            readable = False
            problems.append(error(Code.E20, _("{player}: '{token}' is not a cell or a straight run "
                                              "of cells (write e.g. C4 or C2-C5)").format(
                                                  player=who, token=token), (*path, "cells")))
        else:
            cells += expanded
    monument = None
    if item["kind"] == "monument":
        monument = monument_id(str(item["name"]))
        if monument is None:
            problems.append(error(Code.E08, unknown_message(str(item["name"])), (*path, "name")))
    piece = Piece(index, item["kind"], tuple(cells), _building_type(item.get("type")), monument,
                  None if item.get("id") is None else str(item["id"]), path, readable=readable)
    _twice(who, piece, problems)
    return piece


def _twice(who: str, piece: Piece, problems: list[Diagnostic]) -> None:
    seen: set[Cell] = set()
    for cell in piece.cells:
        if cell in seen:
            problems.append(_at(piece, error(Code.E22, _(
                "{player}: {piece}: {cell} is listed twice").format(
                    player=who, piece=piece.label, cell=name(cell)), piece.path)))
        seen.add(cell)


def _at(piece: Piece, diagnostic: Diagnostic) -> Diagnostic:
    return with_offset(diagnostic, *piece.offset) if piece.offset is not None else diagnostic


LEGEND_VALUES = (*KINDS[:3], *BUILDING_TYPES)


def _legend(who: str, legend: Mapping[Any, Any], path: Path,
            problems: list[Diagnostic]) -> dict[str, tuple[str, str | None]]:
    """Legend character -> (kind, building type or monument id); E55 for a bad entry."""
    found: dict[str, tuple[str, str | None]] = {}
    for key, value in legend.items():
        character = str(key) if not isinstance(key, bool) else ""
        meaning = _meaning(str(value))
        if len(character) != 1 or not character.isascii() or not character.isalnum() \
                or meaning is None:
            problems.append(error(Code.E55, _(
                "{player}: legend '{key}: {value}' must map one letter or digit to a piece kind, "
                "a building type or a monument").format(player=who, key=key, value=value),
                (*path, key)))
            continue
        found[character] = meaning
    return found


def _building_type(written: str | None) -> str | None:
    """`habitation` is `housing` (rules §3.1), and output says housing."""
    return TYPE_ALIASES.get(written, written) if written is not None else None


def _meaning(value: str) -> tuple[str, str | None] | None:
    if value in BUILDING_TYPES or value in TYPE_ALIASES:
        return "building", _building_type(value)
    if value in LEGEND_VALUES:
        return value, None
    monument = monument_id(value)
    return ("monument", monument) if monument is not None else None


def _drawn_pieces(player: Player, entry: Mapping[str, Any], path: Path,
                  problems: list[Diagnostic]) -> list[Piece]:
    """Rules §3.4: one character = one piece (a tower character: one tower per cell), in order
    of first appearance; `.`, `~`, `*` must repeat the terrain (E52-E54)."""
    who, terrain = player.name, player.terrain
    legend = _legend(who, entry["legend"], (*path, "legend"), problems)
    drawing_path = (*path, "drawing")
    rows = grid_rows(entry["drawing"])
    width = len(rows[0]) if rows else 0
    if len(rows) != terrain.height or any(len(row) != terrain.width for row in rows):
        widest = max((len(row) for row in rows), default=0)
        shown = width if all(len(row) == width for row in rows) else widest
        problems.append(error(Code.E52, _(
            "{player}: the drawing is {width}×{height} but terrain '{terrain}' is "
            "{terrain_width}×{terrain_height}").format(
                player=who, width=shown, height=len(rows), terrain=terrain.label,
                terrain_width=terrain.width, terrain_height=terrain.height), drawing_path))
        return []
    cells: dict[str, list[Cell]] = {}
    first: dict[str, tuple[int, int]] = {}
    for row, line in enumerate(rows):
        for column, character in enumerate(line):
            problem = _drawn_character(player, entry, legend, character, (column, row),
                                       drawing_path)
            if problem is not None:
                problems.append(_row_path(with_offset(problem, row, column), entry["drawing"]))
            elif character in legend:
                cells.setdefault(character, []).append((column, row))
                first.setdefault(character, (row, column))
    for key in entry["legend"]:
        if str(key) in legend and str(key) not in cells:
            problems.append(warning(Code.W13, _("{player}: legend entry '{key}' is not used in "
                                                "the drawing").format(player=who, key=key),
                                    (*path, "legend", key)))
    return _pieces_from(cells, first, legend, drawing_path, entry["drawing"])


def _drawn_character(player: Player, entry: Mapping[str, Any],
                     legend: dict[str, tuple[str, str | None]], character: str, cell: Cell,
                     where: Path) -> Diagnostic | None:
    """E54 for a terrain character the terrain does not show there; E53 for a character the
    legend lacks (one the legend has but could not read is already E55)."""
    who = player.name
    if character in TERRAIN_CHARACTERS:
        there = player.terrain.at(cell)
        if character == there:
            return None
        return error(Code.E54, _("{player}: the drawing shows '{character}' at {cell}, but the "
                                 "terrain there is '{terrain}'").format(
                                     player=who, character=character, cell=name(cell),
                                     terrain=there), where)
    if character in legend or str(character) in {str(k) for k in entry["legend"]}:
        return None
    return error(Code.E53, _("{player}: '{character}' at {cell} is not in the legend").format(
        player=who, character=character, cell=name(cell)), where)


def _pieces_from(cells: dict[str, list[Cell]], first: dict[str, tuple[int, int]],
                 legend: dict[str, tuple[str, str | None]], path: Path,
                 drawing: str | list[str]) -> list[Piece]:
    pieces: list[Piece] = []
    for character in sorted(cells, key=first.__getitem__):
        kind, detail = legend[character]
        groups = [[cell] for cell in cells[character]] if kind == "tower" else [cells[character]]
        for group in groups:
            ident = f"{character}@{name(group[0])}" if kind == "tower" else character
            where = (group[0][1], group[0][0])
            piece_path, offset = _drawing_place(path, drawing, where)
            pieces.append(Piece(len(pieces) + 1, kind, tuple(group),
                                detail if kind == "building" else None,
                                detail if kind == "monument" else None, ident, piece_path,
                                offset))
    return pieces


def _drawing_place(path: Path, drawing: str | list[str],
                   at: tuple[int, int]) -> tuple[Path, tuple[int, int]]:
    """The path and offset of a drawing cell (a list of rows: the row's own node)."""
    if isinstance(drawing, list):
        rows = [i for i, line in enumerate(drawing) if str(line).strip()]
        return (*path, rows[at[0]]), (0, at[1])
    return path, at


def _objective(number: int, card: Mapping[str, Any]) -> Objective:
    return Objective(number, card["kind"], int(card.get("first", 0)),
                     int(card.get("second", 0)), int(card.get("value", 4)),
                     _building_type(card.get("type")),
                     card.get("resource"), ("objectives", number - 1))


def _unused_terrains(document: Mapping[str, Any], entries: list[Any]) -> list[Diagnostic]:
    used = {entry["terrain"] for entry in entries if not is_grid(entry["terrain"])}
    return [warning(Code.W17, _("terrain '{terrain}' is not used by any player").format(
        terrain=label), ("terrains", label))
            for label in (document.get("terrains") or {}) if label not in used]


__all__ = ["DISPLAY", "parse_game", "with_offset"]
