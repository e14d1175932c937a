"""PyYAML's syntax errors, said for the mistakes people make when they type a board: a tab
in the indentation, a quote or a bracket never closed (and where it opened), a line indented
to a column that belongs to nothing above it, a `-` written as an entry of a [ ] list."""

from __future__ import annotations

from collections.abc import Callable

import yaml

from boardscore.scorers.i18n import N_, _

Said = tuple[str, tuple[int, int]]  # the message, and the (line, column) it points at


def explained(exc: yaml.MarkedYAMLError, text: str) -> Said | None:
    lines = text.splitlines()
    for hint in _HINTS:
        said = hint(exc, lines)
        if said is not None:
            return said
    return None


def _at(mark: yaml.Mark | None) -> tuple[int, int]:
    return (mark.line + 1, mark.column + 1) if mark is not None else (1, 1)


def _character(lines: list[str], mark: yaml.Mark | None) -> str:
    """The character the mark points at ("" past the end of its line or of the text)."""
    if mark is None or mark.line >= len(lines) or mark.column >= len(lines[mark.line]):
        return ""
    return lines[mark.line][mark.column]


def _tab(exc: yaml.MarkedYAMLError, lines: list[str]) -> Said | None:
    if "cannot start any token" not in (exc.problem or "") or exc.problem_mark is None \
            or _character(lines, exc.problem_mark) != "\t":
        return None
    number = exc.problem_mark.line + 1
    line = lines[number - 1] if number <= len(lines) else ""
    indent = line[: len(line) - len(line.lstrip(" \t"))]
    if "\t" in indent:
        return (_("YAML indents with spaces; line {line} has a tab (replace it with "
                  "spaces)").format(line=number), (number, indent.index("\t") + 1))
    column = exc.problem_mark.column + 1
    return (_("line {line} has a tab at column {column}; YAML allows tabs only inside quoted "
              "text: use spaces").format(line=number, column=column), (number, column))


def _quote(exc: yaml.MarkedYAMLError, lines: list[str]) -> Said | None:
    if exc.context != "while scanning a quoted scalar" or exc.context_mark is None:
        return None
    line, column = _at(exc.context_mark)
    quote = lines[line - 1][column - 1] if line <= len(lines) and column <= len(lines[line - 1]) \
        else '"'
    return (_("the quote {quote} opened at line {line}, column {column} is never closed; end "
              "the text with {quote}").format(quote=quote, line=line, column=column),
            (line, column))


def _bracket(exc: yaml.MarkedYAMLError, lines: list[str]) -> Said | None:
    problem = exc.problem or ""
    if exc.context not in ("while parsing a flow sequence", "while parsing a flow mapping",
                           "while parsing a flow node") or exc.problem_mark is None:
        return None
    if "found '-'" in problem or (_character(lines, exc.problem_mark) == "-"
                                  and exc.context == "while parsing a flow node"):
        return (_("an empty space inside [ ] is written . (as in [., FFFF]); a - there must "
                  "come directly before , or ]"), _at(exc.problem_mark))
    opened = _unclosed(lines, exc.problem_mark.line, exc.problem_mark.column)
    if opened is None:
        return None
    character, line, column = opened
    closer = "]" if character == "[" else "}"
    where, seen = _at(exc.problem_mark)
    rest = "".join(lines[exc.problem_mark.line:])
    if not rest.strip():
        message = _("the {bracket} opened at line {line}, column {column} is never closed: add "
                    "{closer} before the file ends").format(
            bracket=character, line=line, column=column, closer=closer)
    else:
        message = _("the {bracket} opened at line {line}, column {column} is never closed: add "
                    "{closer} before line {where}, column {seen}").format(
            bracket=character, line=line, column=column, closer=closer, where=where, seen=seen)
    return message, (line, column)


def _unclosed(lines: list[str], end_line: int, end_column: int) -> tuple[str, int, int] | None:
    """The innermost [ or { still open before (end_line, end_column), outside quotes and
    comments (a scan good enough for the flow lists of a board file)."""
    stack: list[tuple[str, int, int]] = []
    for number, line in enumerate(lines[: end_line + 1]):
        quote: str | None = None
        for column, character in enumerate(line):
            if number == end_line and column >= end_column:
                break
            if quote is not None:
                quote = None if character == quote else quote
            elif character in "\"'" and (column == 0 or line[column - 1] in " [{,:"):
                quote = character
            elif character == "#" and (column == 0 or line[column - 1] == " "):
                break
            elif character in "[{":
                stack.append((character, number + 1, column + 1))
            elif character in "]}" and stack:
                stack.pop()
    return stack[-1] if stack else None


