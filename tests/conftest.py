"""Shared helpers: run the CLI in-process, and compare results with hand-written expectations."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from typer.testing import CliRunner

from boardscore.main import app

# Speed is measured in bench/, never by a test: property tests have no deadline, so a loaded
# machine (CI on 2 cores) cannot fail them.
settings.register_profile("boardscore", deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("boardscore")

LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "tests" / "cases"
EXAMPLES = ROOT / "examples"


@dataclass
class Run:
    code: int
    stdout: str
    stderr: str

    def json(self) -> Any:
        return checked(json.loads(self.stdout))

    def json_lines(self) -> list[Any]:
        return [checked(json.loads(line)) for line in self.stdout.splitlines() if line.strip()]

    def diagnostics(self) -> list[dict[str, Any]]:
        return [json.loads(line) for line in self.stderr.splitlines() if line.strip()]


@cache
def _result_validator() -> Any:
    from jsonschema import Draft202012Validator

    schema = json.loads((ROOT / "schemas" / "result.schema.json").read_text("utf-8"))
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def checked(data: Any) -> Any:
    """Every result a test reads is checked against `boardscore schema result` (the output
    contract); other JSON (games, verdicts, derived files) passes through."""
    if isinstance(data, dict) and "players" in data and "winners" in data:
        errors = sorted(_result_validator().iter_errors(data), key=str)
        assert not errors, f"result does not match schemas/result.schema.json: {errors[0]}"
    return data


def run_cli(*args: str, stdin: str | bytes | None = None) -> Run:
    result = CliRunner().invoke(app, list(args), input=stdin, catch_exceptions=False)
    return Run(result.exit_code, result.stdout, result.stderr)


@cache
def scored_case(board: Path) -> Run:
    """`score BOARD --format json --explain`, once per board for the whole session (the golden
    and the message tests read the same run)."""
    return run_cli("score", str(board), "--format", "json", "--explain")


@pytest.fixture
def cli() -> Any:
    return run_cli


@pytest.fixture(autouse=True)
def _english_after_each_test() -> Any:
    """`--lang fr` chooses the language of the whole process (as it does for one command),
    and tells Click through LANGUAGE: every test starts from English and the environment it
    began with, whatever the test before it asked for (subprocesses inherit the environment)."""
    saved = {name: os.environ.get(name) for name in LOCALE_VARIABLES}
    yield
    from boardscore.scorers.i18n import install

    install(None, "en")
    for name, value in saved.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value


def assert_subset(expected: Any, actual: Any, where: str = "$") -> None:
    """Every key the expectation names must match; lists must match item by item in order."""
    if isinstance(expected, dict):
        assert isinstance(actual, dict), f"{where}: expected a mapping, got {actual!r}"
        for key, value in expected.items():
            assert key in actual, f"{where}: missing key {key!r} in {actual!r}"
            assert_subset(value, actual[key], f"{where}.{key}")
    elif isinstance(expected, list):
        assert isinstance(actual, list), f"{where}: expected a list, got {actual!r}"
        assert len(expected) == len(actual), f"{where}: expected {expected!r}, got {actual!r}"
        for index, (item, got) in enumerate(zip(expected, actual, strict=True)):
            assert_subset(item, got, f"{where}[{index}]")
    else:
        assert expected == actual, f"{where}: expected {expected!r}, got {actual!r}"
