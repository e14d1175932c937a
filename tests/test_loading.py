"""Reading input safely: JSON or YAML by content, duplicate keys, bounds, encodings."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from boardscore.loading import MAX_BYTES, Position, decode, parse

BILLION_LAUGHS = "\n".join(
    ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    + [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]" for i in range(1, 10)]
)


def codes(text: str) -> list[str]:
    return [problem.code for problem in parse(text).problems]


def test_json_and_yaml_give_the_same_data() -> None:
    assert parse('{"game": "flowers", "n": [1, 2]}').data == parse("game: flowers\nn: [1, 2]").data


def test_json_that_is_only_yaml_still_loads() -> None:
    assert parse("{game: flowers}").data == {"game": "flowers"}


def test_duplicate_keys_name_both_lines() -> None:
    [problem] = parse("game: flowers\nplayers: []\ngame: mondo\n").problems
    assert problem.code == "duplicate-key"
    assert problem.message == 'duplicate key "game": first at line 1, again at line 3'
    assert (problem.line, problem.column) == (3, 1)


def test_duplicate_keys_in_json_are_found_with_positions() -> None:
    [problem] = parse('{\n  "a": 1,\n  "a": 2\n}').problems
    assert problem.code == "duplicate-key"
    assert problem.line == 3


def test_every_duplicate_is_reported() -> None:
    assert codes("a: 1\na: 2\nb: {c: 1, c: 2}\n") == ["duplicate-key", "duplicate-key"]


def test_merge_keys_are_not_duplicates() -> None:
    loaded = parse("base: &b {x: 1, y: 2}\nuse:\n  <<: *b\n  y: 3\n")
    assert loaded.problems == []
    assert loaded.data["use"] == {"x": 1, "y": 3}


def test_billion_laughs_fails_fast() -> None:
    start = time.perf_counter()
    assert codes(BILLION_LAUGHS) == ["too-many-nodes"]
    assert time.perf_counter() - start < 1


def test_modest_aliases_are_fine() -> None:
    assert parse("a: &x [1, 2]\nb: *x\n").problems == []


def test_recursive_alias() -> None:
    assert codes("a: &x [*x]\n") == ["recursive-alias"]


def test_deep_nesting_is_bounded() -> None:
    assert codes("[" * 100_000 + "]" * 100_000) == ["too-deep"]  # json's recursion limit
    assert codes("a: " + "[" * 5000) == ["yaml-syntax"]  # libyaml's own limit (1000)
    nested_alias = "a: &x " + "[" * 70 + "1" + "]" * 70 + "\nb: *x\n"
    assert codes(nested_alias) == ["too-deep"]  # with anchors, boardscore's own bound (64)


def test_keys_equal_as_numbers_are_duplicates() -> None:
    assert codes("1: a\n1.0: b\n") == ["duplicate-key"]


def test_huge_integer() -> None:
    assert codes("a: " + "9" * 5000) == ["yaml-value"]


def test_yaml_syntax_error_has_a_position() -> None:
    """An unclosed bracket is reported where it opened, and says where it was noticed."""
    [problem] = parse("a: [1, 2\nb: 3\n").problems
    assert problem.code == "yaml-syntax"
    assert (problem.line, problem.column) == (1, 4)
    assert problem.message == ("the [ opened at line 1, column 4 is never closed: add ] before "
                               "line 2, column 2")


def test_control_characters() -> None:
    [problem] = parse("a: 1\nb: \x01\n").problems
    assert problem.code == "yaml-syntax"
    assert (problem.line, problem.column) == (2, 4)


def test_size_limit() -> None:
    problem = decode(b"#" * (MAX_BYTES + 1))
    assert not isinstance(problem, str)
    assert problem.code == "too-large"


def test_encoding() -> None:
    problem = decode(b"a: 1\nb: caf\xe9\n")
    assert not isinstance(problem, str)
    assert problem.code == "encoding"
    assert (problem.line, problem.column) == (2, 7)
    assert decode("\ufeffa: 1".encode()) == "a: 1"  # a BOM is dropped


def test_crlf_line_endings() -> None:
    assert parse("a: 1\r\nb: [x, y]\r\n").data == {"a": 1, "b": ["x", "y"]}


def test_positions_point_at_keys_and_items() -> None:
    text = "game: flowers\nplayers:\n  - name: A\n    tiles: [red dark 2, blue light 3]\n"
    for tree in (parse(text).tree, parse(json.dumps(yaml.safe_load(text), indent=1)).tree):
        assert tree is not None
        assert tree.position(("players",)) is not None
    tree = parse(text).tree
    assert tree is not None
    assert tree.position(("players",)) == Position(2, 1)
    assert tree.position(("players", 0, "tiles", 1)) == Position(4, 25)
    assert tree.position(("nope",)) == Position(1, 1)  # unknown: the nearest node
    assert tree.position(("players", 0, "tiles", 7)) == Position(4, 5)  # the list's key


def test_json_positions_come_from_the_json_text() -> None:
    text = '{"game": "flowers",\n "players": [\n  {"name": "A"}]}'
    tree = parse(text).tree
    assert tree is not None
    assert tree.position(("players", 0, "name")) == Position(3, 4)


def test_duplicate_keys_that_differ_in_text_say_what_yaml_read() -> None:
    [problem] = parse("1: a\ntrue: b\n").problems
    assert problem.message == ('duplicate key "true": YAML reads it as true and "1" at line 1 '
                               "as 1, which count as the same key; quote yes, no, on and off "
                               "to keep them text")
    [problem] = parse("true: a\n1: b\n").problems
    assert problem.message.startswith('duplicate key "1": YAML reads it as 1 and "true" at '
                                      "line 1 as true")
    [problem] = parse("yes: a\non: b\n").problems
    assert problem.message == ('duplicate key "on": YAML reads it as true, like "yes" at line 1; '
                               "quote yes, no, on and off to keep them text")
    [problem] = parse("1: a\n1.0: b\n").problems
    assert problem.message == ('duplicate key "1.0": YAML reads it as 1.0 and "1" at line 1 as '
                               "1, which count as the same key")


YAML_11_CORNERS = """\
plain: text
yes_: yes
off_: off
tilde: ~
hex: 0x1F
octal: 017
under: 1_000
sexagesimal: 1:30
float: 6.02e+23
inf: .inf
date: 2001-12-14
stamp: 2001-12-14t21:59:43.10-05:00
binary: !!binary aGVsbG8=
set: !!set {a, b}
omap: !!omap [{a: 1}, {b: 2}]
pairs: !!pairs [{a: 1}, {a: 2}]
quoted: "no"
str_tag: !!str 12
anchor: &base {x: 1, y: [1, 2]}
alias: *base
merge: {<<: *base, y: 3}
merge_list: {<<: [{a: 1, b: 1}, {a: 2, c: 2}], c: 3}
nested: [[1, [2, {k: v}]], {}]
? [complex, key]
: is unhashable in Python
"""


def test_builder_reads_yaml_like_safe_load() -> None:
    """Except dates and times, which stay the text written (a played.date is shown and
    exported as written; no field of a board is a date)."""
    text = YAML_11_CORNERS.replace("? [complex, key]\n: is unhashable in Python\n", "")
    expected = yaml.safe_load(text)
    expected |= {key: text.split(f"{key}: ")[1].split("\n")[0] for key in ("date", "stamp")}
    assert parse(text).data == expected


def test_builder_keeps_alias_identity() -> None:
    data = parse("a: &x [1]\nb: *x\n").data
    assert data["a"] is data["b"]


def test_unhashable_key_and_unknown_tag_are_reported() -> None:
    [problem] = parse(YAML_11_CORNERS).problems
    assert problem.code == "yaml-syntax"
    assert "unhashable" in problem.message
    [problem] = parse("a: !custom 1\n").problems
    assert problem.code == "yaml-syntax"
    assert problem.line == 1


json_like = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=6)
    | st.floats(allow_nan=False),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner,
                                                                max_size=4),
    max_leaves=25)


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(json_like, st.booleans())
def test_builder_matches_safe_load_on_random_documents(data: object, flow: bool) -> None:
    text = yaml.safe_dump(data, default_flow_style=flow)
    assert parse(text).data == yaml.safe_load(text)


def test_a_one_gigabyte_file_fails_fast(tmp_path: Path) -> None:
    """A sparse 1 GB file: only the first 10 MB + 1 byte are ever read."""
    import resource

    from conftest import run_cli

    huge = tmp_path / "huge.yaml"
    with huge.open("wb") as handle:
        handle.truncate(1 << 30)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    start = time.perf_counter()
    run = run_cli("score", str(huge), "-f", "json")
    assert time.perf_counter() - start < 1
    assert run.code == 1
    assert run.diagnostics()[0]["code"] == "too-large"
    grown_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
    assert grown_kb < 200 * 1024  # far below the file's size


def test_explicit_tags_on_the_wrong_scalar_are_clean_errors() -> None:
    """PyYAML's own constructors crash on these (found by tests/fuzz/fuzz.py)."""
    assert codes("a: !!timestamp x\n") == ["yaml-syntax"]
    assert codes("a: !!bool maybe\n") == ["yaml-syntax"]
    assert codes("a: !!set x\n") == ["yaml-syntax"]  # a generator-built collection
    assert codes("%YAML 1.1\n---\na: !!omap x\n") == ["yaml-syntax"]
    assert parse("a: !!str 5\n").data == {"a": "5"}