def _indentation(exc: yaml.MarkedYAMLError, lines: list[str]) -> Said | None:
    problem = exc.problem or ""
    if exc.problem_mark is None:
        return None
    line, column = _at(exc.problem_mark)
    if problem.startswith("mapping values are not allowed"):
        above = _previous(lines, line)
        if above is not None and _indent(lines[line - 1]) > _key_column(lines[above - 1]):
            return (_("line {line} is indented more than line {above}, which already has a "
                      "value; line its key up with the keys above it (column {column}), or "
                      "quote the text if the ': ' belongs to it").format(
                line=line, above=above, column=_key_column(lines[above - 1]) + 1),
                (line, _indent(lines[line - 1]) + 1))
        return (_("line {line}: ': ' inside a value starts a key; quote the value if the colon "
                  "belongs to it").format(line=line), (line, column))
    blocks = ("while parsing a block collection", "while parsing a block mapping")
    if exc.context in blocks and exc.context_mark is not None and (
            problem.startswith("expected <block end>") or problem.startswith("did not find")):
        above = _previous(lines, line)
        if above is None:
            return None
        sibling = _key_column(lines[above - 1]) + 1
        return (_("line {line} is indented to column {column}, which lines up with nothing "
                  "above it: line {above} starts at column {sibling}; indent line {line} to "
                  "column {sibling}, or less to end the list or mapping above it").format(
            line=line, column=column, above=above, sibling=sibling), (line, column))
    return None


def _previous(lines: list[str], number: int) -> int | None:
    """The line number of the nearest line above `number` with content."""
    for above in range(number - 1, 0, -1):
        stripped = lines[above - 1].strip()
        if stripped and not stripped.startswith("#"):
            return above
    return None


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _key_column(line: str) -> int:
    """Where the line's key starts: after its indentation and any list dashes (`  - name:`)."""
    column = _indent(line)
    while line[column:column + 2] == "- ":
        line = line[:column] + " " + line[column + 1:]
        column = _indent(line)
    return column


# The parser's own words (libyaml's, and PyYAML's where they are the same), for a mistake no
# hint above explains: each part of "invalid YAML: <context>; <problem>" is looked up in the
# chosen language (loading.py); a phrase that is not listed here stays as the parser says it.
PARSER_PHRASES = (
    N_("while parsing a block collection"), N_("while parsing a block mapping"),
    N_("while parsing a block node"), N_("while parsing a flow mapping"),
    N_("while parsing a flow sequence"), N_("while parsing a flow node"),
    N_("while parsing a node"), N_("while parsing a quoted scalar"), N_("while parsing a tag"),
    N_("while scanning a plain scalar"), N_("while scanning a quoted scalar"),
    N_("while scanning a simple key"), N_("while scanning a block scalar"),
    N_("while scanning an alias"), N_("while scanning an anchor"), N_("while scanning a tag"),
    N_("while scanning for the next token"), N_("while scanning a directive"),
    N_("could not find expected ':'"), N_("did not find expected key"),
    N_("did not find expected '-' indicator"), N_("did not find expected ',' or ']'"),
    N_("did not find expected ',' or '}'"), N_("did not find expected node content"),
    N_("did not find expected comment or line break"),
    N_("did not find expected <document start>"),
    N_("found a tab character that violates indentation"),
    N_("found a tab character where an indentation space is expected"),
    N_("found character that cannot start any token"), N_("found undefined alias"),
    N_("found unexpected end of stream"), N_("found unexpected ':'"),
    N_("found unexpected document indicator"), N_("found unknown escape character"),
    N_("found duplicate anchor; first occurrence"), N_("found undefined tag handle"),
    N_("mapping values are not allowed in this context"),
    N_("mapping keys are not allowed in this context"),
    N_("block sequence entries are not allowed in this context"),
    N_("control characters are not allowed"),
    N_("expected a single document in the stream"), N_("but found another document"),
)

_HINTS: tuple[Callable[[yaml.MarkedYAMLError, list[str]], Said | None], ...] = (
    _tab, _quote, _bracket, _indentation)
