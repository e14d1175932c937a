"""`--jobs N`: a batch scored in N worker processes, each outcome handed back in input order
as soon as it is next, with a bounded number of files in flight (memory stays flat however
long the batch). This process reports the batch's first file; the workers write the others'
reports as text, as its reporter would (written.py), and this process copies them in order, so
standard output and standard error come out byte for byte as with one job.

Workers never outlive the process that started them: on Linux each asks the kernel to kill it
when its parent dies (`prctl(PR_SET_PDEATHSIG, SIGKILL)`, through ctypes), so a parent killed
by SIGKILL (the OOM killer, `timeout -s KILL`) or ended by SIGHUP takes them along and a pipe
reader sees end of file at once; elsewhere a thread in each worker watches the parent's
process id. At most one worker per core is started (more only queue for the same cores)."""

from __future__ import annotations

import os
import signal
import sys
import time
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from functools import partial

from boardscore.language import choose
from boardscore.pipeline import Input, Outcome, process, read_input, safely
from boardscore.request import Request
from boardscore.scorers.i18n import _, language
from boardscore.scorers.record import replace
from boardscore.written import ReportSpec, WrittenReport, report_in_worker

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:  # concurrent.futures and multiprocessing cost ~20 ms: only for --jobs
    from concurrent.futures import Future, ProcessPoolExecutor
    from multiprocessing.context import BaseContext

CHUNK = 8  # files per task: small enough to stream, large enough to pay the round trip
IN_FLIGHT = 4  # tasks per worker queued ahead of the one being printed


def job_count(jobs: int) -> int:
    """`--jobs 0`: one per core this process may run on."""
    return jobs if jobs > 0 else cores()


