"""The tutorial by keys alone, and by the pad alone: every step is answered with real
pygame key (or controller) events through the real window; a seat chosen by keys is
ringed and said by the voice; the betting step takes the table's keys (F, C, R, A and
the arrows) and the pad's buttons, as its hints say."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from drawpoker.cards import parse_cards
from drawpoker.coach.tutorial import BET, CHOOSE, DISCARD, PICK_HAND, PICK_SEAT, STEPS
from drawpoker.ui import prompts
from tests.support.harness import Harness

_DIGIT = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5]


def _open(h: Harness) -> Any:
    h.app.nav.push("title")
    h.frames(3)
    h.app.nav.push("tutorial")
    h.frames(3)
    t = h.app.stack.top
    assert type(t).__name__ == "TutorialScene"
    return t


def _tab_to(h: Harness, t: Any, target: int) -> None:
    """Tab until the keys' focus is on target ``target`` (a seat or a hand, in order)."""
    for _ in range(len(t.targets()) + 1):
        if t.cursor.card == target:
            return
        h.key(pygame.K_TAB)
    pytest.fail(f"Tab never reached target {target}")


def _keys_answer(h: Harness, t: Any) -> None:
    step = t.step
    if step.kind == PICK_HAND:
        _tab_to(h, t, int(step.answer))
        h.key(pygame.K_RETURN, "\r")
    elif step.kind == PICK_SEAT:
        _tab_to(h, t, sorted(t.hits.seats).index(step.answer))
        h.key(pygame.K_RETURN, "\r")
    elif step.kind == DISCARD:
        cards = step.cards()
        for card in parse_cards(step.answer):
            k = cards.index(card)
            h.key(_DIGIT[k], str(k + 1))
        h.key(pygame.K_RETURN, "\r")
    elif step.kind == BET:
        before = t.bet.amount
        h.key(pygame.K_UP)
        assert t.bet.amount > before, "↑ raises the amount, as at the table"
        h.key(pygame.K_r, "r")
    else:
        assert step.kind == CHOOSE
        k = [key for key, _l in step.options].index(step.answer)
        h.key(_DIGIT[k], str(k + 1))


@pytest.mark.reported("new-player-evening#5")
def test_the_whole_tutorial_is_played_with_keys_alone(h: Harness) -> None:
    t = _open(h)
    for i, step in enumerate(STEPS):
        assert t.index == i and not t.solved, step.key
        _keys_answer(h, t)
        assert t.solved and t.feedback is not None and t.feedback.ok, step.key
        h.key(pygame.K_RETURN, "\r")  # Continue
    assert t.finished
    h.key(pygame.K_RETURN, "\r")
    assert type(h.app.stack.top).__name__ == "TitleScene"
    assert h.app.settings.tutorial_step == len(STEPS)


def _step(h: Harness, t: Any, kind: str) -> None:
    t.index = next(i for i, s in enumerate(STEPS) if s.kind == kind)
    t._begin()
    h.app.repaint_all()
    h.frames(2)


@pytest.mark.reported("new-player-evening#5")
def test_a_seat_chosen_by_keys_is_ringed_and_said(h: Harness, monkeypatch: pytest.MonkeyPatch
                                                  ) -> None:
    t = _open(h)
    _step(h, t, PICK_SEAT)
    said: list[str] = []
    monkeypatch.setattr(h.app.voice, "on", True)
    monkeypatch.setattr(h.app.voice, "say", lambda text, **_kw: said.append(text))
    h.key(pygame.K_LEFT)  # clockwise, the order of play: Ann on the player's left
    assert t.cursor.card == 1 and said[-1].startswith("Ann, ")
    h.key(pygame.K_RIGHT)
    assert t.cursor.card == 0 and t.spoken_focus().startswith("You, 490.")
    assert said[-1].startswith("You, ") and "You have the button." in said[-1]
    h.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert said[-1].startswith(f"{t.step.seats[-1]}, "), "Shift+Tab goes back, wrapping"
    h.key(pygame.K_RETURN, "\r")
    assert t.feedback is not None and not t.feedback.ok and not t.solved
    assert t._key_hint() == "← and → go from player to player, Enter picks one."


@pytest.mark.reported("new-player-evening#5")
@pytest.mark.parametrize(("key", "text", "answer"), [
    (pygame.K_c, "c", "call"), (pygame.K_a, "a", "allin"), (pygame.K_f, "f", "fold")])
def test_the_bet_keys_on_the_buttons_answer(h: Harness, key: int, text: str,
                                            answer: str) -> None:
    t = _open(h)
    _step(h, t, BET)
    h.key(key, text)
    assert t.feedback is not None and not t.feedback.ok
    assert t.feedback.text == t.step.check(answer).text
    assert t._key_hint() == "↓ and ↑ change the amount; F, C, R and A press the buttons."


def _focused(t: Any) -> pygame.Rect | None:
    """Where the pad's focus is: a target of the step, or a button."""
    if t.cursor.card is not None:
        return t.targets()[t.cursor.card]
    return None if t.buttons.focus is None else t.buttons[t.buttons.focus].rect


def _pad_to(h: Harness, t: Any, goal: pygame.Rect) -> None:
    """Move the pad's focus with the D-pad until it is on ``goal``."""
    h.pad("down")  # the first press takes the focus
    for _ in range(12):
        here = _focused(t)
        assert here is not None
        if here == goal:
            return
        dx, dy = goal.centerx - here.centerx, goal.centery - here.centery
        h.pad(("right" if dx > 0 else "left") if abs(dx) > abs(dy) else ("down" if dy > 0 else "up"))
    pytest.fail(f"the D-pad never reached {goal}")


@pytest.mark.reported("new-player-evening#5")
def test_the_whole_tutorial_is_played_with_the_pad_alone(h: Harness) -> None:
    t = _open(h)
    try:
        for i, step in enumerate(STEPS):
            assert t.index == i and not t.solved, step.key
            if step.kind in (PICK_HAND, PICK_SEAT):
                targets = [0, 1] if step.kind == PICK_HAND else sorted(t.hits.seats)
                _pad_to(h, t, t.targets()[targets.index(step.answer)])
                h.pad("a")
            elif step.kind == DISCARD:
                cards = step.cards()
                for card in parse_cards(step.answer):
                    _pad_to(h, t, t.targets()[cards.index(card)])
                    h.pad("a")
                _pad_to(h, t, t.buttons[0].rect)  # Draw 3
                h.pad("a")
            elif step.kind == BET:
                assert t.reads_pad
                h.pad("rb")
                h.pad("y")  # Raise, as at the table
            else:
                k = [key for key, _l in step.options].index(step.answer)
                _pad_to(h, t, t.buttons[k].rect)
                h.pad("a")
            assert t.solved and t.feedback is not None and t.feedback.ok, step.key
            h.pad("a")  # Continue
        assert t.finished
        assert h.app.settings.tutorial_step == len(STEPS)
    finally:
        prompts.reset()
