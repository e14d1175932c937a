"""yaml-language-server (the server behind VS Code's YAML extension and other editors' YAML
support) driven over stdio with LSP JSON-RPC, as an editor drives it: open a document, read
the diagnostics it publishes, ask for hovers and completions.

The server and the YAML 1.2 parser come from tests/editor/package.json (`npm ci` there).
"""

from __future__ import annotations

import json
import os
import queue
import shutil
import subprocess
import threading
from pathlib import Path
from types import TracebackType
from typing import Any

HERE = Path(__file__).resolve().parent
MODULES = HERE / "node_modules"
SERVER = MODULES / "yaml-language-server" / "bin" / "yaml-language-server"
WAIT = 30.0  # seconds for one answer (the first validation loads the schema from disk)


def missing() -> str | None:
    """Why the editor tools cannot run here, or None when they can."""
    if shutil.which("node") is None:
        return "node is not installed"
    if not SERVER.exists() or not (MODULES / "yaml").exists():
        return f"the npm packages are not installed: run `npm ci` in {HERE}"
    return None


def require_node() -> None:
    """Skip the calling test when node or the npm packages are missing here; in CI (CI=true)
    they must be there, so the test fails instead."""
    import pytest

    reason = missing()
    if reason is None:
        return
    if os.environ.get("CI", "").lower() in ("true", "1", "yes"):
        pytest.fail(f"CI runs the editor tests, but {reason}")
    pytest.skip(reason)


def node_json(script: str, payload: Any) -> Any:
    """Run one of this folder's node scripts with `payload` as JSON on stdin; its JSON answer."""
    done = subprocess.run(["node", str(HERE / script)], input=json.dumps(payload),
                          capture_output=True, text=True, timeout=300, check=False, cwd=HERE)
    if done.returncode != 0:
        raise OSError(f"node {script} failed: {done.stderr}")
    return json.loads(done.stdout)


