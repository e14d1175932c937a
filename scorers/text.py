"""Free text a file gives (player names, terrain names, legend values, monument names, colour
names): it must be text a person can read, because the program shows it back.

`text-unreadable` refuses a control character, a lone surrogate, a bidi override or isolate
control, a text with nothing visible once invisible characters are removed, a text that starts
or ends with a space (refused rather than trimmed: the program shows names as written), and a
text longer than MAX_NAME characters.

Names are compared as players read them (`name_key`): after NFKC (compatibility forms: a
full-width A, U+FF21, is A), without invisible characters, with runs of spaces as one, case
folded; then every character that is not ASCII and that Unicode's confusables data (UTS #39,
the `confusable_homoglyphs` package's copy) lists as a look-alike of ASCII text is compared as
that text (a Cyrillic A, U+0410, is A). ASCII characters are compared as themselves: two ASCII names
are told apart by case folding alone (`Tom` and `Torn` are two names), and the package is
imported only when a name has a character outside Latin-1 and Latin Extended-A.
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

MAX_NAME = 1_000  # characters of a name or other free text checked here: far past any real one
MAX_COMMENT = 5_000  # characters of a text that may span lines (played.comments)

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
    category = unicodedata.category(character)
    if category == "Cc":
        return _("the control character {code}{name}").format(code=shown,
                                                              name=_control_name(code))
    if category in ("Zl", "Zp"):  # a line break to JSON Lines readers and to editors
        return _("the line break {code} ({name})").format(
            code=shown, name=unicodedata.name(character, "?"))
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
    """What makes two names one, as players read them (the module's docstring): `Ana`, `ana`,
    `Ana` followed by a zero-width space, `Ana` with a full-width A (U+FF21) and `Ana` with a
    Cyrillic A (U+0410) are one name."""
    import unicodedata

    visible = "".join(c for c in unicodedata.normalize("NFKC", name)
                      if unicodedata.category(c) != "Cf")
    folded = " ".join(visible.split()).casefold()
    if folded.isascii():
        return folded
    return "".join(c if c.isascii() else _look_alike(c) for c in folded).casefold()


# The ASCII look-alikes Unicode's confusables give the characters up to U+017F once case folded
# (tests/test_hostile.py checks this table against the package): names written in French,
# German or Spanish need no import.
_LATIN_LOOK_ALIKES = {"\u00b4": "'", "\u00b8": ",", "\u00d7": "x", "\u00e6": "ae",
                      "\u0131": "i", "\u0153": "oe"}


def _look_alike(character: str) -> str:
    """The ASCII text Unicode's confusables say `character` looks like (itself if none)."""
    if ord(character) <= 0x17F:
        return _LATIN_LOOK_ALIKES.get(character, character)
    return _ascii_look_alikes().get(character, character)


@lru_cache(maxsize=1)
def _ascii_look_alikes() -> dict[str, str]:
    """Every character the confusables data maps to printable ASCII text (the smallest, if
    several): read once, and only when a name needs it."""
    from confusable_homoglyphs.confusables import confusables_data  # type: ignore[import-untyped]

    found: dict[str, str] = {}
    for character, homoglyphs in confusables_data.items():
        ascii_ones = [h["c"] for h in homoglyphs
                      if h["c"].isascii() and h["c"].isprintable() and h["c"].strip()]
        if ascii_ones and not character.isascii():
            found[character] = min(ascii_ones)
    return found


def check_text(text: object, what: str, path: Path, *, lines: bool = False,
               longest: int = MAX_NAME) -> Diagnostic | None:
    """`text-unreadable` for a text the file gives; `what` says what it is ("player name"),
    translated here: give it marked with N_ (or already translated). `lines`: a text that may
    span lines (line feeds and tabs allowed, spaces around it too), up to `longest`."""
    if not isinstance(text, str):
        return None
    if len(text) > longest:
        return error(SharedCode.TEXT_UNREADABLE, _(
            "{what} {text} is {count} characters long; such texts are at most {most} "
            "characters").format(what=_(what), text=_quoted(text[:40] + "…"),
                                 count=grouped(len(text)), most=grouped(longest)), path)
    reason = unreadable(text.replace("\n", " ").replace("\t", " ") if lines else text)
    if reason is None and not lines:
        reason = _spaced(text)
    if reason is None:
        return None
    return error(SharedCode.TEXT_UNREADABLE, _(
        "{what} {text} contains {reason}; names must be plain text a person can read").format(
            what=_(what), text=_quoted(text), reason=reason), path)


def _spaced(text: str) -> str | None:
    """Spaces before or after a name: refused (two names that differ only by them would read
    as one)."""
    if text[:1].isspace():
        return _("a space before its first character (write it without spaces around it)")
    if text[-1:].isspace():
        return _("a space after its last character (write it without spaces around it)")
    return None


def grouped(number: int) -> str:
    """A large number with its thousands apart: 1,000,000 (in French, 1 000 000; a plain space:
    the reporters escape a no-break space)."""
    text = f"{number:,}"
    return text.replace(",", " ") if language() == "fr" else text


def _quoted(text: str) -> str:
    """The text in quotes with every character a terminal would act on escaped."""
    return f'"{escaped(text)}"'


def same_name_note(first: str, again: str) -> str:
    """Why two names that look different count as one (empty when they are identical)."""
    if first == again:
        return ""
    if _plain_key(first) == _plain_key(again):
        return " " + _("({first} and {again} count as one name: names are compared without "
                       "case and invisible characters)").format(first=_quoted(first),
                                                                again=_quoted(again))
    return " " + _("({first} and {again} read as one name{detail}: names are compared as "
                   "players read them, without case, invisible characters or look-alike "
                   "letters)").format(first=_quoted(first), again=_quoted(again),
                                      detail=_look_alike_detail(first, again))


def _plain_key(name: str) -> str:
    """The comparison of earlier versions: NFC, without format characters, case folded."""
    import unicodedata

    return "".join(c for c in unicodedata.normalize("NFC", name)
                   if unicodedata.category(c) != "Cf").casefold()


def _look_alike_detail(first: str, again: str) -> str:
    """`: <the character> (U+0410 CYRILLIC CAPITAL LETTER A) looks like A`, for the first
    character of either name that is not ASCII and reads as another."""
    import unicodedata

    for character in first + again:
        if character.isascii():
            continue
        normal = unicodedata.normalize("NFKC", character)
        alike = "".join(c if c.isascii() else _look_alike(c) for c in normal)
        if not alike.isascii():
            alike = "".join(c if c.isascii() else _look_alike(c) for c in normal.casefold())
        if alike != character and alike.isascii() and alike.strip():
            return _(": {character} ({code} {name}) looks like {alike}").format(
                character=escaped(character), code=f"U+{ord(character):04X}",
                name=unicodedata.name(character, "?"), alike=alike)
    return ""


_PLAIN = re.compile(r"^[^\W\d_][\w .'-]*$")  # a letter first (Léa, Zoé), then letters, digits…
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
