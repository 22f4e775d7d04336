"""The tutorial's text panel scrolls where its text is longer than the panel: the wheel
over it, Up and Down, Page Up and Page Down, as the coach's review scrolls; a new step
opens at its top and an answer at its explanation (real App, real pygame events)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.coach.tutorial import Feedback, step_index
from tests.support.harness import Harness
from tests.support.screens import open_tutorial
from tests.support.table import texts_drawn_now

LONG = " ".join(f"Sentence {n} of an explanation longer than the panel holds." for n in range(40))


def _open_with_long_text(h: Harness, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    t = open_tutorial(h)
    t.feedback = Feedback(False, LONG)
    t.invalidate()
    h.frames(2)
    assert t.text_scroll.most > 0, "the text fits: nothing to scroll"
    # the answer opens at its explanation's first line, not at the text's end
    assert 0 < t.text_scroll.back <= t.text_scroll.most
    assert any(d.startswith("Sentence 0 ") for d in texts_drawn_now(h, monkeypatch))
    return t


@pytest.mark.reported("new-player-evening: the tutorial's text box did not scroll with the wheel")
def test_the_wheel_over_the_panel_scrolls_its_text(h: Harness,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    t = _open_with_long_text(h, monkeypatch)
    start = t.text_scroll.back
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: t.text_scroll.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False,
                                         precise_x=0.0, precise_y=-3.0))
    h.frames(2)
    assert t.text_scroll.back < start, "the wheel down did not bring the later lines"
    for _ in range(200):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False,
                                             precise_x=0.0, precise_y=3.0))
    h.frames(2)
    assert t.text_scroll.back == t.text_scroll.most  # the top, and no further
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False,
                                         precise_x=0.0, precise_y=-3.0))
    h.frames(2)
    assert 0 < t.text_scroll.back < t.text_scroll.most


@pytest.mark.reported("new-player-evening: the tutorial's text box did not scroll with the wheel")
def test_keys_scroll_the_panel_and_a_new_answer_shows_its_explanation(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    t = _open_with_long_text(h, monkeypatch)
    for _ in range(60):
        h.key(pygame.K_PAGEDOWN)
    assert t.text_scroll.back == 0  # the end
    h.key(pygame.K_UP)
    assert t.text_scroll.back == t.text_scroll.line
    h.key(pygame.K_PAGEUP)
    page = t.text_scroll.back
    assert page > t.text_scroll.line
    h.key(pygame.K_PAGEDOWN)
    h.key(pygame.K_DOWN)
    assert t.text_scroll.back == 0
    t.feedback = Feedback(True, LONG + " Right.")
    t.invalidate()
    h.frames(2)
    assert t.text_scroll.back > 0, "a new answer opens at its explanation, not at the end"
    assert any(d.startswith("Sentence 0 ") for d in texts_drawn_now(h, monkeypatch))


@pytest.mark.reported("new-player-evening-3#4")
@pytest.mark.harness(size=(960, 540))
def test_a_step_taller_than_its_panel_opens_at_its_top(h: Harness) -> None:
    """At 960x540 with 150 % text the betting step opened scrolled to its end: "kings
    and Ann bets 20…", its heading and "You hold three kings" out of view above."""
    h.app.change_settings(text_size=150)
    t = open_tutorial(h)
    t.index = step_index("betting")
    t._begin()
    h.app.repaint_all()
    h.frames(2)
    assert t.text_scroll.most > 0, "the step's text fits: nothing to test"
    assert t.text_scroll.back == t.text_scroll.most, "it opened away from its top"
