"""The Typer application. Thin: options in, pipeline per file, reporter out, exit code.

Heavy imports (yaml, jsonschema, the scorers) happen inside the commands, so `--help`,
`--version` and shell completion stay fast.
"""

# No `from __future__ import annotations` here: typer would have to eval every annotation
# string of every command at each start (shell completion pays it on every TAB).
import sys
from enum import StrEnum
from inspect import Parameter, Signature
from typing import Annotated, Any, Optional

import typer

from boardscore import __version__
from boardscore.request import Mode, Request
from boardscore.scorers.i18n import _
from boardscore.scorers.registry import GAMES, game_ids
from boardscore.status import ExitStatus

app = typer.Typer(
    name="boardscore",
    help="Score finished games of Mondo, Clans, World Wonders and Flowers from a YAML or JSON "
         "board file, itemized: every point traced to what earned it.",
    no_args_is_help=True,
    add_completion=True,
    pretty_exceptions_enable=False,
)


class OutputFormat(StrEnum):
    """The reporters' names (boardscore.reporters.REPORTERS; a test keeps the two in step)."""

    text = "text"
    json = "json"
    csv = "csv"
    markdown = "markdown"
    github = "github"
    bgstats = "bgstats"
    bgstats_link = "bgstats-link"


class ValidateFormat(StrEnum):
    """The formats a verdict per file is written in (`validate`)."""

    text = "text"
    json = "json"
    csv = "csv"
    markdown = "markdown"
    github = "github"


class GamesFormat(StrEnum):
    """The formats of `boardscore games`."""

    text = "text"
    json = "json"
    csv = "csv"
    markdown = "markdown"


class Color(StrEnum):
    auto = "auto"
    always = "always"
    never = "never"


class DiagnosticFormat(StrEnum):
    """The formats of a command whose only report is its diagnostics (render)."""

    text = "text"
    json = "json"
    github = "github"


Game = StrEnum("Game", {game: game for game in game_ids()})  # type: ignore[misc]
SchemaName = StrEnum("SchemaName",  # type: ignore[misc]
                     {n: n for n in (*game_ids(), "any", "result")})

FilesArg = Annotated[list[str], typer.Argument(
    metavar="FILE...", help="Board files (YAML or JSON), directories of them, or - for stdin.")]
FormatOpt = Annotated[OutputFormat, typer.Option(
    "--format", "--output-format", "-f", help="Output format.", case_sensitive=False)]
ValidateFormatOpt = Annotated[ValidateFormat, typer.Option(
    "--format", "--output-format", "-f", help="Output format.", case_sensitive=False)]
StrictOpt = Annotated[bool, typer.Option(
    "--strict", help="Warnings count as problems: a file with warnings exits 1.")]
QuietOpt = Annotated[bool, typer.Option(
    "--quiet", "-q", help="No batch summary and no progress bar (results and diagnostics "
                          "still print).")]
ColorOpt = Annotated[Color, typer.Option(
    "--color", case_sensitive=False,
    help="Colour in text output: auto (a terminal, unless NO_COLOR is set; FORCE_COLOR "
         "forces it), always or never.")]
JobsOpt = Annotated[int, typer.Option(
    "--jobs", "-j", min=0, metavar="N",
    help="Score a batch in N worker processes (0: one per core); the output is the same, in "
         "the same order.")]
ExplainOpt = Annotated[bool, typer.Option(
    "--explain", "-e", help="Show the evidence behind every point.")]
DERIVED_HELP = ("Print the simpler file each input reduces to (a Flowers turn log's final "
                "tableau, a Clans replay's village record, a Mondo file with every board as "
                "tiles) instead of the scores: YAML, or JSON with --format json.")
# The help of each game's own name for a derived form (the registry's derived_forms).
FORM_HELP = {
    "rows": "Print the file with every board typed as rows (the inverse of --tiles): YAML, or "
            "JSON with --format json.",
}
DerivedOpt = Annotated[bool, typer.Option("--derived", help=DERIVED_HELP)]


