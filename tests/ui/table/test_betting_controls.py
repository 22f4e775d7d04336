"""The table's chips and betting words tell the truth: posted blinds are drawn as bets and counted in the pot, a call of the whole stack is one All-in button, quick sizes, betting words by the draw (real App, real pygame events)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.engine import (
    ActionType,
    HandStarted,
    PlayerActed,
    TableRules,
)
from drawpoker.ui.table import labels
from drawpoker.ui.table.bet_amount import bet_step
from tests.support.harness import Harness
from tests.support.table import bet_turn, five_chip_call, hero_acts, next_hand_with_stacks


@pytest.mark.harness(seed=11)
def test_fixed_limit_shows_fixed_amounts_without_a_slider(h: Harness) -> None:
    rules = TableRules.from_dict({"structure": "fixed-limit", "ante": 5})
    t = h.sit_down(persist=False, rules=rules)
    for _ in range(10):
        mode = h.wait_mode("bet", "draw", "show", "over")
        if mode == "bet":
            la = t.legal
            if ActionType.BET in la.kinds or ActionType.RAISE in la.kinds:
                h.frames(1)
                assert not t.bet.slider.visible and not any(q.visible for q in t.bar.quick)
                assert la.min_to == la.max_to
                h.click(t.bar.buttons["raise"].rect.center)
                assert hero_acts(t)[-1].to == la.min_to
                return
        h.answer(mode)
    pytest.fail("never got a chance to bet")


@pytest.mark.harness(seed=1)
def test_slider_amounts_are_whole_steps_and_pre_actions_hide_after_folding(h: Harness) -> None:
    """Dragging the slider gives whole bet steps (not 479), its ends are the minimum and
    all in exactly; once the player folds, Check/Fold, Call any... are gone."""
    t = h.sit_down(persist=False)
    assert h.wait_mode("bet", "draw", "show", "over", "busted") == "bet"
    la = t.legal
    if ActionType.BET in la.kinds or ActionType.RAISE in la.kinds:
        lo, hi = la.min_to, la.max_to
        step = bet_step(t.rules)
        sl = t.bet.slider.rect
        for f in (0.13, 0.37, 0.61, 0.83):
            h.drag(sl.midleft, (sl.x + sl.width * f, sl.centery))
            assert t.bet.amount in (lo, hi) or t.bet.amount % step == 0, (f, t.bet.amount, step)
        h.drag(sl.midleft, (sl.right + 40, sl.centery))
        assert t.bet.amount == hi
        h.drag(sl.center, (sl.left - 40, sl.centery))
        assert t.bet.amount == lo
    h.click(t.bar.buttons["fold"].rect.center)
    assert t.visual.seats[t.hero].folded or t.hand.is_over
    h.frames(3)
    if not t.hand.is_over:
        boxes = [box for k, box in t.pre.boxes if k not in ("sit_out", "auto_rebuy")]
        assert boxes and not any(box.visible for box in boxes)


BLINDS = {"game": "ace-to-five", "structure": "pot-limit", "ante": 25, "small_blind": 10,
          "big_blind": 20}


@pytest.mark.reported("new-player#3")
@pytest.mark.harness(seed=5)
@pytest.mark.parametrize("ante", [25, 0])
def test_posted_blinds_are_bets_in_front_of_the_posters_and_count_in_the_pot(h: Harness, ante: int) -> None:
    """The blinds stay in front of whoever posted them (only the antes are
    gathered), and the Pot quick size, the pot odds and the total all count them
    (antes and blinds, and blinds alone)."""
    h.app.settings = h.app.settings.replace(advisor_enabled=True)
    t = h.sit_down(persist=False, rules=TableRules.from_dict({**BLINDS, "ante": ante}), buy_in=1000)
    for _ in range(30):
        mode = h.wait_mode("bet", "draw", "show", "over", "busted")
        assert mode != "busted"
        view = t.hand.view(t.hero)
        if mode != "bet" or view.phase.value != "first-betting":
            h.answer(mode)
            continue
        start = next(e for e in t.hand.events if isinstance(e, HandStarted))
        acted = {e.seat for e in t.hand.events if isinstance(e, PlayerActed)}
        for seat, blind in ((start.small_blind_seat, 10), (start.big_blind_seat, 20)):
            if seat not in acted:
                assert t.visual.seats[seat].bet == blind, "the blind is drawn in front of its poster"
        shown = sum(t.visual.pots) + sum(sv.bet for sv in t.visual.seats)
        assert shown == view.pot_total, "every chip in play is on the table"
        assert sum(t.visual.pots) == ante * t.n, "only the antes went to the pot"
        la = t.legal
        if la.call_amount:
            line = [ln for ln in t.seat.advisor_lines(t.pick.selected, t.pick.odds) if ln.startswith("Pot odds")][0]
            assert f"to win {view.pot_total:,}" in line, line
        if t.bar.quick[3].visible:
            h.click(t.bar.quick[3].rect.center)
            # docs/rules.md §4: raise to the current bet + the pot after calling, blinds counted
            want = la.current_bet + view.pot_total + la.call_amount
            assert t.bet.amount == min(want, la.allin_to) == la.max_to
            return
        h.answer(mode)
    pytest.fail("never had a turn before the draw with the Pot button")


def _no_action_twice(t) -> None:  # type: ignore[no-untyped-def]
    """No two usable buttons do the same thing."""
    b, la = t.bar.buttons, t.legal
    stack = t.hand.view(t.hero).seats[t.hero].stack
    if ActionType.CALL in la.kinds and la.call_amount >= stack:
        assert "all in" in b["call"].sublabel
        assert not b["allin"].visible, "the call already puts every chip in"
    if b["raise"].visible and b["raise"].enabled:
        assert int(b["raise"].sublabel.replace(",", "")) < la.allin_to, "Raise to N = All in N"


@pytest.mark.reported("new-player#9")
@pytest.mark.harness(seed=5)
def test_a_call_of_the_whole_stack_is_one_button_saying_all_in(h: Harness) -> None:
    """"Call 430" next to "All in 490" put the same chips in; now the call says
    it is all in and no All in button repeats it (heads-up, the player in the small blind
    with 5 chips behind: the call to the big blind is all in)."""
    t, la = five_chip_call(h)
    stack = t.hand.view(t.hero).seats[t.hero].stack
    assert la.call_amount >= stack == 5
    _no_action_twice(t)
    assert t.bar.buttons["call"].sublabel == "5, all in"
    h.click(t.bar.buttons["call"].rect.center)
    last = [e for e in t.hand.events if isinstance(e, PlayerActed) and e.seat == t.hero][-1]
    assert last.all_in and last.amount == 5


@pytest.mark.reported("new-player#9")
@pytest.mark.harness(seed=5)
def test_fixed_limit_short_stack_is_told_the_truth_and_offered_all_in_once(h: Harness) -> None:
    """With fewer chips than a bet, fixed limit said "bets and raises are 3"
    (what he had) and showed "Raise to N" beside "All in N"; now the hint names the real
    bet size and only All in is offered."""
    rules = TableRules.from_dict({"structure": "fixed-limit", "ante": 5})
    t = h.sit_down(persist=False, rules=rules, opponents=[("Ada", "rock")], buy_in=200)
    for _ in range(6):
        next_hand_with_stacks(h, t, {t.hero: 8, 1: 200})  # 3 behind after the ante
        la = bet_turn(h, t)
        if la is None or not ({ActionType.BET, ActionType.RAISE} & la.kinds):
            continue
        _no_action_twice(t)
        assert not t.bar.buttons["raise"].visible, "every bet he can make is the all in"
        assert t.bar.buttons["allin"].visible and t.bar.buttons["allin"].enabled
        hint = labels.fixed_limit_hint(t.rules, la)
        assert "are 10" in hint and "all in" in hint, hint
        h.click(t.bar.buttons["allin"].rect.center)
        last = [e for e in t.hand.events if isinstance(e, PlayerActed) and e.seat == t.hero][-1]
        assert last.all_in
        return
    pytest.fail("the player never had a chance to bet short")


@pytest.mark.reported("new-player#13")
@pytest.mark.harness(seed=5)
def test_a_quick_size_is_lit_only_until_the_amount_changes(h: Harness) -> None:
    """½ Pot stayed lit after the arrow keys changed the amount and on the next
    turn; now it is lit right after its click and not after a key or on a new turn."""
    t = h.sit_down(persist=False, buy_in=1000)
    for _ in range(30):
        la = bet_turn(h, t)
        if la is None:
            next_hand_with_stacks(h, t, {})
            continue
        if not t.bar.quick[1].visible:
            h.answer("bet")
            continue
        assert t.bet.quick_chosen is None, "a new turn starts with no quick size chosen"
        assert not any(q.hovered for q in t.bar.quick)
        h.click(t.bar.quick[1].rect.center)
        assert t.bet.quick_chosen == 1 and t.bar.quick[1].hovered
        h.key(pygame.K_UP)
        assert t.bet.quick_chosen is None and not t.bar.quick[1].hovered, "the arrow changed the amount"
        h.click(t.bar.quick[3].rect.center)
        assert t.bet.quick_chosen == 3
        h.key(pygame.K_c, "c")  # check or call: the next turn must start unlit
        la = bet_turn(h, t)
        if la is not None and t.bar.quick[3].visible:
            assert t.bet.quick_chosen is None
        return
    pytest.fail("never had a turn with the quick sizes")


@pytest.mark.reported("new-player#13")
@pytest.mark.harness(seed=5)
def test_betting_words_leave_the_seats_by_the_draw_and_a_draw_is_said_once(h: Harness) -> None:
    """"Bets 60" / "Calls 60" stayed under the seats through the draw and an
    opponent's draw showed twice ("Drew 3" tag and "Draws 3" label)."""
    t = h.sit_down(persist=False)
    for _ in range(40):
        mode = h.wait_mode("bet", "draw", "show", "over", "busted")
        if mode == "draw":
            for i, sv in enumerate(t.visual.seats):
                if i != t.hero and not sv.folded and sv.dealt_in:
                    assert str(sv.last_action) == "", (sv.name, str(sv.last_action))
            return
        if mode in ("over", "busted"):
            next_hand_with_stacks(h, t, {})
            continue
        h.answer(mode)
    pytest.fail("never reached the draw")
