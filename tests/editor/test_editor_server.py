"""The real editor server is clean: yaml-language-server (VS Code's YAML extension and other
editors' YAML support), driven over stdio as an editor drives it, gives no diagnostic on any
bundled example, any file `new` writes (every game, form and option, English and French) or
an example rewritten with French names, with the one schema `boardscore schema any` beside
them (docs/editors.md); a broken file gets its diagnostic on the line of the mistake; hovers
show each value once and completion offers both languages and no forbidden key. The story of
docs/editors.md works with and without a schema file beside the board."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from printed import Printed, derived_files, example_files, new_files
from yamlls import LanguageServer, require_node

from conftest import EXAMPLES, run_cli

pytestmark = pytest.mark.slow  # a node process and a few hundred documents: ~10-20 s
MODELINE = "# yaml-language-server: $schema=boardscore.schema.json"


@pytest.fixture(scope="module")
def boards(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder as docs/editors.md sets it up: boardscore.schema.json beside the boards."""
    require_node()
    folder = tmp_path_factory.mktemp("boards")
    assert run_cli("schema", "any", "-o", str(folder / "boardscore.schema.json")).code == 0
    return folder


@pytest.fixture(scope="module")
def server(boards: Path) -> Iterator[LanguageServer]:
    # JSON files carry a `$schema` key, which VS Code's JSON support follows; the YAML server
    # reads JSON as the YAML it is once its settings map *.json to the schema.
    with LanguageServer(boards, {"schemas": {
            (boards / "boardscore.schema.json").as_uri(): ["*.json"]}}) as running:
        yield running


def _problems(server: LanguageServer, folder: Path, files: tuple[Printed, ...]) -> list[str]:
    paths = {}
    for name, text in files:
        path = folder / (name if name.endswith((".yaml", ".json")) else name + ".yaml")
        path.write_text(text, "utf-8")
        paths[path] = text
    problems = []
    for path, found in server.diagnostics_of(dict.fromkeys(paths)).items():
        lines = paths[path].splitlines()
        for diagnostic in found:
            line = diagnostic["range"]["start"]["line"]
            problems.append(f"{path.name}:{line + 1}: {diagnostic['message']}  << "
                            + (lines[line] if line < len(lines) else ""))
    return problems


def test_every_example_is_clean(server: LanguageServer, boards: Path) -> None:
    files = example_files()
    assert all(text.startswith(MODELINE + "\n") or json.loads(text)["$schema"] ==
               "boardscore.schema.json" for _name, text in files)
    assert _problems(server, boards, files) == []


def test_every_new_file_is_clean(server: LanguageServer, boards: Path) -> None:
    files = new_files()
    for name, text in files:
        if name.endswith(".json"):
            assert next(iter(json.loads(text))) == "$schema", name  # the key comes first
        else:
            assert text.startswith(MODELINE + "\n"), name
    problems = _problems(server, boards, files)
    assert problems == [], f"{len(problems)} diagnostics:\n" + "\n".join(problems[:20])


def test_every_derived_file_is_clean(server: LanguageServer, boards: Path) -> None:
    """The files `--derived`, `--rows` and `--tiles` print, with the pointer added."""
    files = tuple((name, MODELINE + "\n" + text) for name, text in derived_files()
                  if name not in KNOWN_DERIVED_BUGS)
    assert _problems(server, boards, files) == []


# Derived files known to be refused by the editor (none: a village the record gives by its
# terrain only is written by its terrain).
KNOWN_DERIVED_BUGS: set[str] = set()


# --- French names --------------------------------------------------------------------------

FRENCH = {
    "clans": {"red": "rouge", "blue": "Bleu", "green": "VERT", "yellow": "jaune", "black": "noir",
              "forest": "foret", "mountain": "montagne", "grassland": "Prairie"},
    "world-wonders": {"long_road": "grande route", "short_road": "Petite_Route",
                      "tower": "tour", "building": "bâtiment", "library": "bibliotheque",
                      "farm": "ferme", "market": "Marché", "easy": "facile", "hard": "DIFFICILE"},
    "mondo": {"beginner": "débutant", "advanced": "Avancé", "expert": "expert",
              "forest": "forêt", "desert": "desert", "water": "eau", "front": "recto",
              "back": "verso", "largest-lake": "plus-grande-mer",
              "error-free-world": "plateau-sans-erreur", "three-panda": "trois-pandas",
              "all-forest-animals": "animaux-de-la-foret", "active": "actif",
              "inactive": "inactif"},
    "flowers": {"dark": "sombre", "light": "clair", "red": "rouge", "grey": "gris"},
}
RESOURCES = {"food": "nourriture", "ceramics": "Céramiques", "gears": "engrenage"}


