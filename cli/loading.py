"""Bytes -> Python data, safely: UTF-8, JSON or YAML by content, duplicate keys, bounds.

Limits (documented in the README): 10 MB per input, nesting depth 64, and 1,000,000 nodes
once YAML aliases are expanded (a "billion laughs" file fails at once instead of eating memory).
"""

from __future__ import annotations

import gc
import json
from collections.abc import Iterator
from contextlib import contextmanager

import yaml

from boardscore.scorers.diagnostics import Diagnostic, Path, error
from boardscore.scorers.i18n import N_, _
from boardscore.scorers.record import Record, field
from boardscore.scorers.text import grouped

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any

    from boardscore.limits import Scan

MAX_BYTES = 10 * 1024 * 1024
MAX_DEPTH = 64
MAX_NODES = 1_000_000

_BaseLoader: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_TAG = "tag:yaml.org,2002:"
_STR, _SEQ, _MAP, _VALUE = _TAG + "str", _TAG + "seq", _TAG + "map", _TAG + "value"
_MERGE_TAG = _TAG + "merge"
_INT = _TAG + "int"
_TIMESTAMP = _TAG + "timestamp"
# The pattern by which YAML reads a plain scalar as a timestamp (an explicit `!!timestamp` on
# other text still goes to PyYAML, which refuses it).
_IMPLICIT_TIMESTAMP = next(pattern for tag, pattern in
                           yaml.resolver.Resolver.yaml_implicit_resolvers["2"]
                           if tag == _TIMESTAMP)
# Tags whose safe constructor reads a scalar directly (the others, like !!set or !!omap, build
# collections through generators: PyYAML's construct_object handles and refuses them).
_SCALAR_TAGS = frozenset(_TAG + name for name in ("null", "bool", "int", "float", "binary",
                                                  "timestamp", "value"))


class DuplicateKey(Record):
    """A key given twice in one mapping: where (the JSON path of the mapping), and both lines."""

    path: tuple[str | int, ...]
    key: Any
    lines: tuple[int, int]


class Literal(Record):
    """A plain scalar whose text matters beyond its value: a number written with a leading zero
    (`07` is octal to YAML, `08` text), which a game may reject where it expects an id."""

    path: tuple[str | int, ...]
    text: str
    line: int
    column: int


class Position(Record):
    line: int
    column: int


