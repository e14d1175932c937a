"""World Wonders on the page of `boardscore serve` in a real browser (issue 27): headless
Chromium at 390×844 on the server at 127.0.0.1. The map is drawn once and saved as a named map
in the served folder, then reused by the later games; every bundled example's cities are built
piece by piece by taps alone (names typed) and score exactly as the command line scores the
same cities; two phones build two cities at once; a piece is moved and removed; on side B each
player saves their own map, and a taken name is replaced only when asked; axe-core finds
no serious or critical violation; screenshots go to tests/serve/screenshots/ and the taps per
city to taps.json there (bench/taps.py prints them)."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import yaml
from browser_tools import (
    ROOT,
    Page,
    Server,
    cli_json,
    module_server,
    new_browser,
    phone_per_test,
)
from entering import read_example, record, start_game
from selenium.webdriver.remote.webdriver import WebDriver

pytestmark = pytest.mark.slow

EXAMPLES = sorted((ROOT / "examples" / "world-wonders").glob("*.yaml"))
SIZES = {"long_road": 4, "short_road": 2, "tower": 1}
BUILDINGS = ("library", "farm", "housing", "market", "temple")


server = module_server("table")
driver = phone_per_test()


# ---- the cities as the examples write them ----------------------------------------------------

def cells_of(value: Any) -> list[str]:
    """A `cells` value as cell names, runs expanded (rules §3.3)."""
    tokens = value.replace(",", " ").split() if isinstance(value, str) else [str(v) for v in value]
    out: list[str] = []
    for token in tokens:
        if "-" not in token:
            out.append(token.upper())
            continue
        a, b = (parse_cell(t) for t in token.split("-"))
        steps = max(abs(b[0] - a[0]), abs(b[1] - a[1]))
        dc, dr = (b[0] > a[0]) - (b[0] < a[0]), (b[1] > a[1]) - (b[1] < a[1])
        out += [cell_name(a[0] + dc * i, a[1] + dr * i) for i in range(steps + 1)]
    return out


def parse_cell(name: str) -> tuple[int, int]:
    return ord(name[0].upper()) - 65, int(name[1:]) - 1


def cell_name(col: int, row: int) -> str:
    return f"{chr(65 + col)}{row + 1}"


def grid_rows(value: Any) -> list[str]:
    lines = value.splitlines() if isinstance(value, str) else [str(v) for v in value]
    return [line.strip() for line in lines if line.strip()]


def pieces_of(player: dict[str, Any]) -> list[dict[str, Any]]:
    """The player's pieces in file order; a drawing as the pieces it stands for (rules §3.4:
    in order of first appearance, every tower cell its own tower), without their ids."""
    if "pieces" in player:
        return [{**p, "cells": cells_of(p["cells"])} for p in player["pieces"]]
    legend = {str(k): str(v) for k, v in player["legend"].items()}
    order: list[str] = []
    where: dict[str, list[str]] = {}
    for r, row in enumerate(grid_rows(player["drawing"])):
        for c, ch in enumerate(row):
            if ch in ".~*":
                continue
            if ch not in where:
                where[ch] = []
                order.append(ch)
            where[ch].append(cell_name(c, r))
    pieces: list[dict[str, Any]] = []
    for ch in order:
        what = legend[ch]
        if what == "tower":
            pieces += [{"kind": "tower", "cells": [cell]} for cell in where[ch]]
        elif what in SIZES:
            pieces.append({"kind": what, "cells": where[ch]})
        elif what in BUILDINGS:
            pieces.append({"kind": "building", "type": what, "cells": where[ch]})
        else:
            pieces.append({"kind": "monument", "name": what, "cells": where[ch]})
    return pieces


def cards_of(player: dict[str, Any]) -> dict[str, int]:
    cards = player.get("monuments") or {}
    if isinstance(cards, list):
        return {c["name"]: c["rings"] for c in cards}
    return dict(cards)


def twin(example: Path, folder: Path) -> Path:
    """The example with every city as a list of pieces without ids (a drawing's pieces are
    named by their letters) and the side said (`new` writes it): the same cities, which the
    page builds; every point is the example's (asserted by the caller)."""
    data = read_example(example)
    same = copy.deepcopy(data)
    same.setdefault("side", "A")
    for player in same["players"]:
        pieces = pieces_of(player)
        player.pop("drawing", None)
        player.pop("legend", None)
        player["pieces"] = pieces
    path = folder / f"twin-{example.stem}.yaml"
    path.write_text(yaml.safe_dump(same, sort_keys=False, allow_unicode=True), "utf-8")
    return path


