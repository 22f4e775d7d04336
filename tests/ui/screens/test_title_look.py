"""The title's look: an icon on every menu entry, and card fans that show the faces they
fan (every corner index readable, the fans clear of the menu and inside the window)."""

from __future__ import annotations

from pathlib import Path

import pytest

from drawpoker.ui.scenes.title import TitleScene, fan_cards
from tests.support.screens import make_app


@pytest.mark.parametrize("size", ["960x540", "1280x720", "1920x1080", "2560x1440"])
def test_fans_show_every_index_and_keep_clear_of_the_menu(tmp_path: Path, size: str) -> None:
    app = make_app(tmp_path, size)
    title = app.stack.find(TitleScene)
    assert title is not None
    menu_left = min(b.rect.left for b in title.buttons)
    menu_right = max(b.rect.right for b in title.buttons)
    placed = fan_cards(app.size, menu_left)
    if size != "960x540":  # no room beside the menu at the smallest window
        assert len(placed) == 10
    for fan in (placed[:5], placed[5:]):
        for (_c, (x0, _y0), _a, (w, _h)), (_d, (x1, _y1), _b, _s) in zip(fan, fan[1:], strict=False):
            assert x1 - x0 >= 0.45 * w  # the card under keeps its index and half its face in view
        for _card, (x, _y), _angle, (w, h) in fan:
            half = max(w, h) * 0.62  # a turned card's reach from its centre
            assert x - half >= 0 and x + half <= app.size[0]
            assert x + half <= menu_left or x - half >= menu_right


def test_every_title_entry_has_an_icon(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    title = app.stack.find(TitleScene)
    assert title is not None
    icons = [b.icon for b in title.buttons]
    assert all(icons) and len(set(icons)) == len(icons)
