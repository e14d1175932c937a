"""Mondo scoring (rules §5-§9): lines M1-M6, the card, the tasks, M7 and the game total."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from functools import cached_property, partial

from boardscore.scorers.diagnostics import Diagnostic, error
from boardscore.scorers.i18n import N_, _, ngettext
from boardscore.scorers.mondo.checks import rim_landscape
from boardscore.scorers.mondo.codes import Code
from boardscore.scorers.mondo.model import (
    LAND_SPECIES,
    TASK_VALUES,
    Game,
    Landscape,
    Level,
    PlayerBoard,
    Round,
)
from boardscore.scorers.mondo.names import card_name, landscape_name, species_name, task_name
from boardscore.scorers.mondo.regions import Analysis, Region, analyse
from boardscore.scorers.ranking import rank_players
from boardscore.scorers.record import Record
from boardscore.scorers.result import Line, PlayerResult, Result
from boardscore.scorers.text import listed

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any

NO_TIEBREAK = N_("the rulebook has no tie-break")  # D21; ": shared win" is added at rank 1


class Board(Record, frozen=False):
    """One player's finished board in one round, analysed (derived facts computed once)."""

    __slots__ = ("__dict__",)  # where functools.cached_property keeps its values
    player: PlayerBoard
    analysis: Analysis
    empty: list[str]

    @property
    def full(self) -> bool:
        return not self.empty

    @cached_property
    def scoring(self) -> list[Region]:
        return [region for region in self.analysis.regions if region.scores]

    @cached_property
    def lakes(self) -> list[Region]:
        return [region for region in self.analysis.regions if region.is_lake]

    @cached_property
    def closed(self) -> list[Region]:
        return [region for region in self.analysis.regions if region.closed_and_error_free]

    @cached_property
    def animals_in(self) -> dict[int, Counter[str]]:
        """Species counts per region (by id), for the tasks."""
        found: dict[int, Counter[str]] = {}
        for _cell, species, region in self.analysis.animals:
            found.setdefault(id(region), Counter())[species] += 1
        return found


def score_game(game: Game, *, explain: bool = False) -> Result | list[Diagnostic]:
    names = [p.name for p in game.rounds[0].players]
    played = _rounds_scored(game, names, explain)
    if isinstance(played, Diagnostic):
        return [played]
    lines, history = played
    totals = {name: sum(line.points for line in lines[name]) for name in names}
    ranking = rank_players(names, totals, (), NO_TIEBREAK)
    solo = solo_measure(game, lines[names[0]]) if game.rounds[0].solo else None
    return Result(
        game="mondo",
        variant=_variant(game),
        players=tuple(PlayerResult(n, tuple(lines[n]), totals[n], ranking.ranks[n],
                                   {"minus_points": solo[0]} if solo is not None else {})
                      for n in names),
        winners=ranking.winners,
        tiebreak=ranking.tiebreak,
        extra=_extra(game, history, solo, explain),
        headline=ngettext("Solo: {points} minus points", "Solo: {points} minus points",
                          solo[0]).format(points=solo[0]) if solo is not None else "",
    )


def _rounds_scored(game: Game, names: list[str], explain: bool
                   ) -> tuple[dict[str, list[Line]], list[dict[str, Any]]] | Diagnostic:
    """Every round's lines per player and the volcano chip's holders round by round (M7, D8),
    or the first round whose written holders disagree with the scores."""
    lines: dict[str, list[Line]] = {name: [] for name in names}
    holders: tuple[str, ...] = game.rounds[0].volcano_chip or ()
    history: list[dict[str, Any]] = []
    for index, round_ in enumerate(game.rounds):
        mismatch = _mismatch(round_, holders) if index else None
        if mismatch is not None:
            return mismatch
        if round_.number >= 2:
            history.append({"round": round_.number, "holders": list(holders)})
        scored = score_round(round_, holders, game.water_animals, explain)
        for name, round_lines in scored.items():
            lines[name].extend(round_lines)
        round_totals = {name: sum(line.points for line in scored[name]) for name in names}
        best = max(round_totals.values())
        holders = tuple(name for name in names if round_totals[name] == best)
    if game.rounds[-1].number < 3:
        history.append({"round": game.rounds[-1].number + 1, "holders": list(holders)})
    return lines, history