def points(result: dict[str, Any]) -> Any:
    """What a result says in numbers: every line's points, totals, ranks, winners, tie-breaks."""
    return ([(p["name"], [(line["category"], line["points"]) for line in p["lines"]],
              p["total"], p["rank"]) for p in result["players"]],
            result["winners"], [(s["players"], s["values"], s["outcome"])
                                for s in result["tiebreak"]])


# ---- entering by taps ---------------------------------------------------------------------------

@dataclass
class Taps:
    """Taps per city (its covered cells), per sheet, and for the set-up (map, cards)."""
    rows: dict[str, dict[str, int]] = field(default_factory=dict)

    def add(self, key: str, cells: int, taps: int) -> None:
        self.rows[key] = {"cells": cells, "taps": taps}


class Builder:
    """One phone building cities: the piece chosen, the piece still open (the page's rule: a
    piece stays open until it has its cells, another piece is chosen or Done is tapped)."""

    def __init__(self, page: Page, vocabulary: dict[str, Any]) -> None:
        self.page = page
        self.kind: str | None = None
        self.monument: str | None = None
        self.open: list[str] = []
        self.ids: dict[str, dict[str, Any]] = {normal(m["name"]): m for m in
                                               vocabulary["monuments"]}
        self.ids |= {normal(m["id"]): m for m in vocabulary["monuments"]}

    def monument_of(self, name: str) -> dict[str, Any]:
        key = normal(name)
        return self.ids[key] if key in self.ids else self.ids[{"theatre": "theater"}.get(key)
                                                                  or key]

    def place(self, piece: dict[str, Any]) -> None:
        kind = piece["type"] if piece["kind"] == "building" else piece["kind"]
        cells = piece["cells"]
        if kind != self.kind:
            self.page.tap(f"#kind-{kind}")
            self.kind, self.open = kind, []
        elif self.open and kind != "monument":
            self.page.tap("#piece-done")
            self.open = []
        if kind == "monument":
            monument = self.monument_of(piece["name"])
            if monument["name"] != self.monument:
                self.page.tap(f"#monument-{monument['id']}")
                self.monument = monument["name"]
            for cell in cells:
                self.page.tap(f"#cell-{cell}")
            return
        for cell in ends(cells):
            self.page.tap(f"#cell-{cell}")
        self.open = cells if len(cells) < SIZES.get(kind, 99) else []

    def city(self, player: dict[str, Any]) -> None:
        for piece in pieces_of(player):
            self.place(piece)

    def sheet(self, player: dict[str, Any]) -> None:
        for resource, value in player["resources"].items():
            self.count(f"track-{resource}", value)
        population = player["population"]
        self.count("population", population if isinstance(population, int) else
                   population.get("rings", population.get("space", 0)))
        if player.get("unpaid_loan"):
            self.page.tap("#loan")
        for name, rings in cards_of(player).items():
            self.count(f"rings-{self.monument_of(name)['id']}", rings, start=1, fives=False)

    def count(self, stepper: str, value: int, start: int = 0, fives: bool = True) -> None:
        shown = int(self.page.js(f"return document.querySelector('#{stepper}-value').textContent"))
        assert shown == start, (stepper, shown)
        while fives and value - shown >= 5:
            self.page.tap(f"#{stepper}-plus5")
            shown += 5
        for _ in range(value - shown):
            self.page.tap(f"#{stepper}-plus")


