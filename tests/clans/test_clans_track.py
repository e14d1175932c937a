"""Clans F8 shows both sides (rules §9, issue 25 item 4): when the track is the only kind of rule
error, every format prints the villages' scores beside the track's values, the file exits 1,
and BG Stats exports nothing. The numbers are the hand counts of the golden cases
tests/cases/clans/a-f8-*.expected.json (§11.2)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from boardscore.scorers.clans.board import CLANS
from boardscore.scorers.clans.model import Village, score_village
from boardscore.scorers.clans.track import readings

from conftest import CASES, run_cli

ONE = CASES / "clans" / "a-f8-one-village.yaml"
MISSING = CASES / "clans" / "a-f8-missing-village.yaml"


def test_text_shows_the_table_with_the_track_beside_the_totals() -> None:
    run = run_cli("score", str(ONE))
    assert run.code == 1
    assert "— scores from the villages; the board's track disagrees (F8)" in run.stdout
    assert "│ Total          │  46 │   31 │    37 │" in run.stdout
    assert "│ Track on board │  35 │   28 │    33 │" in run.stdout
    assert "Winner: Ann (46)" in run.stdout
    assert "clan black: 10; track on board 10" in run.stdout
    assert "error[F8]: track: red is at 35 on the board, but the villages give 41" in run.stderr


def test_csv_says_both_in_the_clan_track_detail() -> None:
    run = run_cli("score", str(ONE), "-f", "csv")
    assert run.code == 1
    assert (f"{ONE},clans,Ann,1,clan_track,Clan track,41,\"red on the score track: 41 from "
            "the villages, 35 on the board\"") in run.stdout.splitlines()


def test_markdown_has_the_track_row() -> None:
    run = run_cli("score", str(ONE), "-f", "markdown")
    assert run.code == 1
    assert "| **Track on board** | **35** | **28** | **33** |" in run.stdout


def test_github_annotates_the_error_beside_the_standings() -> None:
    run = run_cli("score", str(ONE), "-f", "github")
    assert run.code == 1
    assert "winner Ann: 1. Ann 46, 2. Cleo 37, 3. Ben 31" in run.stdout
    assert "::error file=" in run.stderr
    assert "title=F8::track: red is at 35 on the board, but the villages give 41" in run.stderr


def test_json_carries_the_track_values_as_facts() -> None:
    run = run_cli("score", str(MISSING), "-f", "json")
    assert run.code == 1
    result = run.json()  # checked against schemas/result.schema.json
    assert [p["facts"]["track_on_board"] for p in result["players"]] == [41, 28, 33]
    assert [p["total"] for p in result["players"]] == [37, 31, 27]
    assert [c["track_on_board"] for c in result["neutral_clans"]] == [28, 10]
    codes = [(d["severity"], d["code"], d["path"]) for d in run.diagnostics()]
    assert codes == [("error", "F8", "track.red"), ("note", "F8", "track.red"),
                     ("error", "F8", "track.green"), ("note", "F8", "track.green")]


@pytest.mark.parametrize("form", ["bgstats", "bgstats-link"])
def test_bgstats_refuses_a_disputed_record(form: str, tmp_path: Path) -> None:
    board = tmp_path / "played.yaml"
    board.write_text(ONE.read_text("utf-8") + "played:\n  date: 2026-11-28 20:30\n  timezone: "
                     "Europe/Paris\n", "utf-8")
    run = run_cli("score", str(board), "-f", form)
    assert run.code == 1
    assert run.stdout == ""
    assert {json.loads(line)["code"] for line in run.stderr.splitlines()} == {"F8"}
    agreed = tmp_path / "agreed.yaml"
    agreed.write_text(board.read_text("utf-8").replace("track: {red: 35,", "track: {red: 41,"),
                      "utf-8")
    assert run_cli("score", str(agreed), "-f", form).code == 0  # the same record, settled


def test_validate_and_the_api_see_an_invalid_file() -> None:
    import boardscore

    run = run_cli("validate", str(ONE))
    assert run.code == 1
    assert "valid (" not in run.stdout
    with pytest.raises(boardscore.InvalidBoard):
        boardscore.score(str(ONE))


def test_another_rule_error_beside_f8_prints_no_result() -> None:
    run = run_cli("score", str(CASES / "clans" / "m-every-problem-record.yaml"))
    assert run.code == 1
    assert run.stdout == ""
    assert "error[F8]" in run.stderr


def test_an_agreeing_track_changes_nothing() -> None:
    example = CASES.parent.parent / "examples" / "clans" / "three-players-record.yaml"
    run = run_cli("score", str(example), "-f", "json")
    assert run.code == 0
    assert all("track_on_board" not in p["facts"] for p in run.json()["players"])
    assert "Track on board" not in run_cli("score", str(example)).stdout


# ---- the readings of one village (rules §7), counted by hand --------------------------------

def village(number: int, terrain: str, **huts: int) -> Village:
    return Village(number, "Ann", terrain, dict(huts))


@pytest.mark.parametrize(("scored", "clan", "changes"), [
    # §11.2 village 4: forest, epoch I (+1); strife removes green, yellow, black; red 3, blue 2
    # stay: value 5 + 1 = 6. Not counted: -6; without its bonus: 5 - 6 = -1; without strife:
    # 8 huts + 1 = 9, +3 for red.
    (village(4, "forest", red=3, blue=2, green=1, yellow=1, black=1), "red", [-6, -1, 3]),
    # the same for green, which lost its hut: without strife it scores 9.
    (village(4, "forest", red=3, blue=2, green=1, yellow=1, black=1), "green", [9]),
    # §11.2 village 7: forest in epoch II is neutral (mountain +2); value 4 for red. Not
    # counted: -4; as if on mountain: 6, +2; with strife (green 1, black 1 removed): red 2 left,
    # value 2, -2.
    (village(7, "forest", red=2, green=1, black=1), "red", [-4, 2, -2]),
    # §11.2 village 2: mountain is hostile in epoch I: destroyed. As if neutral (steppe): blue 3
    # and green 1 stay, value 4, +4 for green; nothing else.
    (village(2, "mountain", blue=3, green=1), "green", [4]),
    # the 12th village always gets +5: without it, green 2 + red 2 = 4, -5.
    (village(12, "steppe", green=2, red=2, blue=1, yellow=1, black=1), "green", [-9, -5, 3]),
])
def test_each_reading_changes_the_clan_by_the_hand_counted_points(
        scored: Village, clan: str, changes: list[int]) -> None:
    assert [change for change, _text in readings(clan, score_village(scored))] == changes


def test_a_clan_without_huts_in_a_village_has_no_reading_there() -> None:
    scored = score_village(village(3, "steppe", green=2, black=1))
    assert [readings(clan, scored) for clan in CLANS if clan not in ("green", "black")] == \
        [[], [], []]
