"""Replaying a Flowers turn log (rules §2.4, R1-R11): every step checked, the tableau derived.

The state is explicit so that tests can build one and feed it to a single step (§7.7).
Messages and codes are the rules file's (§5, V23-V38, W2-W4).
"""

from __future__ import annotations

from collections import Counter

from boardscore.scorers.diagnostics import Diagnostic, Path, error, warning
from boardscore.scorers.flowers.codes import Code
from boardscore.scorers.flowers.model import (
    CARDS_IN_GAME,
    CARDS_PER_COLOUR,
    COLOURS_PER_GAME,
    HAND_LIMIT,
    TILES_PER_STACK,
    Back,
    Tile,
    colour_name,
    joined,
)
from boardscore.scorers.flowers.pairing import derive_pairs, flowers_of
from boardscore.scorers.flowers.turnlog import Turn, TurnLog
from boardscore.scorers.i18n import _, ngettext
from boardscore.scorers.record import Record, field


class Hand(Record, frozen=False):
    known: Counter[str] = field(default_factory=Counter)
    unknown: int = 0

    @property
    def size(self) -> int:
        return self.known.total() + self.unknown


class Mandala(Record, frozen=False):
    light: Tile | None
    dark: Tile | None
    cards: dict[str, list[tuple[str, bool]]] = field(default_factory=dict)  # (colour, face up)
    holder: str | None = None

    def count(self, player: str) -> int:
        return len(self.cards.get(player, ()))

    def up(self, player: str) -> int:
        return sum(1 for _colour, face_up in self.cards.get(player, ()) if face_up)

    def colours(self) -> set[str]:
        tiles = {tile.colour for tile in (self.light, self.dark) if tile is not None}
        return tiles | {colour for cards in self.cards.values() for colour, _up in cards}


class Taken(Record, frozen=False):
    tile: Tile
    source: str  # "taken turn 4, mandala 1"


class Ended(Record, frozen=False):
    turn: int
    mandala: int
    reason: str  # in English: the result's variant is data, the same in every language
    shown: str = ""  # the reason in the chosen language, for messages (empty: `reason`)


class State(Record, frozen=False):
    seats: list[str]
    hands: dict[str, Hand]
    mandalas: list[Mandala]  # index 0 is mandala 1
    tiles: dict[str, list[Taken]] = field(default_factory=dict)
    deck: int = 0
    discard: Counter[str] = field(default_factory=Counter)
    refills: int = 0
    ended: Ended | None = None

    def tiles_of(self, player: str) -> list[Tile]:
        return [taken.tile for taken in self.tiles.setdefault(player, [])]

    @property
    def stacks_left(self) -> int:
        return TILES_PER_STACK - self.refills


class Replayed(Record, frozen=False):
    state: State
    errors: list[Diagnostic]
    warnings: list[Diagnostic]
    narrative: list[str]  # one line per turn and per end-of-game resolution (--explain)
    end_order: list[int] | None
    turns_played: int
    # D7 and D8 choices made for the log, in English (the result's variant: data)
    assumed: list[str] = field(default_factory=list)
    explain: bool = False  # the narrative is written only when asked for


def setup(log: TurnLog) -> State:
    """R1: starting hands, deck, the six setup tiles, empty discard pile and full stacks."""
    hands: dict[str, Hand] = {}
    for name, cards in log.hands:
        hands[name] = Hand(unknown=cards) if isinstance(cards, int) else Hand(Counter(cards))
    mandalas = [Mandala(light, dark) for light, dark in log.mandalas]
    deck = CARDS_IN_GAME - sum(hand.size for hand in hands.values())
    return State(list(log.seats), hands, mandalas, {name: [] for name in log.seats}, deck)


def replay(log: TurnLog, explain: bool = False) -> Replayed:
    state = setup(log)
    run = Replayed(state, [], [], [], None, 0, explain=explain)
    for index, turn in enumerate(log.turns):
        problems = play_turn(state, index + 1, turn, run)
        if problems:  # D17: stop at the first illegal turn, with all of its problems
            run.errors.extend(problems)
            return run
        run.turns_played = index + 1
    _finish(log, run)
    return run