def normal(name: str) -> str:
    import unicodedata

    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    words = "".join(c if c.isalnum() else "_" for c in plain).strip("_")
    while "__" in words:
        words = words.replace("__", "_")
    return words.removeprefix("the_")


def ends(cells: list[str]) -> list[str]:
    """The cells to tap: a straight run of 3 or more by its two ends (the page fills it)."""
    if len(cells) < 3:
        return cells
    points_ = [parse_cell(c) for c in cells]
    cols, rows = {p[0] for p in points_}, {p[1] for p in points_}
    expected = cells_of(f"{cells[0]}-{cells[-1]}")
    if (len(cols) == 1 or len(rows) == 1) and expected == cells:
        return [cells[0], cells[-1]]
    return cells


def draw_or_use_map(page: Page, name: str, rows: list[str]) -> None:
    """The saved map if the folder has it; else drawn with the brushes and saved."""
    page.wait_for("#map")
    if page.has("#map-change"):
        page.tap("#map-change")
    listed = "return !document.querySelector('#map').textContent.includes('Loading')"
    page.wait_until(lambda: page.has(f"#map-use-{name}") or bool(page.js(listed)),
                    what="the saved maps listed")
    if page.has(f"#map-use-{name}"):
        page.tap(f"#map-use-{name}")
        return
    for brush, char in (("water", "~"), ("resource", "*")):
        page.tap(f"#brush-{brush}")
        for r, row in enumerate(rows):
            for c, ch in enumerate(row):
                if ch == char:
                    page.tap(f"#tcell-{cell_name(c, r)}")
    page.type("#map-name", name)
    page.tap("#map-save")
    page.wait_until(lambda: page.has("#map-change"), what="the map saved and used")


def vocabulary(server: Server) -> dict[str, Any]:
    games = server.api("api/games")
    entry: dict[str, Any] = next(g for g in games if g["id"] == "world-wonders")["vocabulary"]
    return entry


def enter_example(server: Server, page: Page, example: Path, file_name: str,
                  taps: Taps) -> str:
    data = read_example(example)
    names = [p["name"] for p in data["players"]]
    options = {"side": data.get("side", "A")}
    if "objectives" in data:
        options["objectives"] = "3"
    if "solo" in data:
        options["solo"] = data["solo"]["difficulty"]
    name = start_game(page, "world-wonders", names, options, file_name)
    page.tap(f"#me-{names[0]}")
    before = page.taps
    terrain = data["players"][0]["terrain"]
    draw_or_use_map(page, terrain, grid_rows(data["terrains"][terrain]))
    taps.add("map", 0, page.taps - before)  # drawn once, then the saved one used
    builder = Builder(page, vocabulary(server))
    before = page.taps
    if "objectives" in data:
        objectives(page, data["objectives"])
    if "solo" in data:
        automaton(page, builder, data["solo"])
    taps.add("cards", 0, page.taps - before)  # objectives, the Automaton's monuments
    for player in data["players"]:
        before = page.taps
        if page.js(f"return document.querySelector('#me-{player['name']}')"
                   ".getAttribute('aria-pressed')") != "true":
            page.tap(f"#me-{player['name']}")
        builder.kind, builder.open, builder.monument = None, [], None
        builder.city(player)
        covered = sum(len(p["cells"]) for p in pieces_of(player))
        taps.add(player["name"], covered, page.taps - before)
        before = page.taps
        builder.sheet(player)
        taps.add(f"{player['name']}: sheet", 0, page.taps - before)
    page.saved()
    return name


