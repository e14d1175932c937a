"""What `boardscore games` says about World Wonders: variants and the project decisions (§9)."""

from __future__ import annotations

from boardscore.scorers.games import Decision, GameInfo
from boardscore.scorers.i18n import N_
from boardscore.scorers.world_wonders.declaration import DECLARATION

_DECISIONS = (
    ("D1", N_("Adjacency is orthogonal, for every rule and every objective.")),
    ("D2", N_("An uncovered resource cell **closes** a district: the rulebook lists resource spaces among the allowed neighbours. A covered one closes too, as a piece.")),
    ("D3", N_("A covered resource icon never scores. Only a piece makes a resource \"touched\": the sidewalk, the edge, water and other resources do not.")),
    ("D4", N_("Short roads never lie on water. A long road may have water only in its two middle cells.")),
    ("D5", N_("Shapes are not checked against the printed tiles, and mirroring is irrelevant, because the file gives cells. W10 guards against two tiles merged into one.")),
    ("D6", N_("Monuments: grid and overlap checks only. They take part in the fix-point as if always placeable, and W01 says so.")),
    ("D7", N_("MUNDO cards: rings only, plus W02 when `mundo_cards: true`. Whether the MUNDO bonus adds to or replaces the rings is unknown, and it is not guessed.")),
    ("D8", N_("A tie still unbroken after monuments is a shared place. The monument tie-break orders every place, not just first.")),
    ("D9", N_("Objectives: a measure of 0 never places. On a tie for 1st, nobody is awarded 2nd. A tie for 2nd gives 1 point each whatever the card's 2nd value.")),
    ("D10", N_("`connected_buildings_of_type` = the largest linked group, counted in tiles. The reading \"tiles of the type that touch another tile of the type\" was rejected.")),
    ("D11", N_("`longest_road` = the cells of the largest connected road set. Bridges count with their water cells. Towers neither count nor link. Parallel roads that touch side by side are connected.")),
    ("D12", N_("`green_area`: only empty `.` cells form areas. Resource cells, water and pieces enclose. A region touching any edge (sidewalk included) is not enclosed.")),
    ("D13", N_("`buildings_next_to_resources` counts uncovered resource cells only. `buildings_next_to_water` counts water terrain even under a bridge or a monument.")),
    ("D14", N_("`buildings_on_map_edge`: row 1, column A and the last column only. The sidewalk row does not count unless the tile also reaches one of those.")),
    ("D15", N_("Solo: a one-player file must say `solo` with a difficulty. Objectives are not used. Hard mode adds the rings of the monument cards the Automaton's solo cards took, which the user lists. A tie goes to the Automaton.")),
    ("D16", N_("Resource and population values are taken as given, with no check against track lengths or the icons bought (the printings are unknown).")),
    ("D17", N_("A file with any error is not scored. Warnings never block.")),
    ("D18", N_("Cristo Redentor is not a monument (it is a bonus figure without a card).")),
)

# Text pictures (--explain on a terminal): ANSI colours of each character.
_PALETTE = {"R": "100;97", "r": "100;97", "T": "45;97", "X": "1;93", "L": "44;97", "F": "42;97",
           "H": "107;30", "M": "43;30", "P": "41;97", "~": "34", "@": "1;93"}

INFO = GameInfo(
    id=DECLARATION.id,
    title=DECLARATION.title,
    players=DECLARATION.players,
    variants=(
        N_("base game, 2-5 players: the six scoring lines of the rulebook"),
        N_("advanced game: the 3 public objective cards the file lists"),
        N_("solo game against the Automaton, easy or hard"),
        N_("cities as a piece list or as a drawing with a legend; named or inline terrains"),
    ),
    decisions=tuple(Decision(id_, text) for id_, text in _DECISIONS),
    palette=_PALETTE,
    default_example=DECLARATION.default_example,
)
