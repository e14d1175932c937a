"""A picture of one Mondo board (issue: pictures): the layout with its rim, every tile's side
landscapes, animals and volcanoes, each closure error marked on its edge, every scoring
landscape and lake outlined, empty spaces hatched, and the round's itemized score."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from boardscore.scorers.diagnostics import Diagnostic, error
from boardscore.scorers.i18n import N_, _
from boardscore.scorers.mondo.board import OPPOSITE, SIDES, coordinates, neighbour
from boardscore.scorers.mondo.checks import check_game, rim_landscape
from boardscore.scorers.mondo.model import Landscape, PlayerBoard, Round, Tile
from boardscore.scorers.mondo.names import landscape_name, species_name
from boardscore.scorers.mondo.parse import parse_game
from boardscore.scorers.mondo.regions import Analysis, Region
from boardscore.scorers.mondo.score import analyse_board, score_game
from boardscore.scorers.mondo.unplayed import played_rounds
from boardscore.scorers.result import Line
from boardscore.scorers.svg import (
    Point,
    Segment,
    document,
    escape,
    hatch_pattern,
    outline,
    polygon,
    score_legend,
)
from boardscore.scorers.svg import text as label

SIZE, MARGIN, RIM = 80.0, 40.0, 10.0
COLOURS = {Landscape.WATER: "#5b9bd5", Landscape.FOREST: "#3d8b3d",
           Landscape.DESERT: "#ecd06f", Landscape.STEPPE: "#c9a36b"}
_INDEX = {side: index for index, side in enumerate(SIDES)}
_VOLCANOES = {"active": N_("active volcano"), "inactive": N_("inactive volcano")}


def picture(document_: Mapping[str, Any], options: Mapping[str, str]) -> str | list[Diagnostic]:
    """The SVG of one board: `options` may name the round and the player (default: the first
    of each). A round not played yet (rules §9) is drawn as it is, without a score."""
    game = parse_game(document_, {})
    played, _not_played = played_rounds(game)
    problems = [d for d in check_game(played) if d.is_error]
    if problems:
        return problems
    chosen = _choose(game.rounds, options)
    if isinstance(chosen, Diagnostic):
        return [chosen]
    round_, player = chosen
    scored = score_game(played)
    lines: tuple[Line, ...] = ()
    total = None
    if not isinstance(scored, list) and any(r is round_ for r in played.rounds):
        result = next(p for p in scored.players if p.name == player.name)
        lines = tuple(line for line in result.lines
                      if line.category.startswith(f"r{round_.number}."))
        total = sum(line.points for line in lines)
    return draw(round_, player, analyse_board(player).analysis, lines, total)


def _choose(rounds: tuple[Round, ...], options: Mapping[str, str]
            ) -> tuple[Round, PlayerBoard] | Diagnostic:
    wanted = options.get("round")
    round_ = next((r for r in rounds if wanted is None or str(r.number) == wanted), None)
    if round_ is None:
        return error("no-such-board", _("no round {round} in this file (rounds {rounds})").format(
            round=wanted, rounds=", ".join(str(r.number) for r in rounds)))
    name = options.get("player")
    player = next((p for p in round_.players if name is None or p.name == name), None)
    if player is None:
        return error("no-such-board", _("no player {name} in round {round} ({players})").format(
            name=name, round=round_.number, players=", ".join(p.name for p in round_.players)))
    return round_, player


def draw(round_: Round, player: PlayerBoard, analysis: Analysis, lines: tuple[Line, ...],
         total: int | None) -> str:
    cells = list(player.board.cells)
    columns = [coordinates(c)[0] for c in cells]
    rows = [coordinates(c)[1] for c in cells]
    left, top = min(columns), min(rows)
    width = MARGIN * 2 + (max(columns) - left + 1) * SIZE
    height = MARGIN * 2 + (max(rows) - top + 1) * SIZE

    def corner(cell: str) -> Point:
        column, row = coordinates(cell)
        return MARGIN + (column - left) * SIZE, MARGIN + (row - top) * SIZE

    shapes: list[str] = []
    for cell in cells:
        shapes += _cell(cell, corner(cell), player)
    shapes += _rim(cells, corner, player)
    shapes += [_error_mark(contact, corner) for contact in analysis.errors]
    shapes += _outlines(player, analysis, corner)
    heading = _("Round {round}: {name}").format(round=round_.number, name=player.name)
    shapes += score_legend(width + 10, MARGIN, heading, lines, total)
    shapes += _key(width + 10, MARGIN + 40 + 17 * len(lines) + 40)
    title = _("Mondo, round {round}, {name}").format(round=round_.number, name=player.name)
    return document(width + 290, max(height, MARGIN + 17 * len(lines) + 220), title, shapes,
                    hatch_pattern())


def _triangle(origin: Point, side: int) -> list[Point]:
    x, y = origin
    centre = (x + SIZE / 2, y + SIZE / 2)
    corners = [(x, y), (x + SIZE, y), (x + SIZE, y + SIZE), (x, y + SIZE)]
    return [corners[side], corners[(side + 1) % 4], centre]


def _cell(cell: str, origin: Point, player: PlayerBoard) -> list[str]:
    tile = player.tiles.get(cell)
    x, y = origin
    if tile is None:
        return [f'<rect class="empty" x="{x:.1f}" y="{y:.1f}" width="{SIZE:.0f}" '
                f'height="{SIZE:.0f}" fill="url(#hatch)" stroke="#999"/>']
    shapes = [polygon(_triangle(origin, i), COLOURS[tile.sides[i]], "side") for i in range(4)]
    if tile.inner is not None:
        third = SIZE / 3
        shapes.append(f'<rect class="inner" x="{x + third:.1f}" y="{y + third:.1f}" '
                      f'width="{third:.1f}" height="{third:.1f}" fill="{COLOURS[tile.inner]}" '
                      'stroke="#555" stroke-width="0.6"/>')
    shapes.append(label(x + 4, y + 12, cell, 9, fill="#222"))
    if tile.animal is not None:
        ax, ay = _animal_spot(tile, origin)
        shown = species_name(tile.animal)
        shapes.append(f'<g class="animal"><title>{escape(shown)}</title><circle cx="{ax:.1f}" '
                      f'cy="{ay:.1f}" r="9" fill="#fff" stroke="#333"/>'
                      + label(ax, ay + 4, shown[:2].capitalize(), 10, "middle") + "</g>")
    if tile.volcano != "none":
        colour = "#d23" if tile.volcano == "active" else "#888"
        vx, vy = x + SIZE - 16, y + SIZE - 6
        said = escape(_(_VOLCANOES[tile.volcano]))
        shapes.append(f'<polygon class="volcano {tile.volcano}" points="{vx:.1f},{vy:.1f} '
                      f'{vx + 12:.1f},{vy:.1f} {vx + 6:.1f},{vy - 11:.1f}" fill="{colour}" '
                      f'stroke="#222"><title>{said}</title>'
                      '</polygon>')
    return shapes


def _animal_spot(tile: Tile, origin: Point) -> Point:
    x, y = origin
    part = tile.animal_part
    if part is None or part >= len(tile.parts):
        return x + SIZE / 2, y + SIZE / 2
    side = _INDEX[tile.parts[part][0]]
    (ax, ay), (bx, by), (cx, cy) = _triangle(origin, side)
    return (ax + bx + 2 * cx) / 4, (ay + by + 2 * cy) / 4


def _rim(cells: list[str], corner: Any, player: PlayerBoard) -> list[str]:
    """A band outside every side that faces the rim, in the rim's landscape."""
    shapes = []
    layout = set(cells)
    for cell in cells:
        x, y = corner(cell)
        for side in SIDES:
            if neighbour(cell, side) in layout:
                continue
            land = rim_landscape(player, cell, side) or Landscape.WATER
            box = {"N": (x, y - RIM, SIZE, RIM), "S": (x, y + SIZE, SIZE, RIM),
                   "W": (x - RIM, y, RIM, SIZE), "E": (x + SIZE, y, RIM, SIZE)}[side]
            shapes.append(f'<rect class="rim" x="{box[0]:.1f}" y="{box[1]:.1f}" '
                          f'width="{box[2]:.1f}" height="{box[3]:.1f}" fill="{COLOURS[land]}" '
                          'opacity="0.55"/>')
    return shapes


