"""Jacks or better, nobody opens: the table says so at its centre, the button reads
*Deal again*, and the next deal tells the carried pot and where the button moved
(issue #16 item 3; real App, real pygame events)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.engine import ActionType, TableRules
from tests.support.harness import Harness
from tests.support.table import Preferring, check_until_over, texts_drawn_now


@pytest.mark.reported("issue-16#3")
@pytest.mark.harness(seed=3)
def test_a_deal_nobody_opens_is_told_at_the_table(h: Harness,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    rules = TableRules.from_dict({"structure": "no-limit", "ante": 10,
                                  "open_requirement": "jacks-or-better"})
    t = h.sit_down(persist=False, rules=rules, buy_in=1000)
    for seat in t.session.policies:
        t.session.set_policy(seat, Preferring(ActionType.SHOW, ActionType.CHECK, ActionType.CALL))
    check_until_over(h)  # nobody opens where the rule asks for openers
    assert t.mode == "over" and t.visual.passed_out
    h.frames(2)
    texts = texts_drawn_now(h, monkeypatch)
    drawn, told = " | ".join(texts), " ".join(texts)  # told: the lines of a wrapped note read on
    assert "Nobody opened" in drawn and "stays for the next deal" in told, drawn
    assert "Passed out" in drawn and "Before the draw" not in drawn, drawn
    assert t.bar.buttons["next"].label == "Deal again"
    assert not any(str(sv.last_action) == "Checks" for sv in t.visual.seats)
    carried = t.visual.pots[0]
    h.key(pygame.K_RETURN, "\r")
    h.until(lambda: not t.director.busy, 600)
    drawn = " | ".join(texts_drawn_now(h, monkeypatch))
    assert "Pot carried over from the last deal" in drawn and "button moved to" in drawn, drawn
    assert str(carried) in drawn


@pytest.mark.reported("issue-16#3")
@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_the_passed_out_banner_covers_no_plate_and_no_card(
        h: Harness, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    from drawpoker.ui import paint

    eight = [(f"Seat {k}", "rock") for k in range(1, 8)]
    t = h.sit_down(persist=False, rules=TableRules.from_dict(
        {"structure": "no-limit", "ante": 10, "open_requirement": "jacks-or-better"}),
        opponents=eight, buy_in=1000)
    h.resize(size)
    h.until(lambda: not t.director.busy, 600)
    t.visual.banner = "Nobody opened: you need jacks or better to open. The pot of 80 stays."
    panels: list[pygame.Rect] = []
    real = paint.panel

    def spy(surface, rect, *a, **kw):  # type: ignore[no-untyped-def]
        panels.append(pygame.Rect(rect))
        return real(surface, rect, *a, **kw)

    monkeypatch.setattr(paint, "panel", spy)
    h.app.stack.draw(h.app.screen)
    monkeypatch.setattr(paint, "panel", real)
    lay = t.layout
    plates = [sl.plate for sl in lay.seats.values()]
    banner = [p for p in panels if p not in plates and p.collidepoint(lay.pot[0], p.centery)]
    assert banner
    cards = [r for sl in lay.seats.values() for r in (*sl.cards, *sl.shown)]
    assert banner[-1].collidelist(plates + cards) == -1, (size, banner[-1])


@pytest.mark.reported("fresh-user#1")
@pytest.mark.harness(seed=3)
def test_deal_again_at_a_kept_table_deals_the_redeal(h: Harness) -> None:
    """At a table kept in the profile, *Deal again* after a deal nobody opened deals the
    redeal: the table is stored before the chain's first deal, and the redeal is journalled
    with it (docs/rules.md §5: the pot stays for the next deal), never stored mid-chain."""
    rules = TableRules.from_dict({"structure": "no-limit", "ante": 10,
                                  "open_requirement": "jacks-or-better"})
    t = h.sit_down(persist=True, rules=rules, buy_in=1000)
    for seat in t.session.policies:
        t.session.set_policy(seat, Preferring(ActionType.SHOW, ActionType.CHECK, ActionType.CALL))
    check_until_over(h)  # nobody opens where the rule asks for openers
    assert t.mode == "over" and t.visual.passed_out
    assert t.table.carried_pot > 0
    h.key(pygame.K_RETURN, "\r")
    h.until(lambda: not t.director.busy, 600)
    assert t.hand is not None and not t.visual.passed_out
    assert t.keeper is not None and t.keeper.saved() is not None
