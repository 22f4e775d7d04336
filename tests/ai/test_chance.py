"""The chance to win "now" (drawpoker/ai/chance.py): once an opponent's cards are face up
at the showdown, what they show is the answer, not what his play suggested."""

from __future__ import annotations

import pytest

from drawpoker.ai.chance import chance_now
from tests.support.hands import asked_to_show


@pytest.mark.reported("new-player-evening#3")
@pytest.mark.parametrize(("mine", "want"), [("Ac Ad Kh 9s 2c", 0.0),   # a pair of aces loses
                                             ("Ac Ad As 9s 2c", 1.0)])  # three aces win
def test_a_shown_hand_is_the_answer(mine: str, want: float) -> None:
    # "Your chance now: 98 %" was shown beside the opponent's winning hand
    assert chance_now(asked_to_show(mine)) == pytest.approx(want)
