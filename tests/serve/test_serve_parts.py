"""Saved parts over the API (issue 27): a part of a game's file drawn once and kept in the
served folder for later games — World Wonders' maps, `DIR/maps/NAME.terrain.txt`. Created,
listed, read with its version, replaced only with the version it replaces, refused when the
game's own check refuses the grid, names and folders confined to DIR, the token on the LAN,
size limits; and the folder's board listing and `boardscore score DIR` never see a map."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from serve_helpers import client, data_of, without_places  # isort: skip

from boardscore.scorers.registry import GAMES
from boardscore.serve.files import BOARD_SUFFIXES, version_of

from conftest import EXAMPLES, run_cli

MAPS = "/api/parts/world-wonders/map"
SIDE_A = ("....*.~~....\n.*....~~..*.\n.....*~~....\n..*...~~....\n*.....~~....\n"
          "....*..~~*..\n.......~~..*\n...*...~~...\n")


def test_a_map_is_created_listed_and_read(tmp_path: Path) -> None:
    api = client(tmp_path)
    assert api.get(MAPS).json() == {"game": "world-wonders", "kind": "map", "parts": []}
    created = api.put(f"{MAPS}/side-a", json={"text": SIDE_A, "version": None})
    assert created.status_code == 201
    version = version_of(SIDE_A.encode())
    assert created.json() == {"name": "side-a", "version": version, "diagnostics": []}
    assert (tmp_path / "maps" / "side-a.terrain.txt").read_text("utf-8") == SIDE_A
    read = api.get(f"{MAPS}/side-a")
    assert read.status_code == 200
    assert read.json()["text"] == SIDE_A
    assert read.json()["version"] == version
    assert read.headers["etag"] == f'"{version}"'
    listed = api.get(MAPS).json()["parts"]
    assert [(p["name"], p["text"], p["version"]) for p in listed] == [("side-a", SIDE_A, version)]
    assert api.get(f"{MAPS}/none").status_code == 404


def test_never_overwritten_unless_the_replaced_version_is_sent(tmp_path: Path) -> None:
    api = client(tmp_path)
    first = api.put(f"{MAPS}/river", json={"text": SIDE_A}).json()["version"]
    other = SIDE_A.replace("~~....\n", "......\n", 1)
    taken = api.put(f"{MAPS}/river", json={"text": other, "version": None})
    assert taken.status_code == 409
    assert taken.json()["error"]["code"] == "exists"
    stale = api.put(f"{MAPS}/river", json={"text": other, "version": "0" * 64})
    assert stale.status_code == 409
    assert stale.json()["error"] == {"code": "stale", "version": first,
                                     "message": "river has changed since it was read; read "
                                                "it again"}
    assert (tmp_path / "maps" / "river.terrain.txt").read_text("utf-8") == SIDE_A
    replaced = api.put(f"{MAPS}/river", json={"text": other, "version": first})
    assert replaced.status_code == 200
    assert replaced.json()["version"] == version_of(other.encode())
    assert (tmp_path / "maps" / "river.terrain.txt").read_text("utf-8") == other


def test_the_games_own_check_refuses_a_bad_grid(tmp_path: Path) -> None:
    api = client(tmp_path)
    bad = api.put(f"{MAPS}/bad", json={"text": "..~\n.x.\n.*\n"})
    assert bad.status_code == 422
    assert [(d["code"], d["message"]) for d in bad.json()["diagnostics"]] == [
        ("E11", "terrain 'bad': 'x' at B2 is not a terrain character (. land, ~ water, * "
                "natural resource)"),
        ("E12", "terrain 'bad': row 3 has 2 cells but row 1 has 3")]
    assert not (tmp_path / "maps" / "bad.terrain.txt").exists()
    # a warning is said, not refused: the printed maps show 10 natural resources
    small = api.put(f"{MAPS}/small", json={"text": "..~\n.*.\n"})
    assert small.status_code == 201
    assert [d["code"] for d in small.json()["diagnostics"]] == ["W18"]


@pytest.mark.parametrize("name", ["", ".hidden", "a/b", "a\\b", "..", "a.b", "x" * 65, " lead",
                                  "trail ", "new\nline", "tab\there", "nul\0"])
def test_bad_names_are_refused(tmp_path: Path, name: str) -> None:
    api = client(tmp_path)
    from urllib.parse import quote

    answer = api.put(f"{MAPS}/{quote(name, safe='')}", json={"text": SIDE_A})
    assert answer.status_code in (400, 404, 405), answer.text
    if answer.status_code == 400:
        assert answer.json()["error"]["code"] == "bad-name"
    assert not any(p.is_file() for p in tmp_path.rglob("*") if p.suffix == ".txt")


def test_accented_names_are_fine(tmp_path: Path) -> None:
    answer = client(tmp_path).put(f"{MAPS}/carte été 2", json={"text": SIDE_A})
    assert answer.status_code == 201
    assert (tmp_path / "maps" / "carte été 2.terrain.txt").is_file()


@pytest.mark.parametrize("path", ["/api/parts/world-wonders/house", "/api/parts/chess/map",
                                  "/api/parts/flowers/map"])
def test_unknown_games_and_parts(tmp_path: Path, path: str) -> None:
    api = client(tmp_path)
    for answer in (api.get(path), api.get(f"{path}/x"), api.put(f"{path}/x", json={"text": ""})):
        assert answer.status_code == 404
        assert answer.json()["error"]["code"] == "not-found"


@pytest.mark.parametrize("body", [[], {"text": 3}, {"version": None}, {"text": "..", "version": 5}])
def test_bad_bodies(tmp_path: Path, body: object) -> None:
    answer = client(tmp_path).put(f"{MAPS}/m", json=body)
    assert answer.status_code == 400
    assert answer.json()["error"]["code"] == "bad-request"


def test_size_limits(tmp_path: Path) -> None:
    api = client(tmp_path)
    huge = api.put(f"{MAPS}/huge", json={"text": "." * (64 * 1024 + 1)})
    assert huge.status_code == 413
    assert huge.json()["error"]["code"] == "too-large"
    body = json.dumps({"text": "." * 2000}).encode()
    over = client(tmp_path, max_bytes=1000).put(f"{MAPS}/m", content=body,
                                                 headers={"Content-Type": "application/json"})
    assert over.status_code == 413
    assert not (tmp_path / "maps").exists()


def test_the_token_on_the_lan(tmp_path: Path) -> None:
    api = client(tmp_path, token="secret", lan="192.168.1.20")
    for answer in (api.get(MAPS), api.put(f"{MAPS}/m", json={"text": SIDE_A})):
        assert answer.status_code == 403
        assert answer.json()["error"]["code"] == "forbidden"
    assert not (tmp_path / "maps").exists()
    bearer = {"Authorization": "Bearer secret"}
    assert api.put(f"{MAPS}/m", json={"text": SIDE_A}, headers=bearer).status_code == 201
    assert api.get(MAPS, headers=bearer).json()["parts"][0]["name"] == "m"


def test_a_foreign_origin_and_a_form_are_refused(tmp_path: Path) -> None:
    api = client(tmp_path)
    foreign = api.put(f"{MAPS}/m", json={"text": SIDE_A}, headers={"Origin": "http://evil.test"})
    assert foreign.status_code == 403
    form = api.put(f"{MAPS}/m", content=b"text=..", headers={
        "Content-Type": "application/x-www-form-urlencoded"})
    assert form.status_code == 415
    assert not (tmp_path / "maps").exists()


def test_links_out_of_the_folder_are_refused(tmp_path: Path) -> None:
    served, outside = tmp_path / "served", tmp_path / "outside"
    served.mkdir()
    outside.mkdir()
    (outside / "secret.terrain.txt").write_text("..\n", "utf-8")
    os.symlink(outside, served / "maps")
    api = client(served)
    for answer in (api.get(MAPS), api.get(f"{MAPS}/secret"),
                   api.put(f"{MAPS}/m", json={"text": SIDE_A})):
        assert answer.status_code == 403
        assert answer.json()["error"]["code"] == "outside"
    assert sorted(p.name for p in outside.iterdir()) == ["secret.terrain.txt"]
    os.unlink(served / "maps")
    (served / "maps").mkdir()
    os.symlink(outside / "secret.terrain.txt", served / "maps" / "leak.terrain.txt")
    assert api.get(f"{MAPS}/leak").json()["error"]["code"] == "outside"
    assert api.put(f"{MAPS}/leak", json={"text": SIDE_A, "version": version_of(b"..\n")}
                   ).status_code == 403
    assert (outside / "secret.terrain.txt").read_text("utf-8") == "..\n"
    assert api.get(MAPS).json()["parts"] == []


def test_maps_never_disturb_the_board_files(tmp_path: Path) -> None:
    """The listing shows the folder's boards only; `boardscore score DIR` scores the boards
    only (a map has no board suffix); a game file made from a saved map scores as the
    example it was drawn from."""
    example = EXAMPLES / "world-wonders" / "three-players-base.yaml"
    (tmp_path / "game.yaml").write_text(example.read_text("utf-8"), "utf-8")
    api = client(tmp_path)
    assert api.put(f"{MAPS}/side-a", json={"text": SIDE_A}).status_code == 201
    assert [f["name"] for f in api.get("/api/files").json()["files"]] == ["game.yaml"]
    done = run_cli("score", str(tmp_path), "-f", "json")
    assert done.code == 0, done.stderr
    assert done.json()["file"] == str(tmp_path / "game.yaml")  # one file scored: the game
    game = data_of(example)
    game["terrains"] = {"side-a": api.get(f"{MAPS}/side-a").json()["text"]}
    scored = api.post("/api/score?name=game.yaml&picture=", json=game)
    assert scored.status_code == 200
    assert without_places(scored.json()["result"]) == without_places(
        run_cli("score", str(example), "-f", "json", "--explain").json())


def test_the_games_declare_their_parts() -> None:
    """/api/games names each game's saved parts; no two games keep theirs in the same place,
    and no part has a board file's suffix."""
    places = [(part.folder, part.suffix) for entry in GAMES.values() for part in entry.parts]
    assert len(places) == len(set(places))
    assert not any(suffix.endswith(BOARD_SUFFIXES) for _folder, suffix in places)
    assert ("maps", ".terrain.txt") in places


def test_games_answer_names_the_parts(tmp_path: Path) -> None:
    games = {g["id"]: g for g in client(tmp_path).get("/api/games").json()}
    assert games["world-wonders"]["parts"] == [{
        "kind": "map", "key": "terrains",
        "help": "A map's terrain, drawn once and reused: one line per row, . land, ~ water, "
                "* natural resource."}]
    assert games["flowers"]["parts"] == []
