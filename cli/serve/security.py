"""The guard in front of every request (docs/serve-api.md, "Security"): the Host header
(DNS rebinding), the Origin, the token (`?token=` once, then an HttpOnly SameSite=Strict
cookie, or `Authorization: Bearer`), announced body sizes, JSON bodies for writes, and the
security headers on every answer. A pure ASGI middleware: nothing reaches the application
that the guard refused."""

from __future__ import annotations

import json
import secrets
from collections.abc import Iterable
from dataclasses import dataclass, field
from http.cookies import SimpleCookie
from typing import Any
from urllib.parse import parse_qsl, urlencode

from boardscore.scorers.i18n import _
from boardscore.serve.language import speaking, wanted_language

COOKIE = "boardscore_token"  # then `_PORT`: cookies ignore ports, two servers must not mix
TOKEN_BYTES = 32  # 256 bits; token_urlsafe writes 43 URL-safe characters
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; "
       "connect-src 'self'; font-src 'self'; manifest-src 'self'; base-uri 'none'; "
       "form-action 'self'; frame-ancestors 'none'")
HEADERS = ((b"content-security-policy", CSP.encode()),
           (b"x-content-type-options", b"nosniff"),
           (b"referrer-policy", b"no-referrer"),
           (b"x-frame-options", b"DENY"),
           (b"cross-origin-opener-policy", b"same-origin"))
WRITES = frozenset({"POST", "PUT", "PATCH", "DELETE"})

Scope = dict[str, Any]
Message = dict[str, Any]


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def allowed_hosts(port: int, lan_address: str | None) -> frozenset[str]:
    """The Host headers a request may carry: loopback names, and the LAN address when bound
    for the LAN, each with the port."""
    hosts = ["localhost", "127.0.0.1", "[::1]"]
    if lan_address is not None:
        hosts.append(f"[{lan_address}]" if ":" in lan_address else lan_address)
    return frozenset(f"{host}:{port}" for host in hosts)


def cookie_name(port: int) -> str:
    """The token's cookie for the server on `port` (a browser sends a host's cookies to
    every port of it)."""
    return f"{COOKIE}_{port}"


@dataclass(frozen=True)
class Policy:
    hosts: frozenset[str]
    token: str | None  # None: loopback only, no token asked
    max_bytes: int
    cookie: str = COOKIE
    language: str = "en"  # of a refusal when the request names none (language.py)
    extra_headers: tuple[tuple[bytes, bytes], ...] = field(default=HEADERS)


