"""The Clans board: 60 territories from map.yaml, the epoch table, and how to cite a territory.

The map is the project's data file (rules §2.2), read once per process. Citations follow the
rules file: `27 (steppe, G3)`, so that a user can find the territory on the physical board.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import cache
from typing import Any

CLANS = ("red", "blue", "green", "yellow", "black")
ALIASES = {"white": "black"}  # D3: some editions have white huts in place of black
TERRAINS = ("forest", "mountain", "steppe", "grassland")
TERRITORY_COUNT = 60
LAST_VILLAGE = 12
SEVEN = 7  # the rule of seven (§5)


@dataclass(frozen=True, slots=True)
class Territory:
    id: int
    region: int
    terrain: str
    cell: str  # the finder grid cell of its centre, e.g. G3
    neighbours: frozenset[int]

    @property
    def cite(self) -> str:
        return f"{self.id} ({self.terrain}, {self.cell})"


@dataclass(frozen=True, slots=True)
class Epoch:
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
    """`27 (steppe, G3)` for a real territory; the bare number otherwise."""
    return territory(number).cite if 0 <= number < TERRITORY_COUNT else str(number)


def canonical_clan(name: str) -> str:
    return ALIASES.get(name, name)
