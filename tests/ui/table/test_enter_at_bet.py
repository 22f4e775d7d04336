"""Enter at a bet bets only an amount the player chose in this decision (real pygame
events): an Enter meant for *Next hand* or *Draw* never bets at the turn that follows."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.engine import ActionType
from tests.support.harness import Harness
from tests.support.table import hero_acts


def _sizable_bet_after_enter_at_next_hand(h: Harness):  # type: ignore[no-untyped-def]
    """Play plain keys (check or fold at a bet, Enter elsewhere) until a hand is over, press Enter
    there (Next hand) and run to the player's next bet where a bet or raise is allowed."""
    t = h.sit_down(persist=False)
    for _ in range(60):
        mode = h.wait_mode("bet", "draw", "show", "over", "busted")
        if mode == "over":
            h.key(pygame.K_RETURN, "\r")  # Next hand
            if h.wait_mode("bet", "draw", "show", "over", "busted") == "bet":
                la = t.legal
                if ActionType.BET in la.kinds or ActionType.RAISE in la.kinds:
                    return t
            continue
        _plain(h, t, mode)
    raise AssertionError("never asked to bet right after Next hand")


def _plain(h: Harness, t, mode: str) -> None:  # type: ignore[no-untyped-def]
    """Check when free, else fold; stand pat; show; next hand."""
    h.answer(mode, bet="c" if mode == "bet" and t.legal.call_amount == 0 else "f")


def test_enter_at_next_hand_then_again_at_the_turn_does_not_bet(h: Harness) -> None:
    t = _sizable_bet_after_enter_at_next_hand(h)
    before = len(hero_acts(t))
    h.app.toasts.current = None
    h.key(pygame.K_RETURN, "\r")  # the same hurried Enter again: found betting 30
    h.key(pygame.K_KP_ENTER, "\r")
    h.frames(30)
    assert t.mode == "bet" and len(hero_acts(t)) == before
    assert h.app.toasts.current is not None and "R" in h.app.toasts.current[0]


def test_a_typed_amount_and_enter_bets_it(h: Harness) -> None:
    t = _sizable_bet_after_enter_at_next_hand(h)
    la = t.legal
    before = len(hero_acts(t))
    want = la.min_to + 10
    for ch in str(want):
        h.key(pygame.K_0 + int(ch), ch)
    h.key(pygame.K_RETURN, "\r")
    acts = hero_acts(t)
    assert len(acts) == before + 1
    assert acts[-1].kind in (ActionType.BET, ActionType.RAISE)
    assert acts[-1].to == want


def test_a_quick_size_or_an_arrow_key_then_enter_bets(h: Harness) -> None:
    t = _sizable_bet_after_enter_at_next_hand(h)
    before = len(hero_acts(t))
    h.key(pygame.K_UP)  # one bet step more: a deliberate choice
    chosen = t.bet.amount
    h.key(pygame.K_RETURN, "\r")
    acts = hero_acts(t)
    assert len(acts) == before + 1 and acts[-1].to == chosen


def test_the_choice_does_not_carry_into_the_next_decision(h: Harness) -> None:
    t = _sizable_bet_after_enter_at_next_hand(h)
    h.key(pygame.K_UP)
    assert t.bet.chosen
    h.key(pygame.K_c, "c")  # checks or calls instead: the chosen size is left unused
    for _ in range(40):
        mode = h.wait_mode("bet", "draw", "show", "over", "busted")
        if mode == "bet":
            before = len(hero_acts(t))
            assert not t.bet.chosen
            h.key(pygame.K_RETURN, "\r")
            assert len(hero_acts(t)) == before and t.mode == "bet"
            return
        _plain(h, t, mode)
    raise AssertionError("no later bet decision")


@pytest.mark.reported("fresh new player: card keys 4 5 then Enter raised to the minimum")
def test_an_amount_typed_below_the_smallest_bet_is_refused_not_raised(h: Harness) -> None:
    """Card keys pressed at a bet type an amount; Enter then refuses a number below the
    smallest bet, saying so, instead of raising the minimum behind the player's back."""
    t = _sizable_bet_after_enter_at_next_hand(h)
    la = t.legal
    assert la.min_to > 5
    before = len(hero_acts(t))
    h.app.toasts.current = None
    h.key(pygame.K_4, "4")
    h.key(pygame.K_RETURN, "\r")
    h.frames(5)
    assert t.mode == "bet" and len(hero_acts(t)) == before
    shown = h.app.toasts.current
    assert shown is not None and shown[1] and "4 is less than the smallest bet" in shown[0]
