"""The tutorial's pictures (found by a fresh user): the end screen ticks every one of the
steps the header counted, in left-aligned columns; step 1's hand names stay on the felt
inside the rail."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from drawpoker.coach.tutorial import STEPS
from drawpoker.ui import text as ui_text
from tests.support.harness import Harness
from tests.support.screens import open_tutorial


def _spy(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, Any, dict[str, Any]]]:
    seen: list[tuple[str, Any, dict[str, Any]]] = []
    real = ui_text.draw_text

    def spy(surface: Any, text: str, pos: Any, *args: Any, **kwargs: Any) -> Any:
        rect = real(surface, text, pos, *args, **kwargs)
        seen.append((str(text), rect, kwargs))
        return rect

    monkeypatch.setattr(ui_text, "draw_text", spy)
    return seen


@pytest.mark.reported("fresh-user#20")
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_end_ticks_every_step_left_aligned(h: Harness, monkeypatch: pytest.MonkeyPatch,
                                                size: tuple[int, int]) -> None:
    h.resize(size)
    t = open_tutorial(h)
    t.index, t.finished, t.solved = len(STEPS) - 1, True, True
    seen = _spy(monkeypatch)
    h.app.repaint_all()
    h.frames(2)
    ticks = [(text, rect) for text, rect, _kw in seen if text.startswith("✓ ")]
    assert len(ticks) == len(STEPS), [text for text, _r in ticks]
    lefts = sorted({rect.left for _t, rect in ticks})
    assert len(lefts) == 2, lefts  # two columns, each left-aligned


@pytest.mark.reported("fresh-user#04")
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_step_one_hand_names_stay_inside_the_rail(h: Harness, monkeypatch: pytest.MonkeyPatch,
                                                  size: tuple[int, int]) -> None:
    h.resize(size)
    t = open_tutorial(h)
    t.index, t.solved = 0, True
    seen = _spy(monkeypatch)
    h.app.repaint_all()
    h.frames(2)
    felt = t.lay.felt
    names = [rect for text, rect, _kw in seen if text in (t.step.hand_name(0), t.step.hand_name(1))]
    assert len(names) >= 2
    for rect in names:  # inside the felt's ellipse, off the rail: both right corners
        for corner in (rect.topright, rect.bottomright):
            dx = (corner[0] - felt.centerx) / (felt.width / 2)
            dy = (corner[1] - felt.centery) / (felt.height / 2)
            assert dx * dx + dy * dy < 0.92, (rect, felt)
    assert pygame.Rect(felt).contains(names[0])


def _gap(point: tuple[int, int], rect: pygame.Rect) -> float:
    dx = max(rect.left - point[0], 0, point[0] - rect.right)
    dy = max(rect.top - point[1], 0, point[1] - rect.bottom)
    return float((dx * dx + dy * dy) ** 0.5)


@pytest.mark.reported("fresh-user#10")
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_dealer_button_lies_by_the_seat_that_holds_it(h: Harness,
                                                          size: tuple[int, int]) -> None:
    """Step 4's disc sat between the player and Dee: in every step at the table it is
    nearer the button seat's plate than any other plate."""
    h.resize(size)
    t = open_tutorial(h)
    checked = 0
    for i, step in enumerate(STEPS):
        if step.view is None:
            continue
        t.index = i
        t._begin()
        h.app.repaint_all()
        h.frames(2)
        disc = t.hits.button
        assert disc is not None, step.key
        plates = {seat: t.lay.seats[seat].plate for seat in t.hits.seats}
        near = min(plates, key=lambda seat: _gap(disc.center, plates[seat]))
        assert near == step.view.button, (step.key, near)
        others = min(_gap(disc.center, p) for seat, p in plates.items() if seat != near)
        assert _gap(disc.center, plates[near]) * 2 < others, step.key
        checked += 1
    assert checked >= 5


@pytest.mark.reported("fresh-user#02")
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_hand_ranking_steps_show_cards_of_one_size(h: Harness,
                                                       size: tuple[int, int]) -> None:
    """Steps 1 and 2 sized their cards by the hands' names (step 2's long name shrank
    them to half): one size in every step, before and after the names show."""
    h.resize(size)
    t = open_tutorial(h)
    heights = set()
    for i, step in enumerate(STEPS):
        if step.kind != "pick_hand":
            continue
        for solved in (False, True):
            t.index, t.solved = i, solved
            h.app.repaint_all()
            h.frames(2)
            heights |= {r.height for r in t.hand_rects}
    assert len(heights) == 1, heights
    assert heights.pop() >= size[1] * 0.12
