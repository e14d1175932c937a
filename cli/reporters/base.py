"""What every format shares: text diagnostics on stderr, the batch summary line, the
validate verdict; each format subclasses Reporter."""

from __future__ import annotations

import yaml

from boardscore.diagnostic_line import format_diagnostic
from boardscore.request import Mode
from boardscore.scorers.diagnostics import Diagnostic
from boardscore.scorers.i18n import _, ngettext
from boardscore.status import ExitStatus, status_of
from boardscore.streams import colour_wanted

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import ClassVar, TextIO

    from boardscore.pipeline import Outcome
    from boardscore.scorers.result import Result


def summary_text(counts: dict[str, int], done: str) -> str:
    """`2000 files: 1998 scored, 1 invalid, 1 unreadable` (`done`: scored or valid), from a
    batch tally's counts (status.Tally)."""
    invalid, unreadable = counts["invalid"], counts["unreadable"]
    shown = [_done(done, counts[done]),
             ngettext("{count} invalid", "{count} invalid", invalid).format(count=invalid),
             ngettext("{count} unreadable", "{count} unreadable",
                      unreadable).format(count=unreadable)]
    failed = counts["failed"]
    if failed:
        shown.append(ngettext("{count} failed (internal error)",
                              "{count} failed (internal error)", failed).format(count=failed))
    files = ngettext("{count} files", "{count} files", counts["files"]).format(
        count=counts["files"])
    return _("{files}: {counts}").format(files=files, counts=", ".join(shown))


def _done(done: str, count: int) -> str:
    """How many files came through (`done` is also the JSON summary's key: not translated)."""
    if done == "scored":
        return ngettext("{count} scored", "{count} scored", count).format(count=count)
    if done == "valid":
        return ngettext("{count} valid", "{count} valid", count).format(count=count)
    return f"{count} {done}"


def verdict_text(game: str | None, players: int) -> str:
    """`valid (GAME, 3 players)`: what `boardscore validate` says of a valid file."""
    return ngettext("valid ({game}, {count} player)", "valid ({game}, {count} players)",
                    players).format(game=game, count=players)


# What a reporter shows of an outcome, by the request's mode (its method's name).
SHOWN_BY = {Mode.SCORE: "scored", Mode.VALIDATE: "validated", Mode.DERIVE: "derived",
            Mode.RENDER: "rendered"}


class Reporter:
    """Base: text diagnostics on stderr; subclasses write results."""

    name: ClassVar[str]

    def __init__(self, out: TextIO, err: TextIO, *, explain: bool = False,
                 many: bool = False, colour: str = "auto", output: str | None = None,
                 force: bool = False) -> None:
        self.out, self.err, self.explain, self.many = out, err, explain, many
        self.colour = colour
        self.output, self.force = output, force  # render: where the picture goes
        self._documents = 0
        self._err_colour: bool | None = None

    def started(self, err_colour: bool) -> None:
        """As after the batch's first file (a worker reports the later ones: parallel.py):
        headers written, separators due, and the colour of diagnostics decided."""
        self._documents = 1
        self._err_colour = err_colour

    def report(self, outcome: Outcome, mode: Mode = Mode.SCORE) -> ExitStatus:
        """The one entry point of every reporter: the outcome as the mode shows it (SHOWN_BY);
        the file's exit status (a picture that could not be written: 2)."""
        status: ExitStatus | None = getattr(self, SHOWN_BY[mode])(outcome)
        return outcome.status if status is None else status

    def scored(self, outcome: Outcome) -> None:
        """The result, or the result the file's errors dispute (shown beside them), then the
        diagnostics."""
        shown = outcome.result if outcome.result is not None else outcome.disputed
        if shown is not None:
            self.result(outcome.name, shown)
        self.diagnostics(outcome.diagnostics)

    def validated(self, outcome: Outcome) -> None:
        """`boardscore validate`: a verdict per file instead of the scores."""
        if outcome.result is not None:  # the variant's count leaves out a solo Automaton
            players = outcome.result.variant.get("players", len(outcome.result.players))
            self.out.write(f"{outcome.name}: {verdict_text(outcome.game, players)}\n")
        self.diagnostics(outcome.diagnostics)
        if outcome.result is not None:
            self.diagnostics(list(outcome.result.warnings))

    def result(self, name: str, result: Result) -> None:
        raise NotImplementedError

    def summary(self, counts: dict[str, int], done: str) -> None:
        """The batch's last line on stderr: `2000 files: 1998 scored, 1 invalid, 1 unreadable`."""
        self.err.write(f"boardscore: {summary_text(counts, done)}\n")

    def derived(self, outcome: Outcome) -> None:
        """`--derived`: the simpler file the input reduces to, as YAML (JSON in JSONReporter)."""
        self.diagnostics(outcome.diagnostics)
        if outcome.derived is None:
            return
        header = "# " + _("Derived by boardscore from {name}").format(name=outcome.name) + "\n"
        if self._documents:
            header = "---\n" + header
        self._documents += 1
        self.out.write(header + yaml.safe_dump(outcome.derived, sort_keys=False,
                                               allow_unicode=True, default_flow_style=None,
                                               width=100))

    def rendered(self, outcome: Outcome) -> ExitStatus | None:
        """render: the diagnostics, then the picture to standard output or its file (never
        over the board it drew)."""
        self.diagnostics(outcome.diagnostics)
        if outcome.picture is None:
            return None
        # lazy: outputs.py only for render's picture
        from boardscore.outputs import STDIN, write_output

        problem = write_output(outcome.picture, self.output, self.out, force=self.force,
                               inputs=[outcome.path or STDIN])
        if problem is None:
            return None
        self.diagnostics([problem.in_file(outcome.name)])
        return status_of([problem])

    def diagnostics(self, diagnostics: list[Diagnostic]) -> None:
        if self._err_colour is None:
            self._err_colour = colour_wanted(self.err, self.colour)
        for diagnostic in diagnostics:
            self.err.write(format_diagnostic(diagnostic, self._err_colour) + "\n")

    def close(self) -> None:
        self.out.flush()
