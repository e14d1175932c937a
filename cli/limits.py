"""Cheap limits, checked before the expensive ones.

A board file is small: the rules bound every list in it (the players, the moves, the pieces
on a map …) and the schemas say so with `maxItems`. A list that
is far longer (`far_over`: more than twice its bound and 8) is reported at once, with the code
and message the schema gives for that limit, instead of walking its entries through jsonschema
and the rules; a list a few entries too long still gets every other problem of the file
reported with it. Lists the rules do not bound may hold at most GENERIC_LIST entries,
mappings GENERIC_LIMIT entries, and no text of a board file is longer than MAX_TEXT
characters.

Two walks share one notion of "where": over parsed data (`oversized_in_data`), and over the
YAML event stream of any text of SCAN_FROM bytes or more (`scan`), which needs no node tree at
all, so that a 10 MB file is answered in seconds and in bounded memory, and a file just under
1 MiB costs what one just over it does.

At most MAX_SHOWN diagnostics of one code are kept per file (`capped`), then one note says how
many more there were.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import yaml

from boardscore.scorers.diagnostics import Diagnostic, Path, Severity, error
from boardscore.scorers.games import game_ids
from boardscore.scorers.i18n import N_, _, ngettext
from boardscore.scorers.text import grouped

GENERIC_LIMIT = 10_000  # entries of a mapping no rule bounds: far more than any board has
# entries of a list no rule bounds (a row of a board, the cells of a piece on the largest map)
GENERIC_LIST = 1_000
MAX_SCHEMA_ERRORS = 1_000  # jsonschema's errors read per file (then a note says it stopped)
# Without a game (not yet known, or unknown), a list is looked at only from this length on.
FLOOR = 1_000
MAX_TEXT = 10_000  # characters of any one text (the longest legal ones: comments, 5,000)
MAX_SHOWN = 100  # diagnostics of one code shown per file


def far_over(count: int, most: int) -> bool:
    """Whether a list of `count` entries, bounded to `most`, is reported on its own (before
    the schema and the rules, which would look at every entry): more than twice its bound and
    8. Just over it, the rules report it with everything else. A list no rule bounds: over
    GENERIC_LIST."""
    return count > (most if most == GENERIC_LIST else 2 * most + 8)


def schema_stopped() -> Diagnostic:
    return Diagnostic("schema", _("boardscore stopped reading this file's schema errors after "
                                  "the first {most}").format(most=grouped(MAX_SCHEMA_ERRORS)),
                      severity=Severity.NOTE)


@dataclass(frozen=True, slots=True)
class Bound:
    most: int
    code: str
    message: str  # English (translated when it is shown); may use {count} and {most}


class SchemaBounds:
    """The `maxItems` of a schema at a document path (every branch a path may fall under:
    if/then/else, anyOf, allOf …; the most generous wins, so that no legal file is refused)."""

    def __init__(self, schema: Mapping[str, Any]) -> None:
        self.root = schema
        self.known: dict[Path, Bound] = {}

    def at(self, path: Path) -> Bound:
        # list indexes past the schemas' prefixItems all lead to `items`: one answer for them
        key = tuple(min(item, 9) if isinstance(item, int) else item for item in path)
        bound = self.known.get(key)
        if bound is None:
            bound = self.known[key] = self._bound(key)
        return bound

    def _bound(self, path: Path) -> Bound:
        found = [bound for node in self._nodes(path) if (bound := _bound_of(node))]
        if not found:
            return Bound(GENERIC_LIST, "schema", N_("expected at most {most} entries, found "
                                                    "{count}: no list of a board file is this "
                                                    "long"))
        return max(found, key=lambda bound: bound.most)

    def _nodes(self, path: Path) -> list[Mapping[str, Any]]:
        nodes = self._expand(self.root)
        for item in path:
            nodes = [child for node in nodes for child in self._expand_all(_child(node, item))]
        return nodes

    def _expand_all(self, nodes: list[Any]) -> list[Mapping[str, Any]]:
        return [found for node in nodes for found in self._expand(node)]

    def _expand(self, node: Any, depth: int = 0) -> list[Mapping[str, Any]]:
        """The node and every subschema that applies at the same place ($ref, branches)."""
        if not isinstance(node, Mapping) or depth > 20:
            return []
        found = [node]
        if "$ref" in node:
            found += self._expand(self._resolve(node["$ref"]), depth + 1)
        for key in ("then", "else"):
            found += self._expand(node.get(key), depth + 1)
        for key in ("allOf", "anyOf", "oneOf"):
            for branch in node.get(key, ()):
                found += self._expand(branch, depth + 1)
        return found

    def _resolve(self, reference: str) -> Any:
        target: Any = self.root
        for part in reference.removeprefix("#/").split("/"):
            target = target.get(part) if isinstance(target, Mapping) else None
        return target


def _child(node: Mapping[str, Any], item: str | int) -> list[Any]:
    """The subschemas of one key or one index of the node's instance."""
    if isinstance(item, int):
        prefix = node.get("prefixItems", ())
        return [prefix[item]] if item < len(prefix) else [node.get("items")]
    properties = node.get("properties", {})
    if item in properties:
        return [properties[item]]
    matched = [schema for pattern, schema in node.get("patternProperties", {}).items()
               if re.search(pattern, item)]
    extra = node.get("additionalProperties")
    return matched or ([extra] if isinstance(extra, Mapping) else [])


