"""The French rules references (scorers/<game>/rules.fr.md) keep in step with the English ones
(rules.md, the contract): the same headings at the same levels, and in every section the same
diagnostic codes, decision ids, identifiers written as code (category ids, keys, card and task
ids, tile shorthands), numbers, table rows and code blocks. A change to an English reference
without its French counterpart fails here, with the section and what differs."""

from __future__ import annotations

import re
from collections import Counter
from importlib import import_module
from pathlib import Path

import pytest
import yaml

import boardscore.rules
from boardscore.rules import (
    ENGLISH_ONLY,
    SHARED_CODES_FR,
    reference_file,
    reference_text,
    shared_meaning,
)
from boardscore.scorers.registry import GAMES, game_ids
from boardscore.status import ENVELOPE_CODES

from conftest import run_cli

# Every game has its French reference.
FRENCH_GAMES = game_ids()

_HEADING = re.compile(r"^(#{1,6}) ")
_FENCE = re.compile(r"^\s*```")
_NUMBER = re.compile(r"\d+")
_CODE_SPAN = re.compile(r"`([^`\s]+)`")
_D_ID = re.compile(r"(?<![\w-])D\d+(?![\w-])")


def sections(text: str) -> list[tuple[int, str]]:
    """(heading level, text) of each section, the text before the first heading being level 0;
    a `#` inside a fenced block (a YAML comment) is no heading."""
    found: list[tuple[int, list[str]]] = [(0, [])]
    fenced = False
    for line in text.splitlines():
        if _FENCE.match(line):
            fenced = not fenced
        heading = None if fenced else _HEADING.match(line)
        if heading:
            found.append((len(heading.group(1)), []))
        found[-1][1].append(line)
    return [(level, "\n".join(lines)) for level, lines in found]


def _game_codes(game: str) -> list[str]:
    codes = import_module(GAMES[game].module + ".codes").Code
    return sorted({str(code) for code in codes} | set(ENVELOPE_CODES), key=len, reverse=True)


def facts(section: str, codes: list[str]) -> dict[str, Counter[str]]:
    """What a translation must keep: words are free, these are not."""
    lines = section.splitlines()
    # A code that is also a plain word (`schema`, `encoding`) counts only as code (`schema`).
    marked = [code for code in codes if re.search(r"[-\d]", code)]
    code_pattern = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, marked)) + r")(?![\w-])"
                              + "|`(" + "|".join(map(re.escape, codes)) + ")`")
    return {
        "numbers": Counter(_NUMBER.findall(section)),
        "diagnostic codes": Counter(bare or quoted
                                    for bare, quoted in code_pattern.findall(section)),
        "decision ids": Counter(_D_ID.findall(section)),
        "identifiers in code": Counter(_CODE_SPAN.findall(section)),
        "shape": Counter(table_rows=sum(line.lstrip().startswith("|") for line in lines),
                         fences=sum(bool(_FENCE.match(line)) for line in lines)),
    }


def differences(english: str, french: str, codes: list[str]) -> list[str]:
    """Every way the French text has left the English one (empty when they agree)."""
    en_sections, fr_sections = sections(english), sections(french)
    en_levels = [level for level, _ in en_sections]
    fr_levels = [level for level, _ in fr_sections]
    if en_levels != fr_levels:
        return [f"headings differ: English {len(en_sections)} sections at levels {en_levels}, "
                f"French {len(fr_sections)} at {fr_levels}"]
    found = []
    for (_, en), (_, fr) in zip(en_sections, fr_sections, strict=True):
        en_facts, fr_facts = facts(en, codes), facts(fr, codes)
        for kind, counted in en_facts.items():
            if counted != fr_facts[kind]:
                only_en = dict(counted - fr_facts[kind])
                only_fr = dict(fr_facts[kind] - counted)
                found.append(f"{en.splitlines()[0] if en else '(start)'!r} vs "
                             f"{fr.splitlines()[0] if fr else '(start)'!r}: {kind}: "
                             f"English only {only_en}, French only {only_fr}")
    return found


