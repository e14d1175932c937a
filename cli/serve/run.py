"""Starting the server: the token and the LAN address under --lan, the first line (the URL),
the terminal QR code, the browser with --open, then uvicorn on the socket already bound."""

from __future__ import annotations

import socket
import threading
from typing import TextIO

import uvicorn

from boardscore.scorers.i18n import _, language
from boardscore.serve.app import Settings, create_app
from boardscore.serve.security import new_token
from boardscore.status import ExitStatus

# A UDP "connection" sends nothing: it only asks the kernel which address would be used.
_PROBE = ("10.254.254.254", 1)


def lan_address() -> str | None:
    """The address other devices of the local network reach this one at (None: no network)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(_PROBE)
            address = str(probe.getsockname()[0])
        except OSError:
            return None
    return None if address.startswith("127.") or address == "0.0.0.0" else address


def run_server(listener: socket.socket, directory: str, *, lan: bool, open_browser: bool,
               out: TextIO, err: TextIO) -> int:
    port = int(listener.getsockname()[1])
    token = new_token() if lan else None
    address = lan_address() if lan else None
    query = f"?token={token}" if token else ""
    local_url = f"http://127.0.0.1:{port}/{query}"
    url = f"http://{address}:{port}/{query}" if address else local_url
    out.write(url + "\n")
    out.flush()
    if lan:
        _lan_notes(url, local_url, address, out, err)
    settings = Settings(directory, port, token, address, share_url=url, language=language())
    config = uvicorn.Config(create_app(settings), log_level="warning", access_log=False,
                            lifespan="off", server_header=False)
    server = uvicorn.Server(config)
    if open_browser:
        threading.Thread(target=_open, args=(local_url,), daemon=True).start()
    try:
        server.run(sockets=[listener])
    except KeyboardInterrupt:
        pass
    finally:
        listener.close()
    return ExitStatus.OK


def _lan_notes(url: str, local_url: str, address: str | None, out: TextIO,
               err: TextIO) -> None:
    # lazy: the QR code only with --lan
    from boardscore.serve.qr import print_qr

    if address is None:
        err.write("boardscore serve: " + _("no local network found; the server answers on "
                                           "this computer only for now") + "\n")
    print_qr(url, out)
    out.write(_("Scan the code with each phone (same Wi-Fi), or open the address above. On "
                "this computer: {url}").format(url=local_url) + "\n")
    out.write(_("Ctrl-C stops the server.") + "\n")
    out.flush()


def _open(url: str) -> None:
    # lazy: webbrowser only with --open
    import webbrowser

    webbrowser.open(url)
