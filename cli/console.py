"""The `boardscore` console script: the language is chosen before the command line is built,
so that every help text is written in it (main.py translates them as it defines them).
`boardscore --version` is answered here, without building the command line at all: it is
the call scripts make most often to check what is installed."""

import gc
import os
import sys
from collections.abc import Callable

from boardscore import __version__, streams
from boardscore.globalflags import HELP, LANG, VERSION


def run() -> None:
    # A start-up creates some 30,000 long-lived objects (modules, classes, functions, the
    # schemas): with the default threshold (700) the cyclic collector walks them about 25
    # times, 7 ms of a scored file (issue 22 item 7). Its own data holds no cycles worth
    # collecting sooner; mypy and others raise the threshold the same way.
    gc.set_threshold(100_000, 20, 20)
    arguments = sys.argv[1:]
    if "_BOARDSCORE_COMPLETE" in os.environ and _completed():
        return
    if _only_version(arguments):
        _print_version()
        return
    # lazy: --version and completion answer without the language module
    from boardscore.language import choose, from_arguments, known, third_party

    given = from_arguments(arguments)
    chosen = choose(given, for_typer=False)
    if known(given) and _helped(_after_language(arguments)):
        return
    # lazy: the fast path's reader, not for --help, completion or --version
    from boardscore.fastpath import fast_request

    # --lang xx: the Typer application refuses it for every command (exit 2, a usage error)
    fast = fast_request(_after_language(arguments)) if known(given) else None
    if fast is None:
        if chosen != "en":
            third_party(chosen)
        guarded(_application)
        return
    # lazy: the batch (yaml, the pipeline) only once the fast path took the command
    from boardscore.batch import run_batch

    files, request = fast
    guarded(lambda: int(run_batch(files, request, sys.stdout, sys.stderr)))


def _completed() -> bool:
    """A shell's completion request answered from the option table (fastcomplete.py); False
    leaves it to Typer."""
    # lazy: only a shell's completion request reads the option table this way
    from boardscore.fastcomplete import fast_completion

    answer = fast_completion(os.environ)
    if answer is None:
        return False
    guarded(lambda: _written(answer + "\n"))
    return True


def _helped(arguments: list[str]) -> bool:
    """`boardscore [COMMAND] --help` from the option table (fasthelp.py), when it knows the
    page; False leaves it to Typer."""
    if arguments[-1:] != [HELP]:
        return False
    # lazy: only --help pages are written from the table
    from boardscore.fasthelp import fast_help

    page = fast_help(arguments)
    if page is None:
        return False
    guarded(lambda: _written(page))
    return True


def _written(text: str) -> int:
    sys.stdout.write(text)
    sys.stdout.flush()
    return 0


def _application() -> int:
    """The Typer application (main.py): help, errors and everything the fast path leaves."""
    # lazy: Typer's application, only for what the fast path leaves
    from boardscore.main import app
    from boardscore.status import ExitStatus

    app()
    return int(ExitStatus.OK)


def guarded(work: Callable[[], int]) -> None:
    """Run the command on safe streams (streams.py) and exit with its status. A closed pipe
    ends quietly with 141, an output that cannot be written with one message and 2, Ctrl-C
    with 130 and SIGTERM with 143, both after removing any half-written output file."""
    # lazy: --version needs neither signal nor the status table
    import signal

    from boardscore.status import ExitStatus

    streams.prepare()
    signal.signal(signal.SIGTERM, _terminated)
    try:
        status = work()
    except SystemExit as done:
        status = done.code if isinstance(done.code, int) else int(done.code is not None)
    except OSError as exc:
        sys.exit(streams.failed(exc))
    except KeyboardInterrupt:
        status = ExitStatus.INTERRUPTED
    code = streams.finish(status)
    # The process ends here: at exit the interpreter's collector walks every object the run
    # made (three full collections, some 20M instructions, 6% of a scored file: issue 22 item
    # 7); frozen objects are left to the operating system, as the rest of the process's memory.
    gc.freeze()
    sys.exit(code)


def _terminated(*_unused: object) -> None:
    """SIGTERM unwinds like Ctrl-C does, so that `finally` blocks remove temporary files."""
    # lazy: --version needs neither signal nor the status table
    from boardscore.status import ExitStatus

    raise SystemExit(ExitStatus.TERMINATED)


def _after_language(arguments: list[str]) -> list[str]:
    """The arguments from the command on: a leading global `--lang X` is the language's."""
    if arguments[:1] == [LANG] and len(arguments) > 1:
        return arguments[2:]
    if arguments[:1] and arguments[0].startswith(f"{LANG}="):
        return arguments[1:]
    return arguments


def _only_version(arguments: list[str]) -> bool:
    """`--version`, perhaps beside a global `--lang X` (the version reads the same in every
    language)."""
    rest = list(arguments)
    for index, argument in enumerate(rest):
        if argument == LANG and index + 1 < len(rest) and rest[index + 1] in ("en", "fr"):
            del rest[index:index + 2]
            break
        if argument in (f"{LANG}=en", f"{LANG}=fr"):
            del rest[index]
            break
    return rest == [VERSION]


def _print_version() -> None:
    streams.prepare()
    status = 0
    try:
        sys.stdout.write(f"boardscore {__version__}\n")
        sys.stdout.flush()
    except OSError as exc:
        sys.exit(streams.failed(exc))
    sys.exit(streams.finish(status))
