"""Shared by the server's tests: a TestClient on a folder, the command line's JSON of a board,
and answers made comparable with it (a document sent as data has no lines)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette", reason="the serve extra is not installed")

from starlette.testclient import TestClient

from boardscore.loading import MAX_BYTES, parse
from boardscore.serve.app import Settings, create_app
from boardscore.serve.documents import as_json_data

PORT = 8765  # the TestClient's Host header: no socket is opened
BASE = f"http://127.0.0.1:{PORT}"


def client(folder: Path, *, token: str | None = None, lan: str | None = None,
           max_bytes: int = MAX_BYTES, base: str = BASE) -> TestClient:
    settings = Settings(str(folder), PORT, token, lan, share_url=f"{base}/",
                        max_bytes=max_bytes)
    return TestClient(create_app(settings), base_url=base)


def data_of(board: Path) -> Any:
    """A board file's data as the page would send it (JSON data: integer keys as text)."""
    loaded = parse(board.read_text("utf-8"), strict_json=board.suffix == ".json")
    assert not loaded.problems, loaded.problems
    return as_json_data(loaded.data)


def without_places(data: Any) -> Any:
    """The data with every diagnostic's file, line and column dropped (a result's `file`
    too): what a document sent as data and the same document read from a file share."""
    if isinstance(data, list):
        return [without_places(item) for item in data]
    if isinstance(data, dict):
        places = {"file", "line", "column"} if "severity" in data or "winners" in data \
            else set()
        return {key: without_places(value) for key, value in data.items()
                if key not in places}
    return data


def stderr_json(stderr: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in stderr.splitlines() if line.strip()]
