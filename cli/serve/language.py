"""Each request in its own language (`?lang=`, else Accept-Language, else English), with the
command line's catalogue.

The scorers look messages up through one installed catalogue (scorers/i18n.py). Until the
language is per call, the work of a request runs under `speaking(language)`: a lock, the
catalogue installed, the work, English back. A re-score takes milliseconds, so requests
waiting for each other cost little.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager

from boardscore.language import DOMAIN, LANGUAGES, LOCALE_DIR, PLURALS, MoCatalogue
from boardscore.scorers import i18n

_LOCK = threading.RLock()
_CATALOGUES: dict[str, MoCatalogue | None] = {"en": None}


def wanted_language(query: str | None, accept: str | None) -> str:
    """`?lang=fr` wins; else the Accept-Language header's preferred of en and fr; else en."""
    if query is not None and query.lower() in LANGUAGES:
        return query.lower()
    return from_accept_language(accept or "")


def from_accept_language(header: str) -> str:
    """`fr-CH, fr;q=0.9, en;q=0.8` -> fr: the highest quality among the languages spoken, the
    first written on a tie; English when none is."""
    best, best_quality = "en", 0.0
    for part in header.split(",")[:50]:
        tag, _separator, parameters = part.strip().partition(";")
        primary = tag.strip().lower().split("-")[0]
        if primary not in LANGUAGES:
            continue
        quality = 1.0
        for parameter in parameters.split(";"):
            key, _equals, value = parameter.strip().partition("=")
            if key.strip().lower() == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        if quality > best_quality:
            best, best_quality = primary, quality
    return best


def _catalogue(language: str) -> MoCatalogue | None:
    if language not in _CATALOGUES:
        path = os.path.join(LOCALE_DIR, language, "LC_MESSAGES", f"{DOMAIN}.mo")
        try:
            with open(path, "rb") as mo:
                _CATALOGUES[language] = MoCatalogue(mo.read(), PLURALS[language])
        except (OSError, ValueError, KeyError):  # a broken install: English
            _CATALOGUES[language] = None
    return _CATALOGUES[language]


@contextmanager
def speaking(language: str) -> Iterator[str]:
    """Run the block in `language` (yields the language actually installed)."""
    with _LOCK:
        catalogue = _catalogue(language)
        shown = language if catalogue is not None else "en"
        before = i18n.language()
        i18n.install(catalogue, shown)
        try:
            yield shown
        finally:
            i18n.install(_catalogue(before), before)
