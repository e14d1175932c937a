"""Reporters: one class per output format, shared by every game.

Results go to `out` (stdout), diagnostics to `err` (stderr). A reporter streams: it writes each
file's report as soon as the file is done. Text that came from a file is never written raw:
controls and bidi characters are escaped in every format (streams.plain), Markdown escapes
what would break a table, CSV neutralizes what a spreadsheet would run as a formula.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Iterator
from typing import Any, ClassVar, TextIO

from boardscore.pipeline import Outcome
from boardscore.scorers.diagnostics import Diagnostic, format_path
from boardscore.scorers.i18n import N_, _, ngettext
from boardscore.scorers.result import Line, Result, TiebreakStep
from boardscore.streams import plain


def result_to_dict(result: Result, *, explain: bool, file: str | None = None) -> dict[str, Any]:
    data: dict[str, Any] = {"file": file} if file is not None else {}
    data |= {
        "game": result.game,
        "variant": result.variant,
        **({"played": result.played} if result.played is not None else {}),
        "players": [
            {"name": p.name, "lines": [_line_dict(line, explain) for line in p.lines],
             "total": p.total, "rank": p.rank, "facts": p.facts}
            for p in result.players
        ],
        "winners": list(result.winners),
        "tiebreak": [_tiebreak_dict(step) for step in result.tiebreak],
        "warnings": [diagnostic_to_dict(w) for w in result.warnings],
    }
    return data | result.extra


def _line_dict(line: Line, explain: bool) -> dict[str, Any]:
    data: dict[str, Any] = {"category": line.category, "label": line.label,
                            "points": line.points, "detail": line.detail}
    if explain:
        data["evidence"] = list(line.evidence)
    return data


def _tiebreak_dict(step: TiebreakStep) -> dict[str, Any]:
    return {"players": list(step.players), "criterion": step.criterion, "values": step.values,
            "outcome": step.outcome, "detail": step.detail}


def summary_text(files: int, done: str, kinds: dict[str, int]) -> str:
    """`2000 files: 1998 scored, 1 invalid, 1 unreadable` (`done`: scored or valid)."""
    invalid, unreadable = kinds.get("invalid", 0), kinds.get("unreadable", 0)
    counts = [_done(done, kinds.get("ok", 0)),
              ngettext("{count} invalid", "{count} invalid", invalid).format(count=invalid),
              ngettext("{count} unreadable", "{count} unreadable",
                       unreadable).format(count=unreadable)]
    failed = kinds.get("failed", 0)
    if failed:
        counts.append(ngettext("{count} failed (internal error)",
                               "{count} failed (internal error)", failed).format(count=failed))
    shown = ngettext("{count} files", "{count} files", files).format(count=files)
    return _("{files}: {counts}").format(files=shown, counts=", ".join(counts))


def _done(done: str, count: int) -> str:
    """How many files came through (`done` is also the JSON summary's key: not translated)."""
    if done == "scored":
        return ngettext("{count} scored", "{count} scored", count).format(count=count)
    if done == "valid":
        return ngettext("{count} valid", "{count} valid", count).format(count=count)
    return f"{count} {done}"


def verdict_text(game: str | None, players: int) -> str:
    """`valid (flowers, 3 players)`: what `boardscore validate` says of a valid file."""
    return ngettext("valid ({game}, {count} player)", "valid ({game}, {count} players)",
                    players).format(game=game, count=players)


def diagnostic_to_dict(diagnostic: Diagnostic) -> dict[str, Any]:
    return {"file": diagnostic.file, "line": diagnostic.line, "column": diagnostic.column,
            "severity": str(diagnostic.severity), "code": str(diagnostic.code),
            "message": diagnostic.message, "path": format_path(diagnostic.path)}


SEVERITY_COLOURS = {"error": "1;31", "warning": "33", "note": "36"}  # bold red, yellow, cyan


def format_diagnostic(diagnostic: Diagnostic, colour: bool = False) -> str:
    """`FILE:LINE:COL: error[B12]: message [json.path]`, as ruff and yamllint write theirs;
    with `colour`, the severity and code in the severity's colour."""
    where = diagnostic.file or "<input>"
    if diagnostic.line is not None:
        where += f":{diagnostic.line}:{diagnostic.column or 1}"
    path = f" [{plain(format_path(diagnostic.path))}]" if diagnostic.path else ""
    code = f"[{plain(str(diagnostic.code))}]" if diagnostic.code else ""
    kind = f"{diagnostic.severity}{code}"
    if colour:
        kind = f"\x1b[{SEVERITY_COLOURS.get(str(diagnostic.severity), '0')}m{kind}\x1b[0m"
    return f"{where}: {kind}: {plain(diagnostic.message)}{path}"


class Reporter:
    """Base: text diagnostics on stderr; subclasses write results."""

    name: ClassVar[str]

    def __init__(self, out: TextIO, err: TextIO, *, explain: bool = False,
                 many: bool = False, color: str = "auto") -> None:
        self.out, self.err, self.explain, self.many = out, err, explain, many
        self.color = color
        self._documents = 0
        self._err_colour: bool | None = None

    def started(self, err_colour: bool) -> None:
        """As after the batch's first file (a worker reports the later ones: parallel.py):
        headers written, separators due, and the colour of diagnostics decided."""
        self._documents = 1
        self._err_colour = err_colour

    def report(self, outcome: Outcome) -> None:
        if outcome.result is not None:
            self.result(outcome.name, outcome.result)
        self.diagnostics(outcome.diagnostics)

    def validated(self, outcome: Outcome) -> None:
        """`boardscore validate`: a verdict per file instead of the scores."""
        if outcome.result is not None:  # the variant's count leaves out a solo Automaton
            players = outcome.result.variant.get("players", len(outcome.result.players))
            self.out.write(f"{outcome.name}: {verdict_text(outcome.game, players)}\n")
        self.diagnostics(outcome.diagnostics)
        if outcome.result is not None:
            self.diagnostics(list(outcome.result.warnings))

    def result(self, name: str, result: Result) -> None:
        raise NotImplementedError

    def summary(self, files: int, done: str, kinds: dict[str, int]) -> None:
        """The batch's last line on stderr: `2000 files: 1998 scored, 1 invalid, 1 unreadable`."""
        self.err.write(f"boardscore: {summary_text(files, done, kinds)}\n")

    def derived(self, outcome: Outcome) -> None:
        """`--derived`: the simpler file the input reduces to, as YAML (JSON in JSONReporter)."""
        self.diagnostics(outcome.diagnostics)
        if outcome.derived is None:
            return
        import yaml

        header = "# " + _("Derived by boardscore from {name}").format(name=outcome.name) + "\n"
        if self._documents:
            header = "---\n" + header
        self._documents += 1
        self.out.write(header + yaml.safe_dump(outcome.derived, sort_keys=False,
                                               allow_unicode=True, default_flow_style=None,
                                               width=100))

    def diagnostics(self, diagnostics: list[Diagnostic]) -> None:
        if self._err_colour is None:
            from boardscore.streams import colour_wanted

            self._err_colour = colour_wanted(self.err, self.color)
        for diagnostic in diagnostics:
            self.err.write(format_diagnostic(diagnostic, self._err_colour) + "\n")

    def close(self) -> None:
        self.out.flush()


class JSONReporter(Reporter):
    """One object per file; JSON Lines when several files. Diagnostics as JSON Lines too."""

    name = "json"

    def result(self, name: str, result: Result) -> None:
        data = result_to_dict(result, explain=self.explain, file=name)
        self.out.write(_dumps(data, pretty=not self.many) + "\n")

    def validated(self, outcome: Outcome) -> None:
        warnings = list(outcome.result.warnings) if outcome.result is not None else []
        verdict = {"file": outcome.name, "game": outcome.game,
                   "valid": outcome.result is not None,
                   "errors": [diagnostic_to_dict(d) for d in outcome.diagnostics],
                   "warnings": [diagnostic_to_dict(w) for w in warnings]}
        self.out.write(_dumps(verdict, pretty=False) + "\n")
        self.diagnostics(outcome.diagnostics)

    def derived(self, outcome: Outcome) -> None:
        self.diagnostics(outcome.diagnostics)
        if outcome.derived is not None:
            self.out.write(_dumps(outcome.derived, pretty=not self.many) + "\n")

    def diagnostics(self, diagnostics: list[Diagnostic]) -> None:
        for diagnostic in diagnostics:
            self.err.write(_dumps(diagnostic_to_dict(diagnostic), pretty=False) + "\n")

    def summary(self, files: int, done: str, kinds: dict[str, int]) -> None:
        """As a JSON line too: stderr holds only JSON lines in this format."""
        counts = {"files": files, done: kinds.get("ok", 0), "invalid": kinds.get("invalid", 0),
                  "unreadable": kinds.get("unreadable", 0), "failed": kinds.get("failed", 0)}
        self.err.write(_dumps({"summary": counts}, pretty=False) + "\n")


def _dumps(data: Any, *, pretty: bool) -> str:
    """JSON, readable (non-ASCII letters as they are), with every character a terminal would
    act on written as a \\u escape: C0 controls (json does those), DEL, C1 controls, bidi
    controls and lone surrogates, which also keeps the output valid UTF-8."""
    if pretty:
        text = json.dumps(data, ensure_ascii=False, indent=2)
    else:
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return text if text.isascii() else text.translate(_JSON_ESCAPES)


_JSON_ESCAPES = {code: f"\\u{code:04x}" for code in (
    0x7F, *range(0x80, 0xA0), 0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F),
    *range(0x2066, 0x206A), *range(0xD800, 0xE000))}


