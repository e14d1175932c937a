"""boardscore serve benchmarks (not tests): the server's time per re-score, and the time from
`boardscore serve` to its first page. Everything talks to 127.0.0.1.

    python -m venv /tmp/bench && /tmp/bench/bin/pip install '.[serve]'
    /tmp/bench/bin/python bench/serve_bench.py --write

Re-score: the page sends the whole document at each change; a 4-player expert Mondo round of
full 24-tile boards (bench.py's generated game, its first round) is POSTed to /api/score of a
running server, --runs times after a warm-up, asking for every board's picture or for the
edited board's only (`?picture=1/Ann`, what a phone asks while its player types). Measured:
the server process's CPU time per request (/proc/PID/stat, Linux; the machine is shared and
wall time mostly measures the neighbours, as bench.py says), and the round trip's wall time.
First page: `boardscore serve` started, its first line read, then `GET /` until it answers
200: the process's CPU time and the wall time until then, medians of --starts starts.
--write puts the table into bench/README.md, between its serve markers.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))  # bench.py: the generated Mondo game
sys.path.insert(0, str(ROOT / "tests" / "mondo"))  # random_board, which it uses
START, END = "<!-- serve: bench/serve_bench.py --write -->", "<!-- serve end -->"
SERVE = [sys.executable, "-c", "from boardscore.console import run; run()", "serve"]


def mondo_round() -> dict[str, Any]:
    """A 4-player expert Mondo round: full 24-tile boards, card, tasks, chips."""
    from bench import mondo_game

    game = mondo_game(7)
    return {**game, "rounds": game["rounds"][:1]}  # type: ignore[index]


def post(url: str, document: dict[str, Any]) -> tuple[int, float]:
    body = json.dumps(document).encode()
    request = urllib.request.Request(url, body, {"Content-Type": "application/json",
                                                "Accept-Encoding": "gzip"})  # as browsers
    start = time.perf_counter()
    with urllib.request.urlopen(request, timeout=30) as answer:
        answer.read()
        status = answer.status
    return status, time.perf_counter() - start


def cpu_seconds(pid: int) -> float:
    """A process's CPU time so far (user + system), from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rescore_times(document: dict[str, Any], runs: int, query: str) -> tuple[float, list[float]]:
    """(the server's CPU seconds per request, each round trip's wall seconds)."""
    with tempfile.TemporaryDirectory() as folder, subprocess.Popen(
            [*SERVE, folder], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            text=True) as server:
        assert server.stdout is not None
        url = server.stdout.readline().strip() + "api/score" + query
        try:
            for _ in range(5):
                status, _seconds = post(url, document)
                assert status == 200, status
            before = cpu_seconds(server.pid)
            walls = [post(url, document)[1] for _ in range(runs)]
            return (cpu_seconds(server.pid) - before) / runs, walls
        finally:
            server.terminate()
            server.communicate(timeout=20)


def first_page_times(starts: int) -> list[tuple[float, float]]:
    """(the process's CPU seconds, the wall seconds) until its first page, per start."""
    found = []
    with tempfile.TemporaryDirectory() as folder:
        for _ in range(starts):
            start = time.perf_counter()
            with subprocess.Popen([*SERVE, folder], stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True) as server:
                assert server.stdout is not None
                url = server.stdout.readline().strip()
                while True:
                    try:
                        with urllib.request.urlopen(url, timeout=10) as answer:
                            answer.read()
                            if answer.status == 200:
                                break
                    except OSError:
                        time.sleep(0.005)
                found.append((cpu_seconds(server.pid), time.perf_counter() - start))
                server.terminate()
                server.communicate(timeout=20)
    return found


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def render(every: tuple[float, list[float]], one: tuple[float, list[float]],
           starts: list[tuple[float, float]], static: tuple[int, int, int]) -> str:
    def p90(values: list[float]) -> str:
        return ms(statistics.quantiles(values, n=10)[-1])

    rows = [
        "| boardscore serve, on 127.0.0.1 | server CPU time | wall time, median | wall, 90th "
        "percentile | target |",
        "|---|---:|---:|---:|---|",
        f"| re-score a 4-player expert Mondo round, the edited board's picture "
        f"(`?picture=1/Ann`) | {ms(one[0])} | {ms(statistics.median(one[1]))} | "
        f"{p90(one[1])} | ≤ 50 ms |",
        f"| the same with all 4 boards' pictures (the result page) | {ms(every[0])} | "
        f"{ms(statistics.median(every[1]))} | {p90(every[1])} | ≤ 50 ms |",
        f"| `boardscore serve` to its first page (GET / answered) | "
        f"{ms(statistics.median(s[0] for s in starts))} | "
        f"{ms(statistics.median(s[1] for s in starts))} | {p90([s[1] for s in starts])} | — |",
        "",
        f"The page's files (cli/serve/static/ and the games' editors, scorers/*/page/): "
        f"{static[1]} files, {static[0] / 1024:.0f} KB, "
        f"{static[2] / 1024:.0f} KB as sent to a browser (gzip). Load average at the end of "
        "the run: "
        f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores (wall times grow with it).",
    ]
    return "\n".join(rows)


def static_weight() -> tuple[int, int, int]:
    """(bytes, files, bytes once gzip-compressed as the server sends files over 1 KB)."""
    import gzip

    files = [p for p in (ROOT / "cli" / "serve" / "static").rglob("*") if p.is_file()]
    files += sorted(p for p in (ROOT / "scorers").glob("*/page/*") if p.is_file())
    sizes = [p.stat().st_size for p in files]
    sent = sum(len(gzip.compress(p.read_bytes(), 6)) if size >= 1024 else size
               for p, size in zip(files, sizes, strict=True))
    return sum(sizes), len(files), sent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=101)
    parser.add_argument("--starts", type=int, default=11)
    parser.add_argument("--write", action="store_true")
    options = parser.parse_args()
    document = mondo_round()
    table = render(rescore_times(document, options.runs, ""),
                   rescore_times(document, options.runs, "?picture=1/Ann"),
                   first_page_times(options.starts), static_weight())
    print(table)
    if options.write:
        readme = ROOT / "bench" / "README.md"
        text = readme.read_text("utf-8")
        before, _old, after = text.partition(START)
        _old, _end, after = after.partition(END)
        readme.write_text(f"{before}{START}\n{table}\n{END}{after}", "utf-8")


if __name__ == "__main__":
    main()
