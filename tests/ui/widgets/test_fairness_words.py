"""The fairness page's words (docs/fairness.md §4): its rows follow the verdict's rule,
a row called out is never in the colour of good news, and the technical figures stand
under *Details*, not in the verdict."""

from __future__ import annotations

import pytest

from drawpoker.evaluator import HandCategory
from drawpoker.ui.theme import NEGATIVE, POSITIVE
from drawpoker.ui.widgets.fairness_view import details, headline, verdict
from tests.support.fairness import figures


@pytest.mark.reported("new-player-evening-2#2")
def test_too_early_says_so_and_calls_out_no_row() -> None:
    fair = figures({HandCategory.HIGH_CARD: 18, HandCategory.ONE_PAIR: 7}, p_value=0.029)
    words, _tone = headline(fair)
    assert words.startswith("Too early to judge")
    assert [verdict(s, fair.judgement)[0] for _c, s in fair.categories] == [""] * 9


@pytest.mark.reported("new-player-evening-2#2")
def test_a_row_called_out_is_unusual_in_the_warning_colour() -> None:
    fair = figures({HandCategory.HIGH_CARD: 100, HandCategory.ONE_PAIR: 84,
                    HandCategory.TWO_PAIR: 10, HandCategory.THREE_OF_A_KIND: 30})
    words, tone = headline(fair)
    assert words.startswith("Unusual") and tone == NEGATIVE
    called = [verdict(s, fair.judgement) for _c, s in fair.categories if not s.inside]
    assert called and all(color == NEGATIVE != POSITIVE for _w, color in called)


@pytest.mark.reported("new-player-evening-2#2")
def test_the_jargon_is_in_the_details_not_the_verdict() -> None:
    for counts in ({HandCategory.HIGH_CARD: 100, HandCategory.ONE_PAIR: 84,
                    HandCategory.TWO_PAIR: 10, HandCategory.THREE_OF_A_KIND: 6},
                   {HandCategory.HIGH_CARD: 3}):
        fair = figures(counts)
        words, _tone = headline(fair)
        for jargon in ("hi-square", "docs/", "verify FILE", "degree"):
            assert jargon not in words
        assert any("Chi-square" in line for line in details(fair))
