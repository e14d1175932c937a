"""Where players already are: editors (described schemas, `schema any`, the `$schema`
pointer), linters' conventions (--strict, --quiet, --color, the formats each command honours)
and pre-commit. BG Stats: tests/test_bgstats.py."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml
from jsonschema import Draft202012Validator

from boardscore.editors import any_schema
from boardscore.streams import colour_wanted

from conftest import CASES, EXAMPLES, ROOT, run_cli

SCHEMAS = sorted((ROOT / "schemas").glob("*.schema.json"))
GAME_SCHEMAS = [p for p in SCHEMAS if p.name != "result.schema.json"]


# --- editors -------------------------------------------------------------------------------

@pytest.mark.parametrize("path", SCHEMAS, ids=[p.name for p in SCHEMAS])
def test_schemas_pass_the_metaschema(path: Path) -> None:
    Draft202012Validator.check_schema(json.loads(path.read_text("utf-8")))


@pytest.mark.slow
def test_schemas_pass_check_jsonschema_check_metaschema(tmp_path: Path) -> None:
    tool = shutil.which("check-jsonschema") or str(Path(sys.executable).parent /
                                                   "check-jsonschema")
    written = tmp_path / "any.schema.json"
    assert run_cli("schema", "any", "-o", str(written)).code == 0
    done = subprocess.run([tool, "--check-metaschema", *map(str, SCHEMAS), str(written)],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def _walk(schema: Any, where: str = "#") -> Any:
    if isinstance(schema, dict):
        yield where, schema
        for key, value in schema.items():
            yield from _walk(value, f"{where}/{key}")
    elif isinstance(schema, list):
        for index, value in enumerate(schema):
            yield from _walk(value, f"{where}/{index}")


@pytest.mark.parametrize("path", GAME_SCHEMAS, ids=[p.name for p in GAME_SCHEMAS])
def test_every_property_is_described_and_every_enum_explained(path: Path) -> None:
    schema = json.loads(path.read_text("utf-8"))
    properties = undescribed = 0
    for where, node in _walk(schema):
        for name, value in node.get("properties", {}).items():
            properties += 1
            text = value.get("description", "") if isinstance(value, dict) else ""
            if not (len(text.split()) >= 3 and text.rstrip().endswith((".", ")"))):
                undescribed += 1
                print(f"{where}/properties/{name}: {text!r}")
        if "enum" in node:
            for key in ("enumDescriptions", "markdownEnumDescriptions"):
                assert len(node.get(key, [])) == len(node["enum"]), f"{where}: {key}"
    assert properties > 20
    assert undescribed == 0
    assert "$schema" in schema["properties"]
    assert "played" in schema["properties"]
    assert schema.get("examples"), "the main object carries an example"


def test_the_result_schema_describes_every_property() -> None:
    """`boardscore schema result`: every property of the output contract says what it is."""
    schema = json.loads(run_cli("schema", "result").stdout)
    properties = [(f"{where}/properties/{name}", value) for where, node in _walk(schema)
                  for name, value in node.get("properties", {}).items()]
    assert len(properties) > 50
    undescribed = [where for where, value in properties
                   if len(str(value.get("description", "")).split()) < 2]
    assert undescribed == []


def _as_an_editor_reads(path: Path) -> Any:
    """What the YAML language server validates: keys are strings, dates stay text."""
    return json.loads(json.dumps(yaml.safe_load(path.read_text("utf-8")), default=str))


BOARDS = sorted(p for p in EXAMPLES.glob("*/*") if p.suffix in (".yaml", ".json"))


def test_schema_any_covers_every_game_by_its_game_key() -> None:
    printed = json.loads(run_cli("schema", "any").stdout)
    assert printed == any_schema()
    validator = Draft202012Validator(printed)
    for board in BOARDS:
        assert not list(validator.iter_errors(_as_an_editor_reads(board))), board
    mondo = _as_an_editor_reads(EXAMPLES / "mondo" / "solo-round.yaml")
    assert list(validator.iter_errors({**mondo, "villages": []}))  # Mondo's rules apply
    assert list(validator.iter_errors({**mondo, "game": "chess"}))
    assert list(validator.iter_errors({"players": []}))  # game: is required


def test_schema_output_never_overwrites_without_force(tmp_path: Path) -> None:
    target = tmp_path / "mondo.schema.json"
    assert run_cli("schema", "mondo", "-o", str(target)).code == 0
    assert json.loads(target.read_text("utf-8"))["$id"] == "urn:boardscore:schema:mondo"
    target.write_text("mine\n", encoding="utf-8")
    refused = run_cli("schema", "clans", "-o", str(target))
    assert refused.code == 2
    assert "--force" in refused.stderr
    assert target.read_text("utf-8") == "mine\n"
    assert run_cli("schema", "clans", "-o", str(target), "--force").code == 0
    assert json.loads(target.read_text("utf-8"))["$id"] == "urn:boardscore:schema:clans"


@pytest.mark.parametrize("command", [["example", "mondo"], ["new", "mondo"],
                                     ["new", "world-wonders"], ["example", "clans"]])
def test_printed_files_point_at_the_one_schema_beside_them(command: list[str],
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    """docs/editors.md: one `boardscore schema any -o boardscore.schema.json` per folder."""
    monkeypatch.delenv("BOARDSCORE_SCHEMA", raising=False)
    text = run_cli(*command).stdout
    assert text.splitlines()[0] == "# yaml-language-server: $schema=boardscore.schema.json"


def test_a_json_example_carries_a_schema_key_and_still_scores(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("BOARDSCORE_SCHEMA", raising=False)
    text = run_cli("example", "flowers", "--name", "own-colours.json").stdout
    data = json.loads(text)
    assert next(iter(data)) == "$schema"
    assert data["$schema"] == "boardscore.schema.json"
    assert run_cli("score", "-", "-f", "json", stdin=text).code == 0


@pytest.mark.parametrize("game", ["clans", "flowers", "mondo", "world-wonders"])
def test_new_writes_real_json_for_a_json_name(game: str, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """`new GAME -o x.json`: JSON with `$schema` first, valid for its schema (the file as
    written) and read by boardscore as the YAML template is."""
    monkeypatch.delenv("BOARDSCORE_SCHEMA", raising=False)
    target = tmp_path / "tonight.json"
    run = run_cli("new", game, "-o", str(target))
    assert (run.code, run.stderr) == (0, "")
    data = json.loads(target.read_text("utf-8"))
    assert list(data)[:2] == ["$schema", "game"]
    assert data["$schema"] == "boardscore.schema.json"
    assert not list(Draft202012Validator(any_schema()).iter_errors(data))
    as_yaml = run_cli("validate", "-", "-f", "json", stdin=run_cli("new", game).stdout)
    as_json = run_cli("validate", str(target), "-f", "json")
    assert as_json.code == as_yaml.code
    assert [d["code"] for d in as_json.diagnostics()] == [d["code"] for d in
                                                          as_yaml.diagnostics()]


@pytest.mark.parametrize(("chosen", "first"), [
    ("none", None),
    ("", "# yaml-language-server: $schema=boardscore.schema.json"),
    ("https://example.org/boardscore.schema.json",
     "# yaml-language-server: $schema=https://example.org/boardscore.schema.json"),
    ("../my schemas/boardscore.schema.json",
     "# yaml-language-server: $schema=../my%20schemas/boardscore.schema.json"),
    ("/srv/boards/boardscore.schema.json",
     "# yaml-language-server: $schema=file:///srv/boards/boardscore.schema.json"),
])
def test_boardscore_schema_chooses_the_pointer(chosen: str, first: str | None,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BOARDSCORE_SCHEMA", chosen)
    text = run_cli("new", "clans").stdout
    if first is None:
        assert not text.startswith("# yaml-language-server")
        assert '"$schema"' not in run_cli("example", "flowers", "--name",
                                          "own-colours.json").stdout
    else:
        assert text.splitlines()[0] == first


def test_a_schema_key_is_accepted_in_every_game() -> None:
    for game in ("mondo", "clans", "world-wonders", "flowers"):
        text = run_cli("example", game).stdout
        keyed = f'$schema: "https://example.org/{game}.schema.json"\n{text}'
        run = run_cli("score", "-", stdin=keyed)
        assert run.code == 0, run.stderr


# --- linter conventions --------------------------------------------------------------------

WARNED = EXAMPLES / "flowers" / "two-players-log.yaml"  # W2: the log ends early


def test_strict_makes_warnings_fail() -> None:
    assert run_cli("score", str(WARNED)).code == 0
    assert run_cli("score", str(WARNED), "--strict").code == 1
    assert run_cli("validate", str(WARNED), "--strict").code == 1
    assert run_cli("flowers", str(WARNED), "--strict", "-f", "json").code == 1
    clean = EXAMPLES / "flowers" / "two-players.yaml"
    assert run_cli("score", str(clean), "--strict").code == 0


def test_quiet_drops_the_summary_but_not_the_results() -> None:
    loud = run_cli("score", str(EXAMPLES / "clans"))
    quiet = run_cli("score", str(EXAMPLES / "clans"), "--quiet")
    assert "4 files" in loud.stderr
    assert quiet.stderr == ""
    assert quiet.stdout == loud.stdout
    invalid = run_cli("validate", str(CASES / "clans"), "-q")
    assert "error[" in invalid.stderr
    assert "files" not in invalid.stderr.splitlines()[-1]


class _Terminal:
    def isatty(self) -> bool:
        return True


class _Pipe:
    def isatty(self) -> bool:
        return False


@pytest.mark.parametrize(("choice", "env", "terminal", "wanted"), [
    ("always", {"NO_COLOR": "1"}, False, True),
    ("never", {"FORCE_COLOR": "1"}, True, False),
    ("auto", {}, True, True),
    ("auto", {}, False, False),
    ("auto", {"NO_COLOR": "1"}, True, False),
    ("auto", {"NO_COLOR": "1", "FORCE_COLOR": "1"}, False, False),
    ("auto", {"NO_COLOR": "", "FORCE_COLOR": "1"}, False, True),  # empty: unset
    ("auto", {"FORCE_COLOR": ""}, False, False),
    ("auto", {"TERM": "dumb"}, True, False),
    ("auto", {"TERM": "dumb", "FORCE_COLOR": "1"}, False, True),
])
def test_colour_choice(monkeypatch: pytest.MonkeyPatch, choice: str, env: dict[str, str],
                       terminal: bool, wanted: bool) -> None:
    for name in ("NO_COLOR", "FORCE_COLOR", "TERM"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    stream = _Terminal() if terminal else _Pipe()
    assert colour_wanted(stream, choice) is wanted


def test_colour_reaches_the_pictures_and_the_diagnostics(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("NO_COLOR", "FORCE_COLOR", "TERM"):
        monkeypatch.delenv(name, raising=False)
    board = str(EXAMPLES / "mondo" / "solo-round.yaml")
    assert "\x1b[" in run_cli("mondo", board, "-e", "--color", "always").stdout
    assert "\x1b[" not in run_cli("mondo", board, "-e", "--color", "never").stdout
    assert "\x1b[" not in run_cli("mondo", board, "-e").stdout  # not a terminal
    monkeypatch.setenv("FORCE_COLOR", "1")
    bad = run_cli("score", str(CASES / "flowers" / "played-date.yaml"))
    assert "\x1b[1;31merror[played-date]\x1b[0m" in bad.stderr
    drawn = run_cli("render", str(CASES / "mondo" / "ex10-invalid.yaml"), "--color", "always")
    assert "\x1b[1;31merror[chip-not-in-play]\x1b[0m" in drawn.stderr
    monkeypatch.setenv("NO_COLOR", "1")
    assert "\x1b[" not in run_cli("score", str(CASES / "flowers" / "played-date.yaml")).stderr


def test_text_diagnostics_carry_their_code_as_linters_do() -> None:
    run = run_cli("score", str(CASES / "flowers" / "played-date.yaml"))
    assert run.stderr.splitlines()[0] == (
        f"{CASES / 'flowers' / 'played-date.yaml'}:20:3: error[played-date]: played.date "
        "2026-02-30 is not a day of the calendar: write YYYY-MM-DD, optionally with hh:mm or "
        "hh:mm:ss [played.date]")


def test_validate_speaks_csv_markdown_and_github() -> None:
    files = [str(EXAMPLES / "flowers" / "two-players.yaml"), str(CASES / "flowers" /
                                                                   "played-date.yaml")]
    csv = run_cli("validate", *files, "-f", "csv", "-q")
    assert csv.code == 1
    rows = csv.stdout.splitlines()
    assert rows[0].startswith("file,")
    assert rows[0] == "file,game,valid,players,errors,warnings"
    assert rows[1:] == [f"{files[0]},flowers,true,2,0,0", f"{files[1]},flowers,false,,1,0"]
    markdown = run_cli("validate", *files, "-f", "markdown", "-q").stdout
    assert "| valid | 0 | 0 |" in markdown
    assert "| invalid | 1 | 0 |" in markdown
    github = run_cli("validate", *files, "--output-format", "github", "-q")
    assert github.stdout.startswith("::notice file=")
    assert "::error file=" in github.stderr
    assert "title=played-date" in github.stderr
    for refused in ("bgstats", "svg"):
        assert run_cli("validate", *files, "-f", refused).code == 2


def test_games_speaks_csv_and_markdown_and_refuses_the_rest() -> None:
    csv = run_cli("games", "-f", "csv")
    assert csv.code == 0
    assert csv.stdout.splitlines()[0].startswith("game,")
    assert "flowers" in csv.stdout
    assert "D1" in csv.stdout
    markdown = run_cli("games", "-f", "markdown").stdout
    assert markdown.startswith("## clans — Clans (2-4 players)\n")
    assert "| D18 | Cristo Redentor is not a monument" in markdown
    for refused in ("github", "bgstats"):
        assert run_cli("games", "-f", refused).code == 2
    assert run_cli("score", str(WARNED), "-f", "svg").code == 2


def test_output_format_is_an_alias_of_format() -> None:
    board = str(EXAMPLES / "flowers" / "two-players.yaml")
    assert run_cli("score", board, "--output-format", "json").stdout == \
        run_cli("score", board, "-f", "json").stdout


# --- pre-commit ----------------------------------------------------------------------------

def test_the_pre_commit_hook_is_declared() -> None:
    hooks = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text("utf-8"))
    hook = next(h for h in hooks if h["id"] == "boardscore-validate")
    assert hook["types_or"] == ["yaml", "json"]
    assert hook["language"] == "python"
    assert hook["entry"].split()[:2] == ["boardscore", "validate"]


@pytest.mark.slow
def test_pre_commit_try_repo_runs_the_hook(tmp_path: Path) -> None:
    if not (ROOT / ".git").exists():
        pytest.skip("pre-commit try-repo needs the git checkout")
    tool = shutil.which("pre-commit") or str(Path(sys.executable).parent / "pre-commit")
    work = tmp_path / "boards"
    work.mkdir()
    shutil.copy(EXAMPLES / "mondo" / "solo-round.yaml", work / "good.yaml")
    (work / "bad.yaml").write_text("game: flowers\nplayers: 3\n", encoding="utf-8")
    env = {**os.environ, "PRE_COMMIT_HOME": str(tmp_path / "cache")}
    subprocess.run(["git", "init", "-q"], cwd=work, check=True)
    subprocess.run(["git", "add", "."], cwd=work, check=True)

    def tried(*files: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([tool, "try-repo", str(ROOT), "boardscore-validate", "--files",
                               *files], cwd=work, env=env, capture_output=True, text=True,
                              timeout=600, check=False)

    good = tried("good.yaml")
    assert good.returncode == 0, good.stdout + good.stderr
    bad = tried("good.yaml", "bad.yaml")
    assert bad.returncode == 1, bad.stdout + bad.stderr
    assert "bad.yaml:2:" in bad.stdout
    assert "error[schema]" in bad.stdout


# --- the schemas read French names as the program does ----------------------------------------

def _french_tables() -> list[tuple[str, tuple[str | int, ...], dict[str, str]]]:
    """(game, the node of its schema, the program's alias table: folded French -> id)."""
    from boardscore.scorers.clans.board import FRENCH_CLANS, FRENCH_TERRAINS
    from boardscore.scorers.mondo import names
    from boardscore.scorers.world_wonders import french

    tile = ("$defs", "tile", "then", "properties")
    return [
        ("clans", ("$defs", "clan"), FRENCH_CLANS),
        ("clans", ("$defs", "terrain"), FRENCH_TERRAINS),
        ("mondo", ("$defs", "level"), names.LEVELS.table),
        ("mondo", ("$defs", "side"), names.SIDES.table),
        ("mondo", ("$defs", "landscape"), names.LANDSCAPES.table),
        ("mondo", ("$defs", "round", "properties", "card"), names.CARDS.table),
        ("mondo", ("$defs", "task"), names.TASKS.table),
        ("mondo", ("$defs", "player", "properties", "chip"), names.CHIPS.table),
        ("mondo", (*tile, "animal_area"), names.ANIMAL_AREAS.table),
        ("mondo", (*tile, "volcano"), names.VOLCANOES.table),
        ("mondo", (*tile, "animal"), names.SPECIES.table),
        ("world-wonders", ("$defs", "piece", "properties", "kind"), french.KINDS),
        ("world-wonders", ("$defs", "buildingType"), french.TYPES),
        ("world-wonders", ("$defs", "objective", "properties", "resource"), french.RESOURCES),
        ("world-wonders", ("properties", "solo", "properties", "difficulty"),
         french.DIFFICULTIES),
    ]


def _node(game: str, path: tuple[str | int, ...]) -> Any:
    node: Any = json.loads(run_cli("schema", game).stdout)
    for part in path:
        node = node[part]
    return node


def _spellings(name: str) -> list[str]:
    return [name, name.upper(), name.title(), name.capitalize()]


@pytest.mark.parametrize(("game", "path", "table"), _french_tables(),
                         ids=lambda value: value if isinstance(value, str) else None)
def test_the_schema_accepts_every_french_name_the_program_reads(
        game: str, path: tuple[str | int, ...], table: dict[str, str]) -> None:
    """Every French name of the program's alias tables, in any case and without its accents,
    is valid where the schema (as an editor reads it) expects that value; boardscore itself
    checks the canonical id (the node under x-normalized)."""
    from boardscore.scorers.aliases import folded

    node = _node(game, path)
    written = Draft202012Validator(node)
    for name in table:
        for spelling in _spellings(name):
            assert written.is_valid(spelling), (spelling, path)
    checked = Draft202012Validator(node["x-normalized"])
    assert all(checked.is_valid(target) for target in table.values())
    listed = [value for branch in node.get("oneOf", []) for value in branch.get("enum", [])]
    for value in listed:  # every name offered in completion is one the program reads
        assert value in node["x-normalized"].get("enum", [value]) or \
            (isinstance(value, str) and folded(value) in table), value
    assert not written.is_valid("Purple")
    assert not written.is_valid(99)


def test_the_schemas_read_french_keys_and_flowers_backs(tmp_path: Path) -> None:
    from boardscore.scorers.flowers.french import BACK_ALIASES

    validator = Draft202012Validator(any_schema())
    text = (EXAMPLES / "world-wonders" / "three-players-base.yaml").read_text("utf-8")
    french = text.replace("food:", "nourriture:").replace("ceramics:", "Céramiques:") \
        .replace("gears:", "ENGRENAGE:")
    assert "nourriture" in french
    assert not list(validator.iter_errors(yaml.safe_load(french)))
    assert list(validator.iter_errors(yaml.safe_load(french.replace("nourriture:", "fod:"))))
    for back in BACK_ALIASES:
        for spelling in _spellings(back):
            tableau = {"game": "flowers", "players": [
                {"name": "A", "hand": 1, "tiles": [f"rouge {spelling} 2", f"red {spelling} x3",
                                                   {"colour": "vert", "back": spelling,
                                                    "flowers": 1}]},
                {"name": "B", "hand": 1}]}
            assert not list(validator.iter_errors(tableau)), spelling
    board = tmp_path / "sombre.yaml"
    board.write_text(french, "utf-8")
    assert run_cli("score", str(board)).code == 0


SOMBRE = """\
game: flowers
players:
  - {name: A, hand: 1, tiles: [rouge sombre 3, Rouge Claire 2]}
  - {name: B, hand: 1, tiles: [vert SOMBRE x2, {colour: gris, back: foncée, flowers: 1},
                               orange clair 1, jaune claire 4]}
"""


def test_sombre_is_dark_as_the_french_rules_say() -> None:
    """« claire et sombre »: A pairs red 3 with red 2: 2 + 2 + 3 = 7 (rules §5: the lower value
    doubled plus the higher); B pairs nothing of one colour: green x2 alone 0, grey 1, orange 1,
    yellow 4 = 6."""
    run = run_cli("score", "-", "-f", "json", stdin=SOMBRE)
    assert run.code == 0, run.stderr
    assert [p["total"] for p in run.json()["players"]] == [7, 6]
    english = SOMBRE.replace("rouge sombre", "red dark").replace("Rouge Claire", "red light") \
        .replace("vert SOMBRE", "green dark").replace("gris, back: foncée", "grey, back: dark") \
        .replace("orange clair", "orange light").replace("jaune claire", "yellow light")
    assert run_cli("score", "-", "-f", "json", stdin=english).json()["players"] == \
        run.json()["players"]
