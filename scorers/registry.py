"""The supported games: id -> the package that scores it.

Kept free of imports so the CLI can list the games (command names, choices) at start-up
without loading any scorer. Adding a game: a package under scorers/ exposing INFO and
evaluate(), a schema, examples, and one line here.
"""

GAME_MODULES: dict[str, str] = {
    "flowers": "scorers.flowers",
}


# A game's own name for `--derived` on its command: `boardscore flowers --tableau FILE`.
DERIVED_OPTION: dict[str, str] = {
    "flowers": "--tableau",
}


def game_ids() -> tuple[str, ...]:
    return tuple(GAME_MODULES)