def in_french(game: str, text: str) -> str:
    """The example with its values (after `: `, in lists, in tile shorthands) in French."""
    names = FRENCH[game]
    pattern = r"(?<=[:\[,{] )(" + "|".join(map(re.escape, names)) + r")\b(?![:-])" \
        if game != "flowers" else r"\b(" + "|".join(names) + r")\b(?!:)"
    text = re.sub(pattern, lambda m: names[m[1]], text)
    if game == "world-wonders":
        text = re.sub(r"\b(food|ceramics|gears)(?=: )", lambda m: RESOURCES[m[1]], text)
    if game == "clans":  # hut counts and the track are keyed by clan
        text = re.sub(r"(?<=[{ ])(red|blue)(?=: \d)", lambda m: names[m[1]], text)
    return text


def test_examples_written_with_french_names_are_clean(server: LanguageServer,
                                                      boards: Path) -> None:
    files = []
    for name, text in example_files():
        game = name.split("-")[1] if not name.startswith("example-world-wonders") \
            else "world-wonders"
        if name.endswith(".yaml"):
            french = in_french(game, text)
            assert french != text, name
            files.append(("fr-" + name, french))
    problems = _problems(server, boards, tuple(files))
    assert problems == [], f"{len(problems)} diagnostics:\n" + "\n".join(problems[:20])


def test_boardscore_reads_the_french_examples_as_the_english_ones(tmp_path: Path) -> None:
    """What the editor accepts above, boardscore scores exactly as the English file."""
    for name, text in example_files():
        if not name.endswith(".yaml"):
            continue
        game = "world-wonders" if name.startswith("example-world-wonders") \
            else name.split("-")[1]
        english, french = tmp_path / "en.yaml", tmp_path / "fr.yaml"
        english.write_text(text, "utf-8")
        french.write_text(in_french(game, text), "utf-8")
        scores = [run_cli("score", str(path), "-f", "json") for path in (english, french)]
        assert scores[0].code == scores[1].code, (name, scores[1].stderr)
        assert [p["total"] for p in scores[0].json()["players"]] == \
            [p["total"] for p in scores[1].json()["players"]], name


# --- a broken file -------------------------------------------------------------------------

@pytest.mark.parametrize(("game", "mistake", "fixed"), [
    ("clans", "clan: purple", None),
    ("flowers", "hand: many", None),
    ("mondo", "level: hard", None),
    ("world-wonders", "kind: castle", None),
])
def test_a_broken_file_gets_its_diagnostic_on_the_line_of_the_mistake(
        server: LanguageServer, boards: Path, game: str, mistake: str, fixed: None) -> None:
    del fixed
    text = run_cli("example", game).stdout
    key = mistake.split(":")[0]
    lines = text.splitlines()
    index = next(i for i, line in enumerate(lines) if re.search(rf"\b{key}: ", line))
    lines[index] = re.sub(rf"\b{key}: [^,}}#]*?(?=[,}}]|\s*#|$)", mistake, lines[index], count=1)
    path = boards / f"broken-{game}.yaml"
    path.write_text("\n".join(lines) + "\n", "utf-8")
    found = server.diagnostics(path)
    assert [d["range"]["start"]["line"] for d in found] == [index], (lines[index], found)
    assert run_cli("validate", str(path)).code == 1  # boardscore says so too
    reported = run_cli("validate", str(path), "-f", "json").diagnostics()
    assert any(d.get("line") == index + 1 for d in reported), reported


# --- hovers and completion -----------------------------------------------------------------

def _values_in(hover: str) -> list[str]:
    return re.findall(r"^\* `([^`]+)`", hover, re.MULTILINE)


