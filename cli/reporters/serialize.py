"""The result contract as data: what `--format json` prints and the Python API and the web
server return (`boardscore schema result` describes it)."""

from __future__ import annotations

import json

from boardscore.scorers.diagnostics import Diagnostic, format_path
from boardscore.scorers.result import Line, Result, TiebreakStep

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any


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


def diagnostic_to_dict(diagnostic: Diagnostic) -> dict[str, Any]:
    return {"file": diagnostic.file, "line": diagnostic.line, "column": diagnostic.column,
            "severity": str(diagnostic.severity), "code": str(diagnostic.code),
            "message": diagnostic.message, "path": format_path(diagnostic.path)}


def dumps(data: Any, *, pretty: bool) -> str:
    """JSON, readable (non-ASCII letters as they are), with every character a terminal would
    act on written as a \\u escape: C0 controls (json does those), DEL, C1 controls, bidi
    controls, lone surrogates (which also keeps the output valid UTF-8), and the line and
    paragraph separators U+2028 and U+2029 (a JSON Lines reader may end a record there)."""
    if pretty:
        text = json.dumps(data, ensure_ascii=False, indent=2)
    else:
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return text if text.isascii() else text.translate(_JSON_ESCAPES)


def _escaped(code: int) -> bool:
    """DEL, C1 controls, bidi controls, lone surrogates, and the line and paragraph separators
    (Python's splitlines() ends a JSON line there)."""
    return (code == 0x7F or 0x80 <= code < 0xA0 or code in (0x061C, 0x200E, 0x200F)
            or 0x202A <= code < 0x202F or 0x2066 <= code < 0x206A or 0xD800 <= code < 0xE000
            or code in (0x2028, 0x2029))


class _Escapes(dict[int, str]):
    """str.translate's table, filled in as characters are met: built whole, its 2,000-odd
    entries cost about 1 ms at each start (issue 22 item 7)."""

    def __missing__(self, code: int) -> str:
        self[code] = f"\\u{code:04x}" if _escaped(code) else chr(code)
        return self[code]


_JSON_ESCAPES = _Escapes()
