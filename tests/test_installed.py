"""The installed console script, in a subprocess, away from the source tree.

In CI the project is installed with `pip install .` (not editable), so this proves the schemas
and examples are inside the installed package.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = shutil.which("boardscore") or str(Path(sys.executable).parent / "boardscore")


def run(*args: str, cwd: Path, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([SCRIPT, *args], cwd=cwd, input=stdin, capture_output=True,
                          text=True, timeout=60, check=False)


@pytest.fixture
def elsewhere(tmp_path: Path) -> Path:
    return tmp_path  # a working directory with no source tree in it


@pytest.mark.slow
def test_console_script_scores_its_own_example(elsewhere: Path) -> None:
    example = run("example", "flowers", cwd=elsewhere)
    assert example.returncode == 0, example.stderr
    scored = run("score", "-", "--format", "json", cwd=elsewhere, stdin=example.stdout)
    assert scored.returncode == 0, scored.stderr
    assert json.loads(scored.stdout)["winners"] == ["Cleo"]


@pytest.mark.slow
def test_schemas_are_package_data(elsewhere: Path) -> None:
    schema = run("schema", "flowers", cwd=elsewhere)
    assert schema.returncode == 0
    assert json.loads(schema.stdout)["title"].startswith("boardscore")
    probe = ("from importlib import resources; "
             "print(resources.files('boardscore.schemas').joinpath('flowers.schema.json').is_file())")
    found = subprocess.run([sys.executable, "-c", probe], cwd=elsewhere, capture_output=True,
                           text=True, check=True)
    assert found.stdout.strip() == "True"


@pytest.mark.slow
def test_bad_input_exit_code_and_no_traceback(elsewhere: Path) -> None:
    result = run("score", "-", cwd=elsewhere, stdin="game: flowers\nplayers: [\n")
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert result.stderr == ("<stdin>:2:10: error[yaml-syntax]: the [ opened at line 2, column "
                             "10 is never closed: add ] before the file ends\n")
