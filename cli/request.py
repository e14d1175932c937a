"""What the user asked for, as one frozen object: the command line parses its options into a
Request once and hands it down (main -> batch -> pipeline -> reporter)."""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum

from boardscore.scorers.record import Record, field


class Mode(Enum):
    SCORE = "score"  # results (`score`, `boardscore GAME`)
    VALIDATE = "validate"  # a verdict per file, no scores
    DERIVE = "derive"  # the simpler file each input reduces to (--derived)
    RENDER = "render"  # one board as SVG (`render`)


class Request(Record):
    mode: Mode = Mode.SCORE
    format: str = "text"
    explain: bool = False
    # The per-game commands read a file without `game:` as this game, and refuse others.
    only_game: str | None = None
    # A game's command-line overrides (a level), as its declaration names them.
    options: Mapping[str, str] = field(default_factory=dict)
    # render: which board (`round`, `player`), and where the picture goes.
    board: Mapping[str, str] = field(default_factory=dict)
    output: str | None = None
    force: bool = False
    strict: bool = False  # --strict: a file with warnings exits 1
    quiet: bool = False  # --quiet: no batch summary, no progress bar
    colour: str = "auto"  # --color auto|always|never (streams.colour_wanted)
    jobs: int = 1  # --jobs: worker processes for a batch (0: one per core; parallel.py)
    # --derived: which of the game's derived forms (the registry's derived_forms; None: the
    # first, e.g. --tiles rather than --rows).
    form: str | None = None
