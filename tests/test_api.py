"""The Python API (issue #12): the CLI's pipeline and JSON shapes, one documented exception."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import boardscore
from boardscore import InvalidBoard

from conftest import CASES, EXAMPLES, ROOT, checked, run_cli

TABLEAU = EXAMPLES / "flowers" / "three-players.yaml"
INVALID = CASES / "mondo" / "ex10-invalid.yaml"


def _cli_json(path: Path, *extra: str) -> Any:
    return json.loads(run_cli("score", str(path), "-f", "json", *extra).stdout)


def test_score_a_path_is_the_cli_json() -> None:
    assert checked(boardscore.score(str(TABLEAU))) == _cli_json(TABLEAU)
    assert boardscore.score(TABLEAU, explain=True) == _cli_json(TABLEAU, "--explain")


def test_score_text_bytes_and_mappings_are_named_dash() -> None:
    expected = _cli_json(TABLEAU) | {"file": "-"}
    text = TABLEAU.read_text("utf-8")
    assert boardscore.score(text) == expected
    assert boardscore.score(TABLEAU.read_bytes()) == expected
    import yaml

    assert boardscore.score(yaml.safe_load(text)) == expected
    as_json = json.dumps(yaml.safe_load(text))
    assert boardscore.score(as_json) == expected  # a str starting with { is JSON text


def test_missing_path_raises_not_found() -> None:
    with pytest.raises(InvalidBoard) as raised:
        boardscore.score("no/such/board.yaml")
    assert raised.value.code == "not-found"
    assert raised.value.file == "no/such/board.yaml"
    assert raised.value.diagnostics[0]["code"] == "not-found"
    assert isinstance(raised.value, ValueError)


def test_invalid_board_carries_the_cli_diagnostics() -> None:
    with pytest.raises(InvalidBoard) as raised:
        boardscore.score(INVALID)
    cli = run_cli("score", str(INVALID), "-f", "json").diagnostics()
    assert raised.value.diagnostics == cli
    assert sorted(d["code"] for d in raised.value.diagnostics) == [
        "animal-no-area", "chip-not-in-play", "split-needed", "tile-off-board",
        "tiles-disconnected"]
    assert all(type(d["code"]) is str for d in raised.value.diagnostics)
    assert raised.value.code == raised.value.diagnostics[0]["code"]
    assert str(raised.value).endswith("(and 4 more)")


def test_game_reads_a_file_without_game_key() -> None:
    text = "players:\n  - {name: Ana, hand: 2, tiles: [red light 2]}\n" \
           "  - {name: Ben, hand: 1, tiles: [red dark 3]}\n"
    assert boardscore.score(text, game="flowers")["game"] == "flowers"
    with pytest.raises(InvalidBoard) as raised:
        boardscore.score(text)
    assert raised.value.code == "no-game"


def test_options_are_the_game_command_options() -> None:
    board = EXAMPLES / "mondo" / "beginner-two-players.yaml"
    assert boardscore.score(board, game="mondo", options={"side": "front"})["variant"][
        "overrides"] == {"side": "front"}
    for options in ({"level": "master"}, {"colour": "red"}):
        with pytest.raises(InvalidBoard) as raised:
            boardscore.score(board, game="mondo", options=options)
        assert raised.value.code == "unknown-option"
    with pytest.raises(InvalidBoard):
        boardscore.score(board, options={"level": "expert"})  # options need a game
    with pytest.raises(InvalidBoard) as raised:
        boardscore.score(board, game="chess")
    assert raised.value.code == "unknown-game"


def test_validate_returns_every_diagnostic() -> None:
    assert boardscore.validate(TABLEAU) == []
    found = boardscore.validate(INVALID)
    assert [d["severity"] for d in found] == ["error"] * 5
    warned = boardscore.validate(CASES / "mondo" / "w-no-tiles.yaml")
    assert [(d["severity"], d["code"]) for d in warned] == [("warning", "no-tiles")]
    with pytest.raises(InvalidBoard):
        boardscore.validate("missing.yaml")


def test_score_files_streams_and_never_raises(tmp_path: Path) -> None:
    (tmp_path / "b.yaml").write_text("game: flowers\nplayers: [\n")
    (tmp_path / "a.yaml").write_bytes(TABLEAU.read_bytes())
    results = list(boardscore.score_files([tmp_path, tmp_path / "missing.yaml"]))
    assert [Path(name).name for name, _ in results] == ["a.yaml", "b.yaml", "missing.yaml"]
    first, second, third = (outcome for _, outcome in results)
    assert isinstance(first, dict)
    assert first["winners"] == ["Cleo"]
    assert isinstance(second, InvalidBoard)
    assert second.code == "yaml-syntax"
    assert isinstance(third, InvalidBoard)
    assert third.code == "not-found"


def test_a_source_of_another_type_is_refused_cleanly() -> None:
    """Issue 23: a wrong type is a TypeError naming the argument and what it takes."""
    for source in (3, None, [1, 2], 2.5):
        with pytest.raises(TypeError, match=r"^source must be a path .* not "):
            boardscore.score(source)  # type: ignore[arg-type]


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False)
    | st.text(max_size=8),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(
        st.text(max_size=8), children, max_size=4),
    max_leaves=25)
KEYS = st.sampled_from(["game", "players", "rounds", "level", "villages", "setup", "moves",
                        "seats", "turns", "hands", "mandalas", "terrains", "tiles", "name"])
GAMES = st.sampled_from(["mondo", "clans", "flowers", "world-wonders", "chess", 3, None])


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(KEYS | st.text(max_size=6), JSON, max_size=6), GAMES)
def test_random_mappings_raise_only_invalid_board(document: dict[str, Any], game: Any) -> None:
    document["game"] = game
    try:
        checked(boardscore.score(document, explain=True))
        raised: list[dict[str, Any]] = [{"code": "none raised"}]
    except InvalidBoard as invalid:
        raised = invalid.diagnostics
    assert raised
    assert "internal-error" not in {d["code"] for d in raised}
    found = boardscore.validate(document)
    assert "internal-error" not in {d["code"] for d in found}


def test_import_is_cheap() -> None:
    """The CLI imports the package on every call: it must not load the heavy stack."""
    probe = ("import sys, boardscore; heavy = {'yaml', 'jsonschema', 'typer', 'rich', "
             "'boardscore.scorers.mondo', 'boardscore.pipeline'} & set(sys.modules); "
             "print(sorted(heavy))")
    found = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                           check=True, cwd=ROOT / "tests")
    assert found.stdout.strip() == "[]"


def test_readme_example_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    """The "Use from Python" page's example (docs/api.md, once the README's), as written."""
    page = (ROOT / "docs" / "api.md").read_text("utf-8")
    code = page.split("```python\n", 1)[1].split("```", 1)[0]
    monkeypatch.chdir(ROOT)
    exec(compile(code, "docs/api.md", "exec"), {})


# ---- issue 23: misuse refused in words, one language per call --------------------------------

MISUSE: list[tuple[Any, type[Exception], str]] = [
    (lambda: boardscore.score(TABLEAU, options=["level"]), TypeError,  # type: ignore[arg-type]
     "^options must be a mapping of option names to values"),
    (lambda: boardscore.score(TABLEAU, game="mondo",
                              options={"level": 3}), TypeError,  # type: ignore[dict-item]
     "^options must map option names"),
    (lambda: boardscore.score(TABLEAU, game=3), TypeError,  # type: ignore[arg-type]
     "^game must be a game id"),
    (lambda: boardscore.score(TABLEAU, explain="yes"), TypeError,  # type: ignore[arg-type]
     "^explain must be True or False, not str"),
    (lambda: boardscore.score(TABLEAU, lang=None), TypeError,  # type: ignore[arg-type]
     "^lang must be a str"),
    (lambda: boardscore.score(TABLEAU, lang="de"), ValueError, "^lang must be \"en\" or \"fr\""),
    (lambda: boardscore.validate(TABLEAU, lang="EN"), ValueError, "^lang must be"),
    (lambda: boardscore.score_files([b"examples"]), TypeError,  # type: ignore[list-item]
     "^paths must hold paths .* not bytes"),
    (lambda: boardscore.score_files(b"examples"), TypeError,  # type: ignore[arg-type]
     "^paths must be an iterable of paths"),
    (lambda: boardscore.score_files(3), TypeError,  # type: ignore[arg-type]
     "^paths must be an iterable of paths .* not int"),
    (lambda: boardscore.score_files([TABLEAU], jobs="2"), TypeError,  # type: ignore[arg-type]
     "^jobs must be an int"),
    (lambda: boardscore.score_files([TABLEAU], jobs=2.5), TypeError,  # type: ignore[arg-type]
     "^jobs must be an int .* not float"),
    (lambda: boardscore.score_files([TABLEAU], jobs=True), TypeError, "^jobs must be an int"),
    (lambda: boardscore.score_files([TABLEAU], jobs=-1), ValueError, "^jobs must be 0"),
]


@pytest.mark.parametrize(("call", "kind", "message"), MISUSE)
def test_misuse_is_refused_in_words_when_called(call: Any, kind: type[Exception],
                                                message: str) -> None:
    with pytest.raises(kind, match=message) as raised:
        call()  # score_files too: the arguments are checked before the first result
    assert not isinstance(raised.value, InvalidBoard)


def test_a_path_with_a_nul_is_not_found() -> None:
    with pytest.raises(InvalidBoard) as raised:
        boardscore.score("foo\x00bar.yaml")
    assert raised.value.code == "not-found"
    assert "NUL" in str(raised.value)


def test_score_files_takes_one_str_or_path_as_one_path() -> None:
    folder = EXAMPLES / "flowers"
    listed = list(boardscore.score_files([folder]))
    assert len(listed) == len(list(folder.glob("*.y*ml"))) + len(list(folder.glob("*.json")))
    assert list(boardscore.score_files(folder)) == listed
    assert list(boardscore.score_files(str(folder))) == listed


def test_any_mapping_is_a_board() -> None:
    from types import MappingProxyType

    import yaml

    document = yaml.safe_load(TABLEAU.read_text("utf-8"))
    players = tuple(MappingProxyType(p) for p in document["players"])
    proxy = MappingProxyType({**document, "players": players})
    assert boardscore.score(proxy) == boardscore.score(document)


def test_a_mapping_that_contains_itself_or_nests_too_deep_is_an_invalid_board() -> None:
    looped: dict[str, Any] = {"game": "mondo"}
    looped["rounds"] = [looped]
    with pytest.raises(InvalidBoard) as raised:
        boardscore.score(looped)
    assert raised.value.code == "recursive-alias"
    deep: dict[str, Any] = {"game": "mondo"}
    inner = deep
    for _ in range(5000):  # deeper than Python's recursion limit
        inner["x"] = {}
        inner = inner["x"]
    with pytest.raises(InvalidBoard) as raised:
        boardscore.validate(deep)
    assert raised.value.code == "too-deep"


def test_a_folder_nested_1500_deep_is_walked(tmp_path: Path) -> None:
    here = tmp_path
    for _ in range(1500):  # a recursive os.walk raised RecursionError here
        here = here / "d"
        here.mkdir()
    (here / "b.yaml").write_bytes(TABLEAU.read_bytes())
    try:
        [(name, result)] = list(boardscore.score_files(tmp_path))
    finally:  # pytest's own clean-up (a recursive rmtree) would fail on this depth
        (here / "b.yaml").unlink()
        while here != tmp_path:
            here.rmdir()
            here = here.parent
    assert name.endswith("/d/b.yaml")
    assert isinstance(result, dict)


def _messages(lang: str) -> list[str]:
    with pytest.raises(InvalidBoard) as raised:
        boardscore.score(INVALID, lang=lang)
    return [d["message"] for d in raised.value.diagnostics]


def test_lang_is_per_call() -> None:
    english = _messages("en")
    french = _messages("fr")
    assert french != english
    assert _messages("en") == english  # French chosen once does not stay
    found = dict(boardscore.score_files([INVALID, TABLEAU], lang="fr"))
    invalid = found[str(INVALID)]
    assert isinstance(invalid, InvalidBoard)
    assert [d["message"] for d in invalid.diagnostics] == french
    french_result = found[str(TABLEAU)]
    assert isinstance(french_result, dict)
    assert french_result != boardscore.score(TABLEAU) or french_result["game"] == "flowers"
    assert boardscore.validate(INVALID, lang="fr")[0]["message"] in french


def test_two_threads_in_two_languages_each_get_their_own() -> None:
    """Before, the API's language was the process's: a thread choosing French turned every
    other thread's messages French."""
    import threading

    expected = {"en": _messages("en"), "fr": _messages("fr")}
    start = threading.Barrier(4)
    wrong: list[str] = []

    def work(lang: str) -> None:
        start.wait()
        for _ in range(15):
            if _messages(lang) != expected[lang]:
                wrong.append(lang)

    threads = [threading.Thread(target=work, args=(lang,)) for lang in ("en", "fr") * 2]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert wrong == []
    assert _messages("en") == expected["en"]


def test_a_mapping_with_a_huge_name_is_refused_before_the_rules() -> None:
    """A mapping is looked over as a large text is: a name of 4.5 million characters is one
    short diagnostic, not repeated by every rule that names the player."""
    import yaml

    document = yaml.safe_load((EXAMPLES / "clans" / "three-players-record.yaml")
                              .read_text("utf-8"))
    name = "A" * 4_500_000
    document["players"][0]["name"] = name
    for village in document.get("villages", []):
        village["founder"] = name
    with pytest.raises(InvalidBoard) as raised:
        boardscore.score(document)
    assert raised.value.code == "schema"
    assert len(str(raised.value)) < 200
    assert len(json.dumps(raised.value.diagnostics)) < 2_000


def test_misuse_is_refused_in_the_language_asked_for() -> None:
    with pytest.raises(TypeError, match=r"^options doit associer des noms d'options"):
        boardscore.score(TABLEAU, options=["level"], lang="fr")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"^jobs doit être un int"):
        boardscore.score_files([TABLEAU], jobs="2", lang="fr")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"^options must be a mapping"):
        boardscore.score(TABLEAU, options=["level"])  # type: ignore[arg-type]
