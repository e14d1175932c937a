"""Run the pipeline over every input in turn, streaming each report as it is ready."""

from __future__ import annotations

from typing import TextIO

from cli.pipeline import ExitStatus, Outcome, expand_inputs, overall_status, process, read_input
from cli.reporters import REPORTERS
from scorers.diagnostics import error


def run_batch(arguments: list[str], format: str, *, explain: bool, only_game: str | None,
              validate_only: bool, out: TextIO, err: TextIO,
              derived: bool = False, options: dict[str, str] | None = None) -> ExitStatus:
    inputs = list(expand_inputs(arguments))
    reporter = REPORTERS[format](out, err, explain=explain, many=len(inputs) > 1)
    statuses: list[ExitStatus] = []
    for name, path in inputs:
        outcome = _safely(name, lambda n=name, p=path: process(
            n, read_input(n, p), only_game=only_game, explain=explain, derive=derived,
            options=options))
        if derived and outcome.status is ExitStatus.OK and outcome.derived is None:
            outcome = _no_derived_form(outcome)
        statuses.append(outcome.status)
        if derived:
            reporter.derived(outcome)
        elif validate_only:
            reporter.validated(outcome)
        else:
            reporter.report(outcome)
    reporter.close()
    return overall_status(statuses)


def _no_derived_form(outcome: Outcome) -> Outcome:
    problem = error("no-derived-form", f"{outcome.game} files have no simpler form to derive")
    return Outcome(outcome.name, ExitStatus.USAGE, outcome.game,
                   diagnostics=[problem.in_file(outcome.name)])


def _safely(name: str, work: object) -> Outcome:
    """A bug in boardscore must not cost the other files of a batch, nor print a traceback."""
    try:
        return work()  # type: ignore[operator, no-any-return]
    except Exception as exc:  # the last line of defence; reported as exit 2
        problem = error("internal-error", f"boardscore failed on this file ({type(exc).__name__}: "
                        f"{exc}); please report it with the file")
        return Outcome(name, ExitStatus.USAGE, diagnostics=[problem.in_file(name)])
