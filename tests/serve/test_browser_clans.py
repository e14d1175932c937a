"""Clans on the page of `boardscore serve` in a real browser (issue 27, item 2): headless
Chromium at 390×844 on the server at 127.0.0.1.

- Every bundled replay is recorded as it would be at the table, by taps alone on the map: the
  clans, the setup (a colour, then its territories), then each move (from, to; the order when
  a move founds several villages across an epoch end or past the 12th). Each move's target
  must be among those the page offers (a refusal of a legal move is counted: goal 0). The
  saved file scores exactly as the example, the full result shows its totals, and a reload a
  third of the way through loses nothing.
- Every bundled village record is marked after play: each village's territory (or terrain),
  founder and huts in founding order, and the track typed in (a wrong value first: F8 shows
  both sides). The saved file scores exactly as the example.
- An illegal move is refused in the rules' words; undo takes the last move back.
- axe-core finds no serious or critical violation; screenshots go to tests/serve/screenshots/,
  the taps to taps.json there (bench/taps.py)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import pytest
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

CLANS = ("red", "blue", "green", "yellow", "black")
DEFAULT_CLANS = ("red", "blue", "green", "yellow")  # what `new clans` gives the seats
REPLAYS = sorted((ROOT / "examples" / "clans").glob("*-replay.yaml"))
RECORDS = sorted((ROOT / "examples" / "clans").glob("*-record.yaml"))
FRESH = '#clans[data-fresh="yes"]'


server = module_server("clans")
driver = phone_per_test()


def start_clans(page: Page, names: list[str], form: str, file_name: str) -> str:
    """Home → Clans → names typed, the form tapped → Start: the recorder opens."""
    return start_game(page, "clans", names, {"form": form}, file_name, ready=FRESH)


def choose_clans(page: Page, players: list[dict[str, str]]) -> int:
    """Each clan card that differs from the seat's default; the taps it took."""
    before = page.taps
    for i, player in enumerate(players):
        if player["clan"] != DEFAULT_CLANS[i]:
            page.tap(f"{FRESH} #clan-{i}-{player['clan']}")
    return page.taps - before


def setup_of(example: dict[str, Any]) -> dict[int, str]:
    setup = example["setup"]
    if isinstance(setup, list):
        return {5 * r + k: clan for r, clans in enumerate(setup) for k, clan in enumerate(clans)}
    return {int(key): clan for key, clan in setup.items()}


def enter_setup(page: Page, setup: dict[int, str]) -> int:
    """A colour (the first is chosen already), then its territories, for four colours: the
    page places the fifth (each region's last territory takes the colour it lacks). The taps
    it took."""
    before = page.taps
    for clan in CLANS[:-1]:
        if page.js(f"return document.querySelector('#colour-{clan}')"
                   ".getAttribute('aria-pressed')") != "true":  # the first is chosen at first
            page.tap(f"{FRESH} #colour-{clan}")
        for territory in sorted(n for n, c in setup.items() if c == clan):
            page.tap(f"{FRESH} #t-{territory}")
    page.wait_for('#clans[data-fresh="yes"][data-phase="play"]')
    return page.taps - before


def move_of(entry: Any) -> tuple[int, int, list[int]]:
    if isinstance(entry, list):
        return entry[0], entry[1], list(entry[2]) if len(entry) > 2 else []
    return entry["from"], entry["to"], list(entry.get("order", []))


def classes(page: Page, territory: int) -> list[str]:
    return str(page.js(f"return document.querySelector('#t-{territory}').className")).split()


def play_moves(page: Page, moves: list[Any], shots: str,
               midway: Callable[[Page], None] | None = None) -> dict[str, int]:
    """Each move: from, then to (which must be offered), then the order if asked;
    `midway(page)` after a third of them."""
    counts = {"moves": 0, "taps": 0, "order taps": 0, "refused wrongly": 0}
    for number, entry in enumerate(moves, 1):
        source, target, order = move_of(entry)
        before = page.taps
        page.tap(f"{FRESH} #t-{source}")
        if "from" not in classes(page, source) or "target" not in classes(page, target):
            counts["refused wrongly"] += 1
        page.tap(f"{FRESH} #t-{target}")
        counts["taps"] += page.taps - before
        counts["moves"] += 1
        if order:
            page.wait_for("#order-question")
            if counts["order taps"] == 0:
                page.screenshot(f"{shots}-order-question")
            before = page.taps
            for territory in order[:-1]:
                page.tap(f"#order-{territory}")
            counts["order taps"] += page.taps - before
        page.wait_until(partial(recorded, page, number), what=f"move {number} recorded")
        if number == len(moves) // 2:
            page.screenshot(f"{shots}-midgame")
        if midway is not None and number == len(moves) // 3:
            midway(page)
    return counts


