"""One screen of `boardscore watch` on a terminal: the score stays in view whatever the size.

From the top: the watch line, the evidence and pictures (`--explain`, the default; with
`--player NAME` only that player's), the errors, warnings and notes, then the header, the
table, the winner and the tie-break, last, so that the bottom of the terminal always shows
them. What does not fit the terminal's height is left out from the top of the evidence and
pictures (then of the diagnostics), and a line says how much and how to see it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from boardscore.diagnostic_line import format_diagnostic
from boardscore.options import flag
from boardscore.parallel import outcome_of
from boardscore.pipeline import Input, Outcome
from boardscore.reporters.tables import (
    boxed_table,
    describe_variant,
    explanation_text,
    sections_text,
    summary_lines,
    table_rows,
)
from boardscore.request import Request
from boardscore.scorers.diagnostics import Diagnostic
from boardscore.scorers.games import load_game
from boardscore.scorers.i18n import _, ngettext
from boardscore.scorers.record import replace
from boardscore.scorers.result import Result
from boardscore.streams import plain, shown

_ESCAPE = re.compile(r"\x1b\[[0-9;]*m")


def screen_text(path: str, request: Request, heading: str, size: tuple[int, int],
                player: str | None, colour: bool) -> str:
    """The file scored and laid out for a terminal of `size` (columns, lines)."""
    outcome = outcome_of(Input(shown(path), path), request)
    return "\n".join(layout(outcome, request.explain, heading, size, player, colour)) + "\n"


def layout(outcome: Outcome, explain: bool, heading: str, size: tuple[int, int],
           player: str | None, colour: bool) -> list[str]:
    """The screen's lines: the watch line, what fits of the details and diagnostics, then
    the summary (header, table, winner), which is always shown whole."""
    columns, lines = size
    result = outcome.result if outcome.result is not None else outcome.disputed
    summary = summary_block(outcome.name, result) if result is not None else []
    problems = diagnostic_lines(outcome, colour)
    details: list[str] = []
    if result is not None and explain:
        details, missing = details_block(result, player, colour)
        if missing:
            problems.append(missing)
    room = lines - 1 - rows(heading, columns) - rows_of(summary, columns)
    problems = fit(problems, room, columns, _diagnostics_left_out)
    room -= rows_of(problems, columns)
    details = fit(details, room, columns, _details_left_out)
    return [heading, *details, *problems, *summary]


def summary_block(name: str, result: Result) -> list[str]:
    """What `boardscore score` prints first: the header, the table, the winner, tie-breaks."""
    info = load_game(result.game).info
    headline = f" — {plain(result.headline)}" if result.headline else ""
    header = f"{name} — {info.title} ({plain(describe_variant(result.variant))}){headline}"
    return ["", header, *boxed_table(table_rows(result)).split("\n"),
            *(plain(line) for line in summary_lines(result))]


def diagnostic_lines(outcome: Outcome, colour: bool) -> list[str]:
    found: list[Diagnostic] = list(outcome.diagnostics)
    result = outcome.result if outcome.result is not None else outcome.disputed
    if result is not None:
        found += [w for w in result.warnings if w not in found]
    return [format_diagnostic(d, colour) for d in found]


def details_block(result: Result, player: str | None, colour: bool) -> tuple[list[str], str]:
    """The evidence and the game's sections (pictures), of one player when `player` names
    one; with a note when it names nobody in the file."""
    missing = ""
    names = [p.name for p in result.players]
    if player is not None and player not in names:
        missing = _("{option}: no player {player} in this file ({players}); showing "
                    "everyone").format(option=flag("player"), player=plain(player),
                                       players=plain(", ".join(names)))
    elif player is not None:
        result = one_player(result, player, names)
    palette = load_game(result.game).info.palette if colour else {}
    text = explanation_text(result) + sections_text(result, palette)
    return text.strip("\n").split("\n") if text.strip() else [], missing


def one_player(result: Result, player: str, names: list[str]) -> Result:
    """The result with that player's evidence only, and of each section the items that name
    that player or no player at all (a board, a building order; a neutral clan stays)."""
    others = [re.compile(rf"(?<!\w){re.escape(name)}(?!\w)") for name in names
              if name != player]
    own = re.compile(rf"(?<!\w){re.escape(player)}(?!\w)")

    def kept(item: Any) -> bool:
        title = " ".join(str(value) for key, value in item.items()
                         if key not in ("evidence", "lines")) if isinstance(item, dict) \
            else str(item)
        return bool(own.search(title)) or not any(other.search(title) for other in others)

    extra = {key: [item for item in items if kept(item)] if isinstance(items, list) else items
             for key, items in result.extra.items()}
    players = tuple(p for p in result.players if p.name == player)
    return replace(result, players=players, extra=extra)


def fit(block: list[str], room: int, columns: int, what: Callable[[int], str]) -> list[str]:
    """`block` as it fits in `room` terminal rows: its last lines, under one line that says
    how many were left out above (nothing at all when not even that line fits)."""
    if rows_of(block, columns) <= room:
        return block
    if room < 1:
        return []
    kept: list[str] = []
    used = 1  # the line saying what was left out
    for line in reversed(block):
        needed = rows(line, columns)
        if used + needed > room:
            break
        kept.insert(0, line)
        used += needed
    left_out = len(block) - len(kept)
    return [what(left_out)[:columns], *kept]


def _details_left_out(count: int) -> str:
    return ngettext("⋮ {count} line of evidence and pictures left out above; {option} NAME "
                    "shows one board", "⋮ {count} lines of evidence and pictures left out "
                    "above; {option} NAME shows one board", count).format(
        count=count, option=flag("player"))


def _diagnostics_left_out(count: int) -> str:
    return ngettext("⋮ {count} diagnostic left out above; boardscore score FILE prints them "
                    "all", "⋮ {count} diagnostics left out above; boardscore score FILE prints "
                    "them all", count).format(count=count)


def rows(line: str, columns: int) -> int:
    """Terminal rows a line takes (long lines wrap), colour escapes left out."""
    width = len(_ESCAPE.sub("", line))
    return max(1, -(-width // columns))


def rows_of(block: list[str], columns: int) -> int:
    return sum(rows(line, columns) for line in block)
