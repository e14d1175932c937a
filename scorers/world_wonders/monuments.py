"""The 30 monuments (rules §3.2): ids, display names, aliases, and name normalization."""

from __future__ import annotations

import re
import unicodedata

from boardscore.scorers.i18n import _

BASE = {
    "ziggurat": "Ziggurat", "giza_pyramid_complex": "Giza Pyramid Complex",
    "obelisks": "Obelisks", "trojan_horse": "Trojan Horse", "ishtar_gate": "Ishtar Gate",
    "theater": "Theater", "parthenon": "The Parthenon", "port_of_carthage": "The Port of Carthage",
    "aqueduct": "Aqueduct", "petra": "Petra",
    "lighthouse_of_alexandria": "The Lighthouse of Alexandria",
    "great_wall_of_china": "The Great Wall of China", "roman_bridge": "Roman Bridge",
    "colosseum": "The Colosseum", "hippodrome": "Hippodrome",
    "el_castillo": "El Castillo / Chichén Itzá", "shitenno_ji": "Shitennō-ji",
    "angkor_wat": "Angkor Wat", "moai": "Moai", "machu_picchu": "Machu Picchu",
    "thien_mu_pagoda": "Thien Mu Pagoda",
}
MUNDO = {
    "stonehenge": "Stonehenge", "great_sphinx_of_giza": "Great Sphinx of Giza",
    "himeji_castle": "Himeji Castle", "hanging_gardens_of_babylon": "Hanging Gardens of Babylon",
    "gate_of_all_nations": "Gate of All Nations", "arch_of_ctesiphon": "Arch of Ctesiphon",
    "colossus_of_rhodes": "Colossus of Rhodes", "olmec_colossal_heads": "Olmec Colossal Heads",
    "terracotta_army": "Terracotta Army",
}
DISPLAY = {**BASE, **MUNDO}
ALIASES = {"theatre": "theater", "chichen_itza": "el_castillo",
           "el_castillo_chichen_itza": "el_castillo"}


def normalize(text: str) -> str:
    """Accents removed, case ignored, runs of spaces or punctuation -> `_`, no leading "the"."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    words = re.sub(r"[^a-z0-9]+", "_", plain.lower()).strip("_")
    return words.removeprefix("the_") if words != "the" else words


def monument_id(text: str) -> str | None:
    key = normalize(text)
    key = ALIASES.get(key, key)
    return key if key in DISPLAY else None


def closest(text: str) -> str | None:
    """A close id for `did you mean`, if one exists (the shared helper, scorers/suggest.py)."""
    from boardscore.scorers.suggest import closest as nearest

    found = nearest(normalize(text), [*DISPLAY, *ALIASES], ignore_case=False, cutoff=0.75)
    return ALIASES.get(found, found) if found else None


def unknown_message(text: str) -> str:
    guess = closest(text)
    if guess is None:
        return _("'{name}' is not a World Wonders monument").format(name=text)
    return _("'{name}' is not a World Wonders monument; did you mean '{closest}'?").format(
        name=text, closest=DISPLAY[guess])
