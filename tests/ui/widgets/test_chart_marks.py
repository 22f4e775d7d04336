"""The bankroll chart's mark labels ("+1,000 from the house") never print over each other."""

from __future__ import annotations

import pygame
import pytest

from drawpoker.ui.widgets.stat_charts import mark_labels


@pytest.mark.reported("two-players-evening#2")
def test_refills_close_together_get_labels_that_do_not_overlap() -> None:
    rect = pygame.Rect(100, 50, 900, 200)
    xs = [400, 410, 415, 990]  # three refills a few hands apart, one at the right edge
    places = mark_labels(rect, xs, [(160, 14)] * 4)
    shown = [p for p in places if p is not None]
    assert len(shown) == 4
    for k, a in enumerate(shown):
        assert rect.contains(a), a
        assert all(not a.colliderect(b) for b in shown[k + 1:]), (a, shown)
    assert places[3] is not None and places[3].right <= 990  # left of its line at the edge


def test_a_label_with_no_free_row_is_left_out() -> None:
    rect = pygame.Rect(0, 0, 400, 40)  # room for one row of labels in the lower half
    places = mark_labels(rect, [10, 12], [(160, 14)] * 2)
    assert places[0] is not None and places[1] is None
