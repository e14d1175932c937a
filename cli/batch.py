"""Run the pipeline over every input in turn, streaming each report as it is ready."""

from __future__ import annotations

from collections import Counter
from typing import TextIO

from boardscore.parallel import scored
from boardscore.pipeline import Outcome, expand_inputs
from boardscore.progress import ProgressStream
from boardscore.reporters import REPORTERS, Reporter
from boardscore.request import Mode, Request
from boardscore.status import ExitStatus, overall_status


def run_batch(arguments: list[str], request: Request, out: TextIO, err: TextIO) -> ExitStatus:
    inputs = list(expand_inputs(arguments))  # names only: files are read one at a time
    many = len(inputs) > 1
    progress = ProgressStream(err, len(inputs)) \
        if many and not request.quiet and _is_terminal(err) else None
    reporter = REPORTERS[request.format](out, progress or err,  # type: ignore[arg-type]
                                         explain=request.explain, many=many,
                                         color=request.color)
    statuses: list[ExitStatus] = []
    kinds: Counter[str] = Counter()
    for outcome in scored(inputs, request, request.jobs,
                          fallback=lambda why: (progress or err).write(f"boardscore: {why}\n")):
        statuses.append(_strict(_report(reporter, outcome, request), outcome, request))
        kinds[outcome.kind] += 1
        if progress is not None:
            progress.update(len(statuses))
    reporter.close()
    if progress is not None:
        progress.wipe()
    if many and not request.quiet:
        done = "valid" if request.mode is Mode.VALIDATE else "scored"
        reporter.summary(len(inputs), done, kinds)
    return overall_status(statuses)


def _strict(status: ExitStatus, outcome: Outcome, request: Request) -> ExitStatus:
    """--strict: a file that scored with warnings counts as invalid (exit 1)."""
    if request.strict and status is ExitStatus.OK and outcome.result is not None \
            and outcome.result.warnings:
        return ExitStatus.INVALID
    return status


def _report(reporter: Reporter, outcome: Outcome, request: Request) -> ExitStatus:
    """The outcome in the request's mode; the file's exit status."""
    if request.mode is Mode.SCORE:
        reporter.report(outcome)
    elif request.mode is Mode.VALIDATE:
        reporter.validated(outcome)
    elif request.mode is Mode.DERIVE:
        reporter.derived(outcome)
    else:
        reporter.diagnostics(outcome.diagnostics)
        if outcome.picture is not None:
            return _deliver(reporter, outcome, request)
    return outcome.status


def _deliver(reporter: Reporter, outcome: Outcome, request: Request) -> ExitStatus:
    """render: the picture to standard output or its file (never over the board it drew)."""
    from boardscore.outputs import write_output

    assert outcome.picture is not None
    problem = write_output(outcome.picture, request.output, reporter.out, force=request.force,
                           inputs=[outcome.path] if outcome.path else [])
    if problem is None:
        return outcome.status
    reporter.diagnostics([problem.in_file(outcome.name)])
    return ExitStatus.USAGE


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
