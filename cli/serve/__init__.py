"""`boardscore serve [DIR]`: the scorer as a small web application for the phones at the table
(issue 26; docs/serve.md, docs/serve-api.md).

Imported only by the `serve` command: Starlette, uvicorn and segno are the optional extra
`boardscore[serve]`, and no other command loads any of this.
"""

from __future__ import annotations

import importlib
import os
import socket
import sys
from typing import TextIO

from boardscore.options import flag
from boardscore.scorers.i18n import _
from boardscore.status import ExitStatus

EXTRA = ("starlette", "uvicorn", "segno")
INSTALL = "pip install 'boardscore[serve]'"
LOOPBACK = "127.0.0.1"
MAX_PORT = 65535


def missing_extra() -> list[str]:
    """The packages of the extra that cannot be imported (all of them are used at once)."""
    missing = []
    for name in EXTRA:
        try:
            importlib.import_module(name)
        except ImportError:
            missing.append(name)
    return missing


def serve(directory: str, *, port: int = 0, open_browser: bool = False, lan: bool = False,
          out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run the server until Ctrl-C; the exit status. The first line on `out`, flushed at
    once, is the URL to open (with the port bound)."""
    out, err = out or sys.stdout, err or sys.stderr
    if missing_extra():
        err.write("boardscore serve: " + _("the web server is an optional extra; add it "
                                           "with: {command}").format(command=INSTALL) + "\n")
        return ExitStatus.USAGE
    if not os.path.isdir(directory):
        err.write("boardscore serve: " + _("{directory} is not a folder").format(
            directory=directory) + "\n")
        return ExitStatus.USAGE
    if not 0 <= port <= MAX_PORT:
        err.write("boardscore serve: " + _("{option} takes 0 to {highest}, not {port}").format(
            option=flag("port"), highest=MAX_PORT, port=port) + "\n")
        return ExitStatus.USAGE
    try:
        listener = _listen("0.0.0.0" if lan else LOOPBACK, port)
    except OSError as exc:
        err.write("boardscore serve: " + _("cannot listen on port {port}: {reason}").format(
            port=port, reason=exc.strerror or exc) + "\n")
        return ExitStatus.USAGE
    # lazy: run.py needs the optional extra (Starlette, uvicorn), which serve() checks first
    from boardscore.serve.run import run_server

    return run_server(listener, directory, lan=lan, open_browser=open_browser, out=out,
                      err=err)


def _listen(host: str, port: int) -> socket.socket:
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        listener.bind((host, port))
        listener.listen(128)
    except OSError:
        listener.close()
        raise
    listener.set_inheritable(True)
    return listener
