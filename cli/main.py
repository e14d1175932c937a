"""The Typer application. Thin: options in, pipeline per file, reporter out, exit code.

Heavy imports (yaml, jsonschema, the scorers) happen inside the commands, so `--help`,
`--version` and shell completion stay fast.
"""

# No `from __future__ import annotations` here: typer would have to eval every annotation
# string of every command at each start (shell completion pays it on every TAB).
import re
import sys
from enum import StrEnum
from inspect import Parameter, Signature
from typing import Annotated, Any, Optional

import typer
import typer.core

from boardscore import __version__
from boardscore.request import Mode, Request
from boardscore.scorers.i18n import N_, _, language
from boardscore.scorers.registry import GAMES, game_ids
from boardscore.status import ExitStatus

# Typer's own words ("Options", "Commands", "[default: {}]") are looked up with gettext in the
# catalogue (i18n_thirdparty.py marks them), and so are Click's while Typer uses Click (up to
# 0.25). From 0.26 Typer carries its own copy of Click, whose words are English only: the
# classes below translate the usage line, the --help and completion options and the usage
# errors of that copy; in English they change nothing.
_USAGE_ERRORS = (  # (a pattern of the English message, its msgid), tried on an error only
    (r"No such option: (?P<name>\S+) \(Possible options: (?P<options>.+)\)",
     N_("No such option: {name} (Possible options: {options})")),
    (r"No such option: (?P<name>.+)", N_("No such option: {name}")),
    (r"Missing argument (?P<name>'[^']*')\.", N_("Missing argument {name}.")),
    (r"(?s)Missing argument (?P<name>'[^']*')\. (?P<message>.+)",
     N_("Missing argument {name}. {message}")),
    (r"Missing option (?P<name>'[^']*'(?: / '[^']*')*)\.", N_("Missing option {name}.")),
    (r"(?s)Missing option (?P<name>'[^']*'(?: / '[^']*')*)\. (?P<message>.+)",
     N_("Missing option {name}. {message}")),
    (r"(?s)Choose from:\n\t(?P<choices>.+)", N_("Choose from:\n\t{choices}")),
    (r"Invalid value for (?P<param_hint>'[^']*'(?: / '[^']*')*): (?P<message>.+)",
     N_("Invalid value for {param_hint}: {message}")),
    (r"Invalid value: (?P<message>.+)", N_("Invalid value: {message}")),
    (r"(?P<value>.+) is not one of (?P<choices>.+)\.", N_("{value} is not one of {choices}.")),
    (r"(?P<value>.+) is not a valid int(?: range)?\.", N_("{value} is not a valid integer.")),
    (r"(?P<value>.+) is not a valid float(?: range)?\.", N_("{value} is not a valid number.")),
    (r"(?P<value>.+) is not in the range (?P<range>.+)\.",
     N_("{value} is not in the range {range}.")),
    (r"Option (?P<name>'[^']*') requires an argument\.",
     N_("Option {name} requires an argument.")),
    (r"Option (?P<name>'[^']*') does not take a value\.",
     N_("Option {name} does not take a value.")),
    (r"Got unexpected extra argument\(s\) \((?P<args>.*)\)",
     N_("Got unexpected extra argument(s) ({args})")),
    (r"(?P<message>.+)\. Did you mean (?P<suggestions>.+)\?",
     N_("{message}. Did you mean {suggestions}?")),
)


def _usage_error_text(message: str) -> str:
    """An English usage error of Typer's Click in the chosen language (as it is if unknown)."""
    for pattern, text in _USAGE_ERRORS:
        found = re.fullmatch(pattern, message)
        if found:
            if _(text) == text:  # not in the catalogue: Click's own English
                return message
            parts = found.groupdict()
            if parts.get("message"):
                parts["message"] = _usage_error_text(parts["message"])
            return _(text).format(**parts)
    return message


def _translate_usage_error(error: Exception) -> None:
    written: Any = error  # a UsageError of Click or of Typer's copy (not importable by name)
    if (language() == "en" or getattr(written, "exit_code", None) != 2
            or not callable(getattr(written, "format_message", None))
            or type(error).__name__ == "NoArgsIsHelpError"):
        return
    english = written.format_message()
    translated = _usage_error_text(english)
    if translated != english:
        written.format_message = lambda: translated


