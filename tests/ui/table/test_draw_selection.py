"""Choosing cards to draw at the table: the draw limit and a kept ace, with a visible reason (real App, real pygame events)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.engine import (
    Discarded,
    TableRules,
)
from tests.support.harness import Harness
from tests.support.screens import reach_draw


@pytest.mark.harness(seed=11)
def test_draw_limit_is_enforced_with_a_visible_reason(h: Harness) -> None:
    rules = TableRules.from_dict({"structure": "no-limit", "ante": 5, "max_draw": 3})
    t = h.sit_down(persist=False, rules=rules)
    assert reach_draw(h, t)
    for k in range(4):
        h.click(t.layout.seats[t.hero].cards[k].center)
    assert t.pick.selected == {0, 1, 2, 3}
    assert t.pick.problem(t.legal, t.seat.own_cards()) == "You may draw at most 3 cards."
    assert not t.bar.buttons["draw"].enabled
    events_before = len(t.hand.events)
    h.click(t.bar.buttons["draw"].rect.center)
    h.key(pygame.K_RETURN, "\r")
    assert len(t.hand.events) == events_before, "an illegal draw must not reach the engine"
    h.click(t.layout.seats[t.hero].cards[3].center)  # unmark one: now legal
    assert t.pick.problem(t.legal, t.seat.own_cards()) is None and t.bar.buttons["draw"].enabled
    h.click(t.bar.buttons["draw"].rect.center)
    mine = [e for e in t.hand.events if isinstance(e, Discarded) and e.seat == t.hero]
    assert mine and mine[0].count == 3


@pytest.mark.harness(seed=11)
def test_four_with_an_ace_needs_a_kept_ace(h: Harness) -> None:
    rules = TableRules.from_dict({"structure": "no-limit", "ante": 5, "max_draw": 3,
                                  "four_with_ace": True})
    t = h.sit_down(persist=False, rules=rules)
    assert reach_draw(h, t)
    cards = t.hand.view(t.hero).own_cards
    non_aces = [k for k, c in enumerate(cards) if c.rank != 14]
    for k in non_aces[:4]:
        h.click(t.layout.seats[t.hero].cards[k].center)
    marked = min(4, len(non_aces))
    if marked == 4 and not any(c.rank == 14 for c in cards):
        assert t.pick.problem(t.legal, t.seat.own_cards()) == "You may draw 4 cards only when you keep an ace."
        assert not t.bar.buttons["draw"].enabled
        h.click(t.layout.seats[t.hero].cards[non_aces[0]].center)
    assert t.pick.problem(t.legal, t.seat.own_cards()) is None and t.bar.buttons["draw"].enabled
