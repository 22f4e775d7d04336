"""Headless driver for UI tests: a real :class:`App` fed real pygame events.

Used by the other ``test_ui_*`` modules (imported as ``test_ui_harness``). Every
frame advances exactly one fixed step (``realtime=False``), so runs are
deterministic; input goes through ``pygame.event.post`` and the app's own event
loop, exactly as a player's mouse and keyboard would.
"""

from __future__ import annotations

import os
from argparse import Namespace
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from drawpoker.ui.app import App  # noqa: E402


class Harness:
    """One game window driven by injected events.

    Args:
        data_dir: user folder for settings and profile (a pytest tmp_path).
        seed: deck seed (``--seed``).
        size: window size in pixels.
        speed: animation speed setting (``slow``/``normal``/``fast``/``instant``).
    """

    def __init__(self, data_dir: Path, *, seed: int = 7, size: tuple[int, int] = (1280, 720),
                 speed: str = "fast", **options: Any) -> None:
        ns = Namespace(seed=seed, data_dir=str(data_dir), size=f"{size[0]}x{size[1]}", frames=None,
                       demo=None, report=None, fullscreen=False, language="en", **options)
        self.app = App(ns, realtime=False)
        self.app.settings = self.app.settings.replace(animation_speed=speed)
        # confirmations off unless a test turns them on (they stop a hand for a dialog)
        self.app.settings = self.app.settings.replace(confirm_allin=False)
        self.app.settings = self.app.settings.replace(confirm_call_fraction=0.0)

    # input ------------------------------------------------------------------
    def click(self, pos: tuple[float, float], button: int = 1) -> None:
        """Post a real press and release at ``pos`` and run two frames."""
        p = (round(pos[0]), round(pos[1]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=p, button=button))
        self.frames(2)

    def drag(self, start: tuple[float, float], end: tuple[float, float], steps: int = 5) -> None:
        """Press at ``start``, move to ``end`` with the button held, release."""
        s = (round(start[0]), round(start[1]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=s, button=1))
        for k in range(1, steps + 1):
            x = round(start[0] + (end[0] - start[0]) * k / steps)
            y = round(start[1] + (end[1] - start[1]) * k / steps)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0),
                                                 buttons=(1, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(round(end[0]), round(end[1])),
                                             button=1))
        self.frames(2)

    def key(self, key: int, text: str = "", mod: int = 0) -> None:
        """Post a real key press (with modifier keys ``mod`` held) and run two frames."""
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text,
                                             scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=text,
                                             scancode=0))
        self.frames(2)

    def resize(self, size: tuple[int, int]) -> None:
        """Post the event a window manager sends when the window is resized."""
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1],
                                             size=size))
        self.frames(2)

    # time -------------------------------------------------------------------
    def frames(self, n: int) -> None:
        """Run ``n`` frames (one fixed step each)."""
        for _ in range(n):
            self.app.step_frame()

    def until(self, pred: Callable[[], bool], limit: int = 6000) -> bool:
        """Run frames until ``pred()`` holds (True) or ``limit`` frames passed (False)."""
        for _ in range(limit):
            if pred():
                return True
            self.app.step_frame()
        return pred()

    def table(self) -> Any:
        """The table scene in the stack (or None)."""
        from drawpoker.ui.table.scene import TableScene

        return self.app.stack.find(TableScene)

    def answer(self, mode: str, *, bet: str = "c") -> None:
        """Press the plain key for the table's ``mode`` (what :meth:`wait_mode` returned):
        at a bet ``bet`` (``"c"`` check/call, ``"f"`` fold), at the draw Enter (stand pat),
        at the showdown S (show), otherwise Enter (next hand)."""
        if mode == "bet":
            self.key({"c": pygame.K_c, "f": pygame.K_f}[bet], bet)
        elif mode == "show":
            self.key(pygame.K_s, "s")
        else:
            self.key(pygame.K_RETURN, "\r")

    def wait_mode(self, *modes: str, limit: int = 8000) -> str:
        """Run until the table's controls show one of ``modes``; returns the mode."""
        t = self.table()
        assert t is not None, "no table scene"
        self.until(lambda: t.mode in modes, limit)
        return str(t.mode)

    def sit_down(self, **kwargs: Any) -> Any:
        """Push a table scene directly (skipping the title) and return it."""
        from drawpoker.ui.table.scene import TableScene

        scene = TableScene(**kwargs)
        self.app.stack.push(scene)
        self.frames(1)
        return scene

    def close(self) -> None:
        """Exit the scenes and shut pygame down."""
        self.app.stack.clear()
        pygame.quit()


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
