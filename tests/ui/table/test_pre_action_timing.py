"""Pre-action boxes while the table is busy: a click on a box ticks it even while an
animation plays (it is never taken as "skip the animation"), and the antes flying in
never make the boxes read as if a bet were to be called (issue #16, items 1 and 8; real
App, real pygame events)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.engine import PreAction, TableRules
from tests.support.harness import Harness

ANTE_TABLE = TableRules.from_dict({"structure": "no-limit", "ante": 10})


def _shown_labels(t) -> list[str]:  # type: ignore[no-untyped-def]
    return [box.label for _k, box in t.pre.boxes if box.visible]


@pytest.mark.reported("issue-16#1")
@pytest.mark.harness(seed=4, speed="normal")
def test_a_click_on_a_box_during_the_deal_ticks_it_and_skips_nothing(h: Harness) -> None:
    t = h.sit_down(persist=False, rules=ANTE_TABLE, buy_in=1000)
    assert h.until(lambda: t.director.busy and any(b.visible for _k, b in t.pre.boxes), 400)
    box = dict(t.pre.boxes)[PreAction.CHECK_FOLD]
    assert box.visible
    queued = len(t.director.queue)
    h.click(box.rect.center)
    assert box.checked, "the click on Check/Fold was taken as a skip"
    assert t.pre.preaction is PreAction.CHECK_FOLD
    assert t.director.busy and len(t.director.queue) >= queued - 3, \
        "the click skipped the deal's animation"


@pytest.mark.reported("issue-16#1")
@pytest.mark.harness(seed=4, speed="normal")
def test_a_click_beside_the_boxes_still_skips_the_animation(h: Harness) -> None:
    t = h.sit_down(persist=False, rules=ANTE_TABLE, buy_in=1000)
    assert h.until(lambda: t.director.busy, 50)
    h.click(t.layout.center)
    assert not t.director.busy


@pytest.mark.reported("issue-16#8")
@pytest.mark.harness(seed=4, speed="normal")
def test_antes_flying_in_never_read_as_a_bet_to_call(h: Harness) -> None:
    t = h.sit_down(persist=False, rules=ANTE_TABLE, buy_in=1000)
    seen: list[list[str]] = []
    for _ in range(240):
        h.frames(1)
        labels = _shown_labels(t)
        if labels:
            seen.append(labels)
        if t.mode == "bet" or (t.visual.round_name and not t.director.busy):
            break
    assert seen, "no pre-action box was shown during the deal"
    for labels in seen:
        assert "Fold" not in labels and not any(lb.startswith("Call ") and lb != "Call any"
                                                for lb in labels), labels


@pytest.mark.reported("evening-1#1")
@pytest.mark.harness(seed=4, speed="normal")
@pytest.mark.parametrize("mode", ["draw", "show", "busted"])
def test_a_shown_box_takes_its_click_whatever_the_mode_says(
        h: Harness, monkeypatch: pytest.MonkeyPatch, mode: str) -> None:
    """A box on screen takes its click: the click is hit-tested against the boxes shown
    before the controls mode is asked (a mode read at the click that differs from the one
    the boxes were shown for never turns the click into a skip)."""
    from drawpoker.ui.table.seat import PlayerSeat

    t = h.sit_down(persist=False, rules=ANTE_TABLE, buy_in=1000)
    assert h.until(lambda: t.director.busy and any(b.visible for _k, b in t.pre.boxes), 400)
    box = dict(t.pre.boxes)[PreAction.CHECK_FOLD]
    monkeypatch.setattr(PlayerSeat, "mode", property(lambda _seat: mode))
    # the press alone: a pointer move first would show the controls of the patched mode
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=box.rect.center, button=1))
    h.frames(1)
    assert box.checked and t.pre.preaction is PreAction.CHECK_FOLD, mode
    assert t.director.busy, "the click on a shown box skipped the animation"
