"""Keys at the table: Space never deals the next hand past the result (real App, real pygame events)."""

from __future__ import annotations

import pygame
import pytest

from tests.support.harness import Harness
from tests.support.table import bet_turn, fold


@pytest.mark.reported("new-player-2#5")
@pytest.mark.harness(seed=5)
def test_space_never_deals_the_next_hand(h: Harness) -> None:
    """Hurried Space presses at the end of a hand went past the result."""
    t = h.sit_down(persist=False)
    la = bet_turn(h, t)
    assert la is not None
    fold(h)
    assert h.wait_mode("over") == "over"
    no = t.hand_no
    for _ in range(5):
        h.key(pygame.K_SPACE, " ")
        h.frames(3)
    assert t.hand_no == no and t.mode == "over", "Space only skips animations"
    h.key(pygame.K_n, "n")
    h.frames(2)
    assert t.hand_no == no + 1, "N deals the next hand"
