"""A bounded sample of tests/fuzz/fuzz.py in the suite: hostile variants of every example
and random documents from every schema, each through the pipeline and every reporter."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).parent / "fuzz"))

import fuzz


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(st.integers(0, 10**9))
def test_fuzzed_inputs_end_cleanly(seed: int) -> None:
    """Exit 0, 1 or 2 with clean diagnostics, within 2 s, never a traceback."""
    _, outcome, failure = fuzz.check(seed)
    assert failure is None, (seed, failure)
    assert outcome in ("exit 0", "exit 1", "exit 2", "skipped")


FAILURES = sorted((Path(__file__).parent / "fuzz" / "failures").glob("*.bin"))


@pytest.mark.parametrize("saved", FAILURES, ids=[p.stem for p in FAILURES])
def test_saved_failures_stay_fixed(saved: Path) -> None:
    """Every input the fuzzer once broke on (tests/fuzz/failures/), through the pipeline,
    every reporter and render, with and without --explain."""
    for explain in (False, True):
        outcome, failure = fuzz.check_bytes(saved.read_bytes(), explain=explain, many=explain,
                                            render={"player": "Ben"} if explain else {})
        assert failure is None, failure
        assert outcome in ("exit 0", "exit 1", "exit 2")


@pytest.mark.slow
def test_the_real_process_meets_hostile_names_and_special_files() -> None:
    """A sample of tests/fuzz/process.py: the console script with a real stdout."""
    import process

    failures = [(seed, failure) for seed in range(24)
                for _, _, failure in [process.check(seed)] if failure is not None]
    assert failures == []


def test_the_fuzzer_reaches_every_kind_of_input() -> None:
    kinds = {fuzz.make_input(seed)[0] for seed in range(60)}
    assert kinds == {"structural", "textual", "schema", "hostile"}
