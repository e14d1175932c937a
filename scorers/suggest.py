"""`did you mean "X"?`: the one helper every game appends to its message for a misspelled
name (an animal, a colour, a terrain, a piece, a card, a task, a time zone). The message
itself stays as the rules reference words it; the suggestion only follows it.

difflib is imported only when a word is misspelled (an error is being reported anyway)."""

from __future__ import annotations

from collections.abc import Iterable

from boardscore.scorers.i18n import _

CUTOFF = 0.6  # difflib's default ratio, as for the unknown keys and games


def closest(word: object, choices: Iterable[str], *, ignore_case: bool = True,
            cutoff: float = CUTOFF) -> str | None:
    """The choice closest to `word` (`turtl` -> `turtle`), or None when none is close (a
    difflib ratio under `cutoff`) or the word is one of the choices already."""
    if not isinstance(word, str) or not word.strip():
        return None
    options = [c for c in dict.fromkeys(choices) if isinstance(c, str)]
    if word in options:
        return None
    import difflib

    if not ignore_case:
        found = difflib.get_close_matches(word, options, n=1, cutoff=cutoff)
        return found[0] if found else None
    folded: dict[str, str] = {}
    for option in options:
        folded.setdefault(option.casefold(), option)
    found = difflib.get_close_matches(word.strip().casefold(), list(folded), n=1,
                                      cutoff=cutoff)
    return folded[found[0]] if found else None


def with_suggestion(message: str, word: object, choices: Iterable[str], *,
                    ignore_case: bool = True) -> str:
    """`message; did you mean "turtle"?` when a choice is close to `word`, else `message`."""
    suggestion = closest(word, choices, ignore_case=ignore_case)
    if suggestion is None:
        return message
    return _('{message}; did you mean "{suggestion}"?').format(message=message,
                                                               suggestion=suggestion)
