"""One file through the pipeline: read -> parse -> schema -> typed model and rules -> result.

Every failure becomes diagnostics with positions; nothing here prints.
"""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Callable, Iterator, Sequence

from boardscore.loading import MAX_BYTES, MAX_DEPTH, Loaded, decode, parse, scan_text, too_many
from boardscore.request import Mode, Request
from boardscore.scorers.diagnostics import Diagnostic, error, sort_key
from boardscore.scorers.games import GameHooks, game_ids, load_game
from boardscore.scorers.i18n import N_, _
from boardscore.scorers.played import AUTOMATON, played_of, played_problems
from boardscore.scorers.record import NamedTuple, Record, field, replace
from boardscore.scorers.registry import GAMES
from boardscore.scorers.result import Result
from boardscore.status import ExitStatus, kind_of, status_of
from boardscore.streams import shown

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any

    from boardscore.loading import Loaded, NodeTree

STDIN = "-"
STDIN_NAME = "<stdin>"
BOARD_SUFFIXES = (".yaml", ".yml", ".json")


class Outcome(Record):
    """What happened to one input: a result, or the diagnostics that stopped it."""

    name: str
    status: ExitStatus
    game: str | None = None
    result: Result | None = None
    diagnostics: list[Diagnostic] = field(default_factory=list)
    derived: dict[str, Any] | None = None  # the simpler file the input reduces to (--derived)
    picture: str | None = None  # `boardscore render`: the SVG
    # A result the file's own errors dispute (a score track that disagrees with the
    # scores), reported beside them while the file stays invalid; never a scored file's.
    disputed: Result | None = None
    path: str | None = None  # the file it was read from (None: standard input)

    @property
    def kind(self) -> str:
        """How the file ended, for the batch summary (status.kind_of)."""
        return kind_of(self.status, any(d.code == "internal-error" for d in self.diagnostics))


class Input(Record):
    """One file to read: its name as every format shows it, where it is (None: standard
    input), what went wrong while it was listed (an unreadable folder), and its bytes when
    they were read ahead (standard input, for a worker process: parallel.py)."""

    name: str
    path: str | None
    problem: Diagnostic | None = None
    content: bytes | None = None


def expand_inputs(arguments: Sequence[str]) -> Iterator[Input]:
    """Each argument, with directories replaced by their board files (sorted, recursive,
    hidden folders and files skipped; a folder that cannot be read is reported, never
    skipped). `/dev/stdin` is `-`. os.path rather than pathlib: ~10 ms less at start-up."""
    stdin_given = False
    for argument in arguments:
        if argument in (STDIN, "/dev/stdin"):
            yield Input(STDIN_NAME, None, _stdin_again() if stdin_given else None)
            stdin_given = True
        elif os.path.isdir(argument):
            found = sorted(_board_files(argument), key=lambda entry: entry.path or "")
            if not found:  # reported as a directory without board files
                yield Input(shown(argument), argument)
            yield from found
        else:
            yield Input(shown(argument), argument)


def _stdin_again() -> Diagnostic:
    return error("unreadable", _("standard input was already read for an earlier -; give - "
                                 "once"))


def _board_files(folder: str) -> Iterator[Input]:
    unreadable: list[OSError] = []
    for path in _walk(folder, unreadable):
        yield Input(shown(path), path)
    for problem in unreadable:
        where = str(problem.filename or folder)
        yield Input(shown(where), where, error(
            "unreadable", _("cannot read the folder: {reason}").format(
                reason=problem.strerror or problem)))


def _walk(folder: str, unreadable: list[OSError]) -> Iterator[str]:
    """os.walk's board files, without its recursion (a folder nested 1,500 deep is read like
    any other): hidden folders and files skipped, symlinked folders not followed."""
    stack = [folder]
    while stack:
        try:
            with os.scandir(stack.pop()) as listing:
                entries = list(listing)
        except OSError as exc:
            unreadable.append(exc)
            continue
        for entry in entries:
            if entry.name.startswith("."):
                continue
            if _is_folder(entry):
                stack.append(entry.path)
            elif entry.name.endswith(BOARD_SUFFIXES):
                yield entry.path


