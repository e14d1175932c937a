"""`boardscore games`: each game's players, variants, rules reference and decisions."""

from __future__ import annotations

import json

from boardscore.scorers.games import game_ids, load_game


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
    lines: list[str] = []
    for info in infos:
        lines.append(f"{info.id} — {info.title} ({info.players} players)")
        lines.extend(f"  variant: {variant}" for variant in info.variants)
        lines.append(f"  rules reference: boardscore rules {info.id}")
        lines.append("  project decisions (where the rulebook is silent):")
        lines.extend(f"    {d.id:<4} {d.text}" for d in info.decisions)
        lines.append("")
    if format == "markdown":
        return "\n".join(f"    {line}" if line else "" for line in lines) + "\n"
    return "\n".join(lines) + "\n"
