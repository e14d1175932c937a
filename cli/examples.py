"""The example boards shipped inside the package (examples/<game>/*.yaml)."""

from __future__ import annotations

from importlib import resources


def example_names(game: str) -> list[str]:
    folder = resources.files("examples").joinpath(game)
    if not folder.is_dir():
        return []
    return sorted(entry.name for entry in folder.iterdir()
                  if entry.name.endswith((".yaml", ".json")))


def example_text(game: str, name: str) -> str:
    return resources.files("examples").joinpath(game, name).read_text("utf-8")
