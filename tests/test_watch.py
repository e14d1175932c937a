"""`boardscore watch`: what it refuses at once (issue 23), and the screen that keeps the score in
view on a terminal (issue 25). Its latency is measured in bench/watch_latency.py, never here."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from boardscore.parallel import outcome_of
from boardscore.pipeline import Input, Outcome
from boardscore.request import Mode, Request
from boardscore.watch import watch
from boardscore.watchscreen import layout, rows

from conftest import CASES, EXAMPLES, run_cli

BOARDSCORE = str(Path(sys.executable).with_name("boardscore"))
MONDO = EXAMPLES / "mondo" / "three-rounds-advanced.yaml"
EXPLAINED = Request(Mode.SCORE, "text", True, colour="never")


class Terminal(io.StringIO):
    """Standard output as a terminal (its size is the fallback 100x40: no descriptor)."""

    def isatty(self) -> bool:
        return True


def outcome(path: Path) -> Outcome:
    return outcome_of(Input(str(path), str(path)), EXPLAINED)


def screen(path: Path, size: tuple[int, int], player: str | None = None) -> list[str]:
    return layout(outcome(path), True, "boardscore watch: heading", size, player, False)


# ---- refused at once, exit 2 (issue 23, items 4 and 7) ----------------------------------------

@pytest.mark.parametrize("path", ["-", "/dev/stdin", "/proc/self/fd/0"])
def test_standard_input_cannot_be_watched(path: str) -> None:
    run = run_cli("watch", path)
    assert run.code == 2
    assert "standard input cannot be watched" in run.stderr
    assert "waiting" not in run.stdout + run.stderr


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX devices")
def test_a_device_or_a_link_to_standard_input_is_refused_at_once(tmp_path: Path) -> None:
    (tmp_path / "in.yaml").symlink_to("/proc/self/fd/0")
    for path in ("/dev/null", str(tmp_path / "in.yaml")):
        done = subprocess.run([BOARDSCORE, "watch", path], capture_output=True, text=True,
                              timeout=30, check=False, stdin=subprocess.DEVNULL)
        assert done.returncode == 2
        assert "it is not a regular file" in done.stderr


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX symbolic links")
def test_a_symbolic_link_loop_is_refused_at_once(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").symlink_to(tmp_path / "b.yaml")
    (tmp_path / "b.yaml").symlink_to(tmp_path / "a.yaml")
    done = subprocess.run([BOARDSCORE, "watch", str(tmp_path / "a.yaml")],
                          capture_output=True, text=True, timeout=30, check=False)
    assert done.returncode == 2
    assert "symbolic link that leads back to itself" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("interval", ["nan", "inf", "-inf", "NaN"])
def test_an_interval_that_is_no_number_of_seconds_is_a_usage_error(interval: str) -> None:
    run = run_cli("watch", str(MONDO), "--interval", interval)
    assert run.code == 2
    assert "Traceback" not in run.stdout + run.stderr


@pytest.mark.parametrize("interval", [float("nan"), float("inf"), 0.0, -1.0, 61.0])
def test_the_module_refuses_a_bad_interval_in_words(interval: float) -> None:
    out, err = io.StringIO(), io.StringIO()
    assert watch(str(MONDO), EXPLAINED, out, err, interval=interval, runs=1) == 2
    assert err.getvalue().startswith("boardscore watch: --interval takes a number of seconds "
                                     "from 0.05 to 60, not ")
    assert out.getvalue() == ""


def test_a_missing_file_is_waited_for(tmp_path: Path) -> None:
    out = io.StringIO()
    assert watch(str(tmp_path / "later.yaml"), EXPLAINED, out, io.StringIO(), runs=1) == 0
    assert "does not exist (yet); waiting for it" in out.getvalue()


def test_the_exit_code_table_says_watch_ends_with_0() -> None:
    docs = Path(__file__).resolve().parent.parent / "docs"
    table = (docs / "exit-codes.md").read_text("utf-8")
    row = next(line for line in table.splitlines() if line.startswith("| 130 |"))
    assert "`boardscore watch` is the exception: it ends with 0" in row
    assert "it ends with **0**" in (docs / "watch.md").read_text("utf-8")


# ---- the screen on a terminal (issue 25, item 1) ---------------------------------------------

@pytest.mark.parametrize("size", [(100, 40), (80, 24), (60, 30), (120, 60)])
def test_the_table_and_the_winner_end_every_screen(size: tuple[int, int]) -> None:
    lines = screen(MONDO, size)
    columns, height = size
    assert sum(rows(line, columns) for line in lines) <= height - 1 or \
        lines[-1].startswith("Winner")  # a table taller than the window still ends it
    assert lines[0] == "boardscore watch: heading"
    assert lines[-1] == "Winner: Ann (82)"
    assert lines[-2].startswith("└")
    assert any(line.startswith("│ Total ") for line in lines[-6:])
    assert any(line.startswith("│ Rank ") for line in lines[-6:])


def test_what_does_not_fit_is_said_in_one_line_above_the_rest() -> None:
    lines = screen(MONDO, (100, 40))
    assert lines[1].startswith("⋮ ")
    assert "lines of evidence and pictures left out above; --player NAME shows one board" \
        in lines[1]
    left_out = int(lines[1].split()[1])
    everything = run_cli("score", str(MONDO), "--explain", "--color", "never").stdout
    assert left_out > 400 < len(everything.splitlines())


def test_a_screen_tall_enough_shows_everything() -> None:
    board = EXAMPLES / "flowers" / "two-players.yaml"
    lines = screen(board, (120, 200))
    assert not any(line.startswith("⋮") for line in lines)
    full = run_cli("score", str(board), "--explain", "--color", "never").stdout
    for line in full.splitlines():
        assert line in lines


def test_one_player_shows_that_players_boards_and_evidence() -> None:
    lines = screen(MONDO, (100, 400), player="Bob")
    text = "\n".join(lines)
    assert "Bob: 50 points" in text
    assert "Ann: 82 points" not in text
    assert "Cid: 46 points" not in text
    boards = [line.strip() for line in lines if line.strip().startswith("round ")
              and line.strip().count(",") == 1 and len(line.strip()) < 20]
    assert boards == ["round 1, Bob", "round 2, Bob", "round 3, Bob"]
    assert "│ Ann │ Bob │ Cid │" in text  # the table keeps everyone


def test_a_player_the_file_lacks_is_said_and_everyone_shown() -> None:
    lines = screen(MONDO, (100, 1000), player="Zoe")
    assert "--player: no player Zoe in this file (Ann, Bob, Cid); showing everyone" in lines
    assert "Ann: 82 points" in "\n".join(lines)


def test_an_invalid_file_shows_its_errors(tmp_path: Path) -> None:
    board = tmp_path / "b.yaml"
    board.write_text("game: mondo\nlevel: [beginner\n", "utf-8")
    lines = screen(board, (100, 40))
    assert any("never closed" in line for line in lines)
    assert not any(line.startswith("┌") for line in lines)


def test_many_errors_are_cut_to_fit_with_a_line_saying_so(tmp_path: Path) -> None:
    tiles = ", ".join(f"bad tile {n}" for n in range(15))
    rows_ = "\n".join(f"  - {{name: P{n}, hand: 1, tiles: [{tiles}]}}" for n in range(3))
    board = tmp_path / "b.yaml"
    board.write_text(f"game: flowers\nplayers:\n{rows_}\n", "utf-8")
    lines = screen(board, (100, 20))
    assert len(lines) <= 19
    assert lines[1].startswith("⋮ ")
    assert "diagnostics left out above" in lines[1]


def test_a_disputed_clans_record_shows_the_table_beside_its_errors() -> None:
    lines = screen(CASES / "clans" / "a-f8-missing-village.yaml", (120, 60))
    text = "\n".join(lines)
    assert "error[F8]: track: red is at 41 on the board, but the villages give 32" in text
    assert lines[-1] == "Winner: Ann (37)"
    assert any(line.startswith("│ Track on board │  41 │") for line in lines)


def test_the_terminal_run_is_one_screen_after_a_clear() -> None:
    out = Terminal()
    assert watch(str(MONDO), EXPLAINED, out, io.StringIO(), runs=1) == 0
    shown = out.getvalue()
    assert shown.startswith("\x1b[H\x1b[2J")
    assert shown.rstrip("\n").endswith("Winner: Ann (82)")
    assert len(shown.splitlines()) <= 40


def test_not_a_terminal_prints_each_run_in_full() -> None:
    out, err = io.StringIO(), io.StringIO()
    assert watch(str(MONDO), EXPLAINED, out, err, runs=1) == 0
    full = run_cli("score", str(MONDO), "--explain", "--color", "never").stdout
    assert full in out.getvalue()
    assert "\x1b[2J" not in out.getvalue()


def test_other_formats_on_a_terminal_are_printed_in_full() -> None:
    out = Terminal()
    request = Request(Mode.SCORE, "json", True, colour="never")
    assert watch(str(MONDO), request, out, io.StringIO(), runs=1) == 0
    assert '"winners": [' in out.getvalue()


@pytest.mark.skipif(not hasattr(os, "openpty"), reason="needs a pseudo-terminal")
def test_the_screen_fits_the_terminals_own_size() -> None:
    import pty
    import select
    import struct
    import termios
    import time
    from fcntl import ioctl

    parent, child = pty.openpty()
    ioctl(child, termios.TIOCSWINSZ, struct.pack("HHHH", 45, 90, 0, 0))
    process = subprocess.Popen([BOARDSCORE, "watch", str(MONDO),
                                "--color", "never"], stdin=child, stdout=child, stderr=child)
    os.close(child)
    seen = b""
    try:
        deadline = time.monotonic() + 30
        while b"Winner" not in seen and time.monotonic() < deadline:
            if select.select([parent], [], [], 0.5)[0]:
                seen += os.read(parent, 65536)
    finally:
        process.terminate()
        process.wait(timeout=10)
        os.close(parent)
    screen_ = seen.decode("utf-8", "replace").split("\x1b[H\x1b[2J")[-1].replace("\r", "")
    assert screen_.rstrip("\n").endswith("Winner: Ann (82)")
    assert sum(rows(line, 90) for line in screen_.rstrip("\n").split("\n")) <= 44
