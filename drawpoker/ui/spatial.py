"""Focus that follows the screen's layout: the control nearest in a direction.

The pad's D-pad and stick move the focus this way (a row of buttons left and right, a
column up and down, from a footer up into the list above it), whatever order the screen
keeps its controls in.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

#: How much a control off to the side counts against it, against one straight ahead.
SIDEWAYS_WEIGHT = 2.0


def nearest(rects: Sequence[pygame.Rect | None], current: int | None, dx: int,
            dy: int) -> int | None:
    """The index of the Rect nearest to ``rects[current]`` in direction ``(dx, dy)``
    (pixels, y down; one of them 0), or None when none lies that way.

    A Rect lies that way when its centre is past the current one's in that direction.
    One in line (overlapping the current one across the direction: a button straight
    below a wide one is straight below) beats any off to the side; among equals, nearness
    is the distance along the direction plus :data:`SIDEWAYS_WEIGHT` times the gap across
    it, and the earlier control wins a tie. ``None`` entries (hidden
    controls) are skipped; with no current control the first shown one is the answer.
    """
    shown = [i for i, r in enumerate(rects) if r is not None]
    if current is None or current not in shown:
        return shown[0] if shown else None
    here = rects[current]
    assert here is not None
    best: tuple[int, float, int] | None = None
    for i in shown:
        r = rects[i]
        assert r is not None
        if i == current:
            continue
        ahead = (r.centerx - here.centerx) * dx + (r.centery - here.centery) * dy
        if ahead <= 0:
            continue
        if dx:
            across = max(0, max(r.top, here.top) - min(r.bottom, here.bottom))
        else:
            across = max(0, max(r.left, here.left) - min(r.right, here.right))
        score = (int(across > 0), ahead + SIDEWAYS_WEIGHT * across, i)
        if best is None or score < best:
            best = score
    return None if best is None else best[2]


__all__ = ["SIDEWAYS_WEIGHT", "nearest"]
