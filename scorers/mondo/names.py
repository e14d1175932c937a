"""Mondo's named values in French: the names shown in messages (`_(…)` at run time) and the
French names accepted in a file as aliases of the canonical ids (rules §4.1; scorers/aliases.py:
accents optional, case ignored). The file's own `water_animals` win over a species alias."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from boardscore.scorers.aliases import alias_table, canonical, folded
from boardscore.scorers.i18n import N_, _

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any

# ---- names shown in messages ------------------------------------------------------------

_LANDSCAPES = {"water": N_("water"), "forest": N_("forest"), "desert": N_("desert"),
               "steppe": N_("steppe")}
_SPECIES = {
    "elephant": N_("elephant"), "zebra": N_("zebra"), "antelope": N_("antelope"),
    "buffalo": N_("buffalo"), "panda": N_("panda"), "parrot": N_("parrot"),
    "tiger": N_("tiger"), "gorilla": N_("gorilla"), "scorpion": N_("scorpion"),
    "gecko": N_("gecko"), "snake": N_("snake"), "ostrich": N_("ostrich"),
}
# The usual water species (the tiles' sea animals): the file names its own in water_animals;
# these English names are shown in the chosen language, any other as the file writes it.
_WATER_SPECIES = {
    "turtle": N_("turtle"), "octopus": N_("octopus"), "dolphin": N_("dolphin"),
    "whale": N_("whale"), "shark": N_("shark"), "fish": N_("fish"), "crab": N_("crab"),
    "seal": N_("seal"), "jellyfish": N_("jellyfish"), "seahorse": N_("seahorse"),
    "starfish": N_("starfish"), "penguin": N_("penguin"), "squid": N_("squid"),
    "orca": N_("orca"), "ray": N_("ray"), "walrus": N_("walrus"), "otter": N_("otter"),
    "frog": N_("frog"), "crocodile": N_("crocodile"), "hippo": N_("hippo"),
    "lobster": N_("lobster"), "clownfish": N_("clownfish"), "sea-turtle": N_("sea-turtle"),
}
# The advanced cards and the expert tasks, by id: English shows the id; a translation shows
# the card's printed name and the id in parentheses (« La plus grande forêt » (largest-forest)).
_CARDS = {
    "most-landscapes": N_("most-landscapes"), "most-lakes": N_("most-lakes"),
    "most-sea-animals": N_("most-sea-animals"), "largest-lake": N_("largest-lake"),
    "largest-forest": N_("largest-forest"),
}
_TASKS = {
    "three-buffalo": N_("three-buffalo"), "three-elephant": N_("three-elephant"),
    "three-panda": N_("three-panda"), "three-parrot": N_("three-parrot"),
    "three-snake": N_("three-snake"), "three-scorpion": N_("three-scorpion"),
    "all-steppe-animals": N_("all-steppe-animals"),
    "all-forest-animals": N_("all-forest-animals"),
    "all-desert-animals": N_("all-desert-animals"), "error-free-world": N_("error-free-world"),
    "complete-world": N_("complete-world"), "first-to-finish": N_("first-to-finish"),
}
# A tile side's letter as the chosen language writes it (French: O for ouest); files keep N,
# E, S, W.
_SIDE_LETTERS = {"N": N_("N"), "E": N_("E"), "S": N_("S"), "W": N_("W")}
_LEVELS = {"beginner": N_("beginner"), "advanced": N_("advanced"), "expert": N_("expert")}
_SIDES = {"front": N_("front"), "back": N_("back")}


def landscape_name(landscape: object) -> str:
    """`forest` as the chosen language says it (`forêt`)."""
    key = str(landscape)
    return _(_LANDSCAPES[key]) if key in _LANDSCAPES else key


def species_name(species: str) -> str:
    """A species as the chosen language says it: a land species, or a usual water species
    (turtle, octopus, dolphin…); any other water species (the file's own name) as written."""
    if species in _SPECIES:
        return _(_SPECIES[species])
    return _(_WATER_SPECIES[species]) if species in _WATER_SPECIES else species


def card_name(card: str) -> str:
    """`largest-forest`; in French `« La plus grande forêt » (largest-forest)`."""
    return _(_CARDS[card]) if card in _CARDS else card


def task_name(task: str) -> str:
    """`three-panda`; in French `« Trois pandas » (three-panda)`."""
    return _(_TASKS[task]) if task in _TASKS else task


def side_letter(side: str) -> str:
    """`W`; in French `O` (ouest)."""
    return _(_SIDE_LETTERS[side]) if side in _SIDE_LETTERS else side


def level_name(level: object) -> str:
    key = str(level)
    return _(_LEVELS[key]) if key in _LEVELS else key


def side_name(side: str) -> str:
    return _(_SIDES[side]) if side in _SIDES else side


_TOKEN = re.compile(r"\S+")


# ---- French names in input ----------------------------------------------------------------

class Aliases:
    """French names of one kind of value -> canonical ids (accents optional, case ignored);
    a canonical id as written is passed over without a look-up (the usual case)."""

    __slots__ = ("ids", "table")

    def __init__(self, names: Mapping[str, str], ids: Iterable[str] = ()) -> None:
        self.table = alias_table(names)
        self.ids = frozenset((*names.values(), *ids))

    def __call__(self, value: object) -> object:
        if value.__class__ is not str or value in self.ids:
            return value
        return canonical(value, self.table)


LANDSCAPES = Aliases({"eau": "water", "forêt": "forest", "désert": "desert",
                      "steppe": "steppe"})
SPECIES = Aliases({
    "éléphant": "elephant", "zèbre": "zebra", "antilope": "antelope", "buffle": "buffalo",
    "panda": "panda", "perroquet": "parrot", "tigre": "tiger", "gorille": "gorilla",
    "scorpion": "scorpion", "gecko": "gecko", "serpent": "snake", "autruche": "ostrich",
})
LEVELS = Aliases({"débutant": "beginner", "avancé": "advanced", "expert": "expert"})
SIDES = Aliases({"recto": "front", "verso": "back"})
VOLCANOES = Aliases({"aucun": "none", "actif": "active", "inactif": "inactive"})
CHIPS = Aliases({"aucun": "none"})
ANIMAL_AREAS = Aliases({"intérieur": "inner"}, ("N", "E", "S", "W"))
CARDS = Aliases({
    "plus-de-paysages": "most-landscapes", "plus-de-mers": "most-lakes",
    "plus-d-animaux-marins": "most-sea-animals", "plus-grande-mer": "largest-lake",
    "plus-grande-forêt": "largest-forest",
})
TASKS = Aliases({
    "trois-buffles": "three-buffalo", "trois-éléphants": "three-elephant",
    "trois-pandas": "three-panda", "trois-perroquets": "three-parrot",
    "trois-serpents": "three-snake", "trois-scorpions": "three-scorpion",
    "animaux-de-la-steppe": "all-steppe-animals", "animaux-de-la-forêt": "all-forest-animals",
    "animaux-du-désert": "all-desert-animals", "plateau-sans-erreur": "error-free-world",
    "plateau-complet": "complete-world", "premier-à-terminer": "first-to-finish",
})
# Shorthand extras that are no names: volcanoes and inner areas (rules §4.3).
_SYNTAX = frozenset({"^", "_", *(f"({ch})" for ch in "WFDSwfds")})


def french_names(document: dict[str, Any]) -> dict[str, Any]:
    """The document with every French name replaced by its canonical id (the file as it was
    when it holds none); any shape is accepted, the schema judges it afterwards."""
    declared = document.get("water_animals")
    names = [name for name in declared if isinstance(name, str)] \
        if isinstance(declared, list) else []
    renamed = _Renamer(frozenset(names), frozenset(map(folded, names)))
    changed = {key: renamed.top(key, value) for key, value in document.items()}
    return changed if renamed.changed else document


class _Renamer:
    """Walks the input model (rules §4.1) and remembers whether any name was replaced."""

    def __init__(self, water_animals: frozenset[str], folded_water: frozenset[str]) -> None:
        self.water_animals, self.folded_water = water_animals, folded_water
        self.plain = _SYNTAX | SPECIES.ids | water_animals  # shorthand extras left as they are
        self.changed = False

    def name(self, value: object, aliases: Aliases) -> object:
        found = aliases(value)
        if found is not value:
            self.changed = True
        return found

    def species(self, value: object) -> object:
        if value.__class__ is not str or value in self.water_animals or value in SPECIES.ids:
            return value  # canonical (or no name at all): as it is
        if folded(value) in self.folded_water:
            return value  # the file's own name wins
        return self.name(value, SPECIES)

    def names(self, value: object, aliases: Aliases) -> object:
        return [self.name(item, aliases) for item in value] if isinstance(value, list) \
            else value

    def top(self, key: str, value: Any) -> Any:
        if key in ("level", "side", "board"):
            return self.common(key, value)
        if key == "rounds" and isinstance(value, list):
            return [self.mapping(node, self.round_) for node in value]
        return value

    def common(self, key: str, value: Any) -> Any:
        if key == "level":
            return self.name(value, LEVELS)
        if key == "side":
            return self.name(value, SIDES)
        if key == "board" and isinstance(value, dict) and isinstance(value.get("rim"), dict):
            return {**value, "rim": {k: self.name(v, LANDSCAPES) for k, v in value["rim"].items()}}
        return value

    def mapping(self, node: Any, each: Any) -> Any:
        return {key: each(key, value) for key, value in node.items()} \
            if isinstance(node, dict) else node

    def round_(self, key: str, value: Any) -> Any:
        if key == "card":
            return self.name(value, CARDS)
        if key == "tasks":
            return self.names(value, TASKS)
        if key == "players" and isinstance(value, list):
            return [self.mapping(node, self.player) for node in value]
        return self.common(key, value)

    def player(self, key: str, value: Any) -> Any:
        if key == "chip":
            return self.name(value, CHIPS)
        if key == "tasks":
            return self.names(value, TASKS)
        if key == "tiles" and isinstance(value, dict):
            return {cell: self.tile(tile) for cell, tile in value.items()}
        if key == "rows" and isinstance(value, dict):
            return {row: [self.tile(tile) for tile in items] if isinstance(items, list)
                    else items for row, items in value.items()}
        return self.common(key, value)

    def tile(self, tile: Any) -> Any:
        if isinstance(tile, str):
            return self.shorthand(tile)
        if not isinstance(tile, dict):
            return tile
        found = dict(tile)
        if isinstance(found.get("sides"), dict):
            found["sides"] = {side: self.name(land, LANDSCAPES)
                              for side, land in found["sides"].items()}
        if "inner" in found:
            found["inner"] = self.name(found["inner"], LANDSCAPES)
        if "animal" in found:
            found["animal"] = self.species(found["animal"])
        if "animal_area" in found:
            found["animal_area"] = self.name(found["animal_area"], ANIMAL_AREAS)
        if "volcano" in found:
            found["volcano"] = self.name(found["volcano"], VOLCANOES)
        return found

    def shorthand(self, text: str) -> str:
        """`DFFD tigre@intérieur` -> `DFFD tiger@inner`: the animal token only (the side letters
        and the other extras are the shorthand's own syntax)."""
        if self.plain.issuperset(text.split()[1:]):  # the usual case: nothing to look up
            return text
        first = _TOKEN.search(text)
        if first is None:
            return text
        pieces: list[str] = []
        at = 0
        for match in _TOKEN.finditer(text, first.end()):
            token = match.group()
            if token in _SYNTAX:
                continue
            name, mark, area = token.partition("@")
            species = self.species(name)
            where = self.name(area, ANIMAL_AREAS) if mark else area
            if species is not name or where is not area:
                pieces += [text[at:match.start()], f"{species}{mark}{where}"]
                at = match.end()
        return "".join(pieces) + text[at:] if pieces else text