def objectives(page: Page, cards: list[dict[str, Any]]) -> None:
    for i, card in enumerate(cards, 1):
        kind = f"#obj{i}-kind-{card['kind']}"
        if page.js(f"return document.querySelector('{kind}').getAttribute('aria-pressed')") \
                != "true":
            page.tap(kind)
        for key in ("type", "resource"):
            if key in card:
                page.tap(f"#obj{i}-{key}-{card[key]}")
        for key in ("first", "second", "value"):
            if key not in card:
                continue
            shown = int(page.js(f"return document.querySelector('#obj{i}-{key}-value')"
                                ".textContent"))
            step = "plus" if card[key] > shown else "minus"
            for _ in range(abs(card[key] - shown)):
                page.tap(f"#obj{i}-{key}-{step}")


def automaton(page: Page, builder: Builder, solo: dict[str, Any]) -> None:
    for name, rings in (solo.get("automaton_monuments") or {}).items():
        monument = builder.monument_of(name)
        page.tap(f"#automaton-{monument['id']}")
        for _ in range(rings - 1):
            page.tap(f"#automaton-rings-{monument['id']}-plus")


def placeless(result: dict[str, Any]) -> dict[str, Any]:
    """A result without its file, and its warnings without file, line and column (two files
    of the same cities have their lines where they are)."""
    same = {key: value for key, value in result.items() if key != "file"}
    same["warnings"] = [{k: v for k, v in w.items() if k not in ("file", "line", "column")}
                        for w in result["warnings"]]
    return same


def assert_same_result(server: Server, name: str, example: Path) -> None:
    """The saved file scores exactly as the same cities in the command line (the twin), and
    every point as the bundled example; the API's result is the command line's."""
    saved = cli_json(server.folder / name)
    assert placeless(saved) == placeless(cli_json(twin(example, server.folder)))
    assert points(saved) == points(cli_json(example))
    answer = server.api(f"api/files/{name}/result")
    assert placeless(answer["result"]) == placeless(saved)
    assert answer["result"]["warnings"] == [{**w, "file": name} for w in saved["warnings"]]


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_world_wonders_example_built_by_taps(server: Server, driver: WebDriver,
                                             example: Path) -> None:
    page = Page(driver, server.base)
    taps = Taps()
    name = enter_example(server, page, example, f"ww-{example.stem}.yaml", taps)
    page.js("document.querySelector('#city').scrollIntoView()")
    page.screenshot(f"world-wonders-{example.stem}")
    record(f"world-wonders/{example.name}", taps.rows)
    assert_same_result(server, name, example)
    page.open(f"#/file/{name}/result")
    page.wait_for("table.itemized")
    page.screenshot(f"result-world-wonders-{example.stem}")


def test_two_phones_build_two_cities_at_once(server: Server) -> None:
    """Ana and Ben each on their own phone, piece after piece in turn, on the saved map: both
    cities are kept, and the file scores as the example's first two cities."""
    example = ROOT / "examples" / "world-wonders" / "three-players-base.yaml"
    data = read_example(example)
    two = {**data, "players": data["players"][:2]}
    phones = [new_browser(), new_browser()]
    try:
        ana, ben = (Page(phone, server.base) for phone in phones)
        name = start_game(ana, "world-wonders", ["Ana", "Ben"], {"side": "A"}, "two-phones.yaml")
        ben.open(f"#/file/{name}")
        ana.tap("#me-Ana")
        draw_or_use_map(ana, "side-a", grid_rows(data["terrains"]["side-a"]))
        ben.tap("#me-Ben")
        ben.wait_until(lambda: ben.has("#cell-A1") and "side-a" in str(ben.js(
            "return document.querySelector('#map-summary').textContent")), what="Ana's map")
        words = vocabulary(server)
        builders = [Builder(ana, words), Builder(ben, words)]
        queues = [pieces_of(p) for p in two["players"]]
        while any(queues):
            for builder, queue in zip(builders, queues, strict=True):
                if queue:
                    builder.place(queue.pop(0))
        for builder, player in zip(builders, two["players"], strict=True):
            builder.sheet(player)
        ana.saved()
        ben.saved()
        folder = server.folder
        (folder / "two-example.yaml").write_text(yaml.safe_dump(two, sort_keys=False), "utf-8")
        assert_same_result(server, name, folder / "two-example.yaml")
    finally:
        for phone in phones:
            phone.quit()