def _bound_of(node: Mapping[str, Any]) -> Bound | None:
    """The schema's own bound (`maxItems`, with its message), or the rules' bound it states
    for this check only (`x-limit`: lists the rules bound but the schema leaves to the rule
    checks, so that a few entries too many still get every other problem reported)."""
    cheap = node.get("x-limit")
    if isinstance(cheap, Mapping):
        return Bound(cheap["most"], cheap["code"], cheap["message"])
    most = node.get("maxItems")
    if not isinstance(most, int):
        return None
    custom = node.get("x-errors", {}).get("maxItems") or node.get("x-error")
    if custom:
        return Bound(most, custom["code"], custom["message"])
    return Bound(most, "schema", N_("expected at most {most} entries, found {count}"))


@cache
def bounds_for(game: str | None) -> SchemaBounds:
    """A game's bounds; no game (an unknown one): only the generic limit."""
    if game is None:
        return SchemaBounds({})
    # lazy: the schema's bounds, only for a big input the rules bound
    from boardscore.schemafiles import schema_of

    return SchemaBounds(schema_of(game))


def _too_long(bound: Bound, count: int, path: Path) -> Diagnostic:
    message = _(bound.message).replace("{count}", str(count)).replace("{most}", str(bound.most))
    return error(bound.code, message, path)


def _too_many_keys(count: int, path: Path) -> Diagnostic:
    return error("schema", _("expected at most {limit} keys, found {count}: no mapping of a "
                             "board file is this large").format(limit=GENERIC_LIMIT, count=count),
                 path)


# ---- over parsed data ----------------------------------------------------------------------

def oversized_in_data(document: Any, game: str | None) -> list[Diagnostic]:
    """Every list far longer than the bound the schema or the rules give it there, its items
    not looked into; every mapping or unbounded list over GENERIC_LIMIT; every text (a value
    or a key) longer than MAX_TEXT."""
    bounds = bounds_for(game)
    found: list[Diagnostic] = []
    stack: list[tuple[Any, Path]] = [(document, ())]
    seen: set[int] = set()
    while stack:
        node, path = stack.pop()
        if id(node) in seen:  # an aliased container is looked at once
            continue
        seen.add(id(node))
        if isinstance(node, list):
            bound = bounds.at(path) if len(node) > 8 else None
            if bound is not None and far_over(len(node), bound.most):
                found.append(_too_long(bound, len(node), path))
                continue
            stack.extend((child, (*path, index)) for index, child in enumerate(node)
                         if isinstance(child, (list, dict, str)))
        elif isinstance(node, dict):
            if len(node) > GENERIC_LIMIT:
                found.append(_too_many_keys(len(node), path))
                continue
            found += [_too_long_text(len(key), (*path, key)) for key in node
                      if isinstance(key, str) and len(key) > MAX_TEXT]
            stack.extend((child, (*path, str(key))) for key, child in node.items()
                         if isinstance(child, (list, dict, str)))
        elif len(node) > MAX_TEXT:
            found.append(_too_long_text(len(node), path))
    return found


