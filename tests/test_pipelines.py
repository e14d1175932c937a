"""Machine output as a contract (issue #7): the result schema, GitHub annotations, the batch
summary and the progress bar."""

from __future__ import annotations

import io
import json
from typing import Any

from boardscore.batch import run_batch
from boardscore.reporters import github_annotation
from boardscore.request import Request
from boardscore.scorers.diagnostics import Diagnostic, Severity

from conftest import CASES, EXAMPLES, run_cli

BAD = str(CASES / "clans" / "b12-rule-of-seven.yaml")
GOOD = str(EXAMPLES / "clans" / "three-players-record.yaml")


def test_schema_result_is_the_shipped_contract() -> None:
    run = run_cli("schema", "result")
    schema = json.loads(run.stdout)
    assert run.code == 0
    assert schema["$id"] == "urn:boardscore:schema:result"
    assert schema["required"] == ["game", "variant", "players", "winners", "tiebreak",
                                  "warnings"]


def test_result_keys_come_in_the_schemas_order() -> None:
    data = run_cli("score", GOOD, "-f", "json").json()
    assert list(data) == ["file", "game", "variant", "players", "winners", "tiebreak",
                          "warnings", "neutral_clans"]
    assert list(data["players"][0]) == ["name", "lines", "total", "rank", "facts"]


def test_github_annotations() -> None:
    run = run_cli("score", BAD, GOOD, "-f", "github")
    assert run.code == 1
    assert run.stdout.startswith(f"::notice file={GOOD},title=boardscore clans::winner Ann: "
                                 "1. Ann 46, 2. Cleo 37, 3. Ben 31")
    lines = run.stderr.splitlines()
    assert lines[0].startswith(f"::error file={BAD},line=62,col=19,title=B12::move 40: 17 "
                               "(mountain, B4) holds 9 huts")
    assert lines[-1] == "::notice title=boardscore::2 files: 1 scored, 1 invalid, 0 unreadable"


def test_github_escaping() -> None:
    diagnostic = Diagnostic("W1", "50% done\nnext: a, b", ("x",), Severity.WARNING, 3, 4,
                            "dir,1/a:b.yaml")
    # a newline from the input is shown escaped (\\n) before GitHub's own escaping applies
    assert github_annotation(diagnostic) == (
        "::warning file=dir%2C1/a%3Ab.yaml,line=3,col=4,title=W1::50%25 done\\nnext: a, b [x]")


def test_batch_summary_counts_every_kind() -> None:
    run = run_cli("score", GOOD, BAD, "missing.yaml")
    assert run.code == 2
    assert run.stderr.splitlines()[-1] == ("boardscore: 3 files: 1 scored, 1 invalid, "
                                           "1 unreadable")
    data = run_cli("validate", GOOD, BAD, "-f", "json").diagnostics()[-1]
    assert data == {"summary": {"files": 2, "valid": 1, "invalid": 1, "unreadable": 0,
                                "failed": 0}}


def test_one_file_has_no_summary() -> None:
    assert run_cli("score", GOOD).stderr == ""


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_bar_on_a_terminal_never_mixes_with_diagnostics() -> None:
    out, err = io.StringIO(), Terminal()
    run_batch([GOOD, BAD, GOOD], Request(format="json"), out, err)
    text = err.getvalue()
    assert "3/3 files" in text
    assert "\r\x1b[K" in text
    # every diagnostic starts on a wiped line, and the summary comes last on its own line
    for line in text.split("\r\x1b[K"):
        if line.startswith("{"):
            assert line.endswith("\n") or line.startswith("{\"summary\"")
    assert text.rstrip("\n").endswith('"failed":0}}')
    assert len(out.getvalue().splitlines()) == 2  # two results, no bar on stdout


def test_no_progress_bar_when_stderr_is_not_a_terminal() -> None:
    out, err = io.StringIO(), io.StringIO()
    run_batch([GOOD, GOOD], Request(), out, err)
    assert "\r" not in err.getvalue()


def test_batches_stream_each_result_before_reading_the_next_file(monkeypatch: Any) -> None:
    """The first result is out before the last file is read (issue #7: batches stream)."""
    import boardscore.parallel

    reads: list[str] = []
    real = boardscore.parallel.read_input  # type: ignore[attr-defined]

    def counting(path: str | None) -> Any:
        reads.append(str(path))
        return real(path)

    class Recorder(io.StringIO):
        reads_at_first_write: int | None = None

        def write(self, text: str) -> int:
            if self.reads_at_first_write is None and text.strip():
                self.reads_at_first_write = len(reads)
            return super().write(text)

    monkeypatch.setattr(boardscore.parallel, "read_input", counting)
    out = Recorder()
    files = [str(p) for p in sorted((EXAMPLES / "clans").glob("*.yaml"))]
    run_batch(files, Request(format="json"), out, io.StringIO())
    assert len(reads) == len(files) == 4
    assert out.reads_at_first_write == 1
