"""Mondo rule checks beyond the schema (rules §10): errors and warnings, all reported at once."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from functools import lru_cache
from itertools import pairwise

from boardscore.scorers.diagnostics import Diagnostic, error, warning
from boardscore.scorers.i18n import N_, _, language, ngettext
from boardscore.scorers.mondo.board import (
    SIDES,
    connected_groups,
    coordinates,
    is_connected,
    neighbour,
    rim_sides,
)
from boardscore.scorers.mondo.codes import Code
from boardscore.scorers.mondo.model import (
    CARDS,
    INNER,
    LAND_SPECIES,
    LETTERS,
    Board,
    Game,
    Landscape,
    Level,
    PlayerBoard,
    Round,
    Tile,
)
from boardscore.scorers.mondo.names import (
    card_name,
    landscape_name,
    level_name,
    species_name,
    task_name,
)
from boardscore.scorers.mondo.parse import row_cells_hint
from boardscore.scorers.suggest import with_suggestion
from boardscore.scorers.text import check_text, name_key, same_name_note

PRINTED_CELLS = 24


def check_game(game: Game) -> list[Diagnostic]:
    diagnostics: list[Diagnostic] = list(game.problems)
    diagnostics += water_animal_clash(game.water_animals)
    diagnostics += round_order(game.rounds)
    diagnostics += list(check_boards(game))
    first = game.rounds[0]
    for index, round_ in enumerate(game.rounds):
        diagnostics += check_round(round_, first, index == 0)
        for player in round_.players:
            diagnostics += check_player(round_, player, game.water_animals)
    diagnostics += file_warnings(game.rounds)
    return diagnostics


def water_animal_clash(names: Sequence[str]) -> Iterator[Diagnostic]:
    for index, name in enumerate(names):
        if name in LAND_SPECIES:
            yield error(Code.WATER_ANIMAL_CLASH, _("water_animals: '{name}' is a {landscape} "
                                                   "animal").format(
                name=name, landscape=landscape_name(LAND_SPECIES[name])), ("water_animals", index))


def round_order(rounds: Sequence[Round]) -> Iterator[Diagnostic]:
    numbers = [r.number for r in rounds]
    consecutive = all(b == a + 1 for a, b in pairwise(numbers))
    if not consecutive or not all(1 <= n <= 3 for n in numbers):
        yield error(Code.ROUND_ORDER, _("rounds must be consecutive and numbered 1–3; got "
                                        "{numbers}").format(numbers=", ".join(map(str, numbers))),
                    ("rounds",))


# ---- boards -------------------------------------------------------------------------------

def _boards(game: Game) -> dict[int, tuple[Board, list[PlayerBoard]]]:
    """Each board definition once, with the players who play on it."""
    found: dict[int, tuple[Board, list[PlayerBoard]]] = {}
    for round_ in game.rounds:
        for player in round_.players:
            found.setdefault(id(player.board), (player.board, []))[1].append(player)
    return found


def check_boards(game: Game) -> Iterator[Diagnostic]:
    for board, players in _boards(game).values():
        if not board.path:
            continue  # the built-in globe
        yield from check_board(board)
        if board.rim is not None and not any(p.side == "back" for p in players):
            yield warning(Code.RIM_UNUSED, _("board.rim is not used: no board in this file is "
                                             "played on the back side"), (*board.path, "rim"))


def check_board(board: Board) -> Iterator[Diagnostic]:
    cells = board.cells
    seen: set[str] = set()
    for index, cell in enumerate(cells):
        if cell in seen:
            yield error(Code.BOARD_CELL_DUPLICATE,
                        _("board: cell {cell} is listed twice").format(cell=cell),
                        (*board.path, "cells", index))
        seen.add(cell)
    groups = connected_groups(seen)
    if len(groups) > 1:
        parts = _("; ").join(", ".join(group) for group in groups)
        yield error(Code.BOARD_DISCONNECTED, _("board: the cells form {count} separate parts "
                                               "({parts}); a board is one connected shape").format(
                        count=len(groups), parts=parts), (*board.path, "cells"))
    if len(seen) != PRINTED_CELLS:
        yield warning(Code.BOARD_SIZE, ngettext(
            "board: {count} cells; the printed board has 24",
            "board: {count} cells; the printed board has 24", len(seen)).format(count=len(seen)),
                      (*board.path, "cells"))
    yield from check_rim_keys(board, seen)


def check_rim_keys(board: Board, cells: set[str]) -> Iterator[Diagnostic]:
    rim = set(rim_sides(cells))
    for key in board.rim or {}:
        if key == "default":
            continue
        cell, _colon, side = key.partition(":")
        path = (*board.path, "rim", key)
        if cell not in cells:
            yield error(Code.RIM_KEY, _("board.rim: {cell} is not a cell of this board").format(
                cell=cell), path)
        elif not side and not any(c == cell for c, _side in rim):
            yield error(Code.RIM_KEY, _("board.rim: {cell} has no rim side").format(cell=cell),
                        path)
        elif side and (cell, side) not in rim:
            yield error(Code.RIM_KEY, _("board.rim: {cell}:{side} faces cell {other}, not the "
                                        "rim").format(cell=cell, side=side,
                                                      other=neighbour(cell, side)), path)


def rim_landscape(player: PlayerBoard, cell: str, side: str) -> Landscape | None:
    """Front: water. Back (D2): CELL:SIDE, then CELL, then default from board.rim."""
    if player.side != "back":
        return Landscape.WATER
    rim = player.board.rim or {}
    return rim.get(f"{cell}:{side}") or rim.get(cell) or rim.get("default")


# ---- rounds -------------------------------------------------------------------------------

def check_round(round_: Round, first: Round, is_first: bool) -> list[Diagnostic]:
    r, path = round_.number, round_.path
    found: list[Diagnostic] = []
    names = [p.name for p in round_.players]
    seen: dict[str, str] = {}
    for j, name in enumerate(names):
        unreadable = check_text(name, N_("player name"), (*path, "players", j, "name"))
        if unreadable is not None:
            found.append(unreadable)
        elif name_key(name) in seen:
            found.append(error(Code.PLAYER_DUPLICATE, _("round {round}: player name '{name}' is "
                                                        "used twice{note}").format(
                round=r, name=name, note=same_name_note(seen[name_key(name)], name)),
                               (*path, "players", j, "name")))
        seen.setdefault(name_key(name), name)
    first_names = [p.name for p in first.players]
    if not is_first and set(names) != set(first_names):
        found.append(error(Code.PLAYERS_DIFFER, _(
            "round {round}: players {names} differ from round {first} ({first_names}); every "
            "round has the same players").format(round=r, names=", ".join(names),
                                                 first=first.number,
                                                 first_names=", ".join(first_names)),
                           (*path, "players")))
    found += _volcano_chip(round_, is_first)
    found += _card(round_)
    found += _layout(round_)
    found += _chips(round_)
    found += _shared_tasks(round_)
    return found


def _volcano_chip(round_: Round, is_first: bool) -> Iterator[Diagnostic]:
    r, path = round_.number, round_.path
    if round_.solo:  # §8.1: the chip lies beside the board from the start
        yield from _solo_volcano_chip(round_)
        return
    if round_.volcano_chip is None:
        if is_first and r >= 2:
            yield error(Code.VOLCANO_CHIP_MISSING, _(
                "round {round}: the file starts at round {round}; say who held the volcano chip "
                "(volcano_chip: NAME)").format(round=r), path)
        return
    if r == 1:
        yield error(Code.VOLCANO_CHIP_ROUND1, _("round 1: nobody holds the volcano chip in round "
                                                "1; remove volcano_chip"), (*path, "volcano_chip"))
        return
    names = {p.name for p in round_.players}
    for name in round_.volcano_chip:
        if name not in names:
            yield error(Code.VOLCANO_CHIP_UNKNOWN, _("round {round}: volcano_chip names '{name}', "
                                                     "who is not a player").format(round=r,
                                                                                   name=name),
                        (*path, "volcano_chip"))


def _solo_volcano_chip(round_: Round) -> Iterator[Diagnostic]:
    player = round_.players[0].name
    if round_.volcano_chip is not None and set(round_.volcano_chip) != {player}:
        yield error(Code.VOLCANO_CHIP_SOLO, _(
            "round {round}: in solo play the volcano chip lies beside {player}'s board; "
            "volcano_chip must name {player} or be left out").format(round=round_.number,
                                                                      player=player),
                    (*round_.path, "volcano_chip"))


def _card(round_: Round) -> Iterator[Diagnostic]:
    r, path = round_.number, round_.path
    if round_.level is Level.BEGINNER and round_.card is not None:
        yield error(Code.CARD_NOT_USED, _("round {round} is a beginner round: special-scoring "
                                          "cards are not used; remove card").format(round=r),
                    (*path, "card"))
    elif round_.level is not Level.BEGINNER and round_.card is None \
            and len(round_.players) >= 2:
        yield error(Code.CARD_MISSING, _("round {round} is {level}: give the face-up card (card: "
                                         "{cards} or {last})").format(
            round=r, level=level_name(round_.level), cards=", ".join(CARDS[:-1]), last=CARDS[-1]),
                    path)


def _layout(round_: Round) -> Iterator[Diagnostic]:
    r, path = round_.number, round_.path
    if round_.level is not Level.EXPERT:
        if round_.tasks is not None:
            yield _not_expert(round_, (*path, "tasks"))
        for player in round_.players:
            if player.tasks:
                yield _not_expert(round_, (*player.path, "tasks"))
        return
    if round_.tasks is None:
        return
    expected = 2 * len(round_.players)
    if len(round_.tasks) != expected:
        yield error(Code.TASK_LAYOUT_SIZE, ngettext(
            "round {round}: {count} tasks laid out; with {players} players there are {expected}",
            "round {round}: {count} tasks laid out; with {players} players there are {expected}",
            len(round_.tasks)).format(round=r, count=len(round_.tasks),
                                      players=len(round_.players), expected=expected),
                    (*path, "tasks"))
    for task, count in Counter(round_.tasks).items():
        if count > 1:
            yield error(Code.TASK_DUPLICATE, _("round {round}: task {task} is laid out "
                                               "twice").format(round=r, task=task_name(task)),
                        (*path, "tasks"))


def _not_expert(round_: Round, path: tuple[str | int, ...]) -> Diagnostic:
    return error(Code.TASKS_NOT_EXPERT, _("round {round} is {level}: additional tasks belong to "
                                          "expert rounds; remove tasks").format(
        round=round_.number, level=level_name(round_.level)), path)


def _shared_tasks(round_: Round) -> Iterator[Diagnostic]:
    if round_.level is not Level.EXPERT:
        return
    takers: dict[str, str] = {}
    for player in round_.players:
        for task in dict.fromkeys(player.tasks):
            if task in takers:
                yield error(Code.TASK_SHARED, _(
                    "round {round}: task {task} is taken by both {first} and {second}; each task "
                    "goes to one player").format(round=round_.number, task=task_name(task),
                                                 first=takers[task], second=player.name),
                            (*player.path, "tasks"))
            else:
                takers[task] = player.name


def chips_in_play(players: int) -> list[int]:
    """D27: (5 - N) ... 4 for N >= 2 players; none in solo play (§8.1)."""
    return list(range(5 - players, 5)) if players >= 2 else []


def _chips(round_: Round) -> Iterator[Diagnostic]:
    r, n = round_.number, len(round_.players)
    if round_.solo:  # §8.1: the bonus chips stay in the box
        for player in round_.players:
            if player.chip is not None:
                yield error(Code.CHIP_SOLO, _("round {number}, {name}: ").format(
                    number=r, name=player.name) + _("solo play uses no bonus chips; remove chip"),
                            (*player.path, "chip"))
        return
    in_play = chips_in_play(n)
    holders: dict[int, PlayerBoard] = {}
    for player in round_.players:
        chip = player.chip
        if chip is None:
            continue
        if chip not in in_play:
            yield error(Code.CHIP_NOT_IN_PLAY, _("round {number}, {name}: ").format(
                number=r, name=player.name) + _(
                "bonus chip {chip} is not in play with {players} players (chips {chips})").format(
                chip=chip, players=n, chips=", ".join(map(str, in_play))), (*player.path, "chip"))
        elif chip in holders:
            yield error(Code.CHIP_TAKEN_TWICE, _("round {round}: bonus chip {chip} is held by both "
                                                 "{first} and {second}").format(
                round=r, chip=chip, first=holders[chip].name, second=player.name),
                        (*player.path, "chip"))
        else:
            holders[chip] = player
    for chip, player in sorted(holders.items()):
        if chip < 4 and chip + 1 not in holders:  # D19
            yield error(Code.CHIP_ORDER, _("round {round}: bonus chip {chip} was taken but chip "
                                           "{next} was not; chips leave the stack from the top (4 "
                                           "first)").format(round=r, chip=chip, next=chip + 1),
                        (*player.path, "chip"))


# ---- one player's board -------------------------------------------------------------------

def _who(round_: Round, player: PlayerBoard) -> str:
    """`round 2, Ann: `, the start of a message about one player's board."""
    return _("round {number}, {name}: ").format(number=round_.number, name=player.name)


