"""The example boards shipped inside the package: examples/<game>/*.yaml (and .json)."""

from __future__ import annotations

from importlib import resources


def example_names(game: str) -> list[str]:
    folder = resources.files(__name__).joinpath(game)
    if not folder.is_dir():
        return []
    return sorted(entry.name for entry in folder.iterdir()
                  if entry.name.endswith((".yaml", ".json")))


def example_text(game: str, name: str) -> str:
    return resources.files(__name__).joinpath(game, name).read_text("utf-8")
