"""The Clans map for people: the finder grid (rules §2.3) as a terminal drawing, the territory
list with neighbours, and an SVG picture. The physical board prints no ids; these views let a
user match every territory of the real board to boardscore's id. Pure: returns text."""

from __future__ import annotations

import json

from boardscore.scorers.clans.board import TERRAINS, Territory, cite, terrain_name, territories
from boardscore.scorers.i18n import N_, _
from boardscore.scorers.svg import escape

COLUMNS = "ABCDEFGHIJ"
ROWS = 8
_INITIAL = {"forest": "F", "mountain": "M", "steppe": "S", "grassland": "G"}
# ANSI 256-colour backgrounds close to the board's terrains, with a readable foreground.
_ANSI = {"forest": "\x1b[48;5;22;38;5;255m", "mountain": "\x1b[48;5;250;38;5;16m",
         "steppe": "\x1b[48;5;180;38;5;16m", "grassland": "\x1b[48;5;150;38;5;16m"}
_RESET = "\x1b[0m"
_FILL = {"forest": "#2e6b34", "mountain": "#c4c4c4", "steppe": "#d9b36c",
         "grassland": "#b5d68a"}
_ORIENTATION = N_(
    "Orient the board by its corners: top left 0 (steppe) with 3 (mountain) below\n"
    "it; top right 11 (grassland) with 14 (forest) below it; bottom left 48 (forest);\n"
    "bottom right 59 (mountain).")


def render(view_format: str, *, colour: bool = False) -> str:
    """The map in `view_format`: text (drawing + list), markdown, csv, json or svg."""
    if view_format == "svg":
        return svg()
    if view_format == "json":
        return json.dumps({"territories": [_as_dict(t) for t in territories()]}, indent=2) + "\n"
    if view_format == "csv":
        return "id,region,terrain,cell,neighbours\r\n" + "".join(
            f'{t.id},{t.region},{t.terrain},{t.cell},"{_ids(t.neighbours)}"\r\n'
            for t in territories())
    if view_format == "markdown":
        return _markdown()
    return drawing(colour=colour) + "\n" + territory_list()


def _as_dict(place: Territory) -> dict[str, object]:
    return {"id": place.id, "region": place.region, "terrain": place.terrain,
            "cell": place.cell, "neighbours": sorted(place.neighbours)}


def _ids(numbers: frozenset[int]) -> str:
    return ", ".join(map(str, sorted(numbers)))


def _by_cell() -> dict[str, list[Territory]]:
    cells: dict[str, list[Territory]] = {}
    for place in territories():
        cells.setdefault(place.cell, []).append(place)
    return cells


def drawing(*, colour: bool = False) -> str:
    """The finder grid: each cell holds the territories whose centre lies in it."""
    cells, width = _by_cell(), 8
    lines = [_("Clans map: territory ids where their centres lie on the board"),
             _("(F forest, M mountain, S steppe, G grassland)."),
             *_(_ORIENTATION).split("\n"), "",
             "    " + "".join(column.center(width + 1) for column in COLUMNS)]
    rule = "─" * width
    lines.append("   ┌" + "┬".join([rule] * len(COLUMNS)) + "┐")
    for row in range(1, ROWS + 1):
        texts = [_cell_text(cells.get(f"{c}{row}", []), width, colour) for c in COLUMNS]
        lines.append(f"{row:>2} │" + "│".join(texts) + "│")
        if row < ROWS:
            lines.append("   ├" + "┼".join([rule] * len(COLUMNS)) + "┤")
    lines.append("   └" + "┴".join([rule] * len(COLUMNS)) + "┘")
    return "\n".join(lines) + "\n"


def _cell_text(places: list[Territory], width: int, colour: bool) -> str:
    if not places:
        return "·".center(width)
    text = " ".join(f"{p.id}{_INITIAL[p.terrain]}" for p in places).center(width)
    if colour and len(places) == 1:
        return f"{_ANSI[places[0].terrain]}{text}{_RESET}"
    return text


def territory_list() -> str:
    """Every territory with its neighbours; `*` marks a neighbour across a river."""
    lines = [_("Territories (a * marks a neighbour across a river; lakes separate the others):"),
             _(" id  terrain    cell  region  neighbours")]
    for place in territories():
        near = ", ".join(f"{n}*" if territories()[n].region != place.region else str(n)
                         for n in sorted(place.neighbours))
        lines.append(f" {place.id:>2}  {terrain_name(place.terrain):<10} {place.cell:<5} "
                     f"{place.region:>6}  {near}")
    return "\n".join(lines) + "\n"