def check_player(round_: Round, player: PlayerBoard,
                 water_animals: Sequence[str]) -> list[Diagnostic]:
    who, path = _who(round_, player), player.path
    found: list[Diagnostic] = []
    cells = set(player.board.cells)
    if player.side == "back":
        missing = [f"{c}:{s}" for c, s in rim_sides(player.board.cells)
                   if rim_landscape(player, c, s) is None]
        if missing:
            found.append(error(Code.RIM_MISSING, who + _(
                "the back side needs a landscape for every rim side; missing: {missing} (add them "
                "to board.rim or set rim.default)").format(missing=", ".join(missing)), path))
    for cell in player.tiles:
        if cell not in cells:
            found.append(error(Code.TILE_OFF_BOARD, who + _(
                "{cell} is not a space of this board").format(cell=cell)
                + row_cells_hint(player.board.cells, coordinates(cell)[1]),
                               player.tile_path(cell)))
    found += _tiles(who, player, tuple(water_animals))
    if not player.complete:  # a row that could not be laid: the board is not known
        return found + list(_player_tasks(round_, player, board_known=False))
    preplaced = _preplaced(round_, player, cells)
    found += preplaced
    found += _placement(round_, player, cells, valid_preplaced=not preplaced)
    found += _player_tasks(round_, player)
    found += _board_warnings(round_, player, cells)
    return found


