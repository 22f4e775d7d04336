"""The Back button sits in one place on every menu screen (through the real window code):
the Profile screen's sat 17 px higher than the others' at 1280x720."""

from __future__ import annotations

import pytest

from tests.support.harness import Harness
from tests.support.screens import footer

SCREENS = ("settings", "profile", "stats", "history", "controls")


@pytest.mark.reported("new-player-evening#5")
@pytest.mark.parametrize("size", [(1280, 720), (960, 540), (1600, 900)])
def test_every_menu_screen_puts_back_in_the_same_place(h: Harness, size: tuple[int, int]) -> None:
    h.app.start_scenes()
    h.frames(2)
    h.resize(size)
    places = {}
    for route in SCREENS:
        h.app.nav.push(route)
        h.frames(3)
        places[route] = footer(h.app.stack.top, "Back").rect.bottom
        h.app.stack.pop()
        h.frames(1)
    assert len(set(places.values())) == 1, places
