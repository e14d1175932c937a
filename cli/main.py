"""The Typer application. Thin: options in, pipeline per file, reporter out, exit code.

Heavy imports (yaml, jsonschema, the scorers) happen inside the commands, so `--help`,
`--version` and shell completion stay fast.
"""

# No `from __future__ import annotations` here: typer would have to eval every annotation
# string of every command at each start (shell completion pays it on every TAB).
import os
import re
import sys
from collections.abc import Callable
from copy import copy
from enum import StrEnum
from inspect import Parameter, Signature
from typing import Annotated, Any, Optional

import typer
import typer.core

from boardscore import __version__
from boardscore.language import choose
from boardscore.options import (
    CHOICE,
    COMMAND_WORDS,
    COUNT,
    FILES_HELP,
    FLAG,
    GAME_COMMAND,
    NEW_COMMAND,
    NUMBER,
    OPTIONS_WORD,
    SWITCH,
    Opt,
    app_help,
    command,
    flag,
    help_of,
    help_text,
    long_flag,
    metavar_shown,
    options_of,
    render_options,
)
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
    pieces = " ".join(command.collect_usage_pieces(ctx)).replace(
        "[OPTIONS]", _(OPTIONS_WORD), 1).replace("COMMAND [ARGS]...", _(COMMAND_WORDS), 1)
    formatter.write_usage(ctx.command_path, pieces, prefix=_("Usage:") + " ")


def _help_option(option: Any) -> Any:
    if option is not None:
        option.help = _("Show this message and exit.")
    return option


def _typed_in_language(params: Any) -> Any:
    """An argument's type as the help page names it (`<str>`), in the chosen language."""
    if language() == "en":
        return params
    for param in params:
        kind = getattr(param, "type", None)
        if param.param_type_name == "argument" and getattr(kind, "name", None) == "str":
            param.type = copy(kind)
            param.type.name = _("str")
    return params


class _Command(typer.core.TyperCommand):
    def format_usage(self, ctx: Any, formatter: Any) -> None:
        _write_usage(self, ctx, formatter)

    def get_params(self, ctx: Any) -> Any:
        return _typed_in_language(super().get_params(ctx))

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


app = typer.Typer(name="boardscore", help=app_help(), cls=_Group, no_args_is_help=True,
                  add_completion=True, pretty_exceptions_enable=False)


# Parameters built from the option table (options.py), one builder for every command.
def _choice_type(opt: Opt) -> Any:
    enum = StrEnum(opt.key.capitalize(),  # type: ignore[misc]
                   {choice: choice for choice in opt.choices})
    return enum if opt.default is not None else Optional[enum]  # noqa: UP045


def _annotation(opt: Opt) -> Any:
    help_ = help_of(opt)
    if opt.kind in (FLAG, SWITCH):
        flags = (f"{opt.flags[0]}/{opt.negative}", *opt.flags[1:]) \
            if opt.kind == SWITCH else opt.flags
        return Annotated[bool, typer.Option(*flags, help=help_)]
    if opt.kind == CHOICE:
        return Annotated[_choice_type(opt), typer.Option(*opt.flags, help=help_,
                                                         case_sensitive=False)]
    if opt.kind == COUNT:
        kind: Any = int if opt.default is not None else Optional[int]  # noqa: UP045
        return Annotated[kind, typer.Option(*opt.flags, help=help_, parser=_count(opt),
                                            metavar=_(opt.metavar) if opt.metavar else None)]
    if opt.kind == NUMBER:
        return Annotated[float, typer.Option(*opt.flags, help=help_, min=opt.low,
                                             max=opt.high)]
    return Annotated[Optional[str], typer.Option(  # noqa: UP045
        *opt.flags, help=help_, metavar=_(opt.metavar) if opt.metavar else None,
        show_default=False,
        autocompletion=COMPLETIONS.get(opt.completes or ""))]


def _example_names(ctx: typer.Context, incomplete: str) -> list[str]:
    """`example GAME --name <Tab>`: the game's examples (nothing before the game is known)."""
    # lazy: the examples' index, only when --name is completed
    from boardscore.examples import example_names

    given = [ctx.params.get("game"), *ctx.args]  # `--name` last: Click leaves GAME in args
    game = next((str(g).lower() for g in given if str(g).lower() in game_ids()), None)
    return [] if game is None else [name for name in example_names(game)
                                    if name.startswith(incomplete)]