def _write_usage(command: Any, ctx: Any, formatter: Any) -> None:
    """Click's usage line, its first word in the chosen language."""
    formatter.write_usage(ctx.command_path, " ".join(command.collect_usage_pieces(ctx)),
                          prefix=_("Usage:") + " ")


def _help_option(option: Any) -> Any:
    if option is not None:
        option.help = _("Show this message and exit.")
    return option


class _Command(typer.core.TyperCommand):
    def format_usage(self, ctx: Any, formatter: Any) -> None:
        _write_usage(self, ctx, formatter)

    def get_help_option(self, ctx: Any) -> Any:
        return _help_option(super().get_help_option(ctx))


class _Group(typer.core.TyperGroup):
    def get_params(self, ctx: Any) -> Any:
        params = super().get_params(ctx)
        for param in params:
            option: Any = param
            if param.name in ("install_completion", "show_completion") and option.help:
                option.help = _(option.help)  # Typer's, written in English only
        return params

    def format_usage(self, ctx: Any, formatter: Any) -> None:
        _write_usage(self, ctx, formatter)

    def get_help_option(self, ctx: Any) -> Any:
        return _help_option(super().get_help_option(ctx))

    def make_context(self, info_name: Any, args: Any, parent: Any = None,
                     **extra: Any) -> Any:
        try:
            return super().make_context(info_name, args, parent, **extra)
        except Exception as error:
            _translate_usage_error(error)
            raise

    def invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except Exception as error:  # the subcommands' usage errors pass here
            _translate_usage_error(error)
            raise


app = typer.Typer(
    name="boardscore",
    help=_("Score finished games of Mondo, Clans, World Wonders and Flowers from a YAML or JSON "
           "board file, itemized: every point traced to what earned it."),
    cls=_Group,
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
    metavar="FILE...",
    help=_("Board files (YAML or JSON), directories of them, or - for stdin."))]
FormatOpt = Annotated[OutputFormat, typer.Option(
    "--format", "--output-format", "-f", help=_("Output format."), case_sensitive=False)]
ValidateFormatOpt = Annotated[ValidateFormat, typer.Option(
    "--format", "--output-format", "-f", help=_("Output format."), case_sensitive=False)]
StrictOpt = Annotated[bool, typer.Option(
    "--strict", help=_("Warnings count as problems: a file with warnings exits 1."))]
QuietOpt = Annotated[bool, typer.Option(
    "--quiet", "-q", help=_("No batch summary and no progress bar (results and diagnostics "
                            "still print)."))]
ColorOpt = Annotated[Color, typer.Option(
    "--color", case_sensitive=False,
    help=_("Colour in text output: auto (a terminal, unless NO_COLOR is set; FORCE_COLOR "
           "forces it), always or never."))]
JobsOpt = Annotated[int, typer.Option(
    "--jobs", "-j", min=0, metavar="N",
    help=_("Score a batch in N worker processes (0: one per core); the output is the same, in "
           "the same order."))]
ExplainOpt = Annotated[bool, typer.Option(
    "--explain", "-e", help=_("Show the evidence behind every point."))]
DERIVED_HELP = _("Print the simpler file each input reduces to (a Flowers turn log's final "
                  "tableau, a Clans replay's village record, a Mondo file with every board as "
                  "tiles) instead of the scores: YAML, or JSON with --format json.")
