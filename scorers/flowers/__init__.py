"""Flowers: A Mandala Game — final-tableau scoring (rules reference: shared/rules/flowers.md)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorers.flowers.checks import check_tableau
from scorers.flowers.info import INFO
from scorers.flowers.parse import parse_tableau
from scorers.flowers.score import score_tableau
from scorers.games import Evaluation

__all__ = ["INFO", "evaluate"]


def evaluate(document: Mapping[str, Any], *, explain: bool = False) -> Evaluation:
    """Score a schema-valid Flowers document, or return the rule errors that prevent it."""
    tableau = parse_tableau(document)
    diagnostics = check_tableau(tableau)
    errors = tuple(d for d in diagnostics if d.is_error)
    if errors:
        return Evaluation(None, errors)
    return Evaluation(score_tableau(tableau, diagnostics, explain=explain))
