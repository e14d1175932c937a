"""The API answers the command line's data: /api/score and /api/files/{name}/result equal
`score -f json --explain` (stdout, or the JSON diagnostics on stderr) on every bundled example
and every golden case; /api/games and /api/new equal `games -f json` and `new`; pictures equal
`render`."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml

from serve_helpers import client, data_of, stderr_json, without_places  # isort: skip

from boardscore.loading import parse
from boardscore.pagewords import page_sentences
from boardscore.scorers.registry import GAMES, page_folder
from boardscore.serve.answers import STATIC
from boardscore.serve.documents import as_json_data

from conftest import CASES, EXAMPLES, run_cli, scored_case

BOARDS = sorted([*EXAMPLES.glob("*/*.yaml"), *EXAMPLES.glob("*/*.json"),
                 *CASES.rglob("*.yaml"), *CASES.rglob("*.json")])
BOARDS = [b for b in BOARDS if not b.name.endswith(".expected.json")
          and b.name != "messages.json"]


def _id(board: Path) -> str:
    root = EXAMPLES if board.is_relative_to(EXAMPLES) else CASES
    return f"{root.name}/{board.relative_to(root)}"


def _readable_as_data(board: Path) -> bool:
    """The boards a page can send: text boardscore's reader reads without a problem (a YAML
    slip, a duplicate key or a file over a limit is the command line's business only)."""
    try:
        text = board.read_text("utf-8")
    except UnicodeDecodeError:
        return False
    if len(text) > 1_000_000:
        return False
    loaded = parse(text, strict_json=board.suffix == ".json")
    return not loaded.problems and not loaded.zero_padded


def _key(diagnostic: dict[str, Any]) -> str:
    return json.dumps(diagnostic, sort_keys=True)


def _comparable(result: dict[str, Any]) -> dict[str, Any]:
    """A result without places, its warnings in one order: the command line orders them by
    line, and a document sent as data has none."""
    shown: dict[str, Any] = without_places(result)
    return {**shown, "warnings": sorted(shown["warnings"], key=_key)}


@pytest.fixture(scope="module")
def api(tmp_path_factory: pytest.TempPathFactory) -> Any:
    return client(tmp_path_factory.mktemp("served"))


@pytest.mark.parametrize("board", BOARDS, ids=[_id(b) for b in BOARDS])
def test_score_equals_the_command_line(api: Any, board: Path) -> None:
    if not _readable_as_data(board):
        pytest.skip("not a document a page can send (the reader refuses the text)")
    run = scored_case(board)
    answer = api.post("/api/score", json=data_of(board))
    body = answer.json()
    if run.code == 0:
        assert answer.status_code == 200, body
        assert _comparable(body["result"]) == _comparable(run.json())
        assert set(body) == {"result", "pictures", "bgstats_link"}
        link = run_cli("score", str(board), "-f", "bgstats-link").stdout.strip()
        assert body["bgstats_link"] == (link or None)
    else:
        assert run.code == 1, run.stderr
        assert answer.status_code == 422, body
        expected = sorted(_key(d) for d in without_places(stderr_json(run.stderr)))
        assert sorted(_key(d) for d in without_places(body["diagnostics"])) == expected
        if run.stdout:  # a result its errors dispute (Clans F8), printed beside them
            assert _comparable(body["result"]) == _comparable(run.json())
        else:
            assert "result" not in body


@pytest.mark.parametrize("board", BOARDS, ids=[_id(b) for b in BOARDS])
def test_a_file_in_the_folder_scores_exactly_as_the_command_line(
        tmp_path: Path, board: Path) -> None:
    run = scored_case(board)
    if run.code not in (0, 1):
        pytest.skip("not a board file (exit 2)")
    shutil.copy(board, tmp_path / board.name)
    answer = client(tmp_path).get(f"/api/files/{board.name}/result")
    body = json.loads(answer.text.replace(json.dumps(board.name)[1:-1],
                                          json.dumps(str(board))[1:-1]))
    if run.code == 0:
        assert answer.status_code == 200, body
        assert body["result"] == run.json()
    else:
        assert answer.status_code == 422, body
        assert body["diagnostics"] == stderr_json(run.stderr)


MONDO = sorted(EXAMPLES.glob("mondo/*.yaml"))
FLOWERS = sorted([*EXAMPLES.glob("flowers/*.yaml"), *EXAMPLES.glob("flowers/*.json")])
WONDERS = sorted(EXAMPLES.glob("world-wonders/*.yaml"))


