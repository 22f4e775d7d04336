"""Fairness figures made by hand for the fairness page's tests."""

from __future__ import annotations

from drawpoker.evaluator import HandCategory
from drawpoker.odds.fairness import ALL_HANDS, DEALT_COUNTS, Fairness, band


def figures(counts: dict[HandCategory, int], p_value: float | None = 0.5) -> Fairness:
    """Figures over ``counts`` deals per category (best first, as the page orders them),
    the best-hand share at its expected 1 in 5, the chi-square test at ``p_value``."""
    n = sum(counts.values())
    rows = [(cat, band(DEALT_COUNTS[cat] / ALL_HANDS, n, counts.get(cat, 0)))
            for cat in sorted(DEALT_COUNTS, reverse=True)]
    return Fairness(n, rows, 1.0, 1, p_value, band(0.2, n, 0.2 * n))
