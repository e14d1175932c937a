"""A picture of one World Wonders city: the terrain grid (land, water, resources) and the
sidewalk, every piece in its colour with its label, districts outlined, scoring resource cells
ringed, pieces that could never be placed in red, and the itemized score."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from boardscore.scorers.diagnostics import Diagnostic, error
from boardscore.scorers.i18n import _, ngettext
from boardscore.scorers.record import replace
from boardscore.scorers.svg import Segment, document, escape, outline, score_legend, text
from boardscore.scorers.world_wonders.checks import building_order, check_game
from boardscore.scorers.world_wonders.city import City
from boardscore.scorers.world_wonders.grid import LAND, RESOURCE, WATER, Cell, name, reading_order
from boardscore.scorers.world_wonders.model import Game, Piece, Player
from boardscore.scorers.world_wonders.parse import parse_game
from boardscore.scorers.world_wonders.score import objective_lines, player_lines

SIZE, MARGIN = 36.0, 40.0
GROUND = {LAND: "#d8ebc0", WATER: "#6fa8dc", RESOURCE: "#d8ebc0"}
FILL = {"long_road": "#6d6d6d", "short_road": "#9a9a9a", "tower": "#7b4fa0",
        "monument": "#d4a017", "library": "#3f6fc4", "farm": "#4f9a3a", "housing": "#f4f4f4",
        "market": "#e8892b", "temple": "#c0504d"}


def picture(document_: Mapping[str, Any], options: Mapping[str, str]) -> str | list[Diagnostic]:
    """The SVG of one player's city (default: the first player). Drawn even when pieces can
    never be placed (they are shown in red); a file whose terrain or pieces cannot be read is
    refused with its errors."""
    if "round" in options:
        return [error("no-such-board", _("a World Wonders file has no rounds; --player picks the "
                                         "city"))]
    game, problems = parse_game(document_, {})
    unreadable = [p for p in problems if p.is_error]
    if unreadable:
        return unreadable
    wanted = options.get("player")
    player = next((p for p in game.players if wanted is None or p.name == wanted), None)
    if player is None:
        return [error("no-such-board", _("no player {player} in this file ({players})").format(
            player=wanted, players=", ".join(p.name for p in game.players)))]
    errors = [d for d in problems + check_game(game) if d.is_error]
    return draw(game, player, errors)


def draw(game: Game, player: Player, errors: list[Diagnostic]) -> str:
    terrain, city = player.terrain, City(player)
    width = MARGIN * 2 + terrain.width * SIZE
    height = MARGIN * 2 + terrain.height * SIZE + 14
    shapes: list[str] = []
    for cell in terrain.cells():
        shapes.append(_ground(cell, terrain.at(cell)))
    x0, y0 = MARGIN, MARGIN + terrain.height * SIZE
    shapes.append(f'<rect class="sidewalk" x="{x0:.1f}" y="{y0 + 2:.1f}" '
                  f'width="{terrain.width * SIZE:.1f}" height="12" fill="#bdbdbd"/>')
    shapes.append(text(x0 + 4, y0 + 12, _("sidewalk"), 9, fill="#333"))
    _placed, never = building_order(player)
    for piece in player.pieces:
        shapes += _piece(piece, piece in never, terrain.on_grid)
    scoring = {cell for cell, cover, beside in city.resource_cells if cover is None and beside}
    for cell in terrain.resources:
        shapes.append(_resource(cell, cell in scoring))
    shapes += _tile_outlines(city)
    shapes += [outline(_tile_boundary(tile), "outline district", "#111", 3.5,
                       _("{piece}: district").format(piece=tile.label))
               for tile in city.districts] if not errors else []
    shapes += _labels(player)
    shapes += _legend(game, player, errors, width)
    return document(width + 300, max(height, 330.0),
                    _("World Wonders, {player}'s city").format(player=player.name), shapes)


def _box(cell: Cell) -> tuple[float, float]:
    return MARGIN + cell[0] * SIZE, MARGIN + cell[1] * SIZE


def _ground(cell: Cell, kind: str) -> str:
    x, y = _box(cell)
    return (f'<rect class="terrain" x="{x:.1f}" y="{y:.1f}" width="{SIZE:.0f}" '
            f'height="{SIZE:.0f}" fill="{GROUND[kind]}" stroke="#aab89a" stroke-width="0.5"/>')


def _piece(piece: Piece, never: bool, on_grid: Any) -> list[str]:
    colour = FILL[piece.type or piece.kind]
    stroke, css = ("#e00", "piece never-placed") if never else ("#333", "piece")
    cells = [c for c in dict.fromkeys(piece.cells) if on_grid(c)]
    title = _("{piece} can never be placed").format(piece=piece.label) if never else piece.label
    shapes = [f'<g class="{css}"><title>{escape(title)}</title>']
    for cell in cells:
        x, y = _box(cell)
        inset = 5.0 if piece.kind == "tower" else 2.0
        shapes.append(f'<rect x="{x + inset:.1f}" y="{y + inset:.1f}" '
                      f'width="{SIZE - 2 * inset:.1f}" height="{SIZE - 2 * inset:.1f}" '
                      f'fill="{colour}" stroke="{stroke}" stroke-width="{3 if never else 1}" '
                      f'opacity="0.92"/>')
    shapes.append("</g>")
    return shapes


def _resource(cell: Cell, scores: bool) -> str:
    x, y = _box(cell)
    cx, cy = x + SIZE / 2, y + SIZE / 2
    ring = (f'<circle class="resource-scores" cx="{cx:.1f}" cy="{cy:.1f}" r="13" fill="none" '
            'stroke="#f2b600" stroke-width="3"/>') if scores else ""
    title = (_("resource {cell} scores") if scores else _("resource {cell}")).format(
        cell=name(cell))
    return (f'<g class="resource"><title>{escape(title)}</title><circle cx="{cx:.1f}" '
            f'cy="{cy:.1f}" r="5" fill="#7a4b1e" stroke="#fff"/>{ring}</g>')


def _tile_outlines(city: City) -> list[str]:
    """Each building tile on its own: its outline and its cell count in its first cell's
    corner, so that two touching tiles drawn with one letter show as one tile."""
    shapes: list[str] = []
    for tile in city.tiles:
        cells = sorted({c for c in tile.cells if city.occupant.get(c) is tile},
                       key=reading_order)
        if not cells:
            continue
        title = ngettext("{piece}: one building tile of {count} cell",
                         "{piece}: one building tile of {count} cells", len(cells)).format(
            piece=tile.label, count=len(cells))
        shapes.append(outline(_tile_boundary(replace(tile, cells=tuple(cells))),
                              "outline tile", "#222", 1.5, title))
        x, y = _box(cells[0])
        shapes.append(text(x + 4, y + 11, str(len(cells)), 9, css="tile-count", fill="#000",
                           weight="bold"))
    return shapes


def _tile_boundary(tile: Piece) -> list[Segment]:
    """The tile's outer edges: sides of its cells that do not face another of its cells."""
    own = set(tile.cells)
    segments: list[Segment] = []
    for column, row in own:
        x, y = _box((column, row))
        if (column, row - 1) not in own:
            segments.append(((x, y), (x + SIZE, y)))
        if (column + 1, row) not in own:
            segments.append(((x + SIZE, y), (x + SIZE, y + SIZE)))
        if (column, row + 1) not in own:
            segments.append(((x, y + SIZE), (x + SIZE, y + SIZE)))
        if (column - 1, row) not in own:
            segments.append(((x, y), (x, y + SIZE)))
    return segments


