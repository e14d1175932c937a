"""Issue 28: every word a French player reads is French. Each fixed item with its exact
French words; no English game word in the French output of any example (ids in parentheses
after their French name, codes and the names the file chose aside); English unchanged but for
the `rounds:` separator."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import EXAMPLES, ROOT, run_cli

SCRIPT = shutil.which("boardscore") or str(Path(sys.executable).parent / "boardscore")
EXAMPLE_FILES = sorted([*EXAMPLES.glob("*/*.yaml"), *EXAMPLES.glob("*/*.json")])


def _french(*args: str) -> str:
    run = run_cli("--lang", "fr", *args)
    return run.stdout + run.stderr


def _shell(*args: str, stdin: str | None = None) -> str:
    done = subprocess.run([SCRIPT, *args], capture_output=True, text=True, timeout=120,
                          check=False, cwd=ROOT, input=stdin)
    return done.stdout + done.stderr


def _flat(text: str) -> str:
    return " ".join(re.sub(r"[│╭╮╰╯─]", " ", text).split())


# --- item 2: English left in French output -----------------------------------------------

def test_clans_end_clans_and_neutral_clans_in_french() -> None:
    record = _french("score", str(EXAMPLES / "clans" / "three-players-record.yaml"), "--explain")
    assert "fin : 12e village)" in record
    assert re.search(r"│ Clan +│ rouge │ bleu │ vert │", record)
    assert "  clan jaune : 28\n" in record
    assert "  clan noir : 10\n" in record
    replay = _french("score", str(EXAMPLES / "clans" / "three-players-replay.yaml"), "--explain")
    assert "fin : 12e village (coup 45))" in replay
    assert "  21 (prairie, E3), coup 45 : fondé après le 12e village, non compté\n" in replay


def test_clans_json_keeps_the_english_data() -> None:
    run = run_cli("--lang", "fr", "score", str(EXAMPLES / "clans" / "three-players-replay.yaml"),
                  "-f", "json", "--explain")
    result = run.json()
    assert result["variant"]["ended"] == "12th village (move 45)"
    assert [p["facts"]["clan"] for p in result["players"]] == ["red", "blue", "green"]


def test_mondo_cards_tasks_species_and_sides_in_french() -> None:
    advanced = _french("score", str(EXAMPLES / "mondo" / "three-rounds-advanced.yaml"),
                       "--explain")
    assert "(manches : 1, 2, 3, niveau : avancé," in advanced
    assert ("« La plus grande forêt » (largest-forest) : Ann 5, Bob 2, Cid 4 ; "
            "Ann en a le plus (5) : +4") in advanced
    assert ("« Le plus d'animaux marins » (most-sea-animals) : Ann 2, Bob 4, Cid 6 ; "
            "Ann en a le moins (2) : −4") in advanced
    assert "Bob n'en a ni le plus ni le moins (4)" in advanced
    assert "    E3 pieuvre (région d'eau {E2,D3,E3})\n" in advanced
    assert "    D1 tortue (région d'eau {D1})\n" in advanced
    assert "    C3 buffle (région de steppe {C3,C4})\n" in advanced
    assert "    C2:E|D2:O (steppe/eau)\n" in advanced
    expert = _french("score", str(EXAMPLES / "mondo" / "expert-round.yaml"), "--explain")
    assert "« Premier à terminer » (first-to-finish) : remplie (jeton 4) → +3" in expert
    assert "« Trois pandas » (three-panda) : non remplie" in expert
    assert "aucune région de désert fermée et sans erreur n'accueille" in expert
    beginner = _french("score", str(EXAMPLES / "mondo" / "beginner-two-players.yaml"),
                       "--explain")
    assert "    C1:O|bord (steppe/eau)\n" in beginner
    assert "    D1 dauphin (région d'eau {C1,D1})\n" in beginner


def test_a_water_species_the_file_names_stays_as_written() -> None:
    board = (EXAMPLES / "mondo" / "beginner-two-players.yaml").read_text("utf-8")
    renamed = board.replace("octopus", "nessie")
    run = run_cli("--lang", "fr", "score", "-", "--explain", stdin=renamed)
    assert "    E4 nessie (région d'eau {E4})\n" in run.stdout


def test_mondo_messages_name_cards_and_tasks_in_french() -> None:
    from conftest import CASES

    repeated = _french("score", str(CASES / "mondo" / "w-card-repeated.yaml"))
    assert "la carte « Le plus de mers » (most-lakes) a déjà servi à la manche 1" in repeated
    shared = _french("score", str(CASES / "mondo" / "v-task-shared.yaml"))
    assert "« Terminé dans les temps » (complete-world) est prise à la fois par Ann et Bob" \
        in shared


def test_world_wonders_base_game_and_open_cells() -> None:
    base = _french("score", str(EXAMPLES / "world-wonders" / "three-players-base.yaml"),
                   "--explain")
    assert "(mode : jeu de base, face : A," in base
    assert "    L (D4 E4) : cases de terre vides adjacentes : D3, E3, D5 → 0\n" in base


def test_flowers_end_and_tile_message_in_french() -> None:
    log = _french("score", str(EXAMPLES / "flowers" / "three-players-complete-log.yaml"))
    assert "Ana forme une troisième paire" in log
    assert "ordre de fin : 3 ; 2)" in log
    board = ("game: flowers\nplayers:\n  - {name: Ana, hand: 2, tiles: [\"red medium 2\"]}\n"
             "  - {name: Ben, hand: 1, tiles: []}\n")
    said = run_cli("--lang", "fr", "score", "-", stdin=board).stderr
    assert ('impossible de lire la tuile "red medium 2" : écrivez "<couleur> <clair|foncé> '
            '<fleurs>" ou "<couleur> <clair|foncé> x<multiplicateur>", p. ex. "rouge foncé 2"'
            ) in said, said


def test_enum_errors_give_both_names() -> None:
    board = (EXAMPLES / "mondo" / "beginner-two-players.yaml").read_text("utf-8")
    run = run_cli("--lang", "fr", "score", "-", stdin=board.replace("level: beginner",
                                                                     "level: dragon"))
    assert "level doit valoir beginner (débutant), advanced (avancé) ou expert" in run.stderr


# --- item 3 and the help: wording -----------------------------------------------------------

def test_french_help_wording() -> None:
    top = _flat(_shell("--lang", "fr", "--help"))
    assert top.startswith("Utilisation : boardscore [OPTIONS] COMMANDE [ARGUMENTS]...")
    assert "Compter les points de parties de Clans (un fichier sans clé `game:` est lu comme " \
        "une partie de Clans)." in top
    assert "c'est la clé `game:` de chaque fichier qui désigne le jeu" in top
    assert "le schéma JSON d'un jeu" in top
    assert "les arbitrages du projet" in top
    assert "celle des paramètres régionaux" in top
    assert "Options :" in top
    assert "Commandes :" in top
    new = _flat(_shell("--lang", "fr", "new", "--help"))
    assert "Une partie de Clans à remplir." in new
    assert "-o CHEMIN l'écrit dans CHEMIN." in new
    schema = _flat(_shell("--lang", "fr", "schema", "--help"))
    assert "Utilisation : boardscore schema [OPTIONS] JEU|any|result" in schema
    assert "-o, --output CHEMIN Écrire le schéma dans CHEMIN" in schema
    typer_page = _flat(_shell("--lang", "fr", "score", "x.yaml", "--help"))  # Typer's page
    assert "FICHIER... <texte>" in typer_page


@pytest.mark.parametrize("command", [[], ["score"], ["watch"], ["render"], ["schema"],
                                     ["example"], ["rules"], ["serve"], ["new"],
                                     ["new", "clans"], ["clans"], ["mondo"]])
def test_french_help_has_no_english_placeholder(command: list[str]) -> None:
    page = _shell("--lang", "fr", *command, "--help")
    for word in ("FILE", "PATH", "GAME", "<str>", "Usage", "NAMES", "SECONDS", "INTEGER",
                 "TEXT", "COMMAND", "[DIR]"):
        assert not re.search(rf"(?<![\w-]){re.escape(word)}(?![\w])", page), (word, page)


def test_new_clans_names_need_no_quotes() -> None:
    text = _shell("--lang", "fr", "new", "clans", "--players", "Léa,Zoé,No")
    assert "  - {name: Léa, clan: red}" in text
    assert "  - {name: Zoé, clan: blue}" in text
    assert '  - {name: "No", clan: green}' in text  # YAML would read No as false


def test_new_flowers_log_in_french() -> None:
    text = _shell("--lang", "fr", "new", "flowers", "--form", "log")
    assert "  - {light: COULEUR 1, dark: COULEUR 1}   # mandala 1" in text
    assert "COLOUR" not in text


# --- no English game word in French output -------------------------------------------------

# Game words in English (as whole words) and side letters W: none may appear in the French
# text of an example, once the names the file chose (players, water species) and the ids in
# parentheses after a French name are set aside (World Wonders' monuments have French names).
ENGLISH_WORDS = (
    "round", "rounds", "tile", "tiles", "blue", "red", "green", "yellow", "black", "grey",
    "purple", "water", "forest", "desert", "mountain", "grassland", "turtle", "octopus",
    "dolphin", "elephant", "buffalo", "snake", "move", "ended", "only", "listed", "founded",
    "scored", "forms", "pair", "open", "advanced", "beginner", "front", "back",
    "light", "dark", "the", "and", "of", "is", "not", "card", "task", "none", "empty", "rim",
    "player", "hand", "turn", "village record", "game replay",
)
_WORDS = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, ENGLISH_WORDS)) + r")(?![\w-])",
                    re.IGNORECASE)
_SIDE_W = re.compile(r"\b[A-F]\d:W\b|\|[A-F]\d:W\b")
_ID_IN_PARENTHESES = re.compile(r"» \([a-z-]+\)")


def _names_of(board: Path) -> set[str]:
    """The names the file chose: players, water species."""
    run = run_cli("score", str(board), "-f", "json")
    names = {p["name"] for p in run.json()["players"]} if run.stdout else set()
    text = board.read_text("utf-8")
    found = re.search(r"water_animals: \[([^\]]*)\]", text)
    if found:
        names |= {n.strip() for n in found.group(1).split(",")} - {
            "turtle", "octopus", "dolphin"}
    return names


@pytest.mark.parametrize("board", EXAMPLE_FILES, ids=[f"{p.parent.name}/{p.name}"
                                                      for p in EXAMPLE_FILES])
def test_no_english_game_word_in_french_output(board: Path) -> None:
    text = _french("score", str(board), "--explain")
    names = sorted(_names_of(board), key=len, reverse=True)
    found = [word for line in text.splitlines()
             for word in _english_in(line, str(board), names)]
    assert not found, (board.name, found)


def _english_in(line: str, file_name: str, names: list[str]) -> list[str]:
    if re.match(r"^\s*(\d+\s*)?[│├└┌!.]", line) or re.match(r"^\s+[A-F]\s+[A-F]", line):
        return []  # a board picture (its letters are the file's codes)
    said = line.split(" — ", 1)[1] if line.startswith(file_name) and " — " in line else line
    said = _ID_IN_PARENTHESES.sub("»", said)
    for name in names:
        said = said.replace(name, "")
    return [*(m.group(0) for m in _WORDS.finditer(said)), *_SIDE_W.findall(said),
            *re.findall(r": base\b", said)]  # `jeu de base` is French


# --- English unchanged but for the rounds separator ----------------------------------------

def test_english_rounds_separator() -> None:
    run = run_cli("score", str(EXAMPLES / "mondo" / "three-rounds-advanced.yaml"))
    assert "(rounds: 1, 2, 3, level: advanced, side: front, players: 3)" in run.stdout
    log = run_cli("score", str(EXAMPLES / "flowers" / "three-players-complete-log.yaml"))
    assert "end order: 3; 2)" in log.stdout  # any other list keeps its separator


ENGLISH_GOLDEN = {
    "clans/three-players-replay.yaml": [
        "(form: game replay, players: 3, villages: 12, ended: 12th village (move 45))",
        "│ Clan          │ red │ blue │ green │",
        "  21 (grassland, E3), move 45: founded after the 12th village, not scored"],
    "mondo/three-rounds-advanced.yaml": [
        "    largest-forest: Ann 5, Bob 2, Cid 4; Ann 5, the most: +4",
        "    E3 octopus (in water {E2,D3,E3})", "    C2:E|D2:W (steppe/water)"],
    "world-wonders/three-players-base.yaml": [
        "(mode: base, side: A,", "    L (D4 E4): open at D3 E3 D5 → 0"],
}


@pytest.mark.parametrize("example", sorted(ENGLISH_GOLDEN))
def test_english_lines_unchanged(example: str) -> None:
    run = run_cli("score", str(EXAMPLES / example), "--explain")
    for line in ENGLISH_GOLDEN[example]:
        assert line in run.stdout, (line, run.stdout)


def test_json_is_the_same_in_both_languages_for_cards() -> None:
    english = run_cli("score", str(EXAMPLES / "mondo" / "three-rounds-advanced.yaml"),
                      "-f", "json").json()
    french = run_cli("--lang", "fr", "score", str(EXAMPLES / "mondo" /
                                                  "three-rounds-advanced.yaml"), "-f",
                     "json").json()
    assert english["variant"] == french["variant"]
    assert json.dumps(english["variant"]) == '{"rounds": [1, 2, 3], "level": "advanced", ' \
        '"side": "front", "players": 3}'


def test_new_solo_names_the_difficulty_in_french() -> None:
    """The header of `new world-wonders --solo easy` in French (second reading)."""
    text = run_cli("--lang", "fr", "new", "world-wonders", "--solo", "easy").stdout
    assert "en solo contre l'Automaton (facile)" in text
    assert "(easy)" not in text


def test_new_flowers_log_examples_in_french() -> None:
    """The example turns of `new flowers --form log` name their colours in French."""
    text = run_cli("--lang", "fr", "new", "flowers", "--form", "log").stdout
    assert "play: 2 rouge" in text
    assert "draw: [vert, rouge]" in text
    assert "play: 2 red" in run_cli("new", "flowers", "--form", "log").stdout
