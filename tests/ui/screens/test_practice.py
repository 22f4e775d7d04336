"""Practice (draw drills) driven by keys and clicks: answer, see the exact figures, score."""

from __future__ import annotations

import pygame

from drawpoker.coach.drills import grade
from tests.support.harness import Harness
from tests.support.screens import title_button


def _open(h: Harness):  # type: ignore[no-untyped-def]
    h.app.nav.push("title")
    h.frames(3)
    h.click(title_button(h.app, "Practice").center)
    h.frames(2)
    p = h.app.stack.top
    assert type(p).__name__ == "PracticeScene"
    return p


def test_a_drill_is_answered_with_clicks_and_scored(h: Harness) -> None:
    p = _open(h)
    drill = p.drill
    assert drill is not None and len(p.card_rects) == 5
    best = grade(drill, drill.hand).best
    for i, card in enumerate(drill.hand):
        if card not in best.keep:
            h.click(p.card_rects[i].center)
    h.key(pygame.K_RETURN)
    assert p.graded is not None and p.graded.correct and p.round.correct == 1
    h.key(pygame.K_RETURN)  # next hand
    assert p.graded is None and p.round.answered == 1


def test_a_wrong_answer_is_scored_and_the_theme_changes_with_t(h: Harness) -> None:
    p = _open(h)
    first = p.round.theme
    h.key(pygame.K_t, "t")
    assert p.round.theme != first
    h.key(pygame.K_RETURN)  # stand pat on whatever came
    assert p.graded is not None and p.round.answered == 1
    if not p.graded.correct:
        assert p.round.reviews_waiting == 1
    h.key(pygame.K_ESCAPE)
    assert type(h.app.stack.top).__name__ == "TitleScene"


def test_a_missed_hand_waits_for_the_next_practice(h: Harness) -> None:
    p = _open(h)
    drill = p.drill
    worst = grade(drill, drill.hand).holds[-1].keep
    for i, card in enumerate(drill.hand):
        if card not in worst:
            h.click(p.card_rects[i].center)
    h.key(pygame.K_RETURN)
    assert p.graded is not None and not p.graded.correct
    h.key(pygame.K_ESCAPE)  # the missed hand is written beside the settings
    assert p.missed_file().exists()
    again = _open(h)
    assert again.round.reviews_waiting == 1
    assert again.drill == drill and again.review, "it comes back first"
