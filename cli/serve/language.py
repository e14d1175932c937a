"""Each request in its own language (`?lang=`, else Accept-Language, else English), with the
command line's catalogue: the work of a request runs under `speaking(language)`, the language
of this thread only (boardscore.language: a context variable), so that two phones asking in
two languages at once each get their own, without waiting for each other."""

from __future__ import annotations

from boardscore.language import LANGUAGES, speaking

__all__ = ["from_accept_language", "speaking", "wanted_language"]


def wanted_language(query: str | None, accept: str | None, default: str = "en") -> str:
    """`?lang=fr` wins; else the Accept-Language header's preferred of en and fr; else
    `default`, the server's own language (`boardscore --lang fr serve`, else the locale's)."""
    if query is not None and query.lower() in LANGUAGES:
        return query.lower()
    return from_accept_language(accept or "", default=default)


def from_accept_language(header: str, default: str = "en") -> str:
    """`fr-CH, fr;q=0.9, en;q=0.8` -> fr: the highest quality among the languages spoken, the
    first written on a tie; `default` when none is (`*` included)."""
    best, best_quality = default, 0.0
    for part in header.split(",")[:50]:
        tag, _separator, parameters = part.strip().partition(";")
        primary = tag.strip().lower().split("-")[0]
        if primary not in LANGUAGES:
            continue
        quality = _quality(parameters)
        if quality > best_quality:
            best, best_quality = primary, quality
    return best


def _quality(parameters: str) -> float:
    """The `q=` of a language range (1 when absent, 0 when unreadable)."""
    for parameter in parameters.split(";"):
        key, _equals, value = parameter.strip().partition("=")
        if key.strip().lower() == "q":
            try:
                quality = float(value)
            except ValueError:
                return 0.0
            return quality if 0.0 <= quality <= 1.0 else 0.0
    return 1.0
