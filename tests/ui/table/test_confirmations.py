"""Confirmations at the table: a call over the player's share of his stack, an all-in call, a fold when checking is free (real App, real pygame events)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.engine import (
    ActionType,
    PlayerActed,
    TableRules,
)
from drawpoker.ui.scenes.dialog import NoticeScene
from drawpoker.ui.table.scene import TableScene
from tests.support.harness import Harness
from tests.support.table import bet_turn, hero_acts, next_hand_with_stacks, play_out_checking


@pytest.mark.reported("new-player-2#11")
@pytest.mark.harness(seed=5)
@pytest.mark.parametrize("confirm_allin", [False, True])
def test_an_all_in_call_over_the_share_asks_once(h: Harness, confirm_allin: bool) -> None:
    """"over half my stack" asked for a 51 % call but not for a call of the
    whole stack (all in) while "Confirm all-in" was off; with it on, one question only."""
    h.app.settings = h.app.settings.replace(confirm_call_fraction=0.5)
    h.app.settings = h.app.settings.replace(confirm_allin=confirm_allin)
    rules = TableRules.from_dict({"structure": "no-limit", "small_blind": 10, "big_blind": 20})
    t = h.sit_down(persist=False, rules=rules, opponents=[("Ada", "rock")], buy_in=400)
    for _ in range(6):
        play_out_checking(h)
        t.table.seats[t.hero].stack = 15
        t.table.seats[1].stack = 400
        h.key(pygame.K_RETURN, "\r")
        la = bet_turn(h, t)
        if la is None or ActionType.CALL not in la.kinds:
            continue
        assert t.hand.view(t.hero).seats[t.hero].stack == 5 <= la.call_amount
        h.key(pygame.K_c, "c")
        top = h.app.stack.top
        assert isinstance(top, NoticeScene), "an all-in call of the whole stack asks"
        h.key(pygame.K_LEFT)  # from the cautious Cancel to Yes
        h.key(pygame.K_RETURN, "\r")
        h.frames(2)
        assert not isinstance(h.app.stack.top, NoticeScene), "asked once, not twice"
        last = [e for e in t.hand.events if isinstance(e, PlayerActed) and e.seat == t.hero][-1]
        assert last.all_in and last.amount == 5
        return
    pytest.fail("the player never faced the big blind with 5 chips")


@pytest.mark.reported("fresh-user#62")
@pytest.mark.harness(seed=11)
def test_all_in_confirmation_asks_before_sending(h: Harness) -> None:
    h.app.settings = h.app.settings.replace(confirm_allin=True)
    t = h.sit_down(persist=False)
    for _ in range(20):
        mode = h.wait_mode("bet", "draw", "show", "over", "busted")
        if mode == "bet" and ActionType.ALLIN in t.legal.kinds:
            before = len(hero_acts(t))
            h.key(pygame.K_a, "a")
            assert h.app.stack.top is not t, "a confirmation is shown"
            assert len(hero_acts(t)) == before, "nothing sent before the player confirms"
            notice = h.app.stack.top
            assert isinstance(notice, NoticeScene)
            assert notice.choices[notice.focus][0] == "Cancel", "the cautious choice is focused"
            h.key(pygame.K_RETURN, "\r")  # one Enter cancels: the stack stays
            h.frames(2)
            assert h.app.stack.top is t and len(hero_acts(t)) == before
            h.key(pygame.K_a, "a")
            h.key(pygame.K_LEFT)
            h.key(pygame.K_RETURN, "\r")
            h.frames(30)
            assert h.app.stack.top is t
            assert hero_acts(t)[-1].all_in
            return
        h.answer(mode)
    pytest.fail("never had the chance to go all in")


def reach_free_check(h: Harness, t: TableScene) -> None:
    """Play (checking or calling) until it is the player's turn with a free check."""
    for _ in range(30):
        la = bet_turn(h, t)
        if la is None:
            next_hand_with_stacks(h, t, {})
            continue
        if ActionType.CHECK not in la.kinds:
            h.answer("bet")
            continue
        return
    pytest.fail("never had a free check")


@pytest.mark.reported("new-player#14")
@pytest.mark.harness(seed=5)
def test_fold_when_checking_is_free_asks_and_offers_the_check(h: Harness) -> None:
    """F with a free check folded at once; now a question offers the check."""
    t = h.sit_down(persist=False)
    reach_free_check(h, t)
    before = len(t.hand.events)
    h.key(pygame.K_f, "f")
    notice = h.app.stack.top
    assert isinstance(notice, NoticeScene) and "check for free" in notice.message
    assert len(t.hand.events) == before, "nothing is sent before the answer"
    h.key(pygame.K_RETURN, "\r")  # the default answer: check
    h.frames(2)
    assert hero_acts(t)[-1].kind is ActionType.CHECK


@pytest.mark.reported("new-player#14")
@pytest.mark.harness(seed=5)
@pytest.mark.parametrize(("share", "asks"), [(0.5, False), (0.25, True)])
def test_call_confirmation_asks_only_over_the_share(h: Harness, share: float, asks: bool) -> None:
    """"over half my stack" asked for a call of exactly half (heads-up, the
    player in the small blind with 20 behind calls 10 more)."""
    h.app.settings = h.app.settings.replace(confirm_call_fraction=share)
    rules = TableRules.from_dict({"structure": "no-limit", "small_blind": 10, "big_blind": 20})
    t = h.sit_down(persist=False, rules=rules, opponents=[("Ada", "rock")], buy_in=400)
    for _ in range(6):
        next_hand_with_stacks(h, t, {t.hero: 30, 1: 400})
        la = bet_turn(h, t)
        if la is None or la.call_amount != 10:
            continue
        assert t.hand.view(t.hero).seats[t.hero].stack == 20
        h.key(pygame.K_c, "c")
        assert isinstance(h.app.stack.top, NoticeScene) is asks
        return
    pytest.fail("the player never called 10 from the small blind")


@pytest.mark.reported("review: the free-fold question had no switch")
@pytest.mark.harness(seed=5)
def test_with_confirm_folding_off_a_free_fold_is_sent_at_once(h: Harness) -> None:
    h.app.settings = h.app.settings.replace(confirm_free_fold=False)
    t = h.sit_down(persist=False)
    reach_free_check(h, t)
    h.key(pygame.K_f, "f")
    assert h.app.stack.top is t, "no question"
    assert hero_acts(t)[-1].kind is ActionType.FOLD
