"""`boardscore [COMMAND] --help`, written from the option table without building Typer's
application (issue 22 item 7: Typer's help cost 1.4x the import yardstick, this about 0.3x).

The pages hold what Typer's hold: the usage line, the command's help, its arguments, every
option with its names, value, help text and default, and the commands; only the layout is
plainer. A call this module does not recognise (`--help` beside other words, an unknown
command) returns None, and Typer answers. tests/test_fasthelp.py compares the pages' contents
with Typer's for every command, in English and in French.
"""

from __future__ import annotations

import os

from boardscore.globalflags import HELP, INSTALL_COMPLETION, SHOW_COMPLETION
from boardscore.options import (
    CHOICE,
    COMMAND_WORDS,
    COMMANDS,
    COUNT,
    GAME_COMMAND,
    NEW_COMMAND,
    NUMBER,
    OPTIONS_WORD,
    SWITCH,
    TEXT,
    Opt,
    app_help,
    command,
    help_of,
    help_text,
    metavar_shown,
    options_of,
    render_options,
)
from boardscore.scorers.i18n import N_, _
from boardscore.scorers.registry import GAMES

# Typer's own options of the top level (main.py translates the same texts for its page)
_COMPLETION = ((INSTALL_COMPLETION, N_("Install completion for the current shell.")),
               (SHOW_COMPLETION, N_("Show completion for the current shell, to copy it "
                                        "or customize the installation.")))


def fast_help(arguments: list[str]) -> str | None:
    """The help page `arguments` (after a global --lang) ask for, or None for Typer's."""
    if arguments[-1:] != [HELP]:
        return None
    words = arguments[:-1]
    if not words:
        return _top()
    name = words[0]
    if len(words) == 2 and name == "new" and words[1] in GAMES:
        game = words[1]
        return _page(f"new {game}", command(NEW_COMMAND).help, (), options_of(NEW_COMMAND, game),
                     game=game)
    if len(words) != 1:
        return None
    if name == "new":
        return _page("new", command("new").help, (), [], commands=[
            (game, help_text(command(NEW_COMMAND).help, game))
            for game in GAMES])
    if name in GAMES:
        entry = command(GAME_COMMAND)
        arguments_ = entry.arguments
        if GAMES[name].views:  # a view needs no file
            arguments_ = tuple((f"[{metavar}]", text) for metavar, text in arguments_)
        return _page(name, entry.help, arguments_, options_of(GAME_COMMAND, name), game=name)
    known = {entry.name: entry for entry in COMMANDS if entry.name not in (GAME_COMMAND, "new",
                                                                          NEW_COMMAND)}
    if name not in known:
        return None
    options = render_options() if name == "render" else options_of(name)
    return _page(name, known[name].help, known[name].arguments, options)


def _top() -> str:
    commands = []
    for entry in COMMANDS:
        if entry.name == GAME_COMMAND:
            commands += [(game, help_text(entry.help, game)) for game in GAMES]
        elif entry.name != NEW_COMMAND:
            commands.append((entry.name, help_text(entry.help)))
    options = [(_names(opt), help_of(opt)) for opt in options_of("boardscore")]
    options += [(name, _(text)) for name, text in _COMPLETION]
    return _layout(f"boardscore {_(OPTIONS_WORD)} {_(COMMAND_WORDS)}", app_help(), [], options,
                   commands)


def _page(name: str, help_: str, arguments: tuple[tuple[str, str], ...], options: list[Opt],
          *, game: str | None = None, commands: list[tuple[str, str]] | None = None) -> str:
    text = help_text(help_, game)
    shown = [(metavar_shown(metavar),
              _(what) + ("" if metavar.startswith("[") else "  " + _("[required]")))
             for metavar, what in arguments]
    usage = " ".join(["boardscore", name, _(OPTIONS_WORD),
                      *(metavar_shown(m) for m, _unused in arguments)])
    if commands is not None:
        usage += " " + _(COMMAND_WORDS)
    rows = [(_names(opt), _with_default(opt)) for opt in options]
    return _layout(usage, text, shown, rows, commands or [])


def _names(opt: Opt) -> str:
    """`-f, --format, --output-format [text|json|…]`: the short name first, as Click writes."""
    longs = [flag for flag in opt.flags if flag.startswith("--")]
    if opt.kind == SWITCH:
        longs = [f"{longs[0]} / {opt.negative}", *longs[1:]]
    names = ", ".join([*(flag for flag in opt.flags if not flag.startswith("--")), *longs])
    if opt.kind == CHOICE:
        return f"{names} [{'|'.join(opt.choices)}]"
    if opt.kind in (COUNT, NUMBER):
        return f"{names} {_(opt.metavar or ('INTEGER' if opt.kind == COUNT else 'FLOAT'))}"
    if opt.kind == TEXT:
        return f"{names} {_(opt.metavar or 'TEXT')}"
    return names


def _with_default(opt: Opt) -> str:
    text = help_of(opt)
    if opt.kind == SWITCH:
        shown = (opt.name if opt.default else opt.negative)[2:]
        return f"{text}  " + _("[default: {}]").format(shown)
    if opt.kind == NUMBER and (opt.low is not None or opt.high is not None):
        text += f"  [{opt.low}<=x<={opt.high}]"
    if opt.kind in (CHOICE, COUNT, NUMBER) and opt.default is not None:
        text += "  " + _("[default: {}]").format(opt.default)
    return text


def _layout(usage: str, text: str, arguments: list[tuple[str, str]],
            options: list[tuple[str, str]], commands: list[tuple[str, str]]) -> str:
    width = _width()
    lines = [f"{_('Usage:')} {usage}", ""]
    lines += [_wrapped(paragraph, 2, width) for paragraph in text.split("\n\n")]
    for title, rows in ((_("Arguments"), arguments),
                        (_("Options"), [*options, (HELP, _("Show this message and exit."))]),
                        (_("Commands"), commands)):
        if rows:
            lines += ["", _("{heading}:").format(heading=title)]
            lines += [line for name, what in rows for line in (
                f"  {name}", _wrapped(what, 8, width))]
    return "\n".join(lines) + "\n"


def _wrapped(text: str, indent: int, width: int) -> str:
    """`text` in lines of at most `width` columns (a longer word stands alone), indented."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        if line and indent + len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    return "\n".join(" " * indent + one for one in lines)


def _width() -> int:
    """The terminal's columns (COLUMNS first, as Typer), at most 100; 80 when unknown."""
    given = os.environ.get("COLUMNS", "")
    if given.isdigit() and int(given) > 20:
        return min(int(given), 100)
    try:
        return min(os.get_terminal_size(1).columns, 100)
    except OSError:
        return 80