def recorded(page: Page, count: int) -> bool:
    """The page holds `count` moves, has their state of play and asks nothing."""
    ready = page.js("const c = document.querySelector('#clans');"
                    "return !!c && c.dataset.fresh === 'yes'"
                    " && !document.querySelector('#order-question')")
    return bool(ready) and saved_moves(page) == count


def saved_moves(page: Page) -> int:
    """How many moves the page holds (the session's document, as it saves it)."""
    return int(page.js("const s = JSON.parse(localStorage.getItem("
                       "Object.keys(localStorage).find(k => k.startsWith('bs:file:'))));"
                       "return (s.doc.moves || []).length;"))


def assert_same_result(server: Server, name: str, example: Path, page: Page) -> None:
    page.saved()
    assert cli_json(server.folder / name) == cli_json(example)


@pytest.mark.parametrize("example", REPLAYS, ids=lambda p: p.stem)
def test_replay_recorded_move_by_move(server: Server, driver: WebDriver, example: Path) -> None:
    data = read_example(example)
    page = Page(driver, server.base)
    name = start_clans(page, [p["name"] for p in data["players"]], "replay",
                       f"clans-{example.stem}.yaml")
    clans_taps = choose_clans(page, data["players"])
    setup_taps = enter_setup(page, setup_of(data))
    page.screenshot(f"clans-{example.stem}-first-move")
    counts = play_moves(page, data["moves"], f"clans-{example.stem}", midway=reload)
    page.wait_for('#clans[data-phase="over"]')
    page.screenshot(f"clans-{example.stem}-over")
    record(f"clans/{example.name}", {"clans": clans_taps, "setup": setup_taps, **counts})
    assert counts["refused wrongly"] == 0
    assert_same_result(server, name, example, page)
    shown = page.js("return [...document.querySelectorAll('#running-scores tbody tr')]"
                    ".map(r => r.lastElementChild.textContent)")
    expected = cli_json(example)
    assert shown[:len(expected["players"])] == [str(p["total"]) for p in expected["players"]]
    page.tap("#to-result")
    page.wait_for("table.itemized")
    page.wait_until(lambda: page.js(
        "return [...document.querySelectorAll('table.itemized tfoot tr:first-child td')]"
        ".map(td => td.textContent)") == [f"+{p['total']}" for p in expected["players"]],
        what="the full result's totals")


def reload(page: Page) -> None:
    """A reload in the middle of the game (a locked phone, a closed tab): nothing is lost."""
    before = saved_moves(page)
    page.saved()
    page.driver.refresh()
    page.wait_for(FRESH)
    assert saved_moves(page) == before


def enter_village(page: Page, village: dict[str, Any], players: list[str]) -> None:
    if "territory" in village:
        page.tap(f"{FRESH} #t-{village['territory']}")
    else:
        page.tap(f"{FRESH} #terrain-{village['terrain']}")
    page.tap(f"{FRESH} #founder-{village['founder']}")
    for clan, count in village["huts"].items():
        for _ in range(count):
            page.tap(f"{FRESH} #huts-{clan}-plus")
    del players


def type_track(page: Page, clan: str, value: int) -> None:
    page.type(f"#track-{clan}", str(value))
    page.js("document.activeElement.blur()")


