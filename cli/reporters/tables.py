"""The score table, summary and sections that the text and Markdown formats share."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from boardscore.scorers.i18n import N_, _, ngettext
from boardscore.scorers.registry import GAMES
from boardscore.scorers.result import Line, Result
from boardscore.streams import plain

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any

# The variant's keys and word values the text header translates (the JSON keeps the ids): the
# shared ones and each game's (its declaration's variant_words); anything else is shown as it is.
VARIANT_WORDS = frozenset((N_("form"), N_("players"),
                           *(word for entry in GAMES.values() for word in entry.variant_words)))


# The facts that name a player's role (a declaration's role_fact): their values are words of
# VARIANT_WORDS.
ROLE_FACTS = frozenset(entry.role_fact for entry in GAMES.values() if entry.role_fact)


def _moved(found: re.Match[str]) -> str:
    return _("{reason} (move {move})").format(reason=shown_data(found["reason"]),
                                               move=found["move"])


def _listed_villages(found: re.Match[str]) -> str:
    return _("only {count} villages listed").format(count=found["count"])


def _unscored(found: re.Match[str]) -> str:
    territory = "{id} ({terrain}, {cell})".format(id=found["id"], terrain=_(found["terrain"]),
                                                 cell=found["cell"])
    return _("{territory}, move {move}: founded after the 12th village, not scored").format(
        territory=territory, move=found["move"])


def _third_pair(found: re.Match[str]) -> str:
    players = found["names"].split(" and ")
    names = players[0]
    for name in players[1:]:
        names = _("{first} and {second}").format(first=names, second=name)
    return ngettext("{names} forms a third pair", "{names} form a third pair",
                    len(players)).format(names=names)


# Sentences the games keep in English in their results (the same data in every language:
# how a game ended, the villages left unscored, an end reason), said in the chosen language
# where a text format shows them.
DATA_SENTENCES: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], str]], ...] = (
    (re.compile(r"(?P<reason>.+) \(move (?P<move>\d+)\)"), _moved),
    (re.compile(r"only (?P<count>\d+) villages listed"), _listed_villages),
    (re.compile(r"(?P<id>\d+) \((?P<terrain>[a-z]+), (?P<cell>[A-Z]\d+)\), move "
                r"(?P<move>\d+): founded after the 12th village, not scored"), _unscored),
    (re.compile(r"(?P<names>.+?) forms? a third pair"), _third_pair),
)


def shown_data(text: str) -> str:
    """A result's data word or sentence in the chosen language (as it is in English or when
    it is none of the known ones)."""
    if text in VARIANT_WORDS:
        return _(text)
    for pattern, said in DATA_SENTENCES:
        found = pattern.fullmatch(text)
        if found:
            return said(found)
    return text


def describe_variant(variant: dict[str, Any]) -> str:
    """`form: turn-log, players: 3, ended: turn 9, …`; empty values left out. The
    keys and values are the result's data, shown as they are except for the words of
    VARIANT_WORDS (and yes and no), which are translated."""
    parts: list[str] = []
    for key, value in variant.items():
        if value is None or value == [] or value == {}:
            continue
        parts.append(_("{key}: {value}").format(key=_word(key.replace("_", " ")),
                                                value=_variant_value(key, value)))
    return ", ".join(parts)


def _word(text: str) -> str:
    return _(text) if text in VARIANT_WORDS else text


def _variant_value(key: str, value: Any) -> str:
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if isinstance(value, dict):
        return ", ".join(f"{_word(str(k))} {shown_data(str(v))}" for k, v in value.items())
    if isinstance(value, list):  # rounds: 1, 2, 3; a list of words: beginner; advanced
        return (", " if key == "rounds" else _("; ")).join(_word(str(item)) for item in value)
    return shown_data(str(value))


def game_sections(result: Result) -> Iterator[tuple[str, list[tuple[str, list[str], list[str]]]]]:
    """A game's own sections (a replay's turns, who holds a chip, text pictures):
    a heading, then per item its line, its evidence and its picture lines."""
    for key, items in result.extra.items():
        rows = [(_item(item), list(item.get("evidence", ())) if isinstance(item, dict) else [],
                 list(item.get("lines", ())) if isinstance(item, dict) else [])
                for item in items]
        yield _(key.replace("_", " ").capitalize()), rows




def sections_text(result: Result, palette: dict[str, str] | None = None) -> str:
    """The game's sections as text (explain-only ones come only with --explain); a picture's
    lines after its header are coloured with the game's palette on a terminal."""
    parts: list[str] = []
    for heading, rows in game_sections(result):
        parts.append(_("{heading}:").format(heading=heading) + "\n")
        for shown, evidence, picture in rows:
            parts.append(f"  {plain(shown)}\n")
            parts.extend(f"    {plain(line)}\n" for line in evidence)
            parts.extend(f"    {_coloured(plain(line), palette) if n else plain(line)}\n"
                         for n, line in enumerate(picture))
    return "".join(parts) + ("\n" if parts else "")


