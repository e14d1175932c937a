"""Placement validation of finished cities (rules §5): static checks, the support fix-point,
monument cards and pieces, and the warnings of §8."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator

from boardscore.scorers.diagnostics import Diagnostic, error, warning
from boardscore.scorers.graph import is_connected
from boardscore.scorers.i18n import N_, _, ngettext
from boardscore.scorers.world_wonders.codes import Code
from boardscore.scorers.world_wonders.grid import Cell, Terrain, name, names
from boardscore.scorers.world_wonders.model import AUTOMATON, Game, Piece, Player, shown
from boardscore.scorers.world_wonders.monuments import MUNDO, display
from boardscore.scorers.world_wonders.parse import with_offset


def _at(piece: Piece, diagnostic: Diagnostic) -> Diagnostic:
    return with_offset(diagnostic, *piece.offset) if piece.offset is not None else diagnostic


def check_game(game: Game) -> list[Diagnostic]:
    found: list[Diagnostic] = list(_monuments_owned_twice(game))
    for player in game.players:
        found += static_problems(player)
        if player.complete:  # support needs every piece (an unread one may hold the others)
            found += [_at(p, d) for p, d in support_problems(player)]
        found += _card_problems(player)
        found += _player_warnings(player, game)
    found += _file_warnings(game)
    return found


# ---- §5.1 static checks --------------------------------------------------------------------

def static_problems(player: Player) -> list[Diagnostic]:
    found: list[Diagnostic] = []
    terrain = player.terrain
    covered: dict[Cell, Piece] = {}
    for piece in player.pieces:
        for cell in piece.cells:
            if not terrain.on_grid(cell):
                found.append(_at(piece, error(Code.E21, _(
                    "{who}: {cell} is off the {width}×{height} map").format(
                        who=_who(player, piece), cell=name(cell), width=terrain.width,
                        height=terrain.height), piece.path)))
        if piece.readable:  # the shape of a piece read in part is not known
            found += [_at(piece, d) for d in _shape_problems(player, piece)]
        for cell in dict.fromkeys(piece.cells):
            if not terrain.on_grid(cell):
                continue
            earlier = covered.setdefault(cell, piece)
            if earlier is not piece:
                found.append(_at(piece, error(Code.E23, _(
                    "{player}: {cell} is covered by both {first} and {second}").format(
                        player=player.name, cell=name(cell), first=earlier.label,
                        second=piece.label), piece.path)))
    return found


def _who(player: Player, piece: Piece) -> str:
    """`Ana: farm #2 (C3 C4)`: built only for a piece with a problem."""
    return _("{player}: {piece} ({cells})").format(player=player.name, piece=piece.label,
                                                   cells=names(piece.cells))


def _shape_problems(player: Player, piece: Piece) -> Iterator[Diagnostic]:
    """By kind (rules §5.1.3): the shape, and the terrain it may cover."""
    check = _SHAPE_CHECKS.get(piece.kind)
    if check is None:  # a monument: grid and overlap only
        return iter(())
    wet = [cell for cell in piece.cells if cell in player.terrain.water]
    return check(_Who(player, piece), piece, wet)


def _long_road(who: _Who, piece: Piece, wet: list[Cell]) -> Iterator[Diagnostic]:
    if not _straight(piece.cells, 4):
        yield error(Code.E24, _("{who}: a long road covers 4 cells in one straight row or "
                                "column").format(who=who), piece.path)
        return
    ends = sorted(piece.cells)[0], sorted(piece.cells)[-1]
    water_end = next((cell for cell in ends if cell in wet), None)
    if water_end is not None:
        yield error(Code.E25, _("{who}: a long road must start and end on land; {cell} is "
                                "water").format(who=who, cell=name(water_end)), piece.path)


def _short_road(who: _Who, piece: Piece, wet: list[Cell]) -> Iterator[Diagnostic]:
    if not (len(piece.cells) == 1 or _straight(piece.cells, 2)):
        yield error(Code.E26, _("{who}: a short road covers 1 cell or 2 side-by-side "
                                "cells").format(who=who), piece.path)
    if wet:
        yield error(Code.E27, _("{who}: short roads must lie on land; {cell} is water").format(
            who=who, cell=name(wet[0])), piece.path)


def _tower(who: _Who, piece: Piece, wet: list[Cell]) -> Iterator[Diagnostic]:
    if len(piece.cells) != 1:
        yield error(Code.E28, _("{who}: a tower covers exactly 1 cell").format(who=who),
                    piece.path)
    if wet:
        yield error(Code.E29, _("{player}: {piece} ({cell}): a tower must stand on land; {cell} "
                                "is water").format(player=who.player.name, piece=piece.label,
                                                   cell=name(wet[0])), piece.path)


def _building(who: _Who, piece: Piece, wet: list[Cell]) -> Iterator[Diagnostic]:
    if wet:
        yield error(Code.E30, _("{who}: building tiles must lie on land; {cell} is water").format(
            who=who, cell=name(wet[0])), piece.path)
    if not _joined(piece.cells):
        yield error(Code.E31, _("{who}: the cells of one building tile must be joined side to "
                                "side").format(who=who), piece.path)


class _Who:
    """Formats as `_who(...)` when a message uses it, so a valid piece costs nothing."""

    def __init__(self, player: Player, piece: Piece) -> None:
        self.player, self.piece = player, piece

    def __format__(self, spec: str) -> str:
        return _who(self.player, self.piece)


_SHAPE_CHECKS: dict[str, Callable[[_Who, Piece, list[Cell]], Iterator[Diagnostic]]] = {
    "long_road": _long_road, "short_road": _short_road, "tower": _tower,
    "building": _building,
}


def _straight(cells: tuple[Cell, ...], length: int) -> bool:
    if len(cells) != length or len(set(cells)) != length:
        return False
    columns, rows = {c for c, _row in cells}, {r for _column, r in cells}
    if len(columns) == 1:
        return max(rows) - min(rows) == length - 1
    return len(rows) == 1 and max(columns) - min(columns) == length - 1


def _joined(cells: tuple[Cell, ...]) -> bool:
    return is_connected(cells, _side_by_side)


def _side_by_side(cell: Cell) -> tuple[Cell, ...]:
    """The four cells that share a side with `cell` (on the grid or not)."""
    column, row = cell
    return (column + 1, row), (column - 1, row), (column, row + 1), (column, row - 1)


# ---- §5.2 support ---------------------------------------------------------------------------

def supports(p: Piece, q: Piece) -> bool:
    if q.is_road:
        return p.is_road or p.kind == "tower"
    if q.kind == "tower":
        return True
    if q.kind == "building":
        return p.is_road or (p.kind == "building" and p.type == q.type)
    return False


def piece_neighbours(terrain: Terrain, pieces: list[Piece]) -> dict[int, set[int]]:
    """Piece index -> indexes of the pieces with a cell side by side (off-grid cells ignored)."""
    around = terrain.around
    holder: dict[Cell, list[int]] = {}
    for piece in pieces:
        for cell in piece.cells:
            if cell in around:
                holder.setdefault(cell, []).append(piece.index)
    touching: dict[int, set[int]] = {}
    for piece in pieces:
        near = touching[piece.index] = set()
        for cell in piece.cells:
            for other in around.get(cell, ()):
                found = holder.get(other)
                if found is not None:
                    near.update(found)
        near.discard(piece.index)
    return touching


def building_order(player: Player) -> tuple[list[Piece], list[Piece]]:
    """The fix-point (rules §5.2): the pieces in one legal building order, and those that
    can never be placed."""
    terrain, pieces = player.terrain, player.pieces
    by_index = {piece.index: piece for piece in pieces}
    touching = piece_neighbours(terrain, pieces)
    last_row = terrain.height - 1
    placed = [p for p in pieces if p.kind == "monument"
              or (p.is_road and any(r == last_row for c, r in p.cells if terrain.on_grid((c, r))))]
    inside = {p.index for p in placed}
    queue = list(placed)
    while queue:
        p = queue.pop(0)
        for index in sorted(touching[p.index]):
            q = by_index[index]
            if index not in inside and supports(p, q):
                inside.add(index)
                placed.append(q)
                queue.append(q)
    return placed, [p for p in pieces if p.index not in inside]


def support_problems(player: Player) -> list[tuple[Piece, Diagnostic]]:
    _placed, never = building_order(player)
    found = []
    for piece in never:
        where = {"player": player.name, "piece": piece.label, "cells": names(piece.cells)}
        if piece.is_road:
            found.append((piece, error(Code.E32, _(
                "{player}: {piece} ({cells}) can never be placed: no road, tower or sidewalk that "
                "could come before it is next to it").format(**where), piece.path)))
        elif piece.kind == "tower":
            found.append((piece, error(Code.E33, _(
                "{player}: {piece} ({cells}) can never be placed: no piece that could come "
                "before it is next to it").format(**where), piece.path)))
        else:
            found.append((piece, error(Code.E34, _(
                "{player}: {piece} ({cells}) can never be placed: no road and no other {type} "
                "tile that could come before it is next to it").format(
                    **where, type=shown(piece.type)), piece.path)))
    return found


# ---- §4, §5.3 monuments -----------------------------------------------------------------------

def _monuments_owned_twice(game: Game) -> Iterator[Diagnostic]:
    holders: dict[str, str] = {}
    owners = [(p.name, p.cards) for p in game.players] + [(AUTOMATON, game.automaton_cards)]
    for owner, cards in owners:
        for card in cards:
            first = holders.setdefault(card.monument, owner)
            if first != owner:
                yield error(Code.E07, _("{monument} is held by both {first} and {second}; the "
                                        "game has one card of each monument").format(
                                            monument=display(card.monument), first=first,
                                            second=owner), card.path)


def _card_problems(player: Player) -> Iterator[Diagnostic]:
    owned = {card.monument for card in player.cards}
    seen: set[str] = set()
    for piece in player.pieces:
        if piece.kind != "monument" or piece.monument is None:
            continue
        monument = display(piece.monument)
        if piece.monument in seen:
            yield _at(piece, error(Code.E42, _("{player}: {monument} appears twice on the map; "
                                               "list all its cells in one piece").format(
                                                   player=player.name, monument=monument),
                                   piece.path))
        elif piece.monument not in owned and player.cards_complete:
            yield _at(piece, error(Code.E40, _("{player}: {monument} stands on the map but is "
                                               "not among the player's monument cards").format(
                                                   player=player.name, monument=monument),
                                   piece.path))
        seen.add(piece.monument)
    # E41 waits while a monument on the map could not be named (E08) or the city was not read.
    unnamed = any(p.kind == "monument" and p.monument is None for p in player.pieces)
    for card in player.cards if player.complete and not unnamed else ():
        if card.monument not in seen:
            yield error(Code.E41, _("{player}: monument card {monument} has no piece on the "
                                    "map").format(player=player.name,
                                                  monument=display(card.monument)), card.path)


# ---- warnings ------------------------------------------------------------------------------

def _player_warnings(player: Player, game: Game) -> Iterator[Diagnostic]:
    if game.mundo_cards:
        for card in player.cards:
            if card.monument in MUNDO:
                yield warning(Code.W02, _(
                    "{player}: the MUNDO card bonus of {monument} is not scored (its card text "
                    "is not known); only the rings on its monument card count").format(
                        player=player.name, monument=display(card.monument)), card.path)
    if player.complete and not any(p.kind == "long_road" for p in player.pieces):  # and W08
        yield warning(Code.W07, _("{player}: no long road on the map; every player places a "
                                  "free long road on the first turn").format(player=player.name),
                      player.path)
    if player.complete and not player.pieces:
        yield warning(Code.W08, _("{player}: the city is empty").format(player=player.name),
                      player.path)
    for card in player.cards:
        if card.rings == 0:
            yield warning(Code.W09, _("{player}: monument card {monument} shows 0 rings; every "
                                      "monument card shows at least one").format(
                                          player=player.name, monument=display(card.monument)),
                          card.path)
    for piece in player.pieces:
        if piece.kind == "building" and len(set(piece.cells)) > 6:
            yield _at(piece, warning(Code.W10, _(
                "{player}: {piece} covers {count} cells; check that two tiles were not drawn as "
                "one").format(player=player.name, piece=piece.label, count=len(set(piece.cells))),
                piece.path))


def _file_warnings(game: Game) -> Iterator[Diagnostic]:
    placed = [f"{display(p.monument)} ({player.name})" for player in game.players
              for p in player.pieces if p.kind == "monument" and p.monument is not None]
    if placed:
        yield warning(Code.W01, _("placement rules printed on monument cards are not checked: "
                                  "{monuments}").format(monuments=", ".join(placed)),
                      ("players",))
    yield from _supply_warnings(game)
    yield from _side_warnings(game)
    if game.mode == "solo" and game.difficulty == "easy" and game.automaton_cards:
        yield warning(Code.W14, _("solo easy: the Automaton's monument cards do not score (they "
                                  "count at 'hard' only)"), ("solo", "automaton_monuments"))
    cards = [o.card for o in game.objectives]
    for j, card in enumerate(cards):
        if card in cards[:j]:
            yield warning(Code.W15, _("objectives {first} and {second} are the same card").format(
                first=cards.index(card) + 1, second=j + 1), game.objectives[j].path)
    for objective in game.objectives:
        if objective.kind != "district_of_every_type" and objective.second > objective.first:
            yield warning(Code.W16, _("objective {number}: 2nd place ({second}) is worth more "
                                      "than 1st ({first})").format(
                                          number=objective.number, second=objective.second,
                                          first=objective.first), objective.path)


# Players -> (long roads offered per round, sets of short roads in the box), rules §5.4.
OFFERS = {1: (1, 1), 2: (1, 1), 3: (2, 1), 4: (2, 2), 5: (3, 2)}


def _supply_warnings(game: Game) -> Iterator[Diagnostic]:
    """Rules §5.4: what the box and the rounds can supply (for the players the file lists;
    the pieces of the players that could be read are a lower bound, so a warning still holds)."""
    count = game.count
    if count not in OFFERS:  # E01
        return
    long_offer, short_sets = OFFERS[count]
    pieces = [p for player in game.players for p in player.pieces]
    tally: Counter[str] = Counter()
    for p in pieces:
        size = len(set(p.cells))
        key = "2-cell short roads" if p.kind == "short_road" and size == 2 else \
            "1-cell short roads" if p.kind == "short_road" else \
            {"tower": "towers", "long_road": "long roads", "building": "building tiles"}.get(
                p.kind, "")
        tally[key] += 1
    limits = [(Code.W03, "towers", 10), (Code.W04, "long roads", count + 10 * long_offer),
              (Code.W05, "2-cell short roads", 20 * short_sets),
              (Code.W05, "1-cell short roads", 10 * short_sets), (Code.W06, "building tiles", 80)]
    for code, things, most in limits:
        if tally[things] > most:
            yield warning(code, ngettext(
                "{found} {things} on the maps; a {count}-player game has at most {most}",
                "{found} {things} on the maps; a {count}-player game has at most {most}",
                count).format(found=tally[things], things=_(SUPPLIES[things]), count=count,
                              most=most), ("players",))


# The pieces W03-W06 count, as their messages name them.
SUPPLIES = {"towers": N_("towers"), "long roads": N_("long roads"),
            "2-cell short roads": N_("2-cell short roads"),
            "1-cell short roads": N_("1-cell short roads"), "building tiles": N_("building tiles")}


def _side_warnings(game: Game) -> Iterator[Diagnostic]:
    players = game.players
    if game.side == "A":
        for other in players[1:]:
            if other.terrain.rows != players[0].terrain.rows:
                yield warning(Code.W11, _("side A: every map has the same layout, but {first}'s "
                                          "terrain differs from {second}'s").format(
                                              first=players[0].name, second=other.name),
                              (*other.path, "terrain"))
    elif game.side == "B":
        for j, other in enumerate(players):
            same = next((p for p in players[:j] if p.terrain.rows == other.terrain.rows), None)
            if same is not None:
                yield warning(Code.W12, _("side B: every map has its own river, but {first} and "
                                          "{second} have the same terrain").format(
                                              first=same.name, second=other.name),
                              (*other.path, "terrain"))
