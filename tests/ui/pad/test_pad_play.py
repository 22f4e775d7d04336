"""The game pad alone through the real window (issue 32): SDL game-controller events
posted under the dummy driver play a hand from the title, a draw with the pad's cursor
over the cards, and a tournament level; the stick and the triggers size a bet."""

from __future__ import annotations

from typing import Any

import pytest

from drawpoker.engine import Discarded, TableRules
from drawpoker.ui.prompts import PROMPTS
from drawpoker.ui.scenes.dialog import NoticeScene
from drawpoker.ui.scenes.title import TitleScene
from drawpoker.ui.scenes.tournament_setup import TournamentSetupScene
from drawpoker.ui.scenes.tournament_table import TournamentTableScene
from tests.support.harness import Harness
from tests.support.table import hero_acts


def _focus_on(h: Harness, scene: Any, wanted: Any, direction: str, limit: int = 40) -> None:
    """Press the D-pad ``direction`` until ``wanted()`` holds (the focus is there)."""
    for _ in range(limit):
        if wanted():
            return
        h.pad(direction)
    raise AssertionError(f"the focus never got there on {type(scene).__name__}")


def _steer_to(h: Harness, buttons: Any, target: int, limit: int = 12) -> list[str]:
    """Press the D-pad towards button ``target`` of ``buttons`` (by where it is drawn)
    until it has the focus; returns the presses."""
    presses: list[str] = []
    for _ in range(limit):
        here = buttons[buttons.focus].rect
        goal = buttons[target].rect
        if buttons.focus == target:
            return presses
        if goal.top >= here.bottom:
            presses.append("down")
        elif goal.bottom <= here.top:
            presses.append("up")
        else:
            presses.append("right" if goal.centerx > here.centerx else "left")
        h.pad(presses[-1])
    raise AssertionError(f"the focus never reached button {target}: {presses}")


@pytest.mark.harness(seed=11)
def test_a_hand_from_the_title_with_the_pad_alone(h: Harness) -> None:
    h.app.start_scenes()
    h.frames(3)
    assert isinstance(h.app.stack.top, TitleScene)
    h.pad("a")  # Play now has the focus
    h.frames(3)
    t = h.table()
    assert t is not None and h.app.stack.top is t
    acted = drew = False
    for _ in range(40):
        mode = h.wait_mode("bet", "draw", "show", "over", "busted")
        if mode in ("over", "busted"):
            break
        if mode == "bet":
            before = len(hero_acts(t))
            h.pad("a")  # check or call
            assert len(hero_acts(t)) == before + 1
            acted = True
        elif mode == "draw":
            h.pad("right")  # the cursor on the second card
            h.pad("right")
            h.pad("left")
            h.pad("a")  # marks it
            assert t.pick.selected == {1}
            h.pad("right")
            h.pad("a")
            assert t.pick.selected == {1, 2}
            h.pad("y")  # draws two
            mine = [e for e in t.hand.events if isinstance(e, Discarded) and e.seat == t.hero]
            assert mine and mine[0].count == 2
            drew = True
        else:
            h.answer_pad(mode)
    assert acted and t.hand.is_over
    first = t.hand_no
    h.pad("a")  # the next hand (or the rebuy, then the next hand)
    assert t.hand_no == first + 1
    assert drew
    assert PROMPTS.pad


@pytest.mark.harness(seed=11)
def test_the_stick_moves_and_the_triggers_size_a_bet(h: Harness) -> None:
    import pygame

    t = h.sit_down(persist=False, rules=TableRules.from_dict({"structure": "no-limit",
                                                              "ante": 5}))
    for _ in range(20):
        mode = h.wait_mode("bet", "draw", "show", "over")
        if mode == "bet" and t.bet.slider.visible:
            break
        h.answer_pad(mode)
    assert t.mode == "bet" and t.bet.slider.visible
    start = t.bet.amount
    h.pad("rt")  # ten steps up
    ten = t.bet.amount
    assert ten > start
    h.pad("lb")  # one down
    assert t.bet.amount < ten
    stick = pygame.CONTROLLER_AXIS_LEFTY
    for value in (-30000, -20000, 0):  # up once, held, let go: one step
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0,
                                             axis=stick, value=value))
    before = t.bet.amount
    h.frames(2)
    assert t.bet.amount > before
    before = len(hero_acts(t))
    h.pad("y")  # bets the chosen amount
    assert len(hero_acts(t)) == before + 1


@pytest.mark.harness(seed=5, speed="instant")
def test_a_tournament_level_with_the_pad_alone(h: Harness) -> None:
    h.app.start_scenes()
    h.frames(3)
    title = h.app.stack.top
    assert isinstance(title, TitleScene)
    entries = [b.label for b in title.buttons]
    presses = _steer_to(h, title.buttons, entries.index("Tournament"))
    assert len(presses) <= 4  # straight there: the focus follows the layout
    h.pad("a")
    h.frames(3)
    setup = h.app.stack.top
    assert isinstance(setup, TournamentSetupScene)
    _focus_on(h, setup, lambda: getattr(setup.focused_item(), "label", "")
              == "Start tournament", "down")
    h.pad("a")
    h.frames(3)
    table = h.app.stack.top
    assert isinstance(table, TournamentTableScene)
    assert table.playing.texts.stakes().startswith("Level 1")
    for _ in range(60000):
        top = h.app.stack.top
        if top is table and table.playing.texts.stakes().startswith("Level 2"):
            break
        if isinstance(top, NoticeScene):
            h.pad("a")
        elif top is table and table.playing.mode in ("bet", "draw", "show", "over"):
            h.answer_pad(table.playing.mode, bet="f")
        else:
            h.frames(1)
    assert table.playing.texts.stakes().startswith("Level 2"), table.playing.texts.stakes()
