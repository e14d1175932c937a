"""`boardscore games`: each game's players, variants, rules reference and decisions.

The variant and decision texts are marked N_ in each game's info.py and translated here, where
they are shown (in every format); ids, titles and the JSON keys and CSV columns stay as they are.
"""

from __future__ import annotations

import io
import json

from boardscore.scorers.games import GameInfo, game_ids, load_game
from boardscore.scorers.i18n import _


def games_report(format: str) -> str:
    infos = [load_game(game).info for game in game_ids()]
    if format == "json":
        data = [{"id": i.id, "title": i.title, "players": i.players,
                 "variants": [_(v) for v in i.variants], "rules": f"boardscore rules {i.id}",
                 "decisions": [{"id": d.id, "text": _(d.text)} for d in i.decisions]}
                for i in infos]
        return json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    if format == "csv":
        # lazy: only `games -f csv` needs csv
        import csv

        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow(["game", "title", "players", "kind", "id", "text"])
        for i in infos:
            writer.writerows([i.id, i.title, i.players, "variant", "", _(v)] for v in i.variants)
            writer.writerows([i.id, i.title, i.players, "decision", d.id, _(d.text)]
                             for d in i.decisions)
        return buffer.getvalue()
    if format == "markdown":
        return "\n".join(_markdown(info) for info in infos)
    lines: list[str] = []
    for info in infos:
        lines.append(_heading(info, info.title))
        lines.extend("  " + _("variant: {variant}").format(variant=_(variant))
                     for variant in info.variants)
        lines.append("  " + _("rules reference: {command}").format(
            command=f"boardscore rules {info.id}"))
        lines.append("  " + _("project decisions (where the rulebook is silent):"))
        lines.extend(f"    {d.id:<4} {_(d.text)}" for d in info.decisions)
        lines.append("")
    return "\n".join(lines) + "\n"


def _markdown(info: GameInfo) -> str:
    """A section per game: its variants as a list, its decisions as a table."""
    lines = ["## " + _heading(info, _cell(info.title)), "",
             _("Rules reference: {command}").format(command=f"`boardscore rules {info.id}`"),
             "", _("Variants:"), ""]
    lines += [f"- {_cell(_(variant))}" for variant in info.variants]
    head = "| " + _("decision") + " | " + _("where the rulebook is silent") + " |"
    lines += ["", head, "|---|---|"]
    lines += [f"| {d.id} | {_cell(_(d.text))} |" for d in info.decisions]
    return "\n".join(lines) + "\n"


def _heading(info: GameInfo, title: str) -> str:
    """`GAME — Title (2-4 players)`: the title as published."""
    return _("{game} — {title} ({players} players)").format(game=info.id, title=title,
                                                            players=info.players)


def _cell(text: str) -> str:
    return text.replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ")