@pytest.mark.parametrize("board", MONDO, ids=[b.stem for b in MONDO])
def test_pictures_are_renders_of_every_mondo_board(api: Any, board: Path) -> None:
    document = data_of(board)
    pictures = api.post("/api/score", json=document).json()["pictures"]
    expected = {}
    number = 0
    for round_ in document["rounds"]:
        number = int(round_.get("round", number + 1))
        for player in round_["players"]:
            expected[f"{number}/{player['name']}"] = run_cli(
                "render", str(board), "--round", str(number), "--player", player["name"]).stdout
    assert pictures == expected


@pytest.mark.parametrize("board", [*FLOWERS, *WONDERS], ids=[b.stem for b in
                                                               [*FLOWERS, *WONDERS]])
def test_pictures_are_renders_of_every_players_board(api: Any, board: Path) -> None:
    document = data_of(board)
    names = document.get("seats") or [p["name"] for p in document["players"]]
    pictures = api.post("/api/score", json=document).json()["pictures"]
    assert pictures == {name: run_cli("render", str(board), "--player", name).stdout
                        for name in names}


def test_clans_picture_is_the_village_map(api: Any) -> None:
    board = EXAMPLES / "clans" / "three-players-record.yaml"
    pictures = api.post("/api/score", json=data_of(board)).json()["pictures"]
    assert pictures == {"village": run_cli("render", str(board)).stdout}


def test_a_board_with_rule_errors_still_has_its_picture(api: Any) -> None:
    """Closure errors are drawn as render draws them: the page shows them while a board is
    typed. A board that fails the schema has none."""
    document = data_of(EXAMPLES / "flowers" / "three-players.yaml")
    document["players"][0]["pairs"] = [[1, 3]]
    answer = api.post("/api/score", json=document)
    assert answer.status_code == 422
    assert "Ben" in answer.json()["pictures"] or answer.json()["pictures"] == {}
    document["players"][0]["hand"] = "many"
    answer = api.post("/api/score", json=document)
    assert answer.status_code == 422
    assert answer.json()["pictures"] == {}


def test_score_names_the_file_it_is_given(api: Any) -> None:
    board = EXAMPLES / "flowers" / "two-players.yaml"
    assert api.post("/api/score", json=data_of(board)).json()["result"]["file"] == "-"
    named = api.post("/api/score?name=tonight.yaml", json=data_of(board)).json()
    assert named["result"]["file"] == "tonight.yaml"
    assert api.post("/api/score?name=../x.yaml", json={}).status_code == 400


PAGE_KEYS = ("new_options", "editor", "vocabulary", "parts")  # the page adds them to `games`


def test_games_is_the_games_command(api: Any) -> None:
    games = api.get("/api/games").json()
    expected = run_cli("games", "-f", "json").json()
    assert [{k: v for k, v in g.items() if k not in PAGE_KEYS} for g in games] == expected
    mondo = next(g for g in games if g["id"] == "mondo")
    assert mondo["new_options"][0] == {"name": "rounds", "choices": ["1", "2", "3"],
                                       "default": "3",
                                       "help": "How many rounds the file holds."}
    wonders = next(g for g in games if g["id"] == "world-wonders")
    assert {o["name"]: o["default"] for o in wonders["new_options"]}["solo"] is None


def test_games_name_their_editor_and_its_vocabulary(api: Any) -> None:
    """The editor of a game with a page is its own module; the buttons' facts are the rules'
    (mondo.md §2.2 globe rows 2-4-6-6-4-2, §3.3 species; flowers.md §1 tile faces)."""
    games = {g["id"]: g for g in api.get("/api/games").json()}
    assert games["mondo"]["editor"] == "/games/mondo/editor.js"
    mondo = games["mondo"]["vocabulary"]
    assert len(mondo["layout"]) == 2 + 4 + 6 + 6 + 4 + 2
    assert mondo["layout"][:2] == ["C1", "D1"]
    assert mondo["layout"][-2:] == ["C6", "D6"]
    assert mondo["species"]["steppe"] == ["elephant", "zebra", "antelope", "buffalo"]
    assert mondo["landscapes"] == ["water", "forest", "desert", "steppe"]
    assert mondo["chips"] == [1, 2, 3, 4]
    assert len(mondo["tasks"]) == 12
    assert "largest-forest" in mondo["cards"]
    assert len(mondo["cards"]) == 5
    flowers = games["flowers"]["vocabulary"]
    assert flowers["flowers"] == list(range(1, 10))
    assert flowers["multipliers"] == [2, 3]
    assert flowers["backs"] == ["light", "dark"]
    assert len(flowers["colours"]) == 9
    for game in games.values():
        if game["editor"] is None:
            assert game["vocabulary"] == {}
        else:
            module = api.get(game["editor"])
            assert module.status_code == 200
            assert "export function view(" in module.text


