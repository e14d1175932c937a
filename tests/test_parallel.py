"""--jobs N: the same bytes, in the same order, on both streams, whatever the number of jobs;
the library's score_files(jobs=) alike; a pool that cannot start or that breaks costs no file."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

import pytest

import boardscore
from boardscore import parallel
from boardscore.pipeline import Input
from boardscore.request import Request

from conftest import CASES, EXAMPLES, run_cli

SCRIPT = shutil.which("boardscore") or str(Path(sys.executable).parent / "boardscore")


@pytest.fixture(scope="module")
def batch(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every example and every golden case board (valid, invalid, with warnings), three
    times over: enough chunks for both workers, in a known order."""
    folder = tmp_path_factory.mktemp("batch")
    boards = sorted(EXAMPLES.rglob("*.yaml")) + sorted(EXAMPLES.rglob("*.json")) + \
        sorted(CASES.rglob("*.yaml"))
    for copy in range(3):
        for number, board in enumerate(boards):
            shutil.copy(board, folder / f"{copy}-{number:04d}-{board.name}")
    (folder / "broken.yaml").write_text("game: mondo\nrounds: [\n", encoding="utf-8")
    return folder


FORMATS = ["text", "json", "csv", "markdown", "github", "bgstats"]


@pytest.mark.slow
@pytest.mark.parametrize("fmt", FORMATS)
def test_two_jobs_print_exactly_what_one_job_prints(batch: Path, fmt: str) -> None:
    one = run_cli("score", str(batch), "-f", fmt, "--explain", "--jobs", "1")
    two = run_cli("score", str(batch), "-f", fmt, "--explain", "--jobs", "2")
    assert one.code == two.code == 1  # the invalid cases
    assert two.stdout == one.stdout
    assert two.stderr == one.stderr  # diagnostics in the same order, and the same summary
    # bgstats exports only the files with played.date (the others are refused: docs/bgstats.md)
    assert len(one.stdout) > (2_000 if fmt == "bgstats" else 10_000)


@pytest.mark.slow
@pytest.mark.parametrize("command", [["validate"], ["validate", "-f", "csv"],
                                     ["mondo", "--rows"], ["flowers", "--derived"]])
def test_every_batch_command_takes_jobs(batch: Path, command: list[str]) -> None:
    game = command[0] if command[0] in ("mondo", "flowers") else None
    folder = batch if game is None else EXAMPLES / game
    one = run_cli(*command, str(folder), "-j", "1")
    many = run_cli(*command, str(folder), "-j", "0")  # one per core
    assert (many.code, many.stdout, many.stderr) == (one.code, one.stdout, one.stderr)
    assert one.stdout


def test_standard_input_is_read_by_the_main_process() -> None:
    text = (EXAMPLES / "flowers" / "three-players.yaml").read_text("utf-8")
    files = [str(p) for p in sorted((EXAMPLES / "mondo").glob("*.yaml"))] * 3
    args = ["score", *files[:9], "-", *files[9:], "-f", "json"]
    one = run_cli(*args, "-j", "1", stdin=text)
    two = run_cli(*args, "-j", "2", stdin=text)
    assert two.stdout == one.stdout
    winners = [json.loads(line)["winners"] for line in two.stdout.splitlines()]
    assert winners[9] == ["Cleo"]  # the Flowers game read from standard input, in its place


def test_a_negative_job_count_is_a_usage_error() -> None:
    run = run_cli("score", str(EXAMPLES / "mondo"), "--jobs", "-1")
    assert run.code == 2
    assert "--jobs" in run.stderr


def test_library_score_files_takes_jobs() -> None:
    folders = [EXAMPLES / game for game in ("mondo", "clans", "world-wonders", "flowers")] * 2
    one = list(boardscore.score_files(folders))
    two = list(boardscore.score_files(folders, jobs=2))
    assert [name for name, _ in two] == [name for name, _ in one]
    assert [_shown(found) for _, found in two] == [_shown(found) for _, found in one]
    assert len(one) == 2 * 20
    with pytest.raises(ValueError, match="jobs"):
        list(boardscore.score_files(folders, jobs=-2))


