"""The page of `boardscore serve` in a real browser (issue 26, item 5): headless Chromium at
390×844 on the server at 127.0.0.1. Every bundled Mondo example and Flowers tableau is entered
by taps alone (names typed) and scores exactly as the command line scores the example; two
phones enter two boards at once; a reload in the middle (after a lost connection) loses
nothing; the token is refused and accepted; axe-core finds no serious or critical violation;
screenshots go to tests/serve/screenshots/ and the taps per board to taps.json there."""

from __future__ import annotations

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
    serving,
)
from entering import Counts, enter_flowers, enter_mondo, read_example, record, start_game
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver

pytestmark = pytest.mark.slow

MONDO = sorted((ROOT / "examples" / "mondo").glob("*.yaml"))
FLOWERS = sorted(p for p in (ROOT / "examples" / "flowers").glob("*.*")
                 if "turns" not in read_example(p))


server = module_server("table")
driver = phone_per_test()


def shown_totals(page: Page, name: str) -> list[str]:
    page.open(f"#/file/{name}/result")
    page.wait_for("table.itemized")
    return list(page.js("return [...document.querySelectorAll('table.itemized tfoot tr:first-child"
                        " td')].map(td => td.textContent)"))


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def assert_same_result(server: Server, name: str, example: Path, page: Page) -> None:
    """The saved file scores as the example; the page shows the same totals (another phone's
    page within its next look at the file, every 2 s)."""
    expected = cli_json(example)
    assert cli_json(server.folder / name) == expected
    totals = [signed(p["total"]) for p in expected["players"]]
    shown = shown_totals(page, name)
    page.wait_until(lambda: shown_totals(page, name) == totals,
                    what=f"totals {totals}, not {shown}")


@pytest.mark.parametrize("example", MONDO, ids=lambda p: p.stem)
def test_mondo_example_entered_by_taps(server: Server, driver: WebDriver, example: Path) -> None:
    page = Page(driver, server.base)
    counts = Counts()
    name = enter_mondo(page, example, f"mondo-{example.stem}.yaml", counts)
    page.screenshot(f"mondo-{example.stem}")
    counts.write(f"mondo/{example.name}")
    assert_same_result(server, name, example, page)
    page.screenshot(f"result-mondo-{example.stem}")


@pytest.mark.parametrize("example", FLOWERS, ids=lambda p: p.stem)
def test_flowers_tableau_entered_by_taps(server: Server, driver: WebDriver,
                                         example: Path) -> None:
    page = Page(driver, server.base)
    counts = Counts()
    name = enter_flowers(page, example, f"flowers-{example.stem}.yaml", counts)
    page.screenshot(f"flowers-{example.stem}")
    counts.write(f"flowers/{example.name}")
    assert_same_result(server, name, example, page)


def test_turn_log_opened_from_a_file_shows_its_result(server: Server, driver: WebDriver) -> None:
    log = ROOT / "examples" / "flowers" / "three-players-log.yaml"
    (server.folder / "log.yaml").write_text(log.read_text("utf-8"), "utf-8")
    page = Page(driver, server.base)
    page.open("#/")
    page.tap('a[href="#/file/log.yaml"]')
    page.wait_for("table.itemized")
    expected = cli_json(log)
    totals = page.js("return [...document.querySelectorAll('table.itemized tfoot tr:first-child"
                     " td')].map(td => td.textContent)")
    assert totals == [signed(p["total"]) for p in expected["players"]]
    page.screenshot("flowers-turn-log")
    # A board's picture fits the screen; its Enlarge button makes it twice as wide, its words
    # readable on a phone, in a frame that scrolls sideways (the page itself does not).
    page.wait_for("#zoom-0")
    fitted = page.js("return document.querySelector('#pictures img').clientWidth")
    page.tap("#zoom-0")
    page.wait_until(lambda: page.js("return document.querySelector('#zoom-0')"
                                    ".getAttribute('aria-pressed')") == "true")
    assert page.js("return document.querySelector('#pictures img').clientWidth") == 2 * fitted
    assert page.js("return document.documentElement.scrollWidth") <= 390
    page.screenshot("flowers-turn-log-board-enlarged")


def test_french_from_the_phone_and_switchable(server: Server) -> None:
    """The phone's language (Accept-Language) chooses French; the switch goes back to
    English. The command line's words (labels, Total) come from its catalogue."""
    example = ROOT / "examples" / "flowers" / "two-players.yaml"
    (server.folder / "french.yaml").write_text(example.read_text("utf-8"), "utf-8")
    phone = new_browser(language="fr")
    try:
        page = Page(phone, server.base)
        page.open("#/")
        page.wait_for("#new-mondo")
        assert page.js("return document.querySelector('#new-title').textContent") \
            == "Nouvelle partie"
        page.open("#/file/french.yaml/result")
        page.wait_for("table.itemized")
        page.wait_until(lambda: "Tuiles solitaires" in phone.page_source, what="French labels")
        assert "Total" in phone.page_source
        page.screenshot("result-french")
        page.open("#/")
        page.tap("#lang-en")
        page.wait_until(lambda: page.js(
            "return document.querySelector('#new-title').textContent") == "New game")
    finally:
        phone.quit()


