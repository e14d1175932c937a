"""Reports written apart from the printing process (--jobs): a worker writes each report after
the batch's first into text, as the batch's reporter would (stateless once the first file's
headers are out), so that the printing process only copies text in order."""

from __future__ import annotations

import io

from boardscore.reporters import REPORTERS
from boardscore.scorers.record import Record
from boardscore.status import ExitStatus, file_status

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from boardscore.pipeline import Outcome
    from boardscore.request import Request


class ReportSpec(Record):
    """How the printing process would report: the workers write the reports after the first."""

    many: bool
    colour_out: bool
    colour_err: bool


class WrittenReport(Record):
    """One file's report, written by a worker: what goes to stdout and stderr, its status."""

    status: ExitStatus
    kind: str
    out: str
    err: str


def report_in_worker(outcome: Outcome, request: Request, spec: ReportSpec) -> WrittenReport:
    """An outcome reported as the batch's reporter would report it after its first file: into
    text, with the status --strict gives it."""
    out, err = io.StringIO(), io.StringIO()
    reporter = REPORTERS[request.format](out, err, explain=request.explain, many=spec.many,
                                         colour="always" if spec.colour_out else "never")
    reporter.started(spec.colour_err)
    status = counted_status(reporter.report(outcome, request.mode), outcome, request)
    reporter.close()
    return WrittenReport(status, outcome.kind, out.getvalue(), err.getvalue())


def counted_status(status: ExitStatus, outcome: Outcome, request: Request) -> ExitStatus:
    """The file's status as the batch counts it (--strict: warnings count)."""
    warned = outcome.result is not None and bool(outcome.result.warnings)
    return file_status(status, warned, request.strict)
