"""Safe by default (issue 26, item 2): the token (refused, accepted by ?token= then the cookie,
or Bearer), the Host header, the Origin, 413 past the file size limit, JSON-only writes, bare
file names checked against the folder (no separator, no .., no symbolic link out of it), and
the security headers."""

from __future__ import annotations

import os
import string
from collections.abc import Iterator
from pathlib import Path

import pytest

from serve_helpers import BASE, PORT, client  # isort: skip

from boardscore.loading import MAX_BYTES
from boardscore.scorers.registry import GAMES, page_folder
from boardscore.serve.security import allowed_hosts, cookie_name, new_token

from conftest import EXAMPLES, ROOT

TOKEN = new_token()
COOKIE = cookie_name(PORT)


def test_the_token_is_unguessable_and_url_safe() -> None:
    tokens = {new_token() for _ in range(100)}
    assert len(tokens) == 100
    for token in tokens:
        assert len(token) >= 43  # 256 bits in base64: at least the 128 bits asked
        assert set(token) <= set(string.ascii_letters + string.digits + "-_")


@pytest.mark.parametrize("path", ["/", "/api/games", "/api/files", "/static/app.js",
                                  "/api/nothing"])
def test_without_the_token_everything_is_refused(tmp_path: Path, path: str) -> None:
    api = client(tmp_path, token=TOKEN)
    for headers in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": f"Basic {TOKEN}"},
                    {"Cookie": f"{COOKIE}=wrong"}, {"Cookie": "garbage;;=="}):
        answer = api.get(path, headers=headers)
        assert answer.status_code == 403, (path, headers)
        assert answer.json()["error"]["code"] == "forbidden"
    assert api.get(path + "?token=wrong").status_code == 403
    assert api.post("/api/score", json={}).status_code == 403


def test_bearer_token_for_scripts(tmp_path: Path) -> None:
    api = client(tmp_path, token=TOKEN)
    answer = api.get("/api/games", headers={"Authorization": f"Bearer {TOKEN}"})
    assert answer.status_code == 200
    scored = api.post("/api/score", headers={"Authorization": f"Bearer {TOKEN}"},
                      json={"game": "flowers"})
    assert scored.status_code == 422


def test_token_in_the_url_once_then_the_cookie(tmp_path: Path) -> None:
    api = client(tmp_path, token=TOKEN)
    first = api.get(f"/?lang=fr&token={TOKEN}", follow_redirects=False)
    assert first.status_code == 303
    assert first.headers["location"] == "/?lang=fr"
    cookie = first.headers["set-cookie"]
    assert cookie.startswith(f"{COOKIE}={TOKEN};")
    assert {part.strip().lower() for part in cookie.split(";")[1:]} >= {
        "httponly", "samesite=strict", "path=/"}
    api.cookies.set(COOKIE, TOKEN)
    assert api.get("/api/games").status_code == 200
    other_port = client(tmp_path, token=TOKEN)
    other_port.cookies.set(cookie_name(PORT + 1), TOKEN)
    assert other_port.get("/api/games").status_code == 403
    assert api.get("/").status_code == 200
    assert api.post("/api/score", json={"game": "flowers"}).status_code == 422


def test_a_token_in_the_url_of_a_write_is_not_enough(tmp_path: Path) -> None:
    """Only a GET trades the URL's token for the cookie: a form posting to ?token= is not
    let in on it."""
    api = client(tmp_path, token=TOKEN)
    assert api.post(f"/api/score?token={TOKEN}", json={}).status_code == 403


def test_no_token_asked_on_loopback_only(tmp_path: Path) -> None:
    api = client(tmp_path)
    assert api.get("/api/games").status_code == 200
    assert "set-cookie" not in api.get("/?token=anything").headers


@pytest.mark.parametrize("host", ["evil.example:8765", f"127.0.0.1:{PORT + 1}", "127.0.0.1",
                                  "localhost.evil.example", f"10.0.0.9:{PORT}", ""])
def test_a_foreign_host_header_is_refused(tmp_path: Path, host: str) -> None:
    """DNS rebinding: a name that resolves to this machine is still not its address."""
    api = client(tmp_path)
    answer = api.get("/api/games", headers={"Host": host})
    assert answer.status_code == 403
    assert answer.json()["error"]["code"] == "bad-host"


@pytest.mark.parametrize("host", [f"127.0.0.1:{PORT}", f"localhost:{PORT}", f"[::1]:{PORT}",
                                  f"LOCALHOST:{PORT}"])
def test_loopback_host_headers_are_allowed(tmp_path: Path, host: str) -> None:
    assert client(tmp_path).get("/api/games", headers={"Host": host}).status_code == 200


def test_the_lan_address_is_allowed_when_bound_for_the_lan(tmp_path: Path) -> None:
    assert allowed_hosts(PORT, "192.168.1.20") >= {f"192.168.1.20:{PORT}", f"127.0.0.1:{PORT}"}
    api = client(tmp_path, token=TOKEN, lan="192.168.1.20")
    headers = {"Host": f"192.168.1.20:{PORT}", "Authorization": f"Bearer {TOKEN}"}
    assert api.get("/api/games", headers=headers).status_code == 200
    assert api.get("/api/games", headers={**headers, "Host": f"192.168.1.21:{PORT}"}
                   ).status_code == 403


