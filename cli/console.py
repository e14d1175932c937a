"""The `boardscore` console script: the language is chosen before the command line is built,
so that every help text is written in it (main.py translates them as it defines them).
`boardscore --version` is answered here, without building the command line at all: it is
the call scripts make most often to check what is installed."""

import sys


def run() -> None:
    arguments = sys.argv[1:]
    if _only_version(arguments):
        _print_version()
        return
    from boardscore.language import choose, from_arguments

    choose(from_arguments(arguments))
    from boardscore.main import run as run_app

    run_app()


def _only_version(arguments: list[str]) -> bool:
    """`--version`, perhaps beside a global `--lang X` (the version reads the same in every
    language)."""
    rest = list(arguments)
    for index, argument in enumerate(rest):
        if argument == "--lang" and index + 1 < len(rest) and rest[index + 1] in ("en", "fr"):
            del rest[index:index + 2]
            break
        if argument in ("--lang=en", "--lang=fr"):
            del rest[index]
            break
    return rest == ["--version"]


def _print_version() -> None:
    from boardscore import __version__, streams

    streams.prepare()
    status = 0
    try:
        sys.stdout.write(f"boardscore {__version__}\n")
        sys.stdout.flush()
    except OSError as exc:
        sys.exit(streams.failed(exc))
    sys.exit(streams.finish(status))