def test_a_piece_moved_removed_and_errors_where_they_are(server: Server,
                                                          driver: WebDriver) -> None:
    """A tower tapped away from everything can never be placed: its cell is marked and the
    picture shows it as render draws it; moved next to the road, it is placed; removed, it is
    gone from the file. Two touching farms stay two pieces."""
    page = Page(driver, server.base)
    data = read_example(ROOT / "examples" / "world-wonders" / "three-players-base.yaml")
    start_game(page, "world-wonders", ["Ann", "Bob"], {"side": "A"}, "fixes.yaml")
    page.tap("#me-Ann")
    draw_or_use_map(page, "side-a", grid_rows(data["terrains"]["side-a"]))
    page.tap("#kind-long_road")
    page.tap("#cell-A5")
    page.tap("#cell-A8")
    page.tap("#kind-farm")
    page.tap("#cell-B8")
    page.tap("#cell-C8")
    page.tap("#piece-done")
    page.tap("#cell-B7")
    page.tap("#cell-C7")
    page.tap("#kind-tower")
    page.tap("#cell-F2")
    page.wait_until(lambda: page.has("#cell-F2.bad"), what="the unsupported tower marked")
    label = str(page.js("return document.querySelector('#cell-F2').getAttribute('aria-label')"))
    assert label == "F2: tower #4 (F2), error"
    page.tap("#cell-F2")
    message = str(page.js("return document.querySelector('#piece-selected').textContent"))
    assert "Ann: tower #4 (F2) can never be placed: no piece that could come before it is " \
        "next to it" in message
    page.wait_until(lambda: "tower #4 can never be placed" in str(page.js(
        "const img = document.querySelector('#picture img');"
        "return img ? decodeURIComponent(img.src) : ''")),
        what="the tower red in the picture")
    page.screenshot("world-wonders-error-on-the-cell")
    page.tap("#piece-move")
    page.tap("#cell-B6")
    page.wait_until(lambda: not page.has(".wc.bad"), what="the error gone")
    page.saved()
    pieces = server.api("api/files/fixes.yaml")["document"]["players"][0]["pieces"]
    assert pieces == [
        {"kind": "long_road", "cells": ["A5", "A6", "A7", "A8"]},
        {"kind": "building", "type": "farm", "cells": ["B8", "C8"]},
        {"kind": "building", "type": "farm", "cells": ["B7", "C7"]},
        {"kind": "tower", "cells": ["B6"]}]
    page.wait_for("#piece-selected")  # the piece moved stays chosen
    page.tap("#piece-remove")
    page.saved()
    pieces = server.api("api/files/fixes.yaml")["document"]["players"][0]["pieces"]
    assert [p["kind"] for p in pieces] == ["long_road", "building", "building"]
    # two touching farms stay two tiles: the one at the sidewalk is closed, the other open
    result = server.api("api/files/fixes.yaml/result")["result"]
    districts = next(line for line in result["players"][0]["lines"]
                     if line["category"] == "city_districts")
    assert (districts["points"], districts["detail"]) == (1, "farm #2")


def test_no_serious_accessibility_violation(server: Server, driver: WebDriver) -> None:
    page = Page(driver, server.base)
    data = read_example(ROOT / "examples" / "world-wonders" / "three-players-advanced.yaml")
    start_game(page, "world-wonders", ["Ann", "Bob"], {"side": "B", "objectives": "3"},
               "axe-ww.yaml")
    page.tap("#me-Ann")
    page.wait_for("#map-save")
    page.screenshot("world-wonders-map")
    found = {"map": page.axe()}
    draw_or_use_map(page, "side-a", grid_rows(data["terrains"]["side-a"]))
    builder = Builder(page, vocabulary(server))
    builder.city(data["players"][0])
    builder.sheet(data["players"][0])
    page.tap("#cell-I1")
    page.saved()
    page.screenshot("world-wonders-city")
    page.js("document.querySelector('#whole').scrollIntoView()")
    page.screenshot("world-wonders-objectives")
    page.wait_for("#picture img")
    page.js("document.querySelector('#picture').scrollIntoView()")
    page.screenshot("world-wonders-picture")
    found["city"] = page.axe()
    assert {where: [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3])
                    for v in violations]
            for where, violations in found.items()} == {where: [] for where in found}