def _probe(server: LanguageServer, boards: Path, text: str, key: str,
           ) -> tuple[str, list[str]]:
    """The hover on the value of `key:` (its first occurrence) and the completion there."""
    text = MODELINE + "\n" + text
    lines = text.splitlines()
    row = next(i for i, line in enumerate(lines) if f"{key}: " in line)
    column = lines[row].index(f"{key}: ") + len(key) + 2
    path = boards / "probe.yaml"
    server.diagnostics(path, text)
    uri = server.open(path, text)
    try:
        hover = server.hover(uri, row, column + 1)
        labels = [item["label"] for item in server.completion(uri, row, column)]
    finally:
        server.close_document(uri)
    return hover, labels


PIECES = "game: world-wonders\nplayers:\n  - name: A\n    pieces:\n      - "


@pytest.mark.parametrize(("text", "key", "english", "french"), [
    ("game: clans\nplayers:\n  - {name: Ann, clan: red}\n", "clan", "red", "rouge"),
    ("game: clans\nvillages:\n  - {founder: Ann, terrain: steppe}\n", "terrain", "grassland",
     "prairie"),
    ("game: mondo\nlevel: beginner\n", "level", "advanced", "avancé"),
    ("game: mondo\nside: back\n", "side", "back", "verso"),
    (PIECES + "{kind: tower, cells: C3}\n", "kind", "tower", "tour"),
    (PIECES + "{kind: building, type: farm, cells: C3}\n", "type", "farm", "ferme"),
    ("game: world-wonders\nsolo: {difficulty: hard}\n", "difficulty", "hard", "difficile"),
    ("game: flowers\nseats: [A, B]\nturns:\n  - {player: A, take: dark}\n", "take", "dark",
     "sombre"),
])
def test_hover_and_completion_offer_both_languages_each_value_once(
        server: LanguageServer, boards: Path, text: str, key: str, english: str,
        french: str) -> None:
    hover, labels = _probe(server, boards, text, key)
    values = _values_in(hover)
    assert english in values, hover
    assert french in values, hover
    assert len(values) == len(set(values)), hover  # each value once
    for value in values:  # and its description does not begin by repeating it
        assert f"* `{value}`: `{value}`" not in hover, hover
    assert " || " not in hover, hover
    assert english in labels, labels
    assert french in labels, labels


def test_the_monument_cards_title_is_said_once(server: LanguageServer, boards: Path) -> None:
    text = run_cli("example", "world-wonders").stdout
    lines = text.splitlines()
    row = next(i for i, line in enumerate(lines) if "monuments: " in line)
    path = boards / "probe.yaml"
    server.diagnostics(path, text)
    uri = server.open(path, text)
    try:
        hover = server.hover(uri, row, lines[row].index("monuments") + 1)
    finally:
        server.close_document(uri)
    assert "monument cards as a mapping" in hover  # the alternative it is, as the title
    assert "the monument cards the player owns" in hover  # the property's description
    assert " || " not in hover, hover


def _completion_at_root(server: LanguageServer, boards: Path, text: str) -> list[dict[str, Any]]:
    path = boards / "probe.yaml"
    server.diagnostics(path, text)
    uri = server.open(path, text)
    try:
        return server.completion(uri, len(text.splitlines()), 0)
    finally:
        server.close_document(uri)


def test_forbidden_keys_are_not_offered(server: LanguageServer, boards: Path) -> None:
    """A Flowers tableau forbids the turn log's keys (`not: {}`): completion leaves them out."""
    items = _completion_at_root(server, boards, MODELINE + "\ngame: flowers\n")
    labels = [item["label"] for item in items]
    assert "players" in labels
    assert not {"seats", "mandalas", "hands", "end"} & set(labels), labels


def test_the_game_completion_has_no_bogus_choice(server: LanguageServer, boards: Path) -> None:
    items = _completion_at_root(server, boards, MODELINE + "\n")
    inserted = [str(item.get("insertText", item["label"])) for item in items]
    assert any(text.startswith("game") for text in inserted), inserted
    assert [t for t in inserted if t.strip() in ("game:", "game: ")] in ([], ["game: "]), \
        inserted  # one `game` item, no second one inserting the same key alone
    assert not any(item["label"] == "boardscore input: any game" for item in items), items
    values = _completion_at_root(server, boards, MODELINE + "\ngame: ")
    del values