def _version(value: bool) -> None:
    if value:
        typer.echo(f"boardscore {__version__}")
        raise typer.Exit()


class Language(StrEnum):
    en = "en"
    fr = "fr"


def _language(value: Optional[Language]) -> None:  # noqa: UP045
    """Every run says which language it speaks: --lang, else the locale (language.py)."""
    from boardscore.language import choose

    choose(None if value is None else str(value))


@app.callback()
def main(
    version: Annotated[bool, typer.Option(
        "--version", help=_("Print the version and exit."), callback=_version,
        is_eager=True)] = False,
    lang: Annotated[Optional[Language], typer.Option(  # noqa: UP045
        "--lang", callback=_language, is_eager=True, case_sensitive=False,
        help=_("Language of the output and the messages: en or fr (default: the locale's, "
               "from LANGUAGE, LC_ALL, LC_MESSAGES or LANG; else English). Give it before "
               "the command: boardscore --lang fr score FILE."))] = None,
) -> None:
    """boardscore: itemized scores for finished board games."""


@app.command()
def score(files: FilesArg, format: FormatOpt = OutputFormat.text,
          explain: ExplainOpt = False, derived: DerivedOpt = False, strict: StrictOpt = False,
          quiet: QuietOpt = False, color: ColorOpt = Color.auto, jobs: JobsOpt = 1) -> None:
    """Score any supported game; each file's `game:` key decides."""
    _run(files, Request(Mode.DERIVE if derived else Mode.SCORE, str(format), explain,
                        strict=strict, quiet=quiet, color=str(color), jobs=jobs))


@app.command()
def watch(
    file: Annotated[str, typer.Argument(metavar="FILE", help="The board file being typed.")],
    format: FormatOpt = OutputFormat.text,
    explain: Annotated[bool, typer.Option(
        "--explain/--no-explain", "-e",
        help="Show the evidence and the board pictures (the default).")] = True,
    interval: Annotated[float, typer.Option(
        "--interval", min=0.1, max=60.0, help="Seconds between looks at the file.")] = 0.5,
    color: ColorOpt = Color.auto,
) -> None:
    """Score FILE again each time it is saved, until Ctrl-C: the scores, the board pictures
    and the errors with their lines (the screen is cleared between runs on a terminal)."""
    from boardscore.watch import watch as watch_file

    raise typer.Exit(watch_file(file, Request(Mode.SCORE, str(format), explain,
                                              color=str(color)),
                                sys.stdout, sys.stderr, interval=interval))


@app.command()
def validate(files: FilesArg, format: ValidateFormatOpt = ValidateFormat.text,
             strict: StrictOpt = False, quiet: QuietOpt = False,
             color: ColorOpt = Color.auto, jobs: JobsOpt = 1) -> None:
    """Check files against the schema and the game's rules; print no scores."""
    _run(files, Request(Mode.VALIDATE, str(format), strict=strict, quiet=quiet,
                        color=str(color), jobs=jobs))


@app.command()
def schema(
    game: Annotated[SchemaName, typer.Argument(
        metavar="GAME|any|result",
        help="A game (its input schema), `any` (every game's, chosen by the file's `game:` "
             "key), or `result` (the JSON output's schema).")],
    output: Annotated[Optional[str], typer.Option(  # noqa: UP045
        "--output", "-o", metavar="PATH", show_default=False,
        help="Write the schema to PATH (e.g. mondo.schema.json, beside your board files); an "
             "existing file is kept unless --force.")] = None,
    force: Annotated[bool, typer.Option(
        "--force", help="Let --output replace an existing file.")] = False,
) -> None:
    """Print a game's JSON Schema (for editors and other tools), or the result's."""
    from boardscore.outputs import write_output
    from boardscore.validation import schema_text

    problem = write_output(schema_text(str(game)), output, sys.stdout, force=force)
    if problem is not None:
        from boardscore.reporters import format_diagnostic

        sys.stderr.write(format_diagnostic(problem) + "\n")
        raise typer.Exit(ExitStatus.USAGE)


