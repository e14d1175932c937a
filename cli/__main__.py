"""`python -m boardscore`: the same command line as the `boardscore` script."""

from boardscore.console import run

run()
