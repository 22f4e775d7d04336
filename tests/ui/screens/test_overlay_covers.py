"""A full-screen overlay (settings, keys, rules from the pause menu) covers what it hides:
drawn over the table and the pause menu it looks as it does over a black window, so no
"Esc to resume" pokes out under Settings and no "Settings" title shows behind "Keys and
controller" (real App)."""

from __future__ import annotations

from pathlib import Path

import numpy
import pygame
import pytest

from drawpoker.ui.app import App
from tests.support.harness import app_after_play_now
from tests.support.screens import frames

#: the most a colour channel may differ from the overlay over black (nothing below can
#: be seen)
MOST = 6


def _shown_through(app: App) -> int:
    """How far (0..255) the window differs from its top scene drawn over black."""
    app.stack.draw(app.screen)
    stacked = pygame.surfarray.array3d(app.screen).astype(int)
    alone = pygame.Surface(app.screen.get_size())
    alone.fill((0, 0, 0))
    app.stack.top.draw(alone)
    return int(numpy.abs(stacked - pygame.surfarray.array3d(alone).astype(int)).max())


@pytest.mark.reported("new-player-evening-2#8")
@pytest.mark.parametrize("path", [("settings",), ("settings", "controls"), ("rules",)])
def test_an_overlay_over_the_pause_menu_covers_it(tmp_path: Path, path: tuple[str, ...]) -> None:
    app = app_after_play_now(tmp_path, "1280x720")
    try:
        app.nav.push("pause")
        frames(app, 5)
        for route in path:
            app.nav.push(route, overlay=True)
            frames(app, 5)
        assert _shown_through(app) <= MOST
    finally:
        app.stack.clear()
