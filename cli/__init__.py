"""boardscore: itemized scores for finished board games (`boardscore games` lists them).

The Python API runs the same pipeline as the command line (read, parse, schema, rules, score)
and returns the same JSON shapes as `--format json`:

    >>> import boardscore
    >>> result = boardscore.score("game.yaml")                             # doctest: +SKIP
    >>> result["winners"]                                                   # doctest: +SKIP
    ['Cleo']

- `score(source)` -> the result dict (valid against `boardscore schema result`).
- `validate(source)` -> every diagnostic as a dict (errors, warnings, notes).
- `score_files(paths)` -> (path, result dict or InvalidBoard) for many files, in order.
- `InvalidBoard` is the exception the API raises for a bad board or a source that cannot be
  read; its `diagnostics` hold the same dicts as the command line's JSON diagnostics.

A `source` is an `os.PathLike`, a `str` (board text when it contains a newline or starts with
`{`, otherwise a path), `bytes` (the file's content), or an already-parsed mapping (any
`Mapping`, e.g. a `MappingProxyType`, with lists or tuples inside).

Misuse is refused in words, before any work: an argument of the wrong type raises TypeError
naming it and what it takes; a value it cannot take (`lang="de"`, `jobs=-1`) ValueError; a bad
board, an unknown game or option, or a path that cannot be read InvalidBoard (a ValueError).

Every call takes `lang="en"` (default) or `lang="fr"`: the messages of that call are in that
language, whatever other threads ask for at the same time.

Importing this module is cheap (the command line imports it on every call): yaml, jsonschema
and the scorers load when a function is first called.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator, Mapping

from boardscore.scorers.i18n import _, ngettext

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any, TypeVar, Union

    from boardscore.pipeline import Input, Outcome

    Source = Union[str, bytes, os.PathLike[str], Mapping[str, Any]]  # noqa: UP007
    T = TypeVar("T")

__version__ = "0.2.0"
__all__ = ["InvalidBoard", "Source", "__version__", "score", "score_files", "validate"]

TEXT_NAME = "-"  # the `file` of a result read from text, bytes or a mapping
LANGUAGES = ("en", "fr")


def __getattr__(name: str) -> object:
    """`boardscore.Source`, the type of a source, built when asked for: it needs `typing`,
    which the command line never loads."""
    if name == "Source":
        # lazy: typing costs a scored file about 3% of its instructions
        from typing import Any, Union

        return Union[str, bytes, os.PathLike[str], Mapping[str, Any]]  # noqa: UP007
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class InvalidBoard(ValueError):
    """The board could not be scored: it is invalid, or the source could not be read.

    `diagnostics` lists every problem as a dict (`file`, `line`, `column`, `severity`, `code`,
    `message`, `path`), as `--format json` prints them; `file` is the source's name; `code` is
    the first error's code (e.g. `not-found`, `yaml-syntax`, `tile-off-board`).
    """

    def __init__(self, file: str, diagnostics: list[dict[str, Any]]) -> None:
        self.file = file
        self.diagnostics = diagnostics
        errors = [d for d in diagnostics if d["severity"] == "error"] or diagnostics
        self.code: str = errors[0]["code"] if errors else "invalid"
        first = errors[0] if errors else {"message": _("invalid board")}
        if len(errors) > 1:
            # the same English for one and many ("and 1 more"): the plural is French's
            super().__init__(ngettext("{file}: {message} (and {count} more)",
                                      "{file}: {message} (and {count} more)",
                                      len(errors) - 1).format(
                file=file, message=first["message"], count=len(errors) - 1))
        else:
            super().__init__(f"{file}: {first['message']}")


def score(source: Source, *, game: str | None = None, explain: bool = False,
          options: Mapping[str, str] | None = None, lang: str = "en") -> dict[str, Any]:
    """The result of one board, exactly as `boardscore score FILE --format json` prints it.

    `game` reads the file as that game (as `boardscore GAME FILE` does: `game:` may then be
    left out); `explain` adds the evidence behind every line; `options` are a game's
    command-line overrides, e.g. `{"level": "expert"}`; `lang` the language of the
    messages and labels ("en" or "fr"). Raises InvalidBoard.
    """
    _check_lang(lang)
    return _in_language(lang, lambda: _scored(source, game, explain, options))


def _scored(source: Source, game: str | None, explain: bool,
            options: Mapping[str, str] | None) -> dict[str, Any]:
    _check_arguments(game=game, explain=explain, options=options)
    outcome = _outcome(source, game, explain, options)
    if outcome.result is None:
        raise _invalid(outcome)
    # lazy: every command imports this package; `import boardscore` stays cheap
    from boardscore.reporters import result_to_dict

    return result_to_dict(outcome.result, explain=explain, file=outcome.name)


def validate(source: Source, *, game: str | None = None,
             lang: str = "en") -> list[dict[str, Any]]:
    """Every diagnostic of one board (errors, warnings and notes, in file order), as JSON mode
    prints them: the board is valid if and only if none of them has severity "error".

    A problem with the board is returned, never raised; a source that cannot be read at all
    (`not-found`, `unreadable`, a bad `game`) raises InvalidBoard.
    """
    _check_lang(lang)
    return _in_language(lang, lambda: _validated(source, game))


def _validated(source: Source, game: str | None) -> list[dict[str, Any]]:
    _check_arguments(game=game, explain=False, options=None)
    outcome = _outcome(source, game, False, None)
    # lazy: every command imports this package; `import boardscore` stays cheap
    from boardscore.reporters import diagnostic_to_dict
    from boardscore.status import ExitStatus

    if outcome.status is ExitStatus.USAGE:
        raise _invalid(outcome)
    warnings = list(outcome.result.warnings) if outcome.result is not None else []
    return [diagnostic_to_dict(d) for d in [*outcome.diagnostics, *warnings]]


def score_files(paths: Iterable[str | os.PathLike[str]] | str | os.PathLike[str], *,
                game: str | None = None, explain: bool = False,
                options: Mapping[str, str] | None = None, jobs: int = 1,
                lang: str = "en") -> Iterator[tuple[str, dict[str, Any] | InvalidBoard]]:
    """Score many files in order, as `boardscore score PATH...` does (directories expanded
    to their board files, sorted): yields (path, result dict) or (path, InvalidBoard) for each,
    and never raises for one bad file.

    `paths` is an iterable of paths (str or os.PathLike); a single str or os.PathLike is one
    path (a file or a folder), not a sequence of characters. `jobs` scores them in that many
    worker processes (0: one per core; more than the cores: one per core), as `--jobs` does;
    the results still come in order, as soon as each is next. The arguments are checked when
    score_files is called, before the first result is asked for."""
    _check_lang(lang)

    def checked() -> list[str]:
        _check_arguments(game=game, explain=explain, options=options)
        _check_jobs(jobs)
        return _paths(paths)

    names = _in_language(lang, checked)
    return _stepped(lang, _score_files(names, game, explain, options, jobs))


def _score_files(names: list[str], game: str | None, explain: bool,
                 options: Mapping[str, str] | None, jobs: int
                 ) -> Iterator[tuple[str, dict[str, Any] | InvalidBoard]]:
    # lazy: every command imports this package; `import boardscore` stays cheap
    from boardscore.parallel import scored
    from boardscore.pipeline import expand_inputs
    from boardscore.reporters import result_to_dict
    from boardscore.request import Request

    checked = _checked_options(game, options)
    entries = list(expand_inputs(names))
    if isinstance(checked, InvalidBoard):
        for entry in entries:
            yield _name(entry), checked
        return
    request = Request(explain=explain, only_game=game, options=checked)
    for entry, outcome in zip(entries, scored(entries, request, jobs), strict=True):
        if outcome.result is None:
            yield _name(entry), _invalid(outcome)
        else:
            yield _name(entry), result_to_dict(outcome.result, explain=explain,
                                               file=entry.name)


def _name(entry: Input) -> str:
    return entry.path if entry.path is not None else entry.name


# ---- the arguments, checked before any work --------------------------------------------------

def _check_lang(lang: object) -> None:
    """`lang` first: the other arguments are refused in that language."""
    if not isinstance(lang, str):
        raise TypeError(_("lang must be a str, \"en\" or \"fr\", not {kind}").format(
            kind=_kind(lang)))
    if lang not in LANGUAGES:
        raise ValueError(_("lang must be \"en\" or \"fr\", not {value}").format(
            value=repr(lang)))


def _check_arguments(*, game: object, explain: object, options: object) -> None:
    if game is not None and not isinstance(game, str):
        raise TypeError(_("game must be a game id (a str that `boardscore games` lists) or "
                          "None, not {kind}").format(kind=_kind(game)))
    if not isinstance(explain, bool):
        raise TypeError(_("explain must be True or False, not {kind}").format(
            kind=_kind(explain)))
    if options is not None:
        _check_options(options)


def _check_options(options: object) -> None:
    if not isinstance(options, Mapping):
        raise TypeError(_("options must be a mapping of option names to values (e.g. "
                          "{{\"level\": \"expert\"}}), not {kind}").format(kind=_kind(options)))
    for name, value in options.items():
        if not isinstance(name, str) or not isinstance(value, str):
            raise TypeError(_("options must map option names (str) to values (str); found "
                              "{name} ({name_kind}): {value} ({value_kind})").format(
                name=repr(name)[:40], name_kind=_kind(name), value=repr(value)[:40],
                value_kind=_kind(value)))


def _check_jobs(jobs: object) -> None:
    if not isinstance(jobs, int) or isinstance(jobs, bool):
        raise TypeError(_("jobs must be an int (0: one per core), not {kind}").format(
            kind=_kind(jobs)))
    if jobs < 0:
        raise ValueError(_("jobs must be 0 (one per core) or more, not {jobs}").format(
            jobs=jobs))


def _paths(paths: object) -> list[str]:
    """The paths of score_files: a single str or os.PathLike is one path."""
    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    if isinstance(paths, (bytes, bytearray, Mapping)) or not isinstance(paths, Iterable):
        raise TypeError(_("paths must be an iterable of paths (str or os.PathLike), or one "
                          "path, not {kind}").format(kind=_kind(paths)))
    names = []
    for path in paths:
        name = os.fspath(path) if isinstance(path, (str, os.PathLike)) else None
        if not isinstance(name, str):
            raise TypeError(_("paths must hold paths (str or os.PathLike of str), not "
                              "{kind}").format(kind=_kind(path if name is None else name)))
        names.append(name)
    return names


def _kind(value: object) -> str:
    return type(value).__name__


# ---- one language per call --------------------------------------------------------------------

def _in_language(lang: str, work: Callable[[], T]) -> T:
    # lazy: every command imports this package; `import boardscore` stays cheap
    from boardscore.language import speaking

    with speaking(lang):
        return work()


def _stepped(lang: str, steps: Iterator[T]) -> Iterator[T]:
    """Each step of `steps` run in `lang`, the language left as it was between them (a
    generator runs in its caller's context: a language set across a yield would leak)."""
    # lazy: every command imports this package; `import boardscore` stays cheap
    from boardscore.language import speaking

    done = object()
    while True:
        with speaking(lang):
            item = next(steps, done)
        if item is done:
            return
        yield item  # type: ignore[misc]


# ---- one source -------------------------------------------------------------------------------

def _outcome(source: Source, game: str | None, explain: bool,
             options: Mapping[str, str] | None) -> Outcome:
    # lazy: every command imports this package; `import boardscore` stays cheap
    from boardscore.pipeline import read_input

    checked = _checked_options(game, options)
    if isinstance(checked, InvalidBoard):
        raise checked
    if isinstance(source, Mapping):
        return _run(TEXT_NAME, source, game, explain, checked)
    if isinstance(source, (bytes, bytearray)):
        return _run(TEXT_NAME, bytes(source), game, explain, checked)
    if isinstance(source, str) and ("\n" in source or source.startswith("{")):
        return _run(TEXT_NAME, source.encode("utf-8", "surrogatepass"), game, explain, checked)
    path = os.fspath(source) if isinstance(source, (str, os.PathLike)) else None
    if not isinstance(path, str):
        raise TypeError(_("source must be a path (str or os.PathLike), board text (str), "
                          "bytes or a mapping, not {kind}").format(
            kind=_kind(source if path is None else path)))
    # lazy: every command imports this package; `import boardscore` stays cheap
    from boardscore.streams import shown

    return _run(shown(path), read_input(path), game, explain, checked)


def _run(name: str, raw: Any, game: str | None, explain: bool,
         options: dict[str, str]) -> Outcome:
    # lazy: every command imports this package; `import boardscore` stays cheap
    from boardscore.pipeline import process, process_data, safely
    from boardscore.request import Request

    request = Request(explain=explain, only_game=game, options=options)
    if isinstance(raw, Mapping):
        data = _plain(raw)
        if isinstance(data, InvalidBoard):
            raise data
        return safely(name, lambda: process_data(name, data, request))
    return safely(name, lambda: process(name, raw, request))


def _plain(document: Mapping[str, Any]) -> dict[str, Any] | InvalidBoard:
    """A mapping as the loader would have built it: dicts and lists (any Mapping, a list or a
    tuple inside), refused when it contains itself, nests deeper than a file may or holds
    more values (loading.py's limits)."""
    # lazy: every command imports this package; `import boardscore` stays cheap
    from boardscore.loading import MAX_DEPTH, MAX_NODES

    root: dict[str, Any] = {}
    stack: list[tuple[Any, Any, int, frozenset[int]]] = [(document, root, 0, frozenset())]
    count = 0
    while stack:
        source, target, depth, above = stack.pop()
        if id(source) in above:
            return _usage_board("recursive-alias", _("the mapping contains itself"))
        if depth > MAX_DEPTH:
            return _usage_board("too-deep", _("the mapping nests deeper than {depth} "
                                              "levels").format(depth=MAX_DEPTH))
        count += len(source)
        if count > MAX_NODES:
            return _usage_board("too-many-nodes", _("the mapping holds more than {limit} "
                                                    "values").format(limit=MAX_NODES))
        inside = above | {id(source)}
        items = source.items() if isinstance(source, Mapping) else enumerate(source)
        for key, value in items:
            copy = value
            if isinstance(value, Mapping):
                copy = {}
            elif isinstance(value, (list, tuple)):
                copy = [None] * len(value)
            if copy is not value:
                stack.append((value, copy, depth + 1, inside))
            target[key] = copy
    return root


def _checked_options(game: str | None, options: Mapping[str, str] | None
                     ) -> dict[str, str] | InvalidBoard:
    """The overrides a game declares (scorers/registry.py); anything else is refused."""
    # lazy: every command imports this package; `import boardscore` stays cheap
    from boardscore.scorers.registry import GAMES, game_ids

    if game is not None and game not in game_ids():
        return _usage("unknown-game", _('unknown game "{game}"; boardscore scores {games}')
                      .format(game=game, games=", ".join(game_ids())))
    if not options:
        return {}
    # lazy: every command imports this package; `import boardscore` stays cheap
    from boardscore.options import choose

    declared = {option.name: option.choices for option in GAMES[game].options} if game else {}
    for name, value in options.items():
        if game is None:
            return _usage("unknown-option", _("options need a game: score(source, game=..., "
                                              "options=...)"))
        if name not in declared:
            message = _("{game} takes no option {name} (options: {options})") if declared \
                else _("{game} takes no option {name} (options: none)")
            return _usage("unknown-option", message.format(
                game=game, name=repr(name), options=", ".join(declared)))
        chosen = choose(value, declared[name]) if isinstance(value, str) else None
        if chosen is None:
            # lazy: every command imports this package; `import boardscore` stays cheap
            from boardscore.validation import alternatives

            return _usage("unknown-option", _("option {name} takes {choices}, not {value}")
                          .format(name=name, choices=alternatives(list(declared[name])),
                                  value=repr(value)))
    return {str(name): str(choose(str(value), declared[str(name)])) for name, value in
            options.items()}


def _usage(code: str, message: str) -> InvalidBoard:
    return InvalidBoard(TEXT_NAME, [{"file": None, "line": None, "column": None,
                                     "severity": "error", "code": code, "message": message,
                                     "path": "$"}])


def _invalid(outcome: Outcome) -> InvalidBoard:
    # lazy: every command imports this package; `import boardscore` stays cheap
    from boardscore.reporters import diagnostic_to_dict

    return InvalidBoard(outcome.name, [diagnostic_to_dict(d) for d in outcome.diagnostics])


def _usage_board(code: str, message: str) -> InvalidBoard:
    return InvalidBoard(TEXT_NAME, [{"file": TEXT_NAME, "line": None, "column": None,
                                     "severity": "error", "code": code, "message": message,
                                     "path": "$"}])
