"""The comments of an example file, in the chosen language: each comment is a message of the
catalogue (extracted by boardscore.i18n_extract, named in babel.cfg), so that a French run of
`boardscore example GAME` prints the same file with its comments in French.

A message is a paragraph of whole-line comments (consecutive lines at the same indentation, up
to an empty `#` line) or the comment at the end of a line of data; comments without a word
(`# 12`, `# B2 C2 D2`) are no messages. Only comment text changes: every line of data is kept
as it is, so the document read from the translated file is the English one (a test checks it).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

_WHOLE_LINE = re.compile(r"^(\s*)#(.*)$")
_WORD = re.compile(r"[^\W\d_]{2,}")
_BLOCK_SCALAR = re.compile(r"[|>][-+0-9]*$")


@dataclass(frozen=True)
class Comment:
    """One message: its first line (0-based), how many lines, and where its text starts."""

    first: int
    count: int
    indent: str  # whole-line comments: the indentation before `#`; trailing: the data and `#`
    text: str  # the lines' text, without `# `, joined by newlines
    whole_line: bool


def comments(text: str) -> list[Comment]:
    """Every comment that is a message, in the order of the file."""
    return [c for c in _all_comments(text.splitlines()) if _WORD.search(c.text)]


def translated(text: str, translate: Callable[[str], str]) -> str:
    """The file with each comment replaced by `translate(comment)` (the file as it was where
    the translation is the English text)."""
    lines = text.splitlines(keepends=True)
    for comment in reversed(comments(text)):
        said = translate(comment.text)
        if said != comment.text:
            lines[comment.first:comment.first + comment.count] = _written(comment, said)
    return "".join(lines)


def _written(comment: Comment, said: str) -> list[str]:
    if comment.whole_line:
        return [f"{comment.indent}# {line}".rstrip() + "\n" for line in said.split("\n")]
    one_line = " ".join(said.splitlines())  # a comment after data stays on its line
    return [f"{comment.indent} {one_line}\n"]


def _all_comments(lines: list[str]) -> Iterator[Comment]:
    paragraph: list[tuple[int, str, str]] = []  # (line, indentation, text)
    block_indent: int | None = None  # inside a block scalar deeper than this indentation
    for number, line in enumerate(lines):
        if block_indent is not None and (not line.strip() or _indent(line) > block_indent):
            continue
        block_indent = None
        whole = _WHOLE_LINE.match(line)
        if whole and whole.group(2).strip() and (not paragraph or paragraph[-1][1]
                                                  == whole.group(1)):
            paragraph.append((number, whole.group(1), whole.group(2).removeprefix(" ")))
            continue
        yield from _paragraph(paragraph)
        paragraph = []
        if whole:
            if whole.group(2).strip():
                paragraph = [(number, whole.group(1), whole.group(2).removeprefix(" "))]
            continue
        data, comment = _split(line.rstrip("\n"))
        if comment is not None:
            yield Comment(number, 1, data + "#", comment.removeprefix(" ").rstrip(), False)
        if _BLOCK_SCALAR.search(data.rstrip()):
            block_indent = _indent(line)
    yield from _paragraph(paragraph)


def _paragraph(paragraph: list[tuple[int, str, str]]) -> Iterator[Comment]:
    if paragraph:
        yield Comment(paragraph[0][0], len(paragraph), paragraph[0][1],
                      "\n".join(text.rstrip() for _, _, text in paragraph), True)


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _split(line: str) -> tuple[str, str | None]:
    """`data   # comment` -> (`data   `, ` comment`); a `#` inside quotes or not after a space
    is data."""
    quote = None
    for at, char in enumerate(line):
        if quote is not None:
            quote = None if char == quote else quote
        elif char in "'\"" and (at == 0 or line[at - 1] in " [{,:"):
            quote = char
        elif char == "#" and at > 0 and line[at - 1] in " \t":
            return line[:at], line[at + 1:]
    return line, None
