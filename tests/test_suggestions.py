"""Misspelled names get `did you mean "X"?` after the rules' own message (issue #24): animals,
colours, terrains, pieces, cards and tasks, in every game and both languages, from one helper
(scorers/suggest.py); and `example GAME --name <Tab>` offers the game's examples."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from boardscore.scorers.suggest import closest, with_suggestion

from conftest import EXAMPLES, run_cli


def test_closest_is_difflibs_case_aside() -> None:
    assert closest("turtl", ["turtle", "dolphin"]) == "turtle"
    assert closest("FORREST", ["forest", "mountain"]) == "forest"
    assert closest("europe/paris", ["Europe/Paris", "Europe/Prague"]) == "Europe/Paris"
    assert closest("forest", ["forest", "mountain"]) is None  # already right
    assert closest("xyzzy", ["forest", "mountain"]) is None  # nothing close
    assert closest("", ["forest"]) is None
    assert closest(3, ["forest"]) is None
    assert with_suggestion("a terrain is forest or steppe", "stepe", ["forest", "steppe"]) == \
        'a terrain is forest or steppe; did you mean "steppe"?'
    assert with_suggestion("a terrain is forest or steppe", "lava", ["forest", "steppe"]) == \
        "a terrain is forest or steppe"


def _error(board: Path, old: str, new: str, *lang: str) -> str:
    text = board.read_text("utf-8")
    assert text.count(old) == 1, old
    run = run_cli(*lang, "score", "-", stdin=text.replace(old, new))
    assert run.code == 1
    return run.stderr.splitlines()[0]


CLANS = EXAMPLES / "clans" / "three-players-record.yaml"
MONDO_SOLO = EXAMPLES / "mondo" / "solo-round.yaml"
MONDO_BACK = EXAMPLES / "mondo" / "back-side-round.yaml"
MONDO_EXPERT = EXAMPLES / "mondo" / "expert-round.yaml"
WONDERS = EXAMPLES / "world-wonders" / "three-players-base.yaml"
WONDERS_ADVANCED = EXAMPLES / "world-wonders" / "three-players-advanced.yaml"
FLOWERS = EXAMPLES / "flowers" / "two-players.yaml"

# (board, text replaced, misspelling, the whole first diagnostic line, written by hand)
ENGLISH = {
    "clans: a clan": (
        CLANS, "{name: Cleo, clan: green}", "{name: Cleo, clan: gren}",
        "<stdin>:7:18: error[schema]: a clan is red, blue, green, yellow or black (white is "
        'another name for black); did you mean "green"? [players[2].clan]'),
    "clans: a hut colour": (
        CLANS, "huts: {blue: 3, green: 1}", "huts: {blue: 3, gren: 1}",
        "<stdin>:10:56: error[schema]: a clan is red, blue, green, yellow or black (white is "
        'another name for black); did you mean "green"? [villages[1].huts.gren]'),
    "clans: a terrain": (
        CLANS, "{founder: Cleo, terrain: forest,", "{founder: Cleo, terrain: forrest,",
        "<stdin>:17:21: error[schema]: a terrain is forest, mountain, steppe or grassland; did "
        'you mean "forest"? [villages[8].terrain]'),
    "mondo: a land animal": (
        MONDO_SOLO, "C1: WFFW panda ", "C1: WFFW pnda ",
        "<stdin>:16:11: error[animal-unknown]: round 1, Ann: tile C1: unknown animal 'pnda'; "
        "land animals are elephant, zebra, antelope, buffalo, panda, parrot, tiger, gorilla, "
        "scorpion, gecko, snake, ostrich; list water animals under water_animals; did you mean "
        '"panda"? [rounds[0].players[0].tiles.C1]'),
    "mondo: a water animal the file declares": (
        MONDO_BACK, "E2: WWSF octopus", "E2: WWSF octopsu",
        "<stdin>:30:7: error[animal-unknown]: round 1, Ann: tile E2: unknown animal 'octopsu'; "
        "land animals are elephant, zebra, antelope, buffalo, panda, parrot, tiger, gorilla, "
        "scorpion, gecko, snake, ostrich; list water animals under water_animals; did you mean "
        '"octopus"? [rounds[0].players[0].tiles.E2]'),
    "mondo: a card": (
        MONDO_EXPERT, "card: largest-lake", "card: largest-lak",
        "<stdin>:8:3: error[schema]: card is one of most-landscapes, most-lakes, "
        'most-sea-animals, largest-lake, largest-forest; did you mean "largest-lake"? '
        "[rounds[0].card]"),
    "mondo: a task": (
        MONDO_EXPERT, "three-snake, first", "three-snak, first",
        "<stdin>:9:31: error[schema]: unknown task three-snak; the tasks are three-buffalo, "
        "three-elephant, three-panda, three-parrot, three-snake, three-scorpion, "
        "all-steppe-animals, all-forest-animals, all-desert-animals, error-free-world, "
        'complete-world, first-to-finish; did you mean "three-snake"? [rounds[0].tasks[1]]'),
    "world wonders: a piece": (
        WONDERS, "{kind: long_road, cells: A5-A8}", "{kind: towr, cells: A5}",
        "<stdin>:39:10: error[schema]: a piece kind is long_road, short_road, tower, building or "
        'monument; did you mean "tower"? [players[1].pieces[0].kind]'),
    "world wonders: a building": (
        WONDERS, "{kind: building, type: farm, cells: B6 C6}",
        "{kind: building, type: farmm, cells: B6 C6}",
        "<stdin>:41:26: error[schema]: a building type is library, farm, housing (or habitation), "
        'market or temple; did you mean "farm"? [players[1].pieces[2].type]'),
    "world wonders: an objective card": (
        WONDERS_ADVANCED, "{kind: longest_road,", "{kind: longest_raod,",
        "<stdin>:70:6: error[schema]: unknown objective kind; see `boardscore rules "
        'world-wonders` §6.2; did you mean "longest_road"? [objectives[0].kind]'),
    "flowers: a colour": (
        FLOWERS, "{colour: red,    back: light, flowers: 2}",
        "{colour: purpel, back: light, flowers: 2}",
        '<stdin>:15:9: error[V6]: unknown colour "purpel": use red, orange, yellow, green, blue, '
        "purple, grey, white or pink, or list the game's colours under colours; did you mean "
        '"purple"? [players[0].tiles[0]]'),
    "flowers: a back": (
        FLOWERS, "{colour: red,    back: light, flowers: 2}",
        "{colour: red, back: ligth, flowers: 2}",
        '<stdin>:15:23: error[V3]: back must be light or dark; did you mean "light"? '
        "[players[0].tiles[0].back]"),
}


@pytest.mark.parametrize(("board", "old", "new", "said"), ENGLISH.values(), ids=ENGLISH.keys())
def test_a_misspelled_name_gets_a_suggestion(board: Path, old: str, new: str,
                                            said: str) -> None:
    assert _error(board, old, new) == said


FRENCH = {
    "clans: a clan, in French": (
        CLANS, "{name: Cleo, clan: green}", "{name: Cleo, clan: roug}",
        "<stdin>:7:18: error[schema]: un clan doit être red (rouge), blue (bleu), green (vert), "
        "yellow (jaune) ou black (noir) ; white (blanc) est un autre nom de black ; vouliez-vous "
        'dire "rouge" ? [players[2].clan]'),
    "mondo: an animal": (
        MONDO_SOLO, "C1: WFFW panda ", "C1: WFFW pnda ",
        "<stdin>:16:11: error[animal-unknown]: manche 1, Ann : tuile C1 : animal inconnu "
        "'pnda' ; les animaux terrestres sont éléphant, zèbre, antilope, buffle, panda, "
        "perroquet, tigre, gorille, scorpion, gecko, serpent, autruche ; déclarez les animaux "
        'marins sous water_animals ; vouliez-vous dire "panda" ? '
        "[rounds[0].players[0].tiles.C1]"),
    "world wonders: a building, in French": (
        WONDERS, "{kind: building, type: farm, cells: B6 C6}",
        "{kind: building, type: ferm, cells: B6 C6}",
        "<stdin>:41:26: error[schema]: un type de bâtiment est library, farm, housing (ou "
        'habitation), market ou temple ; vouliez-vous dire "ferme" ? '
        "[players[1].pieces[2].type]"),
    "flowers: a colour, in French": (
        FLOWERS, "{colour: red,    back: light, flowers: 2}",
        "{colour: violett, back: light, flowers: 2}",
        '<stdin>:15:9: error[V6]: couleur inconnue "violett" : utilisez rouge, orange, jaune, '
        "vert, bleu, violet, gris, blanc ou rose (ou leurs noms anglais red, orange, yellow, "
        "green, blue, purple, grey, white, pink), ou listez les couleurs de la partie sous "
        'colours ; vouliez-vous dire "violet" ? [players[0].tiles[0]]'),
}


@pytest.mark.parametrize(("board", "old", "new", "said"), FRENCH.values(), ids=FRENCH.keys())
def test_a_misspelled_name_gets_a_suggestion_in_french(board: Path, old: str, new: str,
                                                      said: str) -> None:
    assert _error(board, old, new, "--lang", "fr") == said


def test_a_name_close_to_nothing_gets_the_rules_message_alone() -> None:
    said = _error(CLANS, "{name: Cleo, clan: green}", "{name: Cleo, clan: purpel}")
    assert said == ("<stdin>:7:18: error[schema]: a clan is red, blue, green, yellow or black "
                    "(white is another name for black) [players[2].clan]")


# --- shell completion ---------------------------------------------------------------------

SCRIPT = shutil.which("boardscore") or str(Path(sys.executable).parent / "boardscore")


def _completed(words: str) -> list[str]:
    position = len(words.split()) if words.endswith(" ") else len(words.split()) - 1
    env = {**os.environ, "_BOARDSCORE_COMPLETE": "complete_bash", "COMP_WORDS": words,
           "COMP_CWORD": str(position)}
    run = subprocess.run([SCRIPT], env=env, capture_output=True, text=True, timeout=60,
                         check=False)
    assert run.returncode == 0, run.stderr
    return run.stdout.split()


def test_example_name_completes_the_games_examples() -> None:
    mondo = sorted(p.name for p in (EXAMPLES / "mondo").iterdir()
                   if p.suffix in (".yaml", ".json"))
    assert _completed("boardscore example mondo --name ") == mondo
    assert _completed("boardscore example mondo --name th") == ["three-rounds-advanced.yaml"]
    assert _completed("boardscore example Clans -n four") == [
        "four-players-record.yaml", "four-players-replay.yaml"]
    assert _completed("boardscore example --name ") == []  # no game yet: nothing to offer