class NodeTree:
    """Where things are in the text: every position question is answered from the one node
    tree of the first parse (YAML), or, for JSON, from one tree composed the first time a
    position is asked for. The index (path -> node) is built by one walk, on first use: a
    valid file with nothing to point at never pays for it."""

    def __init__(self, text: str, root: yaml.Node | None, *, compose: bool = False) -> None:
        self._text, self._root, self._compose_first = text, root, compose
        self._lines: list[str] | None = None
        self._index: dict[Path, tuple[yaml.Node, yaml.Mark]] | None = None
        self._paths: dict[int, Path] = {}

    def _walk(self) -> dict[Path, tuple[yaml.Node, yaml.Mark]]:
        """Each path's node and the mark of its key (mapping entries) or of the node itself;
        an aliased node is indexed once, under its first path (no expansion)."""
        if self._index is not None:
            return self._index
        root = self._compose() if self._compose_first else self._root
        index: dict[Path, tuple[yaml.Node, yaml.Mark]] = {}
        stack: list[tuple[yaml.Node, Path, yaml.Mark]] = \
            [(root, (), root.start_mark)] if root is not None else []
        seen: set[int] = set()
        while stack:
            node, path, mark = stack.pop()
            index.setdefault(path, (node, mark))
            self._paths.setdefault(id(node), path)
            if id(node) in seen:
                continue
            seen.add(id(node))
            if isinstance(node, yaml.MappingNode):
                for key, value in reversed(node.value):
                    entry = (*path, key.value if isinstance(key, yaml.ScalarNode) else "?")
                    self._paths.setdefault(id(key), entry)
                    stack.append((value, entry, key.start_mark))
            elif isinstance(node, yaml.SequenceNode):
                stack.extend((value, (*path, i), value.start_mark)
                             for i, value in reversed(list(enumerate(node.value))))
        self._index = index
        return index

    def _compose(self) -> yaml.Node | None:
        try:
            with _collector_paused():
                return yaml.compose(self._text, Loader=_BaseLoader)
        except (yaml.YAMLError, RecursionError, ValueError):
            return None

    def prepare(self, paths: list[Path]) -> None:
        """A large text never parsed to nodes (big JSON) answers positions from one pass over
        its events, for these paths only: a node tree of 10 MB would cost a second and 700 MB.
        A small text is indexed whole on first use instead."""
        if self._index is not None or not self._compose_first or len(self._text) <= BIG_TEXT:
            return
        # lazy: limits.py (the event-stream walk) only for inputs of 16 KiB or more
        from boardscore.limits import marks_of

        parser = _BaseLoader(self._text)
        try:
            with _collector_paused():
                found = marks_of(parser, paths)
        except (yaml.YAMLError, RecursionError, ValueError):
            found = {}
        finally:
            parser.dispose()
        self._index = {path: (_placeholder(mark), mark) for path, mark in found.items()}

    def path_of(self, node: yaml.Node) -> Path:
        """The JSON path of a node of the tree (a mapping key has the path of its entry)."""
        self._walk()
        return self._paths.get(id(node), ())

    def _deepest(self, path: Path) -> tuple[yaml.Node, yaml.Mark, bool] | None:
        """The node at `path`, or at its longest prefix in the text; whether it is the whole."""
        index = self._walk()
        if () not in index:
            return None
        here: Path = ()
        node, mark = index[()]
        for item in path:
            key: str | int | None = str(item) if isinstance(node, yaml.MappingNode) else \
                item if isinstance(node, yaml.SequenceNode) and isinstance(item, int) else None
            if key is None or (*here, key) not in index:
                return node, mark, False
            here = (*here, key)
            node, mark = index[here]
        return node, mark, True

    def position(self, path: Path) -> Position | None:
        """The key of a mapping entry, or a list item; an unknown path falls back to the
        nearest node the text has."""
        found = self._deepest(path)
        return Position(found[1].line + 1, found[1].column + 1) if found else None

    def position_inside(self, path: Path, row: int, column: int) -> Position | None:
        """(row, column) inside a text value (a grid or a drawing): in a block scalar (`|`),
        row r is the r-th non-blank line of the block; in a one-line string, the column counts
        from its first character. Other values give their own position."""
        found = self._deepest(path)
        if found is None or not found[2]:
            return None
        node = found[0]
        start = node.start_mark
        if isinstance(node, yaml.ScalarNode) and node.style in ("|", ">"):
            lines = self._text_lines()
            content = [n for n in range(start.line + 1, min(node.end_mark.line + 1, len(lines)))
                       if lines[n].strip()]
            if row < len(content):
                line = lines[content[row]]
                return Position(content[row] + 1, len(line) - len(line.lstrip()) + column + 1)
        elif isinstance(node, yaml.ScalarNode) and start.line == node.end_mark.line:
            quoted = 1 if node.style in ("'", '"') else 0
            return Position(start.line + 1, start.column + quoted + column + 1)
        return Position(start.line + 1, start.column + 1)

    def _text_lines(self) -> list[str]:
        if self._lines is None:
            self._lines = self._text.splitlines()
        return self._lines


def _placeholder(mark: Any) -> yaml.Node:
    """A node that stands in for the real one: its kind and its place, nothing else."""
    if mark.kind == "map":
        return yaml.MappingNode(_MAP, [], mark, mark)
    if mark.kind == "list":
        return yaml.SequenceNode(_SEQ, [], mark, mark)
    return yaml.ScalarNode(_STR, "", mark, mark)


