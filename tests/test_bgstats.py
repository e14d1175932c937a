"""BG Stats (docs/bgstats.md): the play payload (`--format bgstats`) and its createPlay link
(`--format bgstats-link`): the play's stable id (sourcePlayId), the date in UTC from
played.date and played.timezone (else this machine's zone, with a warning), files without a
date refused, and a link that always fits a QR code. Every expected value is written by hand
from the rules' worked examples and the time zones' published offsets."""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import pytest

from boardscore.bgstats import LINK, QR_LIMIT, fitted, link, payload, play_id
from boardscore.scorers.result import Line, PlayerResult, Result

from conftest import CASES, EXAMPLES, run_cli

PLAYED = CASES / "clans" / "played-record.yaml"
RECORD = PLAYED.read_text("utf-8")
ZONED = RECORD + "  timezone: Europe/Paris\n"  # the played: block ends the file

# The id of that play, by the recipe of docs/bgstats.md: SHA-256 of this exact text (the
# names case folded, in seat order: the file's order), its first 32 hex digits.
PLAY_KEY = '["boardscore-play","clans","2026-11-28 20:30:00",["ann","ben","cleo"]]'
PLAY_ID = "boardscore-9705f0b0db53573a528355b5aa2d133c"

# BG Stats' payload for the played record, written from the rules' worked example §11.2
# (Ann 41 + 5 = 46, Ben 28 + 3 = 31, Cleo 33 + 4 = 37) and the file's played: block;
# 20:30 in Paris on 28 November is 19:30 UTC (CET, UTC+1).
PLAYED_PAYLOAD = {
    "sourceName": "boardscore",
    "sourcePlayId": PLAY_ID,
    "playDate": "2026-11-28 19:30:00",
    "location": "Club Ludique",
    "durationMin": 45,
    "board": "form: village record, players: 3, villages: 12, ended: 12th village",
    "comments": "Cleo nearly caught up\n\n"
                "Ann: Clan track 41, Village chips 5 = 46\n"
                "Ben: Clan track 28, Village chips 3 = 31\n"
                "Cleo: Clan track 33, Village chips 4 = 37",
    "game": {"name": "Clans", "highestWins": True, "noPoints": False,
             "sourceGameId": "boardscore-clans"},
    "players": [
        {"name": "Ann", "score": 46, "winner": True, "rank": 1, "role": "red",
         "startPlayer": False, "sourcePlayerId": "Ann"},
        {"name": "Ben", "score": 31, "winner": False, "rank": 3, "role": "blue",
         "startPlayer": True, "sourcePlayerId": "Ben"},
        {"name": "Cleo", "score": 37, "winner": False, "rank": 2, "role": "green",
         "startPlayer": False, "sourcePlayerId": "Cleo"},
    ],
}


def _export(board: str, *options: str) -> Any:
    run = run_cli("score", "-", "-f", "bgstats", *options, stdin=board)
    assert run.code == 0, run.stderr
    return json.loads(run.stdout)


def _decoded(link_text: str) -> Any:
    parts = urlsplit(link_text.strip())
    assert (parts.scheme, parts.netloc, parts.path) == ("https", "app.bgstatsapp.com",
                                                        "/createPlay.html")
    return json.loads(unquote(parts.query.removeprefix("data=")))


