"""The I/O core under a hostile environment (issue #14): inputs are never written, nothing
blocks, no environment gives a traceback, names cannot forge the output, writes are atomic."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import Any

import pytest

from boardscore import outputs

from conftest import CASES, EXAMPLES, run_cli

MONDO = EXAMPLES / "mondo" / "expert-round.yaml"
FLOWERS = EXAMPLES / "flowers" / "two-players.yaml"


def boardscore(*args: str, env: dict[str, str] | None = None, stdout: Any = subprocess.PIPE
               ) -> subprocess.CompletedProcess[bytes]:
    """The real console entry point in a process of its own (its streams are the test)."""
    command = [sys.executable, "-m", "boardscore", *args]
    return subprocess.run(command, stdout=stdout, stderr=subprocess.PIPE, timeout=60,
                          check=False, env={**os.environ, **(env or {})})


# ---- inputs are never written ---------------------------------------------------------------

@pytest.mark.parametrize("spelling", ["same", "symlink", "dot", "hardlink"])
def test_render_never_writes_over_its_input(tmp_path: Path, spelling: str) -> None:
    board = tmp_path / "b.yaml"
    board.write_bytes(MONDO.read_bytes())
    target = {"same": board, "symlink": tmp_path / "link.yaml", "dot": tmp_path / "." / "b.yaml",
              "hardlink": tmp_path / "hard.yaml"}[spelling]
    if spelling == "symlink":
        target.symlink_to(board)
    if spelling == "hardlink":
        os.link(board, target)
    run = run_cli("render", str(board), "-o", str(target), "--force", "-f", "json")
    assert run.code == 2
    assert run.diagnostics()[0]["code"] == "output-is-input"
    assert board.read_bytes() == MONDO.read_bytes()


# ---- nothing blocks ------------------------------------------------------------------------

def test_a_fifo_is_reported_without_being_opened(tmp_path: Path) -> None:
    fifo = tmp_path / "b.yaml"
    os.mkfifo(fifo)
    run = run_cli("score", str(fifo), "-f", "json")  # a blocking open would hang here
    assert run.code == 2
    assert run.diagnostics()[0]["code"] == "not-a-file"
    assert "named pipe" in run.diagnostics()[0]["message"]


def test_a_fifo_in_a_folder_is_reported_and_the_batch_goes_on(tmp_path: Path) -> None:
    shutil.copy(FLOWERS, tmp_path / "a.yaml")
    os.mkfifo(tmp_path / "b.yaml")
    run = run_cli("validate", str(tmp_path), "-f", "json")
    assert run.code == 2
    verdicts = run.json_lines()
    assert [Path(v["file"]).name for v in verdicts] == ["a.yaml", "b.yaml"]
    assert verdicts[0]["valid"]
    assert not verdicts[1]["valid"]
    assert verdicts[1]["errors"][0]["code"] == "not-a-file"


def test_dev_stdin_is_standard_input() -> None:
    run = run_cli("score", "/dev/stdin", "-f", "json", stdin=FLOWERS.read_text())
    assert run.code == 0
    assert run.json()["file"] == "<stdin>"


def test_an_unreadable_folder_in_a_batch_is_reported(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Root reads every folder, so the refusal is simulated where os.walk meets it."""
    shutil.copy(FLOWERS, tmp_path / "a.yaml")
    (tmp_path / "locked").mkdir()
    shutil.copy(FLOWERS, tmp_path / "locked" / "b.yaml")
    real = os.scandir

    def scandir(path: Any = ".") -> Any:
        if str(path).endswith("locked"):
            raise PermissionError(13, "Permission denied", str(path))
        return real(path)

    monkeypatch.setattr(os, "scandir", scandir)
    run = run_cli("score", str(tmp_path), "-f", "json")
    assert run.code == 2
    problem = run.diagnostics()[0]
    assert problem["code"] == "unreadable"
    assert problem["file"].endswith("locked")
    assert "Permission denied" in problem["message"]
    assert len(run.json_lines()) == 1  # a.yaml is still scored


# ---- no traceback for any environment ------------------------------------------------------

def test_a_full_disk_is_one_message_and_exit_2() -> None:
    with open("/dev/full", "wb") as full:
        done = boardscore("score", str(MONDO), stdout=full)
    assert done.returncode == 2
    assert done.stderr == b"boardscore: error: cannot write the output: No space left on device\n"


