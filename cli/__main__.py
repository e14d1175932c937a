"""`python -m boardscore`: the same command line as the `boardscore` script."""

from boardscore.main import run

run()
