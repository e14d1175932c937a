"""The example boards shipped inside the package: examples/<game>/*.yaml (and .json), or in
the package a game's declaration names (`examples_package`, for a game installed apart)."""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable


def _folder(game: str) -> Traversable:
    from boardscore.scorers.registry import GAMES

    entry = GAMES.get(game)
    package = entry.examples_package if entry else __name__
    return resources.files(package).joinpath(game)


def example_names(game: str) -> list[str]:
    folder = _folder(game)
    if not folder.is_dir():
        return []
    return sorted(entry.name for entry in folder.iterdir()
                  if entry.name.endswith((".yaml", ".json")))


def example_text(game: str, name: str) -> str:
    """The example as shipped, its comments in the chosen language (examples/comments.py)."""
    text = _folder(game).joinpath(name).read_text("utf-8")
    if not name.endswith(".yaml"):
        return text
    from boardscore.examples.comments import translated
    from boardscore.scorers.i18n import _

    return translated(text, _)
