"""Run the pipeline over every input in turn, streaming each report as it is ready."""

from __future__ import annotations

from boardscore.parallel import reported
from boardscore.pipeline import Outcome, expand_inputs
from boardscore.progress import ProgressStream
from boardscore.reporters import REPORTERS, Reporter
from boardscore.request import Mode, Request
from boardscore.status import ExitStatus, Tally
from boardscore.streams import colour_wanted
from boardscore.written import ReportSpec, WrittenReport, counted_status

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import TextIO


def run_batch(arguments: list[str], request: Request, out: TextIO, err: TextIO) -> ExitStatus:
    inputs = list(expand_inputs(arguments))  # names only: files are read one at a time
    many = len(inputs) > 1
    progress = ProgressStream(err, len(inputs)) \
        if many and not request.quiet and _is_terminal(err) else None
    reporter = REPORTERS[request.format](out, progress or err,  # type: ignore[arg-type]
                                         explain=request.explain, many=many,
                                         colour=request.colour, output=request.output,
                                         force=request.force)
    tally = Tally(len(inputs))
    for outcome in reported(inputs, request, request.jobs,
                            lambda why: (progress or err).write(f"boardscore: {why}\n"),
                            _report_spec(request, out, err, many)):
        _count(tally, reporter, outcome, request)
        if progress is not None:
            progress.update(tally.seen)
    reporter.close()
    if progress is not None:
        progress.wipe()
    if many and not request.quiet:
        reporter.summary(tally.counts("valid" if request.mode is Mode.VALIDATE else "scored"),
                         "valid" if request.mode is Mode.VALIDATE else "scored")
    return tally.status


def _count(tally: Tally, reporter: Reporter, outcome: Outcome | WrittenReport,
           request: Request) -> None:
    """One file reported (or its report copied, when a worker wrote it) and counted."""
    if isinstance(outcome, WrittenReport):  # its text, in its place
        reporter.out.write(outcome.out)
        reporter.err.write(outcome.err)
        tally.add(outcome.status, outcome.kind)
    else:
        tally.add(counted_status(reporter.report(outcome, request.mode), outcome, request),
                  outcome.kind)


def _report_spec(request: Request, out: TextIO, err: TextIO, many: bool) -> ReportSpec | None:
    """With --jobs, the workers write each report after the first (stateless reporters once
    their headers are out), in the colours this process would use: less for the one process
    that prints to do."""
    if request.jobs == 1 or request.mode is Mode.RENDER:
        return None
    return ReportSpec(many, colour_wanted(out, request.colour),
                      colour_wanted(err, request.colour))


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