class CSVReporter(Reporter):
    """Long format: one row per player and category, then a `total` row; header once."""

    name = "csv"
    columns = ("file", "game", "player", "rank", "category", "label", "points", "detail")

    verdict_columns = ("file", "game", "valid", "players", "errors", "warnings")

    def __init__(self, out: TextIO, err: TextIO, *, explain: bool = False,
                 many: bool = False, color: str = "auto") -> None:
        super().__init__(out, err, explain=explain, many=many, color=color)
        self.writer = csv.writer(out, lineterminator="\n")
        self._header = False

    def started(self, err_colour: bool) -> None:
        super().started(err_colour)
        self._header = True

    def _head(self, columns: tuple[str, ...]) -> None:
        """The header once, before the first row (scores and verdicts have their own)."""
        if not self._header:
            self.writer.writerow(columns)
            self._header = True

    def validated(self, outcome: Outcome) -> None:
        """One row per file: the verdict and how many errors and warnings."""
        self._head(self.verdict_columns)
        result = outcome.result
        warnings = list(result.warnings) if result is not None else []
        players = result.variant.get("players", len(result.players)) if result else ""
        errors = sum(d.is_error for d in outcome.diagnostics)
        self.writer.writerow([_cell(outcome.name), outcome.game or "",
                              "true" if result is not None else "false", players, errors,
                              len(warnings)])
        self.diagnostics(outcome.diagnostics + warnings)

    def result(self, name: str, result: Result) -> None:
        self._head(self.columns + (("evidence",) if self.explain else ()))
        for player in result.players:
            who = _cell(player.name)
            for line in player.lines:
                row = [_cell(name), result.game, who, player.rank, line.category,
                       _cell(line.label), line.points, _cell(line.detail)]
                evidence = "\n".join(plain(item) for item in line.evidence)
                self.writer.writerow(row + ([_cell(evidence)] if self.explain else []))
            total = [_cell(name), result.game, who, player.rank, "total", _("Total"),
                     player.total, ""]
            self.writer.writerow(total + ([""] if self.explain else []))


