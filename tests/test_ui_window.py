"""The window after mode switches and resizes: complete frames, the minimum size, and a
table laid out without overlaps or clipping (new player's findings 4, 12 and 18)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from argparse import Namespace  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from drawpoker import i18n  # noqa: E402
from drawpoker.ui.app import App  # noqa: E402
from drawpoker.ui.layout import MIN_SIZE  # noqa: E402


@pytest.fixture
def desk_app(tmp_path: Path) -> Iterator[App]:
    """An App whose window is as large as the (dummy) desktop, so F11 keeps its size."""
    pygame.init()
    dw, dh = pygame.display.get_desktop_sizes()[0]
    a = App(Namespace(size=f"{dw}x{dh}", data_dir=str(tmp_path), seed=11, demo=1),
            realtime=False)
    a.start_scenes()
    for _ in range(3):
        a.step_frame()
    yield a
    a.stack.clear()
    i18n.set_language("en")


def _record_presents(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    calls: list[Any] = []
    monkeypatch.setattr(pygame.display, "flip", lambda: calls.append("flip"))
    monkeypatch.setattr(pygame.display, "update", lambda rects=None: calls.append(list(rects or [])))
    return calls


def test_the_frame_after_f11_is_presented_whole(desk_app: App,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """F11 in and out: the first frame after each switch is drawn and sent whole (only the
    changed bands were sent, so the unchanged top bar stayed black in the new window)."""
    app = desk_app
    size = app.size
    calls = _record_presents(monkeypatch)
    for _ in range(2):
        calls.clear()
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0,
                                             unicode="", scancode=0))
        app.step_frame()
        assert app.size == size  # the same size: nothing else forces a whole frame
        assert calls and calls[0] == "flip", calls
        # and the whole window holds the table: its top bar is not black
        assert app.screen.get_at((5, 5))[:3] != (0, 0, 0) or \
            app.screen.get_at((size[0] // 3, 10))[:3] != (0, 0, 0)


def test_an_exposed_window_is_presented_whole(desk_app: App,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """A window the system uncovered or showed again gets a whole frame, not just changes."""
    calls = _record_presents(monkeypatch)
    pygame.event.post(pygame.event.Event(pygame.WINDOWEXPOSED))
    desk_app.step_frame()
    assert calls and calls[0] == "flip", calls


def test_a_window_made_smaller_than_the_minimum_grows_back(tmp_path: Path) -> None:
    """Without a window manager the minimum-size hint does not hold: a resize to 800×450
    is answered by setting the window back to 960×540 (it stayed 800×450, overlapping)."""
    app = App(Namespace(size="1280x720", data_dir=str(tmp_path), seed=11, demo=1),
              realtime=False)
    app.start_scenes()
    app.step_frame()
    try:
        # what pygame-ce does when the system resizes the window: the display Surface is
        # already the new size when the event arrives
        app.screen = pygame.display.set_mode((800, 450), pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=800, h=450,
                                             size=(800, 450)))
        app.step_frame()
        assert app.size == MIN_SIZE
        assert pygame.display.get_surface().get_size() == MIN_SIZE
        scene = app.stack.scenes[0]
        assert scene.layout.size == MIN_SIZE
    finally:
        app.stack.clear()
