"""The game contract: everything a game package may provide, in one place.

A game is two things:

- an entry in `scorers/registry.py` (`GameEntry`): what the command line shows without loading
  the game's code (its command-line options, its views, its name for `--derived`);
- a package `scorers/<game>/` whose `__init__.py` exposes `GAME = GameHooks(...)`: the hooks below.
  Only `info` and `evaluate` are required; every other hook has a default that does nothing.

The CLI and the reporters call these hooks and nothing else, so a fifth game touches neither
(README: "Adding a game").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from importlib import import_module

from boardscore.scorers.diagnostics import Diagnostic, Path
from boardscore.scorers.record import Record, field
from boardscore.scorers.registry import GAMES, game_ids
from boardscore.scorers.result import Result

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:  # the hooks' types, for the type checker only
    from typing import Any, Protocol

    class Evaluate(Protocol):
        def __call__(self, document: Mapping[str, Any], *, explain: bool = False,
                     options: Mapping[str, str] | None = None) -> Evaluation:
            """Score a schema-valid document; `explain` asks for the evidence behind each line;
            `options` are the command-line overrides the registry declares for the game."""

    class View(Protocol):
        def __call__(self, name: str, view_format: str, *, colour: bool = False) -> str:
            """The view `name` (the registry's views) as text, json, csv, markdown or svg."""


__all__ = ["Decision", "Evaluation", "GameHooks", "GameInfo", "game_ids", "load_game"]


class Decision(Record):
    id: str
    text: str


class GameInfo(Record):
    id: str
    title: str
    players: str
    variants: tuple[str, ...]
    decisions: tuple[Decision, ...]
    default_example: str  # the file `boardscore example GAME` prints, under examples/GAME/
    # ANSI colours of the characters of the game's text pictures (`boards` with --explain),
    # used only when the output is a terminal.
    palette: dict[str, str] = field(default_factory=dict)


class Evaluation(Record):
    """A validated document's outcome: a result, or the rule errors that prevent one, or
    both: a result its own errors dispute (Clans F8, the score track against the villages),
    which the file reports beside them while it stays invalid (exit 1)."""

    result: Result | None
    errors: tuple[Diagnostic, ...] = ()
    # Builds the simpler file the input reduces to (a Flowers turn log's final tableau), in
    # the form the registry's derived_forms name (Mondo: "tiles" or "rows"); called only for
    # --derived. None: the game has no such form.
    derive: Callable[[str], dict[str, Any]] | None = None


def _unchanged(document: dict[str, Any]) -> dict[str, Any]:
    return document


def _nothing_to_say(*_: object) -> Diagnostic | None:
    return None


def _as_it_is(_: Mapping[str, Any], diagnostic: Diagnostic) -> Diagnostic:
    return diagnostic


def named_players(document: Mapping[str, Any]) -> list[str]:
    """The names of `players: [{name: …}]`, in seat order (what most games write)."""
    players = document.get("players")
    names = [p.get("name") for p in players if isinstance(p, Mapping)] \
        if isinstance(players, list) else []
    return [name for name in names if isinstance(name, str)]


def board_per_player(document: Mapping[str, Any]) -> list[tuple[str, dict[str, str]]]:
    """One board per player, drawn with render's `--player NAME`."""
    return [(name, {"player": name}) for name in named_players(document)]


class GameHooks(Record):
    """The hooks of one game, as its package's `GAME`."""

    info: GameInfo
    # The scorer: a schema-valid document in, a result (with its warnings) or rule errors out.
    evaluate: Evaluate
    # Adjusts the parsed document before the schema sees it (Clans: YAML reads its territory
    # ids, which are mapping keys, as integers; JSON as strings).
    normalize: Callable[[dict[str, Any]], dict[str, Any]] = _unchanged
    # Words a duplicate key in the game's terms: (document, path of the mapping, key, both
    # lines) -> a diagnostic, or None for the generic `duplicate-key` (Mondo: tile-twice).
    restate_duplicate: Callable[[Mapping[str, Any], Path, object, tuple[int, int]],
                                Diagnostic | None] = _nothing_to_say
    # Judges a plain scalar written with a leading zero (`07` is octal to YAML): (path, text)
    # -> a diagnostic, or None when it does not matter there (Clans: F7 for territory ids).
    restate_literal: Callable[[Path, str], Diagnostic | None] = _nothing_to_say
    # Adds the game's knowledge to a schema error: (document, diagnostic) -> the diagnostic
    # to show (Mondo: a bad cell name lists the cells of its row).
    restate_schema: Callable[[Mapping[str, Any], Diagnostic], Diagnostic] = _as_it_is
    # `boardscore render`: (schema-valid document, {"round"?, "player"?}) -> the SVG, or the
    # diagnostics why there is none (`no-such-board` for a round or player the file lacks).
    picture: Callable[[Mapping[str, Any], Mapping[str, str]], str | list[Diagnostic]] | None \
        = None
    # The registry's views (`clans --map`), drawn without a board file.
    view: View | None = None
    # `boardscore new GAME`: (player names, the registry's new_options) -> a file to fill in.
    blank: Callable[[Sequence[str], Mapping[str, str]], str] | None = None
    # The players a file names, in seat order (the web page's listing; a document that may not
    # be valid yet): `players[].name` unless the game keeps them elsewhere.
    players: Callable[[Mapping[str, Any]], list[str]] = named_players
    # Every board of a schema-valid file: (its picture's name, render's board choices that
    # draw it); one per player unless the game has rounds or one shared board.
    boards: Callable[[Mapping[str, Any]], list[tuple[str, dict[str, str]]]] = board_per_player
    # The rule facts the web page's editor offers as buttons (the layout, species, colours…),
    # as JSON data, from the scorer's own tables; None for a game without a page editor.
    vocabulary: Callable[[], dict[str, Any]] | None = None
    # The state of play of a game recorded as it is played (POST /api/play): (a document,
    # perhaps unfinished; picture: add the board's picture with the places to tap) -> JSON
    # data: whose turn, the legal moves and why the others are refused, what the moves made so
    # far founded and scored (Clans: scorers/clans/play.py). None: the game has none.
    play: Callable[..., dict[str, Any]] | None = None
    # Checks a saved part's text (the registry's `parts`): (kind, name, text) -> diagnostics;
    # an error refuses it (World Wonders: a map's grid, E11-E13).
    check_part: Callable[[str, str, str], list[Diagnostic]] | None = None


def load_game(game_id: str) -> GameHooks:
    game: GameHooks = import_module(GAMES[game_id].module).GAME
    return game
