"""A progress bar on stderr for batches, shown only when stderr is a terminal.

Diagnostics share stderr: `ProgressStream` wipes the bar before any other text is written and
the batch redraws it after each file, so lines never mix.
"""

from __future__ import annotations

import time

from boardscore.scorers.i18n import ngettext

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import TextIO

_WIPE = "\r\x1b[K"


class ProgressStream:
    """Wraps stderr: writes pass through, after wiping the bar if it is showing."""

    def __init__(self, stream: TextIO, total: int) -> None:
        self.stream, self.total = stream, total
        self.showing = False
        self.last = 0.0

    def write(self, text: str) -> int:
        self.wipe()
        return self.stream.write(text)

    def flush(self) -> None:
        self.stream.flush()

    def isatty(self) -> bool:
        return self.stream.isatty()

    def wipe(self) -> None:
        if self.showing:
            self.stream.write(_WIPE)
            self.showing = False

    def update(self, done: int) -> None:
        """Redraw at most ~20 times a second (a terminal is slower than scoring)."""
        now = time.monotonic()
        if done < self.total and now - self.last < 0.05:
            return
        self.last = now
        width = 30
        filled = width * done // max(self.total, 1)
        counted = ngettext("{done}/{total} files", "{done}/{total} files",
                           self.total).format(done=done, total=self.total)
        self.stream.write(f"{_WIPE}[{'#' * filled}{'.' * (width - filled)}] {counted}")
        self.stream.flush()
        self.showing = True
