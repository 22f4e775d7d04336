"""Tooltips on the table's controls and pre-action boxes: the pointer resting on one
shows its hint after a moment; moving off, a click or a key hides it (issue #16; real
App, real pygame events)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.engine import PreAction, TableRules
from drawpoker.ui.widgets.tooltip import DELAY, Tooltip
from tests.support.harness import Harness
from tests.support.table import texts_drawn_now

ANTE = TableRules.from_dict({"structure": "no-limit", "ante": 10})


def _move(h: Harness, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    h.frames(1)


def _rest(h: Harness) -> None:
    h.frames(round(DELAY * 60) + 3)


@pytest.mark.reported("issue-16")
@pytest.mark.harness(seed=1)
def test_a_resting_pointer_shows_the_hint_of_a_betting_button(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    t = h.sit_down(persist=False, rules=ANTE, buy_in=1000)
    assert h.wait_mode("bet") == "bet"
    _move(h, t.bar.buttons["fold"].rect.center)
    assert not t.tips.tooltip.visible, "the hint waits for the pointer to rest"
    _rest(h)
    assert t.tips.tooltip.visible
    drawn = " ".join(texts_drawn_now(h, monkeypatch))
    assert "Give up the hand" in drawn, drawn
    _move(h, t.layout.center)
    assert not t.tips.tooltip.visible
    _move(h, t.bar.quick[3].rect.center)
    _rest(h)
    assert "The whole pot after your call." in " ".join(texts_drawn_now(h, monkeypatch))
    h.key(pygame.K_LEFT)  # a key hides it
    assert not t.tips.tooltip.visible


@pytest.mark.reported("issue-16")
@pytest.mark.harness(seed=4)
def test_the_pre_action_boxes_have_hints(h: Harness,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    t = h.sit_down(persist=False, rules=ANTE, buy_in=1000)
    assert h.until(lambda: any(b.visible for _k, b in t.pre.boxes), 600)
    box = dict(t.pre.boxes)[PreAction.CHECK_FOLD]
    _move(h, box.rect.center)
    _rest(h)
    drawn = " ".join(texts_drawn_now(h, monkeypatch))
    assert "check if you can, else fold" in drawn, drawn
    rect, _lines = t.tips.tooltip.box(h.app.screen.get_size(), round(t.layout.font_px * 0.8))
    assert h.app.screen.get_rect().contains(rect), "the hint stays inside the window"


def test_the_hint_goes_above_a_control_at_the_bottom_edge() -> None:
    tip = Tooltip()
    tip.hover("x", "A hint", pygame.Rect(100, 500, 80, 30))
    tip.tick(DELAY)
    assert tip.visible
    rect, _lines = tip.box((640, 540), 14)
    assert rect.bottom <= 500 and rect.top >= 2
    tip.hover(None)
    assert not tip.visible


@pytest.mark.reported("new-player-evening-2#3")
@pytest.mark.harness(seed=1)
def test_the_pot_and_the_total_in_play_have_hints(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """"Pot" and "Total pot" were unexplained: the pointer resting on the pot's chips or
    label tells what the pot is; on the "Total pot" line (bets out in front of the
    players), what it counts."""
    from drawpoker.ui.table.pot_row import pot_places, total_pot_rect

    t = h.sit_down(persist=False, rules=ANTE, buy_in=1000)
    assert h.wait_mode("bet") == "bet"
    lay = t.layout
    point = pot_places(lay, list(t.visual.pots), t.visual.button, t.snapshot().stake_unit).points[0]
    _move(h, (round(point[0]), round(point[1])))
    _rest(h)
    drawn = " ".join(texts_drawn_now(h, monkeypatch))
    assert "Whoever wins the hand takes it" in drawn, drawn
    t.visual.seats[1].bet = 40  # a bet out in front of a seat: the total line is drawn
    t.canvas.forget()
    _move(h, total_pot_rect(lay).center)
    _rest(h)
    drawn = " ".join(texts_drawn_now(h, monkeypatch))
    assert "all that is in play this hand" in drawn, drawn