def _tiles(who: str, player: PlayerBoard, animals: tuple[str, ...]) -> Iterator[Diagnostic]:
    """Each tile's own problems (kept on the tile: batches meet the same tiles again)."""
    key = (language(), *animals)  # the messages are kept in the language they were made in
    for cell, tile in player.tiles.items():
        problems = tile.problems.get(key)
        if problems is None:
            problems = tile.problems[key] = _tile_problems(tile, animals)
        for code, message in problems:
            yield error(code, who + _("tile {cell}: ").format(cell=cell) + message,
                        player.tile_path(cell))


def _placement(round_: Round, player: PlayerBoard, cells: set[str], *,
               valid_preplaced: bool) -> Iterator[Diagnostic]:
    """D25: one connected group; solo play (§8.1): up to 4 groups, each grown from a
    pre-placed tile when `preplaced` names them."""
    who, path = _who(round_, player), player.board_path
    on_board = [cell for cell in player.tiles if cell in cells]
    if round_.solo:
        if len(on_board) >= 4:  # fewer cannot even hold the pre-placed tiles
            yield from _solo_groups(who, path, connected_groups(on_board),
                                    player.preplaced if valid_preplaced else None)
        return
    groups = [] if is_connected(on_board, frozenset(cells)) else connected_groups(on_board)
    if len(groups) > 1:
        yield error(Code.TILES_DISCONNECTED, who + _(
            "the tiles form {count} separate groups ({groups}); every tile after the first must "
            "touch a tile already placed").format(count=len(groups), groups=_listed(groups)),
                    path)