# The help of each game's own name for a derived form (the registry's derived_forms).
FORM_HELP = {
    "rows": _("Print the file with every board typed as rows (the inverse of --tiles): YAML, "
              "or JSON with --format json."),
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


@app.command(cls=_Command, help=_("Score any supported game; each file's `game:` key decides."))
def score(files: FilesArg, format: FormatOpt = OutputFormat.text,
          explain: ExplainOpt = False, derived: DerivedOpt = False, strict: StrictOpt = False,
          quiet: QuietOpt = False, color: ColorOpt = Color.auto, jobs: JobsOpt = 1) -> None:
    _run(files, Request(Mode.DERIVE if derived else Mode.SCORE, str(format), explain,
                        strict=strict, quiet=quiet, color=str(color), jobs=jobs))


@app.command(cls=_Command, help=_(
    "Score FILE again each time it is saved, until Ctrl-C: the scores, the board pictures\n"
    "and the errors with their lines (the screen is cleared between runs on a terminal)."))
def watch(
    file: Annotated[str, typer.Argument(metavar="FILE", help=_("The board file being typed."))],
    format: FormatOpt = OutputFormat.text,
    explain: Annotated[bool, typer.Option(
        "--explain/--no-explain", "-e",
        help=_("Show the evidence and the board pictures (the default)."))] = True,
    interval: Annotated[float, typer.Option(
        "--interval", min=0.1, max=60.0, help=_("Seconds between looks at the file."))] = 0.5,
    color: ColorOpt = Color.auto,
) -> None:
    from boardscore.watch import watch as watch_file

    raise typer.Exit(watch_file(file, Request(Mode.SCORE, str(format), explain,
                                              color=str(color)),
                                sys.stdout, sys.stderr, interval=interval))


@app.command(cls=_Command,
             help=_("Check files against the schema and the game's rules; print no scores."))
def validate(files: FilesArg, format: ValidateFormatOpt = ValidateFormat.text,
             strict: StrictOpt = False, quiet: QuietOpt = False,
             color: ColorOpt = Color.auto, jobs: JobsOpt = 1) -> None:
    _run(files, Request(Mode.VALIDATE, str(format), strict=strict, quiet=quiet,
                        color=str(color), jobs=jobs))


@app.command(cls=_Command, help=_(
    "Print a game's JSON Schema (for editors and other tools), or the result's."))
def schema(
    game: Annotated[SchemaName, typer.Argument(
        metavar="GAME|any|result",
        help=_("A game (its input schema), `any` (every game's, chosen by the file's `game:` "
               "key), or `result` (the JSON output's schema)."))],
    output: Annotated[Optional[str], typer.Option(  # noqa: UP045
        "--output", "-o", metavar="PATH", show_default=False,
        help=_("Write the schema to PATH (e.g. mondo.schema.json, beside your board files); "
               "an existing file is kept unless --force."))] = None,
    force: Annotated[bool, typer.Option(
        "--force", help=_("Let --output replace an existing file."))] = False,
) -> None:
    from boardscore.outputs import write_output
    from boardscore.validation import schema_text

    problem = write_output(schema_text(str(game)), output, sys.stdout, force=force)
    if problem is not None:
        from boardscore.reporters import format_diagnostic

        sys.stderr.write(format_diagnostic(problem) + "\n")
        raise typer.Exit(ExitStatus.USAGE)


@app.command(cls=_Command, help=_("Print a complete, valid example file to start from."))
def example(
    game: Annotated[Game, typer.Argument(help=_("The game."))],
    name: Annotated[str | None, typer.Option(
        "--name", "-n",
        help=_("Which example (see --list); default: the game's usual one."))] = None,
    list_: Annotated[bool, typer.Option("--list", "-l", help=_("List the examples."))] = False,
) -> None:
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
        typer.echo("boardscore: " + _("no example {name} for {game}; choose from {names}").format(
            name=repr(chosen), game=game, names=", ".join(names)), err=True)
        raise typer.Exit(ExitStatus.USAGE)
    from boardscore.editors import with_schema_pointer

    sys.stdout.write(with_schema_pointer(str(game), chosen, example_text(str(game), chosen)))


class RulesFormat(StrEnum):
    text = "text"
    markdown = "markdown"


@app.command(cls=_Command, help=_(
    "Print the game's rules reference as this program applies it: input, scoring rules,\n"
    "every diagnostic code with its message, the project's decisions, worked examples."))
def rules(
    game: Annotated[Game, typer.Argument(help=_("The game."))],
    format: Annotated[RulesFormat, typer.Option(
        "--format", "--output-format", "-f", case_sensitive=False,
        help=_("text: rendered on a terminal (Markdown when piped); markdown: always "
               "Markdown."))]
        = RulesFormat.text,
    color: ColorOpt = Color.auto,
) -> None:
    from boardscore.rules import show_rules

    raise typer.Exit(show_rules(str(game), str(format), str(color)))


@app.command(cls=_Command, help=_(
    "List the supported games, their variants and the project's rule decisions."))
def games(format: Annotated[GamesFormat, typer.Option(
        "--format", "--output-format", "-f", help=_("Output format."), case_sensitive=False)]
        = GamesFormat.text) -> None:
    from boardscore.catalogue import games_report

    sys.stdout.write(games_report(str(format)))


def _optional_choice(name: str, choices: tuple[str, ...]) -> Any:
    """The type of an option taking one of `choices`, or nothing."""
    return Optional[StrEnum(name.capitalize(), {c: c for c in choices})]  # noqa: UP045


OptionalFilesArg = Annotated[Optional[list[str]], typer.Argument(  # noqa: UP045
    metavar="[FILE...]", show_default=False,
    help=_("Board files (YAML or JSON), directories of them, or - for stdin."))]
OutputOpt = Annotated[Optional[str], typer.Option(  # noqa: UP045
    "--output", "-o", metavar="PATH", show_default=False,
    help=_("Write the view to PATH instead of standard output (a .svg name draws SVG). An "
           "existing file is kept unless --force."))]
ForceOpt = Annotated[bool, typer.Option(
    "--force", help=_("Let --output replace an existing file."))]


@app.command(cls=_Command, help=_(
    "Draw a board as SVG: what the scorer saw, with its errors, scoring areas and score."))
def render(
    file: Annotated[str, typer.Argument(
        metavar="FILE", help=_("One board file, or - for stdin."))],
    output: Annotated[Optional[str], typer.Option(  # noqa: UP045
        "--output", "-o", metavar="OUT.svg", show_default=False,
        help=_("Where to write the SVG (default: standard output). An existing file is kept "
               "unless --force."))] = None,
    round_: Annotated[Optional[int], typer.Option(  # noqa: UP045
        "--round", "-r",
        help=_("Mondo: which round (default: the first in the file)."))] = None,
    player: Annotated[Optional[str], typer.Option(  # noqa: UP045
        "--player", "-p", help=_("Which player's board (default: the first)."))] = None,
    force: ForceOpt = False,
    format: Annotated[DiagnosticFormat, typer.Option(
        "--format", "--output-format", "-f", case_sensitive=False,
        help=_("How problems are reported (the picture is always SVG)."))]
        = DiagnosticFormat.text,
    color: ColorOpt = Color.auto,
) -> None:
    import os

    if file != "-" and os.path.isdir(file):
        typer.echo(f"{file}: error: " + _("render draws one board file, not a directory"),
                   err=True)
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
        bool, typer.Option(f"--{name}", help=_(help_))]) for name, help_ in views),
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
            typer.Option(f"--{name}", help=_(help_), case_sensitive=False)])
          for name, choices, help_, _default in extra),
        *_view_parameters(game),
    ]

    def command(files: list[str] | None, **values: Any) -> None:
        chosen = [name for name in views if values[name]]
        if views and not chosen and (values["output"] or values["force"]):
            typer.echo(f"boardscore {game}: "
                       + _("--output and --force go with --{view}").format(view=views[0]),
                       err=True)
            raise typer.Exit(ExitStatus.USAGE)
        if chosen:
            from boardscore.views import show_view

            unused = [flag for flag, given in (("FILE", bool(files)),
                                               ("--explain", values["explain"]),
                                               ("--derived", _form(values, forms))) if given]
            if unused or len(chosen) > 1:
                message = (_("--{view} prints a view on its own; it takes no {unused}")
                           if unused else
                           _("--{view} prints a view on its own; it takes no second view"))
                typer.echo(f"boardscore {game}: " + message.format(
                    view=chosen[0], unused=", ".join(unused)), err=True)
                raise typer.Exit(ExitStatus.USAGE)

            raise typer.Exit(show_view(game, chosen[0], str(values["format"]),
                                       values["output"], values["force"], str(values["color"])))
        if not files:
            typer.echo(f"boardscore {game}: " + (
                _("give at least one FILE (or --{view})").format(view=views[0]) if views
                else _("give at least one FILE")), err=True)
            raise typer.Exit(ExitStatus.USAGE)
        options = {name: str(values[name]) for name, *_unused in extra
                   if values[name] is not None}
        form = _form(values, forms)
        mode = Mode.DERIVE if form else Mode.SCORE
        _run(files, Request(mode, str(values["format"]), values["explain"], only_game=game,
                            options=options, form=form, strict=values["strict"],
                            quiet=values["quiet"], color=str(values["color"]),
                            jobs=values["jobs"]))

    command.__signature__ = Signature(parameters)  # type: ignore[attr-defined]
    command.__doc__ = _("Score {game} files (a file without a `game:` key is read as {game}).") \
        .format(game=game)
    app.command(name=game, cls=_Command)(command)


