"""Focus that follows the layout (ui/spatial)."""

from __future__ import annotations

from pygame import Rect

from drawpoker.ui.spatial import nearest

#: the title's menu: one wide button, two columns, one below
MENU = [Rect(375, 294, 530, 45), Rect(375, 350, 260, 45), Rect(645, 350, 260, 45),
        Rect(375, 404, 260, 45), Rect(645, 404, 260, 45), Rect(510, 458, 260, 45)]


def test_along_a_row_and_down_a_column() -> None:
    assert nearest(MENU, 1, 1, 0) == 2
    assert nearest(MENU, 2, -1, 0) == 1
    assert nearest(MENU, 2, 0, 1) == 4
    assert nearest(MENU, 4, 0, -1) == 2


def test_nothing_that_way_and_hidden_controls() -> None:
    assert nearest(MENU, 0, 0, -1) is None
    assert nearest(MENU, 2, 1, 0) is None
    hidden = [*MENU[:4], None, MENU[5]]
    assert nearest(hidden, 2, 0, 1) == 5
    assert nearest(hidden, None, 0, 1) == 0
