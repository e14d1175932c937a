"""Rule checks of a final tableau beyond the schema (rules §5, V6-V20, W1)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence

from boardscore.scorers.diagnostics import Diagnostic, Path, error, warning
from boardscore.scorers.flowers.codes import Code
from boardscore.scorers.flowers.model import (
    BUILT_IN_COLOURS,
    CARDS_IN_GAME,
    COLOURS_PER_GAME,
    STARTING_HANDS,
    TILES_PER_BACK,
    Back,
    Tableau,
    TableauPlayer,
    Tile,
    colour_name,
    tile_text,
)
from boardscore.scorers.flowers.pairing import derive_pairs
from boardscore.scorers.i18n import _, ngettext
from boardscore.scorers.suggest import with_suggestion
from boardscore.scorers.text import check_text, name_key, same_name_note

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from boardscore.scorers.flowers.turnlog import TurnLog


def check_tableau(tableau: Tableau) -> list[Diagnostic]:
    colours = {tile.colour for player in tableau.players for tile in player.tiles}
    diagnostics = [
        *check_palette(tableau.palette),
        *check_colours(colours, lambda: ((path, colour) for path, colour, _back
                                         in _tile_paths(tableau.players)), tableau.palette),
        *check_names([player.name for player in tableau.players], "players", "name"),
        *check_tile_supply(tableau.players),
    ]
    for index, player in enumerate(tableau.players):
        diagnostics.extend(check_pairs(player, ("players", index, "pairs")))
    diagnostics.extend(check_hands(tableau.players))
    if not any(d.is_error for d in diagnostics):
        diagnostics.extend(unfinished_game_warning(tableau.players))
    diagnostics.extend(x2_warning(
        (_("{name}'s tile {number}").format(name=player.name, number=t + 1), tile,
         ("players", p, "tiles", t))
        for p, player in enumerate(tableau.players) for t, tile in enumerate(player.tiles)))
    return diagnostics


def x2_warning(tiles: Iterable[tuple[str, Tile, Path]]) -> Iterator[Diagnostic]:
    """W5 (D2), once per file, at the first tile that shows x2: the published rules name only
    x3, so an x2 is more likely a typo than a tile."""
    for where, tile, path in tiles:
        if tile.multiplier == 2:
            yield warning(Code.W5, _("{where} ({tile}) shows x2: the published rules name only "
                                     "the x3 multiplier; check the tile (scored as written)")
                          .format(where=where, tile=tile_text(tile)), path)
            return


def log_tiles(log: TurnLog) -> Iterator[tuple[str, Tile, Path]]:
    """Every tile a turn log writes, in file order: the setup's, then the refills."""
    for m, slots in enumerate(log.mandalas):
        for back, tile in zip(("light", "dark"), slots, strict=True):
            yield _("mandala {number}").format(number=m + 1), tile, ("mandalas", m, back)
    for k, turn in enumerate(log.turns):
        for back, tile in zip(("light", "dark"), turn.refill or (), strict=False):
            yield (_("turn {number}'s refill").format(number=k + 1), tile,
                   ("turns", k, "refill", back))


def check_palette(palette: Sequence[str] | None) -> Iterator[Diagnostic]:
    """V8: a declared palette names each colour once (its size is a schema check); its names
    are text a person can read (the schema's pattern already keeps them so)."""
    seen: set[str] = set()
    for index, name in enumerate(palette or ()):
        unreadable = check_text(name, _("colour name"), ("colours", index))
        if unreadable is not None:
            yield unreadable
        elif name in seen:
            yield error(Code.V8, _('colour "{name}" is declared twice').format(name=name),
                        ("colours", index))
        seen.add(name)


def _tile_paths(players: Sequence[TableauPlayer]) -> Iterator[tuple[Path, str, Back]]:
    for p, player in enumerate(players):
        for t, tile in enumerate(player.tiles):
            yield ("players", p, "tiles", t), tile.colour, tile.back


def check_colours(colours: set[str], uses: Callable[[], Iterable[tuple[Path, str]]],
                  palette: Sequence[str] | None) -> Iterator[Diagnostic]:
    """V6 once per unknown name at its first use; V7 at the first node using a 7th colour.

    `colours` are all the colours the file names; `uses()` lists them with their nodes' paths
    in file order, and is only called when there is a problem to place.
    """
    allowed = palette if palette is not None else BUILT_IN_COLOURS
    if colours.issubset(allowed) and len(colours) <= COLOURS_PER_GAME:
        return  # the usual case: no need to find where a problem starts
    known = sorted(colours.intersection(allowed))
    used: set[str] = set()
    reported: set[str] = set()
    for path, colour in uses():
        if colour not in allowed:
            if colour not in reported:
                reported.add(colour)
                yield error(Code.V6, with_suggestion(  # `purpel`: did you mean "purple"?
                    _unknown_colour(colour, palette), colour,
                    [*sorted(allowed), *sorted(map(colour_name, allowed))]), path)
        elif colour not in used:
            used.add(colour)
            if len(used) == COLOURS_PER_GAME + 1:
                yield error(Code.V7, _("{count} colours used ({colours}); a game has 6")
                            .format(count=len(known),
                                    colours=", ".join(sorted(map(colour_name, known)))), path)