_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def _cell(text: str) -> str:
    """A text cell: escaped, and with a leading `'` when a spreadsheet would read it as a
    formula (OWASP's advice for CSV injection); number columns are written as numbers."""
    shown = plain(text) if "\n" not in text else "\n".join(plain(p) for p in text.split("\n"))
    return "'" + shown if shown.startswith(_FORMULA_STARTS) else shown


class TextReporter(Reporter):
    """A table per file: categories in rulebook order as rows, players as columns."""

    name = "text"

    def result(self, name: str, result: Result) -> None:
        from boardscore.scorers.games import load_game

        info = load_game(result.game).info
        headline = f" — {plain(result.headline)}" if result.headline else ""
        self.out.write(f"{name} — {info.title} ({plain(describe_variant(result.variant))})"
                       f"{headline}\n")
        self.out.write(_table(_rows(result)) + "\n")
        for line in _summary(result):
            self.out.write(plain(line) + "\n")
        if self.explain:
            self.out.write(_explanation(result))
        from boardscore.streams import colour_wanted

        colour = colour_wanted(self.out, self.color)
        # The game's colours for its text pictures, when colour is wanted (--color).
        self.out.write(_extra_sections(result, info.palette if colour else {}))
        for warning in result.warnings:
            self.out.write(format_diagnostic(warning, colour) + "\n")
        self.out.write("\n")


