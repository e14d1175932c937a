"""The `boardscore` console script: the language is chosen before the command line is built,
so that every help text is written in it (main.py translates them as it defines them)."""

import sys


def run() -> None:
    from boardscore.language import choose, from_arguments

    choose(from_arguments(sys.argv[1:]))
    from boardscore.main import run as run_app

    run_app()