def _unknown_colour(colour: str, palette: Sequence[str] | None) -> str:
    if palette is None:
        return _('unknown colour "{colour}": use red, orange, yellow, green, blue, purple, grey, '
                 "white or pink, or list the game's colours under colours").format(colour=colour)
    return _('unknown colour "{colour}": the colours declared under colours are {colours}') \
        .format(colour=colour, colours=", ".join(dict.fromkeys(palette)))


def check_names(names: Sequence[str], key: str, *inner: str) -> Iterator[Diagnostic]:
    """text-unreadable and V9 (names equal but for case and invisible characters are one
    name), over `players[i].name` or `seats[i]`."""
    seen: dict[str, str] = {}
    for index, name in enumerate(names):
        path: Path = (key, index, *inner)
        unreadable = check_text(name, _("player name"), path)
        if unreadable is not None:
            yield unreadable
            continue
        folded = name_key(name)
        if folded in seen:
            yield error(Code.V9, _('player name "{name}" is used twice{note}').format(
                name=name, note=same_name_note(seen[folded], name)), path)
        seen.setdefault(folded, name)


def check_turn_log(log: TurnLog) -> list[Diagnostic]:
    """The static checks of a turn log (D17: all reported, before any turn is replayed)."""
    colours = {colour for _path, colour in _log_colour_uses(log)}
    return [
        *check_palette(log.palette),
        *check_colours(colours, lambda: _log_colour_uses(log), log.palette),
        *check_names(log.seats, "seats"),
        *check_starting_hands(log),
    ]


def _log_colour_uses(log: TurnLog) -> Iterator[tuple[Path, str]]:
    for m, (light, dark) in enumerate(log.mandalas):
        yield ("mandalas", m, "light"), light.colour
        yield ("mandalas", m, "dark"), dark.colour
    for name, cards in log.hands:
        if not isinstance(cards, int):
            for index, colour in enumerate(cards):
                yield ("hands", name, index), colour
    for k, turn in enumerate(log.turns):
        yield ("turns", k, "play"), turn.play.colour
        for index, colour in enumerate(turn.drawn or ()):
            yield ("turns", k, "draw", index), colour
        if turn.refill is not None:
            yield ("turns", k, "refill", "light"), turn.refill[0].colour
            yield ("turns", k, "refill", "dark"), turn.refill[1].colour


def check_starting_hands(log: TurnLog) -> Iterator[Diagnostic]:
    """V21 (one hand per seat) and V22 (5, 6, 7, 8 cards by seat, D14)."""
    hands = dict(log.hands)
    for name in log.seats:
        if name not in hands:
            yield error(Code.V21, _("no starting hand for {name}").format(name=name),
                        ("hands",))
    for name, cards in log.hands:
        if name not in log.seats:
            yield error(Code.V21, _("starting hand given for {name}, who has no seat")
                        .format(name=name), ("hands", name))
            continue
        seat = log.seats.index(name) + 1
        size = cards if isinstance(cards, int) else len(cards)
        if size != STARTING_HANDS[seat - 1]:
            yield error(Code.V22, _("{name} (seat {seat}) starts with {expected} cards, not "
                                    "{size}").format(name=name, seat=seat,
                                                     expected=STARTING_HANDS[seat - 1], size=size),
                        ("hands", name))


def check_tile_supply(players: Sequence[TableauPlayer]) -> Iterator[Diagnostic]:
    """V10-V12 at the tile that goes over the supply; V13 (D19) light = dark."""
    counts = Counter(tile.back for player in players for tile in player.tiles)
    light, dark = counts[Back.LIGHT], counts[Back.DARK]
    if light == dark and light + dark <= 2 * TILES_PER_BACK:
        return  # the usual case (18 of each at most, since they are equal)
    tiles = list(_tile_paths(players))
    seen: Counter[Back] = Counter()
    for path, _colour, back in tiles:
        seen[back] += 1
        if seen[back] == TILES_PER_BACK + 1:
            if back is Back.LIGHT:
                code, message = Code.V10, _("{count} light-backed tiles taken; the game has 18")
            else:
                code, message = Code.V11, _("{count} dark-backed tiles taken; the game has 18")
            yield error(code, message.format(count=counts[back]), path)
    if len(tiles) > 2 * TILES_PER_BACK:
        yield error(Code.V12, _("{count} tiles taken; the game has 36").format(count=len(tiles)),
                    tiles[2 * TILES_PER_BACK][0])
    if light != dark:
        yield error(Code.V13, _("{light} light-backed and {dark} dark-backed tiles taken; every "
                                "completion hands out one of each, so the counts must be equal")
                    .format(light=light, dark=dark), ("players",))


