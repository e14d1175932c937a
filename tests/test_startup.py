"""What a scored file loads at start-up (issue 22 item 7): the reporters of other formats are
imported when their format is asked for, and each is found under its own name; neither
`typing` nor `dataclasses` nor `inspect` is imported at all."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from boardscore.reporters import REPORTERS

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
EXAMPLE = EXAMPLES / "flowers" / "three-players.yaml"
# The files whose start-up bench/README.md measures, one or two of each game
BENCHMARKED = ("flowers/three-players.yaml", "flowers/three-players-complete-log.yaml",
               "mondo/three-rounds-advanced.yaml", "clans/four-players-replay.yaml",
               "world-wonders/three-players-advanced.yaml")


def test_every_format_finds_its_reporter() -> None:
    for name in REPORTERS:
        assert REPORTERS[name].name == name
    assert len(REPORTERS) == len(list(REPORTERS))


def test_a_text_report_loads_no_other_format() -> None:
    code = ("import sys; from boardscore.console import run\n"
            "sys.argv = ['boardscore', 'score', *sys.argv[1:]]\n"
            "try:\n    run()\nexcept SystemExit:\n    pass\n"
            "sys.stderr.write(' '.join(sorted(m for m in sys.modules if m in ("
            "'csv', 'boardscore.reporters.csv_format', 'boardscore.reporters.json_format', "
            "'boardscore.reporters.markdown_format', 'boardscore.reporters.bgstats_format'))))")
    done = subprocess.run([sys.executable, "-c", code, str(EXAMPLE)], capture_output=True,
                          text=True, check=False)
    assert done.stderr == ""
    done = subprocess.run([sys.executable, "-c", code, str(EXAMPLE), "-f", "csv"],
                          capture_output=True, text=True, check=False)
    assert done.stderr == "boardscore.reporters.csv_format csv"


def test_a_scored_file_imports_no_typing() -> None:
    """typing costs a scored file about 3% of its instructions, and typing.NamedTuple's string
    annotations the process's first compile() (another 3%): the package reads typing's names
    under `if TYPE_CHECKING:` only, and scorers/record.py makes its NamedTuples."""
    code = ("import sys; from boardscore.console import run\n"
            "sys.argv = ['boardscore', *sys.argv[1:]]\n"
            "try:\n    run()\nexcept SystemExit:\n    pass\n"
            "sys.stderr.write(' '.join(m for m in ('typing', 'dataclasses', 'inspect', 'ast') "
            "if m in sys.modules))")
    for name in BENCHMARKED:
        for language in ("en", "fr"):
            done = subprocess.run([sys.executable, "-c", code, "--lang", language, "score",
                                   str(EXAMPLES / name)],
                                  capture_output=True, text=True, check=False)
            assert done.stderr == "", (name, language, done.stderr)