def test_games_in_french(api: Any) -> None:
    french = run_cli("--lang", "fr", "games", "-f", "json").json()
    by_query = api.get("/api/games?lang=fr").json()
    by_header = api.get("/api/games", headers={"Accept-Language": "fr-CH, en;q=0.5"}).json()
    for answer in (by_query, by_header):
        assert [{k: v for k, v in g.items() if k not in PAGE_KEYS} for g in answer] == french
    english = api.get("/api/games", headers={"Accept-Language": "de, en;q=0.9, fr;q=0.8"})
    assert english.json() == api.get("/api/games").json()


NEW = [
    ("mondo", ["Ann", "Bob"], {"rounds": "1", "level": "expert"},
     ["--rounds", "1", "--level", "expert"]),
    ("mondo", ["Solo"], {"rounds": "2", "side": "back"}, ["--rounds", "2", "--side", "back"]),
    ("flowers", ["Ann", "Bob", "Cleo"], {}, []),
    ("flowers", ["Ann", "Bob"], {"form": "log"}, ["--form", "log"]),
    ("clans", ["Ann", "Bob", "Cleo"], {"form": "replay"}, ["--form", "replay"]),
    ("world-wonders", ["Ann"], {"solo": "hard"}, ["--solo", "hard"]),
    ("world-wonders", ["Ann", "Bob"], {"side": "B", "objectives": "3"},
     ["--side", "B", "--objectives", "3"]),
]


@pytest.mark.parametrize(("game", "players", "options", "flags"), NEW,
                         ids=[f"{n[0]}-{i}" for i, n in enumerate(NEW)])
def test_new_is_the_document_new_writes(api: Any, game: str, players: list[str],
                                        options: dict[str, str], flags: list[str]) -> None:
    run = run_cli("new", game, "--players", ",".join(players), *flags)
    assert run.code == 0, run.stderr
    answer = api.post("/api/new", json={"game": game, "players": players, "options": options})
    assert answer.status_code == 200, answer.json()
    assert answer.json() == as_json_data(yaml.safe_load(run.stdout))


def test_new_with_placeholders_and_options_as_the_command_line_spells_them(api: Any) -> None:
    run = run_cli("new", "mondo", "--level", "EXPERT")
    answer = api.post("/api/new", json={"game": "mondo", "options": {"level": "EXPERT"}})
    assert answer.json() == as_json_data(yaml.safe_load(run.stdout))


@pytest.mark.parametrize(("body", "code"), [
    ({"game": "chess"}, "unknown-game"),
    ({"game": "mondo", "options": {"colour": "red"}}, "unknown-option"),
    ({"game": "mondo", "options": {"level": "master"}}, "unknown-option"),
    ({"game": "mondo", "players": ["Ann", "Ann"]}, "bad-players"),
    ({"game": "flowers", "players": ["Ann"]}, "bad-players"),
    ({"game": "flowers", "players": "Ann,Bob"}, "bad-players"),
    (["mondo"], "bad-request"),
])
def test_new_refuses_what_the_command_line_refuses(api: Any, body: Any, code: str) -> None:
    answer = api.post("/api/new", json=body)
    assert answer.status_code == 400
    assert answer.json()["error"]["code"] == code


def test_new_refusal_in_the_command_lines_words(api: Any) -> None:
    run = run_cli("new", "flowers", "--players", "Ann")
    answer = api.post("/api/new", json={"game": "flowers", "players": ["Ann"]})
    assert run.stderr.strip() == f"boardscore new flowers: {answer.json()['error']['message']}"


def test_info_and_messages(api: Any) -> None:
    info = api.get("/api/info").json()
    assert info["lan"] is False
    assert info["languages"] == ["en", "fr"]
    answer = api.post("/api/messages?lang=fr", json={"messages": ["Total", "no such file",
                                                                  "not a msgid at all"]})
    assert answer.json() == {"language": "fr", "messages": {
        "Total": "Total", "no such file": run_cli("--lang", "fr", "score", "/nonexistent.yaml",
                                                  "-f", "json").diagnostics()[0]["message"],
        "not a msgid at all": "not a msgid at all"}}
    assert api.post("/api/messages", json={"messages": "Total"}).status_code == 400


def test_the_pages_sentences_come_from_the_catalogue(api: Any) -> None:
    """GET /api/messages: every literal the page's scripts and the games' editors give t(),
    in the call's language, from the command line's one catalogue."""
    scripts = sorted(Path(STATIC).glob("*.js")) + [
        path for game in GAMES if (folder := page_folder(game))
        for path in sorted(Path(folder).glob("*.js"))]
    sentences = {s for path in scripts for _line, s in page_sentences(path.read_text("utf-8"))}
    english = api.get("/api/messages?lang=en").json()
    assert english == {"language": "en", "messages": {s: s for s in sentences}}
    french = api.get("/api/messages", headers={"Accept-Language": "fr"}).json()["messages"]
    assert set(french) == sentences
    assert french["New game"] == "Nouvelle partie"  # the page's own
    assert french["Enlarge the map"] == "Agrandir la carte"  # a game's editor
    assert french["water"] == "eau"  # shared with the command line's words
    assert sorted(s for s in sentences if french[s] == s) == sorted(SAME_IN_FRENCH)