def _too_long_text(length: int, path: Path) -> Diagnostic:
    return error("schema", _("a text of {count} characters; no text of a board file is "
                             "longer than {most}").format(count=grouped(length),
                                                          most=grouped(MAX_TEXT)), path)


# ---- over YAML events ----------------------------------------------------------------------

class _Open:
    """A container being read: where it is (its key's place, for a mapping entry), how many
    entries so far, and where the values it holds start counting. Its path is built only for
    a container that breaks a limit."""

    __slots__ = ("anchor", "column", "count", "expecting_key", "first_value", "is_map", "item",
                 "key", "key_at", "line", "parent", "where")

    def __init__(self, parent: _Open | None, item: str | int, is_map: bool, line: int,
                 column: int, first_value: int, anchor: str | None) -> None:
        self.parent, self.item, self.is_map = parent, item, is_map
        # the path as the bounds look it up (list indexes past 9 are all 9): built as it opens
        self.where: Path = () if parent is None or parent.parent is None else \
            (*parent.where, min(item, 9) if isinstance(item, int) else item)
        self.line, self.column, self.first_value, self.anchor = line, column, first_value, anchor
        self.count = 0
        self.key: str | None = None  # a mapping's key awaiting its value
        self.key_at: tuple[int, int] | None = None
        self.expecting_key = True

    @property
    def path(self) -> Path:
        """The items from the document's root (whose parent is the stream) to here."""
        items: list[str | int] = []
        frame = self
        while frame.parent is not None and frame.parent.parent is not None:
            items.append(frame.item)
            frame = frame.parent
        return tuple(reversed(items))


@dataclass
class Scan:
    """What a pass over the events found: the game (if the text names one at the top), every
    list longer than FLOOR and mapping longer than GENERIC_LIMIT with its place, and the values
    once aliases are expanded, or the input limit that stopped the pass."""

    game: str | None = None
    containers: list[tuple[Path, int, int, bool, int]] = field(default_factory=list)
    values: int = 0
    aliased: int = 0  # values added by aliases
    stopped: str | None = None  # too-deep, too-many-nodes or recursive-alias
    only_game: str | None = None  # the game a per-game command reads the file as
    texts: list[tuple[Path, int, int, int]] = field(default_factory=list)  # over MAX_TEXT
    _bounds: SchemaBounds | None = None

    def bounds(self) -> SchemaBounds | None:
        """The bounds of the game the file names (or the command's), once it is known."""
        if self._bounds is None:
            game = self.game if self.game in game_ids() else self.only_game
            if game is not None:
                self._bounds = bounds_for(game)
        return self._bounds