# --- the story of docs/editors.md ----------------------------------------------------------

def test_without_a_schema_file_beside_the_board(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """BOARDSCORE_SCHEMA=none: no pointer, the editor's own setting maps the files to the
    schema kept elsewhere; BOARDSCORE_SCHEMA=PATH: the pointer names that schema."""
    require_node()
    kept = tmp_path / "kept" / "boardscore.schema.json"
    kept.parent.mkdir()
    assert run_cli("schema", "any", "-o", str(kept)).code == 0
    elsewhere = tmp_path / "games"
    elsewhere.mkdir()
    monkeypatch.setenv("BOARDSCORE_SCHEMA", "none")
    plain = run_cli("new", "clans").stdout
    assert not plain.startswith("#") or "yaml-language-server" not in plain.splitlines()[0]
    monkeypatch.setenv("BOARDSCORE_SCHEMA", str(kept))
    pointed = run_cli("new", "mondo").stdout
    assert pointed.splitlines()[0] == f"# yaml-language-server: $schema={kept.as_uri()}"
    (elsewhere / "plain.yaml").write_text(plain, "utf-8")
    (elsewhere / "pointed.yaml").write_text(pointed, "utf-8")
    (elsewhere / "broken.yaml").write_text(plain.replace("clan: red", "clan: purple"), "utf-8")
    with LanguageServer(elsewhere, {"schemas": {kept.as_uri(): ["*.yaml"]}}) as server:
        assert server.diagnostics(elsewhere / "plain.yaml") == []
        assert server.diagnostics(elsewhere / "pointed.yaml") == []
        [found] = server.diagnostics(elsewhere / "broken.yaml")
        assert plain.splitlines()[found["range"]["start"]["line"]].count("clan: red") == 1


def test_a_pointer_to_a_missing_schema_is_what_the_editor_reports(tmp_path: Path) -> None:
    """The documented failure: no boardscore.schema.json beside the board (docs say which
    command writes it)."""
    require_node()
    (tmp_path / "tonight.yaml").write_text(run_cli("new", "clans").stdout, "utf-8")
    with LanguageServer(tmp_path) as server:
        [found] = server.diagnostics(tmp_path / "tonight.yaml")
    assert "boardscore.schema.json" in found["message"]
    assert (EXAMPLES / "clans").exists()


def test_no_hover_repeats_a_value_or_a_title(server: LanguageServer, boards: Path) -> None:
    """Every key and every value after a key in every example, English and French: a hover
    never says a value twice (`red`: `red` — …) nor a title twice (`T || T`, the server's
    way of joining the titles of the alternatives of an anyOf it counts as all matched)."""
    found: list[str] = []
    texts = [(name, text) for name, text in example_files() if name.endswith(".yaml")]
    first = {_game_of(name): (name, text) for name, text in reversed(texts)}.values()
    texts += [("fr-" + name, in_french(_game_of(name), text)) for name, text in first]
    for name, text in texts:
        path = boards / "sweep.yaml"
        server.diagnostics(path, text)
        uri = server.open(path, text)
        try:
            for row, line in enumerate(text.splitlines()):
                for match in re.finditer(r"([A-Za-z_]+): ?([^\s,{}\[\]#])?", line):
                    spots = [match.start(1) + 1] + ([match.start(2) + 1] if match[2] else [])
                    for column in spots:
                        hover = server.hover(uri, row, column)
                        twice = re.search(r"^\* `([^`]+)`: `\1`", hover, re.MULTILINE)
                        title = re.match(r"#### (.*)", hover)
                        titles = title[1].split(" || ") if title else []
                        if twice or len(titles) != len(set(titles)):
                            found.append(f"{name}:{row + 1}:{column}: {hover[:160]!r}")
        finally:
            server.close_document(uri)
    assert found == [], "\n".join(found[:10])


def _game_of(name: str) -> str:
    return "world-wonders" if name.startswith("example-world-wonders") else name.split("-")[1]
