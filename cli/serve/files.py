"""The board files of the served folder: names from clients checked, versions, atomic writes,
hand-written files never rewritten, and one player's boards merged into the file as it is now
(docs/serve-api.md, "Files").

Nothing here imports Starlette: the HTTP layer (app.py) turns a FileProblem into its answer.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import stat
import tempfile
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import yaml

from boardscore.loading import MAX_BYTES
from boardscore.scorers.i18n import _

BOARD_SUFFIXES = (".yaml", ".yml", ".json")
WRITABLE_SUFFIXES = (".yaml", ".yml")
MAX_NAME_BYTES = 255
# The first line of every file the server writes: a file without it is hand-written (its
# comments are the user's) and is never rewritten.
MARKER = ("# Written by boardscore serve, which rewrites this file as the game goes (delete "
          "this line to keep your own edits: the page then saves a copy).\n")
COPY_WORD = "edited"


class FileProblem(Exception):
    """Why a file request cannot be answered: an HTTP status, a code and a sentence."""

    def __init__(self, status: int, code: str, message: str, **extra: Any) -> None:
        super().__init__(message)
        self.status, self.code, self.message, self.extra = status, code, message, extra


def confined(root: str, path: str, name: str) -> str:
    """`path`, which is in `root`; FileProblem(403, outside) when it is a symbolic link
    leading out of `root`."""
    if os.path.islink(path):
        target = os.path.realpath(path)
        if os.path.commonpath([root, target]) != root:
            raise FileProblem(403, "outside", _("{name} leads outside the served folder")
                              .format(name=name))
    return path


@dataclass(frozen=True, slots=True)
class Stored:
    name: str
    content: bytes
    version: str

    @property
    def server(self) -> bool:
        """Written by this program (its marker line first): it may be rewritten."""
        return is_server_file(self.name, self.content)


def is_server_file(name: str, content: bytes) -> bool:
    return name.endswith(WRITABLE_SUFFIXES) and content.startswith(MARKER.encode())


def version_of(content: bytes) -> str:
    """A file's version: the SHA-256 of its bytes, whoever wrote it."""
    return hashlib.sha256(content).hexdigest()


def checked_name(name: str) -> str:
    """A bare board-file name, or FileProblem(400, bad-name): no separator, no control
    character, not hidden (so neither `.` nor `..`), a board suffix, at most 255 bytes."""
    reason = _name_problem(name)
    if reason is not None:
        raise FileProblem(400, "bad-name", _("cannot use the file name {name}: {reason}").format(
            name=json.dumps(name, ensure_ascii=False), reason=reason))
    return name


def _name_problem(name: str) -> str | None:
    if not name or len(name.encode("utf-8", "surrogatepass")) > MAX_NAME_BYTES:
        return _("a name has 1 to 255 bytes")
    if "/" in name or "\\" in name or any(ord(c) < 32 or ord(c) == 127 for c in name):
        return _("a bare file name has no folder separator and no control character")
    if name.startswith(".") or ".." in name:
        return _("a name does not start with a dot nor contain ..")
    if not name.lower().endswith(BOARD_SUFFIXES):
        return _("a board file name ends in .yaml, .yml or .json")
    return None


_LOCKS: dict[str, threading.Lock] = {}
_LOCKS_LOCK = threading.Lock()


def _lock_of(path: str) -> threading.Lock:
    """One lock per folder in this process, whichever application object serves it."""
    with _LOCKS_LOCK:
        return _LOCKS.setdefault(path, threading.Lock())


