"""Opening the tutorial again after a restart (real App, real clicks and keys): one
finished before opens at its end, every step ticked, saying it was finished and offering
to start again; one left half-way goes on at the step it was left at, saying so."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from drawpoker.coach.tutorial import STEPS
from tests.support.harness import Harness
from tests.support.screens import title_button
from tests.support.text_layout import texts_of_frame


def _restart_and_open(tmp_path: Path, done: int) -> tuple[Harness, Any]:
    """Keep ``done`` steps completed in the settings file, start the game again and open
    the tutorial from the title."""
    h = Harness(tmp_path, seed=11)
    h.app.start_scenes()
    h.frames(2)
    h.app.change_settings(tutorial_step=done)
    h.close()
    h = Harness(tmp_path, seed=11)
    h.app.start_scenes()
    h.frames(3)
    h.click(title_button(h.app, "Tutorial").center)
    h.frames(2)
    t = h.app.stack.top
    assert type(t).__name__ == "TutorialScene"
    return h, t


def _words(h: Harness, monkeypatch: pytest.MonkeyPatch) -> str:
    return " ".join(d.text for d in texts_of_frame(h.app, monkeypatch))


@pytest.mark.reported("new-player-evening#3")
def test_a_finished_tutorial_says_so_after_a_restart_and_starts_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    h, t = _restart_and_open(tmp_path, len(STEPS))
    try:
        words = _words(h, monkeypatch)
        assert "Tutorial complete" in words and "step 1 of" not in words
        assert "You finished the tutorial before" in words
        assert words.count("✓ ") == len(STEPS), "every step ticked"
        h.click(next(b for b in t.buttons if b.label == "Start again").rect.center)
        assert t.index == 0 and not t.finished and h.app.settings.tutorial_step == 0
        assert "step 1 of" in _words(h, monkeypatch)
    finally:
        h.close()


@pytest.mark.reported("new-player-evening#3")
def test_a_tutorial_left_half_way_resumes_there_and_says_so(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    h, t = _restart_and_open(tmp_path, 3)
    try:
        assert t.index == 3 and not t.finished
        words = _words(h, monkeypatch)
        assert f"step 4 of {len(STEPS)}" in words
        assert "Welcome back: the tutorial goes on at step 4" in words
        h.key(pygame.K_ESCAPE)
        assert type(h.app.stack.top).__name__ == "TitleScene"
    finally:
        h.close()