# The page's sentences that French writes the same way.
SAME_IN_FRENCH = {"Animal", "Clan", "Options", "Points", "Scores", "Total", "Type", "Villages",
                  "monument", "village {number}", "{terrain} +{bonus}"}


def test_score_in_french_is_the_french_command_line(api: Any) -> None:
    board = EXAMPLES / "mondo" / "expert-round.yaml"
    run = run_cli("--lang", "fr", "score", str(board), "-f", "json", "--explain")
    answer = api.post("/api/score?lang=fr", json=data_of(board)).json()
    assert without_places(answer["result"]) == without_places(run.json())
    assert answer["result"] != api.post("/api/score", json=data_of(board)).json()["result"]


def test_qr_code(api: Any) -> None:
    answer = api.get("/api/qr", params={"data": "http://192.168.1.5:8000/?token=abc"})
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("image/svg+xml")
    assert answer.text.lstrip().startswith("<svg")
    assert api.get("/api/qr", params={"data": "x" * 2001}).status_code == 400
    assert api.get("/api/qr").status_code == 400


def test_only_the_pictures_asked_for(api: Any) -> None:
    """A phone editing one board asks for that board's picture only (a re-score per tap)."""
    document = data_of(EXAMPLES / "mondo" / "expert-round.yaml")
    every = api.post("/api/score", json=document).json()["pictures"]
    one = api.post("/api/score", params={"picture": "1/Bob"}, json=document).json()
    assert one["pictures"] == {"1/Bob": every["1/Bob"]}
    two = api.post("/api/score", params=[("picture", "1/Bob"), ("picture", "1/Ann")],
                   json=document).json()["pictures"]
    assert two == {"1/Ann": every["1/Ann"], "1/Bob": every["1/Bob"]}
    assert api.post("/api/score?picture=", json=document).json()["pictures"] == {}
    assert api.post("/api/score?picture=9/Nobody", json=document).json()["pictures"] == {}


def test_two_languages_at_once(api: Any) -> None:
    """Each request speaks its own language, whatever the others ask at the same moment."""
    import threading

    board = data_of(EXAMPLES / "flowers" / "three-players.yaml")
    english = api.post("/api/score", json=board).json()["result"]
    french = api.post("/api/score?lang=fr", json=board).json()["result"]
    assert english != french
    wrong: list[str] = []

    def ask(lang: str, expected: dict[str, Any]) -> None:
        for _ in range(10):
            if api.post(f"/api/score?lang={lang}", json=board).json()["result"] != expected:
                wrong.append(lang)

    threads = [threading.Thread(target=ask, args=(lang, expected))
               for lang, expected in (("en", english), ("fr", french)) * 2]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert wrong == []


def test_a_websocket_is_refused(api: Any) -> None:
    from starlette.websockets import WebSocketDisconnect

    with pytest.raises(WebSocketDisconnect), api.websocket_connect("/api/games"):
        pass


@pytest.mark.parametrize(("header", "chosen"), [
    ("fr-CH, fr;q=0.9, en;q=0.8", "fr"), ("en-GB,en;q=0.9,fr;q=0.8", "en"),
    ("de, fr;q=0.5, en;q=0.4", "fr"), ("de, en;q=0.1, fr;q=0", "en"), ("en;q=0.2, fr;q=0.3", "fr"),
    ("fr;q=abc, en;q=0.5", "en"), ("", "default"), ("*", "default"), ("de-DE", "default"),
    ("fr;q=7, en;q=0.5", "en")])
def test_accept_language(header: str, chosen: str) -> None:
    from boardscore.serve.language import from_accept_language

    assert from_accept_language(header, default="default") == chosen


def test_clans_f8_only_carries_the_disputed_result(api: Any) -> None:
    """A Clans file whose only rule error is F8: 422 with the diagnostics and the result the
    track disputes, as the command line prints both (rules §9)."""
    board = CASES / "clans" / "a-f8-missing-village.yaml"
    run = scored_case(board)
    assert run.code == 1
    body = api.post("/api/score", json=data_of(board)).json()
    assert {d["code"] for d in body["diagnostics"] if d["severity"] == "error"} == {"F8"}
    assert _comparable(body["result"]) == _comparable(run.json())
    assert "bgstats_link" not in body