@pytest.mark.parametrize("game", FRENCH_GAMES)
def test_french_reference_keeps_in_step_with_the_english_one(game: str) -> None:
    found = differences(reference_text(game, "en"), reference_text(game, "fr"), _game_codes(game))
    assert not found, "\n".join(found)


def _yaml_blocks(text: str) -> list[object]:
    """Every ```yaml block as the data it holds (a fragment that does not parse: its error)."""
    found: list[object] = []
    for block in re.findall(r"```yaml\n(.*?)```", text, re.S):
        try:
            found.append(yaml.safe_load(block))
        except yaml.YAMLError as error:
            found.append(type(error).__name__)
    return found


@pytest.mark.parametrize("game", FRENCH_GAMES)
def test_french_examples_are_the_same_files(game: str) -> None:
    """Only the comments of the YAML examples are translated: the data is the same."""
    english = _yaml_blocks(reference_text(game, "en"))
    assert _yaml_blocks(reference_text(game, "fr")) == english


@pytest.mark.parametrize("game", FRENCH_GAMES)
def test_french_reference_ships_beside_the_english_one(game: str) -> None:
    path = Path(reference_file(game, "fr"))
    assert path.name == "rules.fr.md"
    assert path.is_file()
    assert path.parent == Path(reference_file(game, "en")).parent
    package_data = (Path(__file__).parent.parent / "pyproject.toml").read_text("utf-8")
    assert '"*.md"' in package_data


def test_a_change_to_the_english_reference_alone_is_caught() -> None:
    codes = _game_codes("mondo")
    english, french = reference_text("mondo", "en"), reference_text("mondo", "fr")
    assert not differences(english, french, codes)
    changed = {
        "a number": english.replace("| **−25** |", "| **−26** |", 1),
        "a code": english.replace("`no-tiles` |", "`no-tiles-yet` |", 1),
        "a decision": english.replace("| D29 |", "| D30 |", 1),
        "a category id": english.replace("[`bonus`]", "[`chip`]", 1),
        "a section": english.replace("\n### 8.1 ", "\n### 8.2 Chips\n\n### 8.1 ", 1),
    }
    for what, text in changed.items():
        assert text != english, what
        assert differences(text, french, codes), what


@pytest.mark.parametrize("game", FRENCH_GAMES)
def test_rules_in_french_prints_the_french_reference(game: str) -> None:
    run = run_cli("--lang", "fr", "rules", game)
    assert run.code == 0
    assert run.stdout == reference_text(game, "fr")
    assert run.stderr == ""
    assert run.stdout.startswith("# ")
    assert "## Codes communs à tous les jeux" in run.stdout
    assert run_cli("--lang", "fr", "rules", game, "-f", "markdown").stdout == run.stdout
    assert run_cli("--lang", "en", "rules", game).stdout == reference_text(game, "en")


def test_rules_in_french_on_a_terminal_is_rendered() -> None:
    run = run_cli("--lang", "fr", "rules", "mondo", "--color", "always")
    assert run.code == 0
    assert "Codes communs à tous les jeux" in run.stdout
    assert "## Codes communs" not in run.stdout  # rendered, not Markdown source
    assert "\x1b[" in run.stdout


def test_shared_codes_have_a_french_meaning() -> None:
    assert list(SHARED_CODES_FR) == list(ENVELOPE_CODES)
    for game in FRENCH_GAMES:
        text = reference_text(game, "fr")
        assert all(f"| `{code}` | {int(status)} | {shared_meaning(code, 'fr')} |" in text
                   for code, (status, _meaning) in ENVELOPE_CODES.items())


def test_a_game_without_a_french_reference_shows_the_english_one(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A game installed apart may ship rules.md alone: in French its English reference is
    shown, after one line on standard error that says so."""
    def english_only(game: str, lang: str = "en") -> str:
        return reference_file(game, "en") if lang == "en" else "/nonexistent/rules.fr.md"

    monkeypatch.setattr(boardscore.rules, "reference_file", english_only)
    run = run_cli("--lang", "fr", "rules", "mondo")
    assert run.code == 0
    assert run.stdout == reference_text("mondo", "en")
    assert run.stderr == ENGLISH_ONLY