def _markdown() -> str:
    cells = _by_cell()
    lines = ["| | " + " | ".join(COLUMNS) + " |", "|---" * (len(COLUMNS) + 1) + "|"]
    for row in range(1, ROWS + 1):
        texts = [" ".join(f"{p.id}{_INITIAL[p.terrain]}" for p in cells.get(f"{c}{row}", []))
                 or "·" for c in COLUMNS]
        lines.append(f"| **{row}** | " + " | ".join(texts) + " |")
    lines += ["", _("| id | region | terrain | cell | neighbours |"), "|---:|---:|---|---|---|"]
    lines += [f"| {t.id} | {t.region} | {terrain_name(t.terrain)} | {t.cell} | "
              f"{_ids(t.neighbours)} |" for t in territories()]
    return "\n".join(lines) + "\n"


# SVG geometry: one grid cell is STEP wide and tall; territories sharing a cell sit side by side.
STEP, MARGIN, RADIUS = 90, 50, 24


def centres() -> dict[int, tuple[float, float]]:
    """Each territory's drawing position, from its finder cell."""
    points: dict[int, tuple[float, float]] = {}
    for cell, places in _by_cell().items():
        x = MARGIN + (COLUMNS.index(cell[0]) + 0.5) * STEP
        y = MARGIN + (int(cell[1:]) - 0.5) * STEP
        for index, place in enumerate(places):
            offset = (index - (len(places) - 1) / 2) * (RADIUS * 2.1)
            points[place.id] = (x + offset, y)
    return points


def svg(labels: dict[int, str] | None = None, title: str | None = None,
        villages: bool = False) -> str:
    """Territories as discs in their terrain colour at their finder positions; borders as
    lines (dashed blue across a river). `labels` adds a line of text under a territory."""
    at = centres()
    heading = _("Clans map") if title is None else title
    width, height = 2 * MARGIN + len(COLUMNS) * STEP, 2 * MARGIN + ROWS * STEP + 60
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" font-family="sans-serif">',
             f"<title>{escape(heading)}</title>",
             f'<rect width="{width}" height="{height}" fill="#f7f4ea"/>']
    parts += _grid_labels()
    for place in territories():
        for other in sorted(n for n in place.neighbours if n > place.id):
            river = territories()[other].region != place.region
            style = 'stroke="#3b7dd8" stroke-dasharray="6 4"' if river else 'stroke="#777"'
            (x1, y1), (x2, y2) = at[place.id], at[other]
            parts.append(f'<line class="border{" river" if river else ""}" x1="{x1:.1f}" '
                         f'y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" {style} stroke-width="2"/>')
    for place in territories():
        x, y = at[place.id]
        ink = "#fff" if place.terrain == "forest" else "#000"
        tip = _("{place}, region {region}").format(place=cite(place.id), region=place.region)
        parts.append(f'<g class="territory" id="t{place.id}"><title>{escape(tip)}</title>'
                     f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{RADIUS}" '
                     f'fill="{_FILL[place.terrain]}" stroke="#333"/>'
                     f'<text x="{x:.1f}" y="{y + 6:.1f}" text-anchor="middle" font-size="17" '
                     f'fill="{ink}">{place.id}</text></g>')
        if labels and place.id in labels:
            if villages:
                parts.append(f'<circle class="village" cx="{x:.1f}" cy="{y:.1f}" '
                             f'r="{RADIUS + 5}" fill="none" stroke="#c00" stroke-width="3"/>')
            parts.append(f'<text class="label" x="{x:.1f}" y="{y + RADIUS + 16:.1f}" '
                         'text-anchor="middle" font-size="11" font-weight="bold" '
                         f'fill="#700">{escape(labels[place.id])}</text>')
    parts += _legend(height)
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def _grid_labels() -> list[str]:
    labels = [f'<text x="{MARGIN + (i + 0.5) * STEP:.0f}" y="{MARGIN - 18}" '
              f'text-anchor="middle" font-size="14" fill="#555">{c}</text>'
              for i, c in enumerate(COLUMNS)]
    labels += [f'<text x="{MARGIN - 22}" y="{MARGIN + (r - 0.5) * STEP + 5:.0f}" '
               f'text-anchor="middle" font-size="14" fill="#555">{r}</text>'
               for r in range(1, ROWS + 1)]
    return labels


def _legend(height: int) -> list[str]:
    y = height - 35
    items = []
    for index, terrain in enumerate(TERRAINS):
        x = MARGIN + index * 140
        name = escape(terrain_name(terrain))
        items.append(f'<circle cx="{x + 10}" cy="{y}" r="9" fill="{_FILL[terrain]}" '
                     f'stroke="#333"/><text x="{x + 26}" y="{y + 5}" font-size="14">'
                     f"{name}</text>")
    x = MARGIN + 4 * 140
    river = escape(_("across a river"))
    items.append(f'<line x1="{x}" y1="{y}" x2="{x + 40}" y2="{y}" stroke="#3b7dd8" '
                 f'stroke-dasharray="6 4" stroke-width="2"/><text x="{x + 48}" y="{y + 5}" '
                 f'font-size="14">{river}</text>')
    return items
