"""World Wonders as the command line and the web page show it, without loading the game's
code (scorers/registry.py reads this file alone)."""

from boardscore.scorers.i18n import N_
from boardscore.scorers.registry import GameEntry, Option, SavedPart

DIFFICULTIES = ("easy", "hard")

DECLARATION = GameEntry(
    id="world-wonders",
    module="boardscore.scorers.world_wonders",
    title="World Wonders",
    name="World Wonders",
    players="1-5",
    default_example="three-players-base.yaml",
    options=(Option("difficulty", DIFFICULTIES, N_("Override solo.difficulty (solo games).")),),
    new_options=(
        Option("side", ("A", "B"), N_("The side of the maps: A, one layout for all; B, each "
                                      "its own river."), "A"),
        Option("solo", DIFFICULTIES, N_("A solo game against the Automaton at this difficulty "
                                        "(one player).")),
        Option("objectives", ("0", "3"), N_("3: the advanced game's three public objectives."),
               "0"),
    ),
    solo_option="solo",
    variant_words=(N_("mode"), N_("mundo cards"), N_("side"), N_("difficulty"), N_("base"),
                   N_("advanced"), N_("solo"), N_("hard"), N_("easy")),
    report_words=(N_("Solo"), N_("Boards"), N_("Building order"), N_("Monument cards"),
                  N_("board")),
    page="page",
    # The map is drawn once on the web page and kept in the served folder: maps/NAME.terrain.txt
    parts=(SavedPart("map", "terrains", "maps", ".terrain.txt", N_(
        "A map's terrain, drawn once and reused: one line per row, . land, ~ water, * natural "
        "resource.")),),
)
