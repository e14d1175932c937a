"""French names in a Flowers file (`rouge`, `clair`, `foncé`), as aliases of the canonical
English ids, applied before the schema sees the file (GameHooks.normalize).

Colours: the nine built-in names (rules §1, D1). Backs: `clair` (or `claire`) is light,
`foncé` (`fonce`, `foncée`) or `sombre` is dark, so that `rouge foncé x3` and `rouge sombre x3`
read exactly as `red dark x3`; in tableaux and turn
logs alike, in canonical nodes and in shorthand. Case and accents do not matter. A colour the
file declares itself under `colours:` wins over an alias (a palette that names a colour `rose`
keeps it), and an alias whose English colour the palette does not declare is left as written,
so that V6 names what the user wrote. Only the values change: the keys and the paths of the
nodes stay as they are, so diagnostics still point at what the user wrote.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from boardscore.scorers.aliases import alias_table, folded

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any

__all__ = ["BACK_ALIASES", "COLOUR_ALIASES", "normalize"]

COLOUR_ALIASES = alias_table({
    "rouge": "red", "orange": "orange", "jaune": "yellow", "vert": "green", "bleu": "blue",
    "violet": "purple", "gris": "grey", "blanc": "white", "rose": "pink",
})
# The French rules say « claire et sombre »: `sombre` as well as `foncé`, and the feminine forms
# of a tuile (`claire`, `foncée`). Accents are optional (`fonce`).
BACK_ALIASES = alias_table({"clair": "light", "claire": "light", "foncé": "dark",
                            "foncée": "dark", "sombre": "dark"})

# The shapes the schema reads (schemas/flowers.schema.json): a rewritten shorthand is kept only
# when it has one of them, so a text that cannot be read is reported as the user wrote it.
_COLOUR = r"[A-Za-z][A-Za-z0-9-]{0,19}"
_FACE = r"(?:[0-9]+|[Xx][0-9]+)"
_TILE = re.compile(rf"{_COLOUR} (?:[Ll][Ii][Gg][Hh][Tt]|[Dd][Aa][Rr][Kk]) {_FACE}")
_SLOT = re.compile(rf"{_COLOUR} {_FACE}")
_PLAY = re.compile(rf"[0-9]+ {_COLOUR}")

Declared = frozenset[str] | None  # the palette's names, lowercased (None: no palette)


def normalize(document: dict[str, Any]) -> dict[str, Any]:
    """The document with every French colour and back name replaced by its canonical id."""
    declared = _declared(document.get("colours"))
    changed: dict[str, Any] = {}
    for key, rewrite in (("players", _players), ("mandalas", _mandalas), ("hands", _hands),
                         ("turns", _turns), ("end", _end)):
        if key in document:
            value = rewrite(document[key], declared)
            if value is not document[key]:
                changed[key] = value
    return {**document, **changed} if changed else document


def _declared(palette: object) -> Declared:
    if not isinstance(palette, list):
        return None
    return frozenset(name.lower() for name in palette if isinstance(name, str))


def colour(value: object, declared: Declared) -> object:
    """The canonical id for a French colour name; anything else as it was written."""
    if not isinstance(value, str) or (declared is not None and value.lower() in declared):
        return value
    target = COLOUR_ALIASES.get(folded(value)) if value == value.strip() else None
    if target is None or target == value or (declared is not None and target not in declared):
        return value
    return target


def back(value: object) -> object:
    """`light` for `clair`, `dark` for `foncé` or `fonce`; anything else as written."""
    if not isinstance(value, str) or value != value.strip():
        return value
    target = BACK_ALIASES.get(folded(value))
    return value if target is None or target == value else target


@lru_cache(maxsize=4096)
def shorthand(text: str, form: str, declared: Declared) -> str:
    """A shorthand string with its French words replaced: a tile (`rouge foncé x3`), a slot
    tile (`vert 2`) or a play (`2 bleu`); the text as written when nothing changes or when the
    result would not read."""
    words = [word for word in text.split(" ") if word]
    if form == "tile" and len(words) == 3:
        new = [str(colour(words[0], declared)), str(back(words[1])), words[2]]
        shape = _TILE
    elif form == "slot" and len(words) == 2:
        new, shape = [str(colour(words[0], declared)), words[1]], _SLOT
    elif form == "play" and len(words) == 2:
        new, shape = [words[0], str(colour(words[1], declared))], _PLAY
    else:
        return text
    rewritten = " ".join(new)
    return rewritten if new != words and shape.fullmatch(rewritten) else text


def _each(items: object, rewrite: Callable[[Any], Any]) -> object:
    """A list with `rewrite` applied to each item: the same list when nothing changes."""
    if not isinstance(items, list):
        return items
    new = [rewrite(item) for item in items]
    return new if any(a is not b for a, b in zip(new, items, strict=True)) else items


def _fields(node: object, **rewrites: Callable[[Any], Any]) -> object:
    """A mapping with some of its values rewritten: the same mapping when nothing changes."""
    if not isinstance(node, dict):
        return node
    changed = {key: rewrite(node[key]) for key, rewrite in rewrites.items() if key in node}
    changed = {key: value for key, value in changed.items() if value is not node[key]}
    return {**node, **changed} if changed else node


def _text(value: object, form: str, declared: Declared) -> object:
    if not isinstance(value, str):
        return value
    rewritten = shorthand(value, form, declared)
    return value if rewritten == value else rewritten


def _tile(node: object, declared: Declared) -> object:
    if isinstance(node, str):
        return _text(node, "tile", declared)
    return _fields(node, colour=lambda c: colour(c, declared), back=back)


def _slot(node: object, declared: Declared) -> object:
    if isinstance(node, str):
        return _text(node, "slot", declared)
    return _fields(node, colour=lambda c: colour(c, declared))


def _slots(node: object, declared: Declared) -> object:
    return _fields(node, light=lambda t: _slot(t, declared), dark=lambda t: _slot(t, declared))


def _cards(node: object, declared: Declared) -> object:
    return _each(node, lambda c: colour(c, declared))


def _players(node: object, declared: Declared) -> object:
    """Every player's tiles; the loop is written out because it runs on every tableau, English
    or French (a third of the time of scoring one through _each and _fields)."""
    if not isinstance(node, list):
        return node
    players: list[object] | None = None
    for index, player in enumerate(node):
        tiles = player.get("tiles") if isinstance(player, dict) else None
        if not isinstance(tiles, list):
            continue
        new = [_text(t, "tile", declared) if type(t) is str else _tile(t, declared)
               for t in tiles]
        if any(a is not b for a, b in zip(new, tiles, strict=True)):
            players = players or list(node)
            players[index] = {**player, "tiles": new}
    return node if players is None else players


def _mandalas(node: object, declared: Declared) -> object:
    return _each(node, lambda slots: _slots(slots, declared))


def _hands(node: object, declared: Declared) -> object:
    if not isinstance(node, dict):
        return node
    new = {name: _cards(cards, declared) for name, cards in node.items()}
    return new if any(new[name] is not node[name] for name in node) else node


def _play(node: object, declared: Declared) -> object:
    if isinstance(node, str):
        return _text(node, "play", declared)
    return _fields(node, colour=lambda c: colour(c, declared))


def _turns(node: object, declared: Declared) -> object:
    return _each(node, lambda turn: _fields(
        turn, play=lambda p: _play(p, declared), draw=lambda d: _cards(d, declared),
        take=back, refill=lambda r: _slots(r, declared)))


def _end(node: object, declared: Declared) -> object:
    del declared  # an end step names no colour
    return _each(node, lambda step: _fields(step, take=back))