def _is_folder(entry: os.DirEntry[str]) -> bool:
    """A folder to go into (a symlink to one is not followed, as os.walk does)."""
    try:
        return entry.is_dir(follow_symlinks=False)
    except OSError:
        return False


_KINDS = ((stat.S_ISFIFO, N_("a named pipe (FIFO)")), (stat.S_ISSOCK, N_("a socket")),
          (stat.S_ISCHR, N_("a character device")), (stat.S_ISBLK, N_("a block device")))


def read_input(path: str | None) -> bytes | Diagnostic:
    """The bytes of a regular file (or standard input), never blocking: anything else is
    reported without being opened."""
    try:
        if path is None:
            return _read_stdin(MAX_BYTES)
        kind = _not_regular(os.stat(path).st_mode)
        if kind is not None:
            return kind
        descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
        with os.fdopen(descriptor, "rb") as handle:
            status = os.fstat(handle.fileno())  # it may have changed since it was looked at
            kind = _not_regular(status.st_mode)
            if kind is not None:
                return kind
            # read(MAX_BYTES + 1) allocates 10 MB whatever the file's size: read exactly the
            # file when its size is known and allowed; otherwise read just past the limit,
            # which decode() reports.
            size = status.st_size
            return handle.read() if 0 < size <= MAX_BYTES else handle.read(MAX_BYTES + 1)
    except FileNotFoundError:
        return error("not-found", _("no such file"))
    except ValueError:  # the Python API: a path with a NUL in it
        return error("not-found", _("no such file: a file name cannot contain the character "
                                    "NUL"))
    except OSError as exc:
        return error("unreadable", _("cannot read the file: {reason}").format(
            reason=exc.strerror or exc))


def _not_regular(mode: int) -> Diagnostic | None:
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):  # expand_inputs passes on a directory without board files
        return error("no-board-files", _("the directory holds no .yaml, .yml or .json file"))
    kind = next((what for test, what in _KINDS if test(mode)), None)
    if kind is None:
        return error("not-a-file", _("this is not a regular file; boardscore reads regular "
                                     "files only (use - to read standard input)"))
    return error("not-a-file", _("this is {kind}; boardscore reads regular files only (use - "
                                 "to read standard input)").format(kind=_(kind)))


def _read_stdin(limit: int) -> bytes | Diagnostic:
    if sys.stdin is None:
        return error("unreadable", _("standard input is closed"))
    return sys.stdin.buffer.read(limit + 1)


def safely(name: str, work: Callable[[], Outcome]) -> Outcome:
    """A bug in boardscore must not cost the other files of a batch, nor print a traceback."""
    try:
        return work()
    except Exception as exc:  # the last line of defence; reported as exit 2
        problem = error("internal-error", _("boardscore failed on this file ({error}: "
                                            "{detail}); please report it with the file").format(
            error=type(exc).__name__, detail=exc))
        return stopped(name, None, [problem])


def unreadable_source(kind: str) -> Outcome:
    """The Python API was handed something that is no board source."""
    problem = error("unreadable", _("cannot read a board from an object of type {kind}; give "
                                    "a path, board text, bytes or a mapping").format(kind=kind))
    return stopped("-", None, [problem])


def process_data(name: str, data: Any, request: Request) -> Outcome:
    """Score an already-parsed document (the Python API): no text, so no line numbers."""
    game = _game_of(data, request.only_game)
    if isinstance(game, Diagnostic):
        return stopped(name, None, [game])
    # lazy: limits.py, which the command line loads only for inputs of 16 KiB or more
    from boardscore.limits import oversized_in_data

    oversized = oversized_in_data(data, game)  # as for a large text: before the rules
    if oversized:
        return stopped(name, game, oversized)
    return _evaluate(name, game, dict(_with_game(data, game)), Loaded(data), request)