def _listed(groups: Sequence[Sequence[str]]) -> str:
    return _("; ").join(", ".join(group) for group in groups)


def _solo_groups(who: str, path: tuple[str | int, ...], groups: list[list[str]],
                 preplaced: tuple[str, ...] | None) -> Iterator[Diagnostic]:
    count = who + _("the tiles form {count} separate groups ({groups})").format(
        count=len(groups), groups=_listed(groups))
    if preplaced is not None:
        lacking = [group for group in groups if not set(preplaced) & set(group)]
        if lacking:
            yield error(Code.TILES_DISCONNECTED, count + ngettext(
                "; in solo play every group grows from one of the 4 pre-placed tiles, and "
                "{groups} holds none",
                "; in solo play every group grows from one of the 4 pre-placed tiles, and "
                "{groups} hold none", len(lacking)).format(groups=_listed(lacking)), path)
    elif len(groups) > 4:
        yield error(Code.TILES_DISCONNECTED, count + _("; a solo board holds at most 4 groups, "
                                                       "one per pre-placed tile"), path)


def _preplaced(round_: Round, player: PlayerBoard, cells: set[str]) -> list[Diagnostic]:
    """§8.1: `preplaced` belongs to solo play and names 4 distinct cells that hold tiles."""
    if player.preplaced is None:
        return []
    who, path = _who(round_, player), (*player.path, "preplaced")
    if not round_.solo:
        return [error(Code.PREPLACED_NOT_SOLO,
                      who + _("preplaced belongs to solo play; remove it"), path)]
    found: list[Diagnostic] = []
    distinct = list(dict.fromkeys(player.preplaced))
    if len(distinct) != 4 or len(player.preplaced) != 4:
        found.append(error(Code.PREPLACED_COUNT, who + ngettext(
            "preplaced lists {count} distinct cells; solo play lays out 4",
            "preplaced lists {count} distinct cells; solo play lays out 4",
            len(distinct)).format(count=len(distinct)), path))
    for index, cell in enumerate(player.preplaced):
        if cell not in cells:
            found.append(error(Code.PREPLACED_EMPTY, who + _(
                "preplaced cell {cell} is not a space of this board").format(cell=cell),
                               (*path, index)))
        elif cell not in player.tiles:
            found.append(error(Code.PREPLACED_EMPTY, who + _(
                "preplaced cell {cell} holds no tile").format(cell=cell), (*path, index)))
    return found


