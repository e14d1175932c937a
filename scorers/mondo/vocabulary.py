"""The rule facts the web page's Mondo editor offers as buttons, from the scorer's own tables."""

from __future__ import annotations

from boardscore.scorers.mondo.board import GLOBE
from boardscore.scorers.mondo.model import CARDS, LAND_SPECIES, TASK_VALUES, Landscape

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any

BONUS_CHIPS = (1, 2, 3, 4)  # rules §4 (`chip`): the bonus chip a player took to end a round


def vocabulary() -> dict[str, Any]:
    species: dict[str, list[str]] = {}
    for animal, landscape in LAND_SPECIES.items():
        species.setdefault(str(landscape), []).append(animal)
    return {
        "layout": list(GLOBE),
        "landscapes": [str(landscape) for landscape in Landscape],
        "species": species,
        "cards": list(CARDS),
        "tasks": list(TASK_VALUES),
        "chips": list(BONUS_CHIPS),
    }