def scan(parser: Any, max_depth: int, max_values: int, only_game: str | None = None) -> Scan:
    """One pass over a PyYAML parser's events, in constant memory (no node is built): it
    stops only where it cannot go on (too deep, a recursive alias), so that every list's length
    is known. The hot loop of a 10 MB file: classes compared directly, paths built lazily."""
    scalar, alias, end = yaml.ScalarEvent, yaml.AliasEvent, yaml.StreamEndEvent
    starts = (yaml.MappingStartEvent, yaml.SequenceStartEvent)
    ends = (yaml.MappingEndEvent, yaml.SequenceEndEvent)
    result, stack = Scan(only_game=only_game), [_Open(None, "", False, 1, 1, 0, None)]
    sizes: dict[str, int] = {}  # anchor -> the values it holds
    get = parser.get_event
    while True:
        event = get()
        cls = event.__class__
        if cls is scalar or cls is alias:
            if not _counted(event, cls is alias, sizes, result):
                return result
            if cls is scalar and len(event.value) > MAX_TEXT:
                _long_text(stack[-1], event, result)
            _entry_done(stack[-1], event, result, len(stack))
        elif cls in starts:
            if len(stack) > max_depth:
                result.stopped = "too-deep"
                return result
            stack.append(_opened(stack[-1], event, cls is starts[0], result.values))
            result.values += 1
        elif cls in ends:
            done = stack.pop()
            _closed(done, result, sizes)
            _entry_done(stack[-1], event, result, len(stack))
        elif cls is end:
            break
    if result.values > max_values:  # reported only when no list's own limit explains it
        result.stopped = "too-many-nodes"
    return result


def _counted(event: Any, is_alias: bool, sizes: dict[str, int], result: Scan) -> bool:
    """Count a scalar, or what an alias repeats; False for an alias inside its own anchor
    (recursive: the scan cannot go on)."""
    if not is_alias:
        result.values += 1
        if event.anchor is not None:
            sizes[event.anchor] = 1
        return True
    if event.anchor not in sizes:  # its anchor is still open
        result.stopped = "recursive-alias"
        return False
    result.values += sizes[event.anchor]
    result.aliased += sizes[event.anchor]
    return True


def _opened(top: _Open, event: Any, is_map: bool, values: int) -> _Open:
    """The container (or scalar) that starts with `event` inside `top`."""
    line, column = event.start_mark.line + 1, event.start_mark.column + 1
    if top.is_map:
        if top.key_at is not None and not top.expecting_key:
            line, column = top.key_at  # an entry is where its key is
        item: str | int = top.key if top.key is not None else "?"
    else:
        item = top.count
    return _Open(top, item, is_map, line, column, values, getattr(event, "anchor", None))


def _closed(done: _Open, result: Scan, sizes: dict[str, int]) -> None:
    entries = done.count // 2 if done.is_map else done.count
    if entries > GENERIC_LIMIT or (not done.is_map and entries > 8 and _over(done, entries,
                                                                             result)):
        result.containers.append((done.path, done.line, done.column, done.is_map, entries))
    if done.anchor is not None:
        sizes[done.anchor] = result.values - done.first_value


def _over(done: _Open, entries: int, result: Scan) -> bool:
    """A list far over its bound (or, while the game is not known, over FLOOR: looked at
    again once it is)."""
    bounds = result.bounds()
    if bounds is None:
        return entries > FLOOR
    return far_over(entries, bounds.at(done.where).most)


def _long_text(top: _Open, event: Any, result: Scan) -> None:
    """A text longer than any a board file holds (kept for the first MAX_SHOWN + 1)."""
    if len(result.texts) > MAX_SHOWN:
        return
    opened = _opened(top, event, False, 0)
    result.texts.append((opened.path, opened.line, opened.column, len(event.value)))


def _entry_done(top: _Open, event: Any, result: Scan, depth: int) -> None:
    """One entry (a key, a value, a list item) of the container on top is complete."""
    top.count += 1
    if not top.is_map:
        return
    if top.expecting_key:
        is_scalar = event.__class__.__name__ == "ScalarEvent"
        top.key = event.value if is_scalar else None
        top.key_at = (event.start_mark.line + 1, event.start_mark.column + 1) if is_scalar \
            else None
    elif depth == 2 and top.key == "game" and event.__class__.__name__ == "ScalarEvent":
        result.game = event.value  # the top-level `game:`
    top.expecting_key = not top.expecting_key