def _extra(game: Game, history: list[dict[str, Any]],
           solo: tuple[int, list[dict[str, Any]]] | None, explain: bool) -> dict[str, Any]:
    """The result's own sections: the volcano chip's holders; with --explain the solo figures
    and the boards as text."""
    extra: dict[str, Any] = {"volcano_chip": history}
    if solo is not None and explain:
        extra["solo"] = solo[1]
    if explain:
        extra["boards"] = _text_boards(game)
    return extra


_MINUS = ("volcanoes", "empty", "errors")  # M4, M5, M6: what the solo game counts (D29)


def solo_measure(game: Game, lines: list[Line]) -> tuple[int, list[dict[str, Any]]]:
    """§8.1: the minus points (M4 + M5 + M6 as a positive number) over the file's rounds, and
    each round's figure for --explain."""
    rounds: list[dict[str, Any]] = []
    total = 0
    for round_ in game.rounds:
        mine = {line.category.split(".", 1)[1]: -line.points for line in lines
                if line.category.startswith(f"r{round_.number}.")}
        minus = sum(mine[part] for part in _MINUS)
        total += minus
        rounds.append({"round": round_.number, "minus_points": minus, "evidence": [
            _("volcanoes {volcanoes} + empty spaces {empty} + closure errors {errors} = "
              "{minus}").format(volcanoes=mine["volcanoes"], empty=mine["empty"],
                                errors=mine["errors"], minus=minus)]})
    return total, rounds


def _mismatch(round_: Round, holders: Sequence[str]) -> Diagnostic | None:
    """A later round's volcano_chip against the holders the previous round's scores give."""
    given = round_.volcano_chip
    if given is None or round_.solo or set(given) == set(holders):
        return None
    return error(Code.VOLCANO_CHIP_MISMATCH, _(
        "round {round}: volcano_chip says {given}, but the best round-{previous} score belongs "
        "to {holders}").format(round=round_.number, given=listed(given),
                               previous=round_.number - 1, holders=listed(holders)),
                 (*round_.path, "volcano_chip"))


def holder_mismatches(game: Game, errors: Sequence[Diagnostic]) -> list[Diagnostic]:
    """volcano-chip-mismatch on a file with errors elsewhere (rules §10: a check is skipped
    only when what it depends on is invalid): round r is checked when round r - 1 is valid
    and its holders are known. score_game checks it on a file without errors."""
    if any(not _in_a_round(e.path) for e in errors):  # the file's own keys: no round scores
        return []
    invalid = {e.path[1] for e in errors}
    found: list[Diagnostic] = []
    known: tuple[str, ...] | None = game.rounds[0].volcano_chip or ()
    for index, round_ in enumerate(game.rounds):
        if index > 0:
            mismatch = _mismatch(round_, known) if known is not None else None
            found += [mismatch] if mismatch is not None else []
            known = known if known is not None else round_.volcano_chip  # the file's word
        if known is None or index in invalid:
            known = None
            continue
        scored = score_round(round_, known, game.water_animals, explain=False)
        totals = {name: sum(line.points for line in lines) for name, lines in scored.items()}
        best = max(totals.values())
        known = tuple(name for name, total in totals.items() if total == best)  # M7, D8
    return found


def _in_a_round(path: tuple[str | int, ...]) -> bool:
    return len(path) >= 2 and path[0] == "rounds" and isinstance(path[1], int)


