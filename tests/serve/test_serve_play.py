"""POST /api/play (docs/serve-api.md): a game's state of play from its `play` hook, with the
same guard as every endpoint (the token on the LAN, Host, Origin, JSON only, size limits), and
400 for a game without the hook."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from serve_helpers import client, data_of  # isort: skip

from boardscore.scorers.registry import game_ids
from boardscore.serve.security import new_token

from conftest import EXAMPLES

REPLAY = EXAMPLES / "clans" / "three-players-replay.yaml"
TOKEN = new_token()


def replay_after(count: int, *extra: Any) -> dict[str, Any]:
    document: dict[str, Any] = data_of(REPLAY)
    return {**document, "moves": [*document["moves"][:count], *extra]}


def test_the_state_of_play_of_a_replay(tmp_path: Path) -> None:
    """§11.9 after move 1 (Ann, 48 → 45): Ben's turn; 45 holds 2 huts, may join 19, 46, 47;
    48 is empty, and why, in the rules' words."""
    answer = client(tmp_path).post("/api/play", json={"game": "clans",
                                                      "document": replay_after(1)})
    assert answer.status_code == 200
    assert answer.headers["cache-control"] == "no-store"
    state = answer.json()
    assert state["turn"] == {"move": 2, "player": "Ben"}
    assert state["sources"]["45"] == [19, 46, 47]
    assert state["blocked"]["48"].startswith("move 2: 48 (forest, A8) is empty")
    assert "map" not in state


def test_a_refused_move_in_the_requests_language(tmp_path: Path) -> None:
    body = {"game": "clans", "document": replay_after(39, {"player": "Ann", "from": 17,
                                                           "to": 16})}
    english = client(tmp_path).post("/api/play", json=body).json()
    assert english["refused"]["code"] == "B12"
    assert english["refused"]["message"] == (
        "move 40: 17 (mountain, B4) holds 9 huts; a group of 7 or more may only join a group at "
        "least as large, and 16 (steppe, A4) holds 1")
    french = client(tmp_path).post("/api/play?lang=fr", json=body).json()
    assert french["refused"]["code"] == "B12"
    assert "(montagne, B4)" in french["refused"]["message"]


def test_the_picture_on_demand(tmp_path: Path) -> None:
    state = client(tmp_path).post("/api/play", json={
        "game": "clans", "document": replay_after(0), "picture": True}).json()
    assert state["map"]["svg"].startswith("<svg")
    assert len(state["map"]["territories"]) == 60


def test_a_record_has_no_moves_to_offer(tmp_path: Path) -> None:
    record = data_of(EXAMPLES / "clans" / "three-players-record.yaml")
    state = client(tmp_path).post("/api/play", json={"game": "clans", "document": record,
                                                     "picture": True}).json()
    assert state["phase"] == "record"
    assert "sources" not in state


@pytest.mark.parametrize("game", [g for g in game_ids() if g != "clans"])
def test_a_game_without_the_hook_is_400(tmp_path: Path, game: str) -> None:
    answer = client(tmp_path).post("/api/play", json={"game": game, "document": {}})
    assert answer.status_code == 400
    assert answer.json()["error"]["code"] == "no-play"


@pytest.mark.parametrize(("body", "code"), [
    ({"game": "chess", "document": {}}, "unknown-game"),
    ({"game": "clans"}, "bad-request"),
    ({"game": "clans", "document": []}, "bad-request"),
    ({"game": "clans", "document": {}, "picture": "yes"}, "bad-request"),
    ([1, 2], "bad-request"),
])
def test_bad_requests(tmp_path: Path, body: Any, code: str) -> None:
    answer = client(tmp_path).post("/api/play", json=body)
    assert answer.status_code == 400
    assert answer.json()["error"]["code"] == code


def test_an_unreadable_document_is_said_not_raised(tmp_path: Path) -> None:
    answer = client(tmp_path).post("/api/play", json={"game": "clans", "document": {
        "players": [{"name": "Ann", "clan": "red"}, {"name": "Ben", "clan": "blue"}],
        "setup": {"0": "red"}, "moves": [{"from": None, "to": {"x": 1}}]}})
    assert answer.status_code == 200
    assert answer.json()["phase"] == "unreadable"
    assert answer.json()["problems"][0]["message"]


def test_the_guard_stands_in_front(tmp_path: Path) -> None:
    """On the LAN: no token, 403; a foreign Host or Origin, 403; a form, 415; a body past
    the limit, 413; not JSON, 400; the Bearer token, 200."""
    api = client(tmp_path, token=TOKEN)
    body = {"game": "clans", "document": replay_after(0)}
    assert api.post("/api/play", json=body).status_code == 403
    bearer = {"Authorization": f"Bearer {TOKEN}"}
    assert api.post("/api/play", json=body, headers=bearer).status_code == 200
    foreign = api.post("/api/play", json=body, headers={**bearer, "Host": "evil.example:80"})
    assert (foreign.status_code, foreign.json()["error"]["code"]) == (403, "bad-host")
    origin = api.post("/api/play", json=body, headers={**bearer, "Origin": "http://evil.example"})
    assert (origin.status_code, origin.json()["error"]["code"]) == (403, "bad-origin")
    form = api.post("/api/play", content=b"game=clans", headers={
        **bearer, "Content-Type": "application/x-www-form-urlencoded"})
    assert form.status_code == 415
    small = client(tmp_path, token=TOKEN, max_bytes=1000)
    big = small.post("/api/play", json={"game": "clans", "document": {"x": "y" * 2000}},
                     headers=bearer)
    assert (big.status_code, big.json()["error"]["code"]) == (413, "too-large")
    broken = api.post("/api/play", content=b"{", headers={**bearer,
                                                           "Content-Type": "application/json"})
    assert (broken.status_code, broken.json()["error"]["code"]) == (400, "bad-json")


def test_only_post(tmp_path: Path) -> None:
    assert client(tmp_path).get("/api/play").status_code == 405