def _player_tasks(round_: Round, player: PlayerBoard, *,
                  board_known: bool = True) -> Iterator[Diagnostic]:
    if round_.level is not Level.EXPERT or not player.tasks:
        return
    who, path = _who(round_, player), (*player.path, "tasks")
    if len(player.tasks) > 2:
        yield error(Code.TASK_TOO_MANY, who + _("{count} tasks taken; at most 2 per round").format(
            count=len(player.tasks)), path)
    for task, count in Counter(player.tasks).items():
        if count > 1:
            yield error(Code.TASK_DUPLICATE,
                        who + _("task {task} is listed twice").format(task=task_name(task)), path)
    if round_.tasks is not None:  # D16
        for task in dict.fromkeys(player.tasks):
            if task not in round_.tasks:
                yield error(Code.TASK_NOT_LAID_OUT, who + _(
                    "task {task} is not among the face-up tasks ({tasks})").format(
                        task=task_name(task), tasks=", ".join(map(task_name, round_.tasks))), path)
    if board_known and len(player.tiles) < 3:  # D17
        yield error(Code.TASK_TOO_EARLY, who + ngettext(
            "tasks can be taken only with at least 3 tiles on the board; this board has {count}",
            "tasks can be taken only with at least 3 tiles on the board; this board has {count}",
            len(player.tiles)).format(count=len(player.tiles)), path)