class LanguageServer:
    """One yaml-language-server process; `settings` are the editor's `yaml.*` settings."""

    def __init__(self, root: Path, settings: dict[str, Any] | None = None) -> None:
        self.settings = {"validate": True, "hover": True, "completion": True,
                         "schemaStore": {"enable": False}, **(settings or {})}
        self.process = subprocess.Popen(
            ["node", str(SERVER), "--stdio"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, env={**os.environ, "NODE_NO_WARNINGS": "1"})
        self.inbox: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self.published: dict[str, list[dict[str, Any]]] = {}
        self.answers: dict[int, Any] = {}
        self.next_id = 0
        self.version = 0
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        self.request("initialize", {
            "processId": os.getpid(), "rootUri": root.as_uri(),
            "workspaceFolders": [{"uri": root.as_uri(), "name": "boards"}],
            "capabilities": {
                "workspace": {"configuration": True},
                "textDocument": {
                    "publishDiagnostics": {},
                    "hover": {"contentFormat": ["markdown", "plaintext"]},
                    "completion": {"completionItem": {
                        "snippetSupport": True,
                        "documentationFormat": ["markdown", "plaintext"]}}}}})
        self.notify("initialized", {})
        self.notify("workspace/didChangeConfiguration", {"settings": {"yaml": self.settings}})

    def __enter__(self) -> LanguageServer:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()

    def close(self) -> None:
        if self.process.poll() is None:
            try:
                self.request("shutdown", None, wait=5.0)
                self.notify("exit", None)
                self.process.wait(timeout=5)
            except (OSError, TimeoutError, subprocess.TimeoutExpired):
                self.process.kill()
                self.process.wait()
        self.reader.join(timeout=5)
        for stream in (self.process.stdin, self.process.stdout):
            if stream is not None:
                stream.close()

    # --- JSON-RPC ---------------------------------------------------------------------------

    def _send(self, message: dict[str, Any]) -> None:
        body = json.dumps({"jsonrpc": "2.0", **message}).encode("utf-8")
        assert self.process.stdin is not None
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def _read(self) -> None:
        stream = self.process.stdout
        assert stream is not None
        while True:
            length = 0
            while (line := stream.readline()) not in (b"\r\n", b""):
                name, _, value = line.decode("ascii").partition(":")
                if name.lower() == "content-length":
                    length = int(value)
            if not line:
                self.inbox.put(None)
                return
            self.inbox.put(json.loads(stream.read(length)))

    def notify(self, method: str, params: Any) -> None:
        self._send({"method": method, "params": params})

    def request(self, method: str, params: Any, wait: float = WAIT) -> Any:
        self.next_id += 1
        ident = self.next_id
        self._send({"id": ident, "method": method, "params": params})
        while ident not in self.answers:
            self._handle(wait)
        return self.answers.pop(ident)

    def _handle(self, wait: float) -> None:
        try:
            message = self.inbox.get(timeout=wait)
        except queue.Empty:
            raise TimeoutError(f"yaml-language-server said nothing for {wait} s") from None
        if message is None:
            raise OSError("yaml-language-server exited")
        if "method" in message and "id" in message:  # a request from the server
            self._send({"id": message["id"], "result": self._answer(message)})
        elif message.get("method") == "textDocument/publishDiagnostics":
            params = message["params"]
            self.published[params["uri"]] = params["diagnostics"]
        elif "id" in message:
            if "error" in message:
                raise OSError(f"yaml-language-server: {message['error']}")
            self.answers[message["id"]] = message.get("result")

    def _answer(self, request: dict[str, Any]) -> Any:
        if request["method"] == "workspace/configuration":
            items = request["params"]["items"]
            return [self.settings if item.get("section") == "yaml" else
                    {"yaml": self.settings} if not item.get("section") else None
                    for item in items]
        return None

    # --- what an editor does ----------------------------------------------------------------

    def diagnostics(self, path: Path, text: str | None = None) -> list[dict[str, Any]]:
        """Open the file (its text on disk unless given) and return what the server reports
        once it has validated it with its schema; the document is closed again."""
        return self.diagnostics_of({path: text})[path]

    def diagnostics_of(self, documents: dict[Path, str | None]) -> dict[Path, list[Any]]:
        """diagnostics() for many files at once: the server waits 200 ms after a document
        changes before it validates it (an editor's debounce), so they are opened together."""
        uris = {path: self.open(path, path.read_text("utf-8") if text is None else text)
                for path, text in documents.items()}
        while not all(uri in self.published for uri in uris.values()):
            self._handle(WAIT)
        found = {path: self.published.pop(uri) for path, uri in uris.items()}
        for uri in uris.values():
            self.close_document(uri)
        return found

    def open(self, path: Path, text: str) -> str:
        uri = path.resolve().as_uri()
        self.published.pop(uri, None)
        # a new version on every open: the server caches a document's parse by uri and version
        self.version += 1
        self.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "yaml", "version": self.version, "text": text}})
        return uri

    def close_document(self, uri: str) -> None:
        """Close the document, and wait for the empty diagnostics the server sends then, so
        that they are not taken for those of the next document opened at the same path."""
        self.published.pop(uri, None)
        self.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
        while self.published.get(uri) != []:
            self._handle(WAIT)
        del self.published[uri]

    def hover(self, uri: str, line: int, character: int) -> str:
        found = self.request("textDocument/hover", {"textDocument": {"uri": uri},
                                                    "position": {"line": line,
                                                                 "character": character}})
        if not found:
            return ""
        contents = found["contents"]
        return str(contents["value"] if isinstance(contents, dict) else contents)

    def completion(self, uri: str, line: int, character: int) -> list[dict[str, Any]]:
        found = self.request("textDocument/completion", {
            "textDocument": {"uri": uri}, "position": {"line": line, "character": character}})
        items = found.get("items", []) if isinstance(found, dict) else found or []
        return list(items)
