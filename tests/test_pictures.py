"""`boardscore render`: valid SVG for every example, one error mark per closure error, one
outline per scoring region, lake or district, unplaceable pieces in red."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
import yaml

from boardscore.scorers.mondo.parse import parse_game as parse_mondo
from boardscore.scorers.mondo.score import analyse_board
from boardscore.scorers.world_wonders.checks import building_order
from boardscore.scorers.world_wonders.city import City
from boardscore.scorers.world_wonders.parse import parse_game as parse_wonders

from conftest import CASES, EXAMPLES, run_cli

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
    assert "village 9 destroyed" in labels
    assert "village 12 +10" in labels
    record = render(EXAMPLES / "clans" / "three-players-record.yaml")
    assert len(classes(record, "village")) == 7  # five villages are given by terrain only


def test_render_refuses_what_it_cannot_draw(tmp_path: Path) -> None:
    assert run_cli("render", str(EXAMPLES / "flowers" / "two-players.yaml"), "--round", "1"
                   ).code == 2  # Flowers has no rounds: a usage error
    assert "not a directory" in run_cli("render", str(EXAMPLES)).stderr
    assert run_cli("render", str(CASES / "mondo" / "ex10-invalid.yaml")).code == 1
    board = EXAMPLES / "mondo" / "beginner-two-players.yaml"
    assert run_cli("render", str(board), "--player", "Zed").code == 2  # a usage error
    out = tmp_path / "board.svg"
    out.write_text("mine")
    assert run_cli("render", str(board), "-o", str(out)).code == 2
    assert out.read_text() == "mine"
    assert run_cli("render", str(board), "-o", str(out), "--force").code == 0
    ElementTree.parse(out)


@pytest.mark.parametrize("board", MONDO, ids=[p.stem for p in MONDO])
def test_mondo_text_boards_mark_every_error_once(board: Path) -> None:
    data = run_cli("score", str(board), "-f", "json", "--explain").json()
    game = parse_mondo(yaml.safe_load(board.read_text("utf-8")), {})
    pictures = [item for item in data["boards"] if isinstance(item, dict)]
    players = [p for r in game.rounds for p in r.players]
    assert len(pictures) == len(players)
    for picture, player in zip(pictures, players, strict=True):
        errors = len(analyse_board(player).analysis.errors)
        assert sum(line.count("!") for line in picture["lines"]) == errors, picture["board"]
        empty = [c for c in player.board.cells if c not in player.tiles]
        assert sum(line.count(".") for line in picture["lines"]) == len(empty)


def test_world_wonders_text_board_shows_every_cell() -> None:
    data = run_cli("score", str(EXAMPLES / "world-wonders" / "three-players-base.yaml"),
                   "-f", "json", "--explain").json()
    ana = data["boards"][0]
    assert ana["board"] == "Ana"
    assert ana["lines"][2] == "  1 │ X X . . * . ~ ~ T T . . │"
    assert ana["lines"][5] == "  4 │ . . @ L─L s ~ ~ M─M . . │   L: 2 cells, M: 2 cells"  # @: C4
    assert ana["lines"][6] == "  5 │ * . . . F P ~ ~ . . . . │   F: 3 cells"
    assert ana["lines"][7] == "    │         │               │"  # E5 and E6: one farm
    assert ana["lines"][8] == "  6 │ . . . g F P . ~ ~ * . . │   g: 2 cells"
    assert ana["lines"][-1].endswith("╛ sidewalk")
    assert data["boards"][-1].startswith("key: R long road")


def test_text_boards_take_colour_only_on_a_terminal() -> None:
    import io

    from boardscore.batch import run_batch
    from boardscore.request import Request

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    out = Terminal()
    run_batch([str(EXAMPLES / "world-wonders" / "solo-hard.yaml")], Request(explain=True), out,
              io.StringIO())
    assert "\x1b[44;97mL\x1b[0m" in out.getvalue()  # a library cell, in blue
    plain = run_cli("score", str(EXAMPLES / "world-wonders" / "solo-hard.yaml"), "--explain")
    assert "\x1b[" not in plain.stdout


def test_render_refuses_options_a_game_has_no_use_for() -> None:
    run = run_cli("render", str(EXAMPLES / "clans" / "three-players-record.yaml"), "-p", "Ann")
    assert run.code == 2
    assert "do not apply" in run.stderr
    run = run_cli("render", str(EXAMPLES / "world-wonders" / "solo-hard.yaml"), "-r", "2")
    assert run.code == 2
    assert "no rounds" in run.stderr


def test_render_reports_its_diagnostics_as_json() -> None:
    """render goes through the batch's path, so its diagnostics take --format json too."""
    run = run_cli("render", str(CASES / "mondo" / "ex10-invalid.yaml"), "-f", "json")
    assert run.code == 1
    assert run.stdout == ""
    assert [d["code"] for d in run.diagnostics()] == [
        "chip-not-in-play", "tiles-disconnected", "tile-off-board", "split-needed",
        "animal-no-area"]
    missing = run_cli("render", str(EXAMPLES / "mondo" / "expert-round.yaml"), "--player",
                      "Nobody", "-f", "json")
    assert missing.code == 2
    assert missing.diagnostics()[0]["code"] == "no-such-board"


def test_world_wonders_piece_ids_are_escaped_in_the_svg(tmp_path: Path) -> None:
    """A piece id is the user's text: `<` and `&` in it must not break the picture."""
    board = (EXAMPLES / "world-wonders" / "three-players-base.yaml").read_text("utf-8")
    marked = board.replace("- {kind: tower, cells: D4}",
                           '- {kind: tower, cells: D4, id: "<T&1>"}', 1)
    assert marked != board
    (tmp_path / "b.yaml").write_text(marked, encoding="utf-8")
    root = render(tmp_path / "b.yaml", "--player", "Ben")
    titles = [e.text or "" for e in root.iter(f"{SVG}title")]
    assert any("<T&1>" in title for title in titles)
