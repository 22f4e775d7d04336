"""F12 screenshots: the player is told where the file went, or that the folder cannot be written."""

from __future__ import annotations

import os
import stat
from argparse import Namespace
from pathlib import Path

import pygame
import pytest

from tests.support.harness import Harness, frames, post_key


@pytest.mark.reported("breaker#1-12")
def test_f12_into_a_folder_that_cannot_be_written_says_so(tmp_path: Path) -> None:
    h = Harness(Path("/proc/nope"), seed=11)  # /proc refuses new files, even to root
    try:
        from drawpoker.ui.scenes.title import TitleScene

        h.app.stack.push(TitleScene())
        h.frames(2)
        h.key(pygame.K_F12)  # crashed: pygame.error Couldn't open /proc/nope/...png
        assert h.app.running and h.app.toast is not None
        text, error, _left = h.app.toast
        assert error and text == "The screenshot could not be saved in /proc/nope/screenshots."
        h.frames(400)  # the message goes away by itself
        assert h.app.toast is None
    finally:
        h.close()


@pytest.mark.reported("breaker#1-12")
@pytest.mark.harness(seed=11)
def test_f12_says_where_the_screenshot_went(h: Harness, tmp_path: Path) -> None:
    from drawpoker.ui.scenes.title import TitleScene

    h.app.stack.push(TitleScene())
    h.frames(2)
    h.key(pygame.K_F12)
    shots = list((tmp_path / "screenshots").glob("drawpoker-*.png"))
    assert len(shots) == 1
    text, error, _left = h.app.toast
    assert not error and str(shots[0]) in text


@pytest.mark.parametrize("where", ["environment", "user folders"])
def test_f12_without_data_dir_goes_to_the_user_data_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, where: str) -> None:
    """Failed before (issue 15): without ``--data-dir`` the screenshot went to the working
    folder, whatever ``DRAWPOKER_DATA_DIR`` or the platform's user folders said."""
    import platformdirs

    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    if where == "environment":
        monkeypatch.setenv("DRAWPOKER_DATA_DIR", str(tmp_path / "env"))
        expected = tmp_path / "env" / "screenshots"
    else:
        monkeypatch.delenv("DRAWPOKER_DATA_DIR", raising=False)
        monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
        monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
        expected = Path(platformdirs.user_data_dir("drawpoker", "drawpoker",
                                                   roaming=True)) / "screenshots"
        assert str(expected).startswith(str(tmp_path))
    from drawpoker.ui.app import App
    from drawpoker.ui.scenes.title import TitleScene

    app = App(Namespace(seed=11, data_dir=None, size="1280x720", language="en"),
              realtime=False)
    try:
        app.stack.push(TitleScene())
        frames(app, 2)
        post_key(pygame.K_F12)
        frames(app, 2)
        shots = list(expected.glob("drawpoker-*.png"))
        assert len(shots) == 1
        assert list(work.iterdir()) == []
        text, error, _left = app.toast
        assert not error and text == f"Screenshot saved: {shots[0]}"
    finally:
        app.stack.clear()


@pytest.mark.reported("issue-28#8")
@pytest.mark.skipif(os.name != "posix", reason="POSIX file modes")
def test_a_screenshot_is_the_player_s_only(tmp_path: Path) -> None:
    from drawpoker.ui.diagnostics import save_screenshot

    old = os.umask(0o022)
    try:
        shot = save_screenshot(pygame.Surface((8, 8)), str(tmp_path / "data"), 1)
    finally:
        os.umask(old)
    assert stat.S_IMODE(shot.stat().st_mode) == 0o600
    assert stat.S_IMODE(shot.parent.stat().st_mode) == 0o700
    assert pygame.image.load(str(shot)).get_size() == (8, 8)
