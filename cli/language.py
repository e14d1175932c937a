"""Choosing the interface language: `--lang en|fr`, else the locale variables (LANGUAGE,
LC_ALL, LC_MESSAGES, LANG, in gettext's order), else English. The French catalogue is read
only when French is chosen (a compiled .mo shipped in the package; the French locale need not
be installed on the machine)."""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence

from boardscore.scorers.i18n import install, language

LANGUAGES = ("en", "fr")
DOMAIN = "boardscore"
LOCALE_DIR = os.path.join(os.path.dirname(__file__), "locale")
_USERS_LANGUAGE = os.environ.get("LANGUAGE")  # before French set it for Click (below)


def from_arguments(arguments: Sequence[str]) -> str | None:
    """The value of a global `--lang X` / `--lang=X` before the command's name."""
    for index, argument in enumerate(arguments):
        if argument == "--lang" and index + 1 < len(arguments):
            return arguments[index + 1]
        if argument.startswith("--lang="):
            return argument.split("=", 1)[1]
        if not argument.startswith("-"):
            return None  # the command: its own arguments are not ours
    return None


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


def choose(chosen: str | None) -> str:
    """Install the language asked for (or the locale's); returns it."""
    wanted = chosen.lower() if chosen and chosen.lower() in LANGUAGES else from_environment()
    if wanted == language():
        return wanted
    if wanted == "en":
        _english()
        return "en"
    import gettext

    try:
        catalogue = gettext.translation(DOMAIN, LOCALE_DIR, languages=[wanted])
    except OSError:  # a broken install: English rather than a traceback
        _english()
        return "en"
    install(catalogue, wanted)
    _third_party(wanted)
    return wanted


def _third_party(wanted: str) -> None:
    """Click's and Typer's own words ("Usage:", "Options", "Missing argument") are looked up
    with the standard gettext functions, in the global domain: point it at this catalogue."""
    import gettext

    gettext.bindtextdomain(DOMAIN, LOCALE_DIR)
    gettext.textdomain(DOMAIN)
    os.environ["LANGUAGE"] = wanted


def _english() -> None:
    import gettext

    install(None, "en")
    gettext.textdomain("messages")
    if _USERS_LANGUAGE is None:
        os.environ.pop("LANGUAGE", None)
    else:
        os.environ["LANGUAGE"] = _USERS_LANGUAGE