def _text_boards(game: Game) -> list[Any]:
    """Every board as text (--explain): what the scorer saw, errors marked."""
    from boardscore.scorers.mondo.textboard import KEY, text_board

    boards: list[Any] = [{"board": _("round {number}, {name}").format(number=r.number,
                                                                       name=p.name),
                          "lines": text_board(p, analyse_board(p).analysis)}
                         for r in game.rounds for p in r.players]
    return [*boards, _("key: {key}").format(key=_(KEY))]


def _variant(game: Game) -> dict[str, Any]:
    levels = list(dict.fromkeys(str(r.level) for r in game.rounds))
    sides = sorted({p.side for r in game.rounds for p in r.players})
    variant: dict[str, Any] = {
        "rounds": [r.number for r in game.rounds],
        "level": levels[0] if len(levels) == 1 else levels,
        "side": sides[0] if len(sides) == 1 else sides,
        "players": len(game.rounds[0].players),
    }
    if game.overrides:
        variant["overrides"] = dict(game.overrides)
    return variant


def analyse_board(player: PlayerBoard) -> Board:
    cells = set(player.board.cells)

    def rim(cell: str, side: str) -> Landscape:
        return rim_landscape(player, cell, side) or Landscape.WATER  # checked: none missing

    analysis = analyse(player.tiles, cells, rim if player.side == "back" else Landscape.WATER)
    empty = [cell for cell in player.board.cells if cell not in player.tiles]
    return Board(player, analysis, empty)


def score_round(round_: Round, holders: Sequence[str], water_animals: tuple[str, ...],
                explain: bool) -> dict[str, list[Line]]:
    r = round_.number
    boards = {p.name: analyse_board(p) for p in round_.players}
    marks = {p.name: _marks(p) for p in round_.players}
    holding = {p.name: round_.solo or (r >= 2 and p.name in holders) for p in round_.players}
    volcanoes = {name: active + (inactive if holding[name] else 0)
                 for name, (active, inactive) in marks.items()}  # M4, D8
    worst = max(volcanoes.values())
    card = _card_points(round_, boards, water_animals, explain)
    result: dict[str, list[Line]] = {}
    for name, board in boards.items():
        lines = [
            _animals(r, board, explain),
            _landscapes(r, board, explain),
            _bonus(r, board),
            _volcanoes(r, name, volcanoes, worst, holding[name], marks[name], explain),
            _empty(r, board, explain),
            _errors(r, board, explain),
        ]
        if round_.level is not Level.BEGINNER:
            lines.append(card[name])
        if round_.level is Level.EXPERT:
            lines.append(_tasks(r, board, explain))
        result[name] = lines
    return result


# The result lines' labels ("Round 2 animals"), translated when the line is built.
LABELS = {
    "animals": N_("Round {round} animals"), "landscapes": N_("Round {round} landscapes"),
    "bonus": N_("Round {round} bonus chip"), "volcanoes": N_("Round {round} volcanoes"),
    "empty": N_("Round {round} empty spaces"), "errors": N_("Round {round} closure errors"),
    "card": N_("Round {round} card"), "tasks": N_("Round {round} tasks"),
}


def _line(r: int, category: str, points: int, detail: str,
          evidence: Callable[[], Sequence[str]] | None = None) -> Line:
    """`evidence` is only called with --explain: a batch would build strings nobody reads."""
    return Line(f"r{r}.{category}", _(LABELS[category]).format(round=r), points, detail,
                tuple(evidence()) if evidence is not None else ())


# An animal and the region it lives in, by the region's landscape (`D4 buffalo (in steppe
# {D4})`; French says `région de steppe`, `région d'eau`).
_IN_REGION = {"water": N_("{cell} {species} (in water {{{cells}}})"),
              "forest": N_("{cell} {species} (in forest {{{cells}}})"),
              "desert": N_("{cell} {species} (in desert {{{cells}}})"),
              "steppe": N_("{cell} {species} (in steppe {{{cells}}})")}


