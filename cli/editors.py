"""What editors need: `boardscore schema any` (one schema for every board file, chosen by its
`game:` key) and the `$schema` pointer at the top of the files `example` and `new` print."""

from __future__ import annotations

import json
from typing import Any

from boardscore.scorers.registry import game_ids
from boardscore.validation import schema_of


def any_schema() -> dict[str, Any]:
    """The four game schemas under `$defs`, each chosen by `game:`. Every `$ref` of a game
    is rewritten to its new place and the embedded `$id`s dropped, so that editors that do not
    resolve embedded resources read it as well as jsonschema does."""
    games = list(game_ids())
    defs = {game: _moved(schema_of(game), f"#/$defs/{game}") for game in games}
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "urn:boardscore:schema:any",
        "title": "boardscore input: any game",
        "description": "A board file of any game boardscore scores; its `game:` key decides "
                       "which game's schema applies. Rules: `boardscore rules GAME`.",
        "type": "object",
        "required": ["game"],
        "properties": {"game": {
            "description": "The game this file is a board of.",
            "enum": games,
            "enumDescriptions": [schema_of(g).get("title", g) for g in games],
            "markdownEnumDescriptions": [f"`{g}`: {schema_of(g).get('title', g)}"
                                         for g in games]}},
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


def with_schema_pointer(game: str, name: str, text: str) -> str:
    """A file to start from, pointing at `GAME.schema.json` beside it (written by `boardscore
    schema GAME -o GAME.schema.json`): a comment for the YAML language server, or a `$schema`
    key in JSON."""
    schema = f"{game}.schema.json"
    if name.endswith(".json"):
        opening = text.index("{") + 1
        return f'{text[:opening]}\n  "$schema": "{schema}",{text[opening:]}'
    return f"# yaml-language-server: $schema={schema}\n{text}"
