"""Flowers as the command line and the web page show it, without loading the game's code
(scorers/registry.py reads this file alone)."""

from boardscore.scorers.i18n import N_
from boardscore.scorers.registry import DerivedForm, GameEntry, Option

DECLARATION = GameEntry(
    id="flowers",
    module="boardscore.scorers.flowers",
    title="Flowers: A Mandala Game",
    name="Flowers",
    players="2-4",
    default_example="three-players.yaml",
    derived_forms=(DerivedForm("tableau", N_("a Flowers turn log's final tableau")),),
    new_options=(Option("form", ("tableau", "log"), N_(
        "tableau: the tiles taken at the end; log: the setup and every turn."), "tableau"),),
    variant_words=(N_("ended"), N_("end order"), N_("assumed"), N_("tableau"), N_("turn-log"),
                   N_("turn"), N_("mandala"), N_("reason")),
    report_words=(N_("Turns"), N_("Hand")),
    page="page",
)
