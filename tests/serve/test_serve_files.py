"""The folder's files over the API: listing, reading with versions, creating, rewriting with
the right version only, hand-written files never rewritten, per-player saves merged under a
lock (two phones saving at once both land), and a saved file scoring exactly as the command
line scores it."""

from __future__ import annotations

import os
import shutil
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from serve_helpers import client, data_of, without_places  # isort: skip

from boardscore.serve import files
from boardscore.serve.files import MARKER, merge_player, version_of

from conftest import EXAMPLES, run_cli

FLOWERS = EXAMPLES / "flowers" / "three-players.yaml"
MONDO = EXAMPLES / "mondo" / "expert-round.yaml"


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    shutil.copy(FLOWERS, tmp_path / "flowers.yaml")
    shutil.copy(EXAMPLES / "flowers" / "own-colours.json", tmp_path / "own.json")
    (tmp_path / "notes.txt").write_text("not a board", "utf-8")
    (tmp_path / ".hidden.yaml").write_text("game: flowers\n", "utf-8")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "deep.yaml").write_text("game: flowers\n", "utf-8")
    (tmp_path / "broken.yaml").write_text("game: [flowers\n", "utf-8")
    return tmp_path


def test_listing_shows_the_board_files_of_the_folder_only(folder: Path) -> None:
    files = client(folder).get("/api/files").json()["files"]
    assert [f["name"] for f in files] == ["broken.yaml", "flowers.yaml", "own.json"]
    flowers = files[1]
    assert flowers["game"] == "flowers"
    assert flowers["players"] == ["Ana", "Ben", "Cleo"]
    assert flowers["version"] == version_of(FLOWERS.read_bytes())
    assert flowers["server"] is False
    assert files[0]["game"] is None
    assert files[0]["players"] is None


def test_reading_a_file(folder: Path) -> None:
    api = client(folder)
    answer = api.get("/api/files/flowers.yaml")
    assert answer.status_code == 200
    body = answer.json()
    assert body == {"name": "flowers.yaml", "version": version_of(FLOWERS.read_bytes()),
                    "document": data_of(FLOWERS), "server": False}
    assert answer.headers["etag"] == f'"{body["version"]}"'
    again = api.get("/api/files/flowers.yaml", headers={"If-None-Match": answer.headers["etag"]})
    assert again.status_code == 304
    assert api.get("/api/files/none.yaml").status_code == 404
    broken = api.get("/api/files/broken.yaml")
    assert broken.status_code == 422
    assert broken.json()["diagnostics"][0]["code"] == "yaml-syntax"
    assert broken.json()["diagnostics"][0]["line"] == 1


def test_creating_then_rewriting_with_the_version(folder: Path) -> None:
    api = client(folder)
    document = api.post("/api/new", json={"game": "mondo", "players": ["Ann", "Bob"],
                                          "options": {"rounds": "1"}}).json()
    created = api.put("/api/files/tonight.yaml", json={"document": document, "version": None})
    assert created.status_code == 201
    assert created.json()["name"] == "tonight.yaml"
    text = (folder / "tonight.yaml").read_text("utf-8")
    assert text.startswith(MARKER)
    assert created.json()["version"] == version_of(text.encode())
    again = api.put("/api/files/tonight.yaml", json={"document": document})
    assert again.status_code == 409
    assert again.json()["error"]["code"] == "exists"
    document["water_animals"] = ["turtle"]
    rewritten = api.put("/api/files/tonight.yaml",
                        json={"document": document, "version": created.json()["version"]})
    assert rewritten.status_code == 200
    assert api.get("/api/files/tonight.yaml").json()["document"] == document
    stale = api.put("/api/files/tonight.yaml",
                    json={"document": {"game": "mondo"}, "version": created.json()["version"]})
    assert stale.status_code == 409
    assert stale.json()["error"]["code"] == "stale"
    assert stale.json()["error"]["version"] == rewritten.json()["version"]
    assert api.get("/api/files/tonight.yaml").json()["document"] == document


