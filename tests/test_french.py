"""boardscore in French: the catalogue is complete and fresh, the language is chosen by
--lang or the locale, and what must never change with the language does not (codes, ids,
JSON keys, the diagnostic line's layout, exit codes, the scores)."""

from __future__ import annotations

import gettext
import io
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from boardscore.language import LOCALE_DIR, choose, from_arguments, from_environment

from conftest import CASES, EXAMPLES, ROOT, run_cli

PO = ROOT / "cli" / "locale" / "fr" / "LC_MESSAGES" / "boardscore.po"
MO = PO.with_suffix(".mo")
SCRIPT = shutil.which("boardscore") or str(Path(sys.executable).parent / "boardscore")
# {name}, {name:>3}, {} (Click's); not "{ }" nor "{{".
PLACEHOLDER = re.compile(r"(?<!\{)\{([A-Za-z_]\w*)?(?:[.:!\[][^{}]*)?\}(?!\})")


@pytest.fixture(autouse=True)
def english_afterwards() -> Any:
    """A French run in this process must not leave the next test speaking French."""
    yield
    choose("en")


def _catalogue() -> Any:
    with PO.open("rb") as handle:
        return read_po(handle, locale="fr")


@pytest.fixture(scope="module")
def extracted(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    """Every message of the code and the schemas, as babel.cfg extracts them."""
    pybabel = shutil.which("pybabel") or str(Path(sys.executable).parent / "pybabel")
    template = tmp_path_factory.mktemp("pot") / "boardscore.pot"
    subprocess.run([pybabel, "extract", "-F", "babel.cfg", "-k", "N_", "-k", "ngettext:1,2",
                    "--no-location", "-o", str(template), "."], cwd=ROOT, check=True,
                   capture_output=True, timeout=300)
    with template.open("rb") as handle:
        return {_key(m.id) for m in read_po(handle) if m.id}


def _key(message_id: str | tuple[str, ...] | list[str]) -> str:
    return message_id if isinstance(message_id, str) else message_id[0]


@pytest.mark.slow
def test_every_message_has_a_french_translation(extracted: set[str]) -> None:
    translated = {_key(m.id) for m in _catalogue() if m.id and _complete(m.string)
                  and not m.fuzzy}
    missing = sorted(extracted - translated)
    assert not missing, f"{len(missing)} messages without French: {missing[:10]}"


@pytest.mark.slow
def test_the_catalogue_holds_no_stale_message(extracted: set[str]) -> None:
    stale = sorted({_key(m.id) for m in _catalogue() if m.id} - extracted)
    assert not stale, f"{len(stale)} messages the code no longer has: {stale[:10]}"


def _complete(string: str | tuple[str, ...]) -> bool:
    return all(string) if isinstance(string, tuple) else bool(string)


def test_translations_keep_their_placeholders() -> None:
    for message in _catalogue():
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        wanted = set(PLACEHOLDER.findall(ids[-1])) | set(PLACEHOLDER.findall(ids[0]))
        for string in strings:
            if string:
                assert set(PLACEHOLDER.findall(string)) <= wanted, (message.id, string)
                assert set(PLACEHOLDER.findall(string)) >= set(PLACEHOLDER.findall(ids[0])) - \
                    {"count", "n"}, (message.id, string)


def test_the_shipped_mo_is_compiled_from_the_po() -> None:
    compiled = io.BytesIO()
    write_mo(compiled, _catalogue())
    compiled.seek(0)
    fresh = gettext.GNUTranslations(compiled)
    with MO.open("rb") as handle:
        shipped = gettext.GNUTranslations(handle)
    assert shipped._catalog == fresh._catalog, (  # type: ignore[attr-defined]
        "cli/locale/fr/LC_MESSAGES/boardscore.mo is stale: pybabel compile -d cli/locale "
        "-D boardscore")
    assert Path(LOCALE_DIR, "fr", "LC_MESSAGES", "boardscore.mo").exists()


# --- choosing the language -----------------------------------------------------------------

@pytest.mark.parametrize(("environ", "chosen"), [
    ({}, "en"),
    ({"LANG": "fr_FR.UTF-8"}, "fr"),
    ({"LANG": "fr_CA"}, "fr"),
    ({"LC_MESSAGES": "fr_BE.UTF-8", "LANG": "en_GB.UTF-8"}, "fr"),
    ({"LC_ALL": "C", "LANG": "fr_FR.UTF-8"}, "en"),
    ({"LC_ALL": "fr_FR", "LANG": "en_US"}, "fr"),
    ({"LANGUAGE": "fr", "LANG": "en_US.UTF-8"}, "fr"),
    ({"LANGUAGE": "de:fr", "LANG": "en_US.UTF-8"}, "fr"),
    ({"LANGUAGE": "de", "LANG": "fr_FR.UTF-8"}, "fr"),
    ({"LANGUAGE": "", "LC_ALL": "", "LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
])
def test_the_locale_variables_choose_in_gettexts_order(environ: dict[str, str],
                                                       chosen: str) -> None:
    assert from_environment(environ) == chosen


def test_lang_is_read_before_the_command_only() -> None:
    assert from_arguments(["--lang", "fr", "score", "x.yaml"]) == "fr"
    assert from_arguments(["--lang=fr", "score"]) == "fr"
    assert from_arguments(["score", "--lang", "fr"]) is None  # a file could be named --lang
    assert from_arguments([]) is None


def _environment(**variables: str) -> dict[str, str]:
    base = {k: v for k, v in os.environ.items()
            if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    return {**base, **variables}


def _run(*args: str, **variables: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([SCRIPT, *args], capture_output=True, text=True, timeout=60,
                          check=False, env=_environment(**variables), cwd=ROOT)


TIEBREAK = str(EXAMPLES / "flowers" / "four-players-tiebreak.yaml")


@pytest.mark.slow
def test_the_locale_or_lang_chooses_the_language_of_a_real_run() -> None:
    french = _run("score", TIEBREAK, LANG="fr_FR.UTF-8")
    assert "Vainqueur" in french.stdout
    assert "Départage" in french.stdout
    english = _run("--lang", "en", "score", TIEBREAK, LANG="fr_FR.UTF-8")
    assert "Winner: Ben (17)" in english.stdout
    chosen = _run("--lang", "fr", "score", TIEBREAK, LANG="en_US.UTF-8")
    assert chosen.stdout == french.stdout
    assert _run("score", TIEBREAK).stdout == english.stdout  # no locale: English


# --- what never changes with the language --------------------------------------------------

BOARDS = sorted([*EXAMPLES.glob("*/*.yaml"), *EXAMPLES.glob("*/*.json"),
                 *CASES.glob("*/*.yaml")])


def _without_words(value: Any) -> Any:
    """A JSON output with the translated texts (label, detail, message, evidence and the
    game's free-text sections) taken out."""
    if isinstance(value, dict):
        return {k: _without_words(v) for k, v in value.items()
                if k not in ("label", "detail", "message", "evidence", "headline", "turns",
                             "boards", "order", "comments", "board")}
    if isinstance(value, list):
        return [_without_words(v) for v in value]
    return value


@pytest.mark.parametrize("board", BOARDS, ids=[f"{p.parent.name}/{p.name}" for p in BOARDS])
def test_french_changes_only_the_words(board: Path) -> None:
    english = run_cli("--lang", "en", "score", str(board), "-f", "json", "--explain")
    french = run_cli("--lang", "fr", "score", str(board), "-f", "json", "--explain")
    assert french.code == english.code
    if english.stdout:
        assert _without_words(french.json()) == _without_words(english.json())
    assert [_without_words(json.loads(line)) for line in french.stderr.splitlines()] == \
        [_without_words(json.loads(line)) for line in english.stderr.splitlines()]
    text_en = run_cli("--lang", "en", "score", str(board)).stderr.splitlines()
    text_fr = run_cli("--lang", "fr", "score", str(board)).stderr.splitlines()
    layout = re.compile(r"^(.*?:\d+:\d+: (?:error|warning|note)\[[^\]]+\]): ")
    assert [layout.match(line) and layout.match(line).group(1)  # type: ignore[union-attr]
            for line in text_fr] == \
        [layout.match(line) and layout.match(line).group(1)  # type: ignore[union-attr]
         for line in text_en]


# --- French golden outputs -----------------------------------------------------------------

# One example per game: the French text (tests/french/GAME.expected.txt, read and checked by
# hand: the totals are the hand-counted ones of tests/cases/GAME/examples/) and the JSON.
GOLDEN = {"mondo": "beginner-two-players", "clans": "three-players-record",
          "world-wonders": "three-players-base", "flowers": "four-players-tiebreak"}
# French labels every player's lines must carry (from the rules' French terms).
FRENCH_LABELS = {
    "mondo": {"r1.landscapes": "Manche 1, paysages", "r1.volcanoes": "Manche 1, volcans",
              "r1.empty": "Manche 1, cases vides",
              "r1.errors": "Manche 1, erreurs de fermeture",
              "r1.bonus": "Manche 1, jeton bonus"},
    "clans": {"clan_track": "Piste du clan", "village_chips": "Jetons village"},
    "world-wonders": {"natural_resources": "Ressources naturelles",
                      "city_districts": "Quartiers de la cité", "loan": "Emprunt",
                      "population": "Population"},
    "flowers": {"lone_tiles": "Tuiles solitaires",
                "pairs_with_multiplier": "Paires avec multiplicateur",
                "pairs_without_multiplier": "Paires sans multiplicateur"},
}


def _example(game: str) -> Path:
    return next((EXAMPLES / game).glob(f"{GOLDEN[game]}.*"))


@pytest.mark.parametrize("game", sorted(GOLDEN))
def test_french_text_output(game: str) -> None:
    run = run_cli("--lang", "fr", "score", str(_example(game).relative_to(ROOT)), "--explain")
    expected = (ROOT / "tests" / "french" / f"{game}.expected.txt").read_text("utf-8")
    assert run.stdout + run.stderr == expected


@pytest.mark.parametrize("game", sorted(GOLDEN))
def test_french_json_output(game: str) -> None:
    french = run_cli("--lang", "fr", "score", str(_example(game)), "-f", "json").json()
    counted = json.loads((CASES / game / "examples" / f"{GOLDEN[game]}.expected.json")
                         .read_text("utf-8"))["result"]
    assert [(p["name"], p["total"], p["rank"]) for p in french["players"]] == \
        [(p["name"], p["total"], p["rank"]) for p in counted["players"]]
    for player in french["players"]:
        labels = {line["category"]: line["label"] for line in player["lines"]}
        for category, label in FRENCH_LABELS[game].items():
            assert labels[category] == label


HELPS = [[], ["score"], ["validate"], ["render"], ["schema"], ["example"], ["games"],
         ["rules"], ["watch"], ["new"], ["new", "mondo"], ["new", "clans"],
         ["new", "world-wonders"], ["new", "flowers"], ["mondo"], ["clans"],
         ["world-wonders"], ["flowers"]]


@pytest.mark.slow
@pytest.mark.parametrize("command", HELPS, ids=[" ".join(c) or "boardscore" for c in HELPS])
def test_every_help_page_in_french(command: list[str]) -> None:
    english = _run(*command, "--help")
    french = _run("--lang", "fr", *command, "--help")
    assert french.returncode == english.returncode == 0, french.stderr
    assert french.stdout != english.stdout
    for word in ("Show this message and exit", "Usage:", "[default:"):
        assert word not in french.stdout, (word, french.stdout)
    words = " ".join(re.sub(r"[│╭╮╰╯─]", " ", french.stdout).split())  # rich wraps lines
    assert "Afficher ce message et quitter." in words


@pytest.mark.parametrize(("english", "french"), [
    ("red dark x3", "rouge foncé x3"), ("red dark 2", "Rouge Foncé 2"),
    ("grey dark 1", "gris fonce 1"),
])
def test_french_tile_names_score_as_the_english_ones(english: str, french: str) -> None:
    board = ("game: flowers\nplayers:\n  - {name: Ana, hand: 2, tiles: [TILE, orange light 2]}\n"
             "  - {name: Ben, hand: 1, tiles: []}\n")
    one = run_cli("score", "-", "-f", "json", stdin=board.replace("TILE", english)).json()
    two = run_cli("score", "-", "-f", "json", stdin=board.replace("TILE", french)).json()
    assert one == two


def test_the_catalogue_reader_reads_what_gettext_reads() -> None:
    """language.MoCatalogue (no import of gettext on a French run) against the standard
    library's reader, message by message, plurals included."""
    from boardscore.language import PLURALS, MoCatalogue

    data = MO.read_bytes()
    ours = MoCatalogue(data, PLURALS["fr"])
    theirs = gettext.GNUTranslations(io.BytesIO(data))
    catalog = theirs._catalog  # type: ignore[attr-defined]
    assert len(catalog) > 1000
    for key in catalog:
        if isinstance(key, tuple):
            singular = next(k for k in _catalogue() if isinstance(k.id, tuple)
                            and k.id[0] == key[0]).id
            for n in (0, 1, 2, 5):
                assert ours.ngettext(singular[0], singular[1], n) == \
                    theirs.ngettext(singular[0], singular[1], n)
        elif key:
            assert ours.gettext(key) == theirs.gettext(key)
    assert ours.gettext("not in the catalogue") == "not in the catalogue"
