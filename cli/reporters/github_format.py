"""`--format github`: GitHub Actions workflow commands (notices and annotations)."""

from __future__ import annotations

from boardscore.reporters.base import Reporter, summary_text, verdict_text
from boardscore.scorers.diagnostics import Diagnostic, format_path
from boardscore.scorers.i18n import ngettext
from boardscore.scorers.result import Result
from boardscore.streams import plain

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from boardscore.pipeline import Outcome


class GitHubReporter(Reporter):
    """GitHub Actions workflow commands: a notice per scored file on stdout, and every error,
    warning and note as an annotation on stderr, so the run's summary and the changed files
    show them."""

    name = "github"

    def result(self, name: str, result: Result) -> None:
        ranked = sorted(result.players, key=lambda p: p.rank)
        standings = ", ".join(f"{p.rank}. {p.name} {p.total}" for p in ranked)
        title = _property(f"boardscore {result.game}")
        said = _data(plain(ngettext("winner {names}: {standings}", "winner {names}: {standings}",
                                    len(result.winners)).format(
            names=" & ".join(result.winners), standings=standings)))
        self.out.write(f"::notice file={_property(name)},title={title}::{said}\n")
        self.diagnostics(list(result.warnings))

    def validated(self, outcome: Outcome) -> None:
        """A notice per valid file on stdout; every problem as an annotation on stderr."""
        result = outcome.result
        if result is not None:
            players = result.variant.get("players", len(result.players))
            said = _data(plain(verdict_text(outcome.game, players)))
            self.out.write(f"::notice file={_property(outcome.name)},"
                           f"title={_property('boardscore validate')}::{said}\n")
        self.diagnostics(outcome.diagnostics + (list(result.warnings) if result else []))

    def diagnostics(self, diagnostics: list[Diagnostic]) -> None:
        for diagnostic in diagnostics:
            self.err.write(github_annotation(diagnostic) + "\n")

    def summary(self, counts: dict[str, int], done: str) -> None:
        self.err.write(f"::notice title=boardscore::{_data(summary_text(counts, done))}\n")


def github_annotation(diagnostic: Diagnostic) -> str:
    """`::error file=F,line=L,col=C,title=CODE::message [path]` (GitHub's escaping)."""
    command = {"error": "error", "warning": "warning"}.get(str(diagnostic.severity), "notice")
    properties = [f"file={_property(diagnostic.file)}"] if diagnostic.file else []
    if diagnostic.line is not None:
        properties += [f"line={diagnostic.line}", f"col={diagnostic.column or 1}"]
    properties.append(f"title={_property(diagnostic.code)}")
    path = f" [{format_path(diagnostic.path)}]" if diagnostic.path else ""
    return f"::{command} {','.join(properties)}::{_data(plain(diagnostic.message + path))}"


def _data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _property(text: str) -> str:
    return _data(text).replace(":", "%3A").replace(",", "%2C")
