"""Jacks or better, nobody opens: the table says so at its centre, the button reads
*Deal again*, and the next deal tells the carried pot and where the button moved
(issue #16 item 3; real App, real pygame events)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.engine import Action, ActionType, TableRules
from tests.support.harness import Harness
from tests.support.table import texts_drawn_now


class Checker:
    """Never opens: checks, stands pat, shows."""

    def decide(self, view, rng):  # type: ignore[no-untyped-def]
        la = view.legal
        for kind in (ActionType.SHOW, ActionType.CHECK, ActionType.CALL):
            if kind in la.kinds:
                return Action(la.seat, kind)
        return Action(la.seat, ActionType.FOLD)

    def choose_discards(self, view, rng):  # type: ignore[no-untyped-def]
        return Action(view.seat, ActionType.DRAW)


@pytest.mark.reported("issue-16#3")
@pytest.mark.harness(seed=3)
def test_a_deal_nobody_opens_is_told_at_the_table(h: Harness,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    rules = TableRules.from_dict({"structure": "no-limit", "ante": 10,
                                  "open_requirement": "jacks-or-better"})
    t = h.sit_down(persist=False, rules=rules, buy_in=1000)
    t.policies = {seat: Checker() for seat in t.policies}
    for _ in range(10):
        mode = h.wait_mode("bet", "over")
        if mode == "over":
            break
        h.key(pygame.K_c, "c")  # check: nobody opens
    assert t.mode == "over" and t.visual.passed_out
    h.frames(2)
    drawn = " | ".join(texts_drawn_now(h, monkeypatch))
    assert "Nobody opened" in drawn and "stays for the next deal" in drawn, drawn
    assert "Passed out" in drawn and "Before the draw" not in drawn, drawn
    assert t.buttons["next"].label == "Deal again"
    assert not any(str(sv.last_action) == "Checks" for sv in t.visual.seats)
    carried = t.visual.pots[0]
    h.key(pygame.K_RETURN, "\r")
    h.until(lambda: not t.director.busy, 600)
    drawn = " | ".join(texts_drawn_now(h, monkeypatch))
    assert "Pot carried over from the last deal" in drawn and "button moved to" in drawn, drawn
    assert str(carried) in drawn
