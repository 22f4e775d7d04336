"""The replay's first and last step: |◀ and Home go to the first step, ▶| and End to the
hand's end; ▶ steps one (issue #16 item 7; real App, real pygame events)."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.ui.app import App
from tests.support.screens import click, footer, frames, key, open_history


def open_replay(app: App):  # type: ignore[no-untyped-def]
    from drawpoker.ui.scenes.replay import ReplayScene

    history = open_history(app, 3)
    click(app, footer(history, "Watch replay").rect.center)
    replay = app.stack.top
    assert isinstance(replay, ReplayScene)
    assert replay.step_index == 1 and len(replay.stops) > 3
    return replay


@pytest.mark.reported("new-player#16-7")
def test_end_key_and_last_button_jump_to_the_end(app: App) -> None:
    replay = open_replay(app)
    for _ in range(len(replay.stops)):  # the end reached one step at a time
        key(app, pygame.K_RIGHT)
    replay.director.skip()
    stepped = [(sv.stack, sv.bet) for sv in replay.visual.seats]
    key(app, pygame.K_HOME)
    assert replay.step_index == 1
    key(app, pygame.K_END)
    assert replay.pos == len(replay.events)
    assert replay.step_index == len(replay.stops)
    assert not replay.director.busy  # rebuilt at once, not played step by step
    assert [(sv.stack, sv.bet) for sv in replay.visual.seats] == stepped
    key(app, pygame.K_HOME)
    assert replay.step_index == 1
    click(app, replay.rbuttons["forward"].rect.center)  # ▶|
    assert replay.step_index == len(replay.stops)
    click(app, replay.rbuttons["restart"].rect.center)  # |◀
    assert replay.step_index == 1


@pytest.mark.reported("new-player#16-7")
def test_step_button_steps_one_and_end_stops_playing(app: App) -> None:
    replay = open_replay(app)
    click(app, replay.rbuttons["step"].rect.center)
    assert replay.step_index == 2
    key(app, pygame.K_RIGHT)
    assert replay.step_index == 3
    click(app, replay.rbuttons["play"].rect.center)
    assert replay.playing
    key(app, pygame.K_END)
    assert not replay.playing and replay.step_index == len(replay.stops)
    frames(app, 30)
    assert replay.step_index == len(replay.stops)
    key(app, pygame.K_LEFT)  # one step back from the end
    assert replay.step_index == len(replay.stops) - 1