def process(name: str, raw: bytes | Diagnostic, request: Request) -> Outcome:
    """One input through the pipeline, as the request asks (score, validate, derive, render)."""
    if isinstance(raw, Diagnostic):
        return stopped(name, None, [raw])
    text = decode(raw)
    if isinstance(text, Diagnostic):
        return stopped(name, None, [text])
    early = _early_limits(text, request.only_game)
    if early:
        return stopped(name, None, early)
    loaded = parse(text, strict_json=name.lower().endswith(".json"))
    if loaded.problems:
        return stopped(name, None, _restated(loaded, request.only_game))
    game = _game_of(loaded.data, request.only_game)
    if isinstance(game, Diagnostic):
        return stopped(name, None, [_placed(loaded.tree, [game])[0]])
    if len(text) >= WALK_FROM:  # a text 16 KiB long may hold one name of 16,000 characters
        # lazy: limits.py only for inputs of 16 KiB or more
        from boardscore.limits import oversized_in_data

        oversized = oversized_in_data(loaded.data, game)
        if oversized:  # reported alone: the rules would repeat such a text in every message
            return stopped(name, game, _placed(loaded.tree, oversized))
    return _evaluate(name, game, _with_game(loaded.data, game), loaded, request)


WALK_FROM = 16 * 1024  # from this size on, the data is looked over for limits before the rules


def _with_game(data: dict[str, Any], game: str) -> dict[str, Any]:
    """The document with its `game` key as the id (added on a per-game command, lower-cased
    when written capitalised)."""
    if data.get("game") == game:
        return data
    return {**data, "game": game} if "game" in data else {"game": game, **data}


def _early_limits(text: str, only_game: str | None) -> list[Diagnostic]:
    """A large YAML text is measured on its event stream first (limits.py): a list far longer
    than the rules allow is reported without building 10 MB of nodes."""
    found = scan_text(text, only_game)
    if found is None:
        return []
    if found.stopped == "too-deep":
        return [error("too-deep", _("the file nests deeper than {depth} levels").format(
            depth=MAX_DEPTH))]
    if found.stopped == "recursive-alias":
        return [error("recursive-alias", _("a YAML alias refers to a node that contains it"))]
    # lazy: limits.py only for inputs of 16 KiB or more
    from boardscore.limits import scanned_problems

    if found.stopped == "too-many-nodes" and found.aliased:  # what made it large: aliases
        return [too_many(found.aliased)]
    game = found.game if found.game in game_ids() else only_game
    problems = scanned_problems(found, game)
    if not problems and found.stopped == "too-many-nodes":
        problems = [too_many(found.aliased)]
    return problems


class Checked(NamedTuple):
    """A file that passed the schema: what the mode's step works on."""

    name: str
    game: str
    hooks: GameHooks
    document: dict[str, Any]
    loaded: Loaded
    request: Request

    def stopped(self, diagnostics: list[Diagnostic]) -> Outcome:
        return stopped(self.name, self.game, _placed(self.loaded.tree, diagnostics))


def _evaluate(name: str, game: str, document: dict[str, Any], loaded: Loaded,
              request: Request) -> Outcome:
    """Schema first; then what the request's mode runs (AFTER_CHECKS, the one place the mode
    is decided)."""
    # lazy: the schema check only once a file has parsed
    from boardscore.validation import schema_errors

    hooks = load_game(game)
    document = hooks.normalize(document)  # e.g. a game's ids as keys: integers in YAML
    literal = _literal_problems(hooks, loaded)
    problems = [hooks.restate_schema(document, p) for p in schema_errors(game, document)]
    if literal:  # the schema's complaint about the same value says less
        problems = literal + [p for p in problems if p.path not in {d.path for d in literal}]
    if problems:
        return stopped(name, game, _placed(loaded.tree, problems))
    return AFTER_CHECKS[request.mode](Checked(name, game, hooks, document, loaded, request))