for _game in game_ids():
    _add_game_command(_game)


new_app = typer.Typer(help=_("Print a file ready to fill in for tonight's game: the players "
                             "named, comments saying what to look at on the table and what to "
                             "type. -o PATH writes it."), cls=_Group, no_args_is_help=True)
app.add_typer(new_app, name="new")
PlayersOpt = Annotated[Optional[str], typer.Option(  # noqa: UP045
    "--players", "-p", metavar="NAMES", show_default=False,
    help=_("The players, in seat order, separated by commas: --players Ann,Bob,Cleo "
           "(default: two placeholder names)."))]
NewOutputOpt = Annotated[Optional[str], typer.Option(  # noqa: UP045
    "--output", "-o", metavar="PATH", show_default=False,
    help=_("Write the file to PATH instead of standard output. An existing file is kept "
           "unless --force."))]


def _add_new_command(game: str) -> None:
    """`boardscore new GAME`: the game's new_options, with their defaults."""
    entry = GAMES[game]
    parameters = [
        Parameter("players", Parameter.KEYWORD_ONLY, default=None, annotation=PlayersOpt),
        *(Parameter(name, Parameter.KEYWORD_ONLY, default=default, annotation=Annotated[
            _optional_choice(name, choices),
            typer.Option(f"--{name}", help=_(help_), case_sensitive=False)])
          for name, choices, help_, default in entry.new_options),
        Parameter("output", Parameter.KEYWORD_ONLY, default=None, annotation=NewOutputOpt),
        Parameter("force", Parameter.KEYWORD_ONLY, default=False, annotation=ForceOpt),
    ]

    def command(**values: Any) -> None:
        from boardscore.new import new_file, player_names

        options = {name: str(values[name]) for name, *_unused in entry.new_options
                   if values[name] is not None}
        raise typer.Exit(new_file(game, player_names(values["players"]), options,
                                  values["output"], values["force"]))

    command.__signature__ = Signature(parameters)  # type: ignore[attr-defined]
    command.__doc__ = _("A {game} file to fill in.").format(game=game)
    new_app.command(name=game, cls=_Command)(command)


for _game in game_ids():
    _add_new_command(_game)


def _form(values: dict[str, Any], forms: tuple[str, ...]) -> str | None:
    """The derived form asked for (`--tiles`, `--rows`); asking for two is a usage error."""
    chosen = [form for form in forms if values.get(f"form_{form}")]
    if len(chosen) > 1:
        typer.echo("boardscore: " + _("--{first} and --{second} print different files; choose "
                                      "one").format(first=chosen[0], second=chosen[1]),
                   err=True)
        raise typer.Exit(ExitStatus.USAGE)
    return chosen[0] if chosen else None


def _run(files: list[str], request: Request) -> None:
    from boardscore.batch import run_batch

    raise typer.Exit(run_batch(files, request, sys.stdout, sys.stderr))


def run() -> None:
    """Console entry point: the app on safe streams (console.guarded)."""
    from boardscore.console import guarded

    def application() -> int:
        app()
        return int(ExitStatus.OK)

    guarded(application)