def _board_warnings(round_: Round, player: PlayerBoard, cells: set[str]) -> Iterator[Diagnostic]:
    who = _who(round_, player)
    if not player.tiles:
        yield warning(Code.NO_TILES, who + _("no tiles on the board"), player.board_path)
    elif player.chip is None and cells <= player.tiles.keys() and not round_.solo:  # D18
        yield warning(Code.FULL_BOARD_NO_CHIP, who + _(
            "the board is full but no bonus chip is recorded; a full board takes the top chip "
            "automatically (scored without a chip)"), player.path)


def file_warnings(rounds: Sequence[Round]) -> Iterator[Diagnostic]:
    levels = list(dict.fromkeys(str(r.level) for r in rounds))
    if len(levels) > 1:  # D23
        yield warning(Code.LEVELS_DIFFER, _("rounds are played at different levels "
                                            "({levels})").format(
            levels=", ".join(level_name(level) for level in levels)), ("rounds",))
    used: dict[str, int] = {}
    for round_ in rounds:
        if round_.card is None:
            continue
        if round_.card in used:  # D20
            yield warning(Code.CARD_REPEATED, _(
                "round {round}: card {card} was already used in round {earlier}; each round "
                "normally turns up a new card").format(
                    round=round_.number, card=card_name(round_.card), earlier=used[round_.card]),
                          (*round_.path, "card"))
        used.setdefault(round_.card, round_.number)


# ---- one tile -----------------------------------------------------------------------------

