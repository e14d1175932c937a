"""The registry of supported games. Adding a game: a package under scorers/, a schema, examples,
and one entry in GAME_MODULES; the CLI and the reporters need no change."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from importlib import import_module
from typing import Any, Protocol

from scorers.diagnostics import Diagnostic
from scorers.result import Result

# id -> module; the module exposes INFO (GameInfo) and evaluate(document).
GAME_MODULES: dict[str, str] = {
    "flowers": "scorers.flowers",
}


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


@dataclass(frozen=True, slots=True)
class Evaluation:
    """A validated document's outcome: a result, or the rule errors that prevent one."""

    result: Result | None
    errors: tuple[Diagnostic, ...] = ()


class GameModule(Protocol):
    INFO: GameInfo

    def evaluate(self, document: Mapping[str, Any]) -> Evaluation: ...


def game_ids() -> tuple[str, ...]:
    return tuple(GAME_MODULES)


def load_game(game_id: str) -> GameModule:
    module: GameModule = import_module(GAME_MODULES[game_id])  # type: ignore[assignment]
    return module
