"""Free text a file gives (player names, terrain names, legend values, monument names, colour
names): it must be text a person can read, because the program shows it back.

`text-unreadable` refuses a control character, a lone surrogate, a bidi override or isolate
control, or a text with nothing visible once invisible characters are removed. Two names
that differ only by invisible characters or by case are the same name (`name_key`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from boardscore.scorers.diagnostics import Diagnostic, Path, SharedCode, error
from boardscore.scorers.escapes import BIDI_CONTROLS, escaped
from boardscore.scorers.i18n import N_, _, language

__all__ = ["BIDI_CONTROLS", "check_text", "escaped", "name_key", "same_name_note", "unreadable",
           "yaml_scalar"]

# Characters that show nothing: format characters (zero-width space and joiners, the BOM, …),
# spaces, and the Hangul fillers that render as blanks.
_INVISIBLE_CATEGORIES = frozenset({"Cf", "Zs", "Zl", "Zp", "Mn", "Me", "Cn"})
_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0")


def unreadable(text: str) -> str | None:
    """Why `text` cannot be shown back as it is, or None, in the chosen language."""
    return _unreadable(text, language())


@lru_cache(maxsize=4096)
def _unreadable(text: str, chosen: str) -> str | None:
    """Memoized (batches repeat names) per language: the answer is a translated text."""
    del chosen  # only in the cache's key
    for position, character in enumerate(text, start=1):
        problem = _problem(character)
        if problem is not None:
            return _("{problem} at position {position}").format(problem=problem,
                                                                position=position)
    if not any(not _invisible(c) for c in text):
        return _("nothing visible (only spaces or invisible characters)")
    return None


def _problem(character: str) -> str | None:
    import unicodedata

    code = ord(character)
    shown = f"U+{code:04X}"
    if 0xD800 <= code <= 0xDFFF:
        return _("a lone surrogate {code}").format(code=shown)
    if character in BIDI_CONTROLS:  # the character's Unicode name, as Unicode writes it
        return _("the bidirectional control {code} ({name})").format(
            code=shown, name=unicodedata.name(character, "?"))
    if unicodedata.category(character) == "Cc":
        return _("the control character {code}{name}").format(code=shown,
                                                              name=_control_name(code))
    if code in (0xFFFE, 0xFFFF):
        return _("the noncharacter {code}").format(code=shown)
    return None


_CONTROL_NAMES = {0x0A: N_("line feed"), 0x0D: N_("carriage return"), 0x09: N_("tab"),
                  0x1B: N_("escape"), 0x00: N_("null"), 0x7F: N_("delete")}


def _control_name(code: int) -> str:
    return f" ({_(_CONTROL_NAMES[code])})" if code in _CONTROL_NAMES else ""


def _invisible(character: str) -> bool:
    import unicodedata

    return (unicodedata.category(character) in _INVISIBLE_CATEGORIES
            or character in _BLANK_LETTERS)


@lru_cache(maxsize=4096)
def name_key(name: str) -> str:
    """What makes two names one: the name without its invisible characters, case folded
    (`Ana`, `ana` and `Ana` followed by a zero-width space are one name)."""
    import unicodedata

    visible = "".join(c for c in unicodedata.normalize("NFC", name)
                      if unicodedata.category(c) != "Cf")
    return visible.casefold()


def check_text(text: object, what: str, path: Path) -> Diagnostic | None:
    """`text-unreadable` for a text the file gives; `what` says what it is ("player name"),
    translated here: give it marked with N_ (or already translated)."""
    if not isinstance(text, str):
        return None
    reason = unreadable(text)
    if reason is None:
        return None
    return error(SharedCode.TEXT_UNREADABLE, _(
        "{what} {text} contains {reason}; names must be plain text a person can read").format(
            what=_(what), text=_quoted(text), reason=reason), path)


def _quoted(text: str) -> str:
    """The text in quotes with every character a terminal would act on escaped."""
    return f'"{escaped(text)}"'


def same_name_note(first: str, again: str) -> str:
    """Why two names that look different count as one (empty when they are identical)."""
    if first == again:
        return ""
    return " " + _("({first} and {again} count as one name: names are compared without case "
                   "and invisible characters)").format(first=_quoted(first),
                                                       again=_quoted(again))


_PLAIN = re.compile(r"^[A-Za-z][A-Za-z0-9 _.'-]*$")
_YAML_WORDS = frozenset({"y", "n", "yes", "no", "on", "off", "true", "false", "null"})


def yaml_scalar(text: str) -> str:
    """`text` as a YAML value that reads back as this text: plain when it is safe, else in
    double quotes (JSON's escaping is YAML's), e.g. a name such as `No` or `007`."""
    import json

    plain = _PLAIN.match(text) and text.lower() not in _YAML_WORDS and not text.endswith(" ")
    return text if plain else json.dumps(text, ensure_ascii=False)


def listed(items: Sequence[str]) -> str:
    """`a`, `a and b`, `a, b and c` (`a, b et c`): a list of names in a sentence."""
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + _(" and ") + items[-1]
