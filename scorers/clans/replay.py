"""Form B, the game replay (rules §4.3, §5, §6, §9): the setup checked, every move checked and
played on the real map, the villages found after each move, the end of the game detected.

The first illegal move stops the replay (B6-B15); turn-order slips (B4, B5) do not (D9).
"""

from __future__ import annotations

from collections.abc import Mapping

from boardscore.scorers.clans.board import (
    CLANS,
    LAST_VILLAGE,
    SEVEN,
    TERRITORY_COUNT,
    canonical_clan,
    cite,
    clan_name,
    epoch_of,
    territories,
    territory,
)
from boardscore.scorers.clans.codes import Code
from boardscore.scorers.clans.model import Player, Village, score_village
from boardscore.scorers.clans.parse import is_zero_padded, zero_padded
from boardscore.scorers.diagnostics import Diagnostic, Path, error
from boardscore.scorers.i18n import N_, _, ngettext
from boardscore.scorers.record import Record, field
from boardscore.scorers.text import listed

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any

# How a replay ends (rules §6.4): the variant's `ended` says it as written here (data, as the
# rest of the variant); a message says it in the user's language.
TWELFTH_VILLAGE = N_("12th village")
NO_MOVE_LEFT = N_("no huts could move")


class Move(Record):
    number: int  # 1-based
    player: str | None  # None in the list shorthand: whoever's turn it is
    source: int
    target: int
    order: tuple[int, ...] | None
    path: Path
    source_path: Path
    target_path: Path
    order_path: Path


class Replay(Record, frozen=False):
    """What a replay found: the villages in founding order, how the game ended, problems."""

    villages: list[Village] = field(default_factory=list)
    problems: list[Diagnostic] = field(default_factory=list)
    end_reason: str = ""  # 12th village | no huts could move
    end_move: int = 0

    @property
    def ended(self) -> str:
        return f"{self.end_reason} (move {self.end_move})" if self.end_reason else ""  # data
    unscored: list[str] = field(default_factory=list)


def parse_setup(document: Mapping[str, Any]) -> tuple[dict[int, str] | None, list[Diagnostic]]:
    """Territory -> canonical clan, with B1-B3 (and F7 for a zero-padded JSON key)."""
    given = document["setup"]
    problems: list[Diagnostic] = []
    if isinstance(given, list):
        setup = {5 * region + place: canonical_clan(clan)
                 for region, clans in enumerate(given) for place, clan in enumerate(clans)}
    else:
        setup = {}
        for key, clan in given.items():
            number = int(key)
            if is_zero_padded(str(key)):  # reported, and read as meant: no B2 cascade
                problems.append(zero_padded(str(key), ("setup", key)))
            if not 0 <= number < TERRITORY_COUNT:
                problems.append(error(Code.B1, _("setup: there is no territory {key}; ids run "
                                                 "from 0 to 59").format(key=key), ("setup", key)))
            else:
                setup[number] = canonical_clan(clan)
    missing = [n for n in range(TERRITORY_COUNT) if n not in setup]
    if missing:
        ids = ", ".join(map(str, missing))
        problems.append(error(Code.B2, ngettext(
            "setup: territory {ids} has no hut; every territory starts with exactly one",
            "setup: territories {ids} have no hut; every territory starts with exactly one",
            len(missing)).format(ids=ids), ("setup",)))
    problems += _region_problems(setup)
    return (None if problems else setup), problems