def _edge(origin: Point, side: int) -> Segment:
    points = _triangle(origin, side)
    return points[0], points[1]


def _error_mark(contact: Any, corner: Any) -> str:
    """A red bar across the middle of the edge with the mismatch (tile or rim)."""
    (ax, ay), (bx, by) = _edge(corner(contact.cell), _INDEX[contact.side])
    mx, my = (ax + bx) / 2, (ay + by) / 2
    dx, dy = (bx - ax) / SIZE * 14, (by - ay) / SIZE * 14
    said = escape(_("closure error {contact}").format(contact=contact.describe()))
    return (f'<line class="error-mark" x1="{mx - dx:.1f}" y1="{my - dy:.1f}" x2="{mx + dx:.1f}" '
            f'y2="{my + dy:.1f}" stroke="#e00" stroke-width="6" stroke-linecap="round">'
            f"<title>{said}</title></line>")


def _outlines(player: PlayerBoard, analysis: Analysis, corner: Any) -> list[str]:
    """One outline per scoring landscape (black) and per lake (white)."""
    drawn = []
    for region in analysis.regions:
        if not (region.scores or region.is_lake):
            continue
        segments = _boundary(region, player, analysis, corner)
        colour, css = ("#111", "outline scoring") if region.scores else ("#fff", "outline lake")
        drawn.append(outline(segments, css, colour, title=region.describe()))
    return drawn