class Loaded(Record, frozen=False):
    data: Any = None
    problems: list[Diagnostic] = field(default_factory=list)
    # Duplicate keys (also in problems); `data` then keeps the last value of each, as PyYAML
    # would, so that a game can restate them in its own terms (two tiles on one cell).
    duplicates: list[DuplicateKey] = field(default_factory=list)
    zero_padded: list[Literal] = field(default_factory=list)
    # Positions in the text; None for a document that was never text (the Python API).
    tree: NodeTree | None = None


class _Loader(_BaseLoader):  # type: ignore[misc, valid-type]
    """libyaml asks `resolve` for the tag of every scalar; PyYAML's version rebuilds its list
    of candidates on each call. This one reads the same table (SafeLoader's implicit resolvers,
    by first character; there are no wildcard or path resolvers), with the same results."""

    _implicit = yaml.resolver.Resolver.yaml_implicit_resolvers

    def resolve(self, kind: type, value: str, implicit: tuple[bool, bool]) -> str:
        if kind is yaml.ScalarNode:
            if implicit[0]:
                for tag, regexp in self._implicit.get(value[:1], ()):
                    if regexp.match(value):
                        return tag  # type: ignore[no-any-return]
            return _STR
        return _SEQ if kind is yaml.SequenceNode else _MAP


class _TooDeep(Exception):
    pass


class _TooMany(Exception):
    pass


class _Recursive(Exception):
    pass


class _TooManyDigits(Exception):
    def __init__(self, node: yaml.ScalarNode) -> None:
        super().__init__(node.value[:20])
        self.node = node


def _too_many_digits(problem: _TooManyDigits) -> Diagnostic:
    """A number Python will not read: said in words, where it is (not as Python's advice to
    call sys.set_int_max_str_digits)."""
    digits = sum(c.isdigit() for c in problem.node.value)
    mark = problem.node.start_mark
    return error("yaml-value", _("a number of {digits} digits; boardscore reads numbers of up "
                                 "to {most} digits (no board file needs more)").format(
        digits=grouped(digits), most=grouped(_MOST_DIGITS))).at(mark.line + 1, mark.column + 1)


_MOST_DIGITS = 4_300  # Python's default int_max_str_digits


