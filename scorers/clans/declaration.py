"""Clans as the command line and the web page show it, without loading the game's code
(scorers/registry.py reads this file alone)."""

from boardscore.scorers.i18n import N_
from boardscore.scorers.registry import DerivedForm, GameEntry, Option, View

DECLARATION = GameEntry(
    id="clans",
    module="boardscore.scorers.clans",
    title="Clans",
    name="Clans",
    players="2-4",
    default_example="four-players-record.yaml",
    views=(View("map", N_("Print the map: territory ids laid out as on the board, terrains "
                          "and neighbours (the physical board prints no ids). With -o "
                          "FILE.svg, draw it as SVG.")),),
    derived_forms=(DerivedForm("villages", N_("a Clans replay's village record")),),
    new_options=(Option("form", ("record", "replay"), N_(
        "record: the villages as founded; replay: the setup and every move."), "record"),),
    role_fact="clan",
    variant_words=(N_("villages"), N_("ended"), N_("village record"), N_("game replay"),
                   N_("12th village"), N_("no huts could move"), N_("red"), N_("blue"),
                   N_("green"), N_("yellow"), N_("black")),
    report_words=(N_("Neutral clans"), N_("Unscored villages"), N_("Clan"), N_("clan")),
    page="page",
)
