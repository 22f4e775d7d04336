"""The tutorial's text panel: an explanation too tall for the side column takes a wide box
over the felt, no taller than its lines, so the table under the rest stays in view."""

from __future__ import annotations

import pygame

from drawpoker.ui.theme import CREAM, PANEL, POSITIVE
from drawpoker.ui.widgets.lesson import text_panel


def test_the_wide_box_is_no_taller_than_its_lines() -> None:
    surface = pygame.Surface((1280, 800))
    felt = (20, 110, 60)
    surface.fill(felt)
    column = pygame.Rect(1040, 50, 230, 400)
    wide = pygame.Rect(10, 50, 1260, 440)
    explanation = " ".join(["Right: the last to bet shows first and the others show or muck."] * 4)
    lines = [("The showdown", CREAM, True), (explanation, POSITIVE, True)]
    used = text_panel(surface, column, lines, 24, wide=wide)
    assert 0 < used < wide.height // 2
    assert surface.get_at((wide.centerx, wide.top + 4))[:3] != felt  # the box is there
    assert surface.get_at((wide.centerx, wide.bottom - 4))[:3] == felt  # under it: the felt
    assert surface.get_at((wide.centerx, wide.top + used + 8))[:3] == felt
    assert felt != PANEL  # the felt colour is not the box's own