# How the option table's `completes` values are completed.
COMPLETIONS: dict[str, Callable[[typer.Context, str], list[str]]] = {"examples": _example_names}


def _count(opt: Opt) -> Any:
    """A COUNT option's reader: ASCII digits only (int() also reads `٣` and `²`), at least
    its low bound."""
    def parse(value: Any) -> int:
        text = str(value)
        digits = text[1:] if text[:1] == "-" and (opt.low is None or opt.low < 0) else text
        if not (digits.isascii() and digits.isdigit()) or \
                (opt.low is not None and int(text) < opt.low):
            raise typer.BadParameter(_("{value} is not a whole number of at least {low} "
                                       "written with the digits 0 to 9").format(
                value=repr(text), low=int(opt.low or 0)) if opt.low is not None else
                _("{value} is not a whole number written with the digits 0 to 9").format(
                    value=repr(text)))
        return int(text)
    return parse


def _parameters(options: list[Opt]) -> list[Parameter]:
    return [Parameter(opt.key, Parameter.KEYWORD_ONLY, annotation=_annotation(opt),
                      default=opt.default) for opt in options]


def _argument(name: str, kind: Any, metavar: str, help_: str, default: Any = Parameter.empty,
              ) -> Parameter:
    shown = default is Parameter.empty  # an optional argument's default goes unsaid
    return Parameter(name, Parameter.POSITIONAL_OR_KEYWORD, default=default, annotation=Annotated[
        kind, typer.Argument(metavar=metavar_shown(metavar), help=help_, show_default=shown)])


def _define(on: typer.Typer, name: str, help_: str, arguments: list[Parameter],
            options: list[Opt], body: Callable[[dict[str, Any]], None]) -> None:
    """A command: its arguments, then the options the table gives it, then `body(values)`."""
    def command(**values: Any) -> None:
        body({key: str(value) if isinstance(value, StrEnum) else value
              for key, value in values.items()})

    command.__signature__ = Signature([*arguments, *_parameters(options)])  # type: ignore[attr-defined]
    on.command(name=name, cls=_Command, help=help_)(command)


Game = StrEnum("Game", {game: game for game in game_ids()})  # type: ignore[misc]
SchemaName = StrEnum("SchemaName",  # type: ignore[misc]
                     {n: n for n in (*game_ids(), "any", "result")})


def _files() -> Parameter:
    return _argument_of("score", "files", list[str])


def _game() -> Parameter:
    return _argument_of("example", "game", Game)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"boardscore {__version__}")
        raise typer.Exit()


def _language(value: Optional[str]) -> None:  # noqa: UP045
    """Every run says which language it speaks: --lang, else the locale (language.py)."""
    choose(None if value is None else str(value))


def main(**_unused: Any) -> None:
    """boardscore: itemized scores for finished board games."""


def _global_options() -> None:
    version, lang = options_of("boardscore")
    main.__signature__ = Signature([  # type: ignore[attr-defined]
        Parameter("version", Parameter.KEYWORD_ONLY, default=False, annotation=Annotated[
            bool, typer.Option(*version.flags, help=help_of(version), callback=_version,
                               is_eager=True)]),
        Parameter("lang", Parameter.KEYWORD_ONLY, default=None, annotation=Annotated[
            _choice_type(lang), typer.Option(*lang.flags, help=help_of(lang),
                                             callback=_language, is_eager=True,
                                             case_sensitive=False)])])
    app.callback()(main)


def _batch_request(values: dict[str, Any], mode: Mode, **extra: Any) -> Request:
    return Request(mode, values["format"], values.get("explain", False),
                   strict=values["strict"], quiet=values["quiet"], colour=values["colour"],
                   jobs=values["jobs"], **extra)


def _score(values: dict[str, Any]) -> None:
    mode = Mode.DERIVE if values["derived"] else Mode.SCORE
    _run(values["files"], _batch_request(values, mode))


def _validate(values: dict[str, Any]) -> None:
    _run(values["files"], _batch_request(values, Mode.VALIDATE))


