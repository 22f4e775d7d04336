"""The bet amount box: only the digits 0-9 typed at a bet change the amount (real pygame events)."""

from __future__ import annotations

import pygame
import pytest

from tests.support.harness import Harness


def _to_bet(h: Harness):  # type: ignore[no-untyped-def]
    """Sit down and play plain keys until the player is asked to bet; returns the table."""
    t = h.sit_down()
    for _ in range(30):
        mode = h.wait_mode("bet", "draw", "show", "over")
        if mode == "bet":
            return t
        h.key(pygame.K_RETURN, "\r") if mode != "show" else h.key(pygame.K_s, "s")
    raise AssertionError("never asked to bet")


@pytest.mark.reported("breaker#1-12")
@pytest.mark.harness(seed=11)
@pytest.mark.parametrize("char", ["²", "①", "٣"])
def test_a_non_ascii_digit_typed_at_a_bet_is_ignored(h: Harness, char: str) -> None:
    t = _to_bet(h)
    before = t.amount
    h.key(0, char)  # crashed: int("²") -> ValueError
    assert t.mode == "bet" and t.typed == "" and t.amount == before
    h.key(pygame.K_4, "4")
    h.key(0, char)
    h.key(pygame.K_0, "0")
    assert t.typed == "40" and t.amount == 40
