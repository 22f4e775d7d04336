"""An error in a scene ends the run with a crash report, and the crash message is shown in the window."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tests.support.harness import Harness


@pytest.mark.reported("breaker#1-12")
@pytest.mark.harness(seed=11)
def test_an_error_in_a_scene_ends_run_with_a_crash_report(h: Harness, tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]
                                                          ) -> None:
    from drawpoker.ui.scene import Scene

    class Broken(Scene):
        def update(self, dt: float) -> None:
            raise KeyError("boom")

    h.app.start_scenes = lambda: h.app.stack.push(Broken())  # type: ignore[method-assign]
    assert h.app.run() == 1
    reports = list(tmp_path.glob("drawpoker-crash-*.txt"))
    assert len(reports) == 1
    text = reports[0].read_text(encoding="utf-8")
    assert "Traceback" in text and "KeyError: 'boom'" in text and "Broken" in text
    err = capsys.readouterr().err
    assert "internal error (KeyError: 'boom')" in err and str(reports[0]) in err


@pytest.mark.reported("breaker#1-12")
@pytest.mark.harness(seed=11)
def test_the_crash_message_is_shown_in_the_window(h: Harness, tmp_path: Path) -> None:
    report = tmp_path / "drawpoker-crash-x.txt"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    h.app.show_crash(report, wait=5.0)  # returns at the key press
    window = pygame.display.get_surface()
    # text drawn on the plain background: light pixels in the middle rows
    w, hh = window.get_size()
    light = sum(1 for x in range(0, w, 2) for y in range(hh // 3, 2 * hh // 3, 2)
                if sum(window.get_at((x, y))[:3]) > 500)
    assert light > 100