def _animals(r: int, board: Board, explain: bool) -> Line:  # M1
    animals = board.analysis.animals
    return _line(r, "animals", len(animals),
                 ngettext("{count} animals", "{count} animals", len(animals)).format(
                     count=len(animals)),
                 (lambda: [_(_IN_REGION[region.landscape.value]).format(
                     cell=cell, species=species_name(species), cells=",".join(region.cells))
                           for cell, species, region in animals]) if explain else None)


def _landscapes(r: int, board: Board, explain: bool) -> Line:  # M2
    scoring = board.scoring
    return _line(r, "landscapes", 2 * len(scoring),
                 ngettext("{count} closed, error-free", "{count} closed, error-free",
                          len(scoring)).format(count=len(scoring)),
                 (lambda: [_("{region}: closed, error-free → +2").format(region=region.describe())
                           for region in scoring]) if explain else None)


def _bonus(r: int, board: Board) -> Line:  # M3
    chip = board.player.chip
    return _line(r, "bonus", chip or 0,
                 _("chip {chip}").format(chip=chip) if chip else _("no chip"))


def _marks(player: PlayerBoard) -> tuple[int, int]:
    volcanoes = [tile.volcano for tile in player.tiles.values()]
    return volcanoes.count("active"), volcanoes.count("inactive")


def _volcanoes(r: int, name: str, counts: dict[str, int], worst: int,
               holds: bool, marks: tuple[int, int], explain: bool) -> Line:  # M4, D9
    """A holder of the volcano chip (solo: always, §8.1) counts its inactive volcanoes."""
    count = counts[name]
    points = -count if worst > 0 and count == worst else 0
    active, inactive = marks
    mine = ngettext("{count} active", "{count} active", active).format(count=active) + (
        ngettext(" + {count} inactive (volcano chip)", " + {count} inactive (volcano chip)",
                 inactive).format(count=inactive) if holds else "")

    def evidence() -> list[str]:
        everyone = ", ".join(f"{n} {c}" for n, c in counts.items())
        outcome = (_("; nobody loses points") if worst == 0 else
                   _("; {name} has it and loses {count}").format(name=name, count=count)
                   if points else _("; {name} does not have it").format(name=name))
        return [_("counts: {everyone}; the highest is {worst}{outcome}").format(
            everyone=everyone, worst=worst, outcome=outcome)]

    return _line(r, "volcanoes", points,
                 _("{mine}; highest {worst}").format(mine=mine, worst=worst),
                 evidence if explain else None)


def _empty(r: int, board: Board, explain: bool) -> Line:  # M5
    empty = board.empty
    return _line(r, "empty", -len(empty),
                 ngettext("{count} empty", "{count} empty", len(empty)).format(count=len(empty)),
                 (lambda: [_("empty: {cells}").format(cells=", ".join(empty))] if empty else [])
                 if explain else None)


def _errors(r: int, board: Board, explain: bool) -> Line:  # M6
    errors = board.analysis.errors
    return _line(r, "errors", -len(errors),
                 ngettext("{count} errors", "{count} errors", len(errors)).format(
                     count=len(errors)),
                 (lambda: [contact.describe() for contact in errors]) if explain else None)


# ---- §6 the card ----------------------------------------------------------------------------

def card_value(card: str, board: Board, water_animals: tuple[str, ...]) -> int:
    regions = board.analysis.regions
    values: dict[str, Callable[[], int]] = {
        "most-landscapes": lambda: len(board.scoring),
        "most-lakes": lambda: len(board.lakes),
        "most-sea-animals": lambda: sum(1 for _cell, species, _region in board.analysis.animals
                                        if species in water_animals),
        "largest-lake": lambda: max((lake.size for lake in board.lakes), default=0),
        "largest-forest": lambda: max((region.size for region in regions
                                       if region.landscape is Landscape.FOREST
                                       and region.closed_and_error_free), default=0),
    }
    return values[card]()


