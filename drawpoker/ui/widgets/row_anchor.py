"""Keeping a row in place while a scrolled list lays out again (the text size changed,
the window was resized): the row being edited stays where the player sees it, under the
pointer when the pointer is on it, so a second click at the same spot reaches the same
row.

:func:`hold` notes where a row is on screen before the new layout; :func:`scroll_for`
gives the scroll (pixels) that puts it back there after it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from drawpoker.ui.widgets.rows import Row


@dataclass(frozen=True)
class RowAnchor:
    """Where a row was on screen.

    Attributes:
        row: the row.
        y: the screen row (pixels) that stays on it: the pointer's, else the row's middle.
        share: how far down the row ``y`` was (0.0 its top, 1.0 its bottom).
    """

    row: Row
    y: int
    share: float


def hold(item: object, rows: Sequence[Row], pointer: tuple[int, int] | None
         ) -> RowAnchor | None:
    """Note where ``item`` (the focused row or button) is now, when it is one of ``rows``,
    shown and laid out (else None); ``pointer`` (pixels, None when unknown) anchors it
    when it is on the row."""
    row = item if isinstance(item, Row) and item in rows else None
    if row is None or not row.visible or row.rect.height <= 0:
        return None
    r = row.rect
    y = pointer[1] if pointer is not None and r.collidepoint(pointer) else r.centery
    return RowAnchor(row, y, (y - r.top) / r.height)


def scroll_for(anchor: RowAnchor, viewport: pygame.Rect, max_scroll: int) -> int:
    """The scroll (0..``max_scroll`` pixels) that puts ``anchor``'s row, at its new height
    and ``offset`` in the content, back under ``anchor.y`` in ``viewport``; where the ends
    of the list do not allow that, the nearest scroll that still shows the whole row."""
    row = anchor.row
    top = round(anchor.y - anchor.share * row.rect.height)
    scroll = row.offset - (top - viewport.y)
    lowest = row.offset + row.rect.height - viewport.height  # the row at the bottom
    scroll = min(max(scroll, lowest), row.offset)  # never out of view
    return max(0, min(scroll, max_scroll))
