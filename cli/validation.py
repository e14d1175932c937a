"""JSON Schema validation (Draft 2020-12) with the schemas' own messages and stable codes.

Validators are built once per game per process. A schema node's ``x-error`` / ``x-errors``
replace jsonschema's wording (see schemas/__init__.py); other errors get plain English.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Iterator, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from boardscore.fastschema import compile_schema
from boardscore.loading import bounds_problem
from boardscore.scorers.diagnostics import Diagnostic, Path, error

if TYPE_CHECKING:  # jsonschema is imported only when a document has errors to report
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import ValidationError

_TYPE_NAMES = {
    "object": "a mapping", "array": "a list", "string": "text", "integer": "a whole number",
    "number": "a number", "boolean": "true or false", "null": "nothing (null)",
}


def schema_text(game: str) -> str:
    """The schema shipped beside schemas/__init__.py (found by the package's own path: the
    scoring path avoids importing importlib.resources, ~5 ms)."""
    from boardscore import schemas

    if game == "any":
        from boardscore.editors import any_schema_text

        return any_schema_text()
    folder = os.path.dirname(schemas.__file__ or "")
    with open(os.path.join(folder, f"{game}.schema.json"), encoding="utf-8") as handle:
        return handle.read()


@cache
def schema_of(game: str) -> dict[str, Any]:
    schema: dict[str, Any] = json.loads(schema_text(game))
    return schema


@cache
def validator_for(game: str) -> Draft202012Validator:
    from jsonschema import Draft202012Validator

    return Draft202012Validator(schema_of(game))


@cache
def _fast_check(game: str) -> Callable[[Any], bool] | None:
    return compile_schema(schema_of(game))


def schema_errors(game: str, document: Any) -> list[Diagnostic]:
    """Every schema error, each once, in document order of discovery."""
    fast = _fast_check(game)
    if fast is not None and fast(document):
        return []  # the happy path: jsonschema only runs when there is something to report
    from boardscore.limits import oversized_in_data

    oversized = oversized_in_data(document, game)
    if oversized:  # reported alone: jsonschema would walk every entry of those lists
        return oversized
    too_big = bounds_problem(document)
    if too_big is not None:
        return [too_big]
    found: dict[tuple[Path, str, str], Diagnostic] = {}
    for exc in validator_for(game).iter_errors(document):
        for diagnostic in _diagnostics(exc):
            found.setdefault((diagnostic.path, diagnostic.code, diagnostic.message), diagnostic)
    return _indentation_slips(_without_misspelt_required(list(found.values())), document)


def _indentation_slips(diagnostics: list[Diagnostic], document: Any) -> list[Diagnostic]:
    """`tiles:` left empty and followed by keys that are not keys of its mapping: they were
    meant to be under it, one level deeper. One message instead of an "expected a mapping,
    found nothing" and an "unknown key" per line."""
    unknown = {d.path: d for d in diagnostics if d.code == "unknown-key" and d.path}
    if not unknown:
        return diagnostics
    merged: dict[Path, Diagnostic] = {}
    dropped: set[Path] = set()
    for d in diagnostics:
        if d.code != "schema" or not d.path or "found nothing" not in d.message:
            continue
        parent, key = d.path[:-1], d.path[-1]
        mapping = _at_path(document, parent)
        if not isinstance(mapping, Mapping):
            continue
        keys = list(mapping)
        after = keys[keys.index(key) + 1:] if key in keys else []
        slipped = []
        for other in after:
            if (*parent, str(other)) not in unknown:
                break
            slipped.append(str(other))
        if slipped:
            dropped.update((*parent, other) for other in slipped)
            listed = ", ".join(slipped[:3]) + (", …" if len(slipped) > 3 else "")
            merged[d.path] = error("indentation", f'"{key}" is empty, and the keys after it '
                                   f"({listed}) are not keys here: indent them under "
                                   f'"{key}", one level deeper', d.path)
    return [merged.get(d.path, d) if d.path in merged and d.code == "schema" else d
            for d in diagnostics if d.path not in dropped or d.code != "unknown-key"]


def _at_path(document: Any, path: Path) -> Any:
    node = document
    for part in path:
        try:
            node = node[part]
        except (KeyError, IndexError, TypeError):
            return None
    return node


