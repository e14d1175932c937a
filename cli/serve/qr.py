"""QR codes (segno: pure Python, no dependency, SVG and terminal output built in): the LAN
address in the terminal, and any short text as SVG for the page (`GET /api/qr`)."""

from __future__ import annotations

import io
from typing import TextIO

import segno


def qr_svg(data: str) -> bytes:
    """The QR code of `data` as a standalone SVG (dark modules on white, a 4-module quiet
    zone), with its text as the title."""
    code = segno.make(data, error="m", micro=False)
    buffer = io.BytesIO()
    code.save(buffer, kind="svg", scale=4, border=4, dark="#000", light="#fff",
              title=data, xmldecl=False)
    return buffer.getvalue()


def print_qr(data: str, out: TextIO) -> None:
    """The QR code on a terminal: half blocks when the stream can write them, else the
    ANSI-reversed spaces segno falls back to."""
    code = segno.make(data, error="m", micro=False)
    encoding = (getattr(out, "encoding", None) or "ascii").lower().replace("-", "")
    code.terminal(out=out, compact=encoding in ("utf8", "utf16", "utf32"), border=2)
    out.flush()
