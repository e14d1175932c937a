"""Choosing the interface language: `--lang en|fr`, else the locale variables (LANGUAGE,
LC_ALL, LC_MESSAGES, LANG, in gettext's order), else English. The French catalogue is read
only when French is chosen (a compiled .mo shipped in the package; the French locale need not
be installed on the machine)."""

from __future__ import annotations

import os
import struct
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager

from boardscore.globalflags import LANG
from boardscore.scorers import i18n
from boardscore.scorers.i18n import install, language

LANGUAGES = ("en", "fr")
DOMAIN = "boardscore"
LOCALE_DIR = os.path.join(os.path.dirname(__file__), "locale")
_USERS_LANGUAGE = os.environ.get("LANGUAGE")  # before French set it for Click (below)


def from_arguments(arguments: Sequence[str]) -> str | None:
    """The value of a global `--lang X` / `--lang=X` before the command's name."""
    for index, argument in enumerate(arguments):
        if argument == LANG and index + 1 < len(arguments):
            return arguments[index + 1]
        if argument.startswith(f"{LANG}="):
            return argument.split("=", 1)[1]
        if not argument.startswith("-"):
            return None  # the command: its own arguments are not ours
    return None


def known(chosen: str | None) -> bool:
    """Whether a --lang value is one boardscore speaks (None: not given). An unknown one is a
    usage error for every command (exit 2); an unknown locale in the environment is English."""
    return chosen is None or chosen.lower() in LANGUAGES


def from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The first locale variable set (LANGUAGE may list several, `de:fr`); `fr_FR.UTF-8`,
    `fr_CA` and `fr` are French; anything else (C, POSIX, en_GB, de) is English."""
    if environ is None:
        environ = {**os.environ, "LANGUAGE": _USERS_LANGUAGE or ""}
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if not value:
            continue
        for item in value.split(":"):
            code = item.split(".")[0].split("@")[0].split("_")[0].lower()
            if code in LANGUAGES:
                return code
            if code in ("c", "posix") and name != "LANGUAGE":
                return "en"
        if name != "LANGUAGE":
            return "en"
    return "en"


def choose(chosen: str | None, *, for_typer: bool = True) -> str:
    """Install the language asked for (or the locale's); returns it. `for_typer`: also the
    words of Typer's own (third_party); the console script leaves that to the calls that
    build the Typer application."""
    wanted = chosen.lower() if chosen and chosen.lower() in LANGUAGES else from_environment()
    if wanted == language():
        if for_typer and wanted != "en":
            third_party(wanted)
        return wanted
    catalogue = catalogue_of(wanted)
    if catalogue is None:  # English, or a broken install: English rather than a traceback
        _english()
        return "en"
    install(catalogue, wanted)
    if for_typer:
        third_party(wanted)
    return wanted


PLURALS: dict[str, Callable[[int], int]] = {"fr": lambda n: int(n > 1)}  # gettext's rule
_CATALOGUES: dict[str, MoCatalogue | None] = {"en": None}


def catalogue_of(wanted: str) -> MoCatalogue | None:
    """The language's catalogue, read once per process (None: English, or none installed)."""
    if wanted not in _CATALOGUES:
        try:
            with open(os.path.join(LOCALE_DIR, wanted, "LC_MESSAGES", f"{DOMAIN}.mo"),
                      "rb") as mo:
                found: MoCatalogue | None = MoCatalogue(mo.read(), PLURALS[wanted])
        except (OSError, ValueError, KeyError):
            found = None
        _CATALOGUES[wanted] = found  # (two threads may both read it: the same result)
    return _CATALOGUES[wanted]


@contextmanager
def speaking(wanted: str) -> Iterator[None]:
    """The Python API: `wanted` ("en" or "fr") for one call, in this thread only (the
    process's language, and every other thread's, stay as they are)."""
    catalogue = catalogue_of(wanted)
    with i18n.speaking(catalogue, wanted if catalogue is not None else "en"):
        yield


class MoCatalogue:
    """A compiled gettext catalogue (.mo), read in one pass: the standard library's reader
    costs an import of gettext and locale and a compiled plural expression on every French
    run; this one is a dictionary. Plural entries are keyed by their singular."""

    def __init__(self, data: bytes, plural: Callable[[int], int]) -> None:
        order = "<" if data[:4] == b"\xde\x12\x04\x95" else ">"
        if order == ">" and data[:4] != b"\x95\x04\x12\xde":
            raise ValueError("not a gettext catalogue")
        count, originals, translations = struct.unpack(f"{order}3I", data[8:20])
        ids = struct.unpack(f"{order}{2 * count}I", data[originals:originals + 8 * count])
        strs = struct.unpack(f"{order}{2 * count}I",
                             data[translations:translations + 8 * count])
        self._messages: dict[str, str] = {}
        self._plurals: dict[str, list[str]] = {}
        self._plural = plural
        for i in range(0, 2 * count, 2):
            key = data[ids[i + 1]:ids[i + 1] + ids[i]].decode("utf-8")
            value = data[strs[i + 1]:strs[i + 1] + strs[i]].decode("utf-8")
            if "\x00" in key:
                self._plurals[key.split("\x00", 1)[0]] = value.split("\x00")
            elif key:
                self._messages[key] = value

    def gettext(self, message: str, /) -> str:
        return self._messages.get(message) or message

    def ngettext(self, singular: str, plural: str, n: int, /) -> str:
        forms = self._plurals.get(singular)
        if not forms:
            return singular if n == 1 else plural
        return forms[min(self._plural(n), len(forms) - 1)] or (singular if n == 1 else plural)


def third_party(wanted: str) -> None:
    """Click's and Typer's own words ("Usage:", "Options", "Missing argument") are looked up
    with the standard gettext functions, in the global domain: point it at this catalogue."""
    # lazy: gettext's catalogue reader, only when French is chosen
    import gettext

    gettext.bindtextdomain(DOMAIN, LOCALE_DIR)
    gettext.textdomain(DOMAIN)
    os.environ["LANGUAGE"] = wanted


def _english() -> None:
    # lazy: gettext, only to undo a French choice (the API, tests)
    import gettext

    install(None, "en")
    gettext.textdomain("messages")
    if _USERS_LANGUAGE is None:
        os.environ.pop("LANGUAGE", None)
    else:
        os.environ["LANGUAGE"] = _USERS_LANGUAGE
