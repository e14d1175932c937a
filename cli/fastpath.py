"""The everyday calls, read without building the Typer application.

Importing Typer costs about half of the start-up budget of one scored file. `boardscore score
FILE…`, `boardscore validate FILE…` and `boardscore GAME FILE…` with their plain options are
read here into the same Request that main.py builds; anything else (help, a view, an option
this parser does not know, a value it does not accept, `--`, a file name starting with `-`)
returns None, and main.py's Typer application answers, with its usual help and errors.
tests/test_fastpath.py checks that both give the same Request for the same arguments.
"""

from __future__ import annotations

from boardscore.request import Mode, Request
from boardscore.scorers.registry import GAMES

SCORE_FORMATS = ("text", "json", "csv", "markdown", "github", "bgstats", "bgstats-link")
VALIDATE_FORMATS = ("text", "json", "csv", "markdown", "github")
COLOURS = ("auto", "always", "never")
_FLAGS = {"--explain": "explain", "-e": "explain", "--strict": "strict", "--quiet": "quiet",
          "-q": "quiet"}
_VALUED = {"--format": "format", "--output-format": "format", "-f": "format",
           "--color": "color", "--jobs": "jobs", "-j": "jobs"}


def fast_request(arguments: list[str]) -> tuple[list[str], Request] | None:
    """(files, request) for a plain batch command, or None for main.py's application."""
    if not arguments:
        return None
    command, rest = arguments[0], arguments[1:]
    if command == "score":
        return _read(rest, SCORE_FORMATS, game=None, forms=("derived",))
    if command == "validate":
        return _read(rest, VALIDATE_FORMATS, game=None, forms=(), validate=True)
    entry = GAMES.get(command)
    if entry is None or (entry.views and any(f"--{v.name}" in rest for v in entry.views)):
        return None
    return _read(rest, SCORE_FORMATS, game=command, forms=entry.derived_forms)


def _read(rest: list[str], formats: tuple[str, ...], game: str | None, forms: tuple[str, ...],
          validate: bool = False) -> tuple[list[str], Request] | None:
    flags: set[str] = set()
    values: dict[str, str] = {}
    files: list[str] = []
    valued = dict(_VALUED)
    explainable = not validate
    if game is not None:
        valued.update({f"--{option.name}": f"option:{option.name}"
                       for option in GAMES[game].options})
    chosen_forms: list[str] = []
    words = iter(rest)
    for word in words:
        name, given = word, None
        if word.startswith("--") and "=" in word:
            name, given = word.split("=", 1)
        if word == "-" or not word.startswith("-"):
            files.append(word)
        elif given is None and name in _FLAGS and (explainable or _FLAGS[name] != "explain"):
            flags.add(_FLAGS[name])
        elif given is None and (form := _form_of(name, game, forms)) is not None:
            chosen_forms.append(form)
        elif name in valued:
            value = given if given is not None else next(words, None)
            if value is None:
                return None
            values[valued[name]] = value
        else:
            return None
    return _request(files, flags, values, chosen_forms, formats, game, validate)


def _form_of(name: str, game: str | None, forms: tuple[str, ...]) -> str | None:
    """`--derived` (the first form) or `--<form>` of the game's derived forms."""
    if not name.startswith("--") or not forms:
        return None
    if game is None:
        return "derived" if name == "--derived" else None
    if name == "--derived":
        return forms[0]
    return name[2:] if name[2:] in forms else None


def _request(files: list[str], flags: set[str], values: dict[str, str],
             forms: list[str], formats: tuple[str, ...], game: str | None,
             validate: bool) -> tuple[list[str], Request] | None:
    output = _choice(values.get("format", "text"), formats)
    colour = _choice(values.get("color", "auto"), COLOURS)
    jobs = values.get("jobs", "1")
    if not files or output is None or colour is None or not jobs.isdigit() or \
            len(set(forms)) > 1:
        return None
    options: dict[str, str] = {}
    for key, value in values.items():
        if key.startswith("option:"):
            name = key.removeprefix("option:")
            choices = next(o.choices for o in GAMES[str(game)].options if o.name == name)
            choice = _choice(value, choices)
            if choice is None:
                return None
            options[name] = choice
    mode = Mode.VALIDATE if validate else Mode.DERIVE if forms else Mode.SCORE
    form = forms[0] if forms and game is not None else None
    return files, Request(mode, output, "explain" in flags, only_game=game, options=options,
                          strict="strict" in flags, quiet="quiet" in flags, color=colour,
                          jobs=int(jobs), form=form)


def _choice(value: str, choices: tuple[str, ...]) -> str | None:
    """Typer's case-insensitive choice: the choice as spelt in the program."""
    return next((choice for choice in choices if choice.lower() == value.lower()), None)