@dataclass
class Folder:
    """The served folder. Every write holds `lock`: the server's answers never interleave
    two writes of one file (several phones saving at once)."""

    path: str
    lock: threading.Lock = field(init=False)

    def __post_init__(self) -> None:
        self.path = os.path.realpath(self.path)
        self.lock = _lock_of(self.path)

    def place(self, name: str) -> str:
        """The path of a checked name; FileProblem(403, outside) when it is a symbolic link
        leading out of the folder."""
        return confined(self.path, os.path.join(self.path, checked_name(name)), name)

    def read(self, name: str) -> Stored:
        """The file's bytes. A link inside the folder is read at its target, and nothing is
        opened through a link (O_NOFOLLOW): a name turned into a link leading out after the
        check is refused, not followed."""
        path = os.path.realpath(self.place(name))
        if os.path.commonpath([self.path, path]) != self.path:  # became a link meanwhile
            raise FileProblem(403, "outside", _("{name} leads outside the served folder")
                              .format(name=name))
        flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0) | \
            getattr(os, "O_NOFOLLOW", 0)
        try:
            descriptor = os.open(path, flags)
        except FileNotFoundError:
            raise FileProblem(404, "not-found", _("no file {name} in the served folder").format(
                name=name)) from None
        except OSError as exc:
            raise FileProblem(403, "outside", _("cannot read {name}: {reason}").format(
                name=name, reason=exc.strerror or exc)) from None
        with os.fdopen(descriptor, "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                raise FileProblem(403, "outside", _("{name} is not a regular file").format(
                    name=name))
            content = handle.read(MAX_BYTES + 1)
        return Stored(name, content, version_of(content))

    def names(self) -> list[str]:
        """The board files directly in the folder (no sub-folder, no hidden file), sorted."""
        try:
            entries = sorted(os.listdir(self.path))
        except OSError:
            return []
        return [name for name in entries
                if _name_problem(name) is None and os.path.isfile(os.path.join(self.path, name))]

    def modified(self, name: str) -> str:
        when = os.stat(os.path.join(self.path, name)).st_mtime
        return datetime.fromtimestamp(when, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")

    def save(self, name: str, document: dict[str, Any], version: str | None
             ) -> tuple[str, str, bool]:
        """Write the document (PUT /api/files/{name}): (the name now holding it, its
        version, created). Holds the lock."""
        checked_name(name)
        with self.lock:
            if version is None:
                if not name.lower().endswith(WRITABLE_SUFFIXES):
                    raise FileProblem(400, "bad-name", _("the server writes YAML files: the "
                                                         "name ends in .yaml or .yml"))
                return name, self._create(name, dumped(document)), True
            current = self.read(name)
            if current.version != version:
                raise FileProblem(409, "stale", _("{name} has changed since it was read; "
                                                  "read it again").format(name=name),
                                  version=current.version)
            if not current.server:
                copy = self._copy_name(name)
                return copy, self._create(copy, dumped(document)), True
            return name, self._replace(name, dumped(document)), False

    def save_player(self, name: str, player: str, sent: dict[str, Any]) -> str:
        """Merge one player's entries into the file as it is now (PUT
        /api/files/{name}/players/{player}); the new version. Holds the lock."""
        # lazy: documents.py (the games' hooks) only once a file is saved, not at start-up
        from boardscore.serve.documents import read_document

        with self.lock:
            current = self.read(name)
            if not current.server:
                raise FileProblem(409, "hand-written", _(
                    "{name} was written by hand and is never rewritten: save a copy first")
                    .format(name=name))
            merged = merge_player(read_document(current), player, sent)
            return self._replace(name, dumped(merged))

    def _copy_name(self, name: str) -> str:
        stem = name.rsplit(".", 1)[0]
        for number in range(1, 10_000):
            candidate = f"{stem}-{COPY_WORD}.yaml" if number == 1 else \
                f"{stem}-{COPY_WORD}-{number}.yaml"
            if _name_problem(candidate) is None and \
                    not os.path.lexists(os.path.join(self.path, candidate)):
                return candidate
        raise FileProblem(409, "exists", _("no free name for a copy of {name}").format(
            name=name))

    def _create(self, name: str, content: bytes) -> str:
        """A new file, never replacing one (os.link fails on an existing name)."""
        path = self.place(name)
        try:
            with written(self.path, content) as temporary:
                try:
                    os.link(temporary, path)
                except FileExistsError:
                    raise FileProblem(409, "exists", _("{name} exists already").format(
                        name=name)) from None
        except OSError as exc:
            raise unwritable(name, exc) from None
        return version_of(content)

    def _replace(self, name: str, content: bytes) -> str:
        path = self.place(name)
        try:
            with written(self.path, content) as temporary:
                os.replace(temporary, path)
        except OSError as exc:
            raise unwritable(name, exc) from None
        return version_of(content)


@contextlib.contextmanager
def written(folder: str, content: bytes) -> Iterator[str]:
    """The content in a hidden temporary file of `folder` (so that a rename or a link into it
    is atomic), removed afterwards if it is still there."""
    descriptor, temporary = tempfile.mkstemp(dir=folder, prefix=".boardscore-", suffix=".tmp")
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(content)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temporary, 0o644)
        yield temporary
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)


