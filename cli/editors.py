"""What editors need (docs/editors.md): `boardscore schema any`, one schema for every board file,
chosen by its `game:` key, and the pointer to it at the top of the files `example` and `new`
print: a `# yaml-language-server: $schema=boardscore.schema.json` comment in YAML, a `$schema`
key in JSON. BOARDSCORE_SCHEMA chooses where the pointer points, or that there is none."""

from __future__ import annotations

import json
import os
from urllib.parse import quote

from boardscore.schemafiles import any_schema, any_schema_text

__all__ = ["ENVIRONMENT", "SCHEMA_FILE", "any_schema", "any_schema_text", "schema_pointer"]

SCHEMA_FILE = "boardscore.schema.json"  # what `boardscore schema any -o` writes, in docs
ENVIRONMENT = "BOARDSCORE_SCHEMA"


def schema_pointer() -> str | None:
    """Where the files `example` and `new` print point for their schema: boardscore.schema.json
    beside them, or what BOARDSCORE_SCHEMA says (a path or a URL; `none`: no pointer, for an
    editor that maps files to the schema in its own settings). Empty is unset."""
    chosen = os.environ.get(ENVIRONMENT, "").strip()
    if not chosen:
        return SCHEMA_FILE
    if chosen.lower() == "none":
        return None
    if "://" in chosen:
        return chosen
    path = os.path.expanduser(chosen)
    if os.path.isabs(path):
        slashed = path.replace(os.sep, "/")
        return "file://" + quote(slashed if slashed.startswith("/") else "/" + slashed, "/:")
    return quote(path.replace(os.sep, "/"), "/:")  # read from the board's folder, as editors do


def with_schema_pointer(game: str, name: str, text: str) -> str:
    """A file to start from, pointing at its schema (schema_pointer): a modeline comment for
    the YAML language server, or, for a name ending in .json, a `$schema` key first in JSON.
    A game's template is YAML: for a .json name it is turned into JSON (its comments go)."""
    del game  # one schema, `schema any`, serves every game
    pointer = schema_pointer()
    if name.lower().endswith(".json"):
        return _json_with_pointer(text, pointer)
    if pointer is None:
        return text
    return f"# yaml-language-server: $schema={pointer}\n{text}"


def _json_with_pointer(text: str, pointer: str | None) -> str:
    stripped = text.lstrip()
    if stripped.startswith("{"):  # a JSON example: its own layout is kept
        if pointer is None:
            return text
        opening = text.index("{") + 1
        return f"{text[:opening]}\n  \"$schema\": {json.dumps(pointer)},{text[opening:]}"
    # lazy: loading.py (yaml) only for this kind of text, not on every `example`/`new`
    from boardscore.loading import parse

    data = parse(text).data  # as boardscore reads it: dates stay text
    document = {"$schema": pointer, **data} if pointer is not None else dict(data)
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"