def _finish(log: TurnLog, run: Replayed) -> None:
    state = run.state
    if state.ended is None:
        if log.end is not None:
            run.errors.append(error(Code.V38, ngettext(
                "end is given but the game has not ended (no player has 3 pairs; {left} light and "
                "{left} dark tiles are left)",
                "end is given but the game has not ended (no player has 3 pairs; {left} light and "
                "{left} dark tiles are left)", state.stacks_left).format(left=state.stacks_left),
                ("end",)))
            return
        run.warnings.append(warning(Code.W2, _(
            "the log ends after turn {turn}, before the game ends; scores count the tiles taken "
            "so far, without end-of-game resolution").format(turn=run.turns_played), ("turns",)))
        return
    others = [m for m in (1, 2, 3) if m != state.ended.mandala]
    steps: list[tuple[int, Back | None, Path]] = []
    if log.end is None:
        run.warnings.append(warning(Code.W4, _(
            "end-of-game order not logged; resolved mandala {first}, then {second}").format(
                first=others[0], second=others[1]), ("turns",)))
        run.assumed.append(f"D8: mandala {others[0]}, then {others[1]}")
        steps = [(m, None, ()) for m in others]
    else:
        listed = sorted(step.mandala for step in log.end)
        if listed != others:
            run.errors.append(error(Code.V36, _(
                "end must list mandalas {first} and {second} (the game ended at mandala "
                "{ended}), each once").format(first=others[0], second=others[1],
                                             ended=state.ended.mandala), ("end",)))
            return
        steps = [(step.mandala, step.take, ("end", i)) for i, step in enumerate(log.end)]
        for m, take, path in steps:
            if take is not None and state.mandalas[m - 1].holder is None:
                run.errors.append(error(Code.V37, _(
                    "end: mandala {number} has no claim holder, so no tile is taken there; "
                    "remove take").format(number=m), (*path, "take")))
        if run.errors:
            return
    run.end_order = [m for m, _take, _path in steps]
    for m, take, path in steps:
        resolve_at_end(state, m, take, run, path or ("turns",))


def resolve_at_end(state: State, m: int, take: Back | None, run: Replayed,
                   path: Path = ()) -> None:
    """R11.2: one remaining mandala, completely, by R7-R9; no refill and no end check."""
    story = distribute(state, m, take, _("end"), _("at the end"), run, path, data_label="end")
    if run.explain:
        run.narrative.append(_("end: mandala {number}: {story}; hands {hands}").format(
            number=m, story=story, hands=_hand_sizes(state)))


# ---- one turn -----------------------------------------------------------------------------


def play_turn(state: State, k: int, turn: Turn, run: Replayed) -> list[Diagnostic]:
    """R2: Play, Draw, Check, Complete; returns the turn's problems (empty when legal)."""
    here: Path = ("turns", k - 1)
    if state.ended is not None:
        ended = state.ended
        return [error(Code.V24, _("turn {number}: the game ended at turn {turn} ({reason}); no "
                                  "further turns").format(number=k, turn=ended.turn,
                                                          reason=ended.shown or ended.reason),
                      here)]
    seat = (k - 1) % len(state.seats)
    expected = state.seats[seat]
    if turn.player != expected:  # the rest would check the wrong player's hand: noise
        return [error(Code.V23, _("turn {number}: it is {expected}'s turn (seat {seat}), not "
                                  "{player}'s").format(number=k, expected=expected, seat=seat + 1,
                                                       player=turn.player), (*here, "player"))]
    hand = state.hands[turn.player]
    mandala = state.mandalas[turn.mandala - 1]
    problems: list[Diagnostic] = []
    play_ok = _check_play(k, turn, hand, problems, here)
    _check_draw(state, k, turn, hand.size - turn.play.count if play_ok else None, problems, here)
    colours_after = mandala.colours() | {turn.play.colour}
    completes = len(colours_after) >= COLOURS_PER_GAME
    if not completes and (turn.take is not None or turn.refill is not None):
        shown = ", ".join(sorted(colour_name(colour) for colour in colours_after))
        where = "take" if turn.take is not None else "refill"
        problems.append(error(Code.V32, ngettext(
            "turn {number}: mandala {mandala} shows {count} colours ({colours}) and does not "
            "complete; take and refill belong only to a completing turn",
            "turn {number}: mandala {mandala} shows {count} colours ({colours}) and does not "
            "complete; take and refill belong only to a completing turn",
            len(colours_after)).format(number=k, mandala=turn.mandala, count=len(colours_after),
                                       colours=shown), (*here, where)))
    if problems:
        return problems
    story = [_play(turn, hand, mandala), _draw(state, turn, hand)]
    story.append(_check_claim(turn.player, mandala, turn.mandala))
    if completes:
        outcome = _complete(state, k, turn, run, here)
        if isinstance(outcome, Diagnostic):
            return [outcome]
        story.append(outcome)
    supply = _supply_problem(state, k, here)
    if supply is not None:
        return [supply]
    if run.explain:
        run.narrative.append(_("turn {number}: {story}; hands {hands}").format(
            number=k, story=joined(part for part in story if part), hands=_hand_sizes(state)))
    return []


