"""The table's picture kept between frames: what was drawn last (a
:class:`~drawpoker.ui.dirty.FrameTracker`) and how the controls bar is drawn, so a frame
draws only the parts of a table frame that changed (:mod:`.frame`).
"""

from __future__ import annotations

import pygame

from drawpoker.ui.dirty import FrameTracker
from drawpoker.ui.layout import Layout
from drawpoker.ui.table import frame, view_bars
from drawpoker.ui.table.frame import BarPainter
from drawpoker.ui.table.snapshot import TableFrame


class TablePicture:
    """The retained picture of a table.

    Args:
        bar: draws the controls bar (default ``view_bars.draw_controls``; a replay draws
            its own).

    Attributes:
        tracker: what was drawn last, part by part.
    """

    def __init__(self, bar: BarPainter = view_bars.draw_controls) -> None:
        self.tracker = FrameTracker()
        self.bar = bar

    def changed(self, lay: Layout, shown: TableFrame) -> bool:
        """True when ``shown`` differs from what was drawn last."""
        return self.tracker.changes(frame.table_parts(lay, shown, self.tracker)) != []

    def forget(self, rect: pygame.Rect | None = None) -> None:
        """Draw ``rect`` (pixels) again at the next frame; None: the whole window."""
        if rect is None:
            self.tracker.forget()
        else:
            self.tracker.extra.append(pygame.Rect(rect))

    def redraw(self, surface: pygame.Surface, lay: Layout, shown: TableFrame, *,
               whole: bool, forced: bool) -> list[pygame.Rect] | None:
        """Draw what changed (:func:`.frame.redraw`: the Rects drawn, or None when the
        whole window was drawn; ``whole``/``forced`` as there)."""
        parts = frame.table_parts(lay, shown, self.tracker)
        return frame.redraw(surface, self.tracker, parts,
                            lambda clip: frame.paint(surface, lay, shown, clip, parts, self.bar),
                            whole=whole, forced=forced)

    def draw(self, surface: pygame.Surface, lay: Layout, shown: TableFrame) -> None:
        """Draw all of ``shown`` and remember it."""
        parts = frame.table_parts(lay, shown, self.tracker)
        frame.paint(surface, lay, shown, None, parts, self.bar)
        self.tracker.drawn(parts)
