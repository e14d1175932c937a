"""The Starlette application of `boardscore serve` (docs/serve-api.md): the page's static
files and the JSON API, behind the guard (security.py). The answers themselves are computed
by answers.py and files.py, with the command line's machinery."""

from __future__ import annotations

import json
import os
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.middleware.gzip import GZipMiddleware
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from boardscore import __version__
from boardscore.loading import MAX_BYTES, MAX_DEPTH
from boardscore.reporters.serialize import diagnostic_to_dict
from boardscore.scorers.i18n import _
from boardscore.scorers.registry import GAMES, page_folder
from boardscore.serve import answers
from boardscore.serve.documents import Unreadable, read_document, summary
from boardscore.serve.files import FileProblem, Folder, checked_name
from boardscore.serve.language import speaking, wanted_language
from boardscore.serve.parts import (
    Parts,
    checked_part_name,
    checked_text,
    declared_part,
    problems_of,
)
from boardscore.serve.playing import play
from boardscore.serve.qr import qr_svg
from boardscore.serve.security import Guard, Policy, allowed_hosts, cookie_name

STATIC = answers.STATIC
PLACEHOLDER = ("<!doctype html><meta charset=utf-8><title>boardscore</title>"
               "<p>boardscore serve: the page is not installed; the API is at /api/games.")
QR_LIMIT = 2000


@dataclass(frozen=True)
class Settings:
    folder: str
    port: int
    token: str | None = None  # --lan: every request carries it
    lan_address: str | None = None
    share_url: str = ""  # what /api/info gives to share (the LAN URL and token under --lan)
    max_bytes: int = MAX_BYTES
    language: str = "en"  # a request's language when it names none (the command line's)


class BadBody(Exception):
    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status, self.code, self.message = status, code, message


Handler = Callable[[Request], Awaitable[Response]]


def create_app(settings: Settings) -> Starlette:
    folder = Folder(settings.folder)
    api = _Api(settings, folder)
    routes = [
        Route("/", _index, methods=["GET", "HEAD"]),
        Mount("/static", app=StaticFiles(directory=STATIC, check_dir=False), name="static"),
        *_game_pages(),
        Route("/api/info", api.wrap(api.info), methods=["GET"]),
        Route("/api/games", api.wrap(api.games), methods=["GET"]),
        Route("/api/new", api.wrap(api.new), methods=["POST"]),
        Route("/api/score", api.wrap(api.score), methods=["POST"]),
        Route("/api/files", api.wrap(api.list_files), methods=["GET"]),
        Route("/api/files/{name}", api.wrap(api.get_file), methods=["GET"]),
        Route("/api/files/{name}", api.wrap(api.put_file), methods=["PUT"]),
        Route("/api/files/{name}/result", api.wrap(api.file_result), methods=["GET"]),
        Route("/api/files/{name}/raw", api.wrap(api.raw_file), methods=["GET"]),
        Route("/api/files/{name}/players/{player:path}", api.wrap(api.put_player),
              methods=["PUT"]),
        Route("/api/qr", api.wrap(api.qr), methods=["GET"]),
        Route("/api/play", api.wrap(api.play), methods=["POST"]),
        Route("/api/parts/{game}/{kind}", api.wrap(api.list_parts), methods=["GET"]),
        Route("/api/parts/{game}/{kind}/{name}", api.wrap(api.get_part), methods=["GET"]),
        Route("/api/parts/{game}/{kind}/{name}", api.wrap(api.put_part), methods=["PUT"]),
        Route("/api/messages", api.wrap(api.messages), methods=["POST"]),
        Route("/api/messages", api.wrap(api.page_messages), methods=["GET"]),
    ]
    policy = Policy(allowed_hosts(settings.port, settings.lan_address), settings.token,
                    settings.max_bytes, cookie_name(settings.port), settings.language)
    # The guard first: nothing it refuses reaches the rest. Then gzip (level 6: a re-score's
    # answer of ~40 KB of JSON and SVG shrinks about 8 times for ~1 ms), for phones on Wi-Fi.
    return Starlette(routes=routes, middleware=[
        Middleware(Guard, policy=policy), Middleware(GZipMiddleware, minimum_size=1024,
                                                     compresslevel=6)],
        exception_handlers={HTTPException: _http_problem})


def _game_pages() -> list[Mount]:
    """Each game's page folder (its editor's modules), at /games/<id>/."""
    return [Mount(f"{answers.GAME_PAGES}/{game}", app=StaticFiles(directory=folder,
                                                                  check_dir=False))
            for game in GAMES if (folder := page_folder(game))]


async def _index(request: Request) -> Response:
    del request
    page = os.path.join(STATIC, "index.html")
    if os.path.isfile(page):
        return FileResponse(page, media_type="text/html; charset=utf-8")
    return HTMLResponse(PLACEHOLDER)


