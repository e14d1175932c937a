"""Toy: a fifth game that lives outside boardscore (tests/test_toy_game.py). Its words are
plain strings, not catalogue messages: a game installed apart brings its own translations."""

from boardscore.scorers.registry import (
    PLAYER_BOARD,
    BoardChoice,
    DerivedForm,
    GameEntry,
    Option,
    View,
)

DECLARATION = GameEntry(
    id="toy",
    module="boardscore_games.toy",
    title="Toy: The Counting Game",
    name="Toy",
    players="1-4",
    default_example="two-players.yaml",
    options=(Option("bonus", ("none", "double"), "Double every player's points."),),
    views=(View("chart", "Print the toy's scoring chart."),),
    derived_forms=(
        DerivedForm("sums", "a toy file with each player's points summed"),
        DerivedForm("sorted", "a toy file with each player's points sorted", "Print the file "
                    "with each player's points in ascending order."),
    ),
    new_options=(Option("rounds", ("1", "2"), "How many rounds of points to fill in.", "1"),),
    board_choices=(BoardChoice("seat", "-s", "Toy: which seat (1 is the first player).",
                               integer=True), PLAYER_BOARD),
    variant_words=("counting",),
    schema_package="boardscore_games.toy",
    examples_package="boardscore_games.toy",
)
