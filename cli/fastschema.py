"""A fast yes/no check of a document against a JSON Schema, for the happy path.

jsonschema stays the authority: it produces every error message. But it spends ~3 ms on a
typical board, ten times the YAML parse. This module compiles a schema once into nested
closures that answer only "valid or not", for the keywords boardscore's schemas use. A schema
using any other keyword does not compile (`compile_schema` returns None) and jsonschema checks
every document. tests/test_fastschema.py checks that both give the same verdict.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any

    Check = Callable[[Any], bool]

_ANNOTATIONS = frozenset({"$schema", "$id", "$defs", "$comment", "title", "description",
                          "default", "examples", "deprecated", "readOnly", "writeOnly",
                          # editor annotations (VS Code, the YAML language server)
                          "markdownDescription", "enumDescriptions",
                          "markdownEnumDescriptions", "doNotSuggest"})


class Unsupported(Exception):
    """A keyword this compiler does not know: fall back to jsonschema."""


def compile_schema(schema: Mapping[str, Any]) -> Check | None:
    try:
        return _Compiler(schema).compile(schema)
    except Unsupported:
        return None


def _is_integer(value: Any) -> bool:
    if isinstance(value, bool):
        return False
    return isinstance(value, int) or (isinstance(value, float) and value.is_integer())


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


_TYPES: dict[str, Check] = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": _is_integer,
    "number": _is_number,
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}


def _all_of(checks: list[Check]) -> Check:
    """`a and b and …` as chained closures: far cheaper per call than all() over a generator."""
    if not checks:
        return lambda _: True
    if len(checks) == 1:
        return checks[0]
    first, rest = checks[0], _all_of(checks[1:])
    return lambda v: first(v) and rest(v)


def _any_of(checks: list[Check]) -> Check:
    if not checks:
        return lambda _: False
    if len(checks) == 1:
        return checks[0]
    first, rest = checks[0], _any_of(checks[1:])
    return lambda v: first(v) or rest(v)


def _remember_strings(check: Check, limit: int = 4096) -> Check:
    """Cache verdicts on strings: a batch repeats the same tile shorthands thousands of times."""
    verdicts: dict[str, bool] = {}

    def run(v: Any) -> bool:
        if type(v) is not str:
            return check(v)
        verdict = verdicts.get(v)
        if verdict is None:
            if len(verdicts) >= limit:
                verdicts.clear()
            verdict = verdicts[v] = check(v)
        return verdict
    return run


def _equal(one: Any, two: Any) -> bool:
    """JSON equality as jsonschema has it: true is not 1, 1.0 is 1."""
    if isinstance(one, bool) or isinstance(two, bool):
        return isinstance(one, bool) and isinstance(two, bool) and one == two
    if isinstance(one, dict) and isinstance(two, dict):
        return one.keys() == two.keys() and all(_equal(one[k], two[k]) for k in one)
    if isinstance(one, list) and isinstance(two, list):
        return len(one) == len(two) and all(_equal(a, b) for a, b in zip(one, two, strict=True))
    if isinstance(one, (dict, list, str)) or isinstance(two, (dict, list, str)):
        return type(one) is type(two) and one == two
    return bool(one == two)


class _Compiler:
    def __init__(self, root: Mapping[str, Any]) -> None:
        self.root = root
        self.refs: dict[str, Check] = {}

    def compile(self, schema: Any) -> Check:
        if schema is True:
            return lambda _: True
        if schema is False:
            return lambda _: False
        if not isinstance(schema, Mapping):
            raise Unsupported(repr(schema))
        maybe = [self._keyword(key, value, schema) for key, value in schema.items()
                 if key not in _ANNOTATIONS and not key.startswith("x-")]
        return _all_of([check for check in maybe if check is not None])

    def _keyword(self, key: str, value: Any, schema: Mapping[str, Any]) -> Check | None:
        handler = getattr(self, "_" + key.replace("$", "dollar_"), None)
        if handler is None:
            if key in ("then", "else"):
                return None  # compiled with `if`
            raise Unsupported(key)
        check: Check | None = handler(value, schema)
        return check

    def _type(self, value: Any, _: Any) -> Check:
        names = [value] if isinstance(value, str) else list(value)
        return _any_of([_TYPES[name] for name in names])

    def _properties(self, value: Mapping[str, Any], _: Any) -> Check:
        compiled = {name: self.compile(sub) for name, sub in value.items()}
        pairs = list(compiled.items())

        def check(v: Any) -> bool:
            if not isinstance(v, dict):
                return True
            if len(pairs) < len(v):  # walk whichever side is shorter (an `if` names one key)
                return all(key not in v or sub(v[key]) for key, sub in pairs)
            for key, item in v.items():
                found = compiled.get(key)
                if found is not None and not found(item):
                    return False
            return True
        return check

    def _patternProperties(self, value: Mapping[str, Any], _: Any) -> Check:
        compiled = [(re.compile(p), self.compile(sub)) for p, sub in value.items()]
        return lambda v: not isinstance(v, dict) or all(
            check(item) for key, item in v.items() for pattern, check in compiled
            if pattern.search(key))

    def _additionalProperties(self, value: Any, schema: Mapping[str, Any]) -> Check:
        known = set(schema.get("properties", {}))
        patterns = [re.compile(p) for p in schema.get("patternProperties", {})]
        extra = self.compile(value)

        def check(v: Any) -> bool:
            if not isinstance(v, dict):
                return True
            for key, item in v.items():
                if key in known or (patterns and any(p.search(key) for p in patterns)):
                    continue
                if not extra(item):
                    return False
            return True
        return check

    def _propertyNames(self, value: Any, _: Any) -> Check:
        name = self.compile(value)
        return lambda v: not isinstance(v, dict) or all(name(key) for key in v)

    def _uniqueItems(self, value: bool, _: Any) -> Check | None:
        if not value:
            return None

        def check(v: Any) -> bool:
            if not isinstance(v, list):
                return True
            return not any(_equal(a, b) for i, a in enumerate(v) for b in v[i + 1:])
        return check

    def _required(self, value: list[str], _: Any) -> Check:
        return lambda v: not isinstance(v, dict) or all(name in v for name in value)

    def _items(self, value: Any, _: Any) -> Check:
        item = self.compile(value)

        def check(v: Any) -> bool:
            if isinstance(v, list):
                for x in v:
                    if not item(x):
                        return False
            return True
        return check

    def _prefixItems(self, value: list[Any], _: Any) -> Check:
        items = [self.compile(sub) for sub in value]

        def check(v: Any) -> bool:
            return not isinstance(v, list) or all(
                item(x) for item, x in zip(items, v, strict=False))
        return check

    def _minItems(self, value: int, _: Any) -> Check:
        return lambda v: not isinstance(v, list) or len(v) >= value

    def _maxItems(self, value: int, _: Any) -> Check:
        return lambda v: not isinstance(v, list) or len(v) <= value

    def _minLength(self, value: int, _: Any) -> Check:
        return lambda v: not isinstance(v, str) or len(v) >= value

    def _maxLength(self, value: int, _: Any) -> Check:
        return lambda v: not isinstance(v, str) or len(v) <= value

    def _pattern(self, value: str, _: Any) -> Check:
        search = re.compile(value).search
        return lambda v: not isinstance(v, str) or search(v) is not None

    def _minimum(self, value: float, _: Any) -> Check:
        return lambda v: not _is_number(v) or v >= value

    def _maximum(self, value: float, _: Any) -> Check:
        return lambda v: not _is_number(v) or v <= value

    def _enum(self, value: list[Any], _: Any) -> Check:
        if all(type(choice) is str for choice in value):  # the common case: a set lookup
            strings = frozenset(value)
            return lambda v: type(v) is str and v in strings
        return lambda v: any(_equal(v, choice) for choice in value)

    def _const(self, value: Any, _: Any) -> Check:
        if type(value) is str:
            return lambda v: type(v) is str and v == value
        return lambda v: _equal(v, value)

    def _not(self, value: Any, _: Any) -> Check:
        inner = self.compile(value)
        return lambda v: not inner(v)

    def _anyOf(self, value: list[Any], _: Any) -> Check:
        return _any_of([self.compile(sub) for sub in value])

    def _allOf(self, value: list[Any], _: Any) -> Check:
        return _all_of([self.compile(sub) for sub in value])

    def _oneOf(self, value: list[Any], _: Any) -> Check:
        options = [self.compile(sub) for sub in value]
        return lambda v: sum(1 for option in options if option(v)) == 1

    def _if(self, value: Any, schema: Mapping[str, Any]) -> Check:
        condition = self.compile(value)
        then = self.compile(schema.get("then", True))
        otherwise = self.compile(schema.get("else", True))
        return lambda v: then(v) if condition(v) else otherwise(v)

    def _dollar_ref(self, value: str, _: Any) -> Check:
        if not value.startswith("#/"):
            raise Unsupported(value)
        if value in self.refs:
            return self.refs[value]
        cell: list[Check] = []

        def forward(v: Any) -> bool:  # used only by recursive references, filled in below
            return cell[0](v)

        self.refs[value] = forward
        target: Any = self.root
        for part in value[2:].split("/"):
            target = target[part.replace("~1", "/").replace("~0", "~")]
        compiled = _remember_strings(self.compile(target))
        cell.append(compiled)
        self.refs[value] = compiled
        return compiled
