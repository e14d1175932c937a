"""JSON Schema validation (Draft 2020-12) with the schemas' own messages and stable codes.

Validators are built once per game per process. A schema node's ``x-error`` / ``x-errors``
replace jsonschema's wording (see schemas/__init__.py); other errors get plain English. Both
are looked up in the chosen language (the schemas' messages are extracted by babel.cfg's
extractor) before {value} and {count} are filled in.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Mapping
from functools import cache
from itertools import islice

from boardscore.fastschema import compile_schema
from boardscore.loading import bounds_problem
from boardscore.schemafiles import names_of, schema_of
from boardscore.scorers.diagnostics import Diagnostic, Path, error
from boardscore.scorers.i18n import N_, _, ngettext
from boardscore.scorers.suggest import closest, with_suggestion

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:  # jsonschema is imported only when a document has errors to report
    from typing import Any

    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import ValidationError

_TYPE_NAMES = {
    "object": N_("a mapping"), "array": N_("a list"), "string": N_("text"),
    "integer": N_("a whole number"), "number": N_("a number"), "boolean": N_("true or false"),
    "null": N_("nothing (null)"),
}

# What the clean-ups after validation need to know about a diagnostic, whatever the language
# of its message: the key a "missing required key" names, the key an unknown key's "did you
# mean" suggests, or that a value was found empty.
Fact = tuple[str, str] | None
MISSING, SUGGESTS, EMPTY = "missing", "suggests", "empty"


def alternatives(choices: list[str]) -> str:
    """`a or b or c`, in the chosen language."""
    text = choices[0] if choices else ""
    for choice in choices[1:]:
        text = _("{one} or {other}").format(one=text, other=choice)
    return text


def _suggested(message: str, instance: Any, schema: Any) -> str:
    """The message, with `did you mean "X"?` when a misspelled name is close to one the
    schema accepts (`forrest`: "forest")."""
    if not isinstance(instance, str) or not isinstance(schema, Mapping):
        return message
    names = schema.get("x-suggest") or list(names_of(schema))
    if not names:
        return message
    return with_suggestion(message, instance, names)


@cache
def validator_for(game: str) -> Draft202012Validator:
    # lazy: jsonschema only when the fast schema check finds a problem
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
    # lazy: limits.py only when the fast schema check finds a problem
    from boardscore.limits import oversized_in_data

    oversized = oversized_in_data(document, game)
    if oversized:  # reported alone: jsonschema would walk every entry of those lists
        return oversized
    too_big = bounds_problem(document)
    if too_big is not None:
        return [too_big]
    found: dict[tuple[Path, str, str], tuple[Diagnostic, Fact]] = {}
    # lazy: limits.py only when the fast schema check finds a problem
    from boardscore.limits import MAX_SCHEMA_ERRORS, schema_stopped

    errors = validator_for(game).iter_errors(document)
    for exc in islice(errors, MAX_SCHEMA_ERRORS):  # bounded work, whatever the file
        for diagnostic, fact in _diagnostics(exc):
            found.setdefault((diagnostic.path, diagnostic.code, diagnostic.message),
                             (diagnostic, fact))
    if next(errors, None) is not None:
        stopped = schema_stopped()
        found[(stopped.path, stopped.code, stopped.message)] = (stopped, None)
    return _indentation_slips(_without_misspelt_required(list(found.values())), document)


def _indentation_slips(diagnostics: list[tuple[Diagnostic, Fact]],
                       document: Any) -> list[Diagnostic]:
    """`tiles:` left empty and followed by keys that are not keys of its mapping: they were
    meant to be under it, one level deeper. One message instead of an "expected a mapping,
    found nothing" and an "unknown key" per line."""
    unknown = {d.path for d, _fact in diagnostics if d.code == "unknown-key" and d.path}
    if not unknown:
        return [d for d, _fact in diagnostics]
    merged: dict[Path, Diagnostic] = {}
    dropped: set[Path] = set()
    for d, fact in diagnostics:
        slipped = _slipped_keys(d, fact, document, unknown)
        if slipped:
            dropped.update((*d.path[:-1], other) for other in slipped)
            listed = ", ".join(slipped[:3]) + (", …" if len(slipped) > 3 else "")
            merged[d.path] = error("indentation", _(
                '"{key}" is empty, and the keys after it ({keys}) are not keys here: indent '
                'them under "{key}", one level deeper').format(key=d.path[-1], keys=listed),
                d.path)
    return [merged.get(d.path, d) if d.path in merged and d.code == "schema" else d
            for d, _fact in diagnostics if d.path not in dropped or d.code != "unknown-key"]


def _slipped_keys(diagnostic: Diagnostic, fact: Fact, document: Any,
                  unknown: set[Path]) -> list[str]:
    """The unknown keys right after an empty key, in its mapping: meant to be under it."""
    if diagnostic.code != "schema" or not diagnostic.path or fact is None or fact[0] != EMPTY:
        return []
    parent, key = diagnostic.path[:-1], diagnostic.path[-1]
    mapping = _at_path(document, parent)
    if not isinstance(mapping, Mapping):
        return []
    keys = list(mapping)
    slipped: list[str] = []
    for other in keys[keys.index(key) + 1:] if key in keys else []:
        if (*parent, str(other)) not in unknown:
            break
        slipped.append(str(other))
    return slipped


def _at_path(document: Any, path: Path) -> Any:
    node = document
    for part in path:
        try:
            node = node[part]
        except (KeyError, IndexError, TypeError):
            return None
    return node


