"""The tutorial's text panel scrolls where its text is longer than the panel: the wheel
over it, Up and Down, Page Up and Page Down, as the coach's review scrolls (real App,
real pygame events)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.coach.tutorial import Feedback
from tests.support.harness import Harness
from tests.support.screens import open_tutorial

LONG = " ".join(f"Sentence {n} of an explanation longer than the panel holds." for n in range(40))


def _open_with_long_text(h: Harness):  # type: ignore[no-untyped-def]
    t = open_tutorial(h)
    t.feedback = Feedback(False, LONG)
    t.invalidate()
    h.frames(2)
    assert t.text_scroll.most > 0, "the text fits: nothing to scroll"
    assert t.text_scroll.back == 0  # its end shows first (the answer comes last)
    return t


@pytest.mark.reported("new-player-evening: the tutorial's text box did not scroll with the wheel")
def test_the_wheel_over_the_panel_scrolls_its_text(h: Harness,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    t = _open_with_long_text(h)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: t.text_scroll.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False,
                                         precise_x=0.0, precise_y=3.0))
    h.frames(2)
    assert t.text_scroll.back > 0, "the wheel up did not bring the earlier lines"
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
def test_keys_scroll_the_panel_and_a_new_text_shows_its_end(h: Harness) -> None:
    t = _open_with_long_text(h)
    h.key(pygame.K_UP)
    assert t.text_scroll.back == t.text_scroll.line
    h.key(pygame.K_PAGEUP)
    page = t.text_scroll.back
    assert page > t.text_scroll.line
    h.key(pygame.K_PAGEDOWN)
    h.key(pygame.K_DOWN)
    assert t.text_scroll.back == 0
    h.key(pygame.K_PAGEUP)
    t.feedback = Feedback(True, LONG + " Right.")
    t.invalidate()
    h.frames(2)
    assert t.text_scroll.back == 0, "a new text opens at its end"
