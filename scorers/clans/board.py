"""The Clans board: 60 territories from map.yaml, the epoch table, and how to cite a territory.

The map is the project's data file (rules §2.2), read once per process. Citations follow the
rules file: `27 (steppe, G3)`, so that a user can find the territory on the physical board.
"""

from __future__ import annotations

import os
from functools import cache

from boardscore.scorers.aliases import alias_table
from boardscore.scorers.i18n import N_, _
from boardscore.scorers.record import Record

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any

CLANS = ("red", "blue", "green", "yellow", "black")
ALIASES = {"white": "black"}  # D3: some editions have white huts in place of black
TERRAINS = ("forest", "mountain", "steppe", "grassland")
# French names in input (scorers/aliases.py: case and accents ignored). `blanc` is `white`,
# which D3 then reads as black, so that black and white given together is still F6.
FRENCH_CLANS = alias_table({"rouge": "red", "bleu": "blue", "vert": "green", "jaune": "yellow",
                            "noir": "black", "blanc": "white"})
FRENCH_TERRAINS = alias_table({"forêt": "forest", "montagne": "mountain", "steppe": "steppe",
                               "prairie": "grassland"})
# The names messages show, in the chosen language (`rouge`, `forêt`); data (facts, the variant,
# JSON keys, the derived file) keeps the ids.
_CLAN_NAMES = {"red": N_("red"), "blue": N_("blue"), "green": N_("green"),
               "yellow": N_("yellow"), "black": N_("black")}
_TERRAIN_NAMES = {"forest": N_("forest"), "mountain": N_("mountain"), "steppe": N_("steppe"),
                  "grassland": N_("grassland")}
TERRITORY_COUNT = 60
LAST_VILLAGE = 12
SEVEN = 7  # the rule of seven (§5)


class Territory(Record):
    id: int
    region: int
    terrain: str
    cell: str  # the finder grid cell of its centre, e.g. G3
    neighbours: frozenset[int]

    @property
    def cite(self) -> str:
        """`27 (steppe, G3)` with the terrain's id (data); cite() says it in the language."""
        return f"{self.id} ({self.terrain}, {self.cell})"


class Epoch(Record):
    numeral: str
    first: int  # the first village number of the epoch
    last: int
    favourable: str | None  # None in epoch V: every terrain earns the bonus
    bonus: int
    hostile: str | None


EPOCHS = (
    Epoch("I", 1, 4, "forest", 1, "mountain"),
    Epoch("II", 5, 7, "mountain", 2, "grassland"),
    Epoch("III", 8, 9, "steppe", 3, "forest"),
    Epoch("IV", 10, 11, "grassland", 4, "steppe"),
    Epoch("V", 12, 12, None, 5, None),
)


def epoch_of(number: int) -> Epoch:
    return next(epoch for epoch in EPOCHS if epoch.first <= number <= epoch.last)


@cache
def territories() -> tuple[Territory, ...]:
    """The 60 territories by id (map.yaml beside this module)."""
    import yaml

    path = os.path.join(os.path.dirname(__file__), "map.yaml")
    with open(path, encoding="utf-8") as handle:
        data: dict[str, Any] = yaml.load(handle, Loader=getattr(yaml, "CSafeLoader",
                                                                yaml.SafeLoader))
    return tuple(
        Territory(number, entry["region"], entry["terrain"], entry["cell"],
                  frozenset(entry["neighbours"]))
        for number, entry in sorted(data["territories"].items())
    )


def territory(number: int) -> Territory:
    return territories()[number]


def cite(number: int) -> str:
    """`27 (steppe, G3)` for a real territory (`4 (forêt, B2)` in French); the bare number
    otherwise."""
    if not 0 <= number < TERRITORY_COUNT:
        return str(number)
    place = territory(number)
    return f"{place.id} ({terrain_name(place.terrain)}, {place.cell})"


def clan_name(clan: str) -> str:
    """A clan as messages say it: `red`, `rouge` in French."""
    return _(_CLAN_NAMES[clan]) if clan in _CLAN_NAMES else clan


def terrain_name(terrain: str) -> str:
    """A terrain as messages say it: `forest`, `forêt` in French."""
    return _(_TERRAIN_NAMES[terrain]) if terrain in _TERRAIN_NAMES else terrain


def canonical_clan(name: str) -> str:
    return ALIASES.get(name, name)
