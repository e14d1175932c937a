"""The JSON Schemas as files: each game's (in the package its declaration names), `any` (every
game's, chosen by `game:`, for editors) and the result's; and the schema a document is checked
with once the game has read its French names (`x-normalized`). Read by validation, the limits
and the editors' commands alike, below all three."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from functools import cache
from importlib import import_module

from boardscore.scorers.registry import GAMES, game_ids

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any


def schema_text(game: str) -> str:
    """The schema shipped in the package the game's declaration names (boardscore.schemas for
    the built-in games and the result), found by the package's own path: the scoring path
    avoids importing importlib.resources, ~5 ms."""
    if game == "any":
        return any_schema_text()
    entry = GAMES.get(game)
    package = import_module(entry.schema_package if entry else "boardscore.schemas")
    folder = os.path.dirname(package.__file__ or "")
    with open(os.path.join(folder, f"{game}.schema.json"), encoding="utf-8") as handle:
        return handle.read()


@cache
def schema_of(game: str) -> dict[str, Any]:
    """The schema a document is checked with once the game has read its French names as the
    canonical ids (GameHooks.normalize). The schema file describes the file as written, for
    editors (`rouge`, `Forêt`); a node it gives under `x-normalized` is the one checked here."""
    text = schema_text(game)
    schema: dict[str, Any] = json.loads(text)
    return as_read(schema) if '"x-normalized"' in text else schema


def as_read(schema: Any) -> Any:
    """The schema with every node that has an `x-normalized` node replaced by it."""
    if isinstance(schema, dict):
        if "x-normalized" in schema:
            read = as_read(schema["x-normalized"])
            names = sorted(set(names_of(schema)))  # the file's names, both languages
            return {**read, "x-suggest": names} if isinstance(read, dict) and names else read
        return {key: as_read(value) for key, value in schema.items()}
    if isinstance(schema, list):
        return [as_read(item) for item in schema]
    return schema


def names_of(schema: Any) -> Iterator[str]:
    """Every text value an `enum` of the node accepts (what did-you-mean suggests from)."""
    if isinstance(schema, dict):
        for key, value in schema.items():
            if key == "enum" and isinstance(value, list):
                yield from (item for item in value if isinstance(item, str))
            elif key in ("oneOf", "anyOf", "x-normalized"):
                yield from names_of(value)
    elif isinstance(schema, list):
        for item in schema:
            yield from names_of(item)


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