@pytest.mark.parametrize("example", RECORDS, ids=lambda p: p.stem)
def test_record_marked_after_play(server: Server, driver: WebDriver, example: Path) -> None:
    data = read_example(example)
    names = [p["name"] for p in data["players"]]
    page = Page(driver, server.base)
    name = start_clans(page, names, "record", f"clans-{example.stem}.yaml")
    clans_taps = choose_clans(page, data["players"])
    before = page.taps
    for village in data["villages"]:
        enter_village(page, village, names)
    village_taps = page.taps - before
    page.screenshot(f"clans-{example.stem}-villages")
    track = data["track"]
    first = next(iter(track))
    type_track(page, first, track[first] - 1)  # a slip: F8 shows both sides
    page.wait_until(lambda: "F8" in str(page.js(
        "return document.querySelector('#clans-track').textContent")), what="F8 shown")
    row = page.js("return [...document.querySelectorAll('#track-table tbody tr')]"
                  ".find(r => r.classList.contains('mismatch')).textContent")
    assert str(track[first]) in row
    message = page.js("return document.querySelector('#clans-track .diagnostics').textContent")
    assert (f"track: {first} is at {track[first] - 1} on the board, but the villages give "
            f"{track[first]}") in message
    page.screenshot(f"clans-{example.stem}-track-f8")
    for clan, value in track.items():
        type_track(page, clan, value)
    page.wait_until(lambda: not page.has("#track-table tr.mismatch") and "F8" not in str(
        page.js("return document.querySelector('#clans-track').textContent")), what="agrees")
    huts = sum(sum(v["huts"].values()) for v in data["villages"])
    record(f"clans/{example.name}", {"clans": clans_taps, "villages": len(data["villages"]),
                                     "huts": huts, "village taps": village_taps})
    assert_same_result(server, name, example, page)


def test_illegal_move_refused_in_the_rules_words_and_undo(server: Server,
                                                          driver: WebDriver) -> None:
    """§11.9's game: at move 1 every territory holds one hut, so 0 → 30 (not neighbours) is
    refused with B8's words; 0's targets are 1, 2 and 3. Then 48 → 45 is played and undone."""
    data = read_example(ROOT / "examples" / "clans" / "three-players-replay.yaml")
    page = Page(driver, server.base)
    start_clans(page, ["Ann", "Ben", "Cleo"], "replay", "clans-refusal.yaml")
    enter_setup(page, setup_of(data))
    page.tap(f"{FRESH} #t-0")
    offered = page.js("return [...document.querySelectorAll('.terr.target')].map(b => b.id)")
    assert offered == ["t-1", "t-2", "t-3"]
    page.tap(f"{FRESH} #t-30")
    page.wait_for("#refused")
    assert page.js("return document.querySelector('#refused').textContent") == (
        "move 1: 0 (steppe, A1) and 30 (mountain, J3) are not neighbours; neighbours of 0 "
        "(steppe, A1): 1, 2, 3")
    page.screenshot("clans-refused")
    page.tap(f"{FRESH} #t-0")  # chosen again: no source any more
    page.tap(f"{FRESH} #t-48")
    page.tap(f"{FRESH} #t-45")
    page.tap("#t-3")  # at once, the state of play perhaps still on its way: not lost
    page.wait_for('#clans[data-fresh="yes"] #t-3.from')
    page.wait_until(lambda: saved_moves(page) == 1, what="one move")
    assert "Ben" in str(page.js("return document.querySelector('#clans-move h2').textContent"))
    page.tap(f"{FRESH} #t-3")  # chosen again: none
    page.tap(f"{FRESH} #t-48")  # empty now: why, in the rules' words
    assert page.js("return document.querySelector('#refused').textContent") == (
        "move 2: 48 (forest, A8) is empty (its huts left in move 1); a move takes the huts of "
        "an occupied territory")
    page.tap(f"{FRESH} #undo")
    page.wait_until(lambda: saved_moves(page) == 0, what="undone")
    page.saved()
    assert server.api("api/files/clans-refusal.yaml")["document"]["moves"] == []
    # Enlarged, the map is wider than the phone, its territories bigger to tap, and it scrolls
    # sideways (the page itself does not); a move is still two taps.
    fitted = page.js("return document.querySelector('#t-0').getBoundingClientRect().width")
    page.tap("#map-zoom")
    page.wait_for('#map-zoom[aria-pressed="true"]')
    assert page.js("return document.querySelector('#clans-map').clientWidth") > 390
    assert page.js("return document.querySelector('#t-0').getBoundingClientRect().width") > (
        1.5 * fitted)
    assert page.js("return document.documentElement.scrollWidth") <= 390
    page.screenshot("clans-map-enlarged")
    page.tap(f"{FRESH} #t-48")
    page.tap(f"{FRESH} #t-45")
    page.wait_until(lambda: saved_moves(page) == 1, what="a move on the enlarged map")


