"""Translations for every user-facing string: `_("… {name}").format(name=…)`, `ngettext` for
plurals, and `N_` to mark a constant that is translated where it is shown.

English is the source text and costs nothing: until `install` is handed a catalogue, `_`
returns its argument. The command line chooses the language and loads the catalogue
(boardscore.language); the scorers stay pure and only look messages up.
"""

from __future__ import annotations

from typing import Protocol


class Catalogue(Protocol):
    def gettext(self, message: str, /) -> str: ...
    def ngettext(self, singular: str, plural: str, n: int, /) -> str: ...


_active: Catalogue | None = None
_language = "en"


def _(message: str) -> str:
    """The message in the chosen language (as written, in English)."""
    return message if _active is None else _active.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    if _active is None:
        return singular if n == 1 else plural
    return _active.ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Marks a constant for extraction; `_` translates it where it is shown."""
    return message


def install(catalogue: Catalogue | None, language: str) -> None:
    global _active, _language
    _active, _language = catalogue, language


def language() -> str:
    """`en` or `fr`: what `_` answers in."""
    return _language
