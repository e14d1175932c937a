"""Every file the program prints parses identically under YAML 1.2 and PyYAML: the `yaml` npm
package (the parser of yaml-language-server, prettier and most editors) reads the same data
as PyYAML (what boardscore reads with) in each, or both refuse it. YAML 1.1 and 1.2 differ on
yes/no/on/off, 0o/0 octals, dates and on plain scalars starting with `-`, `?` or `:` inside
flow collections: a file that depends on one of those reads differently in the user's editor."""

from __future__ import annotations

import datetime
import math
from typing import Any

import pytest
import yaml
from printed import Printed, derived_files, documentation_samples, example_files, new_files
from yamlls import node_json, require_node

Typed = Any


def typed(value: Any) -> Typed:
    """PyYAML's data as yaml12.mjs writes the `yaml` package's: the type of every scalar."""
    if value is None:
        return ["null"]
    if isinstance(value, bool):
        return ["bool", value]
    if isinstance(value, int):
        return ["int", str(value)]
    if isinstance(value, float):
        if math.isfinite(value):
            return ["float", value]
        return ["float", "NaN" if math.isnan(value) else ("Infinity" if value > 0
                                                         else "-Infinity")]
    if isinstance(value, (datetime.date, datetime.datetime)):
        return ["timestamp", value.isoformat()]  # YAML 1.2 has no timestamps: always a difference
    if isinstance(value, list):
        return ["seq", [typed(item) for item in value]]
    if isinstance(value, dict):
        return ["map", [[typed(key), typed(item)] for key, item in value.items()]]
    return ["str", str(value)]


def pyyaml(text: str) -> dict[str, Any]:
    try:
        return {"documents": [typed(document) for document in yaml.safe_load_all(text)]}
    except yaml.YAMLError as exc:
        return {"errors": [str(exc)]}


def _difference(name: str, ours: dict[str, Any], theirs: dict[str, Any]) -> str | None:
    if "errors" in ours and "errors" in theirs:
        return None  # both refuse it (a documentation sample of a broken file)
    if ours == theirs:
        return None
    return (f"{name}: PyYAML reads {str(ours)[:300]}\n   YAML 1.2 (npm yaml) reads "
            f"{str(theirs)[:300]}")


def _check(files: tuple[Printed, ...]) -> None:
    require_node()
    assert files
    answers = node_json("yaml12.mjs", [text for _name, text in files])
    differences = [d for (name, text), theirs in zip(files, answers, strict=True)
                   if (d := _difference(name, pyyaml(text), theirs)) is not None]
    assert not differences, f"{len(differences)} of {len(files)} differ:\n" + \
        "\n".join(differences[:10])


@pytest.mark.slow
def test_every_new_file_reads_the_same_in_yaml_1_2() -> None:
    files = new_files()
    assert len(files) > 100  # every game, form, option, language, YAML and JSON
    _check(files)


@pytest.mark.slow
def test_every_example_reads_the_same_in_yaml_1_2() -> None:
    _check(example_files())


@pytest.mark.slow
def test_every_derived_file_reads_the_same_in_yaml_1_2() -> None:
    files = derived_files()
    assert any("--rows" in name for name, _text in files)
    assert any("--tiles" in name for name, _text in files)
    _check(files)


# Samples known to differ, by the name printed.py gives them (the file and the line of the
# fence): reported to their owner; a sample that moves or changes is checked again.
KNOWN: set[str] = set()


def test_every_documentation_sample_reads_the_same_in_yaml_1_2() -> None:
    _check(tuple(sample for sample in documentation_samples() if sample[0] not in KNOWN))


def test_the_comparison_sees_the_differences_of_yaml_1_1() -> None:
    """The test itself: what YAML 1.1 and 1.2 read differently is reported."""
    require_node()
    differ = ["a: yes\n", "a: 2026-12-01\n", "a: 0o17\n", "1: [-, -]\n"]
    same = "a: [x, 1, 1.5, null, true, '-']\n"
    *answers, answer = node_json("yaml12.mjs", [*differ, same])  # one node process
    for text, theirs in zip(differ, answers, strict=True):
        assert _difference(text, pyyaml(text), theirs) is not None, text
    assert _difference("same", pyyaml(same), answer) is None
