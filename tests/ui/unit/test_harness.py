"""The UI harness itself: posted clicks reach the scene stack; a frame presents only the bands that changed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from tests.support.harness import Harness


def test_harness_clicks_reach_the_scene_stack(tmp_path: Path) -> None:
    """A posted click comes back out of the app's loop as a Click intent at that spot."""
    from drawpoker.ui.input import Click
    from drawpoker.ui.scene import Scene

    got: list[Any] = []

    class Probe(Scene):
        def handle(self, intent: Any) -> bool:
            got.append(intent)
            return True

    h = Harness(tmp_path)
    try:
        h.app.stack.push(Probe())
        h.click((123, 45))
        clicks = [i for i in got if isinstance(i, Click)]
        assert clicks and clicks[0].pos == (123, 45)
    finally:
        h.close()


def test_present_sends_only_the_changed_bands(tmp_path: Path) -> None:
    """Issue 7: a frame that changes a small part of the window presents only the bands
    of rows that changed (pygame.display.update(rects)); a scene change flips it all."""
    from drawpoker.ui.window import BAND_ROWS

    h = Harness(tmp_path, size=(1280, 720))
    try:
        screen = h.app.screen
        screen.fill((10, 60, 30))
        assert h.app.present(full=True) == 720
        assert h.app.present() == 0  # nothing changed
        pygame.draw.rect(screen, (250, 250, 250), (100, 300, 40, 10))
        rows = h.app.present()
        assert 0 < rows <= 2 * BAND_ROWS
        screen.fill((10, 60, 30), (100, 300, 40, 10))
        screen.fill((200, 0, 0), (0, 0, 5, 5))
        screen.fill((200, 0, 0), (0, 715, 5, 5))
        # the first and last bands and the band of the restored rect (300..309)
        assert 300 // BAND_ROWS == 309 // BAND_ROWS and 720 % BAND_ROWS == 0
        assert h.app.present() == 3 * BAND_ROWS
        assert h.app.present(full=True) == 720
    finally:
        h.close()
