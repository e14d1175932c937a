"""What a scored file loads at start-up (issue 22 item 7): the reporters of other formats are
imported when their format is asked for, and each is found under its own name."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from boardscore.reporters import REPORTERS

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "flowers" / "three-players.yaml"


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