def test_a_closed_stdout_is_one_message_and_exit_2() -> None:
    done = subprocess.run([sys.executable, "-m", "boardscore", "score", str(MONDO)],
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=60,
                          check=False, preexec_fn=lambda: os.close(1))
    assert done.returncode == 2
    assert done.stderr == b"boardscore: error: cannot write the output: standard output is " \
                          b"closed\n"


def test_a_closed_stdout_does_not_stop_a_file_output(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "boardscore", "render", str(MONDO), "-o",
                           str(tmp_path / "b.svg")], stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, timeout=60, check=False,
                          preexec_fn=lambda: os.close(1))
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "b.svg").read_text().startswith("<svg")


def test_an_ascii_terminal_gets_ascii_equivalents() -> None:
    done = boardscore("score", str(EXAMPLES / "mondo" / "beginner-two-players.yaml"),
                      "--explain", env={"PYTHONIOENCODING": "ascii"})
    assert done.returncode == 0, done.stderr
    text = done.stdout.decode("ascii")  # every byte is ASCII
    assert "beginner-two-players.yaml - Mondo" in text  # the dash
    assert "+------" in text
    assert "| Round 1 animals" in text


@pytest.mark.parametrize("args", [("score", str(EXAMPLES), "-f", "json"), ("--help",)])
def test_a_reader_that_stops_reading_ends_the_program_quietly(args: tuple[str, ...]) -> None:
    with subprocess.Popen([sys.executable, "-m", "boardscore", *args], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE) as process:
        assert process.stdout is not None
        assert process.stderr is not None
        if args[0] == "score":
            process.stdout.readline()
        process.stdout.close()  # as `| head -1` does
        said = process.stderr.read()
        assert process.wait(timeout=60) == 141
    assert said == b""


@pytest.mark.slow
def test_a_lone_surrogate_in_a_name_is_refused_in_every_format(tmp_path: Path) -> None:
    board = tmp_path / "s.json"
    board.write_text('{"game": "flowers", "players": [{"name": "\\ud800", "hand": 1}, '
                     '{"name": "B", "hand": 1}]}')
    for fmt in ("text", "json", "csv", "markdown", "github"):
        done = boardscore("score", str(board), "-f", fmt)
        assert done.returncode == 1, done.stderr
        assert b"Traceback" not in done.stderr
        assert b"text-unreadable" in done.stderr or b"lone surrogate" in done.stderr
        done.stderr.decode("utf-8")  # valid UTF-8
    drawn = boardscore("render", str(board))
    assert drawn.returncode == 1  # (Flowers is drawn now: the name is refused, as in score)
    assert b"lone surrogate" in drawn.stderr
    assert b"Traceback" not in drawn.stderr
    drawn.stderr.decode("utf-8")


@pytest.mark.slow
def test_an_undecodable_file_name_is_escaped_everywhere(tmp_path: Path) -> None:
    folder = os.fsencode(tmp_path)
    name = os.path.join(folder, b"bad\xffname.yaml")
    with open(name, "wb") as handle:
        handle.write(FLOWERS.read_bytes())
    shutil.copy(FLOWERS, tmp_path / "good.yaml")
    done = boardscore("score", str(tmp_path), "-f", "json")
    assert done.returncode == 0, done.stderr
    files = [json.loads(line)["file"] for line in done.stdout.decode("utf-8").splitlines()]
    assert files[0].endswith("bad\\xffname.yaml")
    text = boardscore("score", str(tmp_path))
    assert b"bad\\xffname.yaml" in text.stdout


def test_a_file_name_with_a_newline_is_escaped(tmp_path: Path) -> None:
    board = tmp_path / "a\nWinner: Eve.yaml"
    board.write_bytes(FLOWERS.read_bytes())
    run = run_cli("score", str(board))
    assert "a\\nWinner: Eve.yaml" in run.stdout
    assert "\nWinner: Eve.yaml" not in run.stdout


# ---- names are text a person can read ------------------------------------------------------

UNREADABLE = ["Eve\x1b[2J", "Ana\nWinner: Eve", "\u202eevE", "\u200b", "  ", "a\x00b",
              "x\ufffe", "\u2066Bob\u2069"]


@pytest.mark.parametrize("name", UNREADABLE)
@pytest.mark.parametrize("game", ["flowers", "mondo", "clans", "world-wonders"])
def test_unreadable_player_names_are_refused(game: str, name: str) -> None:
    document = _with_first_player_named(game, name)
    run = run_cli("score", "-", "-f", "json", stdin=json.dumps(document))
    assert run.code == 1
    problem = next(d for d in run.diagnostics() if d["path"].endswith("[0].name"))
    if name.strip():
        assert problem["code"] == "text-unreadable"
        assert "names must be plain text a person can read" in problem["message"]
    else:  # Flowers' schema already calls a blank name empty
        assert problem["code"] in ("text-unreadable", "schema")
    assert not set(problem["message"]) & set("\x1b\n\x00\u202e\u2066\ufffe")


