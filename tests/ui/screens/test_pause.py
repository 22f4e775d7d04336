"""The pause menu: resume, settings, rules and leave; leaving warns only in the middle of a hand (real App, real pygame events)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.ui.app import App
from drawpoker.ui.scenes.dialog import NoticeScene
from drawpoker.ui.scenes.settings import SettingsScene
from drawpoker.ui.scenes.title import TitleScene
from tests.support.harness import Harness
from tests.support.screens import FakeTable, click, frames, key
from tests.support.table import bet_turn, fold


def test_pause_menu_resume_settings_rules_leave(app: App) -> None:
    from drawpoker.ui.scenes.pause import PauseScene
    from drawpoker.ui.scenes.rules import RulesScene

    table = FakeTable(in_hand=True)
    app.stack.push(table)
    pause = app.stack.push(PauseScene())
    frames(app, 1)
    assert [b.label for b in pause.buttons] == ["Resume", "Settings", "Rules & hand rankings", "Leave table"]
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table
    pause = app.stack.push(PauseScene())
    frames(app, 1)
    click(app, pause.buttons[1].rect.center)
    assert isinstance(app.stack.top, SettingsScene) and app.stack.top.overlay
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is pause
    assert pause.focus == 1  # the pointer was over Settings
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    click(app, pause.buttons[3].rect.center)  # leave mid-hand: asks first
    assert isinstance(app.stack.top, NoticeScene)
    key(app, pygame.K_RETURN)  # default: Stay
    assert app.stack.top is pause and table.left == 0
    click(app, pause.buttons[3].rect.center)
    notice = app.stack.top
    click(app, notice.buttons[0].rect.center)  # Leave table
    assert table.left == 1 and isinstance(app.stack.top, TitleScene)


def _open_leave(h: Harness) -> None:
    """Esc, then a click on the pause menu's "Leave table"."""
    h.key(pygame.K_ESCAPE)
    pause = h.app.stack.top
    leave = [b for b in pause.buttons if b.label == "Leave table"][0]
    h.click(leave.rect.center)


@pytest.mark.reported("new-player-2#12")
@pytest.mark.harness(seed=5)
def test_leaving_after_folding_does_not_warn_about_the_hand(h: Harness) -> None:
    """After folding, Leave table still warned "Leave in the middle of a hand?"."""
    from drawpoker.ui.scenes.title import TitleScene

    t = h.sit_down(persist=False)
    la = bet_turn(h, t)
    assert la is not None
    fold(h)
    assert not t.hand.view(t.hero).seats[t.hero].in_hand
    assert not t.hand.is_over
    _open_leave(h)
    assert isinstance(h.app.stack.top, TitleScene), "no warning: he is not in the hand"


@pytest.mark.harness(seed=5)
def test_leaving_in_a_hand_still_warns(h: Harness) -> None:
    t = h.sit_down(persist=False)
    assert bet_turn(h, t) is not None
    _open_leave(h)
    assert isinstance(h.app.stack.top, NoticeScene)
