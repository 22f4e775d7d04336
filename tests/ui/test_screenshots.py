"""F12 screenshots: the player is told where the file went, or that the folder cannot be written."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tests.support.harness import Harness


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
        assert error and text == "The screenshot could not be saved in /proc/nope."
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
    shots = list(tmp_path.glob("drawpoker-*.png"))
    assert len(shots) == 1
    text, error, _left = h.app.toast
    assert not error and str(shots[0]) in text
