"""A merged tile is visible (issue 25, item 5): two touching farms written with one letter are
one tile of 4 cells, and every picture says so. The scores are in the golden case
tests/cases/world-wonders/touching-farms.*, counted by hand."""

from __future__ import annotations

from pathlib import Path
from xml.etree import ElementTree

import pytest
import yaml

from conftest import CASES, EXAMPLES, run_cli

TOUCHING = CASES / "world-wonders" / "touching-farms.yaml"


def svg(player: str) -> ElementTree.Element:
    run = run_cli("render", str(TOUCHING), "--player", player)
    assert run.code == 0, run.stderr
    return ElementTree.fromstring(run.stdout)


def of_class(root: ElementTree.Element, css: str) -> list[ElementTree.Element]:
    return [e for e in root.iter() if css in (e.get("class") or "").split()]


def titles(elements: list[ElementTree.Element]) -> list[str]:
    return [e.findtext("{http://www.w3.org/2000/svg}title") or "" for e in elements]


@pytest.mark.parametrize(("player", "tiles", "counts"), [
    ("Ana", ["F: one building tile of 4 cells"], ["4"]),
    ("Ben", ["F: one building tile of 2 cells", "G: one building tile of 2 cells"], ["2", "2"]),
])
def test_the_svg_outlines_each_building_tile_with_its_cell_count(
        player: str, tiles: list[str], counts: list[str]) -> None:
    root = svg(player)
    assert titles(of_class(root, "tile")) == tiles
    assert [e.text for e in of_class(root, "tile-count")] == counts
    assert len(of_class(root, "district")) == len(tiles)  # every tile here is closed


def test_every_building_tile_of_the_examples_is_outlined_once() -> None:
    for board in sorted((EXAMPLES / "world-wonders").glob("*.yaml")):
        document = yaml.safe_load(board.read_text("utf-8"))
        for entry in document["players"]:
            root = ElementTree.fromstring(run_cli("render", str(board), "--player",
                                                  entry["name"]).stdout)
            counts = [int(e.text or "0") for e in of_class(root, "tile-count")]
            assert len(counts) == len(of_class(root, "tile"))
            pieces = entry.get("pieces")
            if pieces is not None:  # a piece list: one outline per building, its cells
                buildings = [p for p in pieces if p["kind"] == "building"]
                assert len(counts) == len(buildings), (board.name, entry["name"])


def test_the_text_picture_joins_one_tiles_cells_only() -> None:
    boards = run_cli("score", str(TOUCHING), "-f", "json", "--explain").json()["boards"]
    ana, ben = boards[0]["lines"], boards[1]["lines"]
    assert ana[5] == "  4 │ F─F─F─F ~ . │   F: 4 cells"
    assert ben[5] == "  4 │ F─F G─G ~ . │   F: 2 cells, G: 2 cells"
    assert "R─R" not in "".join(ana)  # roads are never joined: only building tiles merge


TALL = """\
game: world-wonders
terrains:
  t: |
    ....
    ....
    ....
players:
  - name: Ana
    terrain: t
    resources: {food: 1, ceramics: 1, gears: 1}
    population: 0
    drawing: |
      F...
      F.G.
      RRRR
    legend: {F: farm, G: farm, R: long_road}
solo: {difficulty: easy}
"""


def test_a_tile_over_two_rows_is_joined_by_a_line_between_them(tmp_path: Path) -> None:
    board = tmp_path / "tall.yaml"
    board.write_text(TALL, "utf-8")
    run = run_cli("score", str(board), "-f", "json", "--explain")
    assert run.code == 0, run.stderr
    assert run.json()["boards"][0]["lines"] == [
        "      A B C D",
        "    ┌─────────┐",
        "  1 │ F . . . │   F: 2 cells",
        "    │ │       │",
        "  2 │ F . G . │   G: 1 cell",
        "  3 │ R R R R │",
        "    ╘═════════╛ sidewalk"]


def test_new_world_wonders_says_it_at_the_drawing_in_one_line() -> None:
    text = run_cli("new", "world-wonders", "--players", "Ann,Bob").stdout
    drawing_lines = [line for line in text.splitlines() if line.strip().startswith("drawing:")]
    assert len(drawing_lines) == 2
    for line in drawing_lines:
        assert line.endswith("# one character per tile; two touching tiles need two different "
                             "characters")
    assert yaml.safe_load(text)["players"][0]["drawing"].startswith("............\n")
