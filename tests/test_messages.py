"""The exact wording of diagnostics: tests/cases/messages.json holds, case by case, the
messages the rules references prescribe (written by hand); the golden files check only code,
path and line, so that the wording is tested in one place."""

from __future__ import annotations

import json
from typing import Any

import pytest
from test_golden import board_for

from conftest import CASES, assert_subset, scored_case

MESSAGES: dict[str, list[dict[str, Any]]] = json.loads(
    (CASES / "messages.json").read_text("utf-8"))["cases"]


@pytest.mark.parametrize("case", sorted(MESSAGES))
def test_messages_as_the_rules_reference_words_them(case: str) -> None:
    run = scored_case(board_for(CASES / case))
    assert_subset(MESSAGES[case], run.diagnostics())


def test_every_golden_case_with_diagnostics_has_its_wording() -> None:
    with_diagnostics = {str(p.relative_to(CASES)) for p in CASES.rglob("*.expected.json")
                        if "diagnostics" in json.loads(p.read_text("utf-8"))}
    assert with_diagnostics == set(MESSAGES)