@app.command()
def example(
    game: Annotated[Game, typer.Argument(help="The game.")],
    name: Annotated[str | None, typer.Option(
        "--name", "-n", help="Which example (see --list); default: the game's usual one.")] = None,
    list_: Annotated[bool, typer.Option("--list", "-l", help="List the examples.")] = False,
) -> None:
    """Print a complete, valid example file to start from."""
    from boardscore.examples import example_names, example_text
    from boardscore.scorers.games import load_game

    names = example_names(str(game))
    if list_:
        typer.echo("\n".join(names))
        return
    chosen = name or load_game(str(game)).info.default_example
    if chosen not in names and f"{chosen}.yaml" in names:
        chosen = f"{chosen}.yaml"
    if chosen not in names:
        typer.echo(f"boardscore: no example {chosen!r} for {game}; choose from "
                   f"{', '.join(names)}", err=True)
        raise typer.Exit(ExitStatus.USAGE)
    from boardscore.editors import with_schema_pointer

    sys.stdout.write(with_schema_pointer(str(game), chosen, example_text(str(game), chosen)))


class RulesFormat(StrEnum):
    text = "text"
    markdown = "markdown"


@app.command()
def rules(
    game: Annotated[Game, typer.Argument(help="The game.")],
    format: Annotated[RulesFormat, typer.Option(
        "--format", "--output-format", "-f", case_sensitive=False,
        help="text: rendered on a terminal (Markdown when piped); markdown: always Markdown.")]
        = RulesFormat.text,
    color: ColorOpt = Color.auto,
) -> None:
    """Print the game's rules reference as this program applies it: input, scoring rules,
    every diagnostic code with its message, the project's decisions, worked examples."""
    from boardscore.rules import show_rules

    raise typer.Exit(show_rules(str(game), str(format), str(color)))


@app.command()
def games(format: Annotated[GamesFormat, typer.Option(
        "--format", "--output-format", "-f", help="Output format.", case_sensitive=False)]
        = GamesFormat.text) -> None:
    """List the supported games, their variants and the project's rule decisions."""
    from boardscore.catalogue import games_report

    sys.stdout.write(games_report(str(format)))


def _optional_choice(name: str, choices: tuple[str, ...]) -> Any:
    """The type of an option taking one of `choices`, or nothing."""
    return Optional[StrEnum(name.capitalize(), {c: c for c in choices})]  # noqa: UP045


OptionalFilesArg = Annotated[Optional[list[str]], typer.Argument(  # noqa: UP045
    metavar="[FILE...]", show_default=False,
    help="Board files (YAML or JSON), directories of them, or - for stdin.")]
OutputOpt = Annotated[Optional[str], typer.Option(  # noqa: UP045
    "--output", "-o", metavar="PATH", show_default=False,
    help="Write the view to PATH instead of standard output (a .svg name draws SVG). An "
         "existing file is kept unless --force.")]
ForceOpt = Annotated[bool, typer.Option("--force", help="Let --output replace an existing file.")]


@app.command()
def render(
    file: Annotated[str, typer.Argument(metavar="FILE", help="One board file, or - for stdin.")],
    output: Annotated[Optional[str], typer.Option(  # noqa: UP045
        "--output", "-o", metavar="OUT.svg", show_default=False,
        help="Where to write the SVG (default: standard output). An existing file is kept "
             "unless --force.")] = None,
    round_: Annotated[Optional[int], typer.Option(  # noqa: UP045
        "--round", "-r", help="Mondo: which round (default: the first in the file).")] = None,
    player: Annotated[Optional[str], typer.Option(  # noqa: UP045
        "--player", "-p", help="Which player's board (default: the first).")] = None,
    force: ForceOpt = False,
    format: Annotated[DiagnosticFormat, typer.Option(
        "--format", "--output-format", "-f", case_sensitive=False,
        help="How problems are reported (the picture is always SVG).")] = DiagnosticFormat.text,
    color: ColorOpt = Color.auto,
) -> None:
    """Draw a board as SVG: what the scorer saw, with its errors, scoring areas and score."""
    import os

    if file != "-" and os.path.isdir(file):
        typer.echo(f"{file}: error: render draws one board file, not a directory", err=True)
        raise typer.Exit(ExitStatus.USAGE)
    board = {key: str(value) for key, value in (("round", round_), ("player", player))
             if value is not None}
    _run([file], Request(Mode.RENDER, str(format), board=board, output=output, force=force,
                         color=str(color)))


