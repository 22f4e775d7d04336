"""Idle means idle: a scene that has not changed draws nothing, and the loop may sleep.

Issue 17: the title screen, the menus, the hand history and a table waiting for the
player drew (and flipped) the whole window every frame; a still scene now draws nothing
and says how long the loop may sleep (:meth:`drawpoker.ui.scene.Scene.wake_in`).
"""

from __future__ import annotations

from argparse import Namespace
from pathlib import Path
from typing import Any

import pygame
import pytest

from drawpoker import i18n
from drawpoker.engine import Action, ActionType
from drawpoker.ui import window
from drawpoker.ui.app import App
from drawpoker.ui.clock import GLOW_RATE
from drawpoker.ui.table.frame import glow_phase
from tests.support.harness import Harness, frames


def _count_draws(monkeypatch: pytest.MonkeyPatch, scene: Any) -> list[str]:
    calls: list[str] = []
    kind = type(scene)
    real = kind.draw

    def spy(self: Any, surface: pygame.Surface) -> None:
        calls.append("draw")
        real(self, surface)

    monkeypatch.setattr(kind, "draw", spy)
    monkeypatch.setattr(pygame.display, "flip", lambda: calls.append("flip"))
    monkeypatch.setattr(pygame.display, "update", lambda rects=None: calls.append("update"))
    return calls


@pytest.mark.parametrize("route", ["settings", "history", "stats", "rules", "setup", "profile"])
def test_a_still_menu_draws_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                    route: str) -> None:
    """After its fade-in a menu left alone draws and presents nothing, a pointer move
    that changes no highlight neither, and the loop may sleep until the next input."""
    i18n.set_language("en")
    app = App(Namespace(size="1280x720", data_dir=str(tmp_path), seed=1), realtime=False)
    try:
        app.nav.push(route)
        frames(app, 20)  # past the fade-in
        scene = app.stack.top
        calls = _count_draws(monkeypatch, scene)
        frames(app, 120)
        assert calls == []
        assert app.idle_wait() is None  # --frames is not set: nothing to wait for
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(3, 3), rel=(1, 1),
                                             buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(4, 3), rel=(1, 0),
                                             buttons=(0, 0, 0)))
        frames(app, 2)
        assert calls.count("draw") <= 1  # the first move may clear a highlight, no more
        frames(app, 30)
        assert calls.count("draw") <= 1
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0,
                                             unicode="", scancode=0))
        frames(app, 1)
        assert "draw" in calls  # a key that moves the focus draws the screen again
    finally:
        app.stack.clear()