def _scored(checked: Checked) -> Outcome:
    """score and validate: the result with its warnings, or the rule errors that stop it."""
    result, errors, _derive = _evaluated(checked)
    if result is None:
        return checked.stopped(errors)
    if errors:  # a result shown beside the errors that dispute it (Evaluation)
        disputed = result if checked.request.mode is Mode.SCORE else None
        return replace(checked.stopped(errors), disputed=disputed)
    return Outcome(checked.name, ExitStatus.OK, checked.game, result)


def _derived(checked: Checked) -> Outcome:
    """--derived: the simpler file the valid input reduces to."""
    result, errors, derive = _evaluated(checked)
    if result is None or errors:
        return checked.stopped(errors)
    if derive is None:
        return checked.stopped([error("no-derived-form", _(
            "{game} files have no simpler form to derive").format(game=checked.game))])
    form = checked.request.form or GAMES[checked.game].form_names[0]
    return Outcome(checked.name, ExitStatus.OK, checked.game, result, derived=derive(form))


def _evaluated(checked: Checked) -> tuple[Result | None, list[Diagnostic],
                                          Callable[[str], dict[str, Any]] | None]:
    """The game's evaluation with the `played:` block's checks: (result with its warnings
    placed, rule errors placed later by the caller, the derive hook)."""
    request, document = checked.request, checked.document
    evaluation = checked.hooks.evaluate(document, explain=request.explain,
                                        options=request.options)
    played = played_of(document)
    names = None if evaluation.result is None else \
        [p.name for p in evaluation.result.players if p.name != AUTOMATON]
    noted = played_problems(played, names, export=request.mode is Mode.SCORE and
                            request.format.startswith("bgstats"))  # docs/bgstats.md
    errors = [*evaluation.errors, *(d for d in noted if d.is_error)]
    if evaluation.result is None or any(d.is_error for d in noted):
        return None, errors, None
    result = evaluation.result
    if played is not None or noted:  # most files have neither: no copy of the result
        result = replace(result, played=played, warnings=(*result.warnings, *noted))
    if result.warnings:
        warnings = _placed(checked.loaded.tree, list(result.warnings))
        result = replace(result, warnings=tuple(w.in_file(checked.name) for w in warnings))
    return result, errors, evaluation.derive


def _drawn(checked: Checked) -> Outcome:
    """`boardscore render`: the game's picture of a schema-valid file, or why there is none."""
    draw = checked.hooks.picture
    if draw is None:
        return checked.stopped([error("no-picture", _(
            "boardscore draws no picture of {game} files").format(game=checked.game))])
    drawn = draw(checked.document, checked.request.board)
    if isinstance(drawn, str):
        return Outcome(checked.name, ExitStatus.OK, checked.game, picture=drawn)
    return checked.stopped(list(drawn))  # no-such-board (--round, --player) is a usage error


# What runs after the checks, by mode: the one place the mode is decided in the pipeline.
AFTER_CHECKS: dict[Mode, Callable[[Checked], Outcome]] = {
    Mode.SCORE: _scored, Mode.VALIDATE: _scored, Mode.DERIVE: _derived, Mode.RENDER: _drawn,
}


def _literal_problems(hooks: GameHooks, loaded: Loaded) -> list[Diagnostic]:
    """What a game says about values written with a leading zero (an id, where a game reads ids)."""
    found = (hooks.restate_literal(literal.path, literal.text) for literal in loaded.zero_padded)
    return [diagnostic.at(literal.line, literal.column)
            for literal, diagnostic in zip(loaded.zero_padded, found, strict=True)
            if diagnostic is not None]