def check_pairs(player: TableauPlayer, path: Path) -> list[Diagnostic]:
    """V14-V17 on each stated pair; only when all pass, V18 per colour against the order."""
    if player.pairs is None:
        return []
    problems: list[Diagnostic] = []
    used: set[int] = set()
    for index, (i, j) in enumerate(player.pairs):
        problem = _pair_problem(player, i, j, used)
        if problem is not None:
            problems.append(error(problem[0], problem[1], (*path, index)))
        used.update((i, j))
    return problems or list(_pairs_against_order(player, path))


def _pair_problem(
    player: TableauPlayer, i: int, j: int, used: set[int]
) -> tuple[str, str] | None:
    count = len(player.tiles)
    if not (1 <= i <= count and 1 <= j <= count):
        return Code.V14, ngettext("pair [{first}, {second}]: {name} has {count} tiles",
                                  "pair [{first}, {second}]: {name} has {count} tiles",
                                  count).format(first=i, second=j, name=player.name, count=count)
    if i == j:
        return Code.V15, _("pair [{number}, {number}] uses tile {number} twice").format(number=i)
    for number in (i, j):
        if number in used:
            return Code.V16, _("tile {number} is in two pairs").format(number=number)
    first, second = player.tiles[i - 1].colour, player.tiles[j - 1].colour
    if first != second:
        return Code.V17, _("pair [{i}, {j}] joins {first} and {second}; a flower is two tiles of "
                           "one colour").format(i=i, j=j, first=colour_name(first),
                                                second=colour_name(second))
    return None


def _pairs_against_order(player: TableauPlayer, path: Path) -> Iterator[Diagnostic]:
    stated = [tuple(sorted(pair)) for pair in player.pairs or ()]
    derived = derive_pairs(player.tiles)
    colours = list(dict.fromkeys(tile.colour for tile in player.tiles))
    for colour in colours:
        mine = sorted(p for p in stated if player.tiles[p[0] - 1].colour == colour)
        theirs = sorted(p for p in derived if player.tiles[p[0] - 1].colour == colour)
        if mine != theirs:
            yield error(Code.V18, _pairs_disagree(colour, mine, theirs), path)


def _pairs_disagree(colour: str, stated: Sequence[tuple[int, ...]],
                    derived: Sequence[tuple[int, ...]]) -> str:
    """V18's message; `stated` and `derived` differ, so at most one of them is empty."""
    if not stated:
        message = _("pairs disagrees with the order taken for {colour}: stated none; the order "
                    "pairs {derived}")
    elif not derived:
        message = _("pairs disagrees with the order taken for {colour}: stated {stated}; the "
                    "order pairs none")
    else:
        message = _("pairs disagrees with the order taken for {colour}: stated {stated}; the "
                    "order pairs {derived}")
    return message.format(colour=colour_name(colour), stated=_pair_list(stated),
                          derived=_pair_list(derived))


def _pair_list(pairs: Sequence[tuple[int, ...]]) -> str:
    return ", ".join(f"[{i}, {j}]" for i, j in pairs)


def check_hands(players: Sequence[TableauPlayer]) -> Iterator[Diagnostic]:
    """V19 (D18) and V20."""
    for index, player in enumerate(players):
        if player.hand == 0:
            yield error(Code.V19, _("{name} ends with 0 cards; every player keeps at least 1 "
                                    "card to the end").format(name=player.name),
                        ("players", index, "hand"))
    total = sum(player.hand for player in players)
    if total > CARDS_IN_GAME:
        yield error(Code.V20, _("hands hold {total} cards; the game has 90").format(total=total),
                    ("players",))


def unfinished_game_warning(players: Sequence[TableauPlayer]) -> Iterator[Diagnostic]:
    """W1 (D20): a finished game has a player with 3 pairs, or 32+ tiles taken."""
    taken = sum(len(player.tiles) for player in players)
    most_pairs = max((len(derive_pairs(player.tiles)) for player in players), default=0)
    if most_pairs < 3 and taken < 32:
        yield warning(Code.W1, ngettext(
            "no player has 3 pairs and only {count} tiles were taken (a finished game has a "
            "player with 3 pairs or 32+ tiles taken); scoring an unfinished game",
            "no player has 3 pairs and only {count} tiles were taken (a finished game has a "
            "player with 3 pairs or 32+ tiles taken); scoring an unfinished game",
            taken).format(count=taken), ("players",))
