"""The supported games and what each shows on the command line, import-free.

The CLI reads this at every start (command names, options and their choices, views) without
loading any scorer; the code a game runs is its package's `GAME` (scorers/games.py, where the
whole game contract is written down).
"""

from typing import NamedTuple

from boardscore.scorers.i18n import N_


class Option(NamedTuple):
    """A command-line override of a value the file gives, e.g. Mondo's `--level expert`. The
    game's evaluate() receives it in `options` and says in the result's variant that it did."""

    name: str
    choices: tuple[str, ...]
    help: str  # marked N_: the CLI translates it where it builds the option
    default: str | None = None  # `boardscore new` options: the value when not given


class View(NamedTuple):
    """A picture that needs no board file: `boardscore clans --map` (the game's `view` hook)."""

    name: str
    help: str  # marked N_, as Option.help


class GameEntry(NamedTuple):
    module: str  # the package that exposes GAME
    options: tuple[Option, ...] = ()  # `boardscore GAME --name value`
    views: tuple[View, ...] = ()  # `boardscore GAME --view`
    # The simpler files the game's inputs convert to, by option name: the first is also
    # `--derived` (`flowers --tableau`); Mondo converts both ways (`--tiles`, `--rows`).
    derived_forms: tuple[str, ...] = ()
    # `boardscore new GAME`: the choices of the file to fill in (Mondo's --rounds).
    new_options: tuple[Option, ...] = ()


GAMES: dict[str, GameEntry] = {
    "clans": GameEntry(
        "boardscore.scorers.clans",
        views=(View("map", N_("Print the map: territory ids laid out as on the board, terrains "
                              "and neighbours (the physical board prints no ids). With -o "
                              "FILE.svg, draw it as SVG.")),),
        derived_forms=("villages",),
        new_options=(Option("form", ("record", "replay"), N_("record: the villages as founded; "
                            "replay: the setup and every move."), "record"),)),
    "flowers": GameEntry("boardscore.scorers.flowers", derived_forms=("tableau",), new_options=(
        Option("form", ("tableau", "log"), N_("tableau: the tiles taken at the end; log: the "
                                             "setup and every turn."), "tableau"),)),
    "mondo": GameEntry("boardscore.scorers.mondo", options=(
        Option("level", ("beginner", "advanced", "expert"),
               N_("Override the level of every round.")),
        Option("side", ("front", "back"), N_("Override the board side of every player.")),
    ), derived_forms=("tiles", "rows"), new_options=(
        Option("rounds", ("1", "2", "3"), N_("How many rounds the file holds."), "3"),
        Option("level", ("beginner", "advanced", "expert"), N_("The level played."), "beginner"),
        Option("side", ("front", "back"), N_("The board side played."), "front"),
    )),
    "world-wonders": GameEntry("boardscore.scorers.world_wonders", options=(
        Option("difficulty", ("easy", "hard"), N_("Override solo.difficulty (solo games).")),
    ), new_options=(
        Option("side", ("A", "B"), N_("The side of the maps: A, one layout for all; B, each "
                                  "its own river."), "A"),
        Option("solo", ("easy", "hard"), N_("A solo game against the Automaton at "
                                         "this difficulty (one player).")),
        Option("objectives", ("0", "3"), N_("3: the advanced game's three public "
                                            "objectives."), "0"),
    )),
}


def game_ids() -> tuple[str, ...]:
    return tuple(GAMES)