def test_a_hand_written_file_is_never_rewritten(folder: Path) -> None:
    api = client(folder)
    before = (folder / "flowers.yaml").read_bytes()
    read = api.get("/api/files/flowers.yaml").json()
    read["document"]["players"][0]["hand"] = 3
    saved = api.put("/api/files/flowers.yaml",
                    json={"document": read["document"], "version": read["version"]})
    assert saved.status_code == 201
    assert saved.json()["name"] == "flowers-edited.yaml"
    assert (folder / "flowers.yaml").read_bytes() == before
    assert api.get("/api/files/flowers-edited.yaml").json()["document"] == read["document"]
    second = api.put("/api/files/flowers.yaml",
                     json={"document": read["document"], "version": read["version"]})
    assert second.json()["name"] == "flowers-edited-2.yaml"
    own = api.get("/api/files/own.json").json()
    copy = api.put("/api/files/own.json", json={"document": own["document"],
                                                "version": own["version"]})
    assert copy.json()["name"] == "own-edited.yaml"
    player = api.put("/api/files/flowers.yaml/players/Ana",
                     json={"document": read["document"]})
    assert player.status_code == 409
    assert player.json()["error"]["code"] == "hand-written"
    assert (folder / "flowers.yaml").read_bytes() == before


@pytest.mark.parametrize("board", [FLOWERS, MONDO, EXAMPLES / "mondo" / "back-side-round.yaml",
                                   EXAMPLES / "clans" / "three-players-record.yaml",
                                   EXAMPLES / "world-wonders" / "three-players-base.yaml",
                                   EXAMPLES / "flowers" / "own-colours.json"],
                         ids=lambda p: p.stem)
def test_a_saved_file_scores_as_the_data_did(tmp_path: Path, board: Path) -> None:
    api = client(tmp_path)
    document = data_of(board)
    assert api.put("/api/files/saved.yaml", json={"document": document}).status_code == 201
    by_data = api.post("/api/score?name=saved.yaml", json=document).json()
    run = run_cli("score", str(tmp_path / "saved.yaml"), "-f", "json", "--explain")
    assert run.code == 0, run.stderr
    assert without_places(by_data["result"]) == without_places(run.json())
    original = run_cli("score", str(board), "-f", "json", "--explain")
    assert without_places(original.json()) == without_places(run.json())


def _mondo_file(api: Any) -> tuple[dict[str, Any], str]:
    document = api.post("/api/new", json={"game": "mondo", "players": ["Ann", "Bob", "Cid"],
                                          "options": {"rounds": "2"}}).json()
    saved = api.put("/api/files/game.yaml", json={"document": document}).json()
    return document, saved["version"]


def test_a_players_save_replaces_that_players_boards_only(tmp_path: Path) -> None:
    api = client(tmp_path)
    document, _version = _mondo_file(api)
    mine = data_of(MONDO)["rounds"][0]["players"][1]  # a full board
    phone = {**document, "water_animals": ["whale"],
             "rounds": [{**document["rounds"][0], "players": [
                 {**mine, "name": "Bob"}, {**document["rounds"][0]["players"][0],
                                           "chip": "4"}]}]}
    answer = api.put("/api/files/game.yaml/players/Bob", json={"document": phone})
    assert answer.status_code == 200
    now = api.get("/api/files/game.yaml").json()
    assert now["version"] == answer.json()["version"]
    saved = now["document"]
    assert saved["water_animals"] == []  # shared parts are not the player's to change
    assert saved["rounds"][0]["players"][1] == {**mine, "name": "Bob"}
    assert saved["rounds"][0]["players"][0] == document["rounds"][0]["players"][0]
    assert saved["rounds"][1] == document["rounds"][1]