def scanned_problems(result: Scan, game: str | None) -> list[Diagnostic]:
    """The limits the scan's lists, mappings and texts break, as diagnostics with their
    positions."""
    bounds = bounds_for(game)
    found = []
    for path, line, column, is_map, count in result.containers:
        if is_map and count > GENERIC_LIMIT:
            found.append(_too_many_keys(count, path).at(line, column))
        elif not is_map:
            bound = bounds.at(path)
            if far_over(count, bound.most):
                found.append(_too_long(bound, count, path).at(line, column))
    found += [_too_long_text(length, path).at(line, column)
              for path, line, column, length in result.texts]
    return found


def capped(diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    """At most MAX_SHOWN diagnostics of one code (the first, in the order given), then, for
    each code that had more, one note saying how many more: a file of 900 players with 999
    unreadable tiles each says so in 101 lines, not 899,101."""
    counts = Counter(d.code for d in diagnostics)
    if not counts or max(counts.values()) <= MAX_SHOWN:
        return diagnostics
    seen: Counter[str] = Counter()
    kept = []
    for diagnostic in diagnostics:
        seen[diagnostic.code] += 1
        if seen[diagnostic.code] <= MAX_SHOWN:
            kept.append(diagnostic)
    for code, count in counts.items():
        if count > MAX_SHOWN:
            kept.append(Diagnostic(code, ngettext(
                "{count} more {code} diagnostic of this file is not shown (at most {most} "
                "of one code are)", "{count} more {code} diagnostics of this file are not "
                "shown (at most {most} of one code are)", count - MAX_SHOWN).format(
                count=grouped(count - MAX_SHOWN), code=code, most=MAX_SHOWN),
                severity=Severity.NOTE))
    return kept


def marks_of(parser: Any, paths: list[Path]) -> dict[Path, Any]:
    """The mark of each of these paths and of their prefixes (a mapping entry's key, a list
    item's start), from one pass over a parser's events that stops once all are found and
    does not follow the subtrees no path leads into."""
    wanted = {tuple(path[:n]) for path in paths for n in range(len(path) + 1)}
    kinds = {yaml.MappingStartEvent: "map", yaml.SequenceStartEvent: "list",
             yaml.ScalarEvent: "scalar", yaml.AliasEvent: "scalar"}
    ends = (yaml.MappingEndEvent, yaml.SequenceEndEvent)
    found: dict[Path, Any] = {}
    stack, unused = [_Open(None, "", False, 1, 1, 0, None)], Scan()
    skipped = 0  # depth inside a container no wanted path leads into
    while len(found) < len(wanted):
        event = parser.get_event()
        cls = event.__class__
        if cls is yaml.StreamEndEvent:
            break
        kind = kinds.get(cls)
        if skipped:
            skipped += 1 if kind in ("map", "list") else -1 if cls in ends else 0
            if not skipped:
                _entry_done(stack[-1], event, unused, len(stack))
        elif kind is not None and not (stack[-1].is_map and stack[-1].expecting_key):
            skipped = _value(stack, event, kind, wanted, found, unused)
        elif kind is not None:  # a mapping's key
            _entry_done(stack[-1], event, unused, len(stack))
        elif cls in ends:
            stack.pop()
            _entry_done(stack[-1], event, unused, len(stack))
    return found


def _value(stack: list[_Open], event: Any, kind: str, wanted: set[Path],
           found: dict[Path, Any], unused: Scan) -> int:
    """A value: its mark if a path leads to it; a container is entered only then (else it is
    skipped: 1, the depth of the skip)."""
    opened = _opened(stack[-1], event, kind == "map", 0)
    inside = opened.path in wanted
    if inside:
        found.setdefault(opened.path, _Mark(opened.line - 1, opened.column - 1, kind))
    if kind in ("map", "list"):
        if not inside:
            return 1
        stack.append(opened)
        return 0
    _entry_done(stack[-1], event, unused, len(stack))
    return 0


@dataclass(frozen=True, slots=True)
class _Mark:
    """Where a node is, as yaml.Mark has it (0-based)."""

    line: int
    column: int
    kind: str = "scalar"  # map, list or scalar: what the path leads to
