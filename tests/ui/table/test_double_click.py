"""A double-click acts once: the second press of a double-click never works the button
that the first press put under the pointer (Draw becomes Undo at the table, a button
set's button is replaced). Real App, real pygame events with SDL's click count."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.engine import Discarded, TableRules
from drawpoker.session.confirmations import DRAW_UNDO_SECONDS
from drawpoker.ui.input import Click, Release, to_intents
from drawpoker.ui.widgets.button_set import ButtonSet
from drawpoker.ui.widgets.buttons import FancyButton
from tests.support.harness import Harness
from tests.support.screens import reach_draw

ANTE = TableRules.from_dict({"structure": "no-limit", "ante": 10})


def _post_double_click(pos: tuple[int, int]) -> None:
    """Two presses and releases at ``pos`` as SDL reports a double-click (``clicks``)."""
    for clicks in (1, 2):
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1,
                                             clicks=clicks))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1,
                                             clicks=clicks))


def test_the_click_count_comes_with_the_press() -> None:
    event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(3, 4), button=1, clicks=2)
    (click,) = to_intents(event)
    assert isinstance(click, Click) and click.clicks == 2 and click.double
    assert not Click((3, 4)).double


@pytest.mark.reported("new-player-evening#4")
@pytest.mark.harness(seed=3)
def test_a_double_click_on_draw_draws_once(h: Harness) -> None:
    h.app.settings = h.app.settings.replace(undo_draw=True)
    t = h.sit_down(persist=False, rules=ANTE, buy_in=1000)
    assert reach_draw(h, t)
    h.key(pygame.K_1, "1")
    _post_double_click(t.bar.buttons["draw"].rect.center)  # Draw 1, then Undo under it
    h.frames(2)
    assert t.pick.pending is not None, "the double-click's second press took the draw back"
    h.frames(round(DRAW_UNDO_SECONDS * 60) + 5)
    mine = [e for e in t.hand.events if isinstance(e, Discarded) and e.seat == t.hero]
    assert len(mine) == 1 and mine[0].count == 1


@pytest.mark.reported("new-player-evening#4")
def _button(label: str, action, rect: pygame.Rect) -> FancyButton:  # type: ignore[no-untyped-def]
    button = FancyButton(label, action=action)
    button.rect = rect.copy()
    return button


def test_a_button_that_took_the_place_ignores_the_second_press() -> None:
    pressed: list[str] = []
    rect = pygame.Rect(10, 10, 100, 40)
    buttons = ButtonSet(sound=None)

    def swap() -> None:
        pressed.append("deal")
        buttons.set([_button("Undo", lambda: pressed.append("undo"), rect)])

    buttons.set([_button("Deal", swap, rect)])
    for clicks in (1, 2):
        buttons.handle(Click(rect.center, 1, clicks), lambda _name: None)
        buttons.handle(Release(rect.center), lambda _name: None)
    assert pressed == ["deal"]
    buttons.handle(Click(rect.center), lambda _name: None)  # a click of its own works it
    buttons.handle(Release(rect.center), lambda _name: None)
    assert pressed == ["deal", "undo"]


def test_a_button_that_stays_takes_both_presses() -> None:
    pressed: list[str] = []
    rect = pygame.Rect(10, 10, 100, 40)
    buttons = ButtonSet([_button("›", lambda: pressed.append("next"), rect)], sound=None)
    for clicks in (1, 2):
        buttons.handle(Click(rect.center, 1, clicks), lambda _name: None)
        buttons.handle(Release(rect.center), lambda _name: None)
    assert pressed == ["next", "next"]