def test_two_phones_saving_at_once_both_land(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    api = client(tmp_path)
    slow = files.dumped

    def slowly(document: dict[str, Any]) -> bytes:  # between reading and writing the file
        time.sleep(0.05)
        return slow(document)

    monkeypatch.setattr(files, "dumped", slowly)
    document, _version = _mondo_file(api)
    boards = data_of(MONDO)["rounds"][0]["players"]
    names = ["Ann", "Bob", "Cid"]
    start = threading.Barrier(len(names))
    statuses: list[int] = []

    def phone(index: int) -> None:
        own = client(tmp_path)  # one client per phone, on its own thread
        sent = {**document, "rounds": [{**round_, "players": [
            {**boards[index], "name": names[index]} if p["name"] == names[index] else p
            for p in round_["players"]]} for round_ in document["rounds"]]}
        start.wait()
        statuses.append(own.put(f"/api/files/game.yaml/players/{names[index]}",
                                json={"document": sent}).status_code)

    threads = [threading.Thread(target=phone, args=(i,)) for i in range(len(names))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert statuses == [200] * 3
    saved = api.get("/api/files/game.yaml").json()["document"]
    assert saved["rounds"][0]["players"] == [{**b, "name": n} for b, n in zip(boards, names,
                                                                               strict=True)]


def test_per_player_save_refusals(tmp_path: Path) -> None:
    api = client(tmp_path)
    document, _version = _mondo_file(api)
    missing = api.put("/api/files/game.yaml/players/Zed", json={"document": document})
    assert missing.status_code == 400
    extra_round = {**document, "rounds": [*document["rounds"], *document["rounds"],
                                          *document["rounds"]]}
    place = api.put("/api/files/game.yaml/players/Ann", json={"document": extra_round})
    assert place.status_code == 409
    assert place.json()["error"]["code"] == "no-such-place"
    assert api.put("/api/files/none.yaml/players/Ann",
                   json={"document": document}).status_code == 404
    assert api.put("/api/files/game.yaml/players/Ann", json=[document]).status_code == 400


def test_merge_appends_a_player_the_file_lacks() -> None:
    current = {"game": "flowers", "players": [{"name": "Ana", "hand": 1, "tiles": []}]}
    sent = {"game": "flowers", "players": [{"name": "Ben", "hand": 2, "tiles": ["red dark 1"]}]}
    assert merge_player(current, "Ben", sent)["players"] == [
        {"name": "Ana", "hand": 1, "tiles": []}, {"name": "Ben", "hand": 2,
                                                  "tiles": ["red dark 1"]}]
    assert current["players"] == [{"name": "Ana", "hand": 1, "tiles": []}]  # not changed


def test_a_player_name_with_a_space_and_accents(tmp_path: Path) -> None:
    api = client(tmp_path)
    document = api.post("/api/new", json={"game": "flowers",
                                          "players": ["Ana María", "Zoë", "Al/Bo"]}).json()
    api.put("/api/files/g.yaml", json={"document": document})
    mine = {**document, "players": [{"name": "Zoë", "hand": 3, "tiles": ["red dark 2"]}]}
    assert api.put("/api/files/g.yaml/players/Zo%C3%AB",
                   json={"document": mine}).status_code == 200
    assert api.get("/api/files/g.yaml").json()["document"]["players"][1]["hand"] == 3
    slashed = {**document, "players": [{"name": "Al/Bo", "hand": 4, "tiles": []}]}
    assert api.put("/api/files/g.yaml/players/Al%2FBo",
                   json={"document": slashed}).status_code == 200
    assert api.get("/api/files/g.yaml").json()["document"]["players"][2]["hand"] == 4


def test_a_folder_that_refuses_the_write(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import errno

    def full(**_: Any) -> tuple[int, str]:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    api = client(tmp_path)
    document = data_of(FLOWERS)
    assert api.put("/api/files/g.yaml", json={"document": document}).status_code == 201
    version = api.get("/api/files/g.yaml").json()["version"]
    monkeypatch.setattr(tempfile, "mkstemp", full)  # as files.py calls it
    for answer in (api.put("/api/files/h.yaml", json={"document": document}),
                   api.put("/api/files/g.yaml", json={"document": document, "version": version}),
                   api.put("/api/files/g.yaml/players/Ana", json={"document": document})):
        assert answer.status_code == 403
        assert answer.json()["error"] == {"code": "unwritable", "message": (
            f"cannot write {answer.url.path.split('/')[3]}: No space left on device")}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.yaml"]


def test_raw_file_is_the_exact_file_to_download(folder: Path) -> None:
    api = client(folder)
    answer = api.get("/api/files/flowers.yaml/raw")
    assert answer.status_code == 200
    assert answer.content == FLOWERS.read_bytes()
    assert answer.headers["content-type"] == "application/yaml; charset=utf-8"
    assert answer.headers["content-disposition"] == (
        "attachment; filename=\"flowers.yaml\"; filename*=UTF-8''flowers.yaml")
    assert answer.headers["cache-control"] == "no-store"
    shutil.copy(FLOWERS, folder / "soirée.yaml")
    accented = api.get("/api/files/soir%C3%A9e.yaml/raw")
    assert accented.headers["content-disposition"] == (
        "attachment; filename=\"soir_e.yaml\"; filename*=UTF-8''soir%C3%A9e.yaml")
    assert api.get("/api/files/own.json/raw").headers["content-type"].startswith(
        "application/json")
    assert api.get("/api/files/none.yaml/raw").status_code == 404
    assert api.get("/api/files/..%2Fx.yaml/raw").status_code in (400, 404)
