"""The table's chips and betting words tell the truth (new player's findings 3, 9, 13, 14).

Driven through a real :class:`App` with real pygame events (see ``test_ui_harness``):
posted blinds are drawn as bets and counted in every pot figure, the betting buttons never
offer one action twice, stale words leave the seats, and confirmations follow the settings.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_ui_harness import Harness

from drawpoker.engine import ActionType, HandStarted, PlayerActed, TableRules
from drawpoker.ui.scenes.dialog import NoticeScene

BLINDS = {"game": "ace-to-five", "structure": "pot-limit", "ante": 25, "small_blind": 10,
          "big_blind": 20}


@pytest.fixture
def h(tmp_path: Path):  # type: ignore[no-untyped-def]
    harness = Harness(tmp_path, seed=5)
    yield harness
    harness.close()


@pytest.mark.parametrize("ante", [25, 0])
def test_posted_blinds_are_bets_in_front_of_the_posters_and_count_in_the_pot(h: Harness, ante: int) -> None:
    """Finding 3: the blinds stay in front of whoever posted them (only the antes are
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
            line = t.advisor_lines()[0]
            assert f"to win {view.pot_total:,}" in line, line
        if t.quick[3].visible:
            h.click(t.quick[3].rect.center)
            # RULES.md §4: raise to the current bet + the pot after calling, blinds counted
            want = la.current_bet + view.pot_total + la.call_amount
            assert t.amount == min(want, la.allin_to) == la.max_to
            return
        h.answer(mode)
    pytest.fail("never had a turn before the draw with the Pot button")


def _next_hand_with_stacks(h: Harness, t, stacks: dict[int, int]) -> None:  # type: ignore[no-untyped-def]
    """Play the current hand out (check/call), set the seats' chips between hands and
    press Enter for the next deal."""
    for _ in range(40):
        mode = h.wait_mode("bet", "draw", "show", "over", "busted")
        if mode in ("over", "busted"):
            break
        h.answer(mode)
    for seat, chips in stacks.items():
        t.table.seats[seat].stack = chips
    h.key(pygame.K_RETURN, "\r")


def _bet_turn(h: Harness, t):  # type: ignore[no-untyped-def]
    """Run to the player's next betting turn (None if the hand ends first)."""
    mode = h.wait_mode("bet", "over", "busted", "draw", "show")
    while mode in ("draw", "show"):
        h.answer(mode)
        mode = h.wait_mode("bet", "over", "busted", "draw", "show")
    if mode != "bet":
        return None
    h.frames(1)  # the controls are laid out by a drawn frame
    return t.legal


def _no_action_twice(t) -> None:  # type: ignore[no-untyped-def]
    """Finding 9: no two usable buttons do the same thing."""
    b, la = t.buttons, t.legal
    stack = t.hand.view(t.hero).seats[t.hero].stack
    if ActionType.CALL in la.kinds and la.call_amount >= stack:
        assert "all in" in b["call"].sublabel
        assert not b["allin"].visible, "the call already puts every chip in"
    if b["raise"].visible and b["raise"].enabled:
        assert int(b["raise"].sublabel.replace(",", "")) < la.allin_to, "Raise to N = All in N"


def test_a_call_of_the_whole_stack_is_one_button_saying_all_in(h: Harness) -> None:
    """Finding 9: "Call 430" next to "All in 490" put the same chips in; now the call says
    it is all in and no All in button repeats it (heads-up, the player in the small blind
    with 5 chips behind: the call to the big blind is all in)."""
    rules = TableRules.from_dict({"structure": "no-limit", "small_blind": 10, "big_blind": 20})
    t = h.sit_down(persist=False, rules=rules, opponents=[("Ada", "rock")], buy_in=400)
    for _ in range(6):
        _next_hand_with_stacks(h, t, {t.hero: 15, 1: 400})
        la = _bet_turn(h, t)
        if la is None or ActionType.CALL not in la.kinds:
            continue
        stack = t.hand.view(t.hero).seats[t.hero].stack
        assert la.call_amount >= stack == 5
        _no_action_twice(t)
        assert t.buttons["call"].sublabel == "5, all in"
        h.click(t.buttons["call"].rect.center)
        last = [e for e in t.hand.events if isinstance(e, PlayerActed) and e.seat == t.hero][-1]
        assert last.all_in and last.amount == 5
        return
    pytest.fail("the player never faced the big blind with 5 chips")


def test_fixed_limit_short_stack_is_told_the_truth_and_offered_all_in_once(h: Harness) -> None:
    """Finding 9: with fewer chips than a bet, fixed limit said "bets and raises are 3"
    (what he had) and showed "Raise to N" beside "All in N"; now the hint names the real
    bet size and only All in is offered."""
    rules = TableRules.from_dict({"structure": "fixed-limit", "ante": 5})
    t = h.sit_down(persist=False, rules=rules, opponents=[("Ada", "rock")], buy_in=200)
    for _ in range(6):
        _next_hand_with_stacks(h, t, {t.hero: 8, 1: 200})  # 3 behind after the ante
        la = _bet_turn(h, t)
        if la is None or not ({ActionType.BET, ActionType.RAISE} & la.kinds):
            continue
        _no_action_twice(t)
        assert not t.buttons["raise"].visible, "every bet he can make is the all in"
        assert t.buttons["allin"].visible and t.buttons["allin"].enabled
        hint = t.fixed_limit_hint(la)
        assert "are 10" in hint and "all in" in hint, hint
        h.click(t.buttons["allin"].rect.center)
        last = [e for e in t.hand.events if isinstance(e, PlayerActed) and e.seat == t.hero][-1]
        assert last.all_in
        return
    pytest.fail("the player never had a chance to bet short")


def test_a_quick_size_is_lit_only_until_the_amount_changes(h: Harness) -> None:
    """Finding 13: ½ Pot stayed lit after the arrow keys changed the amount and on the next
    turn; now it is lit right after its click and not after a key or on a new turn."""
    t = h.sit_down(persist=False, buy_in=1000)
    for _ in range(30):
        la = _bet_turn(h, t)
        if la is None:
            _next_hand_with_stacks(h, t, {})
            continue
        if not t.quick[1].visible:
            h.answer("bet")
            continue
        assert t.quick_chosen is None, "a new turn starts with no quick size chosen"
        assert not any(q.hovered for q in t.quick)
        h.click(t.quick[1].rect.center)
        assert t.quick_chosen == 1 and t.quick[1].hovered
        h.key(pygame.K_UP)
        assert t.quick_chosen is None and not t.quick[1].hovered, "the arrow changed the amount"
        h.click(t.quick[3].rect.center)
        assert t.quick_chosen == 3
        h.key(pygame.K_c, "c")  # check or call: the next turn must start unlit
        la = _bet_turn(h, t)
        if la is not None and t.quick[3].visible:
            assert t.quick_chosen is None
        return
    pytest.fail("never had a turn with the quick sizes")


def test_betting_words_leave_the_seats_by_the_draw_and_a_draw_is_said_once(h: Harness) -> None:
    """Finding 13: "Bets 60" / "Calls 60" stayed under the seats through the draw and an
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
            _next_hand_with_stacks(h, t, {})
            continue
        h.answer(mode)
    pytest.fail("never reached the draw")


def test_fold_when_checking_is_free_asks_and_offers_the_check(h: Harness) -> None:
    """Finding 14: F with a free check folded at once; now a question offers the check."""
    t = h.sit_down(persist=False)
    for _ in range(30):
        la = _bet_turn(h, t)
        if la is None:
            _next_hand_with_stacks(h, t, {})
            continue
        if ActionType.CHECK not in la.kinds:
            h.answer("bet")
            continue
        before = len(t.hand.events)
        h.key(pygame.K_f, "f")
        notice = h.app.stack.top
        assert isinstance(notice, NoticeScene) and "check for free" in notice.message
        assert len(t.hand.events) == before, "nothing is sent before the answer"
        h.key(pygame.K_RETURN, "\r")  # the default answer: check
        h.frames(2)
        last = [e for e in t.hand.events if isinstance(e, PlayerActed) and e.seat == t.hero][-1]
        assert last.kind is ActionType.CHECK
        return
    pytest.fail("never had a free check")


@pytest.mark.parametrize(("share", "asks"), [(0.5, False), (0.25, True)])
def test_call_confirmation_asks_only_over_the_share(h: Harness, share: float, asks: bool) -> None:
    """Finding 14: "over half my stack" asked for a call of exactly half (heads-up, the
    player in the small blind with 20 behind calls 10 more)."""
    h.app.settings = h.app.settings.replace(confirm_call_fraction=share)
    rules = TableRules.from_dict({"structure": "no-limit", "small_blind": 10, "big_blind": 20})
    t = h.sit_down(persist=False, rules=rules, opponents=[("Ada", "rock")], buy_in=400)
    for _ in range(6):
        _next_hand_with_stacks(h, t, {t.hero: 30, 1: 400})
        la = _bet_turn(h, t)
        if la is None or la.call_amount != 10:
            continue
        assert t.hand.view(t.hero).seats[t.hero].stack == 20
        h.key(pygame.K_c, "c")
        assert isinstance(h.app.stack.top, NoticeScene) is asks
        return
    pytest.fail("the player never called 10 from the small blind")
