"""The supported games, found without a list: each game declares itself in its own package.

A game is a folder with a `declaration.py` that defines `DECLARATION = GameEntry(...)`:
everything the command line, the web page and the reporters show of the game without
loading its code (id, title, options, views, derived forms, `new` options, render choices, what
BG Stats needs, the words of its variant header, where its schema and examples are). Built-in
games are the folders of this package (`scorers/<game>/`); a separately installed package adds
a game as a subpackage of the namespace package `boardscore_games` (Python's namespace-package
plugin pattern: found by a look at sys.path, which costs far less than reading entry points).

A declaration is read from its file alone (the game's `__init__` is not imported), so the
start-up path never loads a scorer. The code a game runs is its package's `GAME`
(scorers/games.py).
"""

from __future__ import annotations

import os
import sys
from importlib.util import find_spec, module_from_spec, spec_from_file_location

from boardscore.scorers.i18n import N_
from boardscore.scorers.record import NamedTuple

PLUGIN_NAMESPACE = "boardscore_games"  # third-party games: boardscore_games.<game>/
DECLARATION_FILE = "declaration.py"


class Option(NamedTuple):
    """A command-line choice of a game: an override of a value the file gives (Mondo's `--level
    expert`, passed to evaluate() in `options`), or an option of `boardscore new GAME`."""

    name: str
    choices: tuple[str, ...]
    help: str  # marked N_: translated where it is shown
    default: str | None = None  # `boardscore new` options: the value when not given


class View(NamedTuple):
    """A picture that needs no board file: `boardscore clans --map` (the game's `view` hook)."""

    name: str
    help: str  # marked N_, as Option.help


class DerivedForm(NamedTuple):
    """A simpler file the game's inputs convert to (`--derived` names the first)."""

    name: str  # the option: `--tableau`, `--tiles`
    what: str  # N_: what it is, for the shared `--derived` help ("a Flowers turn log's …")
    help: str | None = None  # N_: the help of `--<name>` when it is not the first form


class BoardChoice(NamedTuple):
    """How `render` (and the web page) picks one board of a file: `--round 2`, `--player Ann`."""

    name: str
    short: str  # `-r`
    help: str  # N_
    integer: bool = False


class SavedPart(NamedTuple):
    """A part of a game's file drawn once and kept for later games in the folder `boardscore
    serve` serves (docs/serve-api.md, "Saved parts"), e.g. World Wonders' map: each one is the
    text file DIR/<folder>/<name><suffix>, its value exactly as the file holds it under `key`."""

    kind: str  # its name in the API: /api/parts/GAME/KIND
    key: str  # the board file's mapping that holds such parts by name (`terrains`)
    folder: str  # the folder of DIR that keeps them
    suffix: str  # never a board file's suffix: `boardscore score DIR` does not read them
    help: str  # N_: what it is


PLAYER_BOARD = BoardChoice("player", "-p", N_("Which player's board (default: the first)."))


class GameEntry(NamedTuple):
    id: str  # the `game:` key and the command's name
    module: str  # the package that exposes GAME
    title: str  # as published
    name: str  # how a sentence names it ("Flowers")
    players: str  # "2-4"
    default_example: str  # `boardscore example GAME` without --name
    options: tuple[Option, ...] = ()  # `boardscore GAME --name value`
    views: tuple[View, ...] = ()  # `boardscore GAME --view`
    derived_forms: tuple[DerivedForm, ...] = ()
    new_options: tuple[Option, ...] = ()  # `boardscore new GAME --name value`
    # The `new` option that a one-player file must choose (and that only one player may).
    solo_option: str | None = None
    board_choices: tuple[BoardChoice, ...] = (PLAYER_BOARD,)
    # The player fact BG Stats shows as the player's role (Clans: the clan colour).
    role_fact: str | None = None
    # The keys and word values of the variant (JSON data) that the text header translates.
    variant_words: tuple[str, ...] = ()
    # The words reports make of the game's data keys (section headings, fact labels, the first
    # key of a section's item), marked N_ for the catalogue; JSON keeps the keys.
    report_words: tuple[str, ...] = ()
    schema_package: str = "boardscore.schemas"  # holds <id>.schema.json
    examples_package: str = "boardscore.examples"  # holds <id>/*.yaml
    # Parts of the file the web page keeps in the served folder for later games (a map).
    parts: tuple[SavedPart, ...] = ()
    # The folder of the game's editor on the web page (`boardscore serve`), inside the game's
    # package: it holds `editor.js`, an ES module (CONTRIBUTING.md: "The game's page").
    page: str | None = None

    @property
    def form_names(self) -> tuple[str, ...]:
        return tuple(form.name for form in self.derived_forms)


def _game_folders() -> list[tuple[str, str]]:
    """(folder, package) of every game: this package's subfolders, then the plugins'."""
    here = os.path.dirname(__file__)
    folders = [(os.path.join(here, name), f"boardscore.scorers.{name}")
               for name in sorted(os.listdir(here))]
    try:
        plugins = find_spec(PLUGIN_NAMESPACE)
    except (ImportError, ValueError):
        plugins = None
    for root in (plugins.submodule_search_locations or []) if plugins else []:
        folders += [(os.path.join(root, name), f"{PLUGIN_NAMESPACE}.{name}")
                    for name in sorted(os.listdir(root))]
    return [(folder, package) for folder, package in folders
            if os.path.isfile(os.path.join(folder, DECLARATION_FILE))]


def _declared(folder: str, package: str) -> GameEntry:
    """The folder's DECLARATION, its file run alone (registered under its own name, so the
    game's package finds the same module when it imports it)."""
    name = f"{package}.declaration"
    module = sys.modules.get(name)
    if module is None:
        spec = spec_from_file_location(name, os.path.join(folder, DECLARATION_FILE))
        assert spec is not None
        assert spec.loader is not None
        module = module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    entry: GameEntry = module.DECLARATION
    return entry


def _discover() -> dict[str, tuple[GameEntry, str]]:
    found: dict[str, tuple[GameEntry, str]] = {}
    for folder, package in _game_folders():
        entry = _declared(folder, package)
        found.setdefault(entry.id, (entry, folder))  # a built-in game keeps its id
    return dict(sorted(found.items()))


_FOUND = _discover()
GAMES: dict[str, GameEntry] = {game: entry for game, (entry, _) in _FOUND.items()}


def page_folder(game_id: str) -> str | None:
    """The folder of the game's web page editor (its declaration's `page`), or None."""
    entry, folder = _FOUND[game_id]
    return os.path.join(folder, entry.page) if entry.page else None


def game_ids() -> tuple[str, ...]:
    return tuple(GAMES)
