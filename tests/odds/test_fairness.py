"""Fairness arithmetic (issue 31, docs/fairness.md §4): the exact dealt-hand odds and the
chi-square tail."""

from __future__ import annotations

import math

import pytest

from drawpoker.evaluator import HandCategory
from drawpoker.odds.fairness import ALL_HANDS, DEALT_COUNTS, chi_square_p

NAMES = ["You", "Bea", "Cy", "Di"]


def test_dealt_counts_are_the_exact_odds() -> None:
    assert sum(DEALT_COUNTS.values()) == ALL_HANDS == math.comb(52, 5)
    assert DEALT_COUNTS[HandCategory.FLUSH] == 4 * math.comb(13, 5) - 40
    assert DEALT_COUNTS[HandCategory.ONE_PAIR] == 13 * math.comb(4, 2) * math.comb(12, 3) * 4**3


@pytest.mark.parametrize(("x", "df", "p"), [(3.841459, 1, 0.05), (11.0705, 5, 0.05),
                                            (2.558212, 10, 0.99), (0.0, 3, 1.0),
                                            (29.5883, 8, 0.00025)])
def test_chi_square_tail(x: float, df: int, p: float) -> None:
    assert chi_square_p(x, df) == pytest.approx(p, rel=2e-3, abs=1e-6)


