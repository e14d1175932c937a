"""`boardscore new world-wonders`: the map once, then each player's sheet and city drawing."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from boardscore.scorers.i18n import N_, _
from boardscore.scorers.text import yaml_scalar

WIDTH, HEIGHT = 12, 8  # the size of the bundled examples' maps; change the drawings if yours differ

# The comments of the file (YAML keys and values stay canonical: the schema reads them).
_COMMENTS = N_("""\
# World Wonders{mode}. First draw {which} under `terrains`, as printed on side {side}:
# one character per cell, row 1 at the top (the last row touches the sidewalk):
#   . land   ~ water (river, lake)   * a natural resource (the printed maps show 10)
# Then, for each player, copy that map into `drawing` and draw the city over it: one letter
# or digit per piece (every cell of one tile gets the tile's letter; two touching tiles need
# two letters), and say in `legend` what each letter is: long_road, short_road, tower, a
# building type (library, farm, housing, market, temple) or a monument's name. A letter
# mapped to tower is one tower per cell. From the player's sheet: the three resource tracks,
# the rings reached on the population track, and the monument cards with their rings.
# Then: boardscore score THIS-FILE --explain   (boardscore watch THIS-FILE shows the city)
""")
_HEAD = """\
game: world-wonders
side: {side}
terrains:
{terrains}players:
"""


def blank(players: Sequence[str], options: Mapping[str, str]) -> str:
    side, solo, objectives = options["side"], options.get("solo"), int(options["objectives"])
    mode = _(", solo against the Automaton ({difficulty})").format(difficulty=_(solo)) if solo \
        else _(", advanced game") if objectives else ""
    row = "." * WIDTH
    grid = "".join(f"    {row}\n" for _row in range(HEIGHT))
    # Side A: every map prints the same layout, drawn once; side B: each map its own river.
    maps = ["side-a"] if side == "A" else [f"map-{n}" for n in range(1, len(players) + 1)]
    terrains = "".join(f"  {label}: |\n{grid}" for label in maps)
    which = _("the map once") if side == "A" else _("each player's map")
    text = _(_COMMENTS).format(mode=mode, which=which, side=side) + \
        _HEAD.format(side=side, terrains=terrains)
    text += "".join(_player(name, maps[min(i, len(maps) - 1)], row)
                    for i, name in enumerate(players))
    if objectives:
        text += ("objectives:         # "
                 + _("the 3 cards revealed at setup, with their printed values") + "\n"
                 + "".join("  - {kind: longest_road, first: 5, second: 2}   # "
                           + _("change to the card's kind and values") + "\n"
                           for _card in range(objectives)))
    if solo:
        text += (f"solo:\n  difficulty: {solo}\n  automaton_monuments: {{}}   # "
                 + _("the monument cards the Automaton took, e.g. {Moai: 1}") + "\n")
    return text


def _player(name: str, terrain: str, row: str) -> str:
    drawing = "".join(f"      {row}\n" for _row in range(HEIGHT))
    return (f"  - name: {yaml_scalar(name)}\n"
            f"    terrain: {terrain}\n"
            "    resources: {food: 0, ceramics: 0, gears: 0}   # "
            + _("the three resource tracks") + "\n"
            "    population: 0      # " + _("rings reached on the population track") + "\n"
            "    monuments: {}      # "
            + _("monument cards and their rings, e.g. {Petra: 2}") + "\n"
            "    unpaid_loan: false\n"
            "    drawing: |        # "
            + _("one character per tile; two touching tiles need two different characters")
            + f"\n{drawing}"
            "    legend: {}         # "
            + _("e.g. {R: long_road, F: farm, T: tower, X: Petra}") + "\n")