def unwritable(name: str, exc: OSError) -> FileProblem:
    """The folder refuses the write (read-only, full, no permission): nothing changed."""
    return FileProblem(403, "unwritable", _("cannot write {name}: {reason}").format(
        name=name, reason=exc.strerror or exc))


def dumped(document: dict[str, Any]) -> bytes:
    """The marker line, then the data as block YAML in the order given (lists of scalars in
    flow style: one row of a board or one tableau per line; a text of several lines, such as a
    map or a drawing, as a literal block: one row per line, as it is typed)."""
    text = yaml.dump(document, Dumper=_block_dumper(), sort_keys=False, allow_unicode=True,
                     default_flow_style=None, width=100)
    return (MARKER + text).encode("utf-8", "surrogatepass")


_DUMPERS: list[Any] = []


def _block_dumper() -> Any:
    """yaml.SafeDumper writing a text of several lines as a `|` block (PyYAML quotes it where
    a block cannot hold it, such as trailing spaces); made once."""
    if not _DUMPERS:
        class BlockDumper(yaml.SafeDumper):
            pass

        def text(dumper: Any, value: str) -> Any:
            return dumper.represent_scalar("tag:yaml.org,2002:str", value,
                                           style="|" if "\n" in value else None)

        BlockDumper.add_representer(str, text)
        _DUMPERS.append(BlockDumper)
    return _DUMPERS[0]


def merge_player(current: Any, player: str, sent: dict[str, Any]) -> dict[str, Any]:
    """The current document with, in every `players` list the sent document has, the entry
    named `player` replaced by the sent one (appended when missing)."""
    if not isinstance(current, dict):
        raise FileProblem(409, "no-such-place", _("the file holds no board document"))
    merged: dict[str, Any] = json.loads(json.dumps(current, default=str))
    found = 0
    for path, entry in _player_entries(sent, player, ()):
        target: Any = merged
        for step in path:
            target = _step(target, step)
        _put(target, player, entry)
        found += 1
    if not found:
        raise FileProblem(400, "bad-request", _("the document sent has no board of {player}")
                          .format(player=player))
    return merged


def _step(node: Any, step: str | int) -> Any:
    if isinstance(step, int) and isinstance(node, list) and step < len(node):
        return node[step]
    if isinstance(step, str) and isinstance(node, dict) and step in node:
        return node[step]
    raise FileProblem(409, "no-such-place", _("the file has no {place}; save the whole "
                                              "document first").format(place=_place(step)))


def _place(step: str | int) -> str:
    return f"[{step}]" if isinstance(step, int) else step


def _put(target: Any, player: str, entry: dict[str, Any]) -> None:
    if not isinstance(target, list):
        raise FileProblem(409, "no-such-place", _("the file's players are not a list"))
    for index, old in enumerate(target):
        if isinstance(old, dict) and old.get("name") == player:
            target[index] = entry
            return
    target.append(entry)


def _player_entries(node: Any, player: str, path: tuple[str | int, ...]
                    ) -> Iterator[tuple[tuple[str | int, ...], dict[str, Any]]]:
    """(path of a `players` list, the entry named `player` in it), depth first."""
    if isinstance(node, list):
        for index, item in enumerate(node):
            yield from _player_entries(item, player, (*path, index))
    elif isinstance(node, dict):
        for key, value in node.items():
            if key == "players" and isinstance(value, list):
                entry = next((e for e in value if isinstance(e, dict)
                              and e.get("name") == player), None)
                if entry is not None:
                    yield (*path, "players"), entry
            else:
                yield from _player_entries(value, player, (*path, str(key)))
