"""Babel extractors, named in babel.cfg: `pybabel extract -F babel.cfg` then finds these
messages beside the `_()` calls of the code. The schemas' own messages (`x-error`, `x-errors`
and `x-limit` entries: validation.py and limits.py translate them where they are shown), and
the comments of the example files (examples/comments.py: `boardscore example` prints them in
the chosen language), and the web page's own sentences (pagewords.py: the server sends them
to the page translated, GET /api/messages)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import IO, Any

from boardscore.examples.comments import comments
from boardscore.pagewords import page_sentences


def extract_schema_messages(fileobj: IO[bytes], keywords: Any, comment_tags: Any,
                            options: Any) -> Iterator[tuple[int, str, str, list[str]]]:
    del keywords, comment_tags, options
    text = fileobj.read().decode("utf-8")
    for message in sorted(set(_messages(json.loads(text)))):
        line = text[: max(text.find(json.dumps(message, ensure_ascii=False)[1:-1]), 0)]
        yield line.count("\n") + 1, "_", message, []


def _messages(schema: Any) -> Iterator[str]:
    if isinstance(schema, dict):
        for key, value in schema.items():
            if key in ("x-error", "x-limit") and isinstance(value, dict) and "message" in value:
                yield value["message"]
            elif key == "x-errors" and isinstance(value, dict):
                yield from (entry["message"] for entry in value.values()
                            if isinstance(entry, dict) and "message" in entry)
            else:
                yield from _messages(value)
    elif isinstance(schema, list):
        for item in schema:
            yield from _messages(item)


def extract_example_comments(fileobj: IO[bytes], keywords: Any, comment_tags: Any,
                             options: Any) -> Iterator[tuple[int, str, str, list[str]]]:
    del keywords, comment_tags, options
    for comment in comments(fileobj.read().decode("utf-8")):
        yield comment.first + 1, "_", comment.text, []


def extract_page_messages(fileobj: IO[bytes], keywords: Any, comment_tags: Any,
                          options: Any) -> Iterator[tuple[int, str, str, list[str]]]:
    """The web page's own sentences: each `t("…")` of a script (pagewords.py)."""
    del keywords, comment_tags, options
    for line, sentence in page_sentences(fileobj.read().decode("utf-8")):
        yield line, "_", sentence, []
