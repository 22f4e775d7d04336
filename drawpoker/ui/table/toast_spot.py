"""Where a queued toast (an achievement earned, a level reached) goes over the table: a
corner of the table clear of every seat's plate and cards and of the controls
(``Scene.toast_spot``; ``ui.toast`` draws it there)."""

from __future__ import annotations

from typing import Any

import pygame

from drawpoker.ui.layout import Layout


def scene_toast_spot(scene: Any, size: tuple[int, int]) -> pygame.Rect | None:
    """``TableScene.toast_spot``: :func:`toast_spot` of the table's layout when it is laid
    out for a window of ``size``, else None."""
    lay = scene.layout
    return toast_spot(lay) if lay is not None and lay.size == size else None


def toast_spot(lay: Layout) -> pygame.Rect | None:
    """The first of the table's corners (top left, top right, bottom left, bottom right)
    where a toast about a third of the table wide and two lines tall covers no seat's
    plate or cards, the controls nor the hand log; None when none is clear."""
    area = lay.table_area
    margin = max(4, round(8 * lay.scale))
    w, h = round(area.width * 0.36), round(lay.font_px * 2.2) + 8
    top = max(area.top, lay.top_bar.bottom) + margin
    bottom = lay.controls.bar.top - margin - h
    left, right = area.left + margin, area.right - margin - w
    blocked = [lay.controls.bar, *([lay.log_panel] if lay.log_panel is not None else [])]
    for seat in lay.seats.values():
        blocked += [seat.plate, *seat.cards, *seat.shown]
    for x, y in ((left, top), (right, top), (left, bottom), (right, bottom)):
        spot = pygame.Rect(x, y, w, h)
        if not any(spot.colliderect(b) for b in blocked):
            return spot
    return None