async def _http_problem(request: Request, exc: Exception) -> Response:
    """404 and 405 in the API's error shape (a static file's 404 too)."""
    del request
    assert isinstance(exc, HTTPException)
    codes = {404: "not-found", 405: "method-not-allowed"}
    return JSONResponse({"error": {"code": codes.get(exc.status_code, "bad-request"),
                                   "message": str(exc.detail)}},
                        status_code=exc.status_code, headers=exc.headers)


def _json(status: int, data: Any, headers: dict[str, str] | None = None) -> Response:
    body = json.dumps(data, ensure_ascii=False).encode("utf-8", "surrogatepass")
    return Response(body, status, headers, media_type="application/json")


class _Api:
    def __init__(self, settings: Settings, folder: Folder) -> None:

        self.settings = settings
        self.folder = folder
        self.parts = Parts(settings.folder)

    def wrap(self, handler: Handler) -> Handler:
        """Every answer in the request's language; a refused name, body or file as its error
        shape; anything unexpected as a 500 without a traceback."""

        async def answered(request: Request) -> Response:
            language = wanted_language(request.query_params.get("lang"),
                                       request.headers.get("accept-language"),
                                       self.settings.language)
            request.state.language = language
            try:
                with speaking(language):  # the worker threads inherit it (contextvars)
                    return await handler(request)
            except BadBody as exc:
                return _json(exc.status, {"error": {"code": exc.code, "message": exc.message}})
            except FileProblem as exc:
                return _json(exc.status, {"error": {"code": exc.code, "message": exc.message,
                                                    **exc.extra}})
            except Exception as exc:  # the last line of defence: an answer, never a traceback
                with speaking(language):
                    message = _("boardscore failed on this request ({error}: {detail}); please "
                                "report it").format(error=type(exc).__name__, detail=exc)
                return _json(500, {"error": {"code": "internal-error", "message": message}})

        return answered

    async def run(self, work: Callable[[], answers.Answer]) -> Response:
        """The work in a worker thread (in the request's language: wrap() chose it)."""

        status, data = await run_in_threadpool(work)
        return _json(status, data)

    async def info(self, request: Request) -> Response:
        settings = self.settings
        return _json(200, {"version": __version__, "lan": settings.token is not None,
                           "url": settings.share_url, "languages": ["en", "fr"],
                           "language": request.state.language,
                           "max_bytes": settings.max_bytes})

    async def games(self, request: Request) -> Response:
        del request  # the language is chosen by wrap()
        return await self.run(answers.games)

    async def new(self, request: Request) -> Response:
        body = await _body(request, self.settings.max_bytes)
        return await self.run(lambda: answers.new(body))

    async def score(self, request: Request) -> Response:
        body = await _body(request, self.settings.max_bytes)
        name = request.query_params.get("name", "-")
        if name != "-":

            checked_name(name)
        boards = _wanted_boards(request)
        return await self.run(lambda: answers.score_data(name, body, boards))

    async def play(self, request: Request) -> Response:
        """The state of play of a game being recorded, from the game's `play` hook."""

        body = await _body(request, self.settings.max_bytes)
        return await self.run(lambda: play(body))

    async def page_messages(self, request: Request) -> Response:
        del request
        return await self.run(answers.page_messages)

    async def messages(self, request: Request) -> Response:
        body = await _body(request, self.settings.max_bytes)
        return await self.run(lambda: answers.messages(body))

    async def list_files(self, request: Request) -> Response:
        del request
        return await self.run(self._listing)

    def _listing(self) -> answers.Answer:

        files = []
        for name in self.folder.names():
            try:
                stored = self.folder.read(name)
            except FileProblem:  # a link out of the folder, a file gone meanwhile
                continue
            try:
                game, players = summary(read_document(stored))
            except Unreadable:
                game, players = None, None
            files.append({"name": name, "version": stored.version, "game": game,
                          "players": players, "modified": self.folder.modified(name),
                          "server": stored.server})
        return 200, {"files": files}

    async def get_file(self, request: Request) -> Response:
        name = request.path_params["name"]
        stored = await run_in_threadpool(self.folder.read, name)
        etag = f'"{stored.version}"'
        if request.headers.get("if-none-match") == etag:
            return Response(status_code=304, headers={"ETag": etag})

        def work() -> answers.Answer:

            try:
                document = read_document(stored)
            except Unreadable as exc:
                return 422, {"diagnostics": [diagnostic_to_dict(d) for d in exc.diagnostics]}
            return 200, {"name": name, "version": stored.version, "document": document,
                         "server": stored.server}

        response = await self.run(work)
        response.headers["ETag"] = etag
        return response

    async def file_result(self, request: Request) -> Response:
        name = request.path_params["name"]
        stored = await run_in_threadpool(self.folder.read, name)
        boards = _wanted_boards(request)
        return await self.run(lambda: answers.score_file(name, stored.content, boards))

    async def raw_file(self, request: Request) -> Response:
        """The file's bytes as they are in the folder, to download (the exact file the
        command line scores)."""

        name = request.path_params["name"]
        stored = await run_in_threadpool(self.folder.read, name)
        kind = "application/json" if name.lower().endswith(".json") else "application/yaml"
        ascii_name = "".join(c if c.isascii() and c.isprintable() and c not in '"\\' else "_"
                             for c in name)
        return Response(stored.content, 200, {
            "Content-Disposition": f"attachment; filename=\"{ascii_name}\"; "
                                   f"filename*=UTF-8''{quote(name, safe='')}",
            "ETag": f'"{stored.version}"'}, media_type=f"{kind}; charset=utf-8")

    async def put_file(self, request: Request) -> Response:
        name = request.path_params["name"]
        body = await _body(request, self.settings.max_bytes)
        if not isinstance(body, dict) or not isinstance(body.get("document"), dict):
            raise BadBody(400, "bad-request", _('the body is {"document": {…}, "version": '
                                                '…}, the document a JSON object'))
        version = body.get("version")
        if version is not None and not isinstance(version, str):
            raise BadBody(400, "bad-request", _("version is the text GET gave, or null"))
        saved, new_version, created = await run_in_threadpool(
            self.folder.save, name, body["document"], version)
        return _json(201 if created else 200, {"name": saved, "version": new_version})

    async def put_player(self, request: Request) -> Response:
        name, player = request.path_params["name"], request.path_params["player"]
        body = await _body(request, self.settings.max_bytes)
        if not isinstance(body, dict) or not isinstance(body.get("document"), dict):
            raise BadBody(400, "bad-request", _('the body is {"document": {…}}, the document '
                                                'a JSON object'))
        version = await run_in_threadpool(self.folder.save_player, name, player,
                                          body["document"])
        return _json(200, {"name": name, "version": version})

    async def list_parts(self, request: Request) -> Response:
        """A game's saved parts of one kind (docs/serve-api.md, "Saved parts")."""

        game, kind = request.path_params["game"], request.path_params["kind"]
        part = declared_part(game, kind)
        stored = await run_in_threadpool(self.parts.listing, part)
        return _json(200, {"game": game, "kind": kind, "parts": [s.as_json() for s in stored]})

    async def get_part(self, request: Request) -> Response:

        part = declared_part(request.path_params["game"], request.path_params["kind"])
        stored = await run_in_threadpool(self.parts.read, part, request.path_params["name"])
        return _json(200, stored.as_json(), {"ETag": f'"{stored.version}"'})

    async def put_part(self, request: Request) -> Response:
        """Creates a part (`version` null) or replaces it (its current `version`); refused
        with the game's diagnostics (422) when its own check finds an error."""

        game, name = request.path_params["game"], request.path_params["name"]
        part = declared_part(game, request.path_params["kind"])
        checked_part_name(name)
        text, version = checked_text(await _body(request, self.settings.max_bytes))
        problems = await run_in_threadpool(problems_of, game, part, name, text)
        if any(d["severity"] == "error" for d in problems):
            return _json(422, {"diagnostics": problems})
        new_version, created = await run_in_threadpool(self.parts.save, part, name, text,
                                                       version)
        return _json(201 if created else 200, {"name": name, "version": new_version,
                                               "diagnostics": problems})

    async def qr(self, request: Request) -> Response:
        data = request.query_params.get("data", "")
        if not data or len(data) > QR_LIMIT:
            raise BadBody(400, "bad-request", _("data is 1 to {limit} characters").format(
                limit=QR_LIMIT))

        svg = await run_in_threadpool(qr_svg, data)
        return Response(svg, 200, media_type="image/svg+xml")


