"""What the web page's World Wonders editor offers as buttons, from the scorer's own tables
(rules §2, §3, §4, §6.2), and the check of a saved map (the served folder's `maps/`)."""

from __future__ import annotations

from boardscore.scorers.diagnostics import Diagnostic
from boardscore.scorers.world_wonders.grid import MAX_SIDE, TERRAIN_CHARACTERS
from boardscore.scorers.world_wonders.model import BUILDING_TYPES, RESOURCES, objective_label
from boardscore.scorers.world_wonders.monuments import BASE, MUNDO

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any

# Objective kinds (rules §6.2) and what each card names besides its kind.
OBJECTIVES = (
    ("green_area", ()), ("longest_road", ()), ("monuments", ()),
    ("buildings_next_to_resources", ()), ("buildings_next_to_water", ()),
    ("buildings_of_type", ("type",)), ("resource_track", ("resource",)),
    ("connected_buildings_of_type", ("type",)), ("buildings_on_map_edge", ()),
    ("district_of_every_type", ()),
)
SINGLE_VALUE = "district_of_every_type"  # its card prints one `value` (default 4)


def vocabulary() -> dict[str, Any]:
    """The editor's facts as JSON data: ids only (the page shows the ids' words)."""
    return {
        "terrain": list(TERRAIN_CHARACTERS), "max_side": MAX_SIDE,
        "building_types": list(BUILDING_TYPES), "resources": list(RESOURCES),
        "monuments": [{"id": key, "name": name, "mundo": key in MUNDO}
                      for key, name in {**BASE, **MUNDO}.items()],
        "objectives": [{"kind": kind, "needs": list(needs), "label": objective_label(kind),
                        "values": ["value"] if kind == SINGLE_VALUE else ["first", "second"]}
                       for kind, needs in OBJECTIVES],
        "difficulties": ["easy", "hard"],
        # the number of cells of each piece kind (rules §3.1): null is any number
        "sizes": {"long_road": [4], "short_road": [1, 2], "tower": [1], "building": None,
                  "monument": None},
    }


def check_part(kind: str, name: str, text: str) -> list[Diagnostic]:
    """A saved map's terrain (`maps/NAME.terrain.txt`), as the scorer reads a named terrain:
    E11-E13 refuse it; W18 (not 10 natural resources) is said, not refused."""
    from boardscore.scorers.world_wonders.parse import terrain_problems

    del kind  # World Wonders saves one kind of part: a map's terrain
    return terrain_problems(name, text)
