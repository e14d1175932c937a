"""Saved parts: a part of a game's file that is drawn once and kept in the served folder for
later games (a game declares it: GameEntry.parts, e.g. a map's terrain). Each one is a text
file `DIR/<folder>/<name><suffix>` holding the part's text exactly as it goes into a board file;
the folder and the suffix are the game's, chosen so that neither the file listing (DIR itself
only) nor `boardscore score DIR` (board suffixes only) ever takes one for a board.

The same rules as the board files (files.py): names from clients checked, nothing outside DIR
read or written (no symbolic link followed out of it), atomic writes under the folder's lock,
and nothing overwritten unless the client sends the version it replaces.

Nothing here imports Starlette: the HTTP layer (app.py) turns a FileProblem into its answer.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from boardscore.reporters.serialize import diagnostic_to_dict
from boardscore.scorers.games import load_game
from boardscore.scorers.i18n import _
from boardscore.scorers.registry import GAMES
from boardscore.serve.files import (
    FileProblem,
    _lock_of,
    confined,
    unwritable,
    version_of,
    written,
)

if TYPE_CHECKING:
    from boardscore.scorers.registry import SavedPart

PART_MAX_BYTES = 64 * 1024  # a 26×26 map is under 1 KB
MAX_NAME = 64  # characters of a part's name
MAX_LISTED = 500  # parts listed per kind (by name)


@dataclass(frozen=True, slots=True)
class StoredPart:
    name: str
    text: str
    version: str
    modified: str

    def as_json(self) -> dict[str, Any]:
        return {"name": self.name, "version": self.version, "modified": self.modified,
                "text": self.text}


def declared_part(game: str, kind: str) -> SavedPart:
    """The part `kind` that `game` declares; FileProblem(404, not-found) otherwise."""

    entry = GAMES.get(game)
    part = next((p for p in entry.parts if p.kind == kind), None) if entry else None
    if part is None:
        raise FileProblem(404, "not-found", _("no saved part {kind} for the game {game}").format(
            kind=json.dumps(kind, ensure_ascii=False), game=json.dumps(game, ensure_ascii=False)))
    return part


def checked_part_name(name: str) -> str:
    """A part's name: 1 to 64 letters, digits, spaces, '-' or '_', starting with a letter or
    digit and not ending with a space; FileProblem(400, bad-name) otherwise. It is a key of
    the board file too, so no dot, no separator and no control character can be in it."""
    if not 1 <= len(name) <= MAX_NAME or not name[0].isalnum() or name.endswith(" ") or \
            not all(c.isalnum() or c in " -_" for c in name):
        raise FileProblem(400, "bad-name", _(
            "cannot use the name {name}: a saved part's name has 1 to {most} letters, digits, "
            "spaces, - or _, and starts with a letter or a digit").format(
                name=json.dumps(name, ensure_ascii=False), most=MAX_NAME))
    return name


class Parts:
    """The saved parts of the served folder."""

    def __init__(self, folder: str) -> None:
        self.root = os.path.realpath(folder)
        self.lock = _lock_of(self.root)

    def listing(self, part: SavedPart) -> list[StoredPart]:
        """Every part of that kind, by name (at most MAX_LISTED; unreadable ones skipped)."""
        where = self._folder(part, create=False)
        try:
            entries = sorted(os.listdir(where)) if where else []
        except OSError:
            return []
        found: list[StoredPart] = []
        for entry in entries:
            stem = entry[:-len(part.suffix)] if entry.endswith(part.suffix) else None
            if stem is None or entry.startswith(".") or len(found) >= MAX_LISTED:
                continue
            with contextlib.suppress(FileProblem):
                found.append(self.read(part, checked_part_name(stem)))
        return found

    def read(self, part: SavedPart, name: str) -> StoredPart:
        path = self._path(part, name, create=False)
        flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0) | \
            getattr(os, "O_NOFOLLOW", 0)
        try:
            descriptor = os.open(path, flags)
        except FileNotFoundError:
            raise _missing(part, name) from None
        except OSError as exc:
            raise FileProblem(403, "outside", _("cannot read {name}: {reason}").format(
                name=name, reason=exc.strerror or exc)) from None
        with os.fdopen(descriptor, "rb") as handle:
            facts = os.fstat(handle.fileno())
            if not stat.S_ISREG(facts.st_mode):
                raise FileProblem(403, "outside", _("{name} is not a regular file").format(
                    name=name))
            content = handle.read(PART_MAX_BYTES + 1)
        try:
            text = content.decode("utf-8")
        except UnicodeDecodeError:
            raise FileProblem(403, "outside", _("{name} is not UTF-8 text").format(
                name=name)) from None
        modified = datetime.fromtimestamp(facts.st_mtime, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        return StoredPart(name, text, version_of(content), modified)

    def save(self, part: SavedPart, name: str, text: str, version: str | None
             ) -> tuple[str, bool]:
        """Writes the part: (its new version, created). A new name is created (409 exists
        if it is taken); an existing one is replaced only when `version` is its current
        version (409 stale otherwise): nothing the user keeps is overwritten unseen."""
        content = text.encode("utf-8", "surrogatepass")
        with self.lock:
            path = self._path(part, name, create=True)
            if version is None:
                self._create(path, name, content)
                return version_of(content), True
            current = self.read(part, name)
            if current.version != version:
                raise FileProblem(409, "stale", _("{name} has changed since it was read; "
                                                  "read it again").format(name=name),
                                  version=current.version)
            self._write(path, name, content, replace=True)
            return version_of(content), False

    def _folder(self, part: SavedPart, *, create: bool) -> str | None:
        """DIR/<folder>, made on the first save; never a link leading out of DIR."""
        where = os.path.join(self.root, part.folder)
        if os.path.islink(where) or (os.path.exists(where) and not os.path.isdir(where)):
            target = os.path.realpath(where)
            if not os.path.isdir(target) or os.path.commonpath([self.root, target]) != self.root:
                raise FileProblem(403, "outside", _("{name} leads outside the served folder")
                                  .format(name=part.folder))
        if not os.path.isdir(where):
            if not create:
                return None
            try:
                os.mkdir(where)
            except FileExistsError:
                pass
            except OSError as exc:
                raise unwritable(part.folder, exc) from None
        return where

    def _path(self, part: SavedPart, name: str, *, create: bool) -> str:
        where = self._folder(part, create=create)
        if where is None:
            raise _missing(part, name)
        return confined(self.root, os.path.join(where, checked_part_name(name) + part.suffix),
                        name)

    def _create(self, path: str, name: str, content: bytes) -> None:
        try:
            self._write(path, name, content, replace=False)
        except FileExistsError:
            raise FileProblem(409, "exists", _("{name} exists already").format(
                name=name)) from None

    def _write(self, path: str, name: str, content: bytes, *, replace: bool) -> None:
        """Atomically: a hidden temporary file beside it, then a rename (or a link, which
        fails on an existing name, when nothing may be replaced)."""
        try:
            with written(os.path.dirname(path), content) as temporary:
                if replace:
                    os.replace(temporary, path)
                else:
                    os.link(temporary, path)
        except FileExistsError:
            raise
        except OSError as exc:
            raise unwritable(name, exc) from None


def _missing(part: SavedPart, name: str) -> FileProblem:
    return FileProblem(404, "not-found", _("no saved {kind} {name} in the served folder").format(
        kind=part.kind, name=json.dumps(name, ensure_ascii=False)))


def checked_text(body: Any) -> tuple[str, str | None]:
    """The body of a PUT, {"text": …, "version": …}: (text, version), or FileProblem(400)."""
    if not isinstance(body, dict) or not isinstance(body.get("text"), str):
        raise FileProblem(400, "bad-request", _('the body is {"text": "…", "version": …}, '
                                                'the text a string'))
    version = body.get("version")
    if version is not None and not isinstance(version, str):
        raise FileProblem(400, "bad-request", _("version is the text GET gave, or null"))
    text = body["text"]
    if len(text.encode("utf-8", "surrogatepass")) > PART_MAX_BYTES:
        raise FileProblem(413, "too-large", _("a saved part has at most {size} KB").format(
            size=PART_MAX_BYTES // 1024))
    return text, version


def problems_of(game: str, part: SavedPart, name: str, text: str) -> list[dict[str, Any]]:
    """The game's own check of a part's text (GameHooks.check_part): its diagnostics as the
    command line's JSON; the part is refused when one of them is an error."""

    check = load_game(game).check_part
    return [diagnostic_to_dict(d) for d in check(part.kind, name, text)] if check else []
