"""The draw advisor's one rule, through the real window code with injected events:
Settings holds the default ("Draw advisor on by default"), every table starts with it, H
at the table shows or hides the advisor for that sitting only and never changes the
default, which a restart keeps."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from drawpoker.ui.scenes.settings import SettingsScene
from drawpoker.ui.widgets.rows import ToggleRow
from tests.support.harness import Harness
from tests.support.screens import bring_into_view, row, saved, title_button

ROW = "Draw advisor on by default"


def _advisor_row(h: Harness) -> tuple[SettingsScene, ToggleRow]:
    h.click(title_button(h.app, "Settings").center)
    scene = h.app.stack.top
    assert isinstance(scene, SettingsScene)
    r = row(scene, ROW)
    assert isinstance(r, ToggleRow)
    bring_into_view(h.app, scene, r)
    return scene, r


def _advisor_at_the_first_bet(h: Harness) -> tuple[Any, list[str]]:
    """Sit down at a table and reach the player's first bet: the table and the advisor's
    lines there."""
    h.app.stack.clear()
    t = h.sit_down(persist=False)
    assert h.wait_mode("bet") == "bet"
    return t, t.seat.advisor_lines(t.pick.selected, t.pick.odds)


@pytest.mark.reported("new-player-evening#2")
def test_h_shows_or_hides_for_the_sitting_and_settings_keep_the_default(
        tmp_path: Path) -> None:
    h = Harness(tmp_path, seed=11)
    try:
        h.app.start_scenes()
        h.frames(2)
        scene, r = _advisor_row(h)
        assert r.value_words() == "Off"  # off for a new player
        assert "H shows or hides it for that sitting only" in r.hint
        h.click(r.control_rect(scene.px).center)
        assert r.value_words() == "On" and saved(tmp_path)["advisor_enabled"] is True
        t, lines = _advisor_at_the_first_bet(h)
        assert lines, "the default is on: the table starts with the advisor shown"
        h.key(pygame.K_h, "h")  # hidden for this sitting
        assert t.seat.advisor_lines(t.pick.selected, t.pick.odds) == []
        assert h.app.settings.advisor_enabled is True, "H changed the default"
        h.app.save_settings()  # any later save (a resize, another setting) keeps it
        assert saved(tmp_path)["advisor_enabled"] is True
        h.key(pygame.K_h, "h")  # shown again
        assert t.seat.advisor_lines(t.pick.selected, t.pick.odds)
        h.key(pygame.K_h, "h")  # hidden when the game is closed
    finally:
        h.close()
    h = Harness(tmp_path, seed=11)  # the game started again
    try:
        h.app.start_scenes()
        h.frames(2)
        _scene, r = _advisor_row(h)
        assert r.value_words() == "On"
        _t, lines = _advisor_at_the_first_bet(h)
        assert lines, "after a restart the table starts with the default: shown"
    finally:
        h.close()