def test_a_foreign_origin_is_refused(tmp_path: Path) -> None:
    api = client(tmp_path)
    assert api.post("/api/score", json={}, headers={"Origin": "http://evil.example"}
                    ).status_code == 403
    assert api.post("/api/score", json={"game": "flowers"}, headers={"Origin": BASE}
                    ).status_code == 422


def test_writes_must_be_json(tmp_path: Path) -> None:
    """A form on another site can post text/plain without asking; never JSON."""
    api = client(tmp_path)
    for kind in ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data"):
        answer = api.post("/api/score", content=b"{}", headers={"Content-Type": kind})
        assert answer.status_code == 415
    assert api.put("/api/files/x.yaml", content=b"{}").status_code == 415


def test_bodies_over_the_file_size_limit(tmp_path: Path) -> None:
    api = client(tmp_path)
    too_big = b'{"game": "' + b"x" * MAX_BYTES + b'"}'
    answer = api.post("/api/score", content=too_big,
                      headers={"Content-Type": "application/json"})
    assert answer.status_code == 413
    assert answer.json()["error"]["code"] == "too-large"

    def chunks() -> Iterator[bytes]:  # no Content-Length: counted while read
        yield b'{"game": "'
        for _ in range(11):
            yield b"x" * (1024 * 1024)
        yield b'"}'

    streamed = api.post("/api/score", content=chunks(),
                        headers={"Content-Type": "application/json"})
    assert streamed.status_code == 413
    small = client(tmp_path, max_bytes=100)
    assert small.put("/api/files/x.yaml", json={"document": {"a": "b" * 200}}
                     ).status_code == 413
    assert not (tmp_path / "x.yaml").exists()


@pytest.mark.parametrize("body", [b"{", b"[" * 100_000 + b"]" * 100_000,
                                  b'{"a":' * 100 + b"1" + b"}" * 100])
def test_bad_or_too_deep_json(tmp_path: Path, body: bytes) -> None:
    answer = client(tmp_path).post("/api/score", content=body,
                                   headers={"Content-Type": "application/json"})
    assert answer.status_code == 400
    assert answer.json()["error"]["code"] == "bad-json"


BAD_NAMES = ["..", ".hidden.yaml", "a..b.yaml", "notes.txt", "x", "a%5Cb.yaml", "%00.yaml",
             "a%0Ab.yaml", "%2E%2E", "x" * 300 + ".yaml"]


@pytest.mark.parametrize("name", BAD_NAMES)
def test_bad_file_names_are_refused(tmp_path: Path, name: str) -> None:
    api = client(tmp_path)
    for answer in (api.get(f"/api/files/{name}"),
                   api.put(f"/api/files/{name}", json={"document": {"game": "flowers"}}),
                   api.get(f"/api/files/{name}/result")):
        assert answer.status_code in (400, 404), (name, answer.status_code)
    assert sorted(os.listdir(tmp_path)) == []


@pytest.mark.parametrize("name", ["../escape.yaml", "..%2Fescape.yaml", "sub%2Fx.yaml",
                                  "%2Fetc%2Fpasswd.yaml"])
def test_separators_never_reach_outside(tmp_path: Path, name: str) -> None:
    inside = tmp_path / "served"
    inside.mkdir()
    api = client(inside)
    assert api.put(f"/api/files/{name}", json={"document": {"game": "flowers"}}
                   ).status_code in (400, 404)
    assert api.get(f"/api/files/{name}").status_code in (400, 404)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["served"]
    assert os.listdir(inside) == []


def test_symbolic_links_out_of_the_folder(tmp_path: Path) -> None:
    served, outside = tmp_path / "served", tmp_path / "outside"
    served.mkdir()
    outside.mkdir()
    secret = outside / "secret.yaml"
    secret.write_bytes((EXAMPLES / "flowers" / "two-players.yaml").read_bytes())
    (served / "link.yaml").symlink_to(secret)
    (served / "inside.yaml").symlink_to(served / "real.yaml")
    (served / "real.yaml").write_bytes(secret.read_bytes())
    api = client(served)
    for answer in (api.get("/api/files/link.yaml"), api.get("/api/files/link.yaml/result"),
                   api.put("/api/files/link.yaml", json={"document": {}, "version": "x"}),
                   api.put("/api/files/link.yaml/players/Ana", json={"document": {}})):
        assert answer.status_code == 403
        assert answer.json()["error"]["code"] == "outside"
    assert [f["name"] for f in api.get("/api/files").json()["files"]] == [
        "inside.yaml", "real.yaml"]
    assert api.get("/api/files/inside.yaml").status_code == 200
    assert secret.read_bytes() == (EXAMPLES / "flowers" / "two-players.yaml").read_bytes()


