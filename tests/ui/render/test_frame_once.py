"""The table frame is captured once per change and never drawn stale (``ui.table.canvas``).

Every frame the table's controls model, its retained picture's change test, its drawing
and its wake-up time read one captured ``TableFrame``. The canvas forgets it at every
entry that changes the table (an update, an intent, a resize, a language switch, a
hand-off reveal, a deal, an action sent); these tests draw after each kind of change and
check that the frame drawn is the table as it is then (a fresh capture), and count the
captures per frame.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from drawpoker import i18n
from drawpoker.ui.table import picture
from drawpoker.ui.table.capture import capture
from drawpoker.ui.table.scene import TableScene
from tests.support.harness import Harness


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Any]]:
    """The frame of every table drawing from now on."""
    seen: list[Any] = []
    real_redraw, real_draw = picture.TablePicture.redraw, picture.TablePicture.draw

    def redraw(self: Any, surface: Any, lay: Any, shown: Any, **kw: Any) -> Any:
        seen.append(shown)
        return real_redraw(self, surface, lay, shown, **kw)

    def draw(self: Any, surface: Any, lay: Any, shown: Any) -> None:
        seen.append(shown)
        real_draw(self, surface, lay, shown)

    monkeypatch.setattr(picture.TablePicture, "redraw", redraw)
    monkeypatch.setattr(picture.TablePicture, "draw", draw)
    yield seen


def _fresh(seen: list[Any], table: TableScene) -> None:
    """The frames drawn since the last look were the table as it is now (drawn last)."""
    assert seen, "the table was drawn"
    assert seen[-1] == capture(table), "a stale table frame was drawn"
    seen.clear()


def _draw_now(h: Harness) -> None:
    h.app.stack.invalidate()
    h.frames(1)


def test_a_frame_drawn_after_each_kind_of_change_is_the_table_as_it_is(
        tmp_path: Path, drawn: list[Any]) -> None:
    h = Harness(tmp_path, seed=4)
    try:
        t = h.sit_down(persist=False)
        for _ in range(40):  # dealing and the first actions animate (updates)
            h.frames(1)
            _fresh(drawn, t)
        h.until(lambda: t.mode == "bet")
        _fresh(drawn, t)
        for key, text in ((pygame.K_UP, ""), (pygame.K_RIGHT, ""), (pygame.K_l, "l")):
            h.key(key, text)  # intents: the amount, the log panel
            _fresh(drawn, t)
        t.tell("Told at the centre")  # a change from outside an update
        t.draw(h.app.screen)
        _fresh(drawn, t)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1100, h=700, size=(1100, 700)))
        h.frames(2)
        _fresh(drawn, t)
        i18n.set_language("de")  # a language switch: the words made again
        try:
            _draw_now(h)
            _fresh(drawn, t)
        finally:
            i18n.set_language("en")
        _draw_now(h)
        _fresh(drawn, t)
        h.key(pygame.K_c, "c")  # an action sent
        _fresh(drawn, t)
        for _ in range(60):
            h.frames(1)
            _fresh(drawn, t)
    finally:
        h.close()


def test_a_frame_is_captured_again_once_the_settings_are_replaced(tmp_path: Path) -> None:
    """Settings replaced from outside the table (the settings screen, the app) are in the
    next frame read, before any update or intent reaches the table."""
    h = Harness(tmp_path, seed=4)
    try:
        t = h.sit_down(persist=False)
        h.until(lambda: t.mode == "bet")
        kept = t.snapshot()
        assert t.snapshot() is kept  # captured once until something changes
        h.app.settings = h.app.settings.replace(advisor_enabled=not h.app.settings.advisor_enabled)
        assert t.snapshot().settings is h.app.settings
    finally:
        h.close()


def test_one_capture_per_frame_while_nobody_acts(tmp_path: Path) -> None:
    """The computer plays and the table animates: one capture a frame (an intent handled
    in a frame adds one: its controls are made again at once)."""
    h = Harness(tmp_path, seed=4, speed="normal")
    try:
        t = h.sit_down(persist=False, demo=True)
        before = t.canvas.captures
        h.frames(120)
        per_frame = (t.canvas.captures - before) / 120
        assert per_frame <= 1.0, per_frame
    finally:
        h.close()
