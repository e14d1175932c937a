"""`--format markdown`: a Markdown table per file (escaped: names cannot inject Markdown)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from boardscore.reporters.base import Reporter
from boardscore.reporters.tables import game_sections, summary_lines, table_rows
from boardscore.scorers.games import load_game
from boardscore.scorers.i18n import _
from boardscore.scorers.result import Result
from boardscore.streams import plain

if TYPE_CHECKING:
    from boardscore.pipeline import Outcome


class MarkdownReporter(Reporter):
    name = "markdown"

    def result(self, name: str, result: Result) -> None:
        info = load_game(result.game).info
        rows = table_rows(result)
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
        out.extend(f"{_md(line)}  " for line in summary_lines(result))
        if self.explain:
            for player in result.players:
                out.append(f"\n**{_md(player.name)}** ({player.total})\n")
                for line in player.lines:
                    out.append("- " + _("{label}: {points}").format(label=_md(line.label),
                                                                    points=line.points))
                    out.extend(f"  - {_md(item)}" for item in line.evidence)
        for heading, entries in game_sections(result):
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
    """Table-safe Markdown: escaped controls, `\\` and `|` escaped for the table, and
    whatever Markdown or HTML would act on in a name (issue 23: `Ana<br>**Winner: Eve**`,
    `<img onerror=…>`): `<`, `&`, backquotes and brackets always, `*`, `_` and `~` when they
    touch a word (a lone `*` between spaces stays: it opens no emphasis)."""
    escaped = plain(text).replace("\\", "\\\\").replace("|", "\\|")
    if not _MARKUP.search(escaped):
        return escaped
    escaped = _ALWAYS.sub(r"\\\g<0>", escaped)
    return _TOUCHING.sub(r"\\\g<0>", escaped)


_MARKUP = re.compile(r"[<&*`\[\]_~]")
_ALWAYS = re.compile(r"[<&`\[\]]")
_TOUCHING = re.compile(r"(?<=\S)[*_~]|[*_~](?=\S)")
