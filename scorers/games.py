"""What a game package provides (GameInfo, evaluate), and loading one by id.

The ids live in scorers/registry.py; the CLI and the reporters need no change for a new game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from importlib import import_module
from typing import Any, Protocol

from boardscore.scorers.diagnostics import Diagnostic
from boardscore.scorers.registry import GAME_MODULES, game_ids
from boardscore.scorers.result import Result

__all__ = ["Decision", "Evaluation", "GameInfo", "GameModule", "game_ids", "load_game"]

@dataclass(frozen=True, slots=True)
class Decision:
    id: str
    text: str


@dataclass(frozen=True, slots=True)
class GameInfo:
    id: str
    title: str
    players: str
    variants: tuple[str, ...]
    decisions: tuple[Decision, ...]
    rules: str  # the rules reference this scorer follows
    default_example: str  # the file `boardscore example GAME` prints, under examples/GAME/
    # ANSI colours of the characters of the game's text pictures (`boards` with --explain),
    # used only when the output is a terminal.
    palette: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Evaluation:
    """A validated document's outcome: a result, or the rule errors that prevent one."""

    result: Result | None
    errors: tuple[Diagnostic, ...] = ()
    # Builds the simpler file the input reduces to (a Flowers turn log's final tableau);
    # called only for --derived. None: the game has no such form.
    derive: Callable[[], dict[str, Any]] | None = None


class GameModule(Protocol):
    INFO: GameInfo

    def evaluate(self, document: Mapping[str, Any], *, explain: bool = False,
                 options: Mapping[str, str] | None = None) -> Evaluation:
        """Score a schema-valid document; `explain` asks for the evidence behind each line;
        `options` are the command-line overrides the registry declares for the game."""


def load_game(game_id: str) -> GameModule:
    module: GameModule = import_module(GAME_MODULES[game_id])
    return module
