"""Small helpers shared by the games' pictures (SVG written with the standard library only:
a picture is a few hundred shapes, and text is the simplest dependable way to write them)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape as _escape_markup

from boardscore.scorers.escapes import escaped
from boardscore.scorers.i18n import _
from boardscore.scorers.result import Line

Point = tuple[float, float]
Segment = tuple[Point, Point]


def escape(text: str) -> str:
    """Text for an SVG element or attribute: markup escaped, and every character XML 1.0
    does not allow (controls, lone surrogates, U+FFFE/U+FFFF) or a viewer would act on (bidi
    controls) written as a visible backslash escape, so the picture always parses."""
    return _escape_markup(escaped(text))


def document(width: float, height: float, title: str, body: Iterable[str],
             defs: str = "") -> str:
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
            f'viewBox="0 0 {width:.0f} {height:.0f}" font-family="sans-serif">')
    parts = [head, f"<title>{escape(title)}</title>"]
    if defs:
        parts.append(f"<defs>{defs}</defs>")
    parts.append(f'<rect width="{width:.0f}" height="{height:.0f}" fill="#fbfaf5"/>')
    parts.extend(body)
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def polygon(points: Sequence[Point], fill: str, css: str = "", stroke: str = "#555") -> str:
    shown = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
    kind = f' class="{css}"' if css else ""
    return (f'<polygon{kind} points="{shown}" fill="{fill}" stroke="{stroke}" '
            'stroke-width="0.6"/>')


def text(x: float, y: float, content: str, size: int = 12, anchor: str = "start",
         css: str = "", fill: str = "#222", weight: str = "normal") -> str:
    kind = f' class="{css}"' if css else ""
    return (f'<text{kind} x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" '
            f'fill="{fill}" font-weight="{weight}">{escape(content)}</text>')


def outline(segments: Iterable[Segment], css: str, colour: str, width: float = 3.0,
            title: str = "") -> str:
    """One path drawing every segment: one element per outlined thing (tests count them)."""
    moves = " ".join(f"M{a[0]:.1f},{a[1]:.1f} L{b[0]:.1f},{b[1]:.1f}" for a, b in segments)
    hint = f"<title>{escape(title)}</title>" if title else ""
    return (f'<path class="{css}" d="{moves}" fill="none" stroke="{colour}" '
            f'stroke-width="{width}" stroke-linecap="round">{hint}</path>')


def score_legend(x: float, y: float, heading: str, lines: Sequence[Line],
                 total: int | None, note: str = "") -> list[str]:
    """The itemized score beside the board: one row per line, then the total."""
    shapes = [text(x, y, heading, 15, weight="bold", css="legend")]
    row = y + 22
    for line in lines:
        shapes.append(text(x, row, line.label, 12, css="legend"))
        shapes.append(text(x + 250, row, f"{line.points:+d}" if line.points else "0", 12,
                           "end", css="legend"))
        row += 17
    if total is not None:
        shapes.append(text(x, row + 4, _("Total"), 13, weight="bold", css="legend"))
        shapes.append(text(x + 250, row + 4, str(total), 13, "end", weight="bold",
                           css="legend"))
        row += 21
    if note:
        shapes.append(text(x, row + 6, note, 11, fill="#a00", css="legend"))
    return shapes


def hatch_pattern(name: str = "hatch") -> str:
    return (f'<pattern id="{name}" width="8" height="8" patternUnits="userSpaceOnUse" '
            'patternTransform="rotate(45)"><rect width="8" height="8" fill="#f1efe6"/>'
            '<line x1="0" y1="0" x2="0" y2="8" stroke="#b9b4a2" stroke-width="2"/></pattern>')
