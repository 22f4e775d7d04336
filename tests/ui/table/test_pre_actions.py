"""Pre-action boxes: what they offer facing a bet or not, and a ticked Check cleared when someone bets (real App, real pygame events)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.engine import ActionType, PlayerActed, TableRules
from tests.support.harness import Harness
from tests.support.table import play_out_checking

_SESSION = ("sit_out", "auto_rebuy")


def _pre_labels(h: Harness, t) -> list[str]:  # type: ignore[no-untyped-def]
    """Labels of the pre-action boxes shown now, top-left to bottom-right."""
    h.app.stack.draw(h.app.screen)
    shown = [box for k, box in t.pre.boxes if box.visible and k not in _SESSION]
    return [box.label for box in sorted(shown, key=lambda b: (b.rect.y, b.rect.x))]


def _waiting(t, facing: bool) -> bool:  # type: ignore[no-untyped-def]
    from drawpoker.engine import Phase

    hand = t.hand
    return (t.mode == "wait" and not t.director.busy and hand is not None and not hand.is_over
            and hand.phase is Phase.FIRST_BETTING and hand.to_act != t.hero
            and t.snapshot().pre_acts and (t.seat.facing_bet() > 0) is facing)


def _next(h: Harness) -> None:
    play_out_checking(h)
    h.key(pygame.K_RETURN, "\r")


@pytest.mark.reported("new-player-2#14")
@pytest.mark.harness(seed=5)
def test_pre_actions_facing_a_bet_offer_call_n_and_fold(h: Harness) -> None:
    """"Check" and "Check/Fold" were offered while facing a bet."""
    rules = TableRules.from_dict({"structure": "no-limit", "small_blind": 10, "big_blind": 20})
    t = h.sit_down(persist=False, rules=rules, buy_in=1000)
    for _ in range(12):
        if h.until(lambda: _waiting(t, True) or (t.hand is not None and t.hand.is_over)
                   or t.mode == "bet", 3000) and _waiting(t, True):
            n = t.seat.facing_bet()
            labels = _pre_labels(h, t)
            assert labels == ["Fold", f"Call {n}", "Call any", "Raise any"], labels
            box = [b for k, b in t.pre.boxes if b.visible and b.label == f"Call {n}"][0]
            h.click(box.rect.center)
            assert box.checked
            h.until(lambda n=n: t.mode == "bet" or t.seat.facing_bet() != n
                    or (t.hand is not None and t.hand.is_over), 3000)
            if t.seat.facing_bet() != n and not t.hand.is_over:
                assert t.pre.preaction is None and not box.checked, "a raise clears Call N"
            else:
                mine = [e for e in t.hand.events if isinstance(e, PlayerActed) and e.seat == t.hero]
                assert mine and mine[0].kind is ActionType.CALL, "Call N called N"
            return
        _next(h)
    pytest.fail("the player never waited facing a bet")


@pytest.mark.reported("new-player-2#14")
@pytest.mark.harness(seed=1)
def test_a_ticked_check_is_cleared_when_someone_bets(h: Harness) -> None:
    """With nothing to call the boxes are Check/Fold, Check, ...; a ticked
    "Check" loses its meaning when someone bets and is cleared (the "Call N" box is shown
    instead, unticked)."""
    rules = TableRules.from_dict({"structure": "no-limit", "ante": 10})
    opponents = [("Ada", "maniac"), ("Bo", "maniac"), ("Cy", "maniac"), ("Di", "maniac")]
    t = h.sit_down(persist=False, rules=rules, opponents=opponents, buy_in=500)
    for _ in range(20):
        if h.until(lambda: _waiting(t, False) or (t.hand is not None and t.hand.is_over)
                   or t.mode == "bet", 3000) and _waiting(t, False):
            assert _pre_labels(h, t) == ["Check/Fold", "Check", "Call any", "Raise any"]
            box = [b for k, b in t.pre.boxes if k == "check"][0]
            h.click(box.rect.center)
            assert box.checked and t.pre.preaction == "check"
            h.until(lambda: t.mode == "bet" or t.seat.facing_bet() > 0
                    or (t.hand is not None and t.hand.is_over), 3000)
            if t.seat.facing_bet() > 0 and not t.hand.is_over:
                assert t.pre.preaction is None and not box.checked
                assert box.label.startswith("Call ")
                return
        _next(h)
    pytest.fail("nobody bet while the player waited with Check ticked")


@pytest.mark.reported("new-player-evening-3#2")
@pytest.mark.harness(seed=1, speed="normal", size=(960, 540))
def test_at_150_percent_the_hands_words_stay_off_the_pre_action_boxes(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """At 150 % text, while others act, "Pair of aces, queen kicker" broke onto a second
    line over the "Check/Fold" box: over the boxes the words keep to one line, clear of
    every box."""
    from tests.support.text_layout import texts_of_frame

    h.app.change_settings(text_size=150)
    t = h.sit_down(persist=False, rules=TableRules.from_dict({"structure": "no-limit",
                                                             "ante": 10}), buy_in=1000)
    assert h.until(lambda: any(b.visible for _k, b in t.pre.boxes)
                   and bool(t.canvas.frame().controls.words), 2000)
    words = t.canvas.frame().controls.words
    drawn = [d for d in texts_of_frame(h.app, monkeypatch)
             if d.caller.endswith("view_bars:draw_controls")]
    mine = [d.whole for d in drawn if d.text and d.text in words]
    assert len(mine) == 1 and drawn[0].text == words, [d.text for d in drawn]
    boxes = [b.rect for _k, b in t.pre.boxes if b.visible]
    assert mine[0].collidelist(boxes) == -1, (mine, boxes)
