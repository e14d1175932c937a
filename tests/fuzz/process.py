"""The fuzzer's inputs through the real console script: a real standard output (a pipe, a
closed pipe, /dev/full), hostile file names and special files (FIFOs, sockets, symlink loops,
folders named like boards, folders nested 1,500 deep), every command and format.

    python tests/fuzz/process.py --count 2000 --workers 2      # from the repository root

Each run must end within 20 s with exit 0, 1, 2 or 141 (the closed pipe), no traceback, a
valid UTF-8 stderr, JSON lines on stdout for --format json, an SVG that parses for render, and
nothing written but the file `-o` names. tests/test_fuzz.py runs a few of them.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import socket
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import fuzz

SCRIPT = shutil.which("boardscore") or str(Path(sys.executable).parent / "boardscore")
NAMES = ["board.yaml", "two words.yaml", "-dash.yaml", "new\nline.yaml", "tab\tname.yaml",
         "é ü 日本.yaml", "\u202eevil.yaml", "esc\x1b[2J.yaml", "a" * 200 + ".yaml",
         ".hidden.yaml", "b.json", "c.yml", "'quote\".yaml", "percent%2C.yaml"]
RAW_NAMES = [b"bad\xffname.yaml", b"\xc3\x28.yaml", b"lat\xe9.yaml"]
COMMANDS = ["score", "validate", "render", "mondo", "flowers", "clans", "world-wonders"]
FORMATS = ["text", "json", "csv", "markdown", "github"]
EXITS = {0, 1, 2, 141}


def plan(seed: int) -> dict[str, object]:
    """What one run does: its input, where it lies, its command line and its output."""
    rnd = random.Random(seed)
    kind, raw = fuzz.make_input(seed)
    name: str | bytes = rnd.choice(NAMES) if rnd.random() < 0.8 else rnd.choice(RAW_NAMES)
    return {"kind": kind, "raw": raw, "name": name,
            "special": rnd.choice(["file"] * 12 + ["fifo", "socket", "loop", "folder",
                                                   "symlink", "empty-folder", "deep-folder"]),
            "depth": rnd.choice([50, 400, 1_500]),
            "command": rnd.choice(COMMANDS), "format": rnd.choice(FORMATS),
            "explain": rnd.random() < 0.5, "many": rnd.random() < 0.3,
            "stdout": rnd.choice(["pipe"] * 6 + ["closed-pipe", "full", "closed"]),
            "output": rnd.random() < 0.2}


def _place(folder: Path, entry: dict[str, object]) -> bytes:
    """Lay the input down as its plan says; the path given to the command (bytes)."""
    name = entry["name"]
    path = os.path.join(os.fsencode(folder), name if isinstance(name, bytes)
                        else os.fsencode(str(name)))
    special, raw = entry["special"], entry["raw"]
    assert isinstance(raw, bytes)
    if special == "fifo":
        os.mkfifo(path)
    elif special == "socket":
        with socket.socket(socket.AF_UNIX) as server:
            try:
                server.bind(path)
            except OSError:  # a name too long for a socket: a short one instead
                path = os.path.join(os.fsencode(folder), b"s.yaml")
                server.bind(path)
    elif special == "loop":
        os.symlink(path, path)
    elif special == "deep-folder":  # issue 23: os.walk's recursion gave a RecursionError
        _deep_folder(path, int(str(entry["depth"])), raw)
    elif special in ("folder", "empty-folder"):
        os.mkdir(path)
        if special == "folder":
            with open(os.path.join(path, b"inner.yaml"), "wb") as handle:
                handle.write(raw)
    elif special == "symlink":
        target = os.path.join(os.fsencode(folder), b"target.data")
        with open(target, "wb") as handle:
            handle.write(raw)
        os.symlink(target, path)
    else:
        with open(path, "wb") as handle:
            handle.write(raw)
    return path


def _deep_folder(path: bytes, depth: int, raw: bytes) -> None:
    """`depth` folders, each in the last (the path stays under PATH_MAX), the board at the
    bottom and one halfway."""
    here = path
    for level in range(depth):
        here = os.path.join(here, b"d")
        os.makedirs(here) if level == 0 else os.mkdir(here)
        if level in (0, depth // 2, depth - 1):
            with open(os.path.join(here, b"b.yaml"), "wb") as handle:
                handle.write(raw)


def _remove_deep(folder: Path) -> None:
    """Empty a tree of any depth without recursion (shutil.rmtree recurses)."""
    stack, found = [os.fsencode(folder)], []
    while stack:
        top = stack.pop()
        for entry in os.scandir(top):
            if entry.is_dir(follow_symlinks=False):
                stack.append(entry.path)
                found.append(entry.path)
            else:
                os.unlink(entry.path)
    for path in reversed(found):
        os.rmdir(path)


def _command(entry: dict[str, object], path: bytes, folder: Path) -> list[bytes]:
    command = str(entry["command"])
    line = [os.fsencode(SCRIPT), command.encode(), path]
    if entry["many"] and command != "render":
        line.append(os.fsencode(folder))
    if command == "render":
        fmt = "json" if entry["format"] == "json" else "text"
        line += [b"-f", fmt.encode()]
        if entry["output"]:
            line += [b"-o", os.path.join(os.fsencode(folder), b"out.svg")]
    else:
        line += [b"-f", str(entry["format"]).encode()]
        if entry["explain"]:
            line.append(b"--explain")
    return line


def check(seed: int) -> tuple[str, str, str | None]:
    """(kind, outcome, failure) for one run of the console script."""
    entry = plan(seed)
    with tempfile.TemporaryDirectory(prefix="bsfuzz-") as temporary:
        folder = Path(temporary)
        path = _place(folder, entry)
        before = {p.name for p in folder.iterdir()}
        try:
            status, out, err = _run(_command(entry, path, folder), str(entry["stdout"]))
        except subprocess.TimeoutExpired:
            return str(entry["kind"]), "failed", "over 20 s"
        failure = _judge(entry, status, out, err)
        written = {p.name for p in folder.iterdir()} - before - {"out.svg"}
        if failure is None and written:
            failure = f"wrote {sorted(written)}"
        if failure is None and entry["output"] and status == 0 and entry["command"] == "render":
            failure = _svg_problem((folder / "out.svg").read_text("utf-8", "replace"))
        _remove_deep(folder)
    return str(entry["kind"]), "failed" if failure else f"exit {status}", failure


def _run(line: list[bytes], stdout: str) -> tuple[int, bytes, bytes]:
    if stdout == "full":
        with open("/dev/full", "wb") as full:
            done = subprocess.run(line, stdout=full, stderr=subprocess.PIPE, timeout=20,
                                  check=False)
        return done.returncode, b"", done.stderr
    if stdout == "closed":
        done = subprocess.run(line, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                              timeout=20, check=False, preexec_fn=lambda: os.close(1))
        return done.returncode, b"", done.stderr
    with subprocess.Popen(line, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as process:
        assert process.stdout is not None
        assert process.stderr is not None
        if stdout == "closed-pipe":
            process.stdout.read(10)
            process.stdout.close()
            out = b""
            err = process.stderr.read()
        else:
            out, err = process.communicate(timeout=20)
        return process.wait(timeout=20), out, err


def _json_problem(text: str) -> str | None:
    """One pretty-printed document (a single file) or JSON Lines (a batch)."""
    try:
        json.loads(text or "null")
        return None
    except ValueError:
        pass
    for line in text.splitlines():
        try:
            json.loads(line)
        except ValueError:
            return f"stdout is not JSON: {line[:80]!r}"
    return None


def _judge(entry: dict[str, object], status: int, out: bytes, err: bytes) -> str | None:
    if status not in EXITS:
        return f"exit {status}"
    if b"Traceback" in err or b"Traceback" in out:
        return "traceback: " + err.decode("utf-8", "replace")[-300:]
    try:
        err.decode("utf-8")
        text = out.decode("utf-8")
    except UnicodeDecodeError as exc:
        return f"output not UTF-8: {exc}"
    if b"internal-error" in err:
        return "internal error: " + err.decode()[-300:]
    if entry["stdout"] == "pipe" and entry["format"] == "json" and entry["command"] != "render":
        return _json_problem(text)
    if entry["command"] == "render" and not entry["output"] and status == 0 \
            and entry["stdout"] == "pipe":
        return _svg_problem(text)
    return None


def _svg_problem(text: str) -> str | None:
    try:
        ElementTree.fromstring(text)
    except ElementTree.ParseError as exc:
        return f"the SVG does not parse: {exc}"
    return None


def main() -> None:
    counts, failures, seconds = fuzz.run_seeds(check, __doc__.splitlines()[0], 2000)
    print(f"{sum(counts.values())} runs of the console script in {seconds:.0f} s")
    for outcome, number in sorted(Counter(o for (_, o), n in counts.items()
                                          for _ in range(n)).items()):
        print(f"  {outcome}: {number}")
    print(f"failures: {len(failures)}")
    for seed, failure in failures[:20]:
        print(f"  seed {seed}: {failure}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
