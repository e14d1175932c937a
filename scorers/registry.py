"""The supported games and what each shows on the command line, import-free.

The CLI reads this at every start (command names, options and their choices, views) without
loading any scorer; the code a game runs is its package's `GAME` (scorers/games.py, where the
whole game contract is written down).
"""

from typing import NamedTuple


class Option(NamedTuple):
    """A command-line override of a value the file gives, e.g. Mondo's `--level expert`. The
    game's evaluate() receives it in `options` and says in the result's variant that it did."""

    name: str
    choices: tuple[str, ...]
    help: str


class View(NamedTuple):
    """A picture that needs no board file: `boardscore clans --map` (the game's `view` hook)."""

    name: str
    help: str


class GameEntry(NamedTuple):
    module: str  # the package that exposes GAME
    options: tuple[Option, ...] = ()  # `boardscore GAME --name value`
    views: tuple[View, ...] = ()  # `boardscore GAME --view`
    derived_option: str | None = None  # the game's own name for --derived (`--tableau`)


GAMES: dict[str, GameEntry] = {
    "clans": GameEntry(
        "boardscore.scorers.clans",
        views=(View("map", "Print the map: territory ids laid out as on the board, terrains and "
                           "neighbours (the physical board prints no ids). With -o FILE.svg, "
                           "draw it as SVG."),),
        derived_option="--villages"),
    "flowers": GameEntry("boardscore.scorers.flowers", derived_option="--tableau"),
    "mondo": GameEntry("boardscore.scorers.mondo", options=(
        Option("level", ("beginner", "advanced", "expert"), "Override the level of every round."),
        Option("side", ("front", "back"), "Override the board side of every player."),
    )),
    "world-wonders": GameEntry("boardscore.scorers.world_wonders", options=(
        Option("difficulty", ("easy", "hard"), "Override solo.difficulty (solo games)."),
    )),
}


def game_ids() -> tuple[str, ...]:
    return tuple(GAMES)
