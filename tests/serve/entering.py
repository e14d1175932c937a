"""Boards entered through the page by taps alone (names typed), as a player at the table would:
the examples' Mondo boards and Flowers tableaux, each tap counted."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from browser_tools import SHOTS, Page

# Mondo rules §2.2: the `globe` layout, row by row (2-4-6-6-4-2 spaces, centred).
GLOBE = ("C1", "D1", "B2", "C2", "D2", "E2", "A3", "B3", "C3", "D3", "E3", "F3",
         "A4", "B4", "C4", "D4", "E4", "F4", "B5", "C5", "D5", "E5", "C6", "D6")

SIDES = "NESW"
LANDSCAPES = ("water", "forest", "desert", "steppe")
LETTER = {"water": "W", "forest": "F", "desert": "D", "steppe": "S"}


def read_example(path: Path) -> Any:
    text = path.read_text("utf-8")
    return json.loads(text) if path.suffix == ".json" else yaml.safe_load(text)


@dataclass(frozen=True)
class Tile:
    sides: str  # "WfWF": lower case = a split side (rules §4.3)
    inner: str | None = None
    animal: str | None = None
    area: str | None = None
    volcano: str = "none"

    def rotated(self) -> Tile:
        area = self.area
        if area and area != "inner":
            area = SIDES[(SIDES.index(area) + 1) % 4]
        s = self.sides
        return Tile(s[3] + s[0] + s[1] + s[2], self.inner, self.animal, area, self.volcano)


def parse_tile(text: str) -> Tile:
    sides, *extras = text.split()
    inner = animal = area = None
    volcano = "none"
    for token in extras:
        if token == "^":
            volcano = "active"
        elif token == "_":
            volcano = "inactive"
        elif re.fullmatch(r"\([WFDSwfds]\)", token):
            inner = token[1].upper()
        else:
            animal, _, rest = token.partition("@")
            area = rest or None
    return Tile(sides, inner, animal, area, volcano)


def reading_order(cells: list[str] | tuple[str, ...]) -> list[str]:
    return sorted(cells, key=lambda c: (int(c[1:]), c[0]))


def board_of(player: dict[str, Any]) -> dict[str, Tile]:
    if "tiles" in player:
        return {cell: parse_tile(text) for cell, text in player["tiles"].items()}
    rows: dict[int, list[str]] = {}
    for cell in reading_order(GLOBE):
        rows.setdefault(int(cell[1:]), []).append(cell)
    board = {}
    for key, entries in player["rows"].items():
        for cell, entry in zip(rows[int(key)], entries, strict=True):
            if entry not in (".", "-", None):
                board[cell] = parse_tile(entry)
    return board


@dataclass
class Counts:
    """Taps per board: (example, board) -> {"tiles": n, "taps": n}; game set-up apart."""
    boards: dict[str, dict[str, int]] = field(default_factory=dict)

    def add(self, key: str, tiles: int, taps: int) -> None:
        self.boards[key] = {"tiles": tiles, "taps": taps}

    def write(self, name: str) -> None:
        record(name, self.boards)


def record(name: str, value: Any) -> None:
    """Adds one measure to tests/serve/screenshots/taps.json (bench/taps.py reads it)."""
    SHOTS.mkdir(exist_ok=True)
    path = SHOTS / "taps.json"
    known = json.loads(path.read_text("utf-8")) if path.exists() else {}
    known[name] = value
    path.write_text(json.dumps(known, indent=1, sort_keys=True), "utf-8")


def start_game(page: Page, game: str, names: list[str], options: dict[str, str],
               file_name: str, ready: str = "#who") -> str:
    """Home → the game's button → names typed, options tapped → Start, then `ready` shown
    (the game's page). Returns the file name."""
    page.open("#/")
    page.tap(f"#new-{game}")
    page.wait_for("#player-1")
    while not page.has(f"#player-{len(names)}"):
        page.tap("#player-add")
    while page.has(f"#player-{len(names) + 1}"):
        page.tap("#player-remove")
    for i, name in enumerate(names, 1):
        page.type(f"#player-{i}", name)
    for option, value in options.items():
        if page.js(f"return document.querySelector('#option-{option}-{value}')"
                   ".getAttribute('aria-pressed')") != "true":
            page.tap(f"#option-{option}-{value}")
    page.type("#file-name", file_name)
    page.tap("#start")
    page.wait_for(ready)
    return str(page.js("return decodeURIComponent(location.hash.split('/')[2])"))


class MondoTypist:
    """Enters Mondo boards tile by tile, choosing per tile the fewest taps among: typing the
    sides (with '= rest' for repeated trailing sides) and the extras, or 'copy last' and
    quarter turns (then fixing the extras)."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.last: Tile | None = None
        self.cell: str | None = None
        self.filled: set[str] = set()

    def begin_board(self) -> None:
        self.cell = None
        self.filled = set()

    def auto_cell(self, layout: list[str]) -> str | None:
        """Where a key or 'copy last' lands without tapping a space (the page's rule)."""
        order = reading_order(layout)
        if self.cell is not None and self.cell not in self.filled:
            return self.cell
        start = order.index(self.cell) + 1 if self.cell else 0
        for k in range(len(order)):
            cell = order[(start + k) % len(order)]
            if cell not in self.filled:
                return cell
        return None

    def enter(self, cell: str, tile: Tile, layout: list[str]) -> None:
        if self.auto_cell(layout) != cell:
            self.page.tap(f"#cell-{cell}")
        self.cell = cell
        plan = self.copy_plan(tile)
        if plan is not None and len(plan) < self.typing_cost(tile):
            for css in plan:
                self.page.tap(css)
            if self.needs_area_tap(tile):
                self.page.tap(f"#area-{tile.area}")
        else:
            self.type_tile(tile)
        self.filled.add(cell)
        self.last = tile
        self.check(cell, tile)

    def typing_cost(self, tile: Tile) -> int:
        upper = tile.sides.upper()
        k = 4
        while k > 1 and upper[k - 1] == upper[k - 2]:
            k -= 1
        keys = k + 1 if 4 - k >= 2 else 4
        splits = sum(1 for s in tile.sides if s.islower())
        extras = sum(x is not None for x in (tile.inner, tile.animal, tile.area))
        return keys + splits + extras + (tile.volcano != "none")

    def type_tile(self, tile: Tile) -> None:
        self.type_sides(tile.sides)
        if tile.inner:
            self.page.tap(f"#inner-{tile.inner}")
        if tile.animal:
            self.page.tap(f"#animal-{tile.animal}")
        if self.needs_area_tap(tile):
            self.page.tap(f"#area-{tile.area}")
        if tile.volcano != "none":
            self.page.tap(f"#volcano-{tile.volcano}")

    def type_sides(self, sides: str) -> None:
        """The side keys N, E, S, W ('= rest' for two or more equal trailing sides), then the
        split sides."""
        upper = sides.upper()
        k = 4
        while k > 1 and upper[k - 1] == upper[k - 2]:
            k -= 1
        if 4 - k < 2:
            k = 4
        for letter in upper[:k]:
            self.page.tap(f"#key-{letter}")
        if k < 4:
            self.page.tap("#key-fill")
        for i, letter in enumerate(sides):
            if letter.islower():
                self.page.tap(f"#split-{SIDES[i]}")

    def needs_area_tap(self, tile: Tile) -> bool:
        return bool(tile.area) and self.page.has(f"#area-{tile.area}") and self.page.js(
            f"return document.querySelector('#area-{tile.area}').getAttribute('aria-pressed')"
        ) != "true"

    def copy_plan(self, tile: Tile) -> list[str] | None:
        if self.last is None:
            return None
        turned = self.last
        for turns in range(4):
            if turned.sides == tile.sides and turned.inner == tile.inner and (
                    tile.area is None or turned.area == tile.area or turned.animal != tile.animal):
                plan = ["#tool-copy"] + ["#tool-rotate"] * turns
                if turned.animal != tile.animal:
                    plan.append(f"#animal-{tile.animal or turned.animal}")
                if turned.volcano != tile.volcano:
                    shown = tile.volcano if tile.volcano != "none" else turned.volcano
                    plan.append(f"#volcano-{shown}")
                return plan
            turned = turned.rotated()
        return None

    def check(self, cell: str, tile: Tile) -> None:
        label = str(self.page.js(
            f"return document.querySelector('#cell-{cell}').getAttribute('aria-label')"))
        written = parse_tile(label.split(": ")[1])
        assert (written.sides, written.inner, written.animal, written.volcano) == (
            tile.sides, tile.inner, tile.animal, tile.volcano), (cell, label, tile)


def enter_rim(page: Page, example: dict[str, Any]) -> None:
    """The back side's border: each rim side tapped round to its landscape."""
    rim = example["board"]["rim"]
    default = rim.get("default", "water")
    if default != "water":
        page.tap(f"#rim-default-{default}")
    buttons = page.js("return [...document.querySelectorAll('[id^=rim-]')]"
                      ".map(b => b.id).filter(id => !id.startsWith('rim-default'))")
    for button_id in buttons:
        _, cell, side = button_id.split("-")
        want = rim.get(f"{cell}:{side}", rim.get(cell, default))
        for _ in range((LANDSCAPES.index(want) - LANDSCAPES.index(default)) % 4):
            page.tap(f"#{button_id}")


def enter_mondo(page: Page, example_path: Path, file_name: str, counts: Counts,
                *, midway: Any = None) -> str:
    """The whole example through the page; `midway(page)` runs after a few tiles."""
    example = read_example(example_path)
    rounds = example["rounds"]
    names = [p["name"] for p in rounds[0]["players"]]
    options = {"rounds": str(len(rounds)), "level": example["level"],
               "side": example.get("side", "front")}
    name = start_game(page, "mondo", names, options, file_name)
    typist = MondoTypist(page)
    page.tap(f"#me-{names[0]}")
    setup = page.taps
    if example.get("water_animals"):
        page.type("#water-name", ", ".join(example["water_animals"]))
        page.tap("#water-add")
    if example.get("side") == "back":
        enter_rim(page, example)
    counts.add("game set-up (species, rim)", 0, page.taps - setup)
    for r, round_ in enumerate(rounds):
        if len(rounds) > 1:
            page.tap(f"#round-tab-{r}")
        before = page.taps
        if round_.get("card"):
            page.tap(f"#card-{round_['card']}")
        for task in round_.get("tasks", []):
            page.tap(f"#layout-{task}")
        counts.add(f"round {r + 1}: card and tasks laid out", 0, page.taps - before)
        for player in round_["players"]:
            before = page.taps
            midway = enter_board(page, typist, player, midway)
            counts.add(f"round {r + 1}, {player['name']}", len(board_of(player)),
                       page.taps - before)
    page.saved()
    return name


def enter_board(page: Page, typist: MondoTypist, player: dict[str, Any], midway: Any) -> Any:
    """One player's board of one round: the tiles, the tasks taken, the chip. Returns `midway`
    if it has not run yet."""
    if page.js(f"return document.querySelector('#me-{player['name']}')"
               ".getAttribute('aria-pressed')") != "true":
        page.tap(f"#me-{player['name']}")
    typist.begin_board()
    board = board_of(player)
    for k, cell in enumerate(c for c in reading_order(GLOBE) if c in board):
        typist.enter(cell, board[cell], list(GLOBE))
        if cell in player.get("preplaced", []):
            page.tap("#tool-preplaced")
        if midway is not None and k == len(board) // 2:
            midway(page)
            midway = None
    for task in player.get("tasks", []):
        page.tap(f"#task-{task}")
    chip = player.get("chip")
    if chip not in (None, "none"):
        page.tap(f"#chip-{chip}")
    return midway

def flower_tile(entry: Any) -> tuple[str, str, str]:
    if isinstance(entry, str):
        colour, back, value = entry.lower().split()
        return colour, back, value
    value = f"x{entry['multiplier']}" if "multiplier" in entry else str(entry["flowers"])
    return entry["colour"].lower(), entry["back"], value


def enter_flowers(page: Page, example_path: Path, file_name: str, counts: Counts) -> str:
    """A final tableau through the page: per tile its colour, back and value; the hand by the
    stepper (a new file starts at 1)."""
    example = read_example(example_path)
    names = [p["name"] for p in example["players"]]
    name = start_game(page, "flowers", names, {}, file_name)
    page.tap(f"#me-{names[0]}")
    if example.get("colours"):
        before = page.taps
        page.type("#palette-names", ", ".join(example["colours"]))
        page.tap("#palette-set")
        counts.add("game set-up (palette)", 0, page.taps - before)
    for player in example["players"]:
        before = page.taps
        if page.js(f"return document.querySelector('#me-{player['name']}')"
                   ".getAttribute('aria-pressed')") != "true":
            page.tap(f"#me-{player['name']}")
        for entry in player["tiles"]:
            colour, back, value = flower_tile(entry)
            page.tap(f"#colour-{colour}")
            page.tap(f"#back-{back}")
            page.tap(f"#value-{value}")
        for _ in range(player["hand"] - 1):
            page.tap("#hand-plus")
        counts.add(player["name"], len(player["tiles"]), page.taps - before)
    page.saved()
    return name
