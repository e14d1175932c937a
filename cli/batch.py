"""Run the pipeline over every input in turn, streaming each report as it is ready."""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import TextIO

from boardscore.pipeline import (
    ExitStatus,
    Outcome,
    expand_inputs,
    overall_status,
    process,
    read_input,
    safely,
)
from boardscore.progress import ProgressStream
from boardscore.reporters import REPORTERS
from boardscore.scorers.diagnostics import error


def run_batch(arguments: list[str], format: str, *, explain: bool, only_game: str | None,
              validate_only: bool, out: TextIO, err: TextIO,
              derived: bool = False, options: dict[str, str] | None = None) -> ExitStatus:
    inputs = list(expand_inputs(arguments))  # names only: files are read one at a time
    many = len(inputs) > 1
    progress = ProgressStream(err, len(inputs)) if many and _is_terminal(err) else None
    reporter = REPORTERS[format](out, progress or err, explain=explain,  # type: ignore[arg-type]
                                 many=many)
    statuses: list[ExitStatus] = []
    kinds: Counter[str] = Counter()
    for name, path in inputs:
        outcome = safely(name, partial(_score, name, path, only_game, explain, derived,
                                       options))
        if derived and outcome.status is ExitStatus.OK and outcome.derived is None:
            outcome = _no_derived_form(outcome)
        statuses.append(outcome.status)
        kinds[_kind(outcome)] += 1
        if derived:
            reporter.derived(outcome)
        elif validate_only:
            reporter.validated(outcome)
        else:
            reporter.report(outcome)
        if progress is not None:
            progress.update(len(statuses))
    reporter.close()
    if progress is not None:
        progress.wipe()
    if many:
        reporter.summary(len(inputs), "valid" if validate_only else "scored", kinds)
    return overall_status(statuses)


def _score(name: str, path: str | None, only_game: str | None, explain: bool, derived: bool,
           options: dict[str, str] | None) -> Outcome:
    return process(name, read_input(name, path), only_game=only_game, explain=explain,
                   derive=derived, options=options)


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def _kind(outcome: Outcome) -> str:
    """How a file ended, for the batch summary."""
    if outcome.status is ExitStatus.OK:
        return "ok"
    if outcome.status is ExitStatus.INVALID:
        return "invalid"
    codes = {d.code for d in outcome.diagnostics}
    return "failed" if "internal-error" in codes else "unreadable"


def _no_derived_form(outcome: Outcome) -> Outcome:
    problem = error("no-derived-form", f"{outcome.game} files have no simpler form to derive")
    return Outcome(outcome.name, ExitStatus.USAGE, outcome.game,
                   diagnostics=[problem.in_file(outcome.name)])