# The variant's keys and its word values, as the text header shows them (the JSON keeps the
# ids): translated when a translation exists; anything else is shown as it is.
VARIANT_WORDS = frozenset((
    N_("form"), N_("players"), N_("villages"), N_("ended"), N_("end order"), N_("assumed"),
    N_("mode"), N_("side"), N_("mundo cards"), N_("difficulty"), N_("rounds"), N_("level"),
    N_("overrides"), N_("tableau"), N_("turn-log"), N_("village record"), N_("game replay"),
    N_("base"), N_("advanced"), N_("solo"), N_("hard"), N_("easy"), N_("beginner"),
    N_("expert"), N_("front"), N_("back"), N_("turn"), N_("mandala"), N_("reason"),
))


def describe_variant(variant: dict[str, Any]) -> str:
    """`form: turn-log, players: 3, ended: turn 9, mandala 2, …`; empty values left out. The
    keys and values are the result's data, shown as they are except for the words of
    VARIANT_WORDS (and yes and no), which are translated."""
    parts: list[str] = []
    for key, value in variant.items():
        if value is None or value == [] or value == {}:
            continue
        parts.append(_("{key}: {value}").format(key=_word(key.replace("_", " ")),
                                                value=_variant_value(value)))
    return ", ".join(parts)


def _word(text: str) -> str:
    return _(text) if text in VARIANT_WORDS else text


def _variant_value(value: Any) -> str:
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if isinstance(value, dict):
        return ", ".join(f"{_word(str(k))} {_word(str(v))}" for k, v in value.items())
    if isinstance(value, list):
        return "; ".join(_word(str(item)) for item in value)
    return _word(str(value))


def _sections(result: Result) -> Iterator[tuple[str, list[tuple[str, list[str], list[str]]]]]:
    """A game's own sections (a replay's turns, Mondo's volcano chip holders, text pictures):
    a heading, then per item its line, its evidence and its picture lines."""
    for key, items in result.extra.items():
        rows = [(_item(item), list(item.get("evidence", ())) if isinstance(item, dict) else [],
                 list(item.get("lines", ())) if isinstance(item, dict) else [])
                for item in items]
        yield _(key.replace("_", " ").capitalize()), rows


# The words the reporters make of the games' data keys: the headings of the games' sections
# (result.extra), the row labels of the players' facts, and the first key of a section's item
# (`round 2: Ann, Cid`). The keys stay as they are in JSON; a key not listed here is shown in
# English, as it is.
_KEY_WORDS = (
    N_("Turns"), N_("Volcano chip"), N_("Solo"), N_("Boards"), N_("Building order"),
    N_("Neutral clans"), N_("Unscored villages"),
    N_("Hand"), N_("Minus points"), N_("Monument cards"), N_("Clan"),
    N_("round"), N_("clan"), N_("board"), N_("player"),
)


def _extra_sections(result: Result, palette: dict[str, str] | None = None) -> str:
    """The game's sections as text (explain-only ones come only with --explain); a picture's
    lines after its header are coloured with the game's palette on a terminal."""
    parts: list[str] = []
    for heading, rows in _sections(result):
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


def _item(item: Any) -> str:
    """`round 2: Ann, Cid` from {"round": 2, "holders": ["Ann", "Cid"]}; strings as they are."""
    if not isinstance(item, dict):
        return str(item)
    item = {key: value for key, value in item.items() if key not in ("evidence", "lines")}
    values = [", ".join(map(str, v)) if isinstance(v, list) else str(v) for v in item.values()]
    keys = list(item)
    if len(values) == 1:
        return values[0]
    return _("{key} {value}: {rest}").format(key=_(keys[0]), value=values[0],
                                               rest="; ".join(values[1:]))