def _watch(values: dict[str, Any]) -> None:
    # lazy: each command imports only its own module (start-up of the others)
    from boardscore.watch import watch as watch_file

    request = Request(Mode.SCORE, values["format"], values["explain"], colour=values["colour"])
    raise typer.Exit(watch_file(values["file"], request, sys.stdout, sys.stderr,
                                interval=values["interval"], player=values["player"]))


def _schema(values: dict[str, Any]) -> None:
    # lazy: each command imports only its own module (start-up of the others)
    from boardscore.outputs import write_output
    from boardscore.schemafiles import schema_text

    problem = write_output(schema_text(values["game"]), values["output"], sys.stdout,
                           force=values["force"])
    if problem is not None:
        # lazy: only for a refused -o
        from boardscore.diagnostic_line import format_diagnostic

        sys.stderr.write(format_diagnostic(problem) + "\n")
        raise typer.Exit(ExitStatus.USAGE)


def _example(values: dict[str, Any]) -> None:
    # lazy: each command imports only its own module (start-up of the others)
    from boardscore.examples import example_names, example_text

    game, name = values["game"], values["name"]
    names = example_names(game)
    if values["list"]:
        typer.echo("\n".join(names))
        return
    chosen = name or GAMES[game].default_example
    if chosen not in names and f"{chosen}.yaml" in names:
        chosen = f"{chosen}.yaml"
    if chosen not in names:
        typer.echo("boardscore: " + _("no example {name} for {game}; choose from {names}").format(
            name=repr(chosen), game=game, names=", ".join(names)), err=True)
        raise typer.Exit(ExitStatus.USAGE)
    # lazy: each command imports only its own module (start-up of the others)
    from boardscore.editors import with_schema_pointer

    sys.stdout.write(with_schema_pointer(game, chosen, example_text(game, chosen)))


def _rules(values: dict[str, Any]) -> None:
    # lazy: each command imports only its own module (start-up of the others)
    from boardscore.rules import show_rules

    raise typer.Exit(show_rules(values["game"], values["format"], values["colour"]))


def _games(values: dict[str, Any]) -> None:
    # lazy: each command imports only its own module (start-up of the others)
    from boardscore.catalogue import games_report

    sys.stdout.write(games_report(values["format"]))


def _render(values: dict[str, Any]) -> None:
    file = values["file"]
    if file != "-" and os.path.isdir(file):
        typer.echo(f"{file}: error: " + _("render draws one board file, not a directory"),
                   err=True)
        raise typer.Exit(ExitStatus.USAGE)
    choices = {opt.key for opt in render_options() if opt.key not in options_of_keys("render")}
    board = {key: str(values[key]) for key in sorted(choices) if values[key] is not None}
    _run([file], Request(Mode.RENDER, values["format"], board=board, output=values["output"],
                         force=values["force"], colour=values["colour"]))


def _serve(values: dict[str, Any]) -> None:
    from boardscore.serve import serve  # lazy: the web server: loaded by this command only

    raise typer.Exit(serve(values["directory"], port=values["port"],
                           open_browser=values["open"], lan=values["lan"]))


def options_of_keys(command: str) -> set[str]:
    return {opt.key for opt in options_of(command)}


def _help(name: str, game: str | None = None) -> str:
    return help_text(command(name).help, game)


def _argument_of(name: str, key: str, kind: Any, index: int = 0,
                 default: Any = Parameter.empty) -> Parameter:
    """A command's argument as the table names and explains it."""
    metavar, help_ = command(name).arguments[index]
    return _argument(key, kind, metavar, _(help_), default)


def _define_commands() -> None:
    _global_options()
    _define(app, "score", _help("score"), [_files()], options_of("score"), _score)
    _define(app, "watch", _help("watch"), [_argument_of("watch", "file", str)],
            options_of("watch"), _watch)
    _define(app, "validate", _help("validate"), [_files()], options_of("validate"), _validate)
    _define(app, "schema", _help("schema"), [_argument_of("schema", "game", SchemaName)],
            options_of("schema"), _schema)
    _define(app, "example", _help("example"), [_game()], options_of("example"), _example)
    _define(app, "rules", _help("rules"), [_game()], options_of("rules"), _rules)
    _define(app, "games", _help("games"), [], options_of("games"), _games)
    _define(app, "render", _help("render"), [_argument_of("render", "file", str)],
            render_options(), _render)
    _define(app, "serve", _help("serve"),
            [_argument_of("serve", "directory", str, default=".")], options_of("serve"), _serve)
    for game in game_ids():
        _define_game_command(game)
    new_app = typer.Typer(help=_help("new"), cls=_Group, no_args_is_help=True)
    app.add_typer(new_app, name="new")
    for game in game_ids():
        _define(new_app, game, _help(NEW_COMMAND, game), [],
                options_of(NEW_COMMAND, game), _new_file(game))


