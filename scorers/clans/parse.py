"""Schema-valid document -> players, form and track, with the checks both forms share (F1-F7)."""

from __future__ import annotations

import re
from collections.abc import Mapping

from boardscore.scorers.aliases import canonical
from boardscore.scorers.clans.board import (
    ALIASES,
    CLANS,
    FRENCH_CLANS,
    FRENCH_TERRAINS,
    TERRAINS,
    canonical_clan,
    clan_name,
)
from boardscore.scorers.clans.codes import Code
from boardscore.scorers.clans.model import Player
from boardscore.scorers.diagnostics import Diagnostic, Path, error
from boardscore.scorers.i18n import N_, _
from boardscore.scorers.record import replace
from boardscore.scorers.text import check_text, name_key, same_name_note

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any

RECORD, REPLAY = "village record", "game replay"
_LEADING_ZERO = re.compile(r"[-+]?0[0-9_]+$")
_CANONICAL = frozenset((*CLANS, *ALIASES, *TERRAINS))  # no French name to look up


class ClanKeys(dict["Any", "Any"]):  # strings: Any is the type checker's
    """A mapping keyed by clan (huts, track) whose French keys were renamed to the canonical
    ids; `written` maps each renamed key back to its spelling in the file, so that every
    diagnostic still points at what the user wrote (written_key)."""

    def __init__(self, items: dict[Any, Any], written: dict[str, str]) -> None:
        super().__init__(items)
        self.written = written


def written_key(mapping: Mapping[Any, Any], key: Any) -> Any:
    """`key` as the file spells it: `rouge` for a `red` that french_names renamed."""
    written: dict[str, str] | None = getattr(mapping, "written", None)
    return written.get(key, key) if written else key


def french_names(document: dict[str, Any]) -> dict[str, Any]:
    """French names as the canonical ids wherever the file gives a clan or a terrain: the
    players' clans, the villages' terrains and huts, the setup, the track (`rouge` -> red,
    `forêt` or `foret` -> forest, `blanc` -> white, which D3 reads as black). Anything else is
    left as written, for the schema to judge; so is a French key for a clan its mapping gives
    already (`{red: 1, rouge: 2}`: restate_schema makes it F6)."""
    changed = dict(document)
    players = document.get("players")
    if isinstance(players, list):
        changed["players"] = [_renamed_value(entry, "clan", FRENCH_CLANS) for entry in players]
    villages = document.get("villages")
    if isinstance(villages, list):
        changed["villages"] = [_village(entry) for entry in villages]
    setup = document.get("setup")
    if isinstance(setup, dict):
        changed["setup"] = {key: _french(clan, FRENCH_CLANS) for key, clan in setup.items()}
    elif isinstance(setup, list):
        changed["setup"] = [[_french(clan, FRENCH_CLANS) for clan in region]
                            if isinstance(region, list) else region for region in setup]
    track = document.get("track")
    if isinstance(track, dict):
        changed["track"] = _clan_keys(track)
    return changed


def _french(value: Any, table: Mapping[str, str]) -> Any:
    """canonical(), without folding what is a canonical id already (a big English file)."""
    return value if isinstance(value, str) and value in _CANONICAL else canonical(value, table)


def _renamed_value(entry: Any, key: str, table: Mapping[str, str]) -> Any:
    if not isinstance(entry, dict) or key not in entry:
        return entry
    value = _french(entry[key], table)
    return entry if value == entry[key] else {**entry, key: value}


def _village(entry: Any) -> Any:
    entry = _renamed_value(entry, "terrain", FRENCH_TERRAINS)
    if isinstance(entry, dict) and isinstance(entry.get("huts"), dict):
        huts = _clan_keys(entry["huts"])
        if huts is not entry["huts"]:
            entry = {**entry, "huts": huts}
    return entry


def _clan_keys(mapping: dict[Any, Any]) -> dict[Any, Any]:
    items: dict[Any, Any] = {}
    written: dict[str, str] = {}
    for key, value in mapping.items():
        clan = _french(key, FRENCH_CLANS)
        if clan != key and (clan in mapping or clan in items):
            clan = key  # that clan is given already: F6 (restate_schema)
        items[clan] = value
        if clan != key:
            written[str(clan)] = key
    return ClanKeys(items, written) if written else mapping


def same_clan_twice(document: Mapping[str, Any], diagnostic: Diagnostic) -> Diagnostic:
    """A schema error's path in the file's spelling (french_names renamed keys), and F6 for
    a French key naming a clan its mapping gives already."""
    node: Any = document
    path: list[Any] = []
    parent: Any = None
    for item in diagnostic.path:
        path.append(written_key(node, item) if isinstance(node, dict) else item)
        parent = node
        node = _child(node, item)
    found = replace(diagnostic, path=tuple(path)) if path != list(diagnostic.path) else diagnostic
    key = diagnostic.path[-1] if diagnostic.path else None
    clan = canonical(key, FRENCH_CLANS)
    if diagnostic.code != "schema" or not isinstance(parent, dict) or clan == key \
            or clan not in parent or not _keyed_by_clan(diagnostic.path):
        return found
    return error(Code.F6, _("'{given}' and '{again}' are the same clan; give it once").format(
        given=written_key(parent, clan), again=key), found.path)


