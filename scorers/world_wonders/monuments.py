"""The 30 monuments (rules §3.2): ids, display names, aliases, and name normalization.

The display names are messages (`display`): English shows the card's English name as before,
French its French name in guillemets (« Colisée »). The French names are also accepted in a
file (`FRENCH`, with or without a leading article, accents optional, case ignored); the
result and the files the program writes keep the ids."""

from __future__ import annotations

import re
import unicodedata

from boardscore.scorers.i18n import N_, _

BASE = {
    "ziggurat": N_("Ziggurat"), "giza_pyramid_complex": N_("Giza Pyramid Complex"),
    "obelisks": N_("Obelisks"), "trojan_horse": N_("Trojan Horse"),
    "ishtar_gate": N_("Ishtar Gate"), "theater": N_("Theater"),
    "parthenon": N_("The Parthenon"), "port_of_carthage": N_("The Port of Carthage"),
    "aqueduct": N_("Aqueduct"), "petra": N_("Petra"),
    "lighthouse_of_alexandria": N_("The Lighthouse of Alexandria"),
    "great_wall_of_china": N_("The Great Wall of China"), "roman_bridge": N_("Roman Bridge"),
    "colosseum": N_("The Colosseum"), "hippodrome": N_("Hippodrome"),
    "el_castillo": N_("El Castillo / Chichén Itzá"), "shitenno_ji": N_("Shitennō-ji"),
    "angkor_wat": N_("Angkor Wat"), "moai": N_("Moai"), "machu_picchu": N_("Machu Picchu"),
    "thien_mu_pagoda": N_("Thien Mu Pagoda"),
}
MUNDO = {
    "stonehenge": N_("Stonehenge"), "great_sphinx_of_giza": N_("Great Sphinx of Giza"),
    "himeji_castle": N_("Himeji Castle"),
    "hanging_gardens_of_babylon": N_("Hanging Gardens of Babylon"),
    "gate_of_all_nations": N_("Gate of All Nations"),
    "arch_of_ctesiphon": N_("Arch of Ctesiphon"), "colossus_of_rhodes": N_("Colossus of Rhodes"),
    "olmec_colossal_heads": N_("Olmec Colossal Heads"), "terracotta_army": N_("Terracotta Army"),
}
DISPLAY = {**BASE, **MUNDO}
ALIASES = {"theatre": "theater", "chichen_itza": "el_castillo",
           "el_castillo_chichen_itza": "el_castillo"}
# The French names (the catalogue shows them in guillemets: « Colisée »); accepted in a file
# as the ids, with or without an article (`le Colisée`, `la Grande Muraille de Chine`).
FRENCH = {
    "ziggurat": "Ziggourat", "giza_pyramid_complex": "Pyramides de Gizeh",
    "obelisks": "Obélisques", "trojan_horse": "Cheval de Troie",
    "ishtar_gate": "Porte d'Ishtar", "theater": "Théâtre", "parthenon": "Parthénon",
    "port_of_carthage": "Port de Carthage", "aqueduct": "Aqueduc", "petra": "Pétra",
    "lighthouse_of_alexandria": "Phare d'Alexandrie",
    "great_wall_of_china": "Grande Muraille de Chine", "roman_bridge": "Pont romain",
    "colosseum": "Colisée", "hippodrome": "Hippodrome",
    "el_castillo": "El Castillo / Chichén Itzá", "shitenno_ji": "Shitennō-ji",
    "angkor_wat": "Angkor Vat", "moai": "Moaï", "machu_picchu": "Machu Picchu",
    "thien_mu_pagoda": "Pagode Thiên Mụ",
    "stonehenge": "Stonehenge", "great_sphinx_of_giza": "Grand Sphinx de Gizeh",
    "himeji_castle": "Château de Himeji",
    "hanging_gardens_of_babylon": "Jardins suspendus de Babylone",
    "gate_of_all_nations": "Porte de toutes les nations",
    "arch_of_ctesiphon": "Arche de Ctésiphon", "colossus_of_rhodes": "Colosse de Rhodes",
    "olmec_colossal_heads": "Têtes colossales olmèques",
    "terracotta_army": "Armée de terre cuite",
}
# Other French names in use for the same monuments.
_FRENCH_EXTRA = {
    "Complexe pyramidal de Gizeh": "giza_pyramid_complex", "Pyramides": "giza_pyramid_complex",
    "Moaïs": "moai", "Grande Muraille": "great_wall_of_china", "Sphinx de Gizeh":
    "great_sphinx_of_giza", "Jardins de Babylone": "hanging_gardens_of_babylon",
    "Porte des Nations": "gate_of_all_nations", "Arc de Ctésiphon": "arch_of_ctesiphon",
    "Têtes olmèques": "olmec_colossal_heads", "Pagode de Thiên Mụ": "thien_mu_pagoda",
}
_ARTICLES = ("le_", "la_", "les_", "l_")


def normalize(text: str) -> str:
    """Accents removed, case ignored, runs of spaces or punctuation -> `_`, no leading "the"."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    words = re.sub(r"[^a-z0-9]+", "_", plain.lower()).strip("_")
    return words.removeprefix("the_") if words != "the" else words


def _french_aliases() -> dict[str, str]:
    names = {**{french: key for key, french in FRENCH.items()}, **_FRENCH_EXTRA}
    return {normalize(french): key for french, key in names.items()
            if normalize(french) != key}


FRENCH_ALIASES = _french_aliases()  # normalized French name -> id


def monument_id(text: str) -> str | None:
    """The id of a monument named by its id, English or French name (rules §3.2)."""
    key = normalize(text)
    if key in DISPLAY:
        return key
    key = ALIASES.get(key) or FRENCH_ALIASES.get(key) or FRENCH_ALIASES.get(_unarticled(key), key)
    return key if key in DISPLAY else None


def _unarticled(key: str) -> str:
    """`le_colisee` -> `colisee` (a French article before a French name)."""
    return next((key.removeprefix(a) for a in _ARTICLES if key.startswith(a)), key)


def display(monument: str) -> str:
    """The monument's name as the chosen language shows it: `The Colosseum`, « Colisée »."""
    return _(DISPLAY[monument])


def closest(text: str) -> str | None:
    """A close id for `did you mean`, if one exists (the shared helper, scorers/suggest.py)."""
    from boardscore.scorers.suggest import closest as nearest

    names = {**ALIASES, **FRENCH_ALIASES}
    found = nearest(_unarticled(normalize(text)), [*DISPLAY, *names], ignore_case=False,
                    cutoff=0.75)
    return names.get(found, found) if found else None


def unknown_message(text: str) -> str:
    guess = closest(text)
    if guess is None:
        return _("'{name}' is not a World Wonders monument").format(name=text)
    return _("'{name}' is not a World Wonders monument; did you mean '{closest}'?").format(
        name=text, closest=display(guess))
