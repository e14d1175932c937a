"""Writing what the user asked for to a file (`-o PATH`), without ever losing what they own.

- `-o -` is standard output, for every command that takes `-o`.
- An input is never written: a path that is the same file as an input (compared by device and
  inode, so whatever the spelling: symlinks, `./`, hard links, `/proc/self/fd/0`; standard input
  included, `-` or `/dev/stdin`) is refused with `output-is-input`, even with --force.
- An existing file is replaced only with --force, never when it is read-only, on a read-only
  file system, or not a regular file (a device, a FIFO, a folder). It keeps its permission
  bits, and its owner and group when the process may give them (root: `os.fchown`); when it
  cannot, a warning says so. --force on a path that does not exist yet (or a symlink to
  nowhere) creates it.
- Without --force the file is created only if it does not exist, atomically: two runs racing
  for one path cannot both write it.
- The text is written to an unnamed file (Linux O_TMPFILE) that is given its name only once it
  is complete, so even SIGKILL leaves nothing behind; where that is not available, to a
  `.boardscore-*.tmp` file that is removed on any error, Ctrl-C and SIGTERM.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
import tempfile
from collections.abc import Sequence
from contextlib import suppress
from typing import TextIO

from boardscore.options import flag, option
from boardscore.scorers.diagnostics import Diagnostic, error, warning
from boardscore.scorers.i18n import _
from boardscore.streams import shown

STDOUT = "-"


def write_output(text: str, target: str | None, out: TextIO, *, force: bool,
                 inputs: Sequence[str] = ()) -> Diagnostic | None:
    """`text` to `out` (no target, or `-`) or to the file `target`; why not, if it was not."""
    if target is None or target == STDOUT:
        out.write(text)
        return None
    problem = _refusal(target, force, inputs)
    if problem is not None:
        return problem
    try:
        _write(target, text.encode("utf-8", "surrogateescape"), force)
    except FileExistsError:  # created by someone else since we looked
        return _exists(target)
    except OSError as exc:
        return _unwritable(target, exc)
    return None


def _unwritable(target: str, exc: OSError | ValueError) -> Diagnostic:
    return error("output-unwritable", _("cannot write {file}: {reason}").format(
        file=shown(target), reason=getattr(exc, "strerror", None) or exc))


STDIN = "-"  # in `inputs`: standard input


def _refusal(target: str, force: bool, inputs: Sequence[str]) -> Diagnostic | None:
    try:
        status = os.stat(target)
    except (FileNotFoundError, NotADirectoryError):  # (a symlink to nowhere too)
        return None
    except (OSError, ValueError) as exc:
        return _unwritable(target, exc)
    for source in inputs:
        if _same_file(status, source):
            name = _("standard input") if source == STDIN else shown(source)
            return error("output-is-input", _("{file} is the input file {input}; boardscore "
                                              "never writes over its input").format(
                file=shown(target), input=name))
    if not stat.S_ISREG(status.st_mode):
        message = _("{file} is a folder; {output} writes regular files (use {output} - for "
                    "standard output)") if stat.S_ISDIR(status.st_mode) else \
            _("{file} is not a regular file; {output} writes regular files (use {output} - for "
              "standard output)")
        return error("output-not-a-file", message.format(file=shown(target),
                                                         output=option("output", None).short))
    if not force:
        return _exists(target)
    if _on_read_only_mount(target):
        return error("output-read-only", _("{file} is on a file system mounted read-only; "
                                           "nothing can be written there").format(
            file=shown(target)))
    if not status.st_mode & 0o222 or not os.access(target, os.W_OK):  # (root may write it)
        return error("output-read-only", _("{file} is read-only; boardscore does not replace "
                                           "it, even with {force} (make it writable "
                                           "first)").format(file=shown(target),
                                                            force=flag("force")))
    return None


def _exists(target: str) -> Diagnostic:
    return error("output-exists", _("{file} exists; use {force} to replace it").format(
        file=shown(target), force=flag("force")))


def _same_file(target: os.stat_result, source: str) -> bool:
    """Whether the target is the input `source` (STDIN: the process's standard input), by
    device and inode."""
    try:
        found = os.fstat(_stdin_descriptor()) if source == STDIN else os.stat(source)
    except (OSError, ValueError):  # it does not exist (or cannot be looked at): not the same
        return False
    return (found.st_dev, found.st_ino) == (target.st_dev, target.st_ino)


def _stdin_descriptor() -> int:
    try:
        return sys.stdin.fileno()
    except (AttributeError, OSError, ValueError):  # replaced (a test runner): descriptor 0
        return 0


def _on_read_only_mount(target: str) -> bool:
    try:
        return bool(os.statvfs(target).f_flag & getattr(os, "ST_RDONLY", 1))
    except (OSError, AttributeError):
        return False


def _write(target: str, data: bytes, replace: bool) -> None:
    folder = os.path.dirname(os.path.abspath(target))
    try:
        _write_staged(_Unnamed(folder), target, data, replace)
    except _NoUnnamedFiles:  # another OS, or a file system or /proc without them
        _write_staged(_Named(folder), target, data, replace)


def _write_staged(stage: _Unnamed | _Named, target: str, data: bytes, replace: bool) -> None:
    try:
        stage.write(data)
        replaced = _replaced(target) if replace else None
        if replaced is not None:
            kept = _keep_owner(stage, replaced)
            stage.chmod(replaced.st_mode & 0o7777)  # the replaced file's permissions
        else:  # a new file (--force on a path that does not exist yet included)
            mask = os.umask(0)
            os.umask(mask)
            stage.chmod(0o666 & ~mask)
            kept = True
        stage.commit(target, replace)
    finally:
        stage.discard()
    if not kept:
        _say(warning("output-owner", _("{file} was replaced, but it now belongs to this user: "
                                       "only root may give it back to its owner").format(
            file=shown(target))))


def _replaced(target: str) -> os.stat_result | None:
    """The file --force replaces; None when there is none yet (nothing, or a symlink to
    nowhere: the new file is created in the link's place)."""
    try:
        return os.stat(target)
    except (FileNotFoundError, NotADirectoryError):
        return None


def _keep_owner(stage: _Unnamed | _Named, replaced: os.stat_result) -> bool:
    """The replaced file's owner and group on the new one; False when they could not be kept
    (a user replacing another user's file in a folder they may write)."""
    if (replaced.st_uid, replaced.st_gid) == (os.geteuid(), os.getegid()):
        return True
    try:
        stage.chown(replaced.st_uid, replaced.st_gid)
    except OSError:
        with suppress(OSError):  # the group alone, when it is one of this user's
            stage.chown(-1, replaced.st_gid)
        return replaced.st_uid == os.geteuid()
    return True


def _say(diagnostic: Diagnostic) -> None:
    """A warning about a write that succeeded, on standard error."""
    # lazy: only when a warning is said
    from boardscore.diagnostic_line import format_diagnostic

    sys.stderr.write(format_diagnostic(diagnostic) + "\n")


class _Named:
    """A `.boardscore-*.tmp` file beside the target, removed unless it became the target."""

    def __init__(self, folder: str) -> None:
        self.descriptor, self.path = tempfile.mkstemp(dir=folder, prefix=".boardscore-",
                                                      suffix=".tmp")
        self.done = False

    def write(self, data: bytes) -> None:
        _write_all(self.descriptor, data)

    def chmod(self, mode: int) -> None:
        os.fchmod(self.descriptor, mode)

    def chown(self, user: int, group: int) -> None:
        os.fchown(self.descriptor, user, group)

    def commit(self, target: str, replace: bool) -> None:
        os.close(self.descriptor)
        self.descriptor = -1
        if replace:
            os.replace(self.path, target)
        else:
            os.link(self.path, target)  # fails if the target exists: no check-then-write race
            os.unlink(self.path)
        self.done = True

    def discard(self) -> None:
        if self.descriptor >= 0:
            os.close(self.descriptor)
        if not self.done:
            with suppress(FileNotFoundError):
                os.unlink(self.path)


class _NoUnnamedFiles(Exception):
    pass


class _Unnamed:
    """An unnamed file in the target's folder (O_TMPFILE): it has no name until it is linked,
    complete, as the target, so an interrupted write leaves nothing behind."""

    def __init__(self, folder: str) -> None:
        flag = getattr(os, "O_TMPFILE", 0)
        if not flag or not os.path.isdir("/proc/self/fd"):
            raise _NoUnnamedFiles
        self.folder = folder
        try:
            self.descriptor = os.open(folder, flag | os.O_WRONLY, 0o600)
        except OSError as exc:
            if exc.errno in (errno.ENOENT, errno.EACCES, errno.EROFS):
                raise  # the folder's own problem: say it
            raise _NoUnnamedFiles from exc
        self.named: str | None = None

    def write(self, data: bytes) -> None:
        _write_all(self.descriptor, data)

    def chmod(self, mode: int) -> None:
        os.fchmod(self.descriptor, mode)

    def chown(self, user: int, group: int) -> None:
        os.fchown(self.descriptor, user, group)

    def commit(self, target: str, replace: bool) -> None:
        if not replace:
            self._link(target)  # fails if the target exists
            return
        self.named = _free_name(self.folder)
        self._link(self.named)
        os.replace(self.named, target)
        self.named = None

    def _link(self, name: str) -> None:
        """linkat(…, AT_SYMLINK_FOLLOW) of /proc/self/fd/N: os.link uses linkat, which follows
        the /proc link to the open file, only when it is given a directory descriptor."""
        folder = os.open(self.folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
        try:
            os.link(f"/proc/self/fd/{self.descriptor}", os.path.basename(name),
                    dst_dir_fd=folder, follow_symlinks=True)
        except OSError as exc:
            if exc.errno in (errno.EXDEV, errno.EPERM, errno.ENOENT, errno.EINVAL):
                raise _NoUnnamedFiles from exc
            raise
        finally:
            os.close(folder)

    def discard(self) -> None:
        os.close(self.descriptor)
        if self.named is not None:  # linked but not yet renamed
            with suppress(FileNotFoundError):
                os.unlink(self.named)


def _free_name(folder: str) -> str:
    # lazy: secrets only when a file is written (-o)
    import secrets

    return os.path.join(folder, f".boardscore-{secrets.token_hex(6)}.tmp")


def _write_all(descriptor: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(descriptor, view)
        view = view[written:]