def _with_first_player_named(game: str, name: str) -> dict[str, Any]:
    import yaml

    source = {"flowers": FLOWERS, "mondo": MONDO,
              "clans": EXAMPLES / "clans" / "three-players-record.yaml",
              "world-wonders": EXAMPLES / "world-wonders" / "three-players-base.yaml"}[game]
    document: dict[str, Any] = yaml.safe_load(source.read_text("utf-8"))
    players = document["rounds"][0]["players"] if game == "mondo" else document["players"]
    players[0]["name"] = name
    return document


def test_the_unreadable_message_names_the_code_point_and_position() -> None:
    document = _with_first_player_named("flowers", "Ev\u202ee")
    run = run_cli("score", "-", "-f", "json", stdin=json.dumps(document))
    [problem] = run.diagnostics()
    assert problem["message"] == (
        'player name "Ev\\u202ee" contains the bidirectional control U+202E (RIGHT-TO-LEFT '
        "OVERRIDE) at position 3; names must be plain text a person can read")


@pytest.mark.parametrize(("game", "code"), [("flowers", "V9"), ("mondo", "player-duplicate"),
                                            ("clans", "F4"), ("world-wonders", "E02")])
@pytest.mark.parametrize("twin", ["ana", "Ana\u200b", "ANA"])
def test_names_equal_but_for_case_or_invisible_characters_are_one(game: str, code: str,
                                                                   twin: str) -> None:
    document = _with_first_player_named(game, "Ana")
    players = document["rounds"][0]["players"] if game == "mondo" else document["players"]
    players[1]["name"] = twin
    run = run_cli("score", "-", "-f", "json", stdin=json.dumps(document))
    assert run.code == 1
    duplicate = next(d for d in run.diagnostics() if d["code"] == code)
    assert "count as one name: names are compared without case and invisible characters" \
        in duplicate["message"]


@pytest.mark.parametrize(("where", "value"), [
    (("terrains",), "x\u202e"), (("players", 0, "legend", "X"), "Pet\x1bra"),
    (("players", 0, "monuments"), "Pe\ntra")])
def test_world_wonders_free_texts_are_checked(where: tuple[Any, ...], value: str) -> None:
    import yaml

    document = yaml.safe_load((EXAMPLES / "world-wonders" / "three-players-base.yaml")
                              .read_text("utf-8"))
    if where == ("terrains",):
        document["terrains"][value] = document["terrains"]["side-a"]
    elif where[-2] == "legend":
        document["players"][0]["legend"][where[-1]] = value
    else:
        document["players"][0]["monuments"] = {value: 1}
    run = run_cli("score", "-", "-f", "json", stdin=json.dumps(document))
    assert run.code == 1
    assert "text-unreadable" in {d["code"] for d in run.diagnostics()}


# ---- every format is safe ------------------------------------------------------------------

def test_markdown_escapes_pipes_and_backslashes(tmp_path: Path) -> None:
    board = tmp_path / "b.yaml"
    board.write_text(FLOWERS.read_text().replace("name: Ana", 'name: "A|n\\\\a"'))
    run = run_cli("score", str(board), "-f", "markdown")
    assert run.code == 0, run.stderr
    assert "| A\\|n\\\\a |" in run.stdout


def test_csv_neutralizes_formulas_but_keeps_numbers(tmp_path: Path) -> None:
    import csv
    import io

    board = tmp_path / "b.yaml"
    board.write_text(FLOWERS.read_text().replace("name: Ana", 'name: "=HYPERLINK(1)"')
                     .replace("name: Ben", 'name: "-Ben"'))
    run = run_cli("score", str(board), "-f", "csv")
    assert run.code == 0, run.stderr
    rows = list(csv.DictReader(io.StringIO(run.stdout)))
    assert {row["player"] for row in rows} == {"'=HYPERLINK(1)", "'-Ben"}
    assert all(row["points"].lstrip("-").isdigit() for row in rows)


