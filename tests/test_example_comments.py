"""`boardscore example GAME` in French: the shipped example files with their comments in French,
each comment a message of the catalogue (examples/comments.py, extracted through babel.cfg),
and the data untouched: the French file reads as the same document as the English one.

An English comment changed without its French counterpart fails here (its new text has no
translation in the catalogue), as an English data change cannot: the French text is made from
the English file."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from babel.messages.pofile import read_po

from boardscore.examples.comments import comments, translated

from conftest import EXAMPLES, ROOT, run_cli

PO = ROOT / "cli" / "locale" / "fr" / "LC_MESSAGES" / "boardscore.po"
EXAMPLE_FILES = sorted(EXAMPLES.glob("*/*.yaml"))
IDS = [f"{p.parent.name}/{p.name}" for p in EXAMPLE_FILES]
MODELINE = re.compile(r"\A# yaml-language-server: [^\n]*\n")


@pytest.fixture(scope="module")
def french() -> dict[str, str]:
    """English comment -> its French translation (the catalogue's complete entries)."""
    with PO.open("rb") as handle:
        return {m.id: m.string for m in read_po(handle, locale="fr")
                if isinstance(m.id, str) and m.id and isinstance(m.string, str) and m.string
                and not m.fuzzy}


def _printed(path: Path, *language: str) -> str:
    run = run_cli(*language, "example", path.parent.name, "--name", path.name)
    assert run.code == 0, run.stderr
    return MODELINE.sub("", run.stdout)


def _data_lines(text: str) -> list[str]:
    """The lines of data, their trailing comments cut off (no example has a `#` in its data)."""
    return [re.sub(r"\s+#.*$", "", line) for line in text.splitlines()
            if line.strip() and not line.lstrip().startswith("#")]


@pytest.mark.parametrize("example", EXAMPLE_FILES, ids=IDS)
def test_every_comment_of_an_example_has_its_french(example: Path,
                                                    french: dict[str, str]) -> None:
    missing = [c.text for c in comments(example.read_text("utf-8")) if c.text not in french]
    assert not missing, (f"{example.name}: comments without French in the catalogue (translate "
                         f"them, CONTRIBUTING.md): {missing}")


@pytest.mark.parametrize("example", EXAMPLE_FILES, ids=IDS)
def test_the_french_example_is_the_english_document(example: Path) -> None:
    english = example.read_text("utf-8")
    printed = _printed(example, "--lang", "fr")
    assert yaml.safe_load(printed) == yaml.safe_load(english)
    assert _data_lines(printed) == _data_lines(english)
    left = [c.text for c in comments(english) if "# " + c.text.split("\n")[0] in printed]
    assert not left, f"comments left in English: {left}"


@pytest.mark.parametrize("example", EXAMPLE_FILES, ids=IDS)
def test_the_english_example_is_the_file(example: Path) -> None:
    assert _printed(example) == example.read_text("utf-8")


def test_a_french_example_reads_as_french() -> None:
    printed = _printed(EXAMPLES / "world-wonders" / "solo-hard.yaml", "--lang", "fr")
    assert printed.startswith(
        "# World Wonders, partie solo contre l'Automaton en mode difficile, sur la face A du "
        "plateau.\n")
    assert "      - {kind: tower, cells: L1}                           # le monument sert " \
           "d'appui à la tour\n" in printed
    clans = _printed(EXAMPLES / "clans" / "three-players-replay.yaml", "--lang", "fr")
    assert "  0: red, 1: black, 2: blue, 3: green, 4: yellow,       # région 0\n" in clans
    assert "# 45  fonde 20 (#12), 21 (non compté)\n" in clans
    assert "# 1\n" in clans  # a comment without a word is no message


def test_the_list_of_examples_is_the_same_in_french() -> None:
    assert run_cli("--lang", "fr", "example", "mondo", "--list").stdout \
        == run_cli("example", "mondo", "--list").stdout


def test_a_json_example_is_printed_as_it_is() -> None:
    path = EXAMPLES / "flowers" / "own-colours.json"
    run = run_cli("--lang", "fr", "example", "flowers", "--name", path.name)
    assert "\n".join(run.stdout.splitlines()[2:]) in path.read_text("utf-8")


# ---- the comments of a file ----------------------------------------------------------------

TEXT = """\
# A first paragraph
# on two lines.
#
# A second one.
game: demo
board: |            # a block scalar: its lines are data
  # not a comment
  ..#..
name: "a # b"       # quoted: the first # is data
values: [1, 2]      # 12
list:
  # an indented paragraph
  - 3               # three
"""


def test_comments_are_paragraphs_and_trailing_comments() -> None:
    found = [(c.first, c.count, c.text, c.whole_line) for c in comments(TEXT)]
    assert found == [
        (0, 2, "A first paragraph\non two lines.", True), (3, 1, "A second one.", True),
        (5, 1, "a block scalar: its lines are data", False),
        (8, 1, "quoted: the first # is data", False),
        (11, 1, "an indented paragraph", True), (12, 1, "three", False)]


def test_a_translation_changes_comments_only() -> None:
    def shout(text: str) -> Any:
        return text.upper() + ("\nSECOND LINE" if " " in text else "")

    changed = translated(TEXT, shout)
    assert yaml.safe_load(changed) == yaml.safe_load(TEXT)
    assert "# A FIRST PARAGRAPH\n# ON TWO LINES.\n# SECOND LINE\n#\n" in changed
    assert '"a # b"       # QUOTED: THE FIRST # IS DATA SECOND LINE\n' in changed
    assert "  # AN INDENTED PARAGRAPH\n  # SECOND LINE\n  - 3               # THREE\n" in changed
    assert translated(TEXT, str) == TEXT


def test_a_changed_english_comment_has_no_french(french: dict[str, str]) -> None:
    """What the first test reports when an example's comment changes alone."""
    example = (EXAMPLES / "world-wonders" / "solo-hard.yaml").read_text("utf-8")
    edited = example.replace("# a monument supports a tower", "# a monument holds up a tower")
    assert [c.text for c in comments(edited) if c.text not in french] \
        == ["a monument holds up a tower"]