def _boundary(region: Region, player: PlayerBoard, analysis: Analysis,
              corner: Any) -> list[Segment]:
    """The edges of the region's side triangles (and inner squares) that do not face a piece
    of the same region."""
    segments: list[Segment] = []
    for cell in dict.fromkeys(region.area_cells):
        tile = player.tiles[cell]
        origin = corner(cell)
        inside = [analysis.region_at(cell, tile.side_part[i]) is region for i in range(4)]
        inner = tile.inner is not None and analysis.region_at(cell, len(tile.parts)) is region
        if inner:
            segments += _square(origin)
        for side in range(4):
            if not inside[side]:
                continue
            if not _continues(player, analysis, cell, side, region):
                segments.append(_edge(origin, side))
            if tile.inner is not None:
                segments.append(_inner_edge(origin, side))
            for other in ((side + 1) % 4, side):  # the diagonals at both ends of the edge
                neighbour_side = other if other != side else (side - 1) % 4
                if not inside[neighbour_side]:
                    segments.append(_diagonal(origin, other, tile.inner is not None))
    return segments


def _continues(player: PlayerBoard, analysis: Analysis, cell: str, side: int,
               region: Region) -> bool:
    other = neighbour(cell, SIDES[side])
    facing = player.tiles.get(other) if other is not None else None
    if other is None or facing is None:
        return False
    back = _INDEX[OPPOSITE[SIDES[side]]]
    return analysis.region_at(other, facing.side_part[back]) is region


def _diagonal(origin: Point, corner_index: int, stop_at_inner: bool) -> Segment:
    x, y = origin
    corners = [(x, y), (x + SIZE, y), (x + SIZE, y + SIZE), (x, y + SIZE)]
    cx, cy = x + SIZE / 2, y + SIZE / 2
    start = corners[corner_index]
    if stop_at_inner:  # the inner square's corner lies on the diagonal
        end = (cx + (start[0] - cx) / 3, cy + (start[1] - cy) / 3)
        return start, end
    return start, (cx, cy)


def _square(origin: Point) -> list[Segment]:
    return [_inner_edge(origin, side) for side in range(4)]


def _inner_edge(origin: Point, side: int) -> Segment:
    x, y = origin
    third = SIZE / 3
    corners = [(x + third, y + third), (x + 2 * third, y + third),
               (x + 2 * third, y + 2 * third), (x + third, y + 2 * third)]
    return corners[side], corners[(side + 1) % 4]


def _key(x: float, y: float) -> list[str]:
    shapes = [label(x, y, _("Key"), 13, weight="bold")]
    for row, (land, colour) in enumerate(COLOURS.items()):
        shapes.append(f'<rect x="{x:.1f}" y="{y + 10 + 18 * row:.1f}" width="12" height="12" '
                      f'fill="{colour}"/>')
        shapes.append(label(x + 18, y + 20 + 18 * row, landscape_name(land), 11))
    y += 10 + 18 * 4
    shapes.append(f'<line x1="{x:.1f}" y1="{y + 6:.1f}" x2="{x + 14:.1f}" y2="{y + 6:.1f}" '
                  'stroke="#e00" stroke-width="5"/>')
    shapes.append(label(x + 18, y + 10, _("closure error"), 11))
    shapes.append(f'<line x1="{x:.1f}" y1="{y + 24:.1f}" x2="{x + 14:.1f}" y2="{y + 24:.1f}" '
                  'stroke="#111" stroke-width="3"/>')
    shapes.append(label(x + 18, y + 28, _("scoring landscape (lakes in white)"), 11))
    return shapes
