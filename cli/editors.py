"""What editors need (docs/editors.md): `boardscore schema any`, one schema for every board file,
chosen by its `game:` key, and the pointer to it at the top of the files `example` and `new`
print: a `# yaml-language-server: $schema=boardscore.schema.json` comment in YAML, a `$schema`
key in JSON. BOARDSCORE_SCHEMA chooses where the pointer points, or that there is none."""

from __future__ import annotations

import json
import os
from typing import Any
from urllib.parse import quote

from boardscore.scorers.registry import game_ids
from boardscore.validation import schema_text

SCHEMA_FILE = "boardscore.schema.json"  # what `boardscore schema any -o` writes, in docs
ENVIRONMENT = "BOARDSCORE_SCHEMA"


def any_schema() -> dict[str, Any]:
    """The four game schemas under `$defs`, each chosen by `game:`. Every `$ref` of a game
    is rewritten to its new place and the embedded `$id`s dropped, so that editors that do not
    resolve embedded resources read it as well as jsonschema does. The games' schemas are taken
    as their files give them: they describe a file as written, French names included."""
    games = list(game_ids())
    written = {game: json.loads(schema_text(game)) for game in games}
    defs = {game: _moved(written[game], f"#/$defs/{game}") for game in games}
    titles = [written[game].get("title", game) for game in games]
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "urn:boardscore:schema:any",
        "title": "boardscore input: any game",
        "description": "A board file of any game boardscore scores; its `game:` key decides "
                       "which game's schema applies. Rules: `boardscore rules GAME`.",
        "type": "object",
        "properties": {"game": {
            "description": "The game this file is a board of.",
            "enum": games,
            "enumDescriptions": titles,
            "markdownEnumDescriptions": titles}},
        # `game` is required through anyOf rather than `required`: editors turn a root's
        # `required` keys into a completion item of their own, here one that wrote `game: `
        # alone beside the real `game` completion.
        "anyOf": [{"required": ["game"]}],
        "allOf": [{"if": {"properties": {"game": {"const": g}}, "required": ["game"]},
                   "then": {"$ref": f"#/$defs/{g}"}} for g in games],
        "$defs": defs,
    }


def _moved(schema: Any, base: str) -> Any:
    if isinstance(schema, dict):
        moved = {key: _moved(value, base) for key, value in schema.items()
                 if key not in ("$id", "$schema") or not isinstance(value, str)}
        ref = moved.get("$ref")
        if isinstance(ref, str) and ref.startswith("#"):
            moved["$ref"] = base + ref[1:]
        return moved
    if isinstance(schema, list):
        return [_moved(item, base) for item in schema]
    return schema


def any_schema_text() -> str:
    return json.dumps(any_schema(), indent=2, ensure_ascii=False) + "\n"


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
    from boardscore.loading import parse

    data = parse(text).data  # as boardscore reads it: dates stay text
    document = {"$schema": pointer, **data} if pointer is not None else dict(data)
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"