def _labels(player: Player) -> list[str]:
    shapes = []
    for piece in player.pieces:
        cells = [c for c in piece.cells if player.terrain.on_grid(c)]
        if not cells:
            continue
        x, y = _box(cells[0])
        ink = "#111" if (piece.type or piece.kind) in ("housing", "monument") else "#fff"
        shown = piece.id if piece.id is not None else f"{piece.what[:3]}{piece.index}"
        shapes.append(text(x + SIZE / 2, y + SIZE / 2 + 4, shown[:6], 9, "middle",
                           css="label", fill=ink))
    for column in range(player.terrain.width):
        shapes.append(text(MARGIN + (column + 0.5) * SIZE, MARGIN - 8,
                           chr(ord("A") + column), 11, "middle", fill="#555"))
    for row in range(player.terrain.height):
        shapes.append(text(MARGIN - 10, MARGIN + (row + 0.5) * SIZE + 4, str(row + 1), 11,
                           "middle", fill="#555"))
    return shapes


def _legend(game: Game, player: Player, errors: list[Diagnostic], width: float) -> list[str]:
    if errors:
        shapes = score_legend(width + 10, MARGIN, player.name, [], None,
                              ngettext("not scored: {count} errors", "not scored: {count} errors",
                                       len(errors)).format(count=len(errors)))
        return [*shapes, text(width + 10, MARGIN + 46, _("(pieces in red can never be placed)"),
                              11, fill="#a00")]
    cities = {p.name: City(p) for p in game.players}
    lines = player_lines(cities[player.name], False)
    lines += objective_lines(game, cities, False)[player.name]
    return score_legend(width + 10, MARGIN, player.name, lines, sum(li.points for li in lines))