def _wanted_boards(request: Request) -> set[str] | None:
    """`?picture=1/Ann&picture=1/Bob` (board keys), `?picture=` (none); without it, every
    board's picture."""
    if "picture" not in request.query_params:
        return None
    return {key for key in request.query_params.getlist("picture") if key}


async def _body(request: Request, limit: int) -> Any:
    """The JSON body, read up to the limit (413 past it, whatever Content-Length said), at
    most as deep as a board file may be (400 past it)."""
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise BadBody(413, "too-large", _("the body is larger than {size} MB, the command "
                                              "line's limit for a file").format(
                size=limit // (1024 * 1024)))
        chunks.append(chunk)
    try:
        data = json.loads(b"".join(chunks))
    except (ValueError, RecursionError):
        raise BadBody(400, "bad-json", _("the body is not JSON")) from None
    if _too_deep(data, MAX_DEPTH):
        raise BadBody(400, "bad-json", _("the body nests deeper than {depth} levels").format(
            depth=MAX_DEPTH))
    return data


def _too_deep(data: Any, limit: int) -> bool:
    """Deeper than `limit` containers, found without recursion."""
    level: list[Any] = [data]
    for _depth in range(limit + 1):
        level = [child for node in level
                 for child in (node.values() if isinstance(node, dict) else
                               node if isinstance(node, list) else ())
                 if isinstance(child, (dict, list))]
        if not level:
            return False
    return True
