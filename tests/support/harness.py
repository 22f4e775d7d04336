"""Headless driver for UI tests: a real :class:`App` fed real pygame events.

Every frame advances exactly one fixed step (``realtime=False``), so runs are deterministic;
input goes through ``pygame.event.post`` and the app's own event loop, exactly as a player's
mouse and keyboard would. Needs the SDL dummy drivers (``tests/conftest.py`` sets them)."""

from __future__ import annotations

from argparse import Namespace
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from drawpoker import i18n
from drawpoker.ui.app import App


def frames(app: App, n: int = 1) -> None:
    """Run ``n`` frames of ``app`` (one fixed step each)."""
    for _ in range(n):
        app.step_frame()


def post_click(pos: tuple[int, int], button: int = 1) -> None:
    """Post a mouse move to ``pos`` (pixels), then a press and a release of ``button``."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def post_key(key: int, text: str = "", mod: int = 0, *, release: bool = True) -> None:
    """Post a press of ``key`` typing ``text`` with modifier keys ``mod`` held, and (unless
    ``release`` is False: a key held down) its release."""
    if not release:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text))
        return
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key, mod=mod, unicode=text, scancode=0))


def post_pad(button: str, *, instance: int = 0) -> None:
    """Post a press and release of pad ``button`` (:mod:`drawpoker.ui.pad` names: ``"a"``,
    ``"up"``...; ``"lt"``/``"rt"`` pull a trigger all the way and let it go) as SDL's
    game-controller events from pad ``instance``."""
    from drawpoker.ui.pad import BUTTONS

    triggers = {"lt": pygame.CONTROLLER_AXIS_TRIGGERLEFT, "rt": pygame.CONTROLLER_AXIS_TRIGGERRIGHT}
    if button in triggers:
        for value in (32767, 0):
            pygame.event.post(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=instance,
                                                 axis=triggers[button], value=value))
        return
    code = {name: sdl for sdl, name in BUTTONS.items()}[button]
    for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, instance_id=instance, button=code))


class Harness:
    """One game window driven by injected events.

    Args:
        data_dir: user folder for settings and profile (a pytest tmp_path).
        seed: deck seed (``--seed``).
        size: window size in pixels.
        speed: animation speed setting (``slow``/``normal``/``fast``/``instant``).
        first_start: leave the tutorial's first-start offer as the folder's settings have
            it (an empty folder: the welcome dialog comes over the title); else it counts
            as answered, so the title is on top.
    """

    def __init__(self, data_dir: Path, *, seed: int = 7, size: tuple[int, int] = (1280, 720),
                 speed: str = "fast", first_start: bool = False, **options: Any) -> None:
        ns = Namespace(seed=seed, data_dir=str(data_dir), size=f"{size[0]}x{size[1]}", frames=None,
                       demo=None, report=None, fullscreen=False, language="en", **options)
        self.app = App(ns, realtime=False)
        self.app.settings = self.app.settings.replace(animation_speed=speed)
        if not first_start:
            self.app.settings = self.app.settings.replace(tutorial_offered=True)
        # confirmations off unless a test turns them on (they stop a hand for a dialog)
        self.app.settings = self.app.settings.replace(confirm_allin=False)
        self.app.settings = self.app.settings.replace(confirm_call_fraction=0.0)
        self.app.settings = self.app.settings.replace(confirm_stand_pat=False, undo_draw=False)
        # the next hand waits for a click: tests that deal on by themselves set a pause
        self.app.settings = self.app.settings.replace(auto_next_hand_seconds=0.0)

    # input ------------------------------------------------------------------
    def click(self, pos: tuple[float, float], button: int = 1) -> None:
        """Post a real press and release at ``pos`` and run two frames."""
        post_click((round(pos[0]), round(pos[1])), button)
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
        post_key(key, text, mod)
        self.frames(2)

    def pad(self, button: str, *, instance: int = 0) -> None:
        """Post a real pad press (:func:`post_pad`) and run two frames."""
        post_pad(button, instance=instance)
        self.frames(2)

    def answer_pad(self, mode: str, *, bet: str = "c") -> None:
        """:meth:`answer` with the pad: at a bet A (check/call) or X (fold, ``bet="f"``),
        at the draw Y (stand pat), at the showdown A (show), otherwise A (next hand)."""
        if mode == "bet":
            self.pad({"c": "a", "f": "x"}[bet])
        elif mode == "draw":
            self.pad("y")
        else:
            self.pad("a")

    def resize(self, size: tuple[int, int]) -> None:
        """Post the event a window manager sends when the window is resized."""
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1],
                                             size=size))
        self.frames(2)

    # time -------------------------------------------------------------------
    def frames(self, n: int) -> None:
        """Run ``n`` frames (one fixed step each)."""
        frames(self.app, n)

    def until(self, pred: Callable[[], bool], limit: int = 6000) -> bool:
        """Run frames until ``pred()`` holds (True) or ``limit`` frames passed (False)."""
        for _ in range(limit):
            if pred():
                return True
            self.app.step_frame()
        return pred()

    def table(self) -> Any:
        """The playing table in the stack (or None): a table scene, or the one a scene
        composes (``playing``: the tournament table's)."""
        from drawpoker.ui.table.scene import TableScene

        for scene in reversed(self.app.stack.scenes):
            table = getattr(scene, "playing", scene)
            if isinstance(table, TableScene):
                return table
        return None

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


def app_after_play_now(data_dir: Any, size: str, *, language: str = "en",
                       last_table: dict[str, Any] | None = None, n_frames: int = 40) -> Any:
    """The real game App (headless, seed 11) in ``data_dir`` at ``size`` ("WxH") and
    ``language``: the title screen, then Enter on *Play now* (the table ``last_table``,
    else the default one), then ``n_frames`` frames."""
    i18n.set_language(language)
    app = App(Namespace(size=size, data_dir=str(data_dir), seed=11, language=language),
              realtime=False)
    app.settings = app.settings.replace(tutorial_offered=True)  # the first start's offer answered
    if last_table is not None:
        app.settings = app.settings.replace(last_table=last_table)
    app.start_scenes()
    frames(app, 3)
    post_key(pygame.K_RETURN)  # Play now
    frames(app, n_frames)
    return app
