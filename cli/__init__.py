"""The boardscore command line: reads files, runs the pipeline, reports, sets the exit code."""

__version__ = "0.2.0"
