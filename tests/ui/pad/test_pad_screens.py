"""The pad on the screens with cards of their own (practice, daily challenge): the D-pad
moves a focus over the cards and the buttons, A marks a card or presses a button."""

from __future__ import annotations

import pytest

from drawpoker.coach.drills import grade
from tests.support.harness import Harness


@pytest.mark.harness(seed=11)
def test_a_practice_drill_answered_with_the_pad(h: Harness) -> None:
    h.app.nav.push("practice")
    h.frames(3)
    p = h.app.stack.top
    assert type(p).__name__ == "PracticeScene" and len(p.card_rects) == 5
    drill = p.drill
    best = grade(drill, drill.hand).best
    h.pad("right")  # the focus comes to the first card
    assert p.cursor.card == 0
    for i, card in enumerate(drill.hand):
        if card not in best.keep:
            h.pad("a")
            assert card in p.thrown
        if i < 4:
            h.pad("right")
    assert p.cursor.card == 4
    h.pad("down")  # onto the buttons below
    assert p.cursor.card is None and p.buttons.focus is not None
    main = next(i for i, b in enumerate(p.buttons) if b.label in ("Stand pat", "Draw")
                or b.label.startswith("Draw "))
    for _ in range(4):
        if p.buttons.focus == main:
            break
        h.pad("left" if p.buttons[main].rect.centerx < p.buttons[p.buttons.focus].rect.centerx
              else "right")
    assert p.buttons.focus == main
    h.pad("a")
    assert p.graded is not None and p.graded.correct


@pytest.mark.harness(seed=11)
def test_the_tutorial_s_first_steps_with_the_pad(h: Harness) -> None:
    h.app.nav.push("tutorial")
    h.frames(5)
    t = h.app.stack.top
    assert t.step.kind == "pick_hand" and len(t.targets()) == 2
    for target in (0, 1):  # the pad's A on a hand is a click on it
        h.pad("left" if target == 0 else "right")
        assert t.cursor.card == target
        h.pad("a")
        if t.solved:
            break
    assert t.solved
    first = t.step
    h.pad("a")  # Continue
    assert t.step is not first and not t.solved
