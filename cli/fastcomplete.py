"""Shell completion requests answered from the option table, without building Typer's
application (issue 22 item 7: a TAB cost 0.7x the import yardstick through Typer).

The shell scripts Typer installs call `boardscore` with `_BOARDSCORE_COMPLETE=complete_bash`
(COMP_WORDS, COMP_CWORD) or `complete_zsh` / `complete_fish` (_TYPER_COMPLETE_ARGS). This
module offers what Click's completion offers for the same words: the command names, a
command's option names (those not given yet), the choices of the option being given, the
choices of the argument being given (games, schemas). Candidates with a help text (commands
and options) go through Typer for zsh and fish, which show the help as rich renders it; so
does anything unusual (quotes, `--`, `=`, an option this reader does not know, a value
completed by a function). tests/test_fastcomplete.py compares the answers with Typer's.
"""

from __future__ import annotations

from collections.abc import Mapping

from boardscore.globalflags import HELP, INSTALL_COMPLETION, LANG, SHOW_COMPLETION
from boardscore.options import (
    CHOICE,
    COMMANDS,
    FLAG,
    GAME_COMMAND,
    NEW_COMMAND,
    SWITCH,
    Opt,
    options_of,
    render_options,
)
from boardscore.scorers.registry import GAMES

_VAR = "_BOARDSCORE_COMPLETE"
_HELP = Opt("help", (HELP,), "", ())
_TOP_EXTRA = (Opt("install_completion", (INSTALL_COMPLETION,), "", ()),
              Opt("show_completion", (SHOW_COMPLETION,), "", ()))
_SCHEMAS = (*GAMES, "any", "result")
# The argument choices of the commands whose argument is a choice (main.py: Game, SchemaName)
_ARGUMENT_CHOICES = {"schema": _SCHEMAS, "example": tuple(GAMES), "rules": tuple(GAMES)}


def fast_completion(environ: Mapping[str, str]) -> str | None:
    """What the completion request in `environ` prints, or None to let Typer answer."""
    get = environ.get
    shell = get(_VAR, "")
    if shell == "complete_bash":
        words = _words(get("COMP_WORDS", ""))
        cword = get("COMP_CWORD", "")
        if words is None or not cword.isdigit():
            return None
        args, incomplete = words[1:int(cword)], (words[int(cword):] or [""])[0]
    elif shell in ("complete_zsh", "complete_fish"):
        given = get("_TYPER_COMPLETE_ARGS", "")
        words = _words(given)
        if words is None or (shell == "complete_fish"
                             and get("_TYPER_COMPLETE_FISH_ACTION", "") != "get-args"):
            return None
        args = words[1:]
        incomplete = ""
        if args and not given.endswith(" "):
            args, incomplete = args[:-1], args[-1]
    else:
        return None
    found = _candidates(args, incomplete)
    if found is None:
        return None
    values, helped = found
    if shell == "complete_bash":
        return "\n".join(values)
    if helped and values:
        return None  # zsh and fish show help texts: Typer's rendering
    if shell == "complete_zsh":
        listed = "\n".join(f'"{_zsh_escape(value)}"' for value in values)
        return f"_arguments '*: :(({listed}))'" if values else "_files"
    return "\n".join(values)


def _zsh_escape(text: str) -> str:
    return (text.replace('"', '""').replace("'", "''").replace("$", "\\$")
            .replace("`", "\\`").replace(":", r"\\:"))


def _words(line: str) -> list[str] | None:
    """The words of the command line; None when quoting would need the shell's rules."""
    if any(mark in line for mark in "\"'\\"):
        return None
    return line.split()


def _candidates(args: list[str], incomplete: str) -> tuple[list[str], bool] | None:
    """(values, whether they carry help texts), as Click completes them; None: Typer's."""
    if "--" in args or "=" in incomplete:
        return None
    top = [*options_of("boardscore"), *_TOP_EXTRA, _HELP]
    rest, given = list(args), set()
    if rest[:1] == [LANG] and len(rest) >= 2 and rest[1] in ("en", "fr"):
        rest, given = rest[2:], {"lang"}
    if not rest:
        return _in_group([c.name for c in COMMANDS if c.name != NEW_COMMAND], top,
                         incomplete, given)
    if rest[0].startswith("-"):
        return _in_command(rest, top, incomplete) if rest == [LANG] else None
    name, rest = rest[0], rest[1:]
    if name == "new":
        if not rest:
            return _in_group(list(GAMES), [_HELP], incomplete)
        if rest[0] not in GAMES:
            return None
        return _in_command(rest[1:], [*options_of(NEW_COMMAND, rest[0]), _HELP], incomplete)
    if name in GAMES:
        return _in_command(rest, [*options_of(GAME_COMMAND, name), _HELP], incomplete)
    known = {c.name: c for c in COMMANDS if c.name not in (GAME_COMMAND, NEW_COMMAND, "new")}
    if name not in known:
        return None
    options = render_options() if name == "render" else options_of(name)
    return _in_command(rest, [*options, _HELP], incomplete, _ARGUMENT_CHOICES.get(name, ()))


def _in_group(commands: list[str], options: list[Opt], incomplete: str,
              given: set[str] | None = None) -> tuple[list[str], bool]:
    """A group's completion: its commands, then its option names (Click's order)."""
    listed = [GAMES if name == GAME_COMMAND else (name,) for name in commands]
    values = [name for group in listed for name in group if name.startswith(incomplete)]
    if incomplete.startswith("-"):
        values += _option_names(options, given or set(), incomplete)
    return values, bool(values)


def _in_command(rest: list[str], options: list[Opt], incomplete: str,
                choices: tuple[str, ...] = ()) -> tuple[list[str], bool] | None:
    """A command's completion once its words `rest` are read, as Click resolves it."""
    read = _read(rest, options)
    if read is None:
        return None
    given, positionals = read
    if incomplete.startswith("-"):
        return _option_names(options, given, incomplete), True
    last = rest[-1] if rest else ""
    if last.startswith("-"):
        opt = next((o for o in options if last in o.flags), None)
        if opt is not None and opt.kind not in (FLAG, SWITCH) and opt is not _HELP:
            if getattr(opt, "completes", None):
                return None  # completed by a function (main.py)
            folded = incomplete.lower()
            values = [c for c in opt.choices if c.lower().startswith(folded)] \
                if opt.kind == CHOICE else []
            return values, False
    if choices and positionals == 0:  # the command's one argument, a choice
        return [c for c in choices if c.startswith(incomplete)], False
    return [], False


def _read(rest: list[str], options: list[Opt]) -> tuple[set[str], int] | None:
    """The options given (by key) and the number of positional words; None when a word is
    not one this reader knows (Typer answers)."""
    given: set[str] = set()
    positionals = 0
    words = iter(rest)
    for word in words:
        if word == "-" or not word.startswith("-"):
            positionals += 1
            continue
        opt = next((o for o in options if word in _all_names(o)), None)
        if opt is None:
            return None
        given.add(opt.key)
        if opt.kind not in (FLAG, SWITCH) and opt is not _HELP:
            next(words, None)
    return given, positionals


def _all_names(opt: Opt) -> list[str]:
    names = [flag for flag in opt.flags if flag]
    if opt.kind == SWITCH:
        names.append(opt.negative)
    return names


def _option_names(options: list[Opt], given: set[str], incomplete: str) -> list[str]:
    return [name for opt in options if opt.key not in given
            for name in _all_names(opt) if name.startswith(incomplete)]