def _without_misspelt_required(diagnostics: list[tuple[Diagnostic, Fact]]
                               ) -> list[tuple[Diagnostic, Fact]]:
    """`color: red` makes `colour` missing too; the unknown-key hint already says it."""
    suggested = {(d.path[:-1], fact[1]) for d, fact in diagnostics
                 if d.code == "unknown-key" and fact is not None and fact[0] == SUGGESTS}
    return [(d, fact) for d, fact in diagnostics
            if not (fact is not None and fact[0] == MISSING and (d.path, fact[1]) in suggested)]


def _diagnostics(exc: ValidationError) -> Iterator[tuple[Diagnostic, Fact]]:
    path: Path = tuple(exc.absolute_path)
    custom = _custom_error(exc)
    instance: Any = exc.instance
    if "propertyNames" in exc.relative_schema_path and isinstance(instance, str):
        path = (*path, instance)  # a bad key is reported at the key itself
    if custom is not None:
        message = _fill(_(custom["message"]), instance)
        yield error(custom["code"], _suggested(message, instance, exc.schema), path), None
    elif exc.validator == "additionalProperties" and isinstance(instance, Mapping):
        yield from _unknown_keys(instance, exc.schema, path)
    else:
        message = _plain_message(exc)
        if exc.validator in ("enum", "const", "oneOf", "anyOf"):
            message = _suggested(message, instance, exc.schema)
        yield error("schema", message, path), _fact(exc)


def _fact(exc: ValidationError) -> Fact:
    """What a plain message says, for the clean-ups (see Fact)."""
    value: Any = exc.validator_value
    instance: Any = exc.instance
    if exc.validator == "required":
        return MISSING, str(_missing_key(value, instance))
    if exc.validator == "type" and instance is None:
        return EMPTY, ""
    return None


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


def _unknown_keys(instance: Mapping[Any, Any], schema: Any, path: Path
                  ) -> Iterator[tuple[Diagnostic, Fact]]:
    known = list(schema.get("properties", {})) if isinstance(schema, Mapping) else []
    for key in instance:
        if key in known or _matches_pattern(schema, key):
            continue
        close = closest(str(key), known, ignore_case=False)
        if close is not None:
            message = unknown_key_message(key, close)
            yield error("unknown-key", message, (*path, str(key))), (SUGGESTS, close)
        else:
            message = _('unknown key "{key}"; expected {keys}').format(
                key=key, keys=_key_list(known))
            yield error("unknown-key", message, (*path, str(key))), None


def unknown_key_message(key: object, suggestion: str) -> str:
    return _('unknown key "{key}"; did you mean "{suggestion}"?').format(
        key=key, suggestion=suggestion)


def _matches_pattern(schema: Any, key: str) -> bool:
    patterns = schema.get("patternProperties", {}) if isinstance(schema, Mapping) else {}
    return any(re.search(pattern, str(key)) for pattern in patterns)


def _key_list(keys: list[str]) -> str:
    return ", ".join(keys) if keys else _("no keys here")


def _plain_message(exc: ValidationError) -> str:
    keyword: Any = exc.validator
    value: Any = exc.validator_value
    instance: Any = exc.instance
    if keyword == "type":
        wanted = [value] if isinstance(value, str) else list(value)
        names = alternatives([_(_TYPE_NAMES[name]) if name in _TYPE_NAMES else name
                              for name in wanted])
        return _("expected {expected}, found {found}").format(expected=names,
                                                             found=_describe(instance))
    if keyword == "required":
        return _('missing required key "{key}"').format(key=_missing_key(value, instance))
    if keyword in ("enum", "const"):
        choices = value if keyword == "enum" else [value]
        return _("{value} is not allowed; use {choices}").format(
            value=_short(instance), choices=alternatives([_short(c) for c in choices]))
    if keyword in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
        message = _("{value} is out of range (must be at least {limit})") \
            if "inimum" in keyword else _("{value} is out of range (must be at most {limit})")
        return message.format(value=_short(instance), limit=value)
    if keyword in ("minItems", "maxItems"):
        # the same English for one and many ("at least 1 entries"): the plural is French's
        message = ngettext("expected at least {limit} entries, found {count}",
                           "expected at least {limit} entries, found {count}", value) \
            if keyword == "minItems" else \
            ngettext("expected at most {limit} entries, found {count}",
                     "expected at most {limit} entries, found {count}", value)
        return message.format(limit=value, count=len(instance))
    if keyword == "minLength":
        return _("cannot be empty") if value == 1 else \
            _("must be at least {limit} characters").format(limit=value)
    if keyword == "pattern":
        return _('"{value}" is not in the expected form').format(value=_short(instance))
    if keyword == "maxLength":  # jsonschema's own words repeat the whole text
        return _("a text of {count} characters; at most {limit}").format(count=len(instance),
                                                                         limit=value)
    return exc.message  # a keyword no schema uses today: jsonschema's own (English) words


def _missing_key(required: Any, instance: Any) -> Any:
    """The first required key the mapping lacks."""
    missing = [key for key in required if isinstance(instance, Mapping) and key not in instance]
    return missing[0] if missing else required[0]


def _describe(instance: Any) -> str:
    if isinstance(instance, bool):
        return _("{value} (YAML reads yes/no/on/off as booleans: quote them)").format(
            value=str(instance).lower())
    if isinstance(instance, dict):
        return _("a mapping")
    if isinstance(instance, list):
        return _("a list")
    if isinstance(instance, str):
        return _('text "{value}"').format(value=_short(instance))
    if instance is None:
        return _("nothing (an empty value)")
    return _("the number {value}").format(value=_short(instance))