@pytest.fixture
def machine_zone(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """This process runs in New York (EST, UTC-5 in November), then back where it was."""
    monkeypatch.setenv("TZ", "America/New_York")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


# --- the payload and the link ------------------------------------------------------------

def test_the_payload_carries_the_play_its_id_and_every_itemized_line() -> None:
    run = run_cli("score", "-", "-f", "bgstats", stdin=ZONED)
    assert run.code == 0, run.stderr
    assert run.stderr == ""  # a zone given: nothing to warn about
    assert json.loads(run.stdout) == PLAYED_PAYLOAD


def test_the_link_is_the_same_payload_escaped_into_create_play() -> None:
    run = run_cli("clans", "-", "--format", "bgstats-link", stdin=ZONED)
    assert run.code == 0, run.stderr
    text = run.stdout.strip()
    assert text.startswith(LINK)
    assert not set(text) & set(" \n&#")
    assert _decoded(text) == PLAYED_PAYLOAD  # it fits whole: nothing shortened


def test_the_play_id_follows_the_documented_recipe() -> None:
    assert hashlib.sha256(PLAY_KEY.encode()).hexdigest()[:32] == PLAY_ID.removeprefix(
        "boardscore-")
    assert play_id("clans", "2026-11-28 20:30:00", ["Ann", "Ben", "Cleo"]) == PLAY_ID
    # NFKC (a full-width A), format characters (a zero-width space) and case aside
    assert play_id("clans", "2026-11-28 20:30:00", ["\uff21NN", "ben", "Cle\u200bo"]) == PLAY_ID
    assert play_id("clans", "2026-11-28 20:30:00", ["Ann", "Ben", "Cleo "]) == PLAY_ID


# --- the same play, the same id; another play, another id --------------------------------

CORRECTED = {
    "a hand count fixed (Ann's village chips)": ZONED.replace(
        "{founder: Ann,  territory: 4,      huts: {red: 2, blue: 1, yellow: 1}}",
        "{founder: Ben,  territory: 4,      huts: {red: 2, blue: 1, yellow: 1}}"),
    "another zone": RECORD + "  timezone: Europe/London\n",
    "no zone": RECORD,
    "the time written with T and seconds": ZONED.replace("date: 2026-11-28 20:30",
                                                         "date: 2026-11-28T20:30:00"),
    "the names in another case": ZONED.replace("Cleo", "CLEO"),
    "the comments, place and length": ZONED.replace("Club Ludique", "Home").replace(
        "duration: 45", "duration: 50").replace("Cleo nearly caught up", "close game"),
}


@pytest.mark.parametrize("board", CORRECTED.values(), ids=CORRECTED.keys())
def test_a_corrected_file_keeps_the_id_so_bg_stats_updates_the_play(board: str) -> None:
    corrected = _export(board)
    assert corrected["sourcePlayId"] == PLAY_ID
    if "Ben,  territory: 4" in board:  # the correction reached the scores
        assert [p["score"] for p in corrected["players"]] != [46, 31, 37]


OTHER_PLAYS = {
    "another day": ZONED.replace("2026-11-28 20:30", "2026-11-29 20:30"),
    "another time": ZONED.replace("2026-11-28 20:30", "2026-11-28 20:31"),
    "the day alone (noon)": ZONED.replace("2026-11-28 20:30", "2026-11-28"),
    "another player": ZONED.replace("name: Cleo", "name: Dora").replace(
        "founder: Cleo", "founder: Dora"),
    "another seat order": ZONED.replace(
        "  - {name: Ann, clan: red}\n  - {name: Ben, clan: blue}\n",
        "  - {name: Ben, clan: blue}\n  - {name: Ann, clan: red}\n"),
}


@pytest.mark.parametrize("board", OTHER_PLAYS.values(), ids=OTHER_PLAYS.keys())
def test_another_play_gets_another_id(board: str) -> None:
    assert board != ZONED
    other = _export(board)["sourcePlayId"]
    assert other != PLAY_ID
    assert other.startswith("boardscore-")
    assert len(other) == len(PLAY_ID)


def test_the_day_alone_is_the_same_play_as_noon() -> None:
    alone = _export(ZONED.replace("2026-11-28 20:30", "2026-11-28"))
    noon = _export(ZONED.replace("2026-11-28 20:30", "2026-11-28 12:00"))
    assert alone["sourcePlayId"] == noon["sourcePlayId"]
    assert alone["playDate"] == "2026-11-28 11:00:00"  # noon in Paris, CET


# --- playDate in UTC ---------------------------------------------------------------------

BOARD = (EXAMPLES / "flowers" / "two-players.yaml").read_text("utf-8")


@pytest.mark.parametrize(("written", "zone", "utc"), [
    ("2026-11-28 20:30", "Europe/Paris", "2026-11-28 19:30:00"),  # CET, UTC+1
    ("2026-07-14 20:30", "Europe/Paris", "2026-07-14 18:30:00"),  # CEST, UTC+2
    ("2026-11-28 20:30", "America/New_York", "2026-11-29 01:30:00"),  # EST, UTC-5: next day
    ("2026-11-28 03:00", "Asia/Kolkata", "2026-11-27 21:30:00"),  # IST, UTC+5:30: day before
    ("2026-11-28T20:30:15", "UTC", "2026-11-28 20:30:15"),
    ("'2026-11-28 21:05:09'", "Australia/Sydney", "2026-11-28 10:05:09"),  # AEDT, UTC+11
    ("2026-11-28", "Europe/Paris", "2026-11-28 11:00:00"),  # a day alone: noon
    ("2026-11-28", "Pacific/Auckland", "2026-11-27 23:00:00"),  # noon NZDT (UTC+13)
    ("2026-03-29 02:30", "Europe/Paris", "2026-03-29 01:30:00"),  # skipped hour: UTC+1 still
    ("2026-10-25 02:30", "Europe/Paris", "2026-10-25 00:30:00"),  # repeated hour: the first
])
def test_play_date_is_utc_from_the_zone_the_file_names(written: str, zone: str,
                                                       utc: str) -> None:
    board = f"{BOARD}played:\n  date: {written}\n  timezone: {zone}\n"
    run = run_cli("score", "-", "-f", "bgstats", stdin=board)
    assert run.code == 0, run.stderr
    assert run.stderr == ""
    assert json.loads(run.stdout)["playDate"] == utc
    result = run_cli("score", "-", "-f", "json", stdin=board).json()
    assert result["played"] == {"date": written.strip("'"), "timezone": zone}  # as written


@pytest.mark.usefixtures("machine_zone")
def test_without_a_zone_the_machine_zone_is_used_and_said() -> None:
    run = run_cli("score", "-", "-f", "bgstats", stdin=RECORD)
    assert run.code == 0
    assert json.loads(run.stdout)["playDate"] == "2026-11-29 01:30:00"  # 20:30 EST
    [said] = [json.loads(line) for line in run.stderr.splitlines()]
    assert said["code"] == "played-local-time"
    assert said["severity"] == "warning"
    assert said["line"] == RECORD.splitlines().index("  date: 2026-11-28 20:30") + 1
    assert said["message"] == (
        "played.date 2026-11-28 20:30 was read in this machine's time zone (EST, UTC-05:00) "
        "and is sent to BG Stats as 2026-11-29 01:30:00 UTC; add played.timezone (such as "
        "Europe/Paris) to say where the game was played")
    link_run = run_cli("score", "-", "-f", "bgstats-link", stdin=RECORD)
    assert [json.loads(line)["code"] for line in link_run.stderr.splitlines()] == [
        "played-local-time"]
    assert run_cli("score", "-", "-f", "bgstats", "--strict", stdin=RECORD).code == 1
    # only the BG Stats formats read the date: the others say nothing
    assert run_cli("score", "-", stdin=RECORD).stderr == ""
    assert run_cli("score", "-", "-f", "json", stdin=RECORD).json()["warnings"] == []


@pytest.mark.usefixtures("machine_zone")
def test_the_machine_zone_warning_in_french() -> None:
    run = run_cli("--lang", "fr", "score", "-", "-f", "bgstats", stdin=RECORD)
    said = json.loads(run.stderr.splitlines()[0])["message"]
    assert said.startswith("played.date 2026-11-28 20:30 a été lue dans le fuseau horaire de "
                           "cette machine (EST, UTC-05:00)")


# --- played.timezone ---------------------------------------------------------------------

@pytest.mark.parametrize(("zone", "suggestion"), [
    ("Europe/Pari", "Europe/Paris"), ("europe/paris", "Europe/Paris"),
    ("America/New_Yrok", "America/New_York"), ("Mars/Olympus", None),
])
@pytest.mark.parametrize("fmt", ["text", "json", "bgstats"])
def test_an_unknown_zone_is_an_error_at_its_line(zone: str, suggestion: str | None,
                                                 fmt: str) -> None:
    board = f"{BOARD}played:\n  date: 2026-11-28 20:30\n  timezone: {zone}\n"
    run = run_cli("score", "-", "-f", fmt, stdin=board)
    assert run.code == 1
    assert run.stdout == ""
    line = BOARD.count("\n") + 3
    message = (f"played.timezone {zone} is not a time zone: write its IANA name, such as "
               "Europe/Paris or America/New_York")
    if suggestion:
        message += f'; did you mean "{suggestion}"?'
    if fmt == "text":
        assert run.stderr == (f"<stdin>:{line}:3: error[played-timezone]: {message} "
                              "[played.timezone]\n")
    else:
        [said] = [json.loads(text) for text in run.stderr.splitlines()]
        assert (said["code"], said["line"], said["message"]) == ("played-timezone", line,
                                                                 message)


@pytest.mark.parametrize("bad", ["  duration: -5\n", "  date: tomorrow\n", "  where: home\n",
                                 "  date: 2026-13-01\n", "  timezone: ''\n", "  timezone: 5\n",
                                 "  timezone: ../../etc/passwd\n"])
def test_a_bad_played_block_is_an_error_at_its_line(bad: str) -> None:
    run = run_cli("score", "-", stdin=f"{BOARD}played:\n{bad}")
    assert run.code == 1
    line = BOARD.count("\n") + 2
    assert f"<stdin>:{line}:" in run.stderr, run.stderr
    assert "Traceback" not in run.stderr


@pytest.mark.parametrize(("day", "zone"), [("0001-01-01 00:30", "Etc/GMT-14"),
                                           ("9999-12-31 23:59", "Etc/GMT+12")])
def test_the_first_and_last_days_are_refused_not_crashed(day: str, zone: str) -> None:
    board = f"{BOARD}played:\n  date: {day}\n  timezone: {zone}\n"
    run = run_cli("score", "-", "-f", "bgstats-link", stdin=board)
    assert run.code == 1
    assert json.loads(run.stderr)["code"] == "played-date"
    assert run_cli("score", "-", stdin=board).code == 0  # only the export needs UTC


# --- no played.date: refused -------------------------------------------------------------

@pytest.mark.parametrize("fmt", ["bgstats", "bgstats-link"])
def test_a_file_without_a_date_is_refused_with_a_clear_message(fmt: str) -> None:
    first_key = BOARD.splitlines().index("game: flowers") + 1
    for board, line in ((BOARD, first_key), (f"{BOARD}played:\n  location: Home\n",
                                             BOARD.count("\n") + 1)):
        run = run_cli("score", "-", "-f", fmt, stdin=board)
        assert run.code == 1
        assert run.stdout == ""
        [said] = [json.loads(text) for text in run.stderr.splitlines()]
        assert said["code"] == "played-no-date"
        assert said["severity"] == "error"
        assert said["message"].startswith("BG Stats needs the day the game was played, and "
                                          "boardscore never invents it")
        assert said["line"] == line
        assert said["path"] == ("played" if "played:" in board else "$")
    # the other formats score the same file
    assert run_cli("score", "-", "-f", "json", stdin=BOARD).code == 0


def test_a_batch_exports_the_dated_files_and_refuses_the_others(tmp_path: Path) -> None:
    for example in sorted((EXAMPLES / "clans").glob("*.yaml")):
        (tmp_path / example.name).write_text(example.read_text("utf-8"), "utf-8")
    dated = tmp_path / "three-players-record.yaml"
    dated.write_text(dated.read_text("utf-8") + "played:\n  date: 2026-11-28 20:30\n"
                     "  timezone: Europe/Paris\n", "utf-8")
    run = run_cli("score", str(tmp_path), "-f", "bgstats", "--quiet")
    assert run.code == 1
    [line] = run.stdout.splitlines()
    assert json.loads(line)["playDate"] == "2026-11-28 19:30:00"
    assert [json.loads(e)["code"] for e in run.stderr.splitlines()] == ["played-no-date"] * 3


# --- what every export carries -----------------------------------------------------------

def _dated(path: Path) -> str:
    return path.read_text("utf-8") + "played:\n  date: 2026-11-28 20:30\n  timezone: UTC\n"


def test_every_player_says_winner_or_not() -> None:
    data = _export(_dated(EXAMPLES / "flowers" / "three-players-shared-win.yaml"))
    for absent in ("location", "durationMin"):
        assert absent not in data
    assert [(p["name"], p["winner"]) for p in data["players"]] == [
        ("Ana", True), ("Ben", True), ("Cleo", True)]  # the hand-counted shared win
    assert "role" not in data["players"][0]
    assert "startPlayer" not in data["players"][0]
    assert data["comments"].startswith("Ana: ")  # no played comments: the lines alone


def test_solo_games_export_the_one_player_and_the_automaton() -> None:
    mondo = _export(_dated(EXAMPLES / "mondo" / "solo-round.yaml"))
    assert len(mondo["players"]) == 1
    wonders = _export(_dated(EXAMPLES / "world-wonders" / "solo-hard.yaml"))
    # The example's hand count (tests/cases/world-wonders/examples/solo-hard): Dana 17,
    # the Automaton 16; the id is the play of Dana alone.
    assert [(p["name"], p["score"], p["winner"]) for p in wonders["players"]] == [
        ("Dana", 17, True), ("Automaton", 16, False)]
    assert wonders["sourcePlayId"] == play_id("world-wonders", "2026-11-28 20:30:00", ["Dana"])


# --- the link fits a QR code -------------------------------------------------------------

THREE_ROUNDS = EXAMPLES / "mondo" / "three-rounds-advanced.yaml"


def test_a_three_round_mondo_link_names_the_categories_once() -> None:
    board = _dated(THREE_ROUNDS)
    full = _export(board)
    run = run_cli("score", "-", "-f", "bgstats-link", stdin=board)
    assert run.code == 0
    assert run.stderr == ""
    assert len(run.stdout.strip()) <= QR_LIMIT < len(link(full))
    short = _decoded(run.stdout)
    assert {k: v for k, v in short.items() if k != "comments"} == \
        {k: v for k, v in full.items() if k != "comments"}
    lines = short["comments"].split("\n")
    assert lines[0].startswith("Points in this order: Round 1 animals, Round 1 landscapes, ")
    assert lines[0].endswith(", Round 3 closure errors, Round 3 card")
    totals = {p["name"]: p["score"] for p in full["players"]}
    assert [line.split(":")[0] for line in lines[1:]] == ["Ann", "Bob", "Cid"]
    for row in lines[1:]:  # 21 numbers that add up to the total
        name, numbers = row.split(": ")
        points, total = numbers.split(" = ")
        assert len(points.split()) == 21
        assert sum(int(p) for p in points.split()) == int(total) == totals[name]
    # the JSON form keeps every itemized line
    assert full["comments"].count("Round 3 card") == 3


def test_the_categories_named_once_in_the_hand_counted_record() -> None:
    """The played record with comments just too long for its itemized lines: the link names
    the categories once and gives the points of §11.2 (Ann 41 + 5, Ben 28 + 3, Cleo 33 + 4)."""
    over = QR_LIMIT - len(link(PLAYED_PAYLOAD)) + 10  # an x is one character of the link
    said = "Cleo nearly caught up " + "x" * over
    run = run_cli("score", "-", "-f", "bgstats-link",
                  stdin=ZONED.replace("Cleo nearly caught up", said))
    assert run.code == 0, run.stderr
    assert len(run.stdout.strip()) <= QR_LIMIT
    assert _decoded(run.stdout)["comments"] == (
        f"{said}\n\n"
        "Points in this order: Clan track, Village chips\n"
        "Ann: 41 5 = 46\n"
        "Ben: 28 3 = 31\n"
        "Cleo: 33 4 = 37")


def _line(label: str, points: int) -> Line:
    return Line(label.lower().replace(" ", "-"), label, points)


def _result(players: int, comments: str, location: str, name: str = "Player") -> Result:
    """A 4-round game of 4 players with long category names (longer than any real game)."""
    labels = [f"Round {r} {what}" for r in range(1, 5) for what in (
        "animals in the landscapes", "landscapes of the big areas", "bonus chip",
        "volcanoes still active", "empty spaces left", "closure errors", "goal card")]
    seats = tuple(PlayerResult(f"{name} {n}", tuple(_line(label, n - 3) for label in labels),
                               (n - 3) * len(labels), n) for n in range(players, 0, -1))
    return Result("mondo", {"players": players}, seats, (seats[0].name,),
                  played={"date": "2026-11-28 20:30", "timezone": "Europe/Paris",
                          "comments": comments, "location": location})


@pytest.mark.parametrize("comments", ["", "short and sweet", "é" * 5000, "a b " * 1250])
def test_the_longest_game_fits_and_only_the_comments_shrink(comments: str) -> None:
    result = _result(4, comments, "L" * 200)
    full = payload(result, "Mondo", "rounds: 4")
    fit = fitted(full, result)
    assert len(link(fit)) <= QR_LIMIT
    assert {k: v for k, v in fit.items() if k != "comments"} == \
        {k: v for k, v in full.items() if k != "comments"}
    said = "(The itemized scores are left out so that the link fits a QR code: boardscore " \
           "--format bgstats has them.)"
    assert fit["comments"].endswith(said)
    if comments.strip():  # the players' own words come first, cut with … when too long
        kept = fit["comments"].split("\n\n")[0]
        assert kept == comments or (kept.endswith("…") and comments.startswith(kept[:-1]))


def test_a_short_game_is_not_shortened() -> None:
    result = _result(1, "first game", "Home")
    full = payload(result, "Mondo", "rounds: 4")
    assert fitted(full, result) == full
    assert len(link(full)) <= QR_LIMIT


def _long_names(length: int) -> str:
    names = ["A" * length, "B" * length]
    board = BOARD.replace("Ana", names[0]).replace("Ben", names[1])
    return board + "played:\n  date: 2026-11-28\n  timezone: UTC\n"


def test_long_names_drop_the_player_ids_before_anything_is_cut() -> None:
    run = run_cli("score", "-", "-f", "bgstats-link", stdin=_long_names(600))
    assert run.code == 0, run.stderr
    assert run.stderr == ""
    assert len(run.stdout.strip()) <= QR_LIMIT
    sent = _decoded(run.stdout)
    assert [p["name"] for p in sent["players"]] == ["A" * 600, "B" * 600]  # never cut
    assert all("sourcePlayerId" not in p for p in sent["players"])
    assert sent["comments"].startswith("(The itemized scores are left out")
    full = _export(_long_names(600))  # the JSON form keeps them
    assert [p["sourcePlayerId"] for p in full["players"]] == ["A" * 600, "B" * 600]


def test_names_too_long_for_any_qr_code_are_warned_about() -> None:
    run = run_cli("score", "-", "-f", "bgstats-link", stdin=_long_names(1000))
    assert run.code == 0, run.stderr
    [said] = [json.loads(line) for line in run.stderr.splitlines()]
    assert said["code"] == "bgstats-link-long"
    assert said["severity"] == "warning"
    length = len(run.stdout.strip())
    assert length > QR_LIMIT
    assert said["message"].startswith(f"the link is {length} characters long, more than a QR "
                                      f"code holds ({QR_LIMIT})")
    assert _decoded(run.stdout)["players"][0]["name"] == "A" * 1000  # names are never cut
