"""The typed World Wonders game: players with their terrain, sheet and pieces (rules §3, §4)."""

from __future__ import annotations

from boardscore.scorers.diagnostics import Path
from boardscore.scorers.i18n import N_, _
from boardscore.scorers.record import Record, field
from boardscore.scorers.world_wonders.grid import Cell, Terrain
from boardscore.scorers.world_wonders.monuments import display

ROADS = ("long_road", "short_road")
KINDS = ("long_road", "short_road", "tower", "building", "monument")
BUILDING_TYPES = ("library", "farm", "housing", "market", "temple")
# Other names printings use for a building type (rules §3.1): read as the type, shown as it.
TYPE_ALIASES = {"habitation": "housing"}
RESOURCES = ("food", "ceramics", "gears")
AUTOMATON = "Automaton"

# How messages and evidence name the canonical ids (translated where they are shown: `shown`).
SHOWN = {
    "long_road": N_("long road"), "short_road": N_("short road"), "tower": N_("tower"),
    "library": N_("library"), "farm": N_("farm"), "housing": N_("housing"),
    "market": N_("market"), "temple": N_("temple"),
    "food": N_("food"), "ceramics": N_("ceramics"), "gears": N_("gears"),
}


def shown(identifier: str | None) -> str:
    """A piece kind, building type or resource as the messages name it (`long road`)."""
    text = str(identifier)
    return _(SHOWN[text]) if text in SHOWN else text


class Piece(Record):
    index: int  # 1-based position among the player's pieces
    kind: str
    cells: tuple[Cell, ...]  # as listed, on the grid or not
    type: str | None = None  # buildings
    monument: str | None = None  # monuments: the id
    id: str | None = None
    path: Path = ()
    offset: tuple[int, int] | None = None  # drawing: (row, column) of its first cell
    readable: bool = True  # False when a token of its cells could not be read (E20)

    @property
    def what(self) -> str:
        if self.kind == "building":
            return shown(self.type)
        if self.kind == "monument":
            return display(self.monument) if self.monument else _("monument")
        return shown(self.kind)

    @property
    def label(self) -> str:
        """The `id`, else `<what> #<n>` (rules §3.3)."""
        return self.id if self.id is not None else f"{self.what} #{self.index}"

    @property
    def is_road(self) -> bool:
        return self.kind in ROADS


class Card(Record):
    monument: str  # id
    rings: int
    path: Path


class Player(Record, frozen=False):
    name: str
    path: Path
    terrain: Terrain
    resources: dict[str, int]
    rings: int  # population rings reached
    cards: list[Card] = field(default_factory=list)
    unpaid_loan: bool = False
    pieces: list[Piece] = field(default_factory=list)
    drawn: bool = False  # the city was given as a drawing
    # False when part of the city could not be read (a bad token, drawing or legend): the
    # checks of the whole city (support, an empty city) then wait for the file to be fixed.
    complete: bool = True
    cards_complete: bool = True  # False when a monument card's name could not be read (E08)


class Objective(Record):
    number: int  # 1-3, in file order
    kind: str
    first: int = 0
    second: int = 0
    value: int = 4  # district_of_every_type
    type: str | None = None
    resource: str | None = None
    path: Path = ()

    @property
    def label(self) -> str:
        return _(objective_label(self.kind)).format(type=shown(self.type),
                                                    resource=shown(self.resource))

    @property
    def card(self) -> tuple[str, str | None, str | None]:
        return self.kind, self.type, self.resource


_OBJECTIVE_LABELS = {
    "green_area": N_("largest green area"), "longest_road": N_("longest road"),
    "monuments": N_("most monuments"),
    "buildings_next_to_resources": N_("most buildings next to natural resources"),
    "buildings_next_to_water": N_("most buildings next to water"),
    "buildings_on_map_edge": N_("most buildings on the map edge"),
    "district_of_every_type": N_("a district of every type"),
    "buildings_of_type": N_("most {type} tiles"), "resource_track": N_("highest {resource} track"),
    "connected_buildings_of_type": N_("largest {type} group"),
}


def objective_label(kind: str) -> str:
    """The msgid that names an objective kind ({type} and {resource} filled by its card)."""
    return _OBJECTIVE_LABELS[kind]


class Game(Record, frozen=False):
    players: list[Player]  # the players that could be read
    mode: str  # base | advanced | solo
    count: int = 0  # the players the file lists, read or not
    side: str | None = None
    mundo_cards: bool = False
    objectives: list[Objective] = field(default_factory=list)
    difficulty: str | None = None  # solo
    automaton_cards: list[Card] = field(default_factory=list)
    overrides: dict[str, str] = field(default_factory=dict)
