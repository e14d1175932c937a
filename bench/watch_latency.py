"""How long `boardscore watch` takes to answer a save (issue 25: at most 150 ms, median).

    python bench/watch_latency.py                 # from the repository root, boardscore installed
    python bench/watch_latency.py --runs 41 --write

Whole processes, default settings: one `boardscore watch FILE` is started, then each run saves
FILE (the same board with one number changed, written in place as most editors do) and
measures the wall time from just before the write to the moment the new run's `Winner:` line
arrives on the watcher's output. Two outputs: a pipe (every run printed in full) and a
pseudo-terminal of 100x40 (the screen that keeps the table in view). Saves are spaced by a
random pause of 0.3-0.6 s, so that they fall anywhere in the polling interval. --write puts
the table into bench/README.md, between the `watch` markers.
"""

from __future__ import annotations

import argparse
import os
import pty
import random
import select
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from collections.abc import Callable
from fcntl import ioctl
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BOARDS = {
    "one Flowers tableau (examples/flowers/three-players.yaml)":
        ROOT / "examples" / "flowers" / "three-players.yaml",
    "a 3-round Mondo game, 3 players (examples/mondo/three-rounds-advanced.yaml, "
    "555 lines with --explain)": ROOT / "examples" / "mondo" / "three-rounds-advanced.yaml",
}
MARKERS = ("<!-- watch: start -->", "<!-- watch: end -->")


class Watcher:
    """A running `boardscore watch FILE` and the text it has written so far."""

    def __init__(self, board: Path, terminal: bool) -> None:
        command = [str(shutil.which("boardscore") or "boardscore"), "watch", str(board)]
        self.buffer = b""
        if terminal:
            self.fd, child = pty.openpty()
            ioctl(child, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 100, 0, 0))
            self.process = subprocess.Popen(command, stdin=child, stdout=child, stderr=child,
                                             env={**os.environ, "TERM": "xterm"})
            os.close(child)
        else:
            self.process = subprocess.Popen(command, stdout=subprocess.PIPE,
                                            stderr=subprocess.STDOUT)
            assert self.process.stdout is not None
            self.fd = self.process.stdout.fileno()

    def wait_for(self, marker: bytes, timeout: float = 10.0) -> float:
        """Read until `marker` appears after what was read so far; the time it arrived."""
        deadline = time.monotonic() + timeout
        while marker not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no {marker!r} after {timeout} s: {self.buffer[-500:]!r}")
            ready, _, _ = select.select([self.fd], [], [], left)
            if ready:
                chunk = os.read(self.fd, 65536)
                if not chunk:
                    raise EOFError(self.buffer[-500:])
                self.buffer += chunk
        arrived = time.monotonic()
        self.buffer = self.buffer[self.buffer.index(marker) + len(marker):]
        return arrived

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)
        if self.process.stdout is None:
            os.close(self.fd)
        else:
            self.process.stdout.close()


def latencies(source: Path, terminal: bool, runs: int, rnd: random.Random) -> list[float]:
    """Seconds from each save to the new run's winner line."""
    text = source.read_text("utf-8")
    with tempfile.TemporaryDirectory() as folder:
        board = Path(folder) / source.name
        board.write_text(text, "utf-8")
        watcher = Watcher(board, terminal)
        try:
            watcher.wait_for(b"Winner", timeout=30)  # the first run (imports included)
            found: list[float] = []
            for run in range(runs):
                time.sleep(rnd.uniform(0.3, 0.6))
                watcher.buffer = b""
                started = time.monotonic()
                board.write_text(text + f"# save {run}\n", "utf-8")
                found.append(watcher.wait_for(b"Winner") - started)
            return found
        finally:
            watcher.stop()


def table(runs: int, rnd: random.Random, say: Callable[[str], None]) -> str:
    rows = ["| `boardscore watch FILE`, default settings: a save to the new table | output | "
            "median | 90th percentile | max | target |", "|---|---|---:|---:|---:|---|"]
    for label, board in BOARDS.items():
        for terminal in (False, True):
            found = sorted(latencies(board, terminal, runs, rnd))
            where = "terminal 100x40" if terminal else "pipe"
            row = (f"| {label} | {where} | {statistics.median(found) * 1000:.0f} ms | "
                   f"{found[int(len(found) * 0.9)] * 1000:.0f} ms | {found[-1] * 1000:.0f} ms "
                   f"| median ≤ 150 ms |")
            say(row)
            rows.append(row)
    return "\n".join(rows) + "\n"


def write_readme(text: str) -> None:
    readme = ROOT / "bench" / "README.md"
    content = readme.read_text("utf-8")
    start, end = MARKERS
    block = f"{start}\n{text}{end}"
    if start in content:
        before, rest = content.split(start, 1)
        content = before + block + rest.split(end, 1)[1]
    else:
        content = content.rstrip("\n") + "\n\n## watch\n\n" + block + "\n"
    readme.write_text(content, "utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=31)
    parser.add_argument("--seed", type=int, default=25)
    parser.add_argument("--write", action="store_true", help="update bench/README.md")
    arguments = parser.parse_args()
    text = table(arguments.runs, random.Random(arguments.seed),
                 lambda row: print(row, file=sys.stderr))
    print(text)
    if arguments.write:
        write_readme(text)


if __name__ == "__main__":
    main()
