"""The window at start (issue #17): the game's own icon (the ace of spades), set before the
window opens so that pygame does not load its own at ``set_mode``; the sound device opened
just after the first frame, not before it."""

from __future__ import annotations

from argparse import Namespace
from pathlib import Path

import pygame
import pytest

from drawpoker import resources
from drawpoker.ui import window
from drawpoker.ui.app import App
from drawpoker.ui.sprites.cards import card_size
from drawpoker.ui.sprites.svg import load_svg


def test_the_window_has_the_games_icon_set_before_it_opens(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The ace of spades, set before ``set_mode`` (else pygame loads its own icon from its
    package data, a few ms of the first frame)."""
    pygame.quit()  # no window yet: the first one of a run
    icons: list[pygame.Surface] = []
    opened: list[int] = []
    real_set_mode = pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_icon", icons.append)
    monkeypatch.setattr(pygame.display, "set_mode",
                        lambda *a, **k: (opened.append(len(icons)), real_set_mode(*a, **k))[1])
    app = App(Namespace(size="1280x720", data_dir=str(tmp_path)), realtime=False)
    assert opened[0] == 1 and icons[0].get_size() == (window.ICON_SIDE, window.ICON_SIDE)
    assert icons[0].get_at((window.ICON_SIDE // 2, 2)).a == 255  # the card's face
    assert icons[0].get_at((2, window.ICON_SIDE // 2)).a == 0  # clear beside it
    app.toggle_fullscreen()
    assert len(icons) == 1  # set once a run
    app.stack.clear()


def test_without_the_icons_card_the_window_opens_with_pygames_icon(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def missing(relpath: str, size: tuple[int, int]) -> pygame.Surface:
        assert (relpath, size) == (window.ICON_CARD, card_size(window.ICON_SIDE))
        raise resources.AssetNotFoundError(relpath, [])

    monkeypatch.setattr(window, "load_svg", missing)
    assert window.set_window_icon() is False
    monkeypatch.setattr(window, "load_svg", load_svg)
    assert window.set_window_icon() is True


def test_the_sound_device_opens_after_the_first_frame(tmp_path: Path) -> None:
    """``pygame.init()`` would open it before the window (and close it again at exit,
    ~20 ms even with SDL's dummy driver); the App opens it with the second frame."""
    pygame.quit()
    app = App(Namespace(size="1280x720", data_dir=str(tmp_path)), realtime=False)
    app.start_scenes()
    app.step_frame()
    assert pygame.display.get_init() and pygame.font.get_init()
    assert not pygame.mixer.get_init()
    app.step_frame()  # App.finish_start
    assert pygame.mixer.get_init()  # SDL's dummy audio driver in the tests
    app.stack.clear()
