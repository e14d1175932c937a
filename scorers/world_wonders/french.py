"""French names in World Wonders input (`ferme` for `farm`, `grande route` for `long_road`,
`nourriture` for `food`), read as the canonical ids before the schema sees the file: accents
optional, case ignored (scorers/aliases.py). The result always carries the canonical ids.

Only the values the schema names are aliased: piece kinds, building types, legend values,
resource names (the keys of `resources`, an objective's `resource`) and the solo difficulty.
The names the file declares itself (terrain names, legend characters, piece ids, player
names) are never rewritten, so they always win; monument names keep their own normalization
(monuments.py)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from boardscore.scorers.aliases import alias_table, canonical
from boardscore.scorers.diagnostics import Diagnostic
from boardscore.scorers.record import replace

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any

_KINDS = {
    "grande route": "long_road", "grande_route": "long_road", "route longue": "long_road",
    "route_longue": "long_road", "pont": "long_road",
    "petite route": "short_road", "petite_route": "short_road", "route courte": "short_road",
    "route_courte": "short_road",
    "tour": "tower", "bâtiment": "building", "monument": "monument",
}
_TYPES = {
    "bibliothèque": "library", "ferme": "farm", "habitation": "housing",
    "marché": "market", "temple": "temple",
}
_RESOURCES = {
    "nourriture": "food", "céramique": "ceramics", "céramiques": "ceramics",
    "engrenage": "gears", "engrenages": "gears",
}
_DIFFICULTIES = {"facile": "easy", "difficile": "hard"}

KINDS = alias_table(_KINDS)
TYPES = alias_table(_TYPES)
# A legend maps a character to long_road, short_road, tower, a building type or a monument's
# name (never to `building` or `monument`).
LEGEND = alias_table({**{k: v for k, v in _KINDS.items() if v not in ("building", "monument")},
                      **_TYPES})
RESOURCES = alias_table(_RESOURCES)
DIFFICULTIES = alias_table(_DIFFICULTIES)


def normalize(document: dict[str, Any]) -> dict[str, Any]:
    """The document with the French names of §3 and §4 as their canonical ids (a value of the
    wrong shape is left as it is, for the schema to report)."""
    found = dict(document)
    if isinstance(found.get("players"), list):
        found["players"] = [_player(entry) for entry in found["players"]]
    if isinstance(found.get("objectives"), list):
        found["objectives"] = [_objective(card) for card in found["objectives"]]
    solo = found.get("solo")
    if isinstance(solo, dict) and "difficulty" in solo:
        found["solo"] = {**solo, "difficulty": canonical(solo["difficulty"], DIFFICULTIES)}
    return found


def _player(entry: object) -> object:
    if not isinstance(entry, dict):
        return entry
    found = dict(entry)
    if isinstance(found.get("pieces"), list):
        found["pieces"] = [_piece(piece) for piece in found["pieces"]]
    if isinstance(found.get("legend"), dict):
        found["legend"] = {key: canonical(value, LEGEND) for key, value in found["legend"].items()}
    if isinstance(found.get("resources"), dict):
        found["resources"] = _resource_keys(found["resources"])
    return found


def _piece(piece: object) -> object:
    return _renamed(piece, {"kind": KINDS, "type": TYPES})


def _objective(card: object) -> object:
    return _renamed(card, {"type": TYPES, "resource": RESOURCES})


def _renamed(node: object, tables: dict[str, Mapping[str, str]]) -> object:
    """A mapping with the values of these keys turned into canonical ids."""
    if not isinstance(node, dict):
        return node
    found = dict(node)
    for key, table in tables.items():
        if key in found:
            found[key] = canonical(found[key], table)
    return found


class _Tracks(dict["Any", "Any"]):  # strings: Any is the type checker's
    """A `resources` mapping with French keys renamed; `written` gives back the key the file
    wrote for each renamed one (restate_schema points a schema error at it)."""

    written: dict[Any, Any]


def _resource_keys(tracks: Mapping[Any, Any]) -> dict[Any, Any]:
    """`{nourriture: 8}` -> `{food: 8}`, in the file's order. A French key whose canonical
    id the file also writes is left as it is: the schema reports it as an unknown key."""
    renamed = {key: canonical(key, RESOURCES) for key in tracks}
    if all(renamed[key] == key for key in tracks):
        return dict(tracks)
    taken = Counter(renamed.values())
    found = _Tracks()
    found.written = {}
    for key, value in tracks.items():
        new = renamed[key] if taken[renamed[key]] == 1 else key
        found[new] = value
        if new != key:
            found.written[new] = key
    return found


def restate_schema(document: Mapping[str, Any], diagnostic: Diagnostic) -> Diagnostic:
    """A schema error under a renamed resource key (`nourriture: 120`) names and points at the
    key the file wrote, not its canonical id."""
    path = diagnostic.path
    if len(path) < 4 or path[0] != "players" or path[2] != "resources" \
            or not isinstance(path[1], int):
        return diagnostic
    players = document.get("players")
    entry = players[path[1]] if isinstance(players, list) and path[1] < len(players) else None
    tracks = entry.get("resources") if isinstance(entry, dict) else None
    if not isinstance(tracks, _Tracks) or path[3] not in tracks.written:
        return diagnostic
    return replace(diagnostic, path=(*path[:3], tracks.written[path[3]], *path[4:]))