def _check_play(k: int, turn: Turn, hand: Hand, problems: list[Diagnostic],
                here: Path) -> bool:
    """V25 (cards held, counting unknown cards as possibly c) and V26 (keep one after 2+)."""
    n, colour, name = turn.play.count, turn.play.colour, turn.player
    known = hand.known[colour]
    if known + hand.unknown < n:
        if hand.unknown == 0:
            message = _("turn {number}: {name} plays {count} {colour} but holds {known} {colour}")
        else:
            message = ngettext(
                "turn {number}: {name} plays {count} {colour} but holds at most {most} ({known} "
                "{colour}, {unknown} unknown)",
                "turn {number}: {name} plays {count} {colour} but holds at most {most} ({known} "
                "{colour}, {unknown} unknown)", hand.unknown)
        problems.append(error(Code.V25, message.format(
            number=k, name=name, count=n, colour=colour_name(colour), known=known,
            most=known + hand.unknown, unknown=hand.unknown), (*here, "play")))
        return False
    if n >= 2 and hand.size - n < 1:
        problems.append(error(Code.V26, _(
            "turn {number}: {name} plays all {count} cards in hand; playing 2 or more cards "
            "allows no draw, so at least 1 card must stay in hand").format(
                number=k, name=name, count=n), (*here, "play")))
        return False
    return True


def _check_draw(state: State, k: int, turn: Turn, after_play: int | None,
                problems: list[Diagnostic], here: Path) -> None:
    """V27-V31: R4 and D11-D13. `after_play` is None when the play itself was illegal."""
    n, d, name, where = turn.play.count, turn.draw, turn.player, (*here, "draw")
    if n >= 2 and d > 0:
        problems.append(error(Code.V27, _(
            "turn {number}: {name} played {count} cards, which allows no draw (log: {drawn})")
            .format(number=k, name=name, count=n, drawn=d), where))
    elif after_play is not None and after_play >= HAND_LIMIT and d > 0:
        problems.append(error(Code.V28, _(
            "turn {number}: {name} holds {held} cards after playing, which allows no draw (log: "
            "{drawn})").format(number=k, name=name, held=after_play, drawn=d), where))
    elif after_play is not None and n == 1 and after_play < HAND_LIMIT \
            and d > min(4, HAND_LIMIT - after_play):
        most = min(4, HAND_LIMIT - after_play)
        problems.append(error(Code.V29, ngettext(
            "turn {number}: {name} may draw at most {most} cards ({held} in hand after playing, "
            "limit 8); log: {drawn}",
            "turn {number}: {name} may draw at most {most} cards ({held} in hand after playing, "
            "limit 8); log: {drawn}", most).format(number=k, name=name, most=most,
                                                    held=after_play, drawn=d), where))
    available = state.deck + state.discard.total()
    if d > available:
        problems.append(error(Code.V30, ngettext(
            "turn {number}: {name} draws {drawn} but only {available} cards are left in the deck "
            "and discard pile",
            "turn {number}: {name} draws {drawn} but only {available} cards are left in the deck "
            "and discard pile", available).format(number=k, name=name, drawn=d,
                                                   available=available), where))
    if after_play is not None and after_play + d < 1:
        problems.append(error(Code.V31, _(
            "turn {number}: {name} ends the draw step with no card; at least 1 must be drawn")
            .format(number=k, name=name), where))


def _play(turn: Turn, hand: Hand, mandala: Mandala) -> str:
    """R3: known cards of the colour first, then unknown ones (now revealed); face by R3.2."""
    colour, n = turn.play.colour, turn.play.count
    from_known = min(n, hand.known[colour])
    hand.known[colour] -= from_known
    hand.unknown -= n - from_known
    face_up = colour not in mandala.colours()
    mandala.cards.setdefault(turn.player, []).extend([(colour, face_up)] * n)
    if face_up:
        shown = _("{player} plays {count} {colour} face up at mandala {mandala} ({there} there)")
    else:
        shown = _("{player} plays {count} {colour} face down at mandala {mandala} ({there} there)")
    return shown.format(player=turn.player, count=n, colour=colour_name(colour),
                        mandala=turn.mandala, there=mandala.count(turn.player))