class _Builder:
    """Python data from libyaml's node tree, with the checks PyYAML's constructor lacks.

    It builds maps, lists and strings itself and hands every other tag to PyYAML's own safe
    constructors, so values read exactly as with `yaml.safe_load`. In the same pass it finds
    duplicate keys, bounds the nesting depth and the size once aliases are expanded (each alias
    adds the size of what it repeats), and rejects recursive aliases. With _Loader's resolver,
    parsing takes ~0.6x of CSafeLoader's time on board files, which matters for batches.
    """

    def __init__(self, loader: yaml.SafeLoader) -> None:
        self.loader = loader
        self.scalars = type(loader).yaml_constructors
        self.built: dict[int, tuple[Any, int]] = {}
        self.count = 0
        self.aliased = 0  # values added by aliases
        # (mapping node, first key, repeated key, first key node, repeated key node) for each
        # duplicate key: the two keys may differ in text and type (`1` and `true`)
        self.duplicates: list[tuple[yaml.MappingNode, Any, Any, yaml.Node, yaml.Node]] = []
        self.zero_padded: list[yaml.ScalarNode] = []  # `07`, `010`, `08` written plain

    def build(self, node: yaml.Node, depth: int = 0) -> Any:
        if depth > MAX_DEPTH:
            raise _TooDeep
        if isinstance(node, yaml.ScalarNode):
            self.count += 1
            if node.tag == _STR:  # most scalars: text, kept as written
                if node.value[:1] == "0" and not node.style:
                    self._zero_padded(node)
                return node.value
            if node.tag == _TIMESTAMP and _IMPLICIT_TIMESTAMP.match(node.value):
                return node.value  # `date: 2026-12-01` stays the text the user wrote
            return self._scalar(node)
        seen = self.built.get(id(node))
        if seen is not None:  # an alias: count what it repeats
            if seen[1] < 0:
                raise _Recursive
            self.aliased += seen[1]
            self._add(seen[1])
            return seen[0]
        start = self.count
        if node.tag == _SEQ and isinstance(node, yaml.SequenceNode):
            data: Any = self._sequence(node, depth)
        elif node.tag == _MAP and isinstance(node, yaml.MappingNode):
            data = self._mapping(node, depth)
        else:  # !!set, !!omap, !!pairs or an unknown tag: PyYAML's constructor decides
            data = self.loader.construct_object(node, deep=True)
        self._add(1)
        self.built[id(node)] = (data, self.count - start)
        return data

    def _scalar(self, node: yaml.ScalarNode) -> Any:
        """A scalar of another tag, read by PyYAML's own safe constructor."""
        if node.tag == _INT and node.value[:1] == "0":
            self._zero_padded(node)
        if node.tag not in _SCALAR_TAGS:  # an unknown tag, or !!set on a scalar: PyYAML
            return self.loader.construct_object(node, deep=True)  # reports it, placed
        try:
            return self.scalars[node.tag](self.loader, node)
        except ValueError as exc:  # an integer past Python's 4,300-digit conversion limit
            raise _TooManyDigits(node) from exc
        except (AttributeError, TypeError, IndexError, KeyError) as exc:  # `!!bool maybe`
            raise yaml.constructor.ConstructorError(
                None, None, _("cannot read {value} as {tag}").format(
                    value=repr(node.value[:40]), tag=node.tag.rsplit(":", 1)[-1]),
                node.start_mark) from exc

    def _zero_padded(self, node: yaml.ScalarNode) -> None:
        if len(node.value) > 1 and node.value[1].isdigit():
            self.zero_padded.append(node)

    def _add(self, size: int) -> None:
        self.count += size
        if self.count > MAX_NODES:
            raise _TooMany

    def _sequence(self, node: yaml.SequenceNode, depth: int) -> list[Any]:
        items: list[Any] = []
        self.built[id(node)] = (items, -1)
        for child in node.value:
            items.append(self.build(child, depth + 1))
        return items

    def _mapping(self, node: yaml.MappingNode, depth: int) -> dict[Any, Any]:
        mapping: dict[Any, Any] = {}
        self.built[id(node)] = (mapping, -1)
        merged: list[Any] = []
        first_keys: dict[Any, tuple[Any, yaml.Node]] = {}
        for key_node, value_node in node.value:
            if key_node.tag == _MERGE_TAG:
                merged.append(self.build(value_node, depth + 1))
                continue
            if key_node.tag in (_STR, _VALUE):
                key = key_node.value
                if key[:1] == "0" and not key_node.style:
                    self._zero_padded(key_node)
            else:
                key = self.build(key_node, depth + 1)
            try:
                first_key, earlier = first_keys.setdefault(key, (key, key_node))
            except TypeError:
                raise yaml.constructor.ConstructorError(
                    _("while constructing a mapping"), node.start_mark,
                    _("found unhashable key"), key_node.start_mark) from None
            if earlier is not key_node:
                self.duplicates.append((node, first_key, key, earlier, key_node))
            mapping[key] = self.build(value_node, depth + 1)
        if merged:
            _merge_into(mapping, merged, node)
        return mapping


def _merge_into(mapping: dict[Any, Any], merged: list[Any], node: yaml.Node) -> None:
    """YAML merge keys (<<): explicit keys win, then earlier merged maps over later ones."""
    sources: list[dict[Any, Any]] = []
    for value in merged:
        for source in (value if isinstance(value, list) else [value]):
            if not isinstance(source, dict):
                raise yaml.constructor.ConstructorError(
                    _("while constructing a mapping"), node.start_mark,
                    _("expected a mapping or a list of mappings for merging"), node.start_mark)
            sources.append(source)
    combined: dict[Any, Any] = {}
    for source in reversed(sources):
        combined.update(source)
    combined.update(mapping)
    mapping.clear()
    mapping.update(combined)


