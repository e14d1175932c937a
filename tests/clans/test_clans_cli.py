"""`boardscore clans`: the map views, the derived village record, examples, JSON input."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import yaml

from conftest import EXAMPLES, run_cli

REPLAY = str(EXAMPLES / "clans" / "three-players-replay.yaml")
RECORD = str(EXAMPLES / "clans" / "three-players-record.yaml")
SVG = "{http://www.w3.org/2000/svg}"


def test_map_prints_the_finder_grid_and_the_neighbours() -> None:
    run = run_cli("clans", "--map")
    assert run.code == 0
    assert " 7 │  45G   │46M 47S │   ·    │" in run.stdout  # two centres share B7
    assert " 27  steppe     G3         5  25, 26, 28, 29" in run.stdout
    assert "  4  forest     B2         0  1, 2, 3, 5*, 15*, 20*" in run.stdout


def test_map_as_json_lists_every_territory() -> None:
    data = run_cli("clans", "--map", "-f", "json").json()
    assert len(data["territories"]) == 60
    assert data["territories"][27] == {"id": 27, "region": 5, "terrain": "steppe", "cell": "G3",
                                       "neighbours": [25, 26, 28, 29]}


def test_map_as_svg_draws_60_territories_and_135_borders(tmp_path: Path) -> None:
    out = tmp_path / "map.svg"
    assert run_cli("clans", "--map", "-o", str(out)).code == 0
    root = ElementTree.parse(out).getroot()
    groups = [g for g in root.iter(f"{SVG}g") if g.get("class") == "territory"]
    borders = [line for line in root.iter(f"{SVG}line")
               if (line.get("class") or "").startswith("border")]
    rivers = [line for line in borders if "river" in (line.get("class") or "")]
    assert (len(groups), len(borders), len(rivers)) == (60, 135, 45)


def test_map_output_never_replaces_a_file_without_force(tmp_path: Path) -> None:
    out = tmp_path / "map.svg"
    out.write_text("mine")
    run = run_cli("clans", "--map", "-o", str(out))
    assert run.code == 2
    assert "exists" in run.stderr
    assert out.read_text() == "mine"
    assert run_cli("clans", "--map", "-o", str(out), "--force").code == 0
    assert out.read_text().startswith("<svg")


def test_clans_without_files_is_a_usage_error() -> None:
    run = run_cli("clans")
    assert run.code == 2
    assert "--map" in run.stderr


def test_derived_village_record_scores_like_the_replay(tmp_path: Path) -> None:
    run = run_cli("clans", "--villages", REPLAY)
    assert run.code == 0
    record = yaml.safe_load(run.stdout)
    assert [v["territory"] for v in record["villages"]] == [0, 28, 43, 49, 38, 33, 6, 17, 53,
                                                           59, 14, 20]
    assert record["villages"][11] == {"founder": "Cleo", "territory": 20, "huts": {
        "black": 3, "yellow": 1, "green": 1, "blue": 2, "red": 1}}
    board = tmp_path / "record.yaml"
    board.write_text(run.stdout)
    replayed = run_cli("score", REPLAY, "-f", "json").json()
    recorded = run_cli("score", str(board), "-f", "json").json()
    assert [p["total"] for p in recorded["players"]] == [p["total"] for p in replayed["players"]]


def test_example_prints_the_four_player_record() -> None:
    run = run_cli("example", "clans")
    assert run.code == 0
    assert "village record of a finished 4-player game" in run.stdout
    names = run_cli("example", "clans", "--list").stdout.split()
    assert names == ["four-players-record.yaml", "four-players-replay.yaml",
                     "three-players-record.yaml", "three-players-replay.yaml"]


def test_games_lists_the_clans_decisions() -> None:
    data = run_cli("games", "-f", "json").json()
    clans = next(game for game in data if game["id"] == "clans")
    assert [d["id"] for d in clans["decisions"]] == [f"D{i}" for i in range(1, 17)]


def test_json_replay_with_string_keys(tmp_path: Path) -> None:
    document = yaml.safe_load(Path(REPLAY).read_text())
    board = tmp_path / "replay.json"
    board.write_text(json.dumps(document))
    data = run_cli("clans", str(board), "-f", "json").json()
    assert [p["total"] for p in data["players"]] == [30, 41, 30]
    document["setup"] = {("07" if k == 7 else str(k)): v for k, v in document["setup"].items()}
    board.write_text(json.dumps(document))
    run = run_cli("clans", str(board), "-f", "json")
    assert run.code == 1
    assert [(d["code"], d["path"]) for d in run.diagnostics()] == [("F7", "setup.07")]


def test_explain_gives_every_village_of_a_clan() -> None:
    data = run_cli("clans", REPLAY, "-f", "json", "--explain").json()
    ann = {line["category"]: line for line in data["players"][0]["lines"]}
    assert ann["clan_track"]["evidence"][0] == (
        "village 1 (epoch I, Ann, move 28) on 0 (steppe, A1): neutral in epoch I; huts red 1; "
        "value 1 → red +1")
    assert ann["village_chips"]["detail"] == "villages 1, 2, 3, 6, 8, 10"
    yellow = data["neutral_clans"][0]
    assert yellow["clan"] == "yellow"
    assert len(yellow["evidence"]) == 8
    assert data["unscored_villages"] == ["21 (grassland, E3), move 45: founded after the 12th "
                                         "village, not scored"]


def test_markdown_shows_the_neutral_clans() -> None:
    text = run_cli("clans", RECORD, "-f", "markdown").stdout
    assert "**Neutral clans**" in text
    assert "- clan yellow: 28" in text


def test_map_takes_no_file_and_no_scoring_options() -> None:
    for extra in ([RECORD], ["--explain"], ["--villages"]):
        run = run_cli("clans", "--map", *extra)
        assert run.code == 2
        assert "--map prints a view on its own" in run.stderr
    run = run_cli("clans", RECORD, "-o", "x.svg")
    assert run.code == 2
    assert "go with --map" in run.stderr


def test_map_formats() -> None:
    assert run_cli("clans", "--map", "-f", "markdown").stdout.startswith("| | A | B |")
    run = run_cli("clans", "--map", "-f", "github")
    assert run.code == 2
    assert "not github" in run.stderr
