"""`boardscore render` draws Flowers: each player's tiles in the order taken, then the flowers
they make (pairs without and with a multiplier, lone tiles), the points worked out, the score
beside it. Expected values counted by hand from the files."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from conftest import EXAMPLES, run_cli

FLOWERS = EXAMPLES / "flowers"


def render(path: Path, *options: str) -> ElementTree.Element:
    run = run_cli("render", str(path), *options)
    assert run.code == 0, run.stderr
    return ElementTree.fromstring(run.stdout)


def classes(root: ElementTree.Element, css: str) -> list[ElementTree.Element]:
    return [e for e in root.iter() if css in (e.get("class") or "").split()]


def texts(element: ElementTree.Element) -> list[str]:
    return [e.text or "" for e in element.iter() if e.tag.endswith("text")]


def test_three_players_ana_pairs_by_rule_r8() -> None:
    """Ana took red dark 3, red light 1, red dark x3, green light 2, green dark 2, red light 2:
    red 1+2 (2 x 1 + 3 = 5) and green 4+5 (2 x 2 + 2 = 6) without a multiplier, red 3+6
    (3 x 2 = 6) with one; no lone tile; 11 + 6 = 17."""
    root = render(FLOWERS / "three-players.yaml", "--player", "Ana")
    assert len(classes(root, "pair")) == 3
    assert len(classes(root, "lone")) == 0
    assert len(classes(root, "tile")) == 12  # 6 in the order taken, 6 in the flowers
    assert len(classes(root, "multiplier")) == 2
    points = [" ".join(texts(e)) for e in classes(root, "points")]
    assert points == ["red 1+2: 2 × 1 + 3 = 5", "green 4+5: 2 × 2 + 2 = 6",
                      "red 3+6: 3 × 2 = 6"]
    legend = texts(root)
    assert legend[legend.index("Total") + 1] == "17"


def test_three_players_ben_keeps_a_lone_tile() -> None:
    """Ben: purple light 2, purple dark x3, purple light 4, grey dark 1, grey light 3: grey
    4+5 = 5, purple 1+2 = 3 x 2 = 6, purple 3 lone = 4; 15, 5 cards in hand."""
    root = render(FLOWERS / "three-players.yaml", "--player", "Ben")
    assert [" ".join(texts(e)) for e in classes(root, "points")] == [
        "grey 4+5: 2 × 1 + 3 = 5", "purple 1+2: 3 × 2 = 6", "purple 3, lone: 4"]
    assert len(classes(root, "missing")) == 1  # the lone tile's missing half
    assert texts(classes(root, "hand")[0]) == ["5 cards left in hand"]
    tile_titles = [e.text for e in root.iter() if e.tag.endswith("title")][1:6]
    assert tile_titles == ["tile 1: purple light 2", "tile 2: purple dark x3",
                           "tile 3: purple light 4", "tile 4: grey dark 1",
                           "tile 5: grey light 3"]


def test_a_declared_palette_gets_a_fill_for_its_own_colours() -> None:
    root = render(FLOWERS / "own-colours.json", "--player", "Ben")
    fills = {e.get("fill") for e in classes(root, "tile") for e in e.iter()
             if e.tag.endswith("rect")}
    assert "#999" not in fills  # teal is declared: it has a fill of its own
    assert " ".join(texts(classes(root, "points")[0])) == "teal 1+3: 2 × 2 + 2 = 6"


def test_a_turn_log_is_drawn_as_its_final_tableau() -> None:
    derived = run_cli("flowers", str(FLOWERS / "three-players-log.yaml"), "--derived")
    assert derived.code == 0, derived.stderr
    import yaml

    tableau = yaml.safe_load(derived.stdout)
    for player in tableau["players"]:
        root = render(FLOWERS / "three-players-log.yaml", "--player", player["name"])
        assert len(classes(root, "tile")) == 2 * len(player["tiles"])


def test_default_player_is_the_first_and_every_example_draws() -> None:
    for board in sorted(FLOWERS.iterdir()):
        root = render(board)
        title = root.find("{http://www.w3.org/2000/svg}title")
        assert title is not None
        assert title.text is not None
        assert title.text.startswith("Flowers, ")


@pytest.mark.parametrize(("options", "code"), [
    (("--player", "Zed"), "no-such-board"), (("--round", "1"), "no-such-board")])
def test_a_board_the_file_lacks_is_a_usage_error(options: tuple[str, ...], code: str) -> None:
    run = run_cli("render", str(FLOWERS / "two-players.yaml"), *options, "-f", "json")
    assert run.code == 2
    assert [d["code"] for d in run.diagnostics()] == [code]


def test_rule_errors_stop_the_picture(tmp_path: Path) -> None:
    board = tmp_path / "bad.yaml"
    board.write_text((FLOWERS / "three-players.yaml").read_text("utf-8").replace(
        "pairs: [[1, 2], [4, 5], [3, 6]]", "pairs: [[1, 3], [4, 5], [2, 6]]"), "utf-8")
    run = run_cli("render", str(board), "-f", "json")
    assert run.code == 1
    assert run.stdout == ""
    assert run.diagnostics()


def test_french_words() -> None:
    run = run_cli("--lang", "fr", "render", str(FLOWERS / "three-players.yaml"))
    assert run.code == 0, run.stderr
    root = ElementTree.fromstring(run.stdout)
    words = " ".join(texts(root))
    assert "Tuiles dans l'ordre de prise" in words
    assert "rouge 1+2 : 2 × 1 + 3 = 5" in words
