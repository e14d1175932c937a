"""Run the pipeline over every input in turn, streaming each report as it is ready."""

from __future__ import annotations

from collections import Counter
from typing import TextIO

from boardscore.parallel import Rendered, RenderSpec, reported
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
    for outcome in reported(inputs, request, request.jobs,
                            lambda why: (progress or err).write(f"boardscore: {why}\n"),
                            _render_spec(request, out, err, many)):
        if isinstance(outcome, Rendered):  # reported by a worker: its text, in its place
            reporter.out.write(outcome.out)
            reporter.err.write(outcome.err)
            statuses.append(outcome.status)
            kinds[outcome.kind] += 1
        else:
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


def _render_spec(request: Request, out: TextIO, err: TextIO, many: bool) -> RenderSpec | None:
    """With --jobs, the workers write each report after the first (stateless reporters once
    their headers are out), in the colours this process would use: less for the one process
    that prints to do."""
    if request.jobs == 1 or request.mode is Mode.RENDER:
        return None
    from boardscore.streams import colour_wanted

    return RenderSpec(many, colour_wanted(out, request.color),
                      colour_wanted(err, request.color))


def render_in_worker(outcome: Outcome, request: Request, spec: RenderSpec) -> Rendered:
    """An outcome reported as this batch's reporter would report it after its first file:
    into text, with the status --strict gives it."""
    import io

    out, err = io.StringIO(), io.StringIO()
    reporter = REPORTERS[request.format](out, err, explain=request.explain, many=spec.many,
                                         color="always" if spec.colour_out else "never")
    reporter.started(spec.colour_err)
    status = _strict(_report(reporter, outcome, request), outcome, request)
    reporter.close()
    return Rendered(status, outcome.kind, out.getvalue(), err.getvalue())


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
    from boardscore.outputs import STDIN, write_output

    assert outcome.picture is not None
    problem = write_output(outcome.picture, request.output, reporter.out, force=request.force,
                           inputs=[outcome.path or STDIN])
    if problem is None:
        return outcome.status
    reporter.diagnostics([problem.in_file(outcome.name)])
    return ExitStatus.USAGE


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