def _coloured(line: str, palette: dict[str, str] | None) -> str:
    if not palette:
        return line
    return "".join(f"\x1b[{palette[c]}m{c}\x1b[0m" if c in palette else c for c in line)


ITEM_WORDS = (N_("player"),)  # shared first keys of a section's item; the games' own are
# their declarations' report_words


def _item(item: Any) -> str:
    """`round 2: Ann, Cid` from {"round": 2, "holders": ["Ann", "Cid"]}; strings as they are."""
    if not isinstance(item, dict):
        return shown_data(str(item))
    item = {key: value for key, value in item.items() if key not in ("evidence", "lines")}
    values = [", ".join(map(str, v)) if isinstance(v, list) else
              _word(str(v)) if key in ROLE_FACTS else str(v) for key, v in item.items()]
    keys = list(item)
    if len(values) == 1:
        return values[0]
    # The first value names the item, the second is what it is; any further value is shown
    # with its key (`clan black: 10; track on board 17`).
    rest = [values[1], *(_("{key} {value}").format(key=_(key.replace("_", " ")), value=value)
                         for key, value in zip(keys[2:], values[2:], strict=True))]
    return _("{key} {value}: {rest}").format(key=_(keys[0]), value=values[0],
                                               rest="; ".join(rest))


def table_rows(result: Result) -> list[list[str]]:
    header = ["", *(plain(p.name) for p in result.players)]
    rows = [header]
    for category, label in result.categories:
        points = [_points_of(p.lines, category) for p in result.players]
        rows.append([label, *points])
    rows.append([_("Total"), *(str(p.total) for p in result.players)])
    rows.append([_("Rank"), *(str(p.rank) for p in result.players)])
    for fact in dict.fromkeys(key for p in result.players for key in p.facts):
        label = _(fact.replace("_", " ").capitalize())
        rows.append([label, *(_fact(fact, p.facts.get(fact, "—")) for p in result.players)])
    return rows


def _fact(fact: str, value: Any) -> str:
    """A fact's value in the table: a role (a clan's colour) in the chosen language."""
    return _word(str(value)) if fact in ROLE_FACTS else str(value)


def _points_of(lines: tuple[Line, ...], category: str) -> str:
    return next((str(line.points) for line in lines if line.category == category), "—")


def boxed_table(rows: list[list[str]]) -> str:
    """Box-drawn table; total, rank and the players' facts sit under a rule."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]

    def cells(row: list[str]) -> str:
        first = row[0].ljust(widths[0])
        rest = (cell.rjust(width) for cell, width in zip(row[1:], widths[1:], strict=True))
        return "│ " + " │ ".join([first, *rest]) + " │"

    def rule(left: str, middle: str, right: str) -> str:
        return left + middle.join("─" * (w + 2) for w in widths) + right

    split = next(i for i, row in enumerate(rows) if row[0] == _("Total"))
    return "\n".join([rule("┌", "┬", "┐"), cells(rows[0]), rule("├", "┼", "┤"),
                      *(cells(row) for row in rows[1:split]), rule("├", "┼", "┤"),
                      *(cells(row) for row in rows[split:]), rule("└", "┴", "┘")])


def summary_lines(result: Result) -> list[str]:
    totals = {p.name: p.total for p in result.players}
    winners = ", ".join(f"{name} ({totals[name]})" for name in result.winners)
    won = ngettext("Winner: {winners}", "Shared win: {winners}",
                   len(result.winners)).format(winners=winners)
    return [won, *(_("Tie-break: {detail}").format(detail=step.detail)
                   for step in result.tiebreak)]


def explanation_text(result: Result) -> str:
    parts: list[str] = []
    for player in result.players:
        # a negative total takes the plural of its size (French: −2 points), −1 as before
        count = -player.total if player.total < -1 else player.total
        parts.append("\n" + ngettext("{name}: {total} points", "{name}: {total} points",
                                     count).format(name=plain(player.name),
                                                          total=player.total) + "\n")
        for line in player.lines:
            parts.append("  " + _("{label}: {points}").format(label=plain(line.label),
                                                              points=line.points) + "\n")
            parts.extend(f"    {plain(item)}\n" for item in line.evidence)
    return "".join(parts) + "\n"