def _rows(result: Result) -> list[list[str]]:
    header = ["", *(plain(p.name) for p in result.players)]
    rows = [header]
    for category, label in result.categories:
        points = [_points_of(p.lines, category) for p in result.players]
        rows.append([label, *points])
    rows.append([_("Total"), *(str(p.total) for p in result.players)])
    rows.append([_("Rank"), *(str(p.rank) for p in result.players)])
    for fact in dict.fromkeys(key for p in result.players for key in p.facts):
        label = _(fact.replace("_", " ").capitalize())
        rows.append([label, *(str(p.facts.get(fact, "—")) for p in result.players)])
    return rows


def _points_of(lines: tuple[Line, ...], category: str) -> str:
    return next((str(line.points) for line in lines if line.category == category), "—")


def _table(rows: list[list[str]]) -> str:
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


def _summary(result: Result) -> list[str]:
    totals = {p.name: p.total for p in result.players}
    winners = ", ".join(f"{name} ({totals[name]})" for name in result.winners)
    won = ngettext("Winner: {winners}", "Shared win: {winners}",
                   len(result.winners)).format(winners=winners)
    return [won, *(_("Tie-break: {detail}").format(detail=step.detail)
                   for step in result.tiebreak)]


def _explanation(result: Result) -> str:
    parts: list[str] = []
    for player in result.players:
        parts.append("\n" + ngettext("{name}: {total} points", "{name}: {total} points",
                                     player.total).format(name=plain(player.name),
                                                          total=player.total) + "\n")
        for line in player.lines:
            parts.append("  " + _("{label}: {points}").format(label=plain(line.label),
                                                              points=line.points) + "\n")
            parts.extend(f"    {plain(item)}\n" for item in line.evidence)
    return "".join(parts) + "\n"


class MarkdownReporter(Reporter):
    name = "markdown"

    def result(self, name: str, result: Result) -> None:
        from boardscore.scorers.games import load_game

        info = load_game(result.game).info
        rows = _rows(result)
        headline = f" — {_md(result.headline)}" if result.headline else ""
        out = [f"### {name} — {info.title}{headline}", ""]
        out.append("| " + " | ".join(_md(cell) for cell in rows[0]) + " |")
        out.append("|---" + "|---:" * (len(rows[0]) - 1) + "|")
        split = next(i for i, row in enumerate(rows) if row[0] == _("Total"))
        for index, row in enumerate(rows[1:], start=1):
            bold = index >= split
            cells = [f"**{_md(c)}**" if bold else _md(c) for c in row]
            out.append("| " + " | ".join(cells) + " |")
        out.append("")
        out.extend(f"{_md(line)}  " for line in _summary(result))
        if self.explain:
            for player in result.players:
                out.append(f"\n**{_md(player.name)}** ({player.total})\n")
                for line in player.lines:
                    out.append("- " + _("{label}: {points}").format(label=_md(line.label),
                                                                    points=line.points))
                    out.extend(f"  - {_md(item)}" for item in line.evidence)
        for heading, entries in _sections(result):
            out.append(f"\n**{heading}**\n")
            for shown, evidence, picture in entries:
                out.append(f"- {_md(shown)}")
                out.extend(f"  - {_md(line)}" for line in evidence)
                if picture:
                    out += ["", "  ```text", *(f"  {plain(line)}" for line in picture), "  ```"]
        for warning in result.warnings:
            out.append(f"\n> warning: {_md(warning.message)} ({warning.code})")
        self.out.write("\n".join(out) + "\n\n")

    def validated(self, outcome: Outcome) -> None:
        """A table row per file: the verdict, and each problem below the table's rows."""
        if not self._documents:
            heads = (_("file"), _("game"), _("verdict"), _("errors"), _("warnings"))
            self.out.write("| " + " | ".join(heads) + " |\n|---|---|---|---:|---:|\n")
        self._documents += 1
        result = outcome.result
        warnings = list(result.warnings) if result is not None else []
        verdict = _("valid") if result is not None else _("invalid")
        errors = sum(d.is_error for d in outcome.diagnostics)
        self.out.write(f"| {_md(outcome.name)} | {outcome.game or ''} | {verdict} | {errors} | "
                       f"{len(warnings)} |\n")
        self.diagnostics(outcome.diagnostics + warnings)