def _region_problems(setup: dict[int, str]) -> list[Diagnostic]:
    problems: list[Diagnostic] = []
    for region in range(TERRITORY_COUNT // 5):
        ids = [n for n in range(5 * region, 5 * region + 5) if n in setup]
        on: dict[str, list[int]] = {}
        for number in ids:
            on.setdefault(setup[number], []).append(number)
        doubled = [_("{clan} on {places}").format(clan=clan_name(clan),
                                                  places=listed([str(p) for p in places]))
                   for clan, places in on.items() if len(places) > 1]
        if not doubled:
            continue
        absent = [clan_name(clan) for clan in CLANS if clan not in on]
        problems.append(error(
            Code.B3, _("setup: region {region} (territories {first}–{last}) has {doubled} and no "
                       "{absent}; each region starts with one hut of each clan").format(
                region=region, first=5 * region, last=5 * region + 4,
                doubled=", ".join(doubled), absent=_(" or ").join(absent)), ("setup",)))
    return problems


def parse_moves(document: Mapping[str, Any]) -> list[Move]:
    moves: list[Move] = []
    for index, entry in enumerate(document["moves"]):
        path = ("moves", index)
        if isinstance(entry, list):
            order = tuple(map(int, entry[2])) if len(entry) > 2 else None
            moves.append(Move(index + 1, None, int(entry[0]), int(entry[1]), order, path,
                              (*path, 0), (*path, 1), (*path, 2)))
        else:  # int(): JSON Schema counts 7.0 as an integer
            order = tuple(map(int, entry["order"])) if "order" in entry else None
            moves.append(Move(index + 1, entry["player"], int(entry["from"]), int(entry["to"]),
                              order, path, (*path, "from"), (*path, "to"), (*path, "order")))
    return moves


class _Board:
    """The position during a replay: huts per territory and what happened to each."""

    def __init__(self, setup: dict[int, str]) -> None:
        self.huts: list[dict[str, int]] = [{setup[n]: 1} for n in range(TERRITORY_COUNT)]
        self.emptied: dict[int, str] = {}  # territory -> why it is empty
        self.village: dict[int, tuple[int, int]] = {}  # territory -> (village number, move)

    def size(self, number: int) -> int:
        return sum(self.huts[number].values())

    def occupied(self, number: int) -> bool:
        return bool(self.huts[number])

    def isolated(self, number: int) -> bool:
        return not any(self.huts[n] for n in territory(number).neighbours)

    def some_move(self) -> tuple[int, int] | None:
        """A legal move if one exists (§5: one exists exactly when two occupied territories
        are neighbours): the smaller group joins the larger."""
        for place in territories():
            for other in sorted(place.neighbours):
                if self.huts[place.id] and self.huts[other]:
                    small, large = sorted((place.id, other), key=self.size)
                    return small, large
        return None


def replay(players: tuple[Player, ...], setup: dict[int, str], moves: list[Move],
           board: _Board | None = None) -> Replay:
    """`board`: the position to play on (the setup's when None); it is left as the moves
    leave it (the web page's recorder reads it: play.py)."""
    board = _Board(setup) if board is None else board
    outcome = Replay()
    names = [p.name for p in players]
    out_of_turn_reported = False
    for move in moves:
        if outcome.ended:
            outcome.problems.append(error(
                Code.B16, _("move {move}: the game was over after move {previous} ({reason}); "
                            "remove this move and any after it").format(
                    move=move.number, previous=move.number - 1, reason=_(outcome.end_reason)),
                move.path))
            break
        seat = names[(move.number - 1) % len(names)]
        if move.player is not None and move.player not in names:
            outcome.problems.append(error(Code.B4, _("move {move}: {player} is not a player "
                                                     "({players})").format(
                move=move.number, player=move.player, players=", ".join(names)),
                (*move.path, "player")))
        elif move.player is not None and move.player != seat and not out_of_turn_reported:
            out_of_turn_reported = True
            outcome.problems.append(error(
                Code.B5, _("move {move}: it is {seat}'s turn, not {player}'s; turns follow the "
                           "order of 'players' and nobody passes").format(
                    move=move.number, seat=seat, player=move.player), (*move.path, "player")))
        stop = _illegal(board, move) or _found(board, move, move.player or seat, outcome)
        if stop is not None:
            later = _(" (later moves not checked)") if move.number < len(moves) else ""
            outcome.problems.append(error(stop.code, stop.message + later, stop.path))
            return outcome
        if len(outcome.villages) >= LAST_VILLAGE:
            outcome.end_reason, outcome.end_move = TWELFTH_VILLAGE, move.number
        elif board.some_move() is None:
            outcome.end_reason, outcome.end_move = NO_MOVE_LEFT, move.number
    if not outcome.ended:
        outcome.problems.append(_not_over(board, len(moves), len(outcome.villages)))
    return outcome


def _not_over(board: _Board, last: int, founded: int) -> Diagnostic:
    move = board.some_move()
    assert move is not None
    return error(Code.B17, ngettext(
        "the game is not over after move {last}: {founded} villages founded and huts can still "
        "move (e.g. {source} → {target}); add the remaining moves",
        "the game is not over after move {last}: {founded} villages founded and huts can still "
        "move (e.g. {source} → {target}); add the remaining moves", founded).format(
            last=last, founded=founded, source=cite(move[0]), target=cite(move[1])), ("moves",))


def _illegal(board: _Board, move: Move) -> Diagnostic | None:
    """B6-B12, the first that fails (rules §5)."""
    i, a, b = move.number, move.source, move.target
    for number, path in ((a, move.source_path), (b, move.target_path),
                         *((n, (*move.order_path, j)) for j, n in enumerate(move.order or ()))):
        if not 0 <= number < TERRITORY_COUNT:
            return error(Code.B6, _("move {move}: there is no territory {number}; ids run from 0 "
                                    "to 59").format(move=i, number=number), path)
    if a == b:
        return error(Code.B7, _("move {move}: 'from' and 'to' are both {place}").format(
            move=i, place=cite(a)), move.target_path)
    if b not in territory(a).neighbours:
        listed = ", ".join(map(str, sorted(territory(a).neighbours)))
        return error(Code.B8, _("move {move}: {source} and {target} are not neighbours; "
                                "neighbours of {source}: {listed}").format(
            move=i, source=cite(a), target=cite(b), listed=listed), move.target_path)
    if not board.occupied(a):
        return error(Code.B9, _("move {move}: {place} is empty ({why}); a move takes the huts "
                                "of an occupied territory").format(
            move=i, place=cite(a), why=board.emptied[a]), move.source_path)
    if a in board.village:
        number, founded = board.village[a]
        return error(Code.B10, _("move {move}: {place} is village {number} (founded in move "
                                 "{founded}); a village never moves").format(
            move=i, place=cite(a), number=number, founded=founded), move.source_path)
    if not board.occupied(b):
        return error(Code.B11, _("move {move}: {place} is empty ({why}); huts may only join a "
                                 "territory that has huts").format(
            move=i, place=cite(b), why=board.emptied[b]), move.target_path)
    x, y = board.size(a), board.size(b)
    if x >= SEVEN and x > y:
        return error(Code.B12, _("move {move}: {source} holds {count} huts; a group of 7 or "
                                 "more may only join a group at least as large, and {target} "
                                 "holds {other}").format(move=i, source=cite(a), count=x,
                                                         target=cite(b), other=y),
                     move.source_path)
    return None


def _found(board: _Board, move: Move, mover: str, outcome: Replay) -> Diagnostic | None:
    """Play the move, then number, score and settle the villages it founds (§6); B13-B15."""
    a, b = move.source, move.target
    for clan, count in board.huts[a].items():
        board.huts[b][clan] = board.huts[b].get(clan, 0) + count
    board.huts[a] = {}
    board.emptied[a] = _("its huts left in move {move}").format(move=move.number)
    founded = sorted(n for n in territory(a).neighbours
                     if board.occupied(n) and board.isolated(n))
    problem = _order_problem(move, founded, len(outcome.villages))
    if problem is not None:
        return problem
    for place in move.order or founded:
        number = len(outcome.villages) + 1
        if number > LAST_VILLAGE:
            outcome.unscored.append(f"{territory(place).cite}, move {move.number}: founded "
                                    "after the 12th village, not scored")  # data, as `ended`
            continue
        village = Village(number, mover, territory(place).terrain, dict(board.huts[place]),
                          place, move.path, move.number)
        outcome.villages.append(village)
        _settle(board, village, move.number)
    return None


def _order_problem(move: Move, founded: list[int], before: int) -> Diagnostic | None:
    i, ids = move.number, ", ".join(map(str, founded))
    if move.order is not None:
        if not founded:
            return error(Code.B15, _("move {move}: 'order' is given but this move founds no "
                                     "village").format(move=i), move.order_path)
        if sorted(move.order) != founded:
            return error(Code.B14, _("move {move}: 'order' must list each territory this move "
                                     "turns into a village exactly once: {ids}").format(
                move=i, ids=ids), move.order_path)
        return None
    count = len(founded)
    if count < 2:
        return None
    numbers = range(before + 1, min(before + count, LAST_VILLAGE) + 1)
    if before + count > LAST_VILLAGE:
        left = LAST_VILLAGE - before
        reason = ngettext("and only {count} of them can be scored",
                          "and only {count} of them can be scored", left).format(count=left)
    elif len({epoch_of(n).numeral for n in numbers}) > 1:
        reason = _("so they fall on both sides of the end of epoch {epoch}").format(
            epoch=epoch_of(before + 1).numeral)
    else:
        return None
    return error(Code.B13, ngettext(
        "move {move} founds {count} villages ({ids}) with {before} already founded, {reason}; "
        "add 'order' with the order the player chose",
        "move {move} founds {count} villages ({ids}) with {before} already founded, {reason}; "
        "add 'order' with the order the player chose", before).format(
            move=i, count=count, ids=ids, before=before, reason=reason), move.path)


def _settle(board: _Board, village: Village, move: int) -> None:
    """What scoring leaves on the territory: nothing if destroyed or emptied by strife."""
    place = village.territory
    assert place is not None
    scored = score_village(village)
    board.huts[place] = dict(scored.left)
    if scored.destroyed:
        board.emptied[place] = _("its village was destroyed in move {move}").format(move=move)
    elif not scored.left:
        board.emptied[place] = _("strife emptied its village in move {move}").format(move=move)
    else:
        board.village[place] = (village.number, move)
