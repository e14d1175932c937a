"""`boardscore world-wonders`: the difficulty override, evidence, building order, positions."""

from __future__ import annotations

from typing import Any

from conftest import CASES, EXAMPLES, run_cli

BASE = str(EXAMPLES / "world-wonders" / "three-players-base.yaml")
SOLO = str(EXAMPLES / "world-wonders" / "solo-hard.yaml")


def lines(player: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {line["category"]: line for line in player["lines"]}


def test_difficulty_override_is_applied_and_stated() -> None:
    data = run_cli("world-wonders", SOLO, "--difficulty", "easy", "-f", "json").json()
    assert data["variant"]["overrides"] == {"difficulty": "easy"}
    assert data["variant"]["difficulty"] == "easy"
    automaton = data["players"][1]
    assert lines(automaton)["automaton_monuments"]["points"] == 0
    assert automaton["total"] == 15
    assert data["winners"] == ["Dana"]
    assert any(w["code"] == "W14" for w in data["warnings"])  # its cards do not count at easy


def test_difficulty_on_a_multiplayer_file_says_it_does_nothing() -> None:
    data = run_cli("world-wonders", BASE, "--difficulty", "hard", "-f", "json").json()
    assert "overrides" not in data["variant"]
    assert [w["code"] for w in data["warnings"]] == ["option-unused", "W01"]


def test_evidence_names_cells_pieces_and_districts() -> None:
    data = run_cli("score", BASE, "-f", "json", "--explain").json()
    ana, ben = lines(data["players"][0]), lines(data["players"][1])
    assert ana["natural_resources"]["evidence"] == [
        "E1: no piece next to it → 0", "B2: next to X → +1", "K2: next to H → +1",
        "F3: covered by B → 0", "C4: next to L → +1", "A5: no piece next to it → 0",
        "E6: covered by F → 0", "J6: no piece next to it → 0", "L7: no piece next to it → 0",
        "D8: covered by t → 0"]
    assert "H (I2 J2): district → +1" in ana["city_districts"]["evidence"]
    assert "library #5 (B4 C4): open at C3 A4 → 0" in ben["city_districts"]["evidence"]
    assert ben["least_produced_resource"]["evidence"] == [
        "food 6, ceramics 8, gears 6; lowest: food and gears"]
    order = data["building_order"][0]
    assert order["player"] == "Ana"
    assert order["order"][:3] == ["X", "P", "s"]
    assert len(order["order"]) == 14


def test_objective_evidence_gives_every_measure() -> None:
    data = run_cli("score", str(EXAMPLES / "world-wonders" / "three-players-advanced.yaml"),
                   "-f", "json", "--explain").json()
    assert lines(data["players"][0])["objective_1"]["evidence"] == [
        "longest road: Ana 9 → 2; Ben 11 → 5; Cleo 8 → 0"]


def test_drawing_errors_point_into_the_drawing() -> None:
    run = run_cli("score", str(CASES / "world-wonders" / "e53-not-in-legend.yaml"))
    assert run.code == 1
    assert ":18:8: error[E53]: Ana: 'F' at B4 is not in the legend" in run.stderr


def test_example_and_games() -> None:
    run = run_cli("example", "world-wonders")
    assert run.code == 0
    assert "base game for 3 players" in run.stdout
    data = run_cli("games", "-f", "json").json()
    game = next(g for g in data if g["id"] == "world-wonders")
    assert [d["id"] for d in game["decisions"]] == [f"D{i}" for i in range(1, 19)]


def test_validate_counts_the_solo_player_alone() -> None:
    assert run_cli("validate", SOLO).stdout == f"{SOLO}: valid (world-wonders, 1 player)\n"