def _md(text: str) -> str:
    """Table-safe Markdown: escaped controls, and `\\` and `|` escaped for the table."""
    return plain(text).replace("\\", "\\\\").replace("|", "\\|")


class GitHubReporter(Reporter):
    """GitHub Actions workflow commands: a notice per scored file on stdout, and every error,
    warning and note as an annotation on stderr, so the run's summary and the changed files
    show them."""

    name = "github"

    def result(self, name: str, result: Result) -> None:
        ranked = sorted(result.players, key=lambda p: p.rank)
        standings = ", ".join(f"{p.rank}. {p.name} {p.total}" for p in ranked)
        title = _property(f"boardscore {result.game}")
        said = _data(plain(ngettext("winner {names}: {standings}", "winner {names}: {standings}",
                                    len(result.winners)).format(
            names=" & ".join(result.winners), standings=standings)))
        self.out.write(f"::notice file={_property(name)},title={title}::{said}\n")
        self.diagnostics(list(result.warnings))

    def validated(self, outcome: Outcome) -> None:
        """A notice per valid file on stdout; every problem as an annotation on stderr."""
        result = outcome.result
        if result is not None:
            players = result.variant.get("players", len(result.players))
            said = _data(plain(verdict_text(outcome.game, players)))
            self.out.write(f"::notice file={_property(outcome.name)},"
                           f"title={_property('boardscore validate')}::{said}\n")
        self.diagnostics(outcome.diagnostics + (list(result.warnings) if result else []))

    def diagnostics(self, diagnostics: list[Diagnostic]) -> None:
        for diagnostic in diagnostics:
            self.err.write(github_annotation(diagnostic) + "\n")

    def summary(self, files: int, done: str, kinds: dict[str, int]) -> None:
        self.err.write(f"::notice title=boardscore::{_data(summary_text(files, done, kinds))}\n")


def github_annotation(diagnostic: Diagnostic) -> str:
    """`::error file=F,line=L,col=C,title=CODE::message [path]` (GitHub's escaping)."""
    command = {"error": "error", "warning": "warning"}.get(str(diagnostic.severity), "notice")
    properties = [f"file={_property(diagnostic.file)}"] if diagnostic.file else []
    if diagnostic.line is not None:
        properties += [f"line={diagnostic.line}", f"col={diagnostic.column or 1}"]
    properties.append(f"title={_property(diagnostic.code)}")
    path = f" [{format_path(diagnostic.path)}]" if diagnostic.path else ""
    return f"::{command} {','.join(properties)}::{_data(plain(diagnostic.message + path))}"


def _data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _property(text: str) -> str:
    return _data(text).replace(":", "%3A").replace(",", "%2C")


class BGStatsReporter(JSONReporter):
    """`--format bgstats`: each scored file as BG Stats' play payload (bgstats.py); JSON Lines
    for several files. Diagnostics as in the JSON format."""

    name = "bgstats"

    def result(self, name: str, result: Result) -> None:
        del name  # a play in BG Stats has no file
        self.out.write(_dumps(self._payload(result), pretty=not self.many) + "\n")

    def _payload(self, result: Result) -> dict[str, Any]:
        from boardscore.bgstats import payload
        from boardscore.scorers.games import load_game

        title = load_game(result.game).info.title
        return payload(result, title, describe_variant(result.variant))


class BGStatsLinkReporter(BGStatsReporter):
    """`--format bgstats-link`: BG Stats' createPlay link, one line per scored file."""

    name = "bgstats-link"

    def result(self, name: str, result: Result) -> None:
        from boardscore.bgstats import link

        del name
        self.out.write(link(self._payload(result)) + "\n")


REPORTERS: dict[str, type[Reporter]] = {
    cls.name: cls for cls in (TextReporter, JSONReporter, CSVReporter, MarkdownReporter,
                              GitHubReporter, BGStatsReporter, BGStatsLinkReporter)
}