def _tile_problems(tile: Tile, water_animals: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """Kept on the tile (Tile.problems): tiles are immutable and repeat from board to board."""
    problems = list(_geometry_problems(tile.sides, tile.areas, tile.inner, language()))
    if not problems:
        problems += _animal(tile, water_animals)
    elif tile.animal is None and tile.animal_area is not None:
        problems.append((Code.ANIMAL_AREA_ALONE, _("animal_area given without an animal")))
    return tuple(problems)


@lru_cache(maxsize=8192)
def _geometry_problems(sides: tuple[Landscape, ...], areas: tuple[tuple[str, ...], ...] | None,
                       inner: Landscape | None,
                       lang: str) -> tuple[tuple[str, str], ...]:  # noqa: ARG001 (a memo key)
    """Partition, crossing, split, inner area: these depend on the geometry alone (and the
    messages on the language `lang`)."""
    return tuple(_geometry(Tile(sides, areas, inner)))  # type: ignore[arg-type]


def _geometry(tile: Tile) -> list[tuple[str, str]]:
    landscape = dict(zip(SIDES, tile.sides, strict=True))
    problems: list[tuple[str, str]] = []
    if tile.areas is not None:
        problems += _partition(tile.areas, landscape)
        if problems and problems[0][0] == Code.AREAS_NOT_PARTITION:
            return problems
    elif landscape["N"] == landscape["S"] and landscape["E"] == landscape["W"] \
            and landscape["N"] != landscape["E"]:
        code = {landscape: letter for letter, landscape in LETTERS.items()}
        letters = [code[landscape] for landscape in tile.sides]
        letters[1] = letters[1].lower()  # e.g. WfWF: E on its own
        problems.append((Code.SPLIT_NEEDED, _(
            "N and S are {north}, E and W are {east}; both pairs cannot be connected — give areas "
            "(shorthand: write one pair in lower case, e.g. {letters})").format(
                north=landscape_name(landscape["N"]), east=landscape_name(landscape["E"]),
                letters="".join(letters))))
    if tile.inner is not None and len(set(tile.sides)) == 1 and tile.inner is tile.sides[0]:
        problems.append((Code.INNER_SAME, _("an inner {inner} area on an all-{inner} tile is not "
                                            "a separate area").format(
            inner=landscape_name(tile.inner))))
    return problems


def _partition(areas: tuple[tuple[str, ...], ...], landscape: dict[str, Landscape]
               ) -> list[tuple[str, str]]:
    """§3.2: an explicit partition uses each side once, one landscape an area, and no two of
    its areas cross."""
    used = Counter(side for area in areas for side in area)
    twice = [s for s in SIDES if used[s] > 1]
    missing = [s for s in SIDES if used[s] == 0]
    if twice or missing:
        what = _("{side} appears twice").format(side=twice[0]) if twice else \
            _("{side} is missing").format(side=missing[0])
        return [(Code.AREAS_NOT_PARTITION, _("areas must use each of N, E, S, W exactly once "
                                             "({what})").format(what=what))]
    problems: list[tuple[str, str]] = []
    for area in areas:
        kinds = list(dict.fromkeys(landscape[s] for s in area))
        if len(kinds) > 1:
            problems.append((Code.AREA_MIXED, _("area [{area}] mixes {first} and "
                                                "{second}").format(
                area=", ".join(area), first=landscape_name(kinds[0]),
                second=landscape_name(kinds[1]))))
    crossing = _crossing(areas)
    if crossing:
        problems.append((Code.AREAS_CROSS, _("areas [{first}] and [{second}] would cross; split "
                                             "one of them").format(
            first=", ".join(crossing[0]), second=", ".join(crossing[1]))))
    return problems


def _crossing(areas: Sequence[Sequence[str]]) -> tuple[Sequence[str], Sequence[str]] | None:
    north_south = next((a for a in areas if "N" in a and "S" in a), None)
    east_west = next((a for a in areas if "E" in a and "W" in a), None)
    if north_south is not None and east_west is not None and north_south is not east_west:
        return north_south, east_west
    return None


def _animal(tile: Tile, water_animals: Sequence[str]) -> list[tuple[str, str]]:
    if tile.animal is None:
        return [(Code.ANIMAL_AREA_ALONE, _("animal_area given without an animal"))] \
            if tile.animal_area is not None else []
    species = tile.animal
    home = LAND_SPECIES.get(species, Landscape.WATER if species in water_animals else None)
    if home is None:
        message = _("unknown animal '{species}'; land animals are {land}; list water animals "
                    "under water_animals").format(
            species=species, land=", ".join(map(species_name, LAND_SPECIES)))
        known = [*LAND_SPECIES, *water_animals, *map(species_name, LAND_SPECIES)]
        return [(Code.ANIMAL_UNKNOWN, with_suggestion(message, species, known))]  # `turtl`
    shown, lives = species_name(species), landscape_name(home)
    areas = [area for area in tile.parts if tile.sides[SIDES.index(area[0])] is home]
    homes = len(areas) + (1 if tile.inner is home else 0)
    if tile.animal_area == INNER:
        if tile.inner is None:
            return [(Code.ANIMAL_AREA_WRONG,
                     _("animal_area inner, but the tile has no inner area"))]
        if tile.inner is not home:
            return [(Code.ANIMAL_AREA_WRONG, _("animal_area inner is {there}, but a {species} "
                                               "lives in {home}").format(
                there=landscape_name(tile.inner), species=shown, home=lives))]
        return []
    if tile.animal_area is not None:
        there = tile.sides[SIDES.index(tile.animal_area)]
        if there is not home:
            return [(Code.ANIMAL_AREA_WRONG, _("animal_area {side} is {there}, but a {species} "
                                               "lives in {home}").format(
                side=tile.animal_area, there=landscape_name(there), species=shown, home=lives))]
        return []
    if homes == 0:
        return [(Code.ANIMAL_NO_AREA, _("a {species} lives in {home}, but this tile has no "
                                        "{home} area").format(species=shown, home=lives))]
    if homes > 1:
        example = areas[0][0] if areas else INNER
        return [(Code.ANIMAL_AREA_AMBIGUOUS, _(
            "the tile has {count} {home} areas; say which holds the {species} (animal_area: "
            "{example}, shorthand {species}@{example})").format(
                count=homes, home=lives, species=shown, example=example))]
    return []