def _duplicate(_mapping: yaml.MappingNode, first_key: object, key: object, first: yaml.Node,
               again: yaml.Node) -> Diagnostic:
    """Both keys named as written; when the texts differ, what YAML read each as, since that
    is what made them one key (`1` and `true`, `yes` and `on`, `1` and `1.0`)."""
    first_at, again_at = _where(first), _where(again)
    if first.start_mark.line == again.start_mark.line:
        first_at, again_at = (
            _("{line}, column {column}").format(line=first_at,
                                                column=first.start_mark.column + 1),
            _("column {column}").format(column=again.start_mark.column + 1))
    if first.value == again.value:
        message = _('duplicate key "{key}": first at {first}, again at {again}').format(
            key=again.value, first=first_at, again=again_at)
    elif isinstance(first_key, bool) and isinstance(key, bool):  # YAML 1.1: yes/no/on/off
        message = _('duplicate key "{key}": YAML reads it as {reading}, like "{other}" at '
                    "{first}; quote yes, no, on and off to keep them text").format(
            key=again.value, reading=_reading(key), other=first.value, first=first_at)
    elif isinstance(first_key, bool) or isinstance(key, bool):
        message = _('duplicate key "{key}": YAML reads it as {reading} and "{other}" at '
                    "{first} as {other_reading}, which count as the same key; quote yes, no, "
                    "on and off to keep them text").format(
            key=again.value, reading=_reading(key), other=first.value, first=first_at,
            other_reading=_reading(first_key))
    else:
        message = _('duplicate key "{key}": YAML reads it as {reading} and "{other}" at '
                    "{first} as {other_reading}, which count as the same key").format(
            key=again.value, reading=_reading(key), other=first.value, first=first_at,
            other_reading=_reading(first_key))
    again_line = again.start_mark.line + 1
    return error("duplicate-key", message).at(again_line, again.start_mark.column + 1)


