"""`boardscore mondo`: overrides, evidence, the volcano chip, examples."""

from __future__ import annotations

from typing import Any

from conftest import CASES, EXAMPLES, run_cli

EX0 = str(CASES / "mondo" / "ex0-expert-two-players.yaml")
EX2 = str(CASES / "mondo" / "ex2-one-mismatch.yaml")
EX3 = str(CASES / "mondo" / "ex3-land-on-the-rim.yaml")


def lines(data: dict[str, Any], player: int = 0) -> dict[str, int]:
    return {line["category"]: line["points"] for line in data["players"][player]["lines"]}


def test_level_override_is_applied_and_stated() -> None:
    data = run_cli("mondo", EX2, "--level", "expert", "-f", "json").json()
    assert data["variant"]["overrides"] == {"level": "expert"}
    assert data["variant"]["level"] == "expert"
    assert "r1.tasks" in lines(data)
    assert "r1.card" in lines(data)
    text = run_cli("mondo", EX2, "--level", "expert").stdout
    assert "overrides: level expert" in text


def test_side_override_makes_the_rim_required() -> None:
    run = run_cli("mondo", EX3, "--side", "back", "-f", "json")
    assert run.code == 1
    assert run.diagnostics()[0]["code"] == "rim-missing"


def test_override_choices_are_checked() -> None:
    assert run_cli("mondo", EX2, "--level", "master").code == 2


def test_evidence_names_contacts_regions_volcanoes_cards_and_tasks() -> None:
    ann, bob = (run_cli("score", EX0, "-f", "json", "--explain").json()["players"][i]["lines"]
                for i in (0, 1))
    evidence = {line["category"]: line["evidence"] for line in ann}
    assert evidence["r1.landscapes"] == ["forest {C3,D3,C4,D4}: closed, error-free → +2"]
    assert evidence["r1.volcanoes"] == ["counts: Ann 1, Bob 0; the highest is 1; Ann has it "
                                        "and loses 1"]
    assert evidence["r1.card"] == ["largest-forest: Ann 4, Bob 0; Ann 4, the most: +4"]
    assert evidence["r1.tasks"] == ["first-to-finish: fulfilled (chip 4) → +3"]
    bob_tasks = {line["category"]: line["evidence"] for line in bob}["r1.tasks"]
    assert bob_tasks == ["complete-world: not fulfilled (20 empty cells, 0 closure errors) → -3"]
    mismatch = run_cli("score", EX2, "-f", "json", "--explain").json()
    errors = {line["category"]: line["evidence"] for line in mismatch["players"][0]["lines"]}
    assert errors["r1.errors"] == ["C4:E|D4:W (forest/desert)"]
    rim = run_cli("score", EX3, "-f", "json", "--explain").json()
    assert {line["category"]: line["evidence"] for line in rim["players"][0]["lines"]}[
        "r1.errors"] == ["C1:N|rim (steppe/water)", "C1:W|rim (steppe/water)",
                         "D1:N|rim (steppe/water)", "D1:E|rim (steppe/water)"]


def test_volcano_chip_holders_are_reported() -> None:
    data = run_cli("score", str(CASES / "mondo" / "ex5-volcano-tie-two-rounds.yaml"),
                   "-f", "json").json()
    assert data["volcano_chip"] == [{"round": 2, "holders": ["Ann", "Cid"]},
                                    {"round": 3, "holders": ["Bob"]}]


def test_example_command_and_games() -> None:
    text = run_cli("example", "mondo").stdout
    assert run_cli("score", "-", stdin=text).code == 0
    assert sorted(run_cli("example", "mondo", "--list").stdout.split()) == sorted(
        p.name for p in (EXAMPLES / "mondo").glob("*.yaml"))
    games = run_cli("games").stdout
    assert "mondo — Mondo (1-4 players)" in games
    for number in range(1, 30):
        assert f"    D{number} " in games.split("mondo — Mondo")[1]
