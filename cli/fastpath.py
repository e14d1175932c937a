"""The everyday calls, read without building the Typer application.

Importing Typer costs about half of the start-up budget of one scored file. `boardscore score
FILE…`, `boardscore validate FILE…` and `boardscore GAME FILE…` with their plain options are
read here, from the same option table as main.py (options.py), into the same Request; anything
else (help, a view, an option this reader does not know, a value it does not accept, `--`, a
file name starting with `-`) returns None, and main.py's Typer application answers, with its
usual help and errors. tests/test_fastpath.py checks that both give the same Request.
"""

from __future__ import annotations

from boardscore.options import CHOICE, COUNT, FLAG, GAME_COMMAND, Opt, choose, options_of
from boardscore.request import Mode, Request
from boardscore.scorers.registry import GAMES


def fast_request(arguments: list[str]) -> tuple[list[str], Request] | None:
    """(files, request) for a plain batch command, or None for main.py's application."""
    if not arguments:
        return None
    command, rest = arguments[0], arguments[1:]
    if command in ("score", "validate"):
        return _read(rest, options_of(command), command, None)
    entry = GAMES.get(command)
    if entry is None or (entry.views and any(f"--{v.name}" in rest for v in entry.views)):
        return None
    return _read(rest, options_of(GAME_COMMAND, command), command, command)


def _spellings(options: list[Opt]) -> dict[str, Opt]:
    return {spelling: opt for opt in options for spelling in opt.flags
            if opt.kind in (FLAG, CHOICE, COUNT)}


def _read(rest: list[str], options: list[Opt], command: str,
          game: str | None) -> tuple[list[str], Request] | None:
    known = _spellings(options)
    values: dict[str, object] = {opt.key: opt.default for opt in options}
    files: list[str] = []
    words = iter(rest)
    for word in words:
        name, given = word, None
        if word.startswith("--") and "=" in word:
            name, given = word.split("=", 1)
        if word == "-" or not word.startswith("-"):
            files.append(word)
            continue
        opt = known.get(name)
        if opt is None or (opt.kind == FLAG and given is not None):
            return None
        value = True if opt.kind == FLAG else given if given is not None else next(words, None)
        read = _value(opt, value)
        if read is None:
            return None
        values[opt.key] = read
    if not files:
        return None
    return _request(files, values, command, game)


def _value(opt: Opt, value: object) -> object | None:
    """The option's value as Typer would read it, or None to leave it to Typer."""
    if opt.kind == FLAG or value is None:
        return value
    text = str(value)
    if opt.kind == CHOICE:
        return choose(text, opt.choices)
    return int(text) if text.isascii() and text.isdigit() else None


def _request(files: list[str], values: dict[str, object], command: str,
             game: str | None) -> tuple[list[str], Request] | None:
    forms = [key.removeprefix("form_") for key, value in values.items()
             if key.startswith("form_") and value]
    if len(forms) > 1:
        return None
    options = {opt.name: str(values[opt.name]) for opt in GAMES[game].options
               if values.get(opt.name) is not None} if game else {}
    derived = bool(forms) or bool(values.get("derived"))
    mode = Mode.VALIDATE if command == "validate" else Mode.DERIVE if derived else Mode.SCORE
    return files, Request(mode, str(values["format"]), bool(values.get("explain", False)),
                          only_game=game, options=options, strict=bool(values["strict"]),
                          quiet=bool(values["quiet"]), colour=str(values["colour"]),
                          jobs=int(str(values["jobs"])), form=forms[0] if forms else None)
