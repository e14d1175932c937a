"""Each request in its own language (`?lang=`, else Accept-Language, else English), with the
command line's catalogue: the work of a request runs under `speaking(language)`, the language
of this thread only (boardscore.language: a context variable), so that two phones asking in
two languages at once each get their own, without waiting for each other."""

from __future__ import annotations

from boardscore.language import LANGUAGES, speaking

__all__ = ["from_accept_language", "speaking", "wanted_language"]


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
