"""The bet amount box: only the digits 0-9 typed at a bet change the amount (real pygame events)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.engine import (
    ActionType,
)
from tests.support.harness import Harness
from tests.support.table import hero_acts


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
    before = t.bet.amount
    h.key(0, char)  # crashed: int("²") -> ValueError
    assert t.mode == "bet" and t.bet.typed == "" and t.bet.amount == before
    h.key(pygame.K_4, "4")
    h.key(0, char)
    h.key(pygame.K_0, "0")
    assert t.bet.typed == "40" and t.bet.amount == 40


@pytest.mark.harness(seed=11)
def test_ctrl_alt_meta_keys_and_letters_in_the_amount_box_are_not_actions(h: Harness) -> None:
    """Ctrl+A in the amount box went all in for the whole stack: a key with Ctrl, Alt,
    Meta or the OS key held never fires F/C/R/A, and neither does a letter typed while
    the amount box holds typed digits."""
    t = h.sit_down(persist=False)
    assert h.wait_mode("bet", "draw", "show", "over", "busted") == "bet"
    before = len(hero_acts(t))
    for mod in (pygame.KMOD_LCTRL, pygame.KMOD_RCTRL, pygame.KMOD_LALT, pygame.KMOD_LMETA,
                pygame.KMOD_LGUI):
        for key, text in ((pygame.K_a, "a"), (pygame.K_f, "f"), (pygame.K_c, "c"),
                          (pygame.K_r, "r")):
            h.key(key, "" if mod & pygame.KMOD_CTRL else text, mod=mod)
            assert t.mode == "bet" and len(hero_acts(t)) == before, (mod, key)
    la = t.legal
    can_size = ActionType.BET in la.kinds or ActionType.RAISE in la.kinds
    if can_size:
        h.key(pygame.K_2, "2")
        assert t.bet.typed == "2"
        for key, text in ((pygame.K_a, "a"), (pygame.K_f, "f"), (pygame.K_c, "c"),
                          (pygame.K_r, "r"), (pygame.K_k, "k"), (pygame.K_b, "b")):
            h.key(key, text)
            assert t.mode == "bet" and len(hero_acts(t)) == before, key
        assert t.bet.typed == "2"
    # without modifiers and with the box empty, the shortcut still works
    t.bet.typed = ""
    h.key(pygame.K_c, "c")
    assert len(hero_acts(t)) == before + 1


@pytest.mark.reported("new-player-evening#1")
@pytest.mark.harness(seed=5)
def test_digits_typed_with_no_amount_box_leave_the_letter_keys_alive(h: Harness) -> None:
    """Facing an all-in call (Fold / Call N, all in: no amount box on screen), digits and
    Enter typed earlier in the turn left C, F and A swallowed as letters "in the box";
    with no box, digits type nothing and C still calls."""
    from drawpoker.engine import TableRules
    from tests.support.table import bet_turn, next_hand_with_stacks

    rules = TableRules.from_dict({"structure": "no-limit", "small_blind": 10, "big_blind": 20})
    t = h.sit_down(persist=False, rules=rules, opponents=[("Ada", "rock")], buy_in=400)
    for _ in range(6):
        next_hand_with_stacks(h, t, {t.hero: 15, 1: 400})
        la = bet_turn(h, t)
        if la is None or ActionType.CALL not in la.kinds:
            continue
        assert not t.bet.slider.visible, "an all-in call has no amount box"
        before = len(hero_acts(t))
        for key, text in ((pygame.K_4, "4"), (pygame.K_5, "5"), (pygame.K_RETURN, "\r")):
            h.key(key, text)
        assert t.bet.typed == ""
        h.key(pygame.K_c, "c")
        assert len(hero_acts(t)) == before + 1 and hero_acts(t)[-1].all_in
        return
    pytest.fail("the player never faced the big blind with 5 chips")
