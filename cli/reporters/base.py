"""What every format shares: text diagnostics on stderr, the batch summary line, the
validate verdict; each format subclasses Reporter."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, TextIO

from boardscore.scorers.diagnostics import Diagnostic, format_path
from boardscore.scorers.i18n import _, ngettext
from boardscore.streams import plain

if TYPE_CHECKING:
    from boardscore.pipeline import Outcome
    from boardscore.scorers.result import Result


def summary_text(files: int, done: str, kinds: dict[str, int]) -> str:
    """`2000 files: 1998 scored, 1 invalid, 1 unreadable` (`done`: scored or valid)."""
    invalid, unreadable = kinds.get("invalid", 0), kinds.get("unreadable", 0)
    counts = [_done(done, kinds.get("ok", 0)),
              ngettext("{count} invalid", "{count} invalid", invalid).format(count=invalid),
              ngettext("{count} unreadable", "{count} unreadable",
                       unreadable).format(count=unreadable)]
    failed = kinds.get("failed", 0)
    if failed:
        counts.append(ngettext("{count} failed (internal error)",
                               "{count} failed (internal error)", failed).format(count=failed))
    shown = ngettext("{count} files", "{count} files", files).format(count=files)
    return _("{files}: {counts}").format(files=shown, counts=", ".join(counts))


def _done(done: str, count: int) -> str:
    """How many files came through (`done` is also the JSON summary's key: not translated)."""
    if done == "scored":
        return ngettext("{count} scored", "{count} scored", count).format(count=count)
    if done == "valid":
        return ngettext("{count} valid", "{count} valid", count).format(count=count)
    return f"{count} {done}"


def verdict_text(game: str | None, players: int) -> str:
    """`valid (flowers, 3 players)`: what `boardscore validate` says of a valid file."""
    return ngettext("valid ({game}, {count} player)", "valid ({game}, {count} players)",
                    players).format(game=game, count=players)


SEVERITY_COLOURS = {"error": "1;31", "warning": "33", "note": "36"}  # bold red, yellow, cyan


def format_diagnostic(diagnostic: Diagnostic, colour: bool = False) -> str:
    """`FILE:LINE:COL: error[B12]: message [json.path]`, as ruff and yamllint write theirs;
    with `colour`, the severity and code in the severity's colour."""
    where = diagnostic.file or "boardscore"  # no input (schema -o, new -o): the program
    if diagnostic.line is not None:
        where += f":{diagnostic.line}:{diagnostic.column or 1}"
    path = f" [{plain(format_path(diagnostic.path))}]" if diagnostic.path else ""
    code = f"[{plain(str(diagnostic.code))}]" if diagnostic.code else ""
    kind = f"{diagnostic.severity}{code}"
    if colour:
        kind = f"\x1b[{SEVERITY_COLOURS.get(str(diagnostic.severity), '0')}m{kind}\x1b[0m"
    return f"{where}: {kind}: {plain(diagnostic.message)}{path}"


class Reporter:
    """Base: text diagnostics on stderr; subclasses write results."""

    name: ClassVar[str]

    def __init__(self, out: TextIO, err: TextIO, *, explain: bool = False,
                 many: bool = False, color: str = "auto") -> None:
        self.out, self.err, self.explain, self.many = out, err, explain, many
        self.color = color
        self._documents = 0
        self._err_colour: bool | None = None

    def started(self, err_colour: bool) -> None:
        """As after the batch's first file (a worker reports the later ones: parallel.py):
        headers written, separators due, and the colour of diagnostics decided."""
        self._documents = 1
        self._err_colour = err_colour

    def report(self, outcome: Outcome) -> None:
        if outcome.result is not None:
            self.result(outcome.name, outcome.result)
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

    def summary(self, files: int, done: str, kinds: dict[str, int]) -> None:
        """The batch's last line on stderr: `2000 files: 1998 scored, 1 invalid, 1 unreadable`."""
        self.err.write(f"boardscore: {summary_text(files, done, kinds)}\n")

    def derived(self, outcome: Outcome) -> None:
        """`--derived`: the simpler file the input reduces to, as YAML (JSON in JSONReporter)."""
        self.diagnostics(outcome.diagnostics)
        if outcome.derived is None:
            return
        import yaml

        header = "# " + _("Derived by boardscore from {name}").format(name=outcome.name) + "\n"
        if self._documents:
            header = "---\n" + header
        self._documents += 1
        self.out.write(header + yaml.safe_dump(outcome.derived, sort_keys=False,
                                               allow_unicode=True, default_flow_style=None,
                                               width=100))

    def diagnostics(self, diagnostics: list[Diagnostic]) -> None:
        if self._err_colour is None:
            from boardscore.streams import colour_wanted

            self._err_colour = colour_wanted(self.err, self.color)
        for diagnostic in diagnostics:
            self.err.write(format_diagnostic(diagnostic, self._err_colour) + "\n")

    def close(self) -> None:
        self.out.flush()