def test_svg_parses_whatever_the_names() -> None:
    """A World Wonders city is drawn even with rule errors; its names must not break XML."""
    import yaml

    document = yaml.safe_load((EXAMPLES / "world-wonders" / "three-players-base.yaml")
                              .read_text("utf-8"))
    document["players"][0]["name"] = "A\x1b\x00<&>\ufffe\ud800\u202e"
    run = run_cli("render", "-", stdin=json.dumps(document))
    if run.stdout:
        ElementTree.fromstring(run.stdout)
    assert "\x1b" not in run.stdout + run.stderr


def test_text_output_never_carries_a_raw_escape(tmp_path: Path) -> None:
    board = tmp_path / "b.yaml"
    board.write_text(FLOWERS.read_text() + '"\\e[2J\\x9b": 1\n')
    for fmt in ("text", "markdown", "csv", "github", "json"):
        run = run_cli("score", str(board), "-f", fmt)
        assert run.code == 1
        assert not set(run.stdout + run.stderr) & {"\x1b", "\x9b"}, fmt


# ---- writes are atomic and honest ----------------------------------------------------------

def test_dash_is_standard_output() -> None:
    run = run_cli("render", str(MONDO), "-o", "-")
    assert run.code == 0
    assert run.stdout.startswith("<svg")
    assert not Path("-").exists()
    mapped = run_cli("clans", "--map", "-o", "-")
    assert mapped.code == 0
    assert "0" in mapped.stdout
    assert not Path("-").exists()


def test_force_keeps_the_mode_and_refuses_read_only_and_special_files(tmp_path: Path) -> None:
    target = tmp_path / "b.svg"
    assert run_cli("render", str(MONDO), "-o", str(target)).code == 0
    assert target.stat().st_mode & 0o777 == 0o666 & ~_umask()
    target.chmod(0o600)
    assert run_cli("render", str(MONDO), "-o", str(target), "--force").code == 0
    assert target.stat().st_mode & 0o777 == 0o600
    target.chmod(0o444)
    refused = run_cli("render", str(MONDO), "-o", str(target), "--force", "-f", "json")
    assert refused.code == 2
    assert refused.diagnostics()[0]["code"] == "output-read-only"
    device = run_cli("render", str(MONDO), "-o", "/dev/null", "--force", "-f", "json")
    assert device.code == 2
    assert device.diagnostics()[0]["code"] == "output-not-a-file"
    assert not list(tmp_path.glob(".boardscore-*"))


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


@pytest.mark.slow
def test_racing_writers_never_both_write(tmp_path: Path) -> None:
    target = tmp_path / "b.svg"
    command = [sys.executable, "-m", "boardscore", "render", str(MONDO), "-o", str(target)]
    racers = [subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
              for _ in range(6)]
    statuses = [racer.wait(timeout=60) for racer in racers]
    assert sorted(statuses) == [0, 2, 2, 2, 2, 2]
    assert target.read_text().startswith("<svg")


