"""A picture of one Flowers tableau (`boardscore render`, the web page): the tiles in the
order taken, then the flowers they make (rule R8): pairs without a multiplier, pairs with one,
lone tiles, each with its tile numbers, colour, back and face, and its points worked out; the
player's itemized score beside it. Colour is never the only signal: every tile also says its
colour, back and face in words (and in its <title>)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from boardscore.scorers.diagnostics import Diagnostic, error
from boardscore.scorers.flowers.model import (
    BUILT_IN_COLOURS,
    Back,
    Tableau,
    TableauPlayer,
    Tile,
    colour_name,
    tile_text,
)
from boardscore.scorers.flowers.pairing import Flower, arithmetic, flowers_of
from boardscore.scorers.flowers.score import (
    LONE_TILES,
    PAIRS_WITH_MULTIPLIER,
    PAIRS_WITHOUT_MULTIPLIER,
    score_player,
)
from boardscore.scorers.i18n import _, ngettext
from boardscore.scorers.svg import document, escape, score_legend
from boardscore.scorers.svg import text as label

MARGIN, SQUARE, GAP, PER_ROW = 20.0, 30.0, 6.0, 12
RADIUS, ROW = 21.0, 54.0
WIDTH = MARGIN * 2 + PER_ROW * (SQUARE + GAP)  # the tableau; the score legend is beside it
LEGEND = 290.0
FILLS = {"red": "#c0392b", "orange": "#e67e22", "yellow": "#f1c40f", "green": "#27ae60",
         "blue": "#2e86c1", "purple": "#8e44ad", "grey": "#7f8c8d", "white": "#f4f4f4",
         "pink": "#e86fa8"}
OWN_FILLS = ("#16a085", "#d35400", "#34495e", "#c71585", "#6b8e23", "#b8860b", "#5d6d7e",
             "#a04000", "#1f618d")  # a declared palette's own names, in its order
LIGHT_FILLS = frozenset({"#f1c40f", "#f4f4f4", "#e86fa8", "#e67e22"})
SECTIONS = (PAIRS_WITHOUT_MULTIPLIER, PAIRS_WITH_MULTIPLIER, LONE_TILES)


def picture(document_: Mapping[str, Any], options: Mapping[str, str]) -> str | list[Diagnostic]:
    """The SVG of one player's tableau (`options["player"]`, default the first); a turn log is
    replayed to its final tableau. The rule errors that stop scoring stop the picture too."""
    if "round" in options:
        return [error("no-such-board", _("a Flowers file has no rounds; choose a board with "
                                         "--player"))]
    tableau = _tableau(document_)
    if isinstance(tableau, list):
        return tableau
    wanted = options.get("player")
    player = next((p for p in tableau.players if wanted is None or p.name == wanted), None)
    if player is None:
        return [error("no-such-board", _("no player {name} in this file ({players})").format(
            name=wanted, players=", ".join(p.name for p in tableau.players)))]
    return draw(player, _fills(tableau.palette))


def _tableau(document_: Mapping[str, Any]) -> Tableau | list[Diagnostic]:
    from boardscore.scorers.flowers.parse import is_turn_log, parse_tableau

    if not is_turn_log(document_):
        from boardscore.scorers.flowers.checks import check_tableau

        tableau = parse_tableau(document_)
        errors = [d for d in check_tableau(tableau) if d.is_error]
        return errors or tableau
    from boardscore.scorers.flowers import derived_tableau
    from boardscore.scorers.flowers.checks import check_turn_log
    from boardscore.scorers.flowers.replay import replay
    from boardscore.scorers.flowers.turnlog import parse_turn_log

    log = parse_turn_log(document_)
    static = check_turn_log(log)
    if static:
        return list(static)
    run = replay(log, False)
    return list(run.errors) if run.errors else derived_tableau(log, run)


def _fills(palette: Sequence[str] | None) -> dict[str, str]:
    """A fill for every colour: the built-in names' own, then the palette's other names."""
    fills = dict(FILLS)
    own = [name for name in palette or () if name not in BUILT_IN_COLOURS]
    fills.update({name: OWN_FILLS[i % len(OWN_FILLS)] for i, name in enumerate(own)})
    return fills


def draw(player: TableauPlayer, fills: Mapping[str, str]) -> str:
    shapes = [label(MARGIN, MARGIN + 12, _("Tiles in the order taken"), 13, weight="bold",
                    css="heading")]
    y = MARGIN + 24
    for index, tile in enumerate(player.tiles):
        row, column = divmod(index, PER_ROW)
        shapes += _square(MARGIN + column * (SQUARE + GAP), y + row * (SQUARE + 18), index + 1,
                          tile, fills)
    y += max(1, -(-len(player.tiles) // PER_ROW)) * (SQUARE + 18) + 4
    shapes.append(label(MARGIN, y + 8, _("{light}: light back, {dark}: dark back (heavy "
                                         "edge)").format(light=_back_letter(Back.LIGHT),
                                                         dark=_back_letter(Back.DARK)),
                        11, fill="#444", css="key"))
    y += 26
    units = flowers_of(player.tiles)
    for key, heading in SECTIONS:
        chosen = [u for u in units if _section(u) == key]
        shapes.append(label(MARGIN, y + 12, _(heading), 13, weight="bold", css="heading"))
        y += 24
        if not chosen:
            shapes.append(label(MARGIN, y + 8, _("none"), 12, fill="#666", css="none"))
            y += 22
        for unit in chosen:
            shapes += _flower(MARGIN + RADIUS + 4, y + RADIUS, unit, fills)
            y += ROW
        y += 6
    lines = score_player(player)
    total = sum(line.points for line in lines)
    shapes += score_legend(WIDTH + 10, MARGIN + 12, player.name, lines, total)
    hand = ngettext("{count} card left in hand", "{count} cards left in hand", player.hand)
    shapes.append(label(WIDTH + 10, MARGIN + 12 + 22 + 17 * len(lines) + 30,
                        hand.format(count=player.hand), 12, css="hand"))
    title = _("Flowers, {name}").format(name=player.name)
    return document(WIDTH + LEGEND, max(y + MARGIN, MARGIN + 17 * len(lines) + 120), title,
                    shapes)


def _section(unit: Flower) -> str:
    if not unit.is_pair:
        return LONE_TILES[0]
    return PAIRS_WITH_MULTIPLIER[0] if unit.has_multiplier else PAIRS_WITHOUT_MULTIPLIER[0]


def _square(x: float, y: float, number: int, tile: Tile, fills: Mapping[str, str]
            ) -> list[str]:
    """One tile of the order taken: its colour, its face, its number and back below."""
    fill = fills.get(tile.colour, "#999")
    back = "dark" if tile.back is Back.DARK else "light"
    return [
        f'<g class="tile {back}{_multiplier(tile)}"><title>{escape(_describe(number, tile))}'
        f'</title><rect x="{x:.1f}" y="{y:.1f}" width="{SQUARE:.0f}" height="{SQUARE:.0f}" '
        f'rx="4" fill="{fill}" {_stroke(tile)}/>'
        + label(x + SQUARE / 2, y + SQUARE / 2 + 5, tile.face, 13, "middle",
                fill=_ink(fill), weight="bold")
        + label(x + SQUARE / 2, y + SQUARE + 12, f"{number} {_back_letter(tile.back)}", 10,
                "middle", fill="#444") + "</g>"]


def _flower(cx: float, cy: float, unit: Flower, fills: Mapping[str, str]) -> list[str]:
    """A pair as a disc of two halves (first tile left), a lone tile as a half with the
    missing half dashed; its tile numbers, then the points worked out."""
    css = "pair" if unit.is_pair else "lone"
    parts = [f'<g class="flower {css}">']
    for side, (number, tile) in enumerate(zip(unit.numbers, unit.tiles, strict=True)):
        parts.append(_half(cx, cy, side, number, tile, fills))
    if not unit.is_pair:
        parts.append(f'<path class="missing" d="{_half_path(cx, cy, 1)}" fill="none" '
                     'stroke="#aaa" stroke-dasharray="4 3"/>')
    numbers = "+".join(str(n) for n in unit.numbers)
    words = _("{colour} {numbers}: {arithmetic}").format(
        colour=colour_name(unit.colour), numbers=numbers, arithmetic=arithmetic(unit)) \
        if unit.is_pair else _("{colour} {numbers}, lone: {arithmetic}").format(
        colour=colour_name(unit.colour), numbers=numbers, arithmetic=arithmetic(unit))
    parts.append(label(cx + RADIUS + 14, cy + 5, words, 13, css="points"))
    parts.append("</g>")
    return ["".join(parts)]


def _half(cx: float, cy: float, side: int, number: int, tile: Tile,
          fills: Mapping[str, str]) -> str:
    fill = fills.get(tile.colour, "#999")
    x = cx - RADIUS / 2 if side == 0 else cx + RADIUS / 2
    return (f'<g class="tile {"dark" if tile.back is Back.DARK else "light"}'
            f'{_multiplier(tile)}"><title>{escape(_describe(number, tile))}</title>'
            f'<path d="{_half_path(cx, cy, side)}" fill="{fill}" {_stroke(tile)}/>'
            + label(x, cy + 1, tile.face, 12, "middle", fill=_ink(fill), weight="bold")
            + label(x, cy + 13, f"{number} {_back_letter(tile.back)}", 9, "middle",
                    fill=_ink(fill)) + "</g>")


def _half_path(cx: float, cy: float, side: int) -> str:
    """The left (0) or right (1) half of the disc, with a hair of a gap between them."""
    x = cx - 1 if side == 0 else cx + 1
    sweep = 0 if side == 0 else 1
    return (f"M{x:.1f},{cy - RADIUS:.1f} A{RADIUS:.0f},{RADIUS:.0f} 0 0 {sweep} "
            f"{x:.1f},{cy + RADIUS:.1f} Z")


def _describe(number: int, tile: Tile) -> str:
    return _("tile {number}: {tile}").format(number=number, tile=tile_text(tile))


def _back_letter(back: Back) -> str:
    """The back as its word's first letter, in the chosen language (l/d, c/f in French)."""
    return _("light")[:1] if back is Back.LIGHT else _("dark")[:1]


def _multiplier(tile: Tile) -> str:
    return " multiplier" if tile.multiplier is not None else ""


def _stroke(tile: Tile) -> str:
    """Dark backs with a heavy dark edge, light backs with a thin grey one."""
    if tile.back is Back.DARK:
        return 'stroke="#222" stroke-width="3"'
    return 'stroke="#999" stroke-width="1"'


def _ink(fill: str) -> str:
    return "#222" if fill in LIGHT_FILLS else "#fff"