def test_the_title_screen_redraws_only_its_bobbing_title(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """The title bobs a few pixels: frames draw only the title's band, and only when it
    moved a pixel; the loop sleeps between the checks."""
    i18n.set_language("en")
    app = App(Namespace(size="1920x1080", data_dir=str(tmp_path), seed=1), realtime=False)
    try:
        app.nav.push("title")
        frames(app, 3)
        sent: list[Any] = []
        monkeypatch.setattr(pygame.display, "flip", lambda: sent.append("flip"))
        monkeypatch.setattr(pygame.display, "update", lambda rects=None: sent.append(list(rects)))
        frames(app, 240)
        assert "flip" not in sent
        assert 0 < len(sent) < 240 * 0.6
        assert all(r.height < 1080 * 0.2 for rects in sent for r in rects)
        wait = app.idle_wait()
        assert wait is not None and 0 < wait <= 0.05
    finally:
        app.stack.clear()


def test_a_table_waiting_for_the_player_draws_only_its_glow(tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """Waiting for the player, the table draws only his seat's glow, GLOW_RATE (10) times a second;
    with reduced motion the glow is steady and the table draws nothing at all."""
    h = Harness(tmp_path, seed=3, size=(1280, 720), speed="fast")
    try:
        t = h.sit_down(persist=False)
        h.until(lambda: t.mode == "bet" and t.hand.to_act == t.hero and not t.director.busy)
        h.frames(30)
        wait = h.app.idle_wait()
        assert wait is not None and 0 <= wait <= 1 / GLOW_RATE + 1e-6
        h.app.settings = h.app.settings.replace(reduced_motion=True)
        h.frames(2)  # a settings change draws the whole table once
        calls = _count_draws(monkeypatch, t)
        sent: list[Any] = []
        monkeypatch.setattr(pygame.display, "update", lambda rects=None: sent.append(rects))
        h.frames(120)
        assert calls == [] and sent == []
        assert h.app.idle_wait() is None
    finally:
        h.close()


def test_one_wake_draws_each_step_of_the_glow(tmp_path: Path) -> None:
    """Woken from its idle sleep when the table asked, the loop's one update reaches that
    moment (the part of a fixed step left over included): every wake draws the next step
    of the glow, none is spent finding it not due yet."""
    h = Harness(tmp_path, seed=3, size=(1280, 720), speed="fast")
    try:
        t = h.sit_down(persist=False)
        h.until(lambda: t.mode == "bet" and t.hand.to_act == t.hero and not t.director.busy)
        h.frames(30)
        h.app.realtime = True
        for _ in range(8):
            wait = h.app.idle_wait()
            assert wait is not None and wait <= 1 / GLOW_RATE + 0.002
            step = glow_phase(t.snapshot())
            h.app.step_frame(max(wait, 1 / 60))  # Clock.tick(60) paces a frame at least
            assert glow_phase(t.snapshot()) == step + 1
            assert h.app.fixed_step.pending == 0.0
    finally:
        h.close()


def test_a_waiting_table_does_not_remake_the_players_view(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """While the table waits for the player, its updates reuse his view of the hand (made
    again only when the hand changes); after he acts the controls show the new stacks."""
    h = Harness(tmp_path, seed=3, size=(1280, 720), speed="fast")
    try:
        t = h.sit_down(persist=False)
        h.until(lambda: t.mode == "bet" and t.hand.to_act == t.hero and not t.director.busy)
        h.frames(2)
        made: list[int] = []
        kind = type(t.hand)
        real = kind.view
        monkeypatch.setattr(kind, "view", lambda self, seat: made.append(seat) or real(self, seat))
        h.frames(60)
        assert made == []
        view = t.seat.view()
        assert t.hand.events and view.seats[t.hero].stack == t.hand.stacks[t.hero]
        la = t.legal
        assert la is not None
        kind_ = ActionType.CALL if ActionType.CALL in la.kinds else ActionType.CHECK
        assert t.commands.send(Action(t.hero, kind_))
        assert t.seat.view() is not view and made == [t.hero]
        assert t.seat.view().seats[t.hero].stack == t.hand.stacks[t.hero]
    finally:
        h.close()


def test_a_sleeping_loop_looks_for_input_once_a_frame(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """An idle sleep looks for input every ``INPUT_POLL`` seconds (not every millisecond,
    as ``pygame.event.wait(timeout)`` does) and wakes on the first event it finds, which
    waits for the next frame."""
    i18n.set_language("en")
    app = App(Namespace(size="1280x720", data_dir=str(tmp_path), seed=1), realtime=False)
    try:
        polls: list[int] = []
        real_poll = pygame.event.poll

        def counting_poll() -> pygame.event.Event:
            polls.append(1)
            return real_poll()

        monkeypatch.setattr(pygame.event, "poll", counting_poll)
        monkeypatch.setattr(pygame.event, "wait", lambda *a: pytest.fail("event.wait spins"))
        pygame.event.clear()
        app.window.sleep(0.2)
        assert 2 <= len(polls) <= 0.2 / window.INPUT_POLL + 2
        pygame.event.post(pygame.event.Event(pygame.USEREVENT, code=7))
        polls.clear()
        app.window.sleep(0.5)
        assert len(polls) == 1  # the event was there at the first look
        assert [e.type for e in app.window.waited][-1:] == [pygame.USEREVENT]
    finally:
        app.stack.clear()