def test_two_phones_enter_two_boards_at_once(server: Server) -> None:
    """Ann and Bob each on their own phone, tile after tile in turn: both boards are kept."""
    from entering import GLOBE, MondoTypist, board_of, reading_order

    example = ROOT / "examples" / "mondo" / "beginner-two-players.yaml"
    data = read_example(example)
    phones = [new_browser(), new_browser()]
    try:
        ann, bob = (Page(phone, server.base) for phone in phones)
        name = start_game(ann, "mondo", ["Ann", "Bob"], {"rounds": "1"}, "two-phones.yaml")
        bob.open(f"#/file/{name}")
        typists = []
        for page, player in zip((ann, bob), data["rounds"][0]["players"], strict=True):
            page.tap(f"#me-{player['name']}")
            typists.append((MondoTypist(page), board_of(player), player))
        ann.type("#water-name", ", ".join(data["water_animals"]))
        ann.tap("#water-add")
        queues = [[c for c in reading_order(GLOBE) if c in board] for _, board, _ in typists]
        while any(queues):
            for (typist, board, _), queue in zip(typists, queues, strict=True):
                if queue:
                    cell = queue.pop(0)
                    typist.enter(cell, board[cell], list(GLOBE))
        ann.tap("#chip-4")
        ann.saved()
        bob.saved()
        assert_same_result(server, name, example, bob)
    finally:
        for phone in phones:
            phone.quit()


def test_reload_midway_loses_nothing(server: Server, driver: WebDriver) -> None:
    """Half a board in, the connection drops: three more tiles are kept on the phone; back
    online, a reload, and the board goes on; the saved file scores as the example."""
    example = ROOT / "examples" / "mondo" / "solo-round.yaml"
    page = Page(driver, server.base)

    def lose_connection_and_reload(page: Page) -> None:
        driver.execute_cdp_cmd("Network.enable", {})
        offline = {"offline": True, "latency": 0, "downloadThroughput": -1,
                   "uploadThroughput": -1}
        driver.execute_cdp_cmd("Network.emulateNetworkConditions", offline)
        before = page.js("return document.querySelector('.board').getAttribute('aria-label')")
        page.wait_until(lambda: page.js(
            "return document.querySelector('#save-state').className.includes('offline')"),
            what="offline shown")
        driver.execute_cdp_cmd("Network.emulateNetworkConditions", {**offline, "offline": False})
        driver.refresh()
        page.wait_for(".board")
        assert page.js("return document.querySelector('.board').getAttribute('aria-label')") \
            == before

    name = enter_mondo(page, example, "reload.yaml", Counts(), midway=lose_connection_and_reload)
    assert_same_result(server, name, example, page)


def test_token_refused_then_accepted(tmp_path: Path, driver: WebDriver) -> None:
    with serving(tmp_path, "--lan") as lan:
        assert lan.token
        page = Page(driver, lan.base)
        driver.get(lan.base)
        assert "forbidden" in driver.find_element(By.TAG_NAME, "body").text
        page.screenshot("token-refused")
        driver.get(f"{lan.base}?token=not-{lan.token}")
        assert "forbidden" in driver.find_element(By.TAG_NAME, "body").text
        driver.get(f"{lan.base}?token={lan.token}#/")
        page.wait_for("#new-mondo")
        assert "token=" not in driver.current_url  # the server moved it into a cookie


def test_no_serious_accessibility_violation(server: Server, driver: WebDriver) -> None:
    page = Page(driver, server.base)
    found: dict[str, list[Any]] = {}
    page.open("#/")
    page.wait_for("#new-mondo")
    page.screenshot("home")
    found["home"] = page.axe()
    enter_mondo(page, ROOT / "examples" / "mondo" / "solo-round.yaml", "axe-mondo.yaml",
                Counts())
    page.tap("#cell-B3")
    page.screenshot("mondo-editor")
    found["mondo"] = page.axe()
    page.open("#/file/axe-mondo.yaml/result")
    page.wait_for("table.itemized")
    page.tap("#line-0")
    page.tap("#played-now")
    page.wait_for("#bgstats-link")
    page.wait_for("#export img.qr")
    page.screenshot("result")
    found["result"] = page.axe()
    enter_flowers(page, ROOT / "examples" / "flowers" / "two-players.yaml", "axe-flowers.yaml",
                  Counts())
    page.screenshot("flowers")
    found["flowers"] = page.axe()
    assert {where: [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3])
                    for v in violations]
            for where, violations in found.items()} == {where: [] for where in found}