def _restated(loaded: Loaded, only_game: str | None) -> list[Diagnostic]:
    """Duplicate keys in the game's own terms where it has them (two tiles on a cell)."""
    game = _game_of(loaded.data, only_game) if loaded.duplicates else None
    if not isinstance(game, str):
        return loaded.problems
    restate = load_game(game).restate_duplicate
    problems = [p for p in loaded.problems if p.code != "duplicate-key"]
    for duplicate, generic in zip(loaded.duplicates,
                                  [p for p in loaded.problems if p.code == "duplicate-key"],
                                  strict=True):
        own = restate(loaded.data, duplicate.path, duplicate.key, duplicate.lines)
        problems.append(generic if own is None else own.at(generic.line, generic.column))
    return problems


def _game_of(data: Any, only_game: str | None) -> str | Diagnostic:
    if not isinstance(data, dict):
        games = "|".join(game_ids())
        if data is None:
            return error("not-a-mapping", _("the file is empty; a board file is a mapping that "
                                            "starts with game: <{games}>").format(games=games))
        return error("not-a-mapping", _("the file is a {kind}, not a mapping; a board file is "
                                        "a mapping that starts with game: <{games}>").format(
            kind=type(data).__name__, games=games))
    game = data.get("game", only_game)
    if game is None:
        return _misspelt_game_key(data) or error(
            "no-game", _('missing required key "game" ({games})').format(
                games=", ".join(game_ids())))
    if isinstance(game, str) and game.strip().lower() in game_ids():
        game = game.strip().lower()  # `game: GAME` in any case
    if game not in game_ids():
        # lazy: difflib only to suggest a game's name
        import difflib

        close = difflib.get_close_matches(str(game).lower(), game_ids(), n=1, cutoff=0.6)
        message = _('unknown game "{game}"; did you mean "{suggestion}"?').format(
            game=game, suggestion=close[0]) if close else \
            _('unknown game "{game}"; this version of boardscore scores {games}').format(
                game=game, games=", ".join(game_ids()))
        return error("unknown-game", message, ("game",))
    if only_game is not None and game != only_game:
        return error("wrong-game", _("this is a {game} file; `boardscore {command}` scores "
                                     "{command} files only (use `boardscore score` for any "
                                     "game)").format(game=game, command=only_game), ("game",))
    return str(game)


def _misspelt_game_key(data: dict[Any, Any]) -> Diagnostic | None:
    """`gmae: GAME`: said as the per-game commands' schema says it (an unknown key)."""
    # lazy: difflib only to suggest a game's name
    import difflib

    for key in data:
        if isinstance(key, str) and difflib.get_close_matches(key.lower(), ["game"], n=1,
                                                              cutoff=0.6):
            return error("unknown-key", _('unknown key "{key}"; did you mean "{suggestion}"?')
                         .format(key=key, suggestion="game"), (key,))
    return None


def _placed(tree: NodeTree | None, diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    """Fill in line and column from the file's node tree, then sort by position."""
    if tree is not None:
        tree.prepare([d.path for d in diagnostics if d.line is None])
        diagnostics = [_at(tree, d) if d.line is None else d for d in diagnostics]
    return sorted(diagnostics, key=sort_key)


def _at(tree: NodeTree, diagnostic: Diagnostic) -> Diagnostic:
    place = tree.position_inside(diagnostic.path, *diagnostic.offset) \
        if diagnostic.offset is not None else None
    place = place or tree.position(diagnostic.path)
    return diagnostic.at(place.line, place.column) if place is not None else diagnostic


def stopped(name: str, game: str | None, diagnostics: list[Diagnostic]) -> Outcome:
    """A file the diagnostics stop, with the status their codes are declared with
    (status.status_of); at most 100 of one code are kept, then how many more."""
    # lazy: limits.py only for a file its diagnostics stop
    from boardscore.limits import capped

    return Outcome(name, status_of(diagnostics), game,
                   diagnostics=[d.in_file(name) for d in capped(diagnostics)])