def test_no_serious_accessibility_violation(server: Server, driver: WebDriver) -> None:
    data = read_example(ROOT / "examples" / "clans" / "three-players-replay.yaml")
    page = Page(driver, server.base)
    found: dict[str, list[Any]] = {}
    start_clans(page, ["Ann", "Ben", "Cleo"], "replay", "clans-axe.yaml")
    page.tap(f"{FRESH} #colour-red")
    page.tap(f"{FRESH} #t-0")
    page.wait_for(FRESH)
    page.screenshot("clans-setup")
    found["setup"] = page.axe()
    for territory in range(1, 60):
        if setup_of(data)[territory] == "red":
            page.tap(f"{FRESH} #t-{territory}")
    for clan in CLANS[1:-1]:
        page.tap(f"{FRESH} #colour-{clan}")
        for territory in sorted(n for n, c in setup_of(data).items() if c == clan):
            page.tap(f"{FRESH} #t-{territory}")
    page.wait_for('#clans[data-fresh="yes"][data-phase="play"]')
    play_moves(page, data["moves"][:35], "clans-axe")
    page.tap(f"{FRESH} #t-50")
    page.tap(f"{FRESH} #t-53")
    page.wait_for("#order-question")
    found["order question"] = page.axe()
    page.tap("#order-49")
    page.wait_until(lambda: saved_moves(page) == 36 and page.has(FRESH)
                    and not page.has("#order-question"), what="move 36 with its order")
    page.tap(f"{FRESH} #t-32")
    page.wait_for("#t-32.from")
    page.screenshot("clans-move-chosen")
    found["play"] = page.axe()
    start_clans(page, ["Ann", "Ben", "Cleo"], "record", "clans-axe-record.yaml")
    enter_village(page, {"territory": 4, "founder": "Ann", "huts": {"red": 2, "blue": 1}}, [])
    page.wait_for(FRESH)
    page.screenshot("clans-record")
    found["record"] = page.axe()
    assert {where: [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3])
                    for v in violations]
            for where, violations in found.items()} == {where: [] for where in found}


def test_french_words_on_the_recorder(server: Server) -> None:
    """In French, the page's sentences and the rules' words (the scorer's catalogue)."""
    data = read_example(ROOT / "examples" / "clans" / "three-players-replay.yaml")
    phone = new_browser(language="fr")
    try:
        page = Page(phone, server.base)
        start_clans(page, ["Ann", "Ben", "Cleo"], "replay", "clans-fr.yaml")
        assert "Les huttes de départ" in phone.page_source
        enter_setup(page, setup_of(data))
        page.tap(f"{FRESH} #t-0")
        page.tap(f"{FRESH} #t-30")
        page.wait_for("#refused")
        refused = str(page.js("return document.querySelector('#refused').textContent"))
        assert "0 (steppe, A1)" in refused
        assert "30 (montagne, J3)" in refused
        page.screenshot("clans-french")
    finally:
        phone.quit()


def test_record_villages_changed_moved_and_deleted(server: Server, driver: WebDriver) -> None:
    """A village of the list is tapped, its place changed, moved one place earlier, deleted;
    a tap on the map after a complete village starts the next one."""
    page = Page(driver, server.base)
    start_clans(page, ["Ann", "Ben"], "record", "clans-edit-record.yaml")
    enter_village(page, {"territory": 4, "founder": "Ann", "huts": {"red": 2}}, [])
    enter_village(page, {"terrain": "mountain", "founder": "Ben", "huts": {"blue": 1}}, [])
    page.tap(f"{FRESH} #village-place")
    page.tap(f"{FRESH} #t-12")  # village 2 is on 12 (mountain, I1), no new village
    page.tap(f"{FRESH} #village-earlier")
    page.saved()
    villages = server.api("api/files/clans-edit-record.yaml")["document"]["villages"]
    assert villages == [{"founder": "Ben", "territory": 12, "huts": {"blue": 1}},
                        {"founder": "Ann", "territory": 4, "huts": {"red": 2}}]
    page.tap(f"{FRESH} #village-2")
    page.tap(f"{FRESH} #village-delete")
    page.saved()
    villages = server.api("api/files/clans-edit-record.yaml")["document"]["villages"]
    assert villages == [{"founder": "Ben", "territory": 12, "huts": {"blue": 1}}]
    assert "V1" in str(page.js("return document.querySelector('#t-12').textContent"))
