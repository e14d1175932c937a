"""Shared helpers: run the CLI in-process, and compare results with hand-written expectations."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from cli.main import app

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "tests" / "cases"
EXAMPLES = ROOT / "examples"


@dataclass
class Run:
    code: int
    stdout: str
    stderr: str

    def json(self) -> Any:
        return json.loads(self.stdout)

    def json_lines(self) -> list[Any]:
        return [json.loads(line) for line in self.stdout.splitlines() if line.strip()]

    def diagnostics(self) -> list[dict[str, Any]]:
        return [json.loads(line) for line in self.stderr.splitlines() if line.strip()]


def run_cli(*args: str, stdin: str | bytes | None = None) -> Run:
    result = CliRunner().invoke(app, list(args), input=stdin, catch_exceptions=False)
    return Run(result.exit_code, result.stdout, result.stderr)


@pytest.fixture
def cli() -> Any:
    return run_cli


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
