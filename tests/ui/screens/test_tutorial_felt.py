"""What the tutorial's felt shows after the player's answer, and where its keys start: a
raise made at the betting step lies in front of his seat (chips and amount) with the
table's pill saying it; at a step that asks for a seat the keys start from his own seat
(the first ← goes to the player on his left, as the step's hint promises)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from drawpoker.coach.tutorial import step_index
from drawpoker.i18n import format_chips
from drawpoker.ui.layout_fit import bet_rect
from tests.support.harness import Harness
from tests.support.screens import open_tutorial
from tests.support.text_record import record_texts


def _at_step(h: Harness, key: str) -> Any:
    """The tutorial opened from the title, at step ``key``."""
    t = open_tutorial(h)
    t.index = step_index(key)
    t._begin()
    h.app.repaint_all()
    h.frames(2)
    return t


def _chips_at(surface: pygame.Surface, area: pygame.Rect) -> pygame.Surface:
    return surface.subsurface(area.clip(surface.get_rect())).copy()


@pytest.mark.reported("new-player-evening-2#11")
@pytest.mark.parametrize("size, text_size", [((1280, 720), 100), ((960, 540), 150)])
def test_a_raise_at_the_betting_step_lies_in_front_of_his_seat_with_its_pill(
        tmp_path: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int],
        text_size: int) -> None:
    h = Harness(tmp_path, size=size)
    try:
        if text_size != 100:
            h.app.change_settings(text_size=text_size)
        t = _at_step(h, "betting")
        lay = t.lay
        spot = bet_rect(lay.seats[0].bet, lay.scale)
        before = _chips_at(h.app.screen, spot)
        h.click(t.bet.bar.quick[3].rect.center)  # Pot
        amount = t.bet.amount
        h.click(t.bet.bar.buttons["raise"].rect.center)
        assert t.solved and t.feedback is not None and t.feedback.ok
        h.app.repaint_all()
        h.frames(2)
        after = _chips_at(h.app.screen, spot)
        changed = sum(before.get_at((x, y)) != after.get_at((x, y))
                      for x in range(0, spot.width, 2) for y in range(0, spot.height, 2))
        assert changed > 20, "his chips lie in front of his seat, as at the table"
        texts = record_texts(t.draw, h.app.screen, monkeypatch)
        plate = lay.seats[0].plate
        bet = [d for d in texts if d.text == format_chips(amount)
               and spot.colliderect(d.whole) and d.whole.top >= lay.seats[0].bet[1]]
        assert bet, "the amount under his chips"
        pill = [d for d in texts if d.text == f"Raises to {format_chips(amount)}"]
        assert pill, "the table's pill says what he did"
        assert pill[0].whole.left > plate.right and plate.top <= pill[0].whole.centery <= plate.bottom
        stack = 500 - 10 - amount
        assert any(d.text == format_chips(stack) and plate.left <= d.whole.centerx <= plate.right
                       and d.whole.top >= plate.top for d in texts), \
            "his stack is what is left behind his bet"
        assert f"Your raise to {format_chips(amount)} now stands in front of your seat" \
            in t.feedback.text, "the explanation says where his raise is"
    finally:
        h.close()


@pytest.mark.reported("new-player-evening-2#11")
@pytest.mark.parametrize("key", ["first_to_act", "draw_counts"])
def test_the_keys_at_a_seat_step_start_from_his_own_seat(h: Harness, key: str) -> None:
    t = _at_step(h, key)
    last = len(t.step.seats) - 1
    assert t._key_hint() == "← and → go from player to player, Enter picks one."
    h.key(pygame.K_LEFT)
    assert t.cursor.card == 1, "the first ← goes to the player on his left (Ann)"
    assert t.spoken_focus().startswith("Ann, ")
    h.key(pygame.K_RIGHT)
    assert t.cursor.card == 0 and t.spoken_focus().startswith("You, ")
    h.key(pygame.K_RIGHT)
    assert t.cursor.card == last, "→ from his own seat: the player on his right"
    t._begin()  # the step anew: the first → too starts from his seat
    h.key(pygame.K_RIGHT)
    assert t.cursor.card == last and t.spoken_focus().startswith(f"{t.step.seats[last]}, ")
    t._begin()
    h.key(pygame.K_TAB)
    assert t.cursor.card == 1, "Tab goes as ← does"
