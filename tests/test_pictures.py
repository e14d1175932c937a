"""`boardscore render`: valid SVG for every example, one error mark per closure error, one
outline per scoring region, lake or district, unplaceable pieces in red."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
import yaml
from conftest import CASES, EXAMPLES, run_cli

from scorers.mondo.parse import parse_game as parse_mondo
from scorers.mondo.score import analyse_board
from scorers.world_wonders.checks import building_order
from scorers.world_wonders.parse import parse_game as parse_wonders
from scorers.world_wonders.score import City

SVG = "{http://www.w3.org/2000/svg}"


def classes(root: ElementTree.Element, css: str) -> list[ElementTree.Element]:
    return [e for e in root.iter() if css in (e.get("class") or "").split()]


def render(path: Path, *options: str) -> ElementTree.Element:
    run = run_cli("render", str(path), *options)
    assert run.code == 0, run.stderr
    return ElementTree.fromstring(run.stdout)


MONDO = sorted((EXAMPLES / "mondo").glob("*.yaml"))


@pytest.mark.parametrize("board", MONDO, ids=[p.stem for p in MONDO])
def test_mondo_marks_every_error_and_outlines_every_scoring_region(board: Path) -> None:
    game = parse_mondo(yaml.safe_load(board.read_text("utf-8")), {})
    for round_ in game.rounds:
        for player in round_.players:
            analysis = analyse_board(player).analysis
            root = render(board, "--round", str(round_.number), "--player", player.name)
            assert len(classes(root, "error-mark")) == len(analysis.errors)
            assert len(classes(root, "scoring")) == sum(r.scores for r in analysis.regions)
            assert len(classes(root, "lake")) == sum(r.is_lake for r in analysis.regions)
            empty = [c for c in player.board.cells if c not in player.tiles]
            assert len(classes(root, "empty")) == len(empty)


WONDERS = sorted((EXAMPLES / "world-wonders").glob("*.yaml"))


@pytest.mark.parametrize("board", WONDERS, ids=[p.stem for p in WONDERS])
def test_world_wonders_outlines_every_district(board: Path) -> None:
    game, _ = parse_wonders(yaml.safe_load(board.read_text("utf-8")), {})
    assert game is not None
    for player in game.players:
        root = render(board, "--player", player.name)
        city = City(player)
        assert len(classes(root, "district")) == len(city.districts)
        scoring = [c for c, cover, beside in city.resource_cells if cover is None and beside]
        assert len(classes(root, "resource-scores")) == len(scoring)
        assert len(classes(root, "piece")) == len(player.pieces)
        assert classes(root, "never-placed") == []


def test_world_wonders_marks_pieces_that_can_never_be_placed() -> None:
    board = CASES / "world-wonders" / "ex4-illegal-city.yaml"
    run = run_cli("render", str(board))
    assert run.code == 0  # a picture of an illegal city is what settles the dispute
    root = ElementTree.fromstring(run.stdout)
    game, _ = parse_wonders(yaml.safe_load(board.read_text("utf-8")), {})
    assert game is not None
    never = building_order(game.players[0])[1]
    assert len(classes(root, "never-placed")) == len(never) == 3


def test_clans_marks_every_village_with_a_place() -> None:
    root = render(EXAMPLES / "clans" / "three-players-replay.yaml")
    assert len(classes(root, "village")) == 12
    labels = [e.text for e in classes(root, "label")]
    assert "village 9 destroyed" in labels and "village 12 +10" in labels
    record = render(EXAMPLES / "clans" / "three-players-record.yaml")
    assert len(classes(record, "village")) == 7  # five villages are given by terrain only


def test_render_refuses_what_it_cannot_draw(tmp_path: Path) -> None:
    assert run_cli("render", str(EXAMPLES / "flowers" / "two-players.yaml")).code == 2
    assert run_cli("render", str(CASES / "mondo" / "ex10-invalid.yaml")).code == 1
    board = EXAMPLES / "mondo" / "beginner-two-players.yaml"
    assert run_cli("render", str(board), "--player", "Zed").code == 1
    out = tmp_path / "board.svg"
    out.write_text("mine")
    assert run_cli("render", str(board), "-o", str(out)).code == 2
    assert out.read_text() == "mine"
    assert run_cli("render", str(board), "-o", str(out), "--force").code == 0
    ElementTree.parse(out)