def _view_parameters(game: str) -> list[Parameter]:
    """A game's views (`clans --map`) and where to write them."""
    views = GAMES[game].views
    if not views:
        return []
    return [*(Parameter(name, Parameter.KEYWORD_ONLY, default=False, annotation=Annotated[
        bool, typer.Option(f"--{name}", help=help_)]) for name, help_ in views),
        Parameter("output", Parameter.KEYWORD_ONLY, default=None, annotation=OutputOpt),
        Parameter("force", Parameter.KEYWORD_ONLY, default=False, annotation=ForceOpt)]


def _add_game_command(game: str) -> None:
    """`boardscore GAME FILE...`: `score` restricted to one game, with the game's own options."""
    entry = GAMES[game]
    extra = entry.options
    views = [view.name for view in entry.views]
    forms = entry.derived_forms
    derived = [Parameter(f"form_{form}", Parameter.KEYWORD_ONLY, default=False,
                         annotation=Annotated[bool, typer.Option(
                             *(("--derived",) if i == 0 else ()), f"--{form}",
                             help=DERIVED_HELP if i == 0 else FORM_HELP[form])])
               for i, form in enumerate(forms)]
    parameters = [
        Parameter("files", Parameter.POSITIONAL_OR_KEYWORD,
                  **({"default": None, "annotation": OptionalFilesArg} if views
                     else {"annotation": FilesArg})),
        Parameter("format", Parameter.KEYWORD_ONLY, default=OutputFormat.text,
                  annotation=FormatOpt),
        Parameter("explain", Parameter.KEYWORD_ONLY, default=False, annotation=ExplainOpt),
        *derived,
        Parameter("strict", Parameter.KEYWORD_ONLY, default=False, annotation=StrictOpt),
        Parameter("quiet", Parameter.KEYWORD_ONLY, default=False, annotation=QuietOpt),
        Parameter("color", Parameter.KEYWORD_ONLY, default=Color.auto, annotation=ColorOpt),
        Parameter("jobs", Parameter.KEYWORD_ONLY, default=1, annotation=JobsOpt),
        *(Parameter(name, Parameter.KEYWORD_ONLY, default=None, annotation=Annotated[
            _optional_choice(name, choices),
            typer.Option(f"--{name}", help=help_, case_sensitive=False)])
          for name, choices, help_, _default in extra),
        *_view_parameters(game),
    ]

    def command(files: list[str] | None, **values: Any) -> None:
        chosen = [name for name in views if values[name]]
        if views and not chosen and (values["output"] or values["force"]):
            typer.echo(f"boardscore {game}: --output and --force go with --{views[0]}", err=True)
            raise typer.Exit(ExitStatus.USAGE)
        if chosen:
            from boardscore.views import show_view

            unused = [flag for flag, given in (("FILE", bool(files)),
                                               ("--explain", values["explain"]),
                                               ("--derived", _form(values, forms))) if given]
            if unused or len(chosen) > 1:
                typer.echo(f"boardscore {game}: --{chosen[0]} prints a view on its own; it takes "
                           f"no {', '.join(unused or ['second view'])}", err=True)
                raise typer.Exit(ExitStatus.USAGE)

            raise typer.Exit(show_view(game, chosen[0], str(values["format"]),
                                       values["output"], values["force"], str(values["color"])))
        if not files:
            typer.echo(f"boardscore {game}: give at least one FILE"
                       + (f" (or --{views[0]})" if views else ""), err=True)
            raise typer.Exit(ExitStatus.USAGE)
        options = {name: str(values[name]) for name, *_ in extra if values[name] is not None}
        form = _form(values, forms)
        mode = Mode.DERIVE if form else Mode.SCORE
        _run(files, Request(mode, str(values["format"]), values["explain"], only_game=game,
                            options=options, form=form, strict=values["strict"],
                            quiet=values["quiet"], color=str(values["color"]),
                            jobs=values["jobs"]))

    command.__signature__ = Signature(parameters)  # type: ignore[attr-defined]
    command.__doc__ = f"Score {game} files (a file without a `game:` key is read as {game})."
    app.command(name=game)(command)