def cores() -> int:
    """The cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def capped_note(jobs: int) -> str | None:
    """What to say on standard error when --jobs asks for more workers than there are
    cores; None when it does not."""
    if jobs <= cores():
        return None
    from boardscore.options import flag  # lazy: the API's batches need no option table

    return _("{option} {jobs} is more than the {cores} cores this process may use; using "
             "{cores} worker processes").format(option=flag("jobs"), jobs=jobs, cores=cores())


def scored(inputs: Sequence[Input], request: Request, jobs: int = 1,
           fallback: Callable[[str], object] | None = None) -> Iterator[Outcome]:
    """Each input's outcome, in order. With jobs > 1 the files are read and scored in worker
    processes; if they cannot be started (a sandbox without semaphores, a process limit),
    `fallback` is told why and the batch goes on in this process."""
    for item in reported(inputs, request, jobs, fallback, None):
        assert isinstance(item, Outcome)  # no report is written without a ReportSpec
        yield item


def reported(inputs: Sequence[Input], request: Request, jobs: int,
             fallback: Callable[[str], object] | None,
             written: ReportSpec | None) -> Iterator[Outcome | WrittenReport]:
    """As scored(); with `written`, the workers also write each report after the first one
    (written.report_in_worker), so that the printing process only copies text."""
    note = capped_note(jobs)
    if note is not None and fallback is not None:
        fallback(note)
    workers = min(job_count(jobs), cores(), -(-len(inputs) // CHUNK))
    if workers <= 1:
        yield from (outcome_of(entry, request) for entry in inputs)
        return
    tasks = [[_ready(entry) for entry in inputs[start:start + CHUNK]]
             for start in range(0, len(inputs), CHUNK)]
    try:
        pool = _new_pool(workers)
    except (OSError, ImportError, NotImplementedError) as exc:
        if fallback is not None:
            fallback(_("cannot start worker processes ({reason}); scoring with one "
                       "job").format(reason=exc))
        yield from (outcome_of(entry, request) for entry in inputs)
        return
    yield from _in_order(pool, tasks, request, workers, fallback, written)


def _new_pool(workers: int) -> ProcessPoolExecutor:
    # lazy: concurrent.futures and multiprocessing cost ~20 ms: only for --jobs
    from concurrent.futures import ProcessPoolExecutor

    return ProcessPoolExecutor(workers, mp_context=_context(), initializer=_worker_started,
                               initargs=(language(), os.getpid()))


def _in_order(pool: ProcessPoolExecutor, tasks: list[list[Input]], request: Request,
              workers: int, fallback: Callable[[str], object] | None,
              written: ReportSpec | None) -> Iterator[Outcome | WrittenReport]:
    pending: deque[tuple[list[Input], Future[list[Outcome | WrittenReport]] | None]] = deque()
    upcoming = iter(tasks)
    broken = False
    try:
        while True:
            while not broken and len(pending) < workers * IN_FLIGHT:
                task = next(upcoming, None)
                if task is None:
                    break
                pending.append((task, _submitted(pool, task, request, written,
                                                 task is tasks[0])))
            if not pending:
                return
            task, future = pending.popleft()
            outcomes: list[Outcome | WrittenReport] | None = \
                None if future is None else _result(future)
            if outcomes is None:  # a worker died (killed, out of memory): go on here
                if not broken and fallback is not None:
                    fallback(_("a worker process stopped; the rest of the batch is scored "
                               "with one job"))
                broken = True
                outcomes = [outcome_of(entry, request) for entry in task]
                pending.extend((rest, None) for rest in upcoming)
            yield from outcomes
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _submitted(pool: ProcessPoolExecutor, task: list[Input], request: Request,
               written: ReportSpec | None, first: bool
               ) -> Future[list[Outcome | WrittenReport]] | None:
    # lazy: concurrent.futures and multiprocessing cost ~20 ms: only for --jobs
    from concurrent.futures.process import BrokenProcessPool

    try:
        return pool.submit(_score_task, task, request, written, first)
    except (BrokenProcessPool, RuntimeError, OSError):
        return None


def _result(future: Future[list[Outcome | WrittenReport]]) -> list[Outcome | WrittenReport] | None:
    # lazy: concurrent.futures and multiprocessing cost ~20 ms: only for --jobs
    from concurrent.futures.process import BrokenProcessPool

    try:
        return future.result()
    except (BrokenProcessPool, OSError, EOFError):
        return None


def outcome_of(entry: Input, request: Request) -> Outcome:
    """One input read and scored; never raises (pipeline.safely)."""
    return safely(entry.name, partial(_scored_input, entry, request))


def _scored_input(entry: Input, request: Request) -> Outcome:
    raw = entry.content if entry.content is not None else \
        entry.problem or read_input(entry.path)
    return replace(process(entry.name, raw, request), path=entry.path)


def _ready(entry: Input) -> Input:
    """Standard input belongs to this process: read it here, and send its bytes."""
    if entry.path is not None or entry.problem is not None:
        return entry
    raw = read_input(None)
    if isinstance(raw, bytes):
        return Input(entry.name, None, content=raw)
    return Input(entry.name, None, problem=raw)


def _score_task(task: list[Input], request: Request, written: ReportSpec | None = None,
                first: bool = False) -> list[Outcome | WrittenReport]:
    """A worker's chunk: each file scored and, with `written`, reported (all but the batch's
    first file, which the printing process reports itself: its headers come once)."""
    outcomes = [outcome_of(entry, request) for entry in task]
    if written is None:
        return list(outcomes)
    return [outcome if first and index == 0 else _written(outcome, request, written)
            for index, outcome in enumerate(outcomes)]


def _written(outcome: Outcome, request: Request, spec: ReportSpec) -> Outcome | WrittenReport:
    try:
        return report_in_worker(outcome, request, spec)
    except Exception:  # a reporter's bug: let the printing process meet it as with one job
        return outcome


def _worker_started(chosen: str, parent: int) -> None:
    """Ctrl-C and SIGTERM are the main process's to handle: it stops the workers itself. The
    messages are in this process's language (a forked worker has its catalogue already; a
    spawned one loads it)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _die_with_parent(parent)
    if chosen != language():
        choose(chosen)


def _context() -> BaseContext:
    """fork where it is safe and fast (Linux: the workers start with the modules already
    imported); the platform's default elsewhere (spawn on macOS and Windows)."""
    # lazy: concurrent.futures and multiprocessing cost ~20 ms: only for --jobs
    import multiprocessing

    if sys.platform.startswith("linux"):
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context()


PR_SET_PDEATHSIG = 1  # linux/prctl.h


def _die_with_parent(parent: int) -> None:
    """This worker ends when its parent does, however the parent ended."""
    if sys.platform.startswith("linux") and _death_signal():
        if os.getppid() != parent:  # the parent died before the request was made
            os._exit(1)
        return
    # lazy: threading, only for --jobs's workers
    import threading

    threading.Thread(target=_watch_parent, args=(parent,), daemon=True,
                     name="boardscore-parent-watch").start()


def _death_signal() -> bool:
    """prctl(PR_SET_PDEATHSIG, SIGKILL): the kernel kills this process when its parent (the
    thread that forked it: the main thread, which lives as long as the process) ends."""
    try:
        # lazy: ctypes, only for --jobs's workers
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        return bool(libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) == 0)
    except (OSError, AttributeError):
        return False


def _watch_parent(parent: int) -> None:
    """Where there is no PR_SET_PDEATHSIG: end this worker once its parent is gone (the
    worker is then someone else's child)."""
    while os.getppid() == parent:
        time.sleep(0.2)
    os._exit(1)
