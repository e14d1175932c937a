"""The rule facts the web page's Flowers editor offers as buttons, from the scorer's tables."""

from __future__ import annotations

from boardscore.scorers.flowers.model import BUILT_IN_COLOURS, Back

TYPE_CHECKING = False  # typing's, without importing typing (a scored file never loads it)
if TYPE_CHECKING:
    from typing import Any

FLOWER_COUNTS = tuple(range(1, 10))  # rules §1 (tile faces): 1 to 9 flowers…
MULTIPLIERS = (2, 3)  # …or a ×2 or ×3 multiplier


def vocabulary() -> dict[str, Any]:
    return {
        "colours": list(BUILT_IN_COLOURS),
        "backs": [str(back) for back in Back],
        "flowers": list(FLOWER_COUNTS),
        "multipliers": list(MULTIPLIERS),
    }
