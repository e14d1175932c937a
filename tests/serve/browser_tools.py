"""The browser tests' tools: `boardscore serve` on 127.0.0.1, headless Chromium (Debian's
chromium and chromium-driver) at 390×844, a tap counter, axe-core and screenshots."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed")

from selenium.common.exceptions import (  # noqa: E402
    ElementNotInteractableException,
    InvalidElementStateException,
    StaleElementReferenceException,
    TimeoutException,
)
from selenium.webdriver.chrome.options import Options  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.remote.webdriver import WebDriver  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

HERE = Path(__file__).parent
ROOT = HERE.parents[1]
AXE = HERE / "node_modules" / "axe-core" / "axe.min.js"
SHOTS = HERE / "screenshots"
WIDTH, HEIGHT = 390, 844
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync")


def chromium_paths() -> tuple[str, str]:
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if not browser or not driver:
        pytest.skip("Debian's chromium and chromium-driver are not installed (.ci/run installs "
                    "them)")
    return browser, driver


class Server:
    """`boardscore serve DIR` in a child process; `url` is the first line it printed."""

    def __init__(self, folder: Path, *extra: str) -> None:
        self.folder = folder
        self.process = subprocess.Popen(
            [sys.executable, "-m", "boardscore", "serve", str(folder), "--port", "0", *extra],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        assert self.process.stdout is not None
        self.printed = self.process.stdout.readline().strip()
        assert self.printed.startswith("http://"), self.printed
        port = self.printed.split("://", 1)[1].split("/", 1)[0].rsplit(":", 1)[1]
        self.port = int(port)
        # Tests talk to loopback only, even when the server was bound for the LAN.
        self.base = f"http://127.0.0.1:{self.port}/"
        self.token = self.printed.split("token=", 1)[1] if "token=" in self.printed else None

    def api(self, path: str) -> Any:
        headers = {"Authorization": f"Bearer {self.token}"} if self.token else {}
        request = urllib.request.Request(self.base + path.lstrip("/"), headers=headers)
        with urllib.request.urlopen(request, timeout=30) as answer:  # loopback only
            return json.loads(answer.read())

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        for stream in (self.process.stdout, self.process.stderr):
            if stream is not None:
                stream.close()


@contextmanager
def serving(folder: Path, *extra: str) -> Iterator[Server]:
    server = Server(folder, *extra)
    try:
        yield server
    finally:
        server.stop()


def new_browser(language: str = "en") -> WebDriver:
    """A phone: 390×844, its language as Accept-Language (and navigator.languages)."""
    browser, driver_path = chromium_paths()
    options = Options()
    options.add_argument(f"--lang={language}")
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={tempfile.mkdtemp(prefix='boardscore-chromium-')}")
    options.add_argument(f"--window-size={WIDTH},{HEIGHT}")
    options.binary_location = browser
    driver: WebDriver = webdriver.Chrome(options=options, service=Service(driver_path))
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": True})
    return driver


class Page:
    """One phone: taps (counted), typing, waiting, axe-core, screenshots."""

    def __init__(self, driver: WebDriver, base: str) -> None:
        self.driver = driver
        self.base = base
        self.taps = 0

    def open(self, fragment: str = "#/") -> None:
        self.driver.get(self.base + fragment)
        self.wait_for("#main h1")

    def wait_for(self, css: str, timeout: float = 40) -> Any:
        try:
            return WebDriverWait(self.driver, timeout).until(
                lambda d: d.find_elements(By.CSS_SELECTOR, css) or False)[0]
        except TimeoutException as error:
            raise TimeoutException(f"{css} not found; {self.state()}") from error

    def state(self) -> str:
        """What the page shows, for a failure's message (and a screenshot beside the others)."""
        self.screenshot("failure")
        text = self.driver.execute_script(
            "return (document.querySelector('#main') || document.body).innerText")
        return f"at {self.driver.current_url}: {str(text)[:1500]!r}"

    def wait_until(self, check: Callable[[], bool], timeout: float = 40, what: str = "") -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                if check():
                    return
            except StaleElementReferenceException:
                pass
            time.sleep(0.05)
        raise TimeoutException(f"{what}; {self.state()}")

    def tap(self, css: str) -> None:
        """One tap on the element `css` (scrolled into view as a finger would)."""
        for attempt in range(10):  # the page redraws when a score or a save comes back
            try:
                element = self.wait_for(css)
                self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})",
                                           element)
                element.click()
                break
            except StaleElementReferenceException:
                if attempt == 9:
                    raise
        self.taps += 1

    def has(self, css: str) -> bool:
        return bool(self.driver.find_elements(By.CSS_SELECTOR, css))

    def type(self, css: str, text: str) -> None:
        for attempt in range(10):
            try:
                element = self.wait_for(css)
                self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'});"
                                           "arguments[0].focus()", element)
                element.send_keys(Keys.CONTROL, "a")
                element.send_keys(Keys.DELETE)
                element.send_keys(text)
                return
            except (StaleElementReferenceException, InvalidElementStateException,
                    ElementNotInteractableException):
                if attempt == 9:
                    raise

    def js(self, script: str, *args: Any) -> Any:
        return self.driver.execute_script(script, *args)

    def saved(self, timeout: float = 60) -> None:
        """Waits until the page says everything is saved and the last score came back."""
        self.wait_until(lambda: self.js(
            "const s = document.querySelector('#save-state');"
            "return !!s && s.classList.contains('saved');"), timeout, "saved")

    def axe(self) -> list[dict[str, Any]]:
        """axe-core's serious and critical violations on the page as it is."""
        if not AXE.exists():
            pytest.skip("axe-core is not installed (cd tests/serve && npm ci)")
        self.driver.execute_script(AXE.read_text("utf-8"))
        self.driver.set_script_timeout(60)
        violations = self.driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "axe.run(document).then((r) => done(r.violations), (e) => done([{id: String(e),"
            " impact: 'critical', nodes: []}]));")
        return [v for v in violations if v.get("impact") in ("serious", "critical")]

    def screenshot(self, name: str) -> Path:
        SHOTS.mkdir(exist_ok=True)
        path = SHOTS / f"{name}.png"
        self.driver.save_screenshot(str(path))
        return path


def cli_json(path: Path) -> Any:
    """What `boardscore score PATH -f json --explain` prints, without its `file`."""
    done = subprocess.run([sys.executable, "-m", "boardscore", "score", str(path), "-f", "json",
                           "--explain"], capture_output=True, text=True, check=False,
                          env={**os.environ, "LANG": "C.UTF-8", "LANGUAGE": ""})
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    data.pop("file", None)
    return data


def module_server(folder: str) -> Any:
    """A test module's `server` fixture: one server on 127.0.0.1 for the whole module, on a
    folder of its own named `folder`."""
    @pytest.fixture(scope="module", name="server")
    def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
        with serving(tmp_path_factory.mktemp(folder)) as running:
            yield running

    return server


def phone_per_test() -> Any:
    """A test module's `driver` fixture: a fresh phone (headless Chromium at 390×844) for each
    test."""
    @pytest.fixture(name="driver")
    def driver() -> Iterator[WebDriver]:
        browser = new_browser()
        try:
            yield browser
        finally:
            browser.quit()

    return driver
