"""Translations for every user-facing string: `_("… {name}").format(name=…)`, `ngettext` for
plurals, and `N_` to mark a constant that is translated where it is shown.

English is the source text and costs nothing: until a catalogue is installed, `_` returns its
argument. The command line chooses the process's language and loads the catalogue
(boardscore.language: `install`); the Python API chooses one per call (`speaking`), in a
context variable, so that two threads scoring at once in two languages each get their own.
The scorers stay pure and only look messages up.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Protocol

    class Catalogue(Protocol):
        def gettext(self, message: str, /) -> str: ...
        def ngettext(self, singular: str, plural: str, n: int, /) -> str: ...


Chosen = tuple["Catalogue | None", str]
_process: Chosen = (None, "en")  # the command line's choice, for the whole process
# A call's own choice (the API): set only while that call runs, in its thread (or task).
_call: ContextVar[Chosen] = ContextVar("boardscore_language")
_per_call = False  # whether any call ever chose: until then, `_` does not look at _call


def _(message: str) -> str:
    """The message in the chosen language (as written, in English)."""
    active = (_call.get(_process) if _per_call else _process)[0]
    return message if active is None else active.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    active = (_call.get(_process) if _per_call else _process)[0]
    if active is None:
        return singular if n == 1 else plural
    return active.ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Marks a constant for extraction; `_` translates it where it is shown."""
    return message


def install(catalogue: Catalogue | None, language: str) -> None:
    """The process's language (the command line, once, before anything is said)."""
    global _process  # noqa: PLW0603 (read on every message: a plain global is fastest)
    _process = (catalogue, language)


@contextmanager
def speaking(catalogue: Catalogue | None, language: str) -> Iterator[None]:
    """This language for what runs inside (in this thread or task only)."""
    global _per_call  # noqa: PLW0603
    _per_call = True
    token = _call.set((catalogue, language))
    try:
        yield
    finally:
        _call.reset(token)


def language() -> str:
    """`en` or `fr`: what `_` answers in, here."""
    return (_call.get(_process) if _per_call else _process)[1]