def _new_file(game: str) -> Callable[[dict[str, Any]], None]:
    def body(values: dict[str, Any]) -> None:
        # lazy: each command imports only its own module (start-up of the others)
        from boardscore.new import new_file, player_names

        options = {opt.name: str(values[opt.name]) for opt in GAMES[game].new_options
                   if values[opt.name] is not None}
        solo = GAMES[game].solo_option
        names = player_names(values["players"], solo=bool(solo and options.get(solo)))
        raise typer.Exit(new_file(game, names, options,
                                  values["output"], values["force"]))

    return body


def _define_game_command(game: str) -> None:
    """`boardscore GAME FILE...`: `score` restricted to one game, with the game's own options."""
    entry = GAMES[game]
    files = _argument("files", Optional[list[str]], "[FILE...]",  # noqa: UP045
                      _(FILES_HELP), default=None) if entry.views else _files()  # a view: none

    def body(values: dict[str, Any]) -> None:
        chosen = [view.name for view in entry.views if values[view.name]]
        if chosen:
            _show_view(game, chosen, values)
        if entry.views and (values["output"] or values["force"]):
            _usage(game, _("{output} and {force} go with {view}").format(
                output=flag("output"), force=flag("force"),
                view=long_flag(entry.views[0].name)))
        if not values["files"]:
            _usage(game, _("give at least one FILE (or {view})").format(
                view=long_flag(entry.views[0].name)) if entry.views else
                _("give at least one FILE"))
        options = {opt.name: values[opt.name] for opt in entry.options
                   if values[opt.name] is not None}
        form = _form(values, entry.form_names)
        _run(values["files"], _batch_request(values, Mode.DERIVE if form else Mode.SCORE,
                                             only_game=game, options=options, form=form))

    _define(app, game, _help(GAME_COMMAND, game), [files],
            options_of(GAME_COMMAND, game), body)


def _show_view(game: str, chosen: list[str], values: dict[str, Any]) -> None:
    # lazy: each command imports only its own module (start-up of the others)
    from boardscore.views import show_view

    forms = GAMES[game].form_names
    unused = [name for name, given in (("FILE", bool(values["files"])),
                                       (flag("explain"), values["explain"]),
                                       (flag("derived"), _form(values, forms))) if given]
    if unused or len(chosen) > 1:
        message = (_("{view} prints a view on its own; it takes no {unused}") if unused else
                   _("{view} prints a view on its own; it takes no second view"))
        _usage(game, message.format(view=long_flag(chosen[0]), unused=", ".join(unused)))
    raise typer.Exit(show_view(game, chosen[0], values["format"], values["output"],
                               values["force"], values["colour"]))


def _usage(game: str, message: str) -> None:
    typer.echo(f"boardscore {game}: {message}", err=True)
    raise typer.Exit(ExitStatus.USAGE)


def _form(values: dict[str, Any], forms: tuple[str, ...]) -> str | None:
    """The derived form asked for (`--tiles`, `--rows`); asking for two is a usage error."""
    chosen = [form for form in forms if values.get(f"form_{form}")]
    if len(chosen) > 1:
        typer.echo("boardscore: " + _("{first} and {second} print different files; choose "
                                      "one").format(first=long_flag(chosen[0]),
                                                    second=long_flag(chosen[1])),
                   err=True)
        raise typer.Exit(ExitStatus.USAGE)
    return chosen[0] if chosen else None


def _run(files: list[str], request: Request) -> None:
    # lazy: the batch (yaml, the pipeline) only for the commands that score
    from boardscore.batch import run_batch

    raise typer.Exit(run_batch(files, request, sys.stdout, sys.stderr))


_define_commands()