# How a card compares one player (`Ann 2, the least: −4`).
_ALL_EQUAL = N_("{name} {value}, all equal: nobody scores")
_THE_MOST = N_("{name} {value}, the most: +4")
_THE_LEAST = N_("{name} {value}, the least: −4")
_NEITHER = N_("{name} {value}, neither the most nor the least")


def _card_points(round_: Round, boards: dict[str, Board], water_animals: tuple[str, ...],
                 explain: bool) -> dict[str, Line]:
    r, card = round_.number, round_.card
    if card is None or len(boards) < 2:  # D11: solo, or no card
        detail = _("solo: no comparison") if card is not None else _("no card")
        return {name: _line(r, "card", 0, detail) for name in boards}
    values = {name: card_value(card, board, water_animals) for name, board in boards.items()}
    high, low = max(values.values()), min(values.values())
    shown = ", ".join(f"{name} {value}" for name, value in values.items())
    lines = {}
    for name, value in values.items():
        points = 0 if high == low else 4 if value == high else -4 if value == low else 0
        outcome = _(_ALL_EQUAL if high == low else _THE_MOST if points > 0 else
                    _THE_LEAST if points < 0 else _NEITHER).format(name=name, value=value)
        said = _("{card}: {shown}; {outcome}").format(card=card_name(card), shown=shown,
                                                      outcome=outcome)
        lines[name] = _line(r, "card", points,
                            _("{card}: {value}").format(card=card_name(card), value=value),
                            partial(list, [said]) if explain else None)
    return lines


# ---- §7 tasks -------------------------------------------------------------------------------

_NO_ANIMALS: Counter[str] = Counter()  # read only: a region without animals


def task_fulfilled(task: str, board: Board) -> tuple[bool, str]:
    """Whether the task is fulfilled, and why."""
    if task == "first-to-finish":  # D15
        chip = board.player.chip
        return chip == 4, _("chip {chip}").format(chip=chip) if chip else _("no chip")
    if task in ("complete-world", "error-free-world"):
        errors = len(board.analysis.errors)
        why = ngettext("{count} empty cells", "{count} empty cells", len(board.empty)).format(
            count=len(board.empty)) + ngettext(", {count} closure errors",
                                               ", {count} closure errors", errors).format(
            count=errors)
        return board.full and (task == "complete-world" or errors == 0), why
    closed, in_region = board.closed, board.animals_in
    if task.startswith("three-"):
        species = task.removeprefix("three-")
        best = max((in_region.get(id(region), _NO_ANIMALS)[species] for region in closed
                    if region.landscape is LAND_SPECIES[species]), default=0)
        return best >= 3, _("at most {count} {species} in one closed, error-free region").format(
            count=best, species=species_name(species))
    landscape = Landscape(task.removeprefix("all-").removesuffix("-animals"))
    needed = [s for s, home in LAND_SPECIES.items() if home is landscape]
    for region in closed:  # D13
        if region.landscape is landscape and all(in_region.get(id(region), _NO_ANIMALS)[s]
                                                 for s in needed):
            return True, _("{region} holds {species}").format(
                region=region.describe(), species=", ".join(map(species_name, needed)))
    return False, _("no closed, error-free {landscape} region holds {species}").format(
        landscape=landscape_name(landscape), species=", ".join(map(species_name, needed)))


def _tasks(r: int, board: Board, explain: bool) -> Line:
    points, evidence = 0, []
    for task in board.player.tasks:
        done, why = task_fulfilled(task, board)
        value = TASK_VALUES[task] if done else -TASK_VALUES[task]
        points += value
        evidence.append(_("{task}: {outcome} ({why}) → {value}").format(
            task=task_name(task), outcome=_("fulfilled") if done else _("not fulfilled"), why=why,
            value=f"{value:+d}"))
    detail = ", ".join(map(task_name, board.player.tasks)) or _("no task taken")
    return _line(r, "tasks", points, detail, (lambda: evidence) if explain else None)
