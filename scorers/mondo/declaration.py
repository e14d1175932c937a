"""Mondo as the command line and the web page show it, without loading the game's code
(scorers/registry.py reads this file alone)."""

from boardscore.scorers.i18n import N_
from boardscore.scorers.registry import PLAYER_BOARD, BoardChoice, DerivedForm, GameEntry, Option

LEVELS = ("beginner", "advanced", "expert")
SIDES = ("front", "back")

DECLARATION = GameEntry(
    id="mondo",
    module="boardscore.scorers.mondo",
    title="Mondo",
    name="Mondo",
    players="1-4",
    default_example="three-rounds-advanced.yaml",
    options=(
        Option("level", LEVELS, N_("Override the level of every round.")),
        Option("side", SIDES, N_("Override the board side of every player.")),
    ),
    derived_forms=(
        DerivedForm("tiles", N_("a Mondo file with every board as tiles")),
        DerivedForm("rows", N_("a Mondo file with every board as rows"), N_(
            "Print the file with every board typed as rows (the inverse of --tiles): YAML, "
            "or JSON with --format json.")),
    ),
    new_options=(
        Option("rounds", ("1", "2", "3"), N_("How many rounds the file holds."), "3"),
        Option("level", LEVELS, N_("The level played."), "beginner"),
        Option("side", SIDES, N_("The board side played."), "front"),
    ),
    board_choices=(
        BoardChoice("round", "-r", N_("Mondo: which round (default: the first in the file)."),
                    integer=True),
        PLAYER_BOARD,
    ),
    variant_words=(N_("rounds"), N_("level"), N_("overrides"),
                   N_("beginner"), N_("advanced"), N_("expert"), N_("front"), N_("back"),
                   N_("side")),
    report_words=(N_("Volcano chip"), N_("Solo"), N_("Boards"), N_("Minus points"),
                  N_("round"), N_("board")),
    page="page",
)