def _child(node: Any, item: Any) -> Any:
    if isinstance(node, dict):
        return node.get(item)
    if isinstance(node, list) and isinstance(item, int) and 0 <= item < len(node):
        return node[item]
    return None


def _keyed_by_clan(path: Path) -> bool:
    match path:
        case ("villages", int(), "huts", str()) | ("track", str()):
            return True
    return False


def form_of(document: Mapping[str, Any]) -> str | Diagnostic:
    """F1-F3: `villages` is a village record, `setup` with `moves` a replay."""
    record = "villages" in document
    setup, moves = "setup" in document, "moves" in document
    if record and (setup or moves):
        return error(Code.F1, _("give either 'villages' (a village record) or 'setup' and "
                                "'moves' (a game replay), not both"))
    if record:
        return RECORD
    if setup and moves:
        return REPLAY
    if moves:
        return error(Code.F3, _("'moves' needs 'setup' (the starting board)"))
    if setup:
        return error(Code.F3, _("'setup' needs 'moves'"))
    return error(Code.F2, _("nothing to score: give 'villages' (a village record) or 'setup' "
                            "and 'moves' (a game replay)"))


def parse_players(document: Mapping[str, Any]) -> tuple[tuple[Player, ...], list[Diagnostic]]:
    """Players with canonical clans; F4 (same name) and F5 (same clan) at the second one."""
    players: list[Player] = []
    problems: list[Diagnostic] = []
    for index, entry in enumerate(document["players"]):
        name, written = entry["name"], entry["clan"]
        player = Player(name, canonical_clan(written), ("players", index))
        unreadable = check_text(name, N_("player name"), (*player.path, "name"))
        if unreadable is not None:
            problems.append(unreadable)
        for earlier in players:
            if unreadable is None and name_key(earlier.name) == name_key(name):
                problems.append(error(Code.F4, _("two players are named {name}; names must "
                                                 "differ").format(name=name)
                                      + same_name_note(earlier.name, name),
                                      (*player.path, "name")))
            elif earlier.clan == player.clan:
                alias = _(" (white is black)") if "white" in (written, _written_clan(
                    document, earlier)) else ""
                problems.append(error(Code.F5, _("{earlier} and {name} both play {clan}; each "
                                                 "player has a different clan").format(
                    earlier=earlier.name, name=name, clan=clan_name(player.clan)) + alias,
                    (*player.path, "clan")))
        players.append(player)
    return tuple(players), problems


def _written_clan(document: Mapping[str, Any], player: Player) -> str:
    return str(document["players"][player.path[1]]["clan"])


def clan_mapping(mapping: Mapping[str, Any], path: Path,
                 problems: list[Diagnostic]) -> dict[str, Any]:
    """A mapping keyed by clan, white read as black; F6 when both are given."""
    found: dict[str, Any] = {}
    for key, value in mapping.items():
        clan = canonical_clan(key)
        if clan in found and key in ALIASES.keys() | ALIASES.values():
            problems.append(error(Code.F6, _("'black' and 'white' are the same clan; give it "
                                             "once"), (*path, written_key(mapping, key))))
            continue
        found[clan] = value
    return found


def parse_track(document: Mapping[str, Any],
                problems: list[Diagnostic]) -> dict[str, tuple[int, Path]]:
    track = document.get("track") or {}
    values = clan_mapping(track, ("track",), problems)
    keys = {canonical_clan(key): key for key in track}
    return {clan: (int(value), ("track", written_key(track, keys[clan])))
            for clan, value in values.items()}


def is_zero_padded(text: str) -> bool:
    """`07`, `010`, `08`: YAML reads these as octal numbers or as text (F7)."""
    return _LEADING_ZERO.match(text) is not None


def zero_padded(text: str, path: Path) -> Diagnostic:
    return error(Code.F7, _("write territory id {text} without a leading zero: YAML reads "
                            "such numbers as octal (or as text)").format(text=text), path)


def is_territory_path(path: Path) -> bool:
    """Where the file gives a territory id: villages[].territory, a setup key, a move's from,
    to and order (canonical or as a list)."""
    match path:
        case ("villages", int(), "territory") | ("setup", str() | int()):
            return True
        case ("moves", int(), "from" | "to" | 0 | 1) | ("moves", int(), "order" | 2, int()):
            return True
    return False
