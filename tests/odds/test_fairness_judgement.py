"""The fairness page's one rule (docs/fairness.md §4): too early below MIN_DEALS deals,
unusual when a row or the best-hand share leaves its band or the chi-square test is
below 1 %, fair otherwise."""

from __future__ import annotations

import pytest

from drawpoker.evaluator import HandCategory
from drawpoker.odds.fairness import MIN_DEALS
from tests.support.fairness import figures


@pytest.mark.reported("new-player-evening-2#2")
def test_the_players_25_deals_are_too_early_to_judge() -> None:
    """The report's page: high card 18 of 25 (72 %, outside its band) with the
    chi-square at 2.9 %: no verdict either way yet."""
    fair = figures({HandCategory.HIGH_CARD: 18, HandCategory.ONE_PAIR: 7}, p_value=0.029)
    assert fair.hands < MIN_DEALS
    assert fair.judgement == "early"


@pytest.mark.reported("new-player-evening-2#2")
def test_a_row_outside_its_band_makes_the_verdict_unusual() -> None:
    usual = {HandCategory.HIGH_CARD: 100, HandCategory.ONE_PAIR: 84,
             HandCategory.TWO_PAIR: 10, HandCategory.THREE_OF_A_KIND: 6}
    assert figures(usual).judgement == "fair"
    many_trips = {**usual, HandCategory.THREE_OF_A_KIND: 30}
    fair = figures(many_trips)
    assert any(not s.inside for _c, s in fair.categories)
    assert fair.judgement == "unusual"
    assert figures(usual, p_value=0.005).judgement == "unusual"
