"""Every file the program prints for a user to keep or edit, and the YAML samples of the
documentation: `new` for every game, form and option (English and French, YAML and JSON),
`example` for every example, the derived forms (`--derived`, Mondo's `--rows` and `--tiles`)
of every example, the ```yaml blocks of the README, docs/ and the rules references."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

from boardscore.scorers.registry import GAMES

from conftest import ROOT, run_cli

Printed = tuple[str, str]  # (a name saying what printed it, the text)

# Every count a game takes, so that templates with one line per player are all seen.
PLAYERS = {"clans": ["A,B", "A,B,C,D"], "flowers": ["A,B", "A,B,C,D"],
           "mondo": ["A", "A,B,C,D"], "world-wonders": ["A", "A,B", "A,B,C,D,E"]}


def _choices(game: str) -> Iterator[list[str]]:
    """Every combination of the game's `new` options (an option without a default: given or
    not)."""
    options = GAMES[game].new_options
    ranges = [[*(["--" + o.name, c] for c in o.choices), *([[]] if o.default is None else [])]
              for o in options]
    for combination in itertools.product(*ranges):
        yield [word for option in combination for word in option]


@cache
def new_files() -> tuple[Printed, ...]:
    """`boardscore new` for every game, option, player count and language, as YAML and as
    JSON (-o NAME.json): every call the program accepts."""
    found: list[Printed] = []
    for game in GAMES:
        for options, players, lang, suffix in itertools.product(
                _choices(game), PLAYERS[game], ("en", "fr"), ("yaml", "json")):
            args = ["--lang", lang, "new", game, *options, "--players", players]
            name = "new-" + "-".join([game, *(o.lstrip("-") for o in options),
                                      str(players.count(",") + 1), lang]) + "." + suffix
            text = _new_text(args, suffix)
            if text is not None:
                found.append((name, text))
    return tuple(found)


def _new_text(args: list[str], suffix: str) -> str | None:
    if suffix == "yaml":
        run = run_cli(*args)
        return run.stdout if run.code == 0 else None
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / "new.json"
        run = run_cli(*args, "-o", str(target))
        return target.read_text("utf-8") if run.code == 0 else None


def example_names(game: str) -> list[str]:
    return run_cli("example", game, "--list").stdout.split()


@cache
def example_files() -> tuple[Printed, ...]:
    return tuple((f"example-{game}-{name}", run_cli("example", game, "--name", name).stdout)
                 for game in GAMES for name in example_names(game))


@cache
def derived_files() -> tuple[Printed, ...]:
    """`boardscore GAME FILE --FORM` for every derived form of every example that has one."""
    found: list[Printed] = []
    for game, entry in GAMES.items():
        folder = ROOT / "examples" / game
        for example in sorted(folder.glob("*.yaml")):
            for form in entry.derived_forms:
                form_name = form if isinstance(form, str) else str(getattr(form, "name", form))
                run = run_cli(game, str(example), "--" + form_name)
                if run.code == 0 and run.stdout.strip():
                    found.append((f"{game}-{example.stem}--{form_name}", run.stdout))
    return tuple(found)


DOCUMENTS = sorted([ROOT / "README.md", ROOT / "README.fr.md", *ROOT.glob("docs/*.md"),
                    *ROOT.glob("scorers/*/rules*.md"), *ROOT.glob("CONTRIBUTING.md")])
FENCE = re.compile(r"^```ya?ml[^\n]*\n(.*?)^```", re.MULTILINE | re.DOTALL)


@cache
def documentation_samples() -> tuple[Printed, ...]:
    found: list[Printed] = []
    for document in DOCUMENTS:
        text = document.read_text("utf-8")
        for number, match in enumerate(FENCE.finditer(text), 1):
            line = text.count("\n", 0, match.start()) + 1
            found.append((f"{document.relative_to(ROOT)}:{line} (sample {number})",
                          match.group(1)))
    return tuple(found)