for _game in game_ids():
    _add_game_command(_game)


new_app = typer.Typer(help="Print a file ready to fill in for tonight's game: the players "
                           "named, comments saying what to look at on the table and what to "
                           "type. -o PATH writes it.", no_args_is_help=True)
app.add_typer(new_app, name="new")
PlayersOpt = Annotated[Optional[str], typer.Option(  # noqa: UP045
    "--players", "-p", metavar="NAMES", show_default=False,
    help="The players, in seat order, separated by commas: --players Ann,Bob,Cleo "
         "(default: two placeholder names).")]
NewOutputOpt = Annotated[Optional[str], typer.Option(  # noqa: UP045
    "--output", "-o", metavar="PATH", show_default=False,
    help="Write the file to PATH instead of standard output. An existing file is kept "
         "unless --force.")]


def _add_new_command(game: str) -> None:
    """`boardscore new GAME`: the game's new_options, with their defaults."""
    entry = GAMES[game]
    parameters = [
        Parameter("players", Parameter.KEYWORD_ONLY, default=None, annotation=PlayersOpt),
        *(Parameter(name, Parameter.KEYWORD_ONLY, default=default, annotation=Annotated[
            _optional_choice(name, choices),
            typer.Option(f"--{name}", help=help_, case_sensitive=False)])
          for name, choices, help_, default in entry.new_options),
        Parameter("output", Parameter.KEYWORD_ONLY, default=None, annotation=NewOutputOpt),
        Parameter("force", Parameter.KEYWORD_ONLY, default=False, annotation=ForceOpt),
    ]

    def command(**values: Any) -> None:
        from boardscore.new import new_file, player_names

        options = {name: str(values[name]) for name, *_ in entry.new_options
                   if values[name] is not None}
        raise typer.Exit(new_file(game, player_names(values["players"]), options,
                                  values["output"], values["force"]))

    command.__signature__ = Signature(parameters)  # type: ignore[attr-defined]
    command.__doc__ = f"A {game} file to fill in."
    new_app.command(name=game)(command)


for _game in game_ids():
    _add_new_command(_game)


def _form(values: dict[str, Any], forms: tuple[str, ...]) -> str | None:
    """The derived form asked for (`--tiles`, `--rows`); asking for two is a usage error."""
    chosen = [form for form in forms if values.get(f"form_{form}")]
    if len(chosen) > 1:
        typer.echo(f"boardscore: --{chosen[0]} and --{chosen[1]} print different files; choose "
                   "one", err=True)
        raise typer.Exit(ExitStatus.USAGE)
    return chosen[0] if chosen else None


def _run(files: list[str], request: Request) -> None:
    from boardscore.batch import run_batch

    raise typer.Exit(run_batch(files, request, sys.stdout, sys.stderr))


def run() -> None:
    """Console entry point: the app on safe streams (streams.py). A closed pipe ends quietly
    with 141, an output that cannot be written with one message and 2, Ctrl-C with 130 and
    SIGTERM with 143, both after removing any half-written output file."""
    import signal

    from boardscore import streams

    streams.prepare()
    signal.signal(signal.SIGTERM, _terminated)
    try:
        app()
        status = int(ExitStatus.OK)
    except SystemExit as done:
        status = done.code if isinstance(done.code, int) else int(done.code is not None)
    except OSError as exc:
        sys.exit(streams.failed(exc))
    except KeyboardInterrupt:
        status = ExitStatus.INTERRUPTED
    sys.exit(streams.finish(status))


def _terminated(*_: object) -> None:
    """SIGTERM unwinds like Ctrl-C does, so that `finally` blocks remove temporary files."""
    raise SystemExit(ExitStatus.TERMINATED)