def _draw(state: State, turn: Turn, hand: Hand) -> str:
    """R4 with D11: the discard pile becomes the deck when the deck runs short."""
    d = turn.draw
    if d <= state.deck:
        state.deck -= d
    else:
        state.deck += state.discard.total() - d
        state.discard.clear()
    if turn.drawn is not None:
        hand.known.update(turn.drawn)
    else:
        hand.unknown += d
    return _("draws {count}").format(count=d) if d else ""


def _check_claim(player: str, mandala: Mandala, number: int) -> str:
    """R5 (D21): a strict majority over every other player with a face-up card there."""
    if mandala.up(player) == 0:
        return ""
    rivals = [q for q in mandala.cards if q != player and mandala.up(q) >= 1]
    if all(mandala.count(player) > mandala.count(q) for q in rivals):
        if mandala.holder == player:
            return ""
        mandala.holder = player
        return _("{player} claims mandala {number}").format(player=player, number=number)
    return ""


def _complete(state: State, k: int, turn: Turn, run: Replayed,
              here: Path) -> str | Diagnostic:
    """R6-R10 for the mandala just played to; a Diagnostic when the refill is wrong."""
    m = turn.mandala
    story = distribute(state, m, turn.take, _("turn {number}").format(number=k),
                       _("turn {turn}").format(turn=k), run, here, data_label=f"turn {k}")
    third = [p for p in state.seats if len(derive_pairs(state.tiles_of(p))) >= 3]
    reason = (f"{' and '.join(third)} {'forms' if len(third) == 1 else 'form'} a third pair"
              if third else "no tiles are left" if state.stacks_left == 0 else None)
    if reason is not None:  # R10.1, R10.2 (D9: the pair check first)
        shown = _third_pair(third) if third else _("no tiles are left")
        if turn.refill is not None:
            return error(Code.V34, _("turn {number}: this completion ends the game ({reason}); no "
                                     "refill").format(number=k, reason=shown), (*here, "refill"))
        state.ended = Ended(k, m, reason, shown)
        return _("mandala {number} completes: {story}; the game ends ({reason})").format(
            number=m, story=story, reason=shown)
    if turn.refill is None:
        return error(Code.V33, ngettext(
            "turn {number}: mandala {mandala} completes, so refill is required ({left} light and "
            "{left} dark tiles are left)",
            "turn {number}: mandala {mandala} completes, so refill is required ({left} light and "
            "{left} dark tiles are left)", state.stacks_left).format(
                number=k, mandala=m, left=state.stacks_left), here)
    light, dark = turn.refill
    mandala = state.mandalas[m - 1]
    mandala.light, mandala.dark = light, dark
    state.refills += 1
    return _("mandala {number} completes: {story}; refill {light}, {dark}").format(
        number=m, story=story, light=describe(light), dark=describe(dark))


def _third_pair(players: list[str]) -> str:
    """`Ana forms a third pair`, `Ana and Ben form a third pair` (R10.1), in the chosen
    language."""
    names = players[0]
    for name in players[1:]:
        names = _("{first} and {second}").format(first=names, second=name)
    return ngettext("{names} forms a third pair", "{names} form a third pair",
                    len(players)).format(names=names)


def _supply_problem(state: State, k: int, here: Path) -> Diagnostic | None:
    """V35: the known cards of a colour cannot outnumber the 15 the game has."""
    known: Counter[str] = Counter(state.discard)
    for hand in state.hands.values():
        known.update(hand.known)
    for mandala in state.mandalas:
        for cards in mandala.cards.values():
            known.update(colour for colour, _up in cards)
    for colour, count in sorted(known.items()):
        if count > CARDS_PER_COLOUR:
            return error(Code.V35, _("turn {number}: {count} {colour} cards known (hands, "
                                     "mandalas, discard pile); the game has 15 of each colour")
                         .format(number=k, count=count, colour=colour_name(colour)), here)
    return None


# ---- distribution (R7-R9), shared by completions and the end of the game ------------------


def distribute(state: State, m: int, take: Back | None, label: str, when: str,
               run: Replayed, path: Path, *, data_label: str | None = None) -> str:
    """R7-R9 at mandala m; `label` prefixes a W3 warning (at `path`), `when` names the take
    in evidence, both in the chosen language; `data_label` is the label in English for the
    result's variant (`assumed`: data, the same in every language; default `label`)."""
    mandala = state.mandalas[m - 1]
    holder = mandala.holder
    if holder is None:  # D10: nobody takes a tile; every card goes back to its owner
        returned = _return_cards(state, mandala, set())
        _clear(mandala)
        return _("no claim holder, no tile taken; {returned}").format(returned=returned)
    assert mandala.light is not None
    assert mandala.dark is not None
    if take is None:
        take = _assumed_take(state, mandala, holder, m, run, (label, data_label or label), path)
    chosen, other = (mandala.light, mandala.dark) if take is Back.LIGHT else \
        (mandala.dark, mandala.light)
    second = second_place(state, mandala, holder)
    source = _("taken {when}, mandala {number}").format(when=when, number=m)
    state.tiles.setdefault(holder, []).append(Taken(chosen, source))  # D6: chosen tile first
    state.tiles.setdefault(second, []).append(Taken(other, source))
    story = _("{holder} takes {chosen}, {second} takes {other}").format(
        holder=holder, chosen=describe(chosen), second=second, other=describe(other))
    returned = _return_cards(state, mandala, {holder, second})
    _clear(mandala)
    return joined((story, returned))


