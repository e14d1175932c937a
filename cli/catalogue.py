"""`boardscore games`: each game's players, variants, rules reference and decisions."""

from __future__ import annotations

import json

from boardscore.scorers.games import GameInfo, game_ids, load_game


def games_report(format: str) -> str:
    infos = [load_game(game).info for game in game_ids()]
    if format == "json":
        data = [{"id": i.id, "title": i.title, "players": i.players, "variants": list(i.variants),
                 "rules": f"boardscore rules {i.id}", "decisions": [{"id": d.id, "text": d.text}
                                                 for d in i.decisions]} for i in infos]
        return json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    if format == "csv":
        import csv
        import io

        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow(["game", "title", "players", "kind", "id", "text"])
        for i in infos:
            writer.writerows([i.id, i.title, i.players, "variant", "", v] for v in i.variants)
            writer.writerows([i.id, i.title, i.players, "decision", d.id, d.text]
                             for d in i.decisions)
        return buffer.getvalue()
    if format == "markdown":
        return "\n".join(_markdown(info) for info in infos)
    lines: list[str] = []
    for info in infos:
        lines.append(f"{info.id} — {info.title} ({info.players} players)")
        lines.extend(f"  variant: {variant}" for variant in info.variants)
        lines.append(f"  rules reference: boardscore rules {info.id}")
        lines.append("  project decisions (where the rulebook is silent):")
        lines.extend(f"    {d.id:<4} {d.text}" for d in info.decisions)
        lines.append("")
    return "\n".join(lines) + "\n"


def _markdown(info: GameInfo) -> str:
    """A section per game: its variants as a list, its decisions as a table."""
    lines = [f"## {info.id} — {_cell(info.title)} ({info.players} players)", "",
             f"Rules reference: `boardscore rules {info.id}`", "", "Variants:", ""]
    lines += [f"- {_cell(variant)}" for variant in info.variants]
    lines += ["", "| decision | where the rulebook is silent |", "|---|---|"]
    lines += [f"| {d.id} | {_cell(d.text)} |" for d in info.decisions]
    return "\n".join(lines) + "\n"


def _cell(text: str) -> str:
    return text.replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ")
