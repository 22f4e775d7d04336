"""The advisor speaks of the hand in play only: the odds of the last hand's draw never show
in the next hand (real pygame events; a fresh user saw "Your draw had 28.7% to improve"
and "You stood pat: 80.0% to win" with jack high before the draw of a new hand)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from drawpoker.engine import ActionType, Phase
from tests.support.harness import Harness
from tests.support.screens import sit_at_tournament
from tests.support.table import Preferring

LAST_DRAW = ("Your draw had ", "You stood pat")


def _table(h: Harness, kind: str) -> Any:
    if kind == "tournament":
        return sit_at_tournament(h, seats=3)[1].playing  # the table it plays
    return h.sit_down(persist=False)


@pytest.mark.harness(seed=11)
@pytest.mark.parametrize("kind", ["cash", "tournament"])
def test_after_a_hand_with_a_draw_the_next_hands_advisor_is_about_the_new_hand(
        h: Harness, kind: str) -> None:
    t = _table(h, kind)
    h.key(pygame.K_h, "h")  # the advisor on
    assert t.seat.advisor_on()
    passive = Preferring(ActionType.SHOW, ActionType.CHECK, ActionType.CALL, discard=3)
    for seat in t.session.policies:  # every hand reaches the draw
        t.session.set_policy(seat, passive)
    drew_in = None
    for _ in range(80):
        mode = h.wait_mode("bet", "draw", "show", "over", "busted")
        if mode == "draw":
            h.key(pygame.K_1, "1")
            h.key(pygame.K_2, "2")
            h.key(pygame.K_RETURN, "\r")  # draw two
            continue
        if mode == "bet" and drew_in is None and t.pick.odds:
            drew_in = t.hand  # the draw's odds are on show after the draw, as they should be
            assert any(line.startswith(LAST_DRAW) for line in t.seat.advisor_lines(t.pick.selected, t.pick.odds))
        if mode == "bet" and drew_in is not None and t.hand is not drew_in:
            assert t.hand.phase is Phase.FIRST_BETTING  # the new hand, before its draw
            h.frames(1)
            lines = t.seat.advisor_lines(t.pick.selected, t.pick.odds)
            assert lines and not any(line.startswith(LAST_DRAW) for line in lines), lines
            assert not any(line.startswith(LAST_DRAW) for line in t.controls.advisor)
            return
        if mode == "bet":
            h.key(pygame.K_c, "c")
            continue
        h.answer(mode)  # show; Next hand
    pytest.fail("never reached the next hand's first bet after a draw")