def test_side_b_each_players_own_map_never_overwritten_unseen(server: Server,
                                                              driver: WebDriver) -> None:
    """Side B: each player draws (or picks) their own map; a name that is taken is refused
    until the player chooses Replace, which sends the version it replaces."""
    page = Page(driver, server.base)
    name = start_game(page, "world-wonders", ["Ann", "Bob"], {"side": "B"}, "side-b.yaml")
    page.tap("#me-Ann")
    page.wait_for("#map-save")
    page.tap("#tcell-B2")
    page.type("#map-name", "pond")
    page.tap("#map-save")
    page.wait_for("#map-change")
    page.tap("#me-Bob")
    page.wait_for("#map-save")
    page.tap("#tcell-C3")
    page.type("#map-name", "pond")
    page.tap("#map-save")
    page.wait_until(lambda: "pond exists already" in str(page.js(
        "const p = document.querySelector('#map-problem'); return p ? p.textContent : ''")),
        what="the taken name refused")
    assert (server.folder / "maps" / "pond.terrain.txt").read_text("utf-8").splitlines()[1] \
        == ".~.........."
    page.type("#map-name", "pond-b")
    page.tap("#map-save")
    page.wait_for("#map-change")
    page.tap("#map-change")
    page.tap("#tcell-D4")
    page.type("#map-name", "pond-b")
    page.tap("#map-save")
    page.tap("#map-replace")
    page.wait_for("#map-change")
    page.saved()
    document = server.api(f"api/files/{name}")["document"]
    assert [p["terrain"] for p in document["players"]] == ["pond", "pond-b"]
    assert sorted(document["terrains"]) == ["pond", "pond-b"]
    rows = grid_rows(document["terrains"]["pond-b"])
    assert (rows[2][2], rows[3][3]) == ("~", "~")
    assert document["terrains"]["pond-b"] == \
        (server.folder / "maps" / "pond-b.terrain.txt").read_text("utf-8")
    assert grid_rows(document["terrains"]["pond"])[1] == ".~.........."


def test_a_french_phone_names_monuments_and_objectives_in_french(server: Server) -> None:
    """The buttons show the catalogue's French names (« Colisée », « la plus longue route »);
    the file keeps the ids and English names the command line writes."""
    driver = new_browser("fr")
    try:
        page = Page(driver, server.base)
        data = read_example(ROOT / "examples" / "world-wonders" / "three-players-advanced.yaml")
        name = start_game(page, "world-wonders", ["Léa", "Tom"], {"side": "A",
                                                                 "objectives": "3"},
                          "ww-fr.yaml")
        page.tap("#me-Léa")
        draw_or_use_map(page, "side-a", grid_rows(data["terrains"]["side-a"]))
        text = "return document.querySelector(arguments[0]).textContent"
        page.tap("#kind-monument")
        page.wait_for("#monument-colosseum")
        assert page.js(text, "#monument-colosseum") == "Colisée"
        assert page.js(text, "#obj1-kind-longest_road") == "la plus longue route"
        page.tap("#monument-colosseum")
        page.tap("#cell-I1")
        page.saved()
        page.screenshot("world-wonders-french")
        pieces = server.api(f"api/files/{name}")["document"]["players"][0]["pieces"]
        assert [(p["kind"], p["name"]) for p in pieces if p["kind"] == "monument"] == [
            ("monument", "The Colosseum")]
    finally:
        driver.quit()