class Guard:
    """ASGI middleware applying a Policy."""

    def __init__(self, app: Any, policy: Policy) -> None:
        self.app = app
        self.policy = policy

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope["type"] == "websocket":  # the server has none: refused before anything
            await send({"type": "websocket.close", "code": 1008})
            return
        if scope["type"] != "http":  # lifespan
            await self.app(scope, receive, send)
            return
        headers = _headers(scope)
        with speaking(_language(scope, headers, self.policy.language)):
            refusal = self._refusal(scope, headers)
        if refusal is not None:
            await _answer(send, *refusal)
            return
        if self.policy.token is not None and _query_token(scope) is not None:
            await self._redirect(scope, send)
            return
        await self.app(scope, receive, self._with_headers(scope, send))

    def _refusal(self, scope: Scope, headers: dict[str, str]
                 ) -> tuple[int, str, str] | None:
        if headers.get("host", "").lower() not in self.policy.hosts:
            return 403, "bad-host", _("this server answers only to its own address")
        origin = headers.get("origin")
        if origin is not None and origin.lower() != f"http://{headers['host'].lower()}":
            return 403, "bad-origin", _("requests from another site are refused")
        if self.policy.token is not None and not self._authorized(scope, headers):
            return 403, "forbidden", _("this server needs its token: open the address it "
                                       "printed, with its ?token=")
        return _body_refusal(scope, headers, self.policy.max_bytes)

    def _authorized(self, scope: Scope, headers: dict[str, str]) -> bool:
        token = self.policy.token
        assert token is not None
        given = _query_token(scope) if scope["method"] in ("GET", "HEAD") else None
        if given is None:
            scheme, _space, bearer = headers.get("authorization", "").partition(" ")
            given = bearer.strip() if scheme.lower() == "bearer" else None
        if given is None:
            cookie = SimpleCookie()
            try:
                cookie.load(headers.get("cookie", ""))
            except Exception:  # a malformed Cookie header is no token
                return False
            name = self.policy.cookie
            given = str(cookie[name].value) if name in cookie else None
        return given is not None and secrets.compare_digest(given.encode(), token.encode())

    async def _redirect(self, scope: Scope, send: Any) -> None:
        """`?token=` accepted: the cookie, and the same address without the token."""
        rest = [(k, v) for k, v in parse_qsl(scope.get("query_string", b"").decode("latin-1"),
                                             keep_blank_values=True) if k != "token"]
        location = scope["path"] + (f"?{urlencode(rest)}" if rest else "")
        cookie = f"{self.policy.cookie}={self.policy.token}; HttpOnly; SameSite=Strict; Path=/"
        await send({"type": "http.response.start", "status": 303, "headers": [
            (b"location", location.encode("utf-8")), (b"set-cookie", cookie.encode()),
            (b"cache-control", b"no-store"), (b"content-length", b"0"),
            *self.policy.extra_headers]})
        await send({"type": "http.response.body", "body": b""})

    def _with_headers(self, scope: Scope, send: Any) -> Any:
        api = scope["path"].startswith("/api/")
        extra = self.policy.extra_headers

        async def sending(message: Message) -> None:
            if message["type"] == "http.response.start":
                given = list(message.get("headers", []))
                names = {name.lower() for name, _value in given}
                given += [header for header in extra if header[0] not in names]
                if api:
                    given = [h for h in given if h[0].lower() != b"cache-control"]
                    given.append((b"cache-control", b"no-store"))
                elif b"cache-control" not in names:
                    given.append((b"cache-control", b"no-cache"))
                message = {**message, "headers": given}
            await send(message)

        return sending


def _headers(scope: Scope) -> dict[str, str]:
    """The request's headers, the first of each name (latin-1, as HTTP has them)."""
    found: dict[str, str] = {}
    for name, value in scope.get("headers", []):
        found.setdefault(name.decode("latin-1").lower(), value.decode("latin-1"))
    return found


def _language(scope: Scope, headers: dict[str, str], default: str) -> str:
    """The language of a refusal: as the API's answers choose it (language.py)."""
    wanted = next((value for key, value in _query(scope) if key == "lang"), None)
    return wanted_language(wanted, headers.get("accept-language"), default)


def _query(scope: Scope) -> list[tuple[str, str]]:
    return parse_qsl(scope.get("query_string", b"").decode("latin-1"), keep_blank_values=True)


def _query_token(scope: Scope) -> str | None:
    for key, value in parse_qsl(scope.get("query_string", b"").decode("latin-1")):
        if key == "token":
            return str(value)
    return None


def _body_refusal(scope: Scope, headers: dict[str, str], max_bytes: int
                  ) -> tuple[int, str, str] | None:
    length = headers.get("content-length")
    if length is not None and (not length.isdigit() or int(length) > max_bytes):
        return 413, "too-large", _("the body is larger than {size} MB, the command line's "
                                   "limit for a file").format(size=max_bytes // (1024 * 1024))
    if scope["method"] in WRITES:
        kind = headers.get("content-type", "").split(";")[0].strip().lower()
        if kind != "application/json":
            return 415, "unsupported-media-type", _("the body is JSON: Content-Type: "
                                                    "application/json")
    return None


async def _answer(send: Any, status: int, code: str, message: str,
                  headers: Iterable[tuple[bytes, bytes]] = HEADERS) -> None:
    body = json.dumps({"error": {"code": code, "message": message}},
                      ensure_ascii=False).encode()
    await send({"type": "http.response.start", "status": status, "headers": [
        (b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
        (b"cache-control", b"no-store"), *headers]})
    await send({"type": "http.response.body", "body": body})