def _reading(value: object) -> str:
    """What YAML made of a key, in YAML's words: true, 1, 1.0, null."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    return repr(value) if isinstance(value, str) else str(value)


def _where(node: yaml.Node) -> str:
    return _("line {line}").format(line=node.start_mark.line + 1)


def decode(raw: bytes) -> str | Diagnostic:
    if len(raw) > MAX_BYTES:
        return error("too-large", _("the file is larger than {size} MB; boardscore reads board "
                                    "files up to that size").format(
            size=MAX_BYTES // (1024 * 1024)))
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        column = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
        byte = f"{raw[exc.start]:02x}"
        return error("encoding", _("the file is not UTF-8 text (byte 0x{byte}); save it as "
                                   "UTF-8").format(byte=byte)).at(line, column)


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Building a node tree allocates millions of objects that all live on; the cyclic garbage
    collector would walk them again and again (a 10 MB file: 17 s instead of 4 s)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


BIG_TEXT = 1 << 20  # above this, a JSON text's positions come from its events, not nodes
# From this size on, a YAML text's limits are checked on its event stream before any node is
# built: far below 1 MiB, so that a file just under 1 MiB costs what one just over it does
# (composing 64 KiB takes a few milliseconds; no board file is near it).
SCAN_FROM = 64 * 1024


def scan_text(text: str, only_game: str | None = None) -> Scan | None:
    """One pass over a large YAML text's events (limits.py): lengths, depth and the values
    aliases add, in constant memory; None for a small text, JSON, or broken YAML (the parse
    reports that)."""
    if len(text) < SCAN_FROM or text.lstrip()[:1] in ("{", "["):
        return None
    # lazy: limits.py (the event-stream walk) only for inputs of 16 KiB or more
    from boardscore.limits import scan

    parser = _BaseLoader(text)
    try:
        with _collector_paused():
            return scan(parser, MAX_DEPTH, MAX_NODES, only_game)
    except (yaml.YAMLError, ValueError, RecursionError):
        return None
    finally:
        parser.dispose()


def parse(text: str, *, strict_json: bool = False) -> Loaded:
    """JSON when the text is JSON (fast path), YAML otherwise. With `strict_json` (a file
    named *.json) the text must be JSON: its mistakes are JSON errors, not YAML's reading of
    them (a trailing comma is no longer quietly accepted).

    YAML is bounded while it is built; JSON cannot hold aliases, and its nesting is bounded by
    the json module and, before jsonschema reports on it, by `bounds_problem`.
    """
    if strict_json:
        problem = _json_problem(text)
        if problem is not None:
            return Loaded(None, [problem])
    loaded = _parse_json(text) if text.lstrip()[:1] in ("{", "[") else None
    if loaded is None:
        return _parse_yaml(text)
    loaded.tree = NodeTree(text, None, compose=True)
    return loaded


class _NotPlainJSON(ValueError):
    pass


def _reject_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):
        raise _NotPlainJSON("duplicate key")
    return result


def _reject_constant(name: str) -> Any:
    raise _NotPlainJSON(name)


def _parse_json(text: str) -> Loaded | None:
    """None when the text is not plain JSON: YAML then parses it and reports with positions."""
    try:
        return Loaded(json.loads(text, object_pairs_hook=_reject_duplicates,
                                 parse_constant=_reject_constant))
    except RecursionError:
        return Loaded(None, [_too_deep()])
    except ValueError:
        return None


def _json_problem(text: str) -> Diagnostic | None:
    """Why `text` is not JSON, where json says so; None when it is (duplicate keys and NaN
    are reported by the YAML reading, with both positions)."""
    try:
        json.loads(text)
    except json.JSONDecodeError as exc:
        return error("json-syntax", _("invalid JSON: {reason}").format(
            reason=_json_reason(text, exc))).at(exc.lineno, exc.colno)
    except (RecursionError, ValueError):
        return None
    return None


def _json_reason(text: str, exc: json.JSONDecodeError) -> str:
    before = text[: exc.pos].rstrip()
    if before.endswith(",") and text[exc.pos: exc.pos + 1] in ("]", "}"):
        return _("a comma before {bracket}: JSON allows no trailing comma").format(
            bracket=text[exc.pos])
    if exc.msg.startswith("Expecting property name enclosed in double quotes"):
        return _("a key must be in double quotes (\"key\": value)")
    if exc.msg == "Unterminated string starting at":
        return _("a text opened with \" here is never closed")
    if not text.strip():
        return _("the file is empty")
    if text.lstrip()[:1] not in ("{", "["):
        return _("this is not JSON (is it YAML?); a file named *.json must be JSON: rename it "
                 ".yaml")
    reason = _JSON_REASONS.get(exc.msg)
    return _(reason) if reason is not None else exc.msg[0].lower() + exc.msg[1:]


_JSON_REASONS = {
    "Invalid control character at": N_("a line break or a control character inside a text in "
                                       "quotes; close the text with \" on its own line"),
    "Expecting ',' delimiter": N_("expected , between two entries (or a closing ] or })"),
    "Expecting ':' delimiter": N_("expected : between a key and its value"),
    "Expecting value": N_("expected a value here"),
    "Extra data": N_("more text after the end of the JSON document"),
}


def _parse_yaml(text: str) -> Loaded:
    loader = _Loader(text)
    builder = _Builder(loader)
    root: yaml.Node | None = None
    try:
        with _collector_paused():
            root = loader.get_single_node()
            data = builder.build(root) if root is not None else None
    except yaml.MarkedYAMLError as exc:
        return Loaded(None, [_yaml_problem(exc, text)])
    except yaml.reader.ReaderError as exc:
        return Loaded(None, [_reader_problem(text, exc)])
    except yaml.YAMLError as exc:
        return Loaded(None, [error("yaml-syntax", str(exc))])
    except (_TooDeep, RecursionError):
        return Loaded(None, [_too_deep()])
    except _TooMany:
        return Loaded(None, [too_many(builder.aliased)])
    except _Recursive:
        return Loaded(None, [_recursive()])
    except _TooManyDigits as problem:
        return Loaded(None, [_too_many_digits(problem)])
    except ValueError as exc:  # e.g. an integer past Python's 4300-digit conversion limit
        return Loaded(None, [error("yaml-value", _("unreadable value: {reason}").format(
            reason=exc))])
    finally:
        loader.dispose()
    tree = NodeTree(text, root)
    padded = [Literal(tree.path_of(node), node.value, node.start_mark.line + 1,
                      node.start_mark.column + 1) for node in builder.zero_padded]
    if builder.duplicates:
        problems = [_duplicate(*found) for found in builder.duplicates]
        duplicates = [DuplicateKey(tree.path_of(mapping), key,
                                   (first.start_mark.line + 1, again.start_mark.line + 1))
                      for mapping, _first_key, key, first, again in builder.duplicates]
        return Loaded(data, problems, duplicates, padded, tree)
    return Loaded(data, zero_padded=padded, tree=tree)


def _yaml_problem(exc: yaml.MarkedYAMLError, text: str) -> Diagnostic:
    """PyYAML's complaint, said for the mistakes people make (yamlhints.py), else as is."""
    # lazy: yamlhints.py only for a file with a YAML error
    from boardscore.yamlhints import explained

    found = explained(exc, text)
    if found is not None:
        message, (line, column) = found
        return error("yaml-syntax", message).at(line, column)
    mark = exc.problem_mark or exc.context_mark
    parts = [_(part) for part in (exc.context, exc.problem) if part]  # yamlhints.PARSER_PHRASES
    if len(parts) == 2:
        message = _("{context}; {problem}").format(context=parts[0], problem=parts[1])
    else:
        message = parts[0] if parts else _("invalid YAML")
    diagnostic = error("yaml-syntax", _("invalid YAML: {message}").format(message=message))
    return diagnostic.at(mark.line + 1, mark.column + 1) if mark is not None else diagnostic


