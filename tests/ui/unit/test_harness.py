"""The UI harness itself: posted clicks reach the scene stack; a frame presents only the Rects drawn."""

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


def test_present_sends_only_the_rects_drawn(tmp_path: Path) -> None:
    """Issue 17: a frame presents only the Rects the scenes drew
    (``pygame.display.update(rects)``, clipped to the window); None flips it all."""
    h = Harness(tmp_path, size=(1280, 720))
    try:
        sent: list[Any] = []
        update, flip = pygame.display.update, pygame.display.flip
        pygame.display.update = lambda rects=None: sent.append(list(rects or []))
        pygame.display.flip = lambda: sent.append("flip")
        try:
            assert h.app.window.present([]) == 0 and sent == []  # nothing drawn, nothing sent
            assert h.app.window.present([pygame.Rect(100, 300, 40, 10)]) == 400
            assert sent[-1] == [pygame.Rect(100, 300, 40, 10)]
            # off the window's edge: only the part inside is sent
            assert h.app.window.present([pygame.Rect(1270, 710, 40, 40)]) == 100
            assert h.app.window.present(None) == 1280 * 720 and sent[-1] == "flip"
        finally:
            pygame.display.update, pygame.display.flip = update, flip
    finally:
        h.close()