def test_a_fifo_is_not_read(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.yaml")
    api = client(tmp_path)
    assert api.get("/api/files/pipe.yaml").status_code == 403
    assert api.get("/api/files").json()["files"] == []


def test_security_headers(tmp_path: Path) -> None:
    api = client(tmp_path)
    for path in ("/", "/api/games", "/api/nothing", "/static/none.js"):
        headers = api.get(path).headers
        policy = headers["content-security-policy"]
        assert "script-src 'self'" in policy
        assert "unsafe-inline" not in policy
        assert "unsafe-eval" not in policy
        assert "frame-ancestors 'none'" in policy
        assert headers["x-content-type-options"] == "nosniff"
        if path.startswith("/api/"):
            assert headers["cache-control"] == "no-store"
    refused = client(tmp_path, token=TOKEN).get("/api/games")
    assert refused.headers["cache-control"] == "no-store"
    assert refused.headers["x-content-type-options"] == "nosniff"


def test_static_files_stay_in_their_folder(tmp_path: Path) -> None:
    api = client(tmp_path)
    for path in ("/static/../app.py", "/static/%2E%2E/app.py", "/static/..%2Fapp.py",
                 "/static/../../serve/app.py"):
        answer = api.get(path)
        assert answer.status_code == 404, path
        assert "create_app" not in answer.text


def test_refusals_in_the_requests_language(tmp_path: Path) -> None:
    api = client(tmp_path, token=TOKEN)
    english = api.get("/api/games").json()["error"]["message"]
    french = api.get("/api/games?lang=fr").json()["error"]["message"]
    assert french != english
    assert api.get("/api/games", headers={"Accept-Language": "fr"}).json()["error"][
        "message"] == french
    named = client(tmp_path).get("/api/files/a..b.yaml?lang=fr").json()["error"]["message"]
    assert named.startswith("impossible d'utiliser le nom de fichier")


def test_answers_are_compressed_for_browsers_that_ask(tmp_path: Path) -> None:
    api = client(tmp_path)
    board = (EXAMPLES / "mondo" / "expert-round.yaml")
    import yaml

    document = yaml.safe_load(board.read_text("utf-8"))
    answer = api.post("/api/score", json=document, headers={"Accept-Encoding": "gzip"})
    assert answer.headers["content-encoding"] == "gzip"
    assert answer.num_bytes_downloaded * 5 < len(answer.content)
    assert answer.headers["cache-control"] == "no-store"
    assert "content-encoding" not in api.post("/api/score", json=document,
                                              headers={"Accept-Encoding": "identity"}).headers


def test_the_page_and_its_files(tmp_path: Path) -> None:
    from boardscore.serve.app import STATIC

    api = client(tmp_path)
    home = api.get("/")
    assert home.status_code == 200
    assert home.headers["content-type"].startswith("text/html")
    shipped = sorted(p for p in Path(STATIC).rglob("*") if p.is_file())
    if not shipped:
        pytest.skip("no page files in this tree")
    for path in shipped:
        answer = api.get("/static/" + path.relative_to(STATIC).as_posix())
        assert answer.status_code == 200, path
        assert answer.content == path.read_bytes()
        assert answer.headers["cache-control"] == "no-cache"
        assert "etag" in answer.headers
        if path.suffix == ".js":
            assert answer.headers["content-type"].split(";")[0] in (
                "text/javascript", "application/javascript")
    for game in GAMES:
        folder = Path(page_folder(game) or ROOT / "no-page")
        for path in sorted(folder.glob("*.*")):
            answer = api.get(f"/games/{game}/{path.relative_to(folder).as_posix()}")
            assert answer.status_code == 200, path
            assert answer.content == path.read_bytes()
            assert answer.headers["cache-control"] == "no-cache"
    for outside in ("/games/mondo/../__init__.py", "/games/mondo/%2E%2E/__init__.py",
                    "/games/mondo/..%2F__init__.py", "/games/mondo/../../registry.py",
                    "/games/no-game/editor.js"):
        assert api.get(outside).status_code == 404, outside
    assert api.get("/nothing-here").status_code == 404
    assert api.get("/api/nothing").json()["error"]["code"] == "not-found"
    assert api.post("/api/games", json={}).status_code == 405


def test_a_name_turned_into_a_link_after_the_check_is_not_followed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The check and the open are apart in time: whatever the name is when opened, nothing
    outside the folder is read (the resolved path is checked again, opened with O_NOFOLLOW)."""
    from boardscore.serve.files import Folder

    served, outside = tmp_path / "served", tmp_path / "outside"
    served.mkdir()
    outside.mkdir()
    (outside / "secret.yaml").write_text("game: flowers\n", "utf-8")
    (served / "game.yaml").write_text("game: flowers\n", "utf-8")
    checked = Folder.place

    def swapped(self: Folder, name: str) -> str:
        path = checked(self, name)
        os.unlink(path)
        os.symlink(outside / "secret.yaml", path)
        return path

    monkeypatch.setattr(Folder, "place", swapped)
    answer = client(served).get("/api/files/game.yaml")
    assert answer.status_code == 403
    assert answer.json()["error"]["code"] == "outside"
