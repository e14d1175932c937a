"""The real `boardscore serve` process: its first line is the URL (flushed at once, naming the
port it bound), it answers there, --lan asks for the token even on loopback; without the extra
it says the one pip command; no other command imports anything of the server. Every request
goes to 127.0.0.1, even under --lan."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette", reason="the serve extra is not installed")

from conftest import EXAMPLES

PYTHON = [sys.executable, "-c", "from boardscore.console import run; run()"]


@dataclass
class Served:
    first: str  # the first line on stdout
    rest: str = ""  # stdout after it, once the server stopped


@contextmanager
def serving(*arguments: str, folder: Path, before: tuple[str, ...] = ()) -> Iterator[Served]:
    """`boardscore BEFORE… serve FOLDER ARGUMENTS…`, stopped (SIGTERM) when the block ends."""
    with subprocess.Popen([*PYTHON, *before, "serve", str(folder), *arguments],
                          stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True) as process:
        assert process.stdout is not None
        served = Served(process.stdout.readline().strip())
        try:
            yield served
        finally:
            process.terminate()
            try:
                served.rest, _err = process.communicate(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
                process.communicate()


def fetch(url: str, headers: dict[str, str] | None = None) -> tuple[int, Any]:
    assert url.startswith("http://127.0.0.1:"), url  # loopback only
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=20) as answer:
            body = answer.read()
            kind = answer.headers.get("content-type", "")
            return answer.status, json.loads(body) if "json" in kind else body.decode()
    except urllib.error.HTTPError as refused:
        return refused.code, json.loads(refused.read())


@pytest.mark.slow
def test_the_first_line_is_the_url_and_the_server_answers_there(tmp_path: Path) -> None:
    (tmp_path / "game.yaml").write_bytes((EXAMPLES / "flowers" / "two-players.yaml")
                                         .read_bytes())
    with serving(folder=tmp_path) as served:
        first = served.first
        found = re.fullmatch(r"http://127\.0\.0\.1:(\d+)/", first)
        assert found, first
        assert int(found.group(1)) > 0
        status, page = fetch(first)
        assert status == 200
        assert "<html" in page.lower() or "boardscore" in page
        status, files = fetch(first + "api/files")
        assert status == 200
        assert [f["name"] for f in files["files"]] == ["game.yaml"]
        status, result = fetch(first + "api/files/game.yaml/result")
        assert status == 200
        assert result["result"]["winners"]


@pytest.mark.slow
def test_lan_needs_the_token_on_loopback_too(tmp_path: Path) -> None:
    with serving("--lan", folder=tmp_path) as served:
        first = served.first
        found = re.fullmatch(r"http://([^/:]+):(\d+)/\?token=([A-Za-z0-9_-]{43,})", first)
        assert found, first
        local = f"http://127.0.0.1:{found.group(2)}/"
        token = found.group(3)
        assert fetch(local + "api/games")[0] == 403
        assert fetch(local + "api/games", {"Authorization": "Bearer nope"})[0] == 403
        status, games = fetch(local + "api/games", {"Authorization": f"Bearer {token}"})
        assert status == 200
        assert [g["id"] for g in games][:1] == ["clans"]
        info = fetch(local + "api/info", {"Authorization": f"Bearer {token}"})[1]
        assert info["lan"] is True
        assert info["url"] == first
    assert "127.0.0.1" in served.rest  # the address on this computer, after the QR code


@pytest.mark.slow
def test_the_servers_language_when_a_request_names_none(tmp_path: Path) -> None:
    with serving(folder=tmp_path, before=("--lang", "fr")) as served:
        assert fetch(served.first + "api/info")[1]["language"] == "fr"
        fetched = fetch(served.first + "api/info", {"Accept-Language": "en"})
        assert fetched[1]["language"] == "en"


@pytest.mark.slow
def test_open_shows_the_page_in_the_browser(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """--open hands the local address to the browser ($BROWSER, as webbrowser reads it)."""
    opened = tmp_path / "opened.txt"
    browser = tmp_path / "browser"
    browser.write_text(f"#!/bin/sh\necho \"$1\" > {opened}\n", "utf-8")
    browser.chmod(0o755)
    monkeypatch.setenv("BROWSER", str(browser))
    with serving("--open", folder=tmp_path) as served:
        for _ in range(200):
            if opened.exists() and opened.read_text("utf-8").strip():
                break
            time.sleep(0.05)
        assert opened.read_text("utf-8").strip() == served.first


@pytest.mark.slow
def test_a_port_in_use_is_a_usage_error(tmp_path: Path) -> None:
    with serving(folder=tmp_path) as served:
        port = served.first.rsplit(":", 1)[1].strip("/")
        again = subprocess.run([*PYTHON, "serve", str(tmp_path), "--port", port],
                               capture_output=True, text=True, timeout=60,
                               check=False)
    assert again.returncode == 2
    assert again.stdout == ""
    assert "port" in again.stderr
    assert "Traceback" not in again.stderr


def test_without_the_extra_serve_names_the_pip_command(tmp_path: Path) -> None:
    blocked = ("import sys; sys.modules['starlette'] = None; "
               "from boardscore.console import run; run()")
    run = subprocess.run([sys.executable, "-c", blocked, "serve", str(tmp_path)],
                         capture_output=True, text=True, timeout=60,
                         check=False)
    assert run.returncode == 2
    assert run.stdout == ""
    assert run.stderr.strip() == ("boardscore serve: the web server is an optional extra; add "
                                  "it with: pip install 'boardscore[serve]'")


@pytest.mark.parametrize("arguments", [("serve", "/nonexistent/folder"),
                                       ("serve", ".", "--port", "70000")])
def test_usage_errors(arguments: tuple[str, ...]) -> None:
    run = subprocess.run([*PYTHON, *arguments], capture_output=True, text=True, timeout=60,
                         check=False)
    assert run.returncode == 2
    assert "Traceback" not in run.stderr


@pytest.mark.parametrize("arguments", [
    ("score", str(EXAMPLES / "mondo" / "expert-round.yaml"), "-f", "json", "--explain"),
    ("render", str(EXAMPLES / "flowers" / "three-players.yaml")),
    ("games", "-f", "json"), ("new", "mondo"), ("--help",)])
def test_no_other_command_imports_the_server(arguments: tuple[str, ...]) -> None:
    run = subprocess.run([sys.executable, "-X", "importtime", "-c",
                          "from boardscore.console import run; run()", *arguments],
                         capture_output=True, text=True, timeout=60,
                         check=False)
    assert run.returncode == 0, run.stderr[-2000:]
    imported = {line.split("|")[-1].strip() for line in run.stderr.splitlines()
                if line.startswith("import time:")}
    server = {name for name in imported if name.split(".")[0] in (
        "starlette", "uvicorn", "segno", "anyio", "httpx", "h11")
              or name.startswith("boardscore.serve")}
    assert not server


@pytest.mark.slow
def test_ctrl_c_stops_the_server_quietly(tmp_path: Path) -> None:
    """Ctrl-C is how a server is stopped: exit 0, nothing on stderr (SIGTERM: 143, as every
    command)."""
    import signal

    for sent, status in ((signal.SIGINT, 0), (signal.SIGTERM, 143)):
        with subprocess.Popen([*PYTHON, "serve", str(tmp_path)], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) as process:
            assert process.stdout is not None
            first = process.stdout.readline().strip()
            assert fetch(first + "api/info")[0] == 200  # serving
            process.send_signal(sent)
            _out, err = process.communicate(timeout=30)
        assert process.returncode == status
        assert err == ""