def _reader_problem(text: str, exc: yaml.reader.ReaderError) -> Diagnostic:
    line = text.count("\n", 0, exc.position) + 1
    column = exc.position - (text.rfind("\n", 0, exc.position) + 1) + 1
    message = _("the file contains the control character #x{code}, which YAML does not "
                "allow; is it a text file?").format(code=f"{exc.character:04x}")
    return error("yaml-syntax", message).at(line, column)


def _too_deep() -> Diagnostic:
    return error("too-deep", _("the file nests deeper than {depth} levels").format(
        depth=MAX_DEPTH))


def too_many(aliased: int) -> Diagnostic:
    """The node limit, with what made the file so large: its own values, or aliases."""
    if aliased:
        return error("too-many-nodes", _(
            "the file's YAML aliases expand it to more than {limit} values ({aliased} of them "
            "repeated by aliases); a board file needs no aliases").format(
            limit=grouped(MAX_NODES), aliased=grouped(aliased)))
    return error("too-many-nodes", _("the file holds more than {limit} values; no board file "
                                     "is this large").format(limit=grouped(MAX_NODES)))


def _recursive() -> Diagnostic:
    return error("recursive-alias", _("a YAML alias refers to a node that contains it"))


def bounds_problem(root: Any) -> Diagnostic | None:
    """Expanded node count and nesting depth, counting shared (aliased) containers once each.

    Run after parsing when the text has anchors, and before jsonschema reports errors (its
    messages repr() the values, which a deeply nested value would overflow).
    """
    sizes: dict[int, int] = {}
    active: set[int] = set()
    stack: list[tuple[Any, bool]] = [(root, False)]
    while stack:
        node, finished = stack.pop()
        children = node.values() if isinstance(node, dict) else node
        if finished:
            size = 1 + sum(sizes.get(id(child), 1) for child in children)
            if size > MAX_NODES:
                return too_many(1)
            sizes[id(node)] = size
            active.discard(id(node))
            continue
        if id(node) in sizes:
            continue
        if id(node) in active:
            return _recursive()
        if len(active) >= MAX_DEPTH:
            return _too_deep()
        active.add(id(node))
        stack.append((node, True))
        stack.extend((child, False) for child in children if isinstance(child, (dict, list)))
    return None