TRANSFERRED = ("const all = [...performance.getEntriesByType('navigation'),"
               " ...performance.getEntriesByType('resource')];"
               "return all.reduce((sum, e) => sum + e.transferSize, 0);")


def test_page_weight(server: Server, driver: WebDriver) -> None:
    """Everything a first visit transfers (the page's files and the API's answers): ≤ 300 KB."""
    example = ROOT / "examples" / "mondo" / "expert-round.yaml"
    (server.folder / "weight.yaml").write_text(example.read_text("utf-8"), "utf-8")
    page = Page(driver, server.base)
    weights = {}
    page.open("#/")
    page.wait_for("#new-mondo")
    weights["home, first visit"] = int(page.js(TRANSFERRED))
    driver.execute_cdp_cmd("Network.clearBrowserCache", {})
    driver.get("about:blank")
    page.open("#/file/weight.yaml")
    page.tap("#me-Ann")
    page.wait_for("#picture img")
    weights["a 3-player expert Mondo game, first visit, Ann's board and picture"] = int(
        page.js(TRANSFERRED))
    record("page weight", {where: f"{size / 1024:.0f} KB" for where, size in weights.items()})
    assert all(size <= 300 * 1024 for size in weights.values()), weights


def test_sides_cycle_paint_rotate_and_errors_on_the_space(server: Server,
                                                          driver: WebDriver) -> None:
    """A side tapped cycles water, forest, desert, steppe; in paint mode it takes the chosen
    landscape; rotate turns the tile clockwise; a rule error is shown on its space in the
    command line's words (here a land animal on a tile without its landscape)."""
    page = Page(driver, server.base)
    start_game(page, "mondo", ["Ann"], {"rounds": "1"}, "sides.yaml")
    page.tap("#me-Ann")
    page.tap("#cell-C3")
    preview = "return document.querySelector('#tile .preview').textContent"
    for expected in ("W···", "F···", "D···", "S···", "W···"):
        page.tap("#side-N")
        assert page.js(preview) == expected
    page.tap("#key-paint")
    page.tap("#key-D")
    for side in "ESW":
        page.tap(f"#side-{side}")
    assert page.js(preview) == "WDDD"
    page.tap("#tool-rotate")
    assert page.js(preview) == "DWDD"
    page.tap("#key-paint")
    page.tap("#animal-gecko")
    assert page.js(preview) == "DWDD gecko"
    page.tap("#side-E")  # water -> forest: the tile keeps a desert area, so the gecko stays
    page.tap("#side-N")  # desert -> steppe
    page.tap("#side-S")
    page.tap("#side-W")  # no desert left: the gecko has no area
    page.wait_until(lambda: page.has("#cell-C3.bad"), what="the error on C3")
    message = page.js("return document.querySelector('#tile .diagnostics').textContent")
    assert "tile C3: a gecko lives in desert, but this tile has no desert area" in message
    assert "error[animal-no-area]" in message
    page.screenshot("mondo-error-on-the-space")
    page.tap("#animal-gecko")  # still offered, to be taken away
    page.wait_until(lambda: not page.has("#cell-C3.bad"), what="the error gone")
    assert page.js(preview) == "SFSS"


def test_flowers_tile_changed_moved_and_deleted(server: Server, driver: WebDriver) -> None:
    """A tile of the list is tapped, then changed, moved one place earlier, or deleted: the
    order taken decides the pairs, so the scorer's pairs follow."""
    page = Page(driver, server.base)
    start_game(page, "flowers", ["Ana", "Ben"], {}, "fix-tiles.yaml")
    page.tap("#me-Ana")
    for colour, back, value in (("red", "light", "2"), ("grey", "dark", "3"),
                                ("red", "dark", "x3"), ("grey", "light", "1")):
        page.tap(f"#colour-{colour}")
        page.tap(f"#back-{back}")
        page.tap(f"#value-{value}")
    page.tap("#ftile-2")
    page.tap("#value-1")  # grey dark 1
    page.tap("#ftile-earlier")  # grey first: red 2, red x3 still pair
    page.tap("#ftile-done")
    page.saved()
    stored = server.api("api/files/fix-tiles.yaml")["document"]["players"][0]["tiles"]
    assert stored == ["grey dark 1", "red light 2", "red dark x3", "grey light 1"]
    page.wait_until(lambda: "pair with 3" in str(page.js(
        "return document.querySelector('#ftile-2').textContent")), what="tiles 2 and 3 pair")
    page.tap("#ftile-1")
    page.tap("#ftile-delete")
    page.saved()
    stored = server.api("api/files/fix-tiles.yaml")["document"]["players"][0]["tiles"]
    assert stored == ["red light 2", "red dark x3", "grey light 1"]
