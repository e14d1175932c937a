"""`boardscore watch FILE`: score the file again each time it is saved, while the user types.

Polling `os.stat` (size, modification time, inode) twice a second is enough for a file a person
saves by hand, works on every platform and file system (network shares, containers) and adds
no dependency; a file-watching library would save nothing a user can notice here. A change is
scored once the file has been still for a moment, so a half-written save is met at most as a
parse error, replaced at the next save.
"""

from __future__ import annotations

import os
import time
from typing import TextIO

from boardscore.request import Request
from boardscore.scorers.i18n import _
from boardscore.status import ExitStatus
from boardscore.streams import shown

CLEAR = "\x1b[H\x1b[2J"
Signature = tuple[int, int, int] | None


def watch(path: str, request: Request, out: TextIO, err: TextIO, *, interval: float = 0.5,
          runs: int | None = None) -> ExitStatus:
    """Score `path` now and after every change, until Ctrl-C (exit 0), or after `runs`
    scorings (for tests and scripts)."""
    last: Signature | str = "never"
    done = 0
    try:
        while runs is None or done < runs:
            now = _settled(path, interval)
            if now != last:
                last = now
                _show(path, now, request, out, err)
                done += 1
            else:
                time.sleep(interval)
    except KeyboardInterrupt:
        out.write("\n")
    return ExitStatus.OK


def _signature(path: str) -> Signature:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_mtime_ns, info.st_size, info.st_ino


def _settled(path: str, interval: float) -> Signature:
    """The file's signature once two looks, a short while apart, agree (a save in progress
    changes it between them)."""
    first = _signature(path)
    while True:
        time.sleep(min(interval, 0.1))
        second = _signature(path)
        if second == first:
            return second
        first = second


def _show(path: str, signature: Signature, request: Request, out: TextIO, err: TextIO) -> None:
    from boardscore.batch import run_batch

    if _is_terminal(out):
        out.write(CLEAR)
    stamp = time.strftime("%H:%M:%S")
    if signature is None:
        out.write("boardscore watch: " + _("{file} does not exist (yet); waiting for it "
                                           "({time}, Ctrl-C to stop)").format(
            file=shown(path), time=stamp) + "\n")
        out.flush()
        return
    out.write("boardscore watch: " + _("{file} at {time} (Ctrl-C to stop)").format(
        file=shown(path), time=stamp) + "\n")
    out.flush()
    run_batch([path], request, out, err)
    out.write("\n")
    out.flush()
    err.flush()


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