def _without_misspelt_required(diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    """`color: red` makes `colour` missing too; the unknown-key hint already says it."""
    suggested = {(d.path[:-1], d.message.split('did you mean "')[1].rstrip('"?'))
                 for d in diagnostics if d.code == "unknown-key" and "did you mean" in d.message}
    return [d for d in diagnostics
            if not (d.message.startswith("missing required key")
                    and (d.path, d.message.split('"')[1]) in suggested)]


def _diagnostics(exc: ValidationError) -> Iterator[Diagnostic]:
    path: Path = tuple(exc.absolute_path)
    custom = _custom_error(exc)
    instance: Any = exc.instance
    if "propertyNames" in exc.relative_schema_path and isinstance(instance, str):
        path = (*path, instance)  # a bad key is reported at the key itself
    if custom is not None:
        yield error(custom["code"], _fill(custom["message"], instance), path)
    elif exc.validator == "additionalProperties" and isinstance(instance, Mapping):
        yield from _unknown_keys(instance, exc.schema, path)
    else:
        yield error("schema", _plain_message(exc), path)


def _custom_error(exc: ValidationError) -> Mapping[str, str] | None:
    schema = exc.schema if isinstance(exc.schema, Mapping) else {}
    per_keyword = schema.get("x-errors", {})
    found: Mapping[str, str] | None = per_keyword.get(exc.validator) or schema.get("x-error")
    return found


def _fill(message: str, instance: Any) -> str:
    count = len(instance) if isinstance(instance, (list, dict, str)) else 0
    return message.replace("{value}", _short(instance)).replace("{count}", str(count))


def _short(value: Any, limit: int = 60) -> str:
    try:
        text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False,
                                                             default=repr)
    except (ValueError, RecursionError):
        text = f"a {type(value).__name__}"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _unknown_keys(instance: Mapping[Any, Any], schema: Any, path: Path) -> Iterator[Diagnostic]:
    known = list(schema.get("properties", {})) if isinstance(schema, Mapping) else []
    for key in instance:
        if key in known or _matches_pattern(schema, key):
            continue
        import difflib  # only when there is an unknown key to report

        close = difflib.get_close_matches(str(key), known, n=1, cutoff=0.6)
        hint = f'; did you mean "{close[0]}"?' if close else f"; expected {_key_list(known)}"
        yield error("unknown-key", f'unknown key "{key}"{hint}', (*path, str(key)))


def _matches_pattern(schema: Any, key: str) -> bool:
    patterns = schema.get("patternProperties", {}) if isinstance(schema, Mapping) else {}
    return any(re.search(pattern, str(key)) for pattern in patterns)


def _key_list(keys: list[str]) -> str:
    return ", ".join(keys) if keys else "no keys here"


def _plain_message(exc: ValidationError) -> str:
    keyword: Any = exc.validator
    value: Any = exc.validator_value
    instance: Any = exc.instance
    if keyword == "type":
        wanted = [value] if isinstance(value, str) else list(value)
        names = " or ".join(_TYPE_NAMES.get(name, name) for name in wanted)
        return f"expected {names}, found {_describe(instance)}"
    if keyword == "required":
        missing = [key for key in value if isinstance(instance, Mapping) and key not in instance]
        return f'missing required key "{missing[0] if missing else value[0]}"'
    if keyword in ("enum", "const"):
        choices = value if keyword == "enum" else [value]
        return f"{_short(instance)} is not allowed; use {' or '.join(_short(c) for c in choices)}"
    if keyword in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
        side = "at least" if "inimum" in keyword else "at most"
        return f"{_short(instance)} is out of range (must be {side} {value})"
    if keyword in ("minItems", "maxItems"):
        side = "at least" if keyword == "minItems" else "at most"
        return f"expected {side} {value} entries, found {len(instance)}"
    if keyword == "minLength":
        return "cannot be empty" if value == 1 else f"must be at least {value} characters"
    if keyword == "pattern":
        return f'"{_short(instance)}" is not in the expected form'
    return exc.message


def _describe(instance: Any) -> str:
    if isinstance(instance, bool):
        return f"{str(instance).lower()} (YAML reads yes/no/on/off as booleans: quote them)"
    for python_type, name in ((dict, "a mapping"), (list, "a list"), (str, "text")):
        if isinstance(instance, python_type):
            shown = f' "{_short(instance)}"' if python_type is str else ""
            return name + shown
    if instance is None:
        return "nothing (an empty value)"
    return f"the number {_short(instance)}"
