"""The hostile probes of issue 23, measured as whole processes (not tests): each file of
tests/big_inputs.py's HOSTILE_INPUTS scored, with its CPU time, wall time, peak memory and the
lines it prints; `--jobs 10000` over 1,000 files (the workers started, the peak of the whole
process tree); a --jobs parent killed with SIGKILL (how long its pipe reader waits).

    python bench/hostile.py            # prints a Markdown table (bench/README.md keeps it)
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

# The measuring process: runs the command, counts its output lines, reports its own children's
# CPU time and peak resident memory (a child of this large process would count our memory).
_MEASURE = """
import resource, subprocess, sys, time
t = time.perf_counter()
done = subprocess.run(sys.argv[1:], capture_output=True)
wall = time.perf_counter() - t
u = resource.getrusage(resource.RUSAGE_CHILDREN)
lines = done.stdout.count(b"\\n") + done.stderr.count(b"\\n")
print(u.ru_utime + u.ru_stime, wall, u.ru_maxrss / 1024, lines, done.returncode,
      len(done.stdout) + len(done.stderr))
"""


def measured(command: list[str]) -> tuple[float, float, float, int, int, int]:
    """(CPU s, wall s, peak MB, output lines, exit status, output bytes) of one run."""
    done = subprocess.run([sys.executable, "-c", _MEASURE, *command], capture_output=True,
                          text=True, check=True)
    cpu, wall, peak, lines, status, size = done.stdout.split()
    return float(cpu), float(wall), float(peak), int(lines), int(status), int(size)


def probes(script: str, folder: Path) -> list[str]:
    from big_inputs import HOSTILE_INPUTS

    rows = []
    for name, make, _code, what in HOSTILE_INPUTS.values():
        path = folder / name
        path.write_bytes(make())
        cpu, wall, peak, lines, status, size = measured([script, "score", str(path)])
        rows.append(f"| {what} | {cpu:.2f} s | {wall:.2f} s | {peak:.0f} MB | {lines:,} "
                    f"({size / 1e6:.1f} MB) | {status} |")
        path.unlink()
    return rows


def many_jobs(script: str, folder: Path) -> str:
    """`--jobs 10000` over 1,000 copies of an example: the worker processes seen, the peak."""
    batch = folder / "batch"
    batch.mkdir()
    example = (ROOT / "examples" / "flowers" / "three-players.yaml").read_bytes()
    for index in range(1000):
        (batch / f"{index:04}.yaml").write_bytes(example)
    process = subprocess.Popen([script, "score", str(batch), "--jobs", "10000", "--quiet"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    most, total = 0, 0.0
    while process.poll() is None:
        children = _descendants(process.pid)
        most = max(most, len(children))
        total = max(total, sum(_rss(pid) for pid in [process.pid, *children]))
        time.sleep(0.05)
    note = process.stderr.read().decode().strip() if process.stderr else ""
    shutil.rmtree(batch)
    return (f"| `score DIR --jobs 10000`, 1,000 files | {most} workers | "
            f"{total / 1024:.0f} MB (tree) | {note or '(nothing on stderr)'} |")


def killed_parent(script: str, folder: Path) -> str:
    """`boardscore score DIR --jobs 2 | wc -c`: the parent SIGKILLed mid-batch; how long
    until the reader sees end of file, and the workers left running a second later."""
    batch = folder / "killed"
    batch.mkdir()
    example = (ROOT / "examples" / "mondo" / "three-rounds-advanced.yaml").read_bytes()
    for index in range(400):
        (batch / f"{index:04}.yaml").write_bytes(example)
    reader = subprocess.Popen(["wc", "-c"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
    parent = subprocess.Popen([script, "score", str(batch), "--jobs", "2", "--quiet"],
                              stdout=reader.stdin, stderr=subprocess.DEVNULL)
    assert reader.stdin is not None
    reader.stdin.close()
    time.sleep(1.5)
    workers = _descendants(parent.pid)
    os.kill(parent.pid, signal.SIGKILL)
    parent.wait()
    start = time.perf_counter()
    try:
        reader.wait(timeout=10)
        waited = f"{time.perf_counter() - start:.2f} s"
    except subprocess.TimeoutExpired:
        waited = "no end of file after 10 s"
        reader.kill()
    time.sleep(1)
    alive = [pid for pid in workers if _alive(pid)]
    for pid in alive:
        os.kill(pid, signal.SIGKILL)
    shutil.rmtree(batch)
    return (f"| `score DIR --jobs 2 \\| wc -c`, parent SIGKILLed | {len(workers)} workers | "
            f"reader's end of file: {waited} | {len(alive)} still running 1 s later |")


def _descendants(pid: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry))
    return found


def _rss(pid: int) -> int:
    """Resident memory in KiB (0 once gone)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--script", default=shutil.which("boardscore") or "boardscore")
    chosen = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        print("| probe (`boardscore score FILE`) | CPU | wall | peak | output lines (bytes) "
              "| exit |\n|---|---:|---:|---:|---:|---:|")
        print("\n".join(probes(chosen.script, folder)))
        print("\n| probe | processes | memory | note |\n|---|---|---|---|")
        print(many_jobs(chosen.script, folder))
        print(killed_parent(chosen.script, folder))


if __name__ == "__main__":
    main()
