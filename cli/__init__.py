"""boardscore: itemized scores for finished games of Mondo, Clans, World Wonders and Flowers.

The Python API runs the same pipeline as the command line (read, parse, schema, rules, score)
and returns the same JSON shapes as `--format json`:

    >>> import boardscore
    >>> result = boardscore.score("examples/flowers/three-players.yaml")   # doctest: +SKIP
    >>> result["winners"]                                                   # doctest: +SKIP
    ['Cleo']

- `score(source)` -> the result dict (valid against `boardscore schema result`).
- `validate(source)` -> every diagnostic as a dict (errors, warnings, notes).
- `score_files(paths)` -> (path, result dict or InvalidBoard) for many files, in order.
- `InvalidBoard` is the one exception the API raises for bad input; its `diagnostics` hold the
  same dicts as the command line's JSON diagnostics.

A `source` is an `os.PathLike`, a `str` (board text when it contains a newline or starts with
`{`, otherwise a path), `bytes` (the file's content), or an already-parsed mapping.

Importing this module is cheap (the command line imports it on every call): yaml, jsonschema
and the scorers load when a function is first called.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, Union

from boardscore.scorers.i18n import _, ngettext

if TYPE_CHECKING:
    from boardscore.pipeline import Outcome

__version__ = "0.2.0"
__all__ = ["InvalidBoard", "Source", "__version__", "score", "score_files", "validate"]

Source = Union[str, bytes, os.PathLike[str], Mapping[str, Any]]  # noqa: UP007
TEXT_NAME = "-"  # the `file` of a result read from text, bytes or a mapping


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
          options: Mapping[str, str] | None = None) -> dict[str, Any]:
    """The result of one board, exactly as `boardscore score FILE --format json` prints it.

    `game` reads the file as that game (as `boardscore GAME FILE` does: `game:` may then be
    left out); `explain` adds the evidence behind every line; `options` are a game's
    command-line overrides, e.g. `{"level": "expert"}` for Mondo. Raises InvalidBoard.
    """
    outcome = _outcome(source, game, explain, options)
    if outcome.result is None:
        raise _invalid(outcome)
    from boardscore.reporters import result_to_dict

    return result_to_dict(outcome.result, explain=explain, file=outcome.name)


def validate(source: Source, *, game: str | None = None) -> list[dict[str, Any]]:
    """Every diagnostic of one board (errors, warnings and notes, in file order), as JSON mode
    prints them: the board is valid if and only if none of them has severity "error".

    A problem with the board is returned, never raised; a source that cannot be read at all
    (`not-found`, `unreadable`, a bad `game`) raises InvalidBoard.
    """
    outcome = _outcome(source, game, False, None)
    from boardscore.reporters import diagnostic_to_dict
    from boardscore.status import ExitStatus

    if outcome.status is ExitStatus.USAGE:
        raise _invalid(outcome)
    warnings = list(outcome.result.warnings) if outcome.result is not None else []
    return [diagnostic_to_dict(d) for d in [*outcome.diagnostics, *warnings]]


def score_files(paths: Iterable[str | os.PathLike[str]], *, game: str | None = None,
                explain: bool = False, options: Mapping[str, str] | None = None,
                jobs: int = 1) -> Iterator[tuple[str, dict[str, Any] | InvalidBoard]]:
    """Score many files in order, as `boardscore score PATH...` does (directories expanded
    to their board files, sorted): yields (path, result dict) or (path, InvalidBoard) for each,
    and never raises for one bad file. `jobs` scores them in that many worker processes (0:
    one per core), as `--jobs` does; the results still come in order, as soon as each is
    next."""
    from boardscore.parallel import scored
    from boardscore.pipeline import expand_inputs
    from boardscore.reporters import result_to_dict
    from boardscore.request import Request

    if jobs < 0:
        raise ValueError(_("jobs must be 0 (one per core) or more, not {jobs}").format(
            jobs=jobs))
    checked = _checked_options(game, options)
    entries = list(expand_inputs([os.fspath(p) for p in paths]))
    if isinstance(checked, InvalidBoard):
        for entry in entries:
            yield (entry.path if entry.path is not None else entry.name), checked
        return
    request = Request(explain=explain, only_game=game, options=checked)
    for entry, outcome in zip(entries, scored(entries, request, jobs), strict=True):
        name = entry.path if entry.path is not None else entry.name
        if outcome.result is None:
            yield name, _invalid(outcome)
        else:
            yield name, result_to_dict(outcome.result, explain=explain, file=entry.name)


def _outcome(source: Source, game: str | None, explain: bool,
             options: Mapping[str, str] | None) -> Outcome:
    from boardscore.pipeline import read_input

    checked = _checked_options(game, options)
    if isinstance(checked, InvalidBoard):
        raise checked
    if isinstance(source, Mapping):
        return _run(TEXT_NAME, source, game, explain, checked)
    if isinstance(source, bytes):
        return _run(TEXT_NAME, source, game, explain, checked)
    if isinstance(source, str) and ("\n" in source or source.startswith("{")):
        return _run(TEXT_NAME, source.encode("utf-8", "surrogatepass"), game, explain, checked)
    if isinstance(source, (str, os.PathLike)):
        path = os.fspath(source)
        if isinstance(path, str):
            from boardscore.streams import shown

            return _run(shown(path), read_input(path), game, explain, checked)
    from boardscore.pipeline import unreadable_source

    return unreadable_source(type(source).__name__)


def _run(name: str, raw: Any, game: str | None, explain: bool,
         options: dict[str, str]) -> Outcome:
    from boardscore.pipeline import process, process_data, safely
    from boardscore.request import Request

    request = Request(explain=explain, only_game=game, options=options)
    if isinstance(raw, Mapping):
        return safely(name, lambda: process_data(name, raw, request))
    return safely(name, lambda: process(name, raw, request))


def _checked_options(game: str | None, options: Mapping[str, str] | None
                     ) -> dict[str, str] | InvalidBoard:
    """The overrides a game declares (scorers/registry.py); anything else is refused."""
    from boardscore.scorers.registry import GAMES, game_ids

    if game is not None and game not in game_ids():
        return _usage("unknown-game", _('unknown game "{game}"; boardscore scores {games}')
                      .format(game=game, games=", ".join(game_ids())))
    if not options:
        return {}
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
    from boardscore.reporters import diagnostic_to_dict

    return InvalidBoard(outcome.name, [diagnostic_to_dict(d) for d in outcome.diagnostics])
