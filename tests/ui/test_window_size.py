"""The window's size: every screen fits and relayouts on a resize; the saved size is restored at start, saved when the player resizes, not saved when given on the command line."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from drawpoker.persistence.settings import (
    Settings,
    save_settings,
)
from drawpoker.ui.scenes.menu import MenuScene
from tests.support.records import play_hands
from tests.support.screens import frames, make_app
from tests.support.userdata import app_in, saved_settings


# --------------------------------------------------------------------------- resize
@pytest.mark.parametrize("scene_name", ["settings", "setup", "rules", "stats", "history", "profile"])
def test_every_screen_fits_and_relayouts_on_resize(tmp_path: Path, scene_name: str) -> None:
    app = make_app(tmp_path)
    profile = app.profile if getattr(app, "profile", None) else None
    assert profile is not None
    play_hands(profile, 6)
    import importlib

    mod = importlib.import_module(f"drawpoker.ui.scenes.{scene_name}")
    cls = next(v for k, v in vars(mod).items() if k.endswith("Scene") and isinstance(v, type)
               and issubclass(v, MenuScene) and v is not MenuScene and v.__module__ == mod.__name__)
    scene = app.stack.push(cls())
    for size in ((960, 540), (1920, 1080), (1280, 720)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        frames(app, 2)
        assert app.size == size
        assert scene.size == size
        assert scene.panel.left >= 0 and scene.panel.right <= size[0]
        assert scene.panel.bottom <= size[1]
        for b in scene.footer:
            assert b.rect.left >= 0 and b.rect.right <= size[0] and b.rect.bottom <= size[1]
            px = max(11, round(b.rect.height * 0.36))
            assert b.preferred_width(px) <= b.rect.width + 2, (b.label, size)
        for r in scene.rows:
            if r.visible:
                assert r.rect.width > 0
                from drawpoker.ui import text as ui_text

                # the label and its control share the row without overlapping
                assert ui_text.font(scene.px).size(r.label)[0] <= r.rect.width - r.control_width(scene.px), r.label


@pytest.mark.reported("breaker#7-19")
def test_the_saved_window_size_is_restored(tmp_path: Path) -> None:
    import pygame

    save_settings(tmp_path / "settings.json", Settings(window_size=(1000, 600)))
    app = app_in(tmp_path)
    assert app.windowed_size == (1000, 600)
    assert app.size == (1000, 600)
    given_size = app_in(tmp_path, size="1100x700")
    assert given_size.windowed_size == (1100, 700)
    save_settings(tmp_path / "settings.json", Settings(window_size=(9000, 5000)))
    big = app_in(tmp_path)
    screen = max(pygame.display.get_desktop_sizes())
    assert big.windowed_size == (min(9000, screen[0]), min(5000, screen[1]))


@pytest.mark.reported("breaker#7-19")
def test_a_window_resized_by_the_player_is_saved_and_restored(tmp_path: Path) -> None:
    import pygame

    app = app_in(tmp_path, size="1280x720")
    app.start_scenes()
    app.step_frame()
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=600, size=(1000, 600)))
    app.step_frame()
    assert app.windowed_size == (1000, 600)
    app.remember_window_size()
    assert saved_settings(tmp_path)["window_size"] == [1000, 600]
    assert app_in(tmp_path).windowed_size == (1000, 600)


@pytest.mark.reported("breaker#7-19")
def test_a_size_given_on_the_command_line_is_not_saved(tmp_path: Path) -> None:
    app = app_in(tmp_path, size="1100x700")
    app.remember_window_size()
    assert saved_settings(tmp_path)["window_size"] == [1280, 720]
