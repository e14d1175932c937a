"""The supported games: id -> the package that scores it, and each game's command options.

Kept free of imports so the CLI can list the games (command names, options, choices) at
start-up without loading any scorer. Adding a game: a package under scorers/ exposing INFO and
evaluate(), a schema, examples, and its lines here.
"""

GAME_MODULES: dict[str, str] = {
    "clans": "boardscore.scorers.clans",
    "flowers": "boardscore.scorers.flowers",
    "mondo": "boardscore.scorers.mondo",
    "world-wonders": "boardscore.scorers.world_wonders",
}

# A game's own name for `--derived` on its command: `boardscore flowers --tableau FILE`.
DERIVED_OPTION: dict[str, str] = {
    "clans": "--villages",
    "flowers": "--tableau",
}

# Options of `boardscore GAME` that override a file's values: (name, choices, help). The game's
# evaluate() receives them as `options` and says in the result's variant that it applied them.
GAME_OPTIONS: dict[str, tuple[tuple[str, tuple[str, ...], str], ...]] = {
    "mondo": (
        ("level", ("beginner", "advanced", "expert"), "Override the level of every round."),
        ("side", ("front", "back"), "Override the board side of every player."),
    ),
    "world-wonders": (
        ("difficulty", ("easy", "hard"), "Override solo.difficulty (solo games)."),
    ),
}


# Things a game can show without a board file: `boardscore clans --map`. (name, help); the
# game's view(name, format, colour=...) returns the text (formats: text, json, csv, markdown,
# svg; svg when -o names a .svg file).
GAME_VIEWS: dict[str, tuple[tuple[str, str], ...]] = {
    "clans": (("map", "Print the map: territory ids laid out as on the board, terrains and "
                      "neighbours (the physical board prints no ids). With -o FILE.svg, draw "
                      "it as SVG."),),
}


def game_ids() -> tuple[str, ...]:
    return tuple(GAME_MODULES)