def _shown(found: dict[str, Any] | boardscore.InvalidBoard) -> Any:
    return found.diagnostics if isinstance(found, boardscore.InvalidBoard) else found


def test_zero_jobs_means_one_per_core() -> None:
    assert parallel.job_count(0) == len(os.sched_getaffinity(0))
    assert parallel.job_count(3) == 3


def _inputs() -> list[Input]:
    boards = sorted(EXAMPLES.rglob("*.yaml")) * 2
    return [Input(str(board), str(board)) for board in boards]


def _names(outcomes: Any) -> list[tuple[str, int, Any]]:
    return [(o.name, int(o.status), o.result.winners if o.result else None) for o in outcomes]


def test_workers_that_cannot_start_leave_the_batch_to_one_job(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def refused(*_: Any, **__: Any) -> Any:
        raise OSError(38, "Function not implemented")

    monkeypatch.setattr(parallel, "_new_pool", refused)
    told: list[str] = []
    found = _names(parallel.scored(_inputs(), Request(), 2, fallback=told.append))
    assert found == _names(parallel.scored(_inputs(), Request(), 1))
    assert told == ["cannot start worker processes ([Errno 38] Function not implemented); "
                    "scoring with one job"]


class _DyingPool:
    """A pool whose second task finds its worker gone (as when the system kills it)."""

    def __init__(self) -> None:
        self.submitted = 0

    def submit(self, work: Any, *args: Any) -> Future[Any]:
        self.submitted += 1
        future: Future[Any] = Future()
        if self.submitted == 2:
            future.set_exception(BrokenProcessPool("a child process terminated abruptly"))
        elif self.submitted > 2:
            raise BrokenProcessPool("the pool is broken")
        else:
            future.set_result(work(*args))
        return future

    def shutdown(self, **_: Any) -> None:
        pass


def test_a_worker_that_dies_costs_no_file(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(parallel, "_new_pool", lambda *_, **__: _DyingPool())
    told: list[str] = []
    found = _names(parallel.scored(_inputs(), Request(), 2, fallback=told.append))
    assert found == _names(parallel.scored(_inputs(), Request(), 1))
    assert len(found) == len(_inputs())
    assert told == ["a worker process stopped; the rest of the batch is scored with one job"]


class _CountingPool(_DyingPool):
    """A pool that works, counting what it was given."""

    def submit(self, work: Any, *args: Any) -> Future[Any]:
        self.submitted += 1
        future: Future[Any] = Future()
        future.set_result(work(*args))
        return future


def test_a_long_batch_keeps_only_a_few_tasks_in_flight(monkeypatch: pytest.MonkeyPatch) -> None:
    pool = _CountingPool()
    monkeypatch.setattr(parallel, "_new_pool", lambda *_, **__: pool)
    inputs = _inputs() * 10  # 400 files: 50 tasks
    outcomes = parallel.scored(inputs, Request(), 2)
    next(outcomes)
    assert pool.submitted == 2 * parallel.IN_FLIGHT  # printed as soon as it is next
    rest = list(outcomes)
    assert len(rest) == len(inputs) - 1
    assert pool.submitted == -(-len(inputs) // parallel.CHUNK)


@pytest.mark.slow
def test_ctrl_c_stops_every_worker_without_a_traceback(batch: Path) -> None:
    folders = [str(batch)] * 20  # long enough to be interrupted
    child = subprocess.Popen([SCRIPT, "score", *folders, "-f", "json", "--jobs", "2"],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                             start_new_session=True)
    time.sleep(2.5)
    workers = _children(child.pid)
    os.killpg(child.pid, signal.SIGINT)  # as a terminal does: the whole process group
    _, err = child.communicate(timeout=30)
    assert child.returncode == 130
    assert b"Traceback" not in err
    assert workers, "the batch should have been running in worker processes"
    for worker in workers:
        assert not Path(f"/proc/{worker}").exists() or _zombie(worker)


def _children(pid: int) -> list[int]:
    found = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(p) for p in found.read_text().split()] if found.exists() else []


def _zombie(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().split()[2] == "Z"
    except OSError:
        return True