def second_place(state: State, mandala: Mandala, holder: str) -> str:
    """R7.3: who receives the tile the holder did not choose (the holder when nobody does)."""
    if len(state.seats) == 2:
        other = next(p for p in state.seats if p != holder)
        half = mandala.up(other) >= 1 and 2 * mandala.count(other) >= mandala.count(holder)
        return other if half else holder
    eligible = [p for p in state.seats if p != holder and mandala.up(p) >= 1]
    if not eligible:
        return holder
    most = max(mandala.count(p) for p in eligible)
    tied = [p for p in eligible if mandala.count(p) == most]
    if len(tied) == 1:
        return tied[0]
    most_up = max(mandala.up(p) for p in tied)
    still = [p for p in tied if mandala.up(p) == most_up]
    return still[0] if len(still) == 1 else holder


def _assumed_take(state: State, mandala: Mandala, holder: str, m: int, run: Replayed,
                  labels: tuple[str, str], path: Path) -> Back:
    """D7: the tile that raises the holder's own total more over the whole distribution
    (light on equal gain); warning W3."""
    assert mandala.light is not None
    assert mandala.dark is not None
    second = second_place(state, mandala, holder)
    before = total_points(state.tiles_of(holder))
    gains: dict[Back, int] = {}
    for back, chosen, other in ((Back.LIGHT, mandala.light, mandala.dark),
                                (Back.DARK, mandala.dark, mandala.light)):
        gets = [chosen, other] if second == holder else [chosen]
        gains[back] = total_points([*state.tiles_of(holder), *gets]) - before
    take = Back.LIGHT if gains[Back.LIGHT] >= gains[Back.DARK] else Back.DARK
    other_back = Back.DARK if take is Back.LIGHT else Back.LIGHT
    chosen_tile = mandala.light if take is Back.LIGHT else mandala.dark
    other_tile = mandala.dark if take is Back.LIGHT else mandala.light
    run.warnings.append(warning(Code.W3, _(
        "{label}: {holder}'s choice at mandala {mandala} is not logged; assumed {chosen} "
        "(+{gain} for {holder}, against +{other_gain} for {other})").format(
            label=labels[0], holder=holder, mandala=m, chosen=describe(chosen_tile),
            gain=gains[take], other_gain=gains[other_back], other=describe(other_tile)), path))
    run.assumed.append(f"D7 {labels[1]}, mandala {m}: {holder} took "
                       f"{chosen_tile.back} {chosen_tile.colour} {chosen_tile.face}")
    return take


def _return_cards(state: State, mandala: Mandala, takers: set[str]) -> str:
    """R9: takers discard all their cards there; everybody else takes theirs back to hand."""
    parts: list[str] = []
    for player in state.seats:
        cards = mandala.cards.get(player)
        if not cards:
            continue
        colours = Counter(colour for colour, _up in cards)
        if player in takers:
            state.discard.update(colours)
            parts.append(_("{player} discards {count}").format(player=player, count=len(cards)))
        else:
            state.hands[player].known.update(colours)
            parts.append(_("{player} takes back {count}").format(player=player,
                                                                  count=len(cards)))
    return ", ".join(parts) or _("no cards there")


def _clear(mandala: Mandala) -> None:
    mandala.cards.clear()
    mandala.holder = None
    mandala.light = mandala.dark = None


def total_points(tiles: list[Tile]) -> int:
    return sum(unit.points for unit in flowers_of(tiles))


def describe(tile: Tile) -> str:
    """`light green 2`, `dark red x3` (as in warning W3)."""
    shown = _("light {colour} {face}") if tile.back is Back.LIGHT else _("dark {colour} {face}")
    return shown.format(colour=colour_name(tile.colour), face=tile.face)


def _hand_sizes(state: State) -> str:
    return ", ".join(f"{p} {state.hands[p].size}" for p in state.seats)