@pytest.mark.parametrize("unnamed", [True, False])
def test_an_interrupted_write_leaves_nothing_behind(tmp_path: Path, unnamed: bool,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    if not unnamed:  # the fallback where O_TMPFILE is not available
        def no_unnamed(*_: object) -> None:
            raise outputs._NoUnnamedFiles
        monkeypatch.setattr(outputs._Unnamed, "__init__", no_unnamed)

    def interrupted(_: int, __: bytes) -> None:
        raise KeyboardInterrupt  # Ctrl-C, or SIGTERM (which the entry point turns into this)

    monkeypatch.setattr(outputs, "_write_all", interrupted)
    with pytest.raises(KeyboardInterrupt):
        outputs.write_output("<svg/>", str(tmp_path / "b.svg"), sys.stdout, force=False)
    assert list(tmp_path.iterdir()) == []


def test_sigterm_unwinds_like_ctrl_c() -> None:
    from boardscore.console import _terminated

    with pytest.raises(SystemExit) as ended:
        _terminated()
    assert ended.value.code == 143


def test_golden_invalid_cases_still_exit_1_with_a_clean_message() -> None:
    run = run_cli("score", str(CASES / "mondo" / "ex10-invalid.yaml"))
    assert run.code == 1
    assert "Traceback" not in run.stderr


# ---- issue 23: inputs are never written, whatever the spelling of standard input -------------

@pytest.mark.parametrize("spelling", ["-", "/dev/stdin", "/proc/self/fd/0"])
def test_render_never_writes_over_the_file_on_standard_input(tmp_path: Path,
                                                             spelling: str) -> None:
    board = tmp_path / "B.yaml"
    board.write_bytes(MONDO.read_bytes())
    with board.open("rb") as stdin:
        run = subprocess.run([sys.executable, "-m", "boardscore", "render", spelling, "-o",
                              str(board), "--force", "-f", "json"], stdin=stdin,
                             capture_output=True, timeout=60, check=False)
    assert run.returncode == 2, run.stderr
    [problem] = [json.loads(line) for line in run.stderr.splitlines()]
    assert problem["code"] == "output-is-input"
    assert board.read_bytes() == MONDO.read_bytes()


def test_render_from_a_pipe_may_write_any_file(tmp_path: Path) -> None:
    target = tmp_path / "b.svg"
    run = subprocess.run([sys.executable, "-m", "boardscore", "render", "-", "-o",
                          str(target)], input=MONDO.read_bytes(), capture_output=True,
                         timeout=60, check=False)
    assert run.returncode == 0, run.stderr
    assert target.read_text().startswith("<svg")


# ---- --force on a path that does not exist yet ------------------------------------------------

FORCED_WRITERS = {
    "render": ("render", str(MONDO)), "schema": ("schema", "mondo"),
    "new": ("new", "flowers"), "clans --map": ("clans", "--map")}


@pytest.mark.parametrize("command", sorted(FORCED_WRITERS))
@pytest.mark.parametrize("kind", ["missing", "dangling symlink"])
def test_force_writes_a_path_that_does_not_exist_yet(tmp_path: Path, command: str,
                                                     kind: str) -> None:
    target = tmp_path / "out.txt"
    if kind == "dangling symlink":
        target.symlink_to(tmp_path / "nowhere.txt")
    run = run_cli(*FORCED_WRITERS[command], "-o", str(target), "--force")
    assert run.code == 0, run.stderr
    assert target.is_file()
    assert target.stat().st_size > 0
    assert target.stat().st_mode & 0o777 == 0o666 & ~_umask()
    assert not list(tmp_path.glob(".boardscore-*"))


def test_a_dangling_symlink_without_force_is_kept(tmp_path: Path) -> None:
    target = tmp_path / "out.svg"
    target.symlink_to(tmp_path / "nowhere.svg")
    run = run_cli("render", str(MONDO), "-o", str(target), "-f", "json")
    assert run.code == 2
    assert run.diagnostics()[0]["code"] == "output-exists"
    assert target.is_symlink()


@pytest.mark.skipif(os.geteuid() != 0, reason="only root may give a file to another user")
def test_force_as_root_keeps_the_owner_and_group(tmp_path: Path) -> None:
    target = tmp_path / "b.svg"
    target.write_text("old")
    os.chown(target, 4242, 4343)
    target.chmod(0o640)
    run = run_cli("render", str(MONDO), "-o", str(target), "--force")
    assert run.code == 0, run.stderr
    status = target.stat()
    assert (status.st_uid, status.st_gid, status.st_mode & 0o777) == (4242, 4343, 0o640)
    assert target.read_text().startswith("<svg")


def test_force_says_when_it_could_not_keep_the_owner(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "b.svg"
    target.write_text("old")
    other = os.geteuid() + 1

    def stat_of_another_user(path: Any, **_: Any) -> os.stat_result:
        found = list(os.lstat(path))
        found[4] = other  # st_uid
        return os.stat_result(found)

    def refused(*_: Any) -> None:
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(outputs, "_replaced", stat_of_another_user)
    monkeypatch.setattr(os, "fchown", refused)
    run = run_cli("render", str(MONDO), "-o", str(target), "--force")
    assert run.code == 0
    assert "warning[output-owner]" in run.stderr
    assert "only root may give it back to its owner" in run.stderr


def test_force_on_a_read_only_mount_says_so(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "b.svg"
    target.write_text("old")
    target.chmod(0o644)
    real = os.statvfs

    class ReadOnly:
        def __init__(self, path: str) -> None:
            self.f_flag = real(path).f_flag | os.ST_RDONLY

    monkeypatch.setattr(os, "statvfs", ReadOnly)
    run = run_cli("render", str(MONDO), "-o", str(target), "--force", "-f", "json")
    assert run.code == 2
    [problem] = run.diagnostics()
    assert problem["code"] == "output-read-only"
    assert "mounted read-only" in problem["message"]
    assert "make it writable" not in problem["message"]


def test_a_command_without_input_names_the_program_not_input(tmp_path: Path) -> None:
    target = tmp_path / "s.json"
    target.write_text("{}")
    run = run_cli("schema", "mondo", "-o", str(target))
    assert run.code == 2
    assert run.stderr.startswith("boardscore: error[output-exists]: ")
    assert "<input>" not in run.stderr


# ---- workers never outlive their parent; --jobs is a plain number, capped at the cores --------

@pytest.mark.slow
@pytest.mark.parametrize("how", [signal_name for signal_name in ("SIGKILL", "SIGHUP")])
def test_workers_end_with_their_parent(tmp_path: Path, how: str) -> None:
    """`boardscore score DIR --jobs 2 | wc -c`: the parent killed mid-batch; the reader sees
    end of file within a second and no worker is left (PR_SET_PDEATHSIG)."""
    import signal
    import time

    for index in range(300):
        shutil.copy(MONDO, tmp_path / f"{index:03}.yaml")
    reader = subprocess.Popen(["wc", "-c"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    parent = subprocess.Popen([sys.executable, "-m", "boardscore", "score", str(tmp_path),
                               "--jobs", "2", "--quiet"], stdout=reader.stdin,
                              stderr=subprocess.DEVNULL)
    assert reader.stdin is not None
    reader.stdin.close()
    workers: list[int] = []
    for _ in range(100):  # until both workers are running
        time.sleep(0.1)
        workers = _children(parent.pid)
        if len(workers) >= 2:
            break
    assert workers, "the batch should be running in worker processes"
    os.kill(parent.pid, getattr(signal, how))
    parent.wait(timeout=10)
    reader.wait(timeout=1.5)  # end of file: no worker holds the pipe any more
    assert reader.stdout is not None
    reader.stdout.close()
    time.sleep(0.5)
    assert [pid for pid in workers if _running(pid)] == []


def _children(pid: int) -> list[int]:
    found = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(p) for p in found.read_text().split()] if found.exists() else []


def _running(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.parametrize("count", ["²", "٣", "3.0", "+2", " 2", "-1", "0x2", "two"])
@pytest.mark.parametrize("command", ["score", "validate", "flowers"])
def test_jobs_takes_ascii_digits_only(count: str, command: str) -> None:
    """`--jobs ²` was a traceback (the fast path's str.isdigit), `--jobs ٣` three jobs."""
    for arguments in ([command, str(FLOWERS), "--jobs", count],
                      [command, str(FLOWERS), f"--jobs={count}"]):
        run = boardscore(*arguments)
        assert run.returncode == 2, arguments
        assert b"Traceback" not in run.stderr
        assert b"--jobs" in run.stderr
        assert b"digits 0 to 9" in run.stderr


def test_jobs_is_capped_at_the_cores_with_a_note(monkeypatch: pytest.MonkeyPatch) -> None:
    from boardscore import parallel

    monkeypatch.setattr(parallel, "cores", lambda: 2)
    run = run_cli("score", str(EXAMPLES / "flowers"), "--jobs", "10000", "-f", "json")
    assert run.code == 0
    assert run.stderr.splitlines()[0] == (
        "boardscore: --jobs 10000 is more than the 2 cores this process may use; using 2 "
        "worker processes")
    assert run.stdout == run_cli("score", str(EXAMPLES / "flowers"), "-f", "json").stdout
    started: list[int] = []
    real = parallel._new_pool

    def counted(workers: int) -> Any:
        started.append(workers)
        return real(workers)

    monkeypatch.setattr(parallel, "_new_pool", counted)
    run_cli("score", *[str(FLOWERS)] * 100, "--jobs", "10000", "--quiet")
    assert started == [2]


# ---- names are compared as players read them -------------------------------------------------

DUPLICATE_CODES = [("flowers", "V9"), ("mondo", "player-duplicate"), ("clans", "F4"),
                   ("world-wonders", "E02")]


@pytest.mark.parametrize(("game", "code"), DUPLICATE_CODES)
@pytest.mark.parametrize(("twin", "shown"), [
    ("\u0410na", "U+0410 CYRILLIC CAPITAL LETTER A) looks like A"),  # Cyrillic A
    ("\uff21na", "U+FF21 FULLWIDTH LATIN CAPITAL LETTER A) looks like A"),  # NFKC
    ("\u0391na", "U+0391 GREEK CAPITAL LETTER ALPHA) looks like A")])
def test_look_alike_names_are_one_name_and_both_are_named(game: str, code: str, twin: str,
                                                          shown: str) -> None:
    document = _with_first_player_named(game, "Ana")
    players = document["rounds"][0]["players"] if game == "mondo" else document["players"]
    players[1]["name"] = twin
    run = run_cli("score", "-", "-f", "json", stdin=json.dumps(document))
    assert run.code == 1
    duplicate = next(d for d in run.diagnostics() if d["code"] == code)
    assert f'("Ana" and "{twin}" read as one name: ' in duplicate["message"]
    assert shown in duplicate["message"]


@pytest.mark.parametrize("game", ["flowers", "mondo", "clans", "world-wonders"])
@pytest.mark.parametrize("name", ["Ana ", " Ana", "Ana\u00a0", "\u3000Ana"])
def test_spaces_around_a_name_are_refused_not_trimmed(game: str, name: str) -> None:
    document = _with_first_player_named(game, name)
    run = run_cli("score", "-", "-f", "json", stdin=json.dumps(document))
    assert run.code == 1
    problem = next(d for d in run.diagnostics() if d["path"].endswith("[0].name"))
    assert problem["code"] == "text-unreadable"
    assert "write it without spaces around it" in problem["message"]


@pytest.mark.parametrize("game", ["flowers", "mondo", "clans", "world-wonders"])
def test_a_name_has_a_length_limit_and_the_message_stays_short(game: str) -> None:
    document = _with_first_player_named(game, "A" * 5_000)
    run = run_cli("score", "-", "-f", "json", stdin=json.dumps(document))
    assert run.code == 1
    problem = next(d for d in run.diagnostics() if d["path"].endswith("[0].name"))
    if game == "mondo":  # its schema allows 40 characters
        assert (problem["code"], problem["message"]) == (
            "schema", "a text of 5000 characters; at most 40")
        return
    assert problem["code"] == "text-unreadable"
    assert problem["message"] == (f'player name "{"A" * 40}…" is 5,000 characters long; such '
                                  "texts are at most 1,000 characters")


@pytest.mark.parametrize("game", ["flowers", "mondo", "clans", "world-wonders"])
@pytest.mark.parametrize("syntax", ["json", "yaml"])
def test_a_text_longer_than_any_board_holds_is_reported_alone(game: str, syntax: str) -> None:
    """A name of 200,000 characters was echoed by every message that names the player (two
    of 4.5 million: 175 MB of output)."""
    import yaml

    document = _with_first_player_named(game, "A" * 200_000)
    text = json.dumps(document) if syntax == "json" else yaml.safe_dump(document, width=10**7)
    run = run_cli("score", "-", "-f", "json", stdin=text)
    assert run.code == 1
    [problem] = run.diagnostics()
    assert problem["code"] == "schema"
    assert problem["message"] == ("a text of 200,000 characters; no text of a board file is "
                                  "longer than 10,000")
    assert problem["path"].endswith("[0].name")
    assert len(run.stdout + run.stderr) < 1_000


def test_names_of_latin_letters_need_no_confusables_import() -> None:
    probe = ("import sys; from boardscore.scorers.text import name_key; "
             "keys = [name_key(n) for n in ('Zoé', 'Ærø', 'Cœur', 'Łukasz', 'Ana')]; "
             "print('confusable_homoglyphs' in sys.modules, keys)")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          check=True)
    assert done.stdout.strip() == "False ['zoé', 'aerø', 'coeur', 'łukasz', 'ana']"


def test_the_latin_look_alike_table_is_the_confusables_data() -> None:
    """text._LATIN_LOOK_ALIKES stands in for the package up to U+017F: the same answers."""
    import unicodedata

    from boardscore.scorers import text

    for code in range(0x80, 0x180):  # as name_key reads them: NFKC, then case folded
        for character in unicodedata.normalize("NFKC", chr(code)).casefold():
            if not character.isascii():
                expected = text._ascii_look_alikes().get(character, character)
                assert text._look_alike(character) == expected, hex(code)


# ---- played: texts get the checks names get ---------------------------------------------------

@pytest.mark.parametrize(("key", "value", "reason"), [
    ("location", "Kitchen\u2028Winner: Eve", "U+2028"),
    ("location", "\u202eneveE", "bidirectional control"),
    ("location", "Kitchen ", "spaces around it"),
    ("start_player", "Ana\x1b[2J", "the control character U+001B"),
    ("comments", "Good game\u2029Winner: Eve", "U+2029"),
    ("comments", "x" * 6_000, "a text of 6000 characters; at most 5000")])
def test_played_texts_get_the_checks_names_get(key: str, value: str, reason: str) -> None:
    document = _with_first_player_named("flowers", "Ana")
    document["played"] = {"date": "2026-11-28", key: value}
    run = run_cli("score", "-", "-f", "json", stdin=json.dumps(document))
    assert run.code == 1
    problem = next(d for d in run.diagnostics() if d["path"] == f"played.{key}")
    assert problem["code"] in ("text-unreadable", "schema")
    assert reason in problem["message"]


def test_comments_may_span_lines() -> None:
    document = _with_first_player_named("flowers", "Ana")
    document["played"] = {"date": "2026-11-28", "comments": "Close game.\nRematch soon.\n"}
    run = run_cli("score", "-", "-f", "json", stdin=json.dumps(document))
    assert run.code == 0, run.stderr


# ---- Markdown and JSON cannot be forged by a name ---------------------------------------------

@pytest.mark.parametrize("name", ["Ana<br>**Winner: Eve (99)**", "<img src=x onerror=alert(1)>",
                                  "[Eve](https://example.com)", "`Eve`", "~~Ana~~", "_Eve_",
                                  "Ana &amp; Eve"])
def test_markdown_escapes_what_markdown_and_html_would_act_on(tmp_path: Path, name: str) -> None:
    board = tmp_path / "b.yaml"
    board.write_text(FLOWERS.read_text().replace("name: Ana", f"name: {json.dumps(name)}"))
    run = run_cli("score", str(board), "-f", "markdown", "--explain")
    assert run.code == 0, run.stderr
    import re

    unescaped = re.sub(r"\\.", "", run.stdout)  # what Markdown acts on: nothing escaped
    for raw in ("<br>", "<img", "**Winner: Eve", "[Eve](", "`Eve`", "~~Ana", "_Eve_", "&amp;"):
        assert raw not in unescaped


@pytest.mark.parametrize("fmt", ["json", "bgstats"])
def test_json_escapes_line_and_paragraph_separators(fmt: str) -> None:
    """A raw U+2028 in a result cut a JSON Lines record in two for Python's splitlines()."""
    from boardscore.reporters.serialize import dumps

    assert dumps({"a": "x\u2028y\u2029z"}, pretty=False) == '{"a":"x\\u2028y\\u2029z"}'
    document = _with_first_player_named("flowers", "Ana")
    document["played"] = {"date": "2026-11-28", "timezone": "UTC"}
    files = [json.dumps(document)] * 2
    run = run_cli("score", "-", "-f", fmt, stdin=files[0])
    assert run.code == 0, run.stderr
    assert "\u2028" not in run.stdout
    assert "\u2029" not in run.stdout
    assert len(run.stdout.splitlines()) == len(run.stdout.split("\n")) - 1


# ---- messages in plain words ------------------------------------------------------------------

@pytest.mark.parametrize(("name", "text"), [
    ("b.yaml", "game: mondo\nx: " + "7" * 5_000 + "\n"),
    ("b.json", '{"game": "mondo", "x": ' + "7" * 5_000 + "}"),
    ("b.yml", '{"game": "mondo", "x": ' + "7" * 5_000 + "}")])
def test_a_5000_digit_integer_is_said_in_words(tmp_path: Path, name: str, text: str) -> None:
    board = tmp_path / name
    board.write_text(text)
    run = run_cli("score", str(board), "-f", "json")
    [problem] = run.diagnostics()
    assert (run.code, problem["code"]) == (1, "yaml-value")
    assert problem["message"] == ("a number of 5,000 digits; boardscore reads numbers of up to "
                                  "4,300 digits (no board file needs more)")
    assert problem["line"] is not None
    assert "set_int_max_str_digits" not in run.stderr


def test_standard_input_given_twice_says_so() -> None:
    run = run_cli("score", "-", "-", "-f", "json", stdin=FLOWERS.read_text())
    assert run.code == 2
    first, second = run.json_lines()[0], run.diagnostics()[0]
    assert first["file"] == "<stdin>"
    assert second["code"] == "unreadable"
    assert second["message"] == ("standard input was already read for an earlier -; give - "
                                 "once")


@pytest.mark.parametrize("command", [
    ["score", str(FLOWERS)], ["validate", str(FLOWERS)], ["flowers", str(FLOWERS)],
    ["games"], ["schema", "mondo"], ["rules", "mondo"], ["example", "mondo"],
    ["new", "mondo"], ["render", str(MONDO)], ["clans", "--map"]])
@pytest.mark.parametrize("spelling", [["--lang", "xx"], ["--lang=xx"], ["--lang", ""]])
def test_an_unknown_language_is_a_usage_error_for_every_command(command: list[str],
                                                               spelling: list[str]) -> None:
    """`--lang xx score F` ran in English with exit 0 while `--lang xx games` exited 2."""
    run = boardscore(*spelling, *command)
    assert run.returncode == 2, command
    assert b"--lang" in run.stderr
    assert run.stdout == b""
