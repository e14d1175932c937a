"""The commands, options, formats and exit codes, through Typer's CliRunner."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import yaml

from boardscore import __version__

from conftest import EXAMPLES, Run, run_cli

T1 = str(EXAMPLES / "flowers" / "two-players.yaml")
T3 = str(EXAMPLES / "flowers" / "four-players-tiebreak.yaml")


def test_version() -> None:
    run = run_cli("--version")
    assert run.code == 0
    assert run.stdout.strip() == f"boardscore {__version__}"


def test_text_table_lists_categories_in_rulebook_order() -> None:
    run = run_cli("score", T1)
    assert run.code == 0
    rows = [line for line in run.stdout.splitlines() if line.startswith("│")]
    labels = [row.split("│")[1].strip() for row in rows]
    assert labels == ["", "Lone tiles", "Pairs with a multiplier", "Pairs without a multiplier",
                      "Total", "Rank", "Hand"]
    assert "│ Total                      │  18 │  19 │" in run.stdout
    assert "Winner: Ben (19)" in run.stdout
    assert "→" not in run.stdout  # evidence only with --explain


def test_explain_shows_evidence_in_text_and_json() -> None:
    text = run_cli("score", T1, "--explain").stdout
    assert "red: tile 1 (light 2) + tile 3 (dark x3) → 3 × 2 = 6" in text
    data = run_cli("score", T1, "--format", "json", "--explain").json()
    ana = data["players"][0]["lines"]
    assert ana[1]["evidence"] == ["red: tile 1 (light 2) + tile 3 (dark x3) → 3 × 2 = 6"]
    assert ana[2]["evidence"] == ["grey: tile 2 (dark 3) + tile 4 (light 1) → 2 × 1 + 3 = 5",
                                  "green: tile 5 (light 2) + tile 7 (dark 3) → 2 × 2 + 3 = 7"]
    assert "evidence" not in run_cli("score", T1, "-f", "json").json()["players"][0]["lines"][0]


def test_tiebreak_trail_in_text() -> None:
    out = run_cli("score", T3).stdout
    assert "Tie-break: Ana and Ben tie on 17; hands 5 > 3 put Ben ahead of Ana" in out
    assert "Tie-break: Cleo and Dan tie on 11; hands 5 = 5: the tie stands" in out


def test_several_files_give_json_lines() -> None:
    run = run_cli("score", T1, T3, "--format", "json")
    assert run.code == 0
    files = [item["file"] for item in run.json_lines()]
    assert files == [T1, T3]


def test_directory_is_scored_file_by_file() -> None:
    run = run_cli("score", str(EXAMPLES / "flowers"), "-f", "json")
    names = sorted(p.name for p in (EXAMPLES / "flowers").iterdir() if p.suffix != ".py")
    assert [Path(item["file"]).name for item in run.json_lines()] == names
    assert run.code == 0


def test_csv_is_long_format_with_totals() -> None:
    rows = list(csv.DictReader(io.StringIO(run_cli("score", T1, "-f", "csv").stdout)))
    assert len(rows) == 8
    ben_total = next(r for r in rows if r["player"] == "Ben" and r["category"] == "total")
    assert (ben_total["points"], ben_total["rank"]) == ("19", "1")


def test_markdown_table() -> None:
    out = run_cli("score", T1, "-f", "markdown").stdout
    assert "| Pairs with a multiplier | 6 | 9 |" in out
    assert "| **Total** | **18** | **19** |" in out


def test_stdin_and_the_per_game_command_without_game_key() -> None:
    board = yaml.safe_load(Path(T1).read_text())
    del board["game"]
    run = run_cli("flowers", "-", "-f", "json", stdin=json.dumps(board))
    assert run.code == 0
    assert run.json()["file"] == "<stdin>"
    assert run_cli("score", "-", stdin=json.dumps(board)).code == 1  # `score` needs game:


def test_per_game_command_refuses_another_game() -> None:
    run = run_cli("flowers", "-", "-f", "json", stdin="game: mondo\n")
    assert run.code == 1
    assert run.diagnostics()[0]["code"] == "wrong-game"
    assert run.diagnostics()[0]["message"] == (
        "this is a mondo file; `boardscore flowers` scores flowers files only (use "
        "`boardscore score` for any game)")


def test_exit_codes_of_a_mixed_batch(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: flowers\nplayers: []\n")
    assert run_cli("score", T1, str(bad)).code == 1
    run = run_cli("score", T1, str(bad), str(tmp_path / "missing.yaml"))
    assert run.code == 2
    assert "Winner: Ben (19)" in run.stdout  # the good file is still scored
    assert f"{tmp_path / 'missing.yaml'}: error[not-found]: no such file\n" in run.stderr


def test_diagnostics_format_and_json_diagnostics(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: flowers\nplayers:\n  - {name: A, hand: -2}\n  - {name: B, hand: 1}\n")
    run = run_cli("score", str(bad))
    assert run.stdout == ""
    assert run.stderr == \
        f"{bad}:3:15: error[V5]: hand cannot be negative (-2) [players[0].hand]\n"
    [diagnostic] = run_cli("score", str(bad), "-f", "json").diagnostics()
    assert diagnostic == {"file": str(bad), "line": 3, "column": 15, "severity": "error",
                          "code": "V5", "message": "hand cannot be negative (-2)",
                          "path": "players[0].hand"}


def test_all_schema_errors_are_reported_in_position_order(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: flowers\nplayers:\n  - {name: A, hand: x, tiles: [red dak 2]}\n"
                   "  - {name: B, hand: 1, tiles: [{colour: red, back: light}]}\nextra: 1\n")
    diagnostics = run_cli("score", str(bad), "-f", "json").diagnostics()
    assert [(d["line"], d["code"]) for d in diagnostics] == [
        (3, "schema"), (3, "V4"), (4, "V2"), (5, "unknown-key")]
    assert diagnostics[2]["message"] == "a tile needs flowers or a multiplier"


def test_validate_prints_no_scores() -> None:
    run = run_cli("validate", T1)
    assert run.code == 0
    assert run.stdout == f"{T1}: valid (flowers, 2 players)\n"
    [verdict] = run_cli("validate", T1, "-f", "json").json_lines()
    assert verdict == {"file": T1, "game": "flowers", "valid": True, "errors": [],
                       "warnings": []}


def test_validate_shows_warnings(tmp_path: Path) -> None:
    board = tmp_path / "early.yaml"
    board.write_text("game: flowers\nplayers:\n  - {name: A, hand: 2, tiles: [red light 2]}\n"
                     "  - {name: B, hand: 3, tiles: [red dark 3]}\n")
    run = run_cli("validate", str(board))
    assert run.code == 0
    assert ": warning[W1]: no player has 3 pairs" in run.stderr


def test_schema_command_prints_the_schema() -> None:
    run = run_cli("schema", "flowers")
    assert run.code == 0
    assert json.loads(run.stdout)["$id"] == "urn:boardscore:schema:flowers"
    assert run_cli("schema", "chess").code == 2


def test_example_command_prints_a_valid_example() -> None:
    text = run_cli("example", "flowers").stdout
    assert text.startswith("# yaml-language-server: $schema=boardscore.schema.json\n# Flowers")
    run = run_cli("score", "-", "-f", "json", stdin=text)
    assert run.code == 0
    assert run.json()["winners"] == ["Cleo"]
    names = run_cli("example", "flowers", "--list").stdout.split()
    assert "two-players.yaml" in names
    pointer = "# yaml-language-server: $schema=boardscore.schema.json\n"
    assert run_cli("example", "flowers", "--name", "two-players").stdout == \
        pointer + Path(T1).read_text()
    assert run_cli("example", "flowers", "--name", "nope").code == 2


def test_games_lists_variants_and_every_decision() -> None:
    out = run_cli("games").stdout
    assert "flowers — Flowers: A Mandala Game (2-4 players)" in out
    for number in range(1, 22):
        assert f"D{number} " in out
    data = json.loads(run_cli("games", "-f", "json").stdout)
    flowers = next(game for game in data if game["id"] == "flowers")
    assert [d["id"] for d in flowers["decisions"]] == [f"D{n}" for n in range(1, 22)]


def test_usage_errors_exit_2() -> None:
    assert run_cli("score").code == 2
    assert run_cli("score", T1, "--format", "yaml").code == 2


def test_output_is_deterministic() -> None:
    runs: list[Run] = [run_cli("score", T3, "-f", "json", "--explain") for _ in range(2)]
    assert runs[0].stdout == runs[1].stdout


def test_format_choices_are_the_reporters() -> None:
    from boardscore.options import SCORE_FORMATS
    from boardscore.reporters import REPORTERS

    assert list(SCORE_FORMATS) == list(REPORTERS)


L1 = str(EXAMPLES / "flowers" / "two-players-log.yaml")
L2 = str(EXAMPLES / "flowers" / "three-players-log.yaml")


def test_tableau_of_a_turn_log_round_trips() -> None:
    run = run_cli("flowers", "--tableau", L1)
    assert run.code == 0
    assert run.stdout.startswith(f"# Derived by boardscore from {L1}\ngame: flowers\n")
    derived = yaml.safe_load(run.stdout)
    assert derived["players"] == [{"name": "Ana", "hand": 6, "tiles": ["green light 2"]},
                                  {"name": "Ben", "hand": 2, "tiles": ["red dark x3"]}]
    rescored = run_cli("score", "-", "-f", "json", stdin=run.stdout).json()
    original = run_cli("score", L1, "-f", "json").json()
    assert [p["total"] for p in rescored["players"]] == [p["total"] for p in original["players"]]


def test_derived_for_several_files_and_as_json() -> None:
    run = run_cli("score", "--derived", L1, L2)
    assert len(list(yaml.safe_load_all(run.stdout))) == 2
    assert "\n---\n" in run.stdout
    lines = run_cli("score", "--derived", L1, L2, "-f", "json").json_lines()
    assert [len(doc["players"]) for doc in lines] == [2, 3]


def test_derived_of_an_invalid_log_reports_the_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(Path(L1).read_text().replace("take: dark ", "take: dark\n    draw: 9 "))
    run = run_cli("flowers", "--tableau", str(bad), "-f", "json")
    assert run.code == 1
    assert run.stdout == ""
    assert run.diagnostics()[0]["code"] in ("V27", "V29")


def test_a_game_without_a_derived_form() -> None:
    run = run_cli("score", "--derived", str(EXAMPLES / "world-wonders" / "solo-hard.yaml"),
                  "-f", "json")
    assert run.code == 2
    assert run.diagnostics()[0]["code"] == "no-derived-form"


def test_mondo_converts_rows_and_tiles_both_ways() -> None:
    """Rules §4.4: --rows, then --tiles, gives back the tiles; both score the same."""
    example = str(EXAMPLES / "mondo" / "beginner-two-players.yaml")
    rows = run_cli("mondo", "--rows", example).stdout
    assert "rows:\n      1: [WSFS gorilla, WWWS _]" in rows
    assert "tiles:" not in rows
    back = run_cli("mondo", "--tiles", "-", stdin=rows).stdout
    original = run_cli("mondo", "--derived", example).stdout
    assert back.split("\n", 1)[1] == original.split("\n", 1)[1]
    assert run_cli("score", "-", "-f", "json", stdin=rows).json()["players"] == \
        run_cli("score", example, "-f", "json").json()["players"]
    both = run_cli("mondo", "--rows", "--tiles", example)
    assert both.code == 2
    assert "choose one" in both.stderr


def test_turn_log_explain_lists_every_turn() -> None:
    out = run_cli("score", L2, "--explain").stdout
    assert ("turn 6: Cleo plays 1 yellow face up at mandala 2 (3 there); draws 2; mandala 2 "
            "completes: Ben takes dark red x3, Ana takes light purple 1; Ana discards 3, Ben "
            "discards 4, Cleo takes back 3; refill light yellow 2, dark orange 3; hands Ana 4, "
            "Ben 5, Cleo 9") in out
    assert "purple: tile 1 (light 1, taken turn 6, mandala 2), lone → 1" in out


def test_every_board_in_the_readme_scores() -> None:
    """Every whole board shown in the READMEs and docs/ (excerpts start with a comment)."""
    pages = [EXAMPLES.parent / "README.md", EXAMPLES.parent / "README.fr.md",
             *sorted((EXAMPLES.parent / "docs").glob("*.md"))]
    readme = "".join(page.read_text("utf-8") for page in pages)
    boards = [block.split("```", 1)[0] for block in readme.split("```yaml\n")[1:]]
    boards = [board for board in boards if board.startswith("game:")]
    assert len(boards) >= 2
    for board in boards:
        run = run_cli("score", "-", "-f", "json", stdin=board)
        assert run.code == 0, (board, run.stderr)


def test_a_record_reduced_to_itself_scores_as_it_did() -> None:
    """`clans --villages` on a record that places villages by terrain only writes them by
    terrain (it wrote `territory: null` once, which boardscore then refused)."""
    record = str(EXAMPLES / "clans" / "three-players-record.yaml")
    derived = run_cli("clans", "--villages", record).stdout
    assert "territory: null" not in derived
    assert "terrain: steppe" in derived
    assert run_cli("score", "-", "-f", "json", stdin=derived).json()["players"] == \
        run_cli("score", record, "-f", "json").json()["players"]
