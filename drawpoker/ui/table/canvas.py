"""A table on the window: laid out for the window (:func:`lay_out`), its frame captured
once per change and drawn part by part.

:class:`TableCanvas` is the part every scene that shows a table composes (the playing
table, the replay; the tournament table through the playing table it composes). It owns
the table's last captured :class:`~drawpoker.ui.table.snapshot.TableFrame`: a frame is
captured (:func:`.capture.capture`) the first time it is asked for after
:meth:`TableCanvas.stale`, and the same frame is read by the controls model, the
retained picture's change test, the drawing and the wake-up time of one app frame. The
scene calls :meth:`TableCanvas.stale` at every entry that changes the table (an update,
an intent, a resize, a language switch, a hand-off, a deal, an action sent); a frame is
also captured again when the app's settings were replaced (a setting changed under an
overlay is drawn at once) and at each whole drawing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from drawpoker.ui.layout import Layout, compute_layout
from drawpoker.ui.table.capture import ShownTable, capture

if TYPE_CHECKING:
    import pygame

    from drawpoker.ui.table.control_bar import ControlBar
    from drawpoker.ui.table.picture import TablePicture
    from drawpoker.ui.table.pre_actions import PreActions
    from drawpoker.ui.table.snapshot import TableFrame
    from drawpoker.ui.widgets.slider import Slider


def lay_out(size: tuple[int, int], n: int, hero: int, *, log_open: bool, bar: ControlBar,
            slider: Slider, pre: PreActions) -> Layout:
    """The layout of a table of ``n`` seats (``hero`` at the bottom) in a window of
    ``size`` pixels (``log_open``: the log panel shown), its controls bar's widgets and
    its boxes placed in it (B52)."""
    lay = compute_layout(size, n, hero, log_open=log_open)
    bar.place(lay, slider)
    pre.place(lay)
    return lay


class CanvasTable(ShownTable, Protocol):
    """What the canvas reads of a table scene besides its frame: its layout."""

    layout: Layout | None


class TableCanvas:
    """The table ``table`` on the window (see the module docstring).

    Args:
        table: the table shown.
        picture: its retained picture (what was drawn last; how its bar is drawn).
        sync: brings the table's words to the current language before a drawing
            (``TableLanguage.sync``).
        resize: lays the table out for a window size (pixels).
    """

    def __init__(self, table: CanvasTable, picture: TablePicture, *,
                 sync: Callable[[], None], resize: Callable[[tuple[int, int]], None]) -> None:
        self.table = table
        self.picture = picture
        self.sync = sync
        self.resize = resize
        #: the frame captured last and the settings it was captured under (None: stale)
        self._frame: tuple[TableFrame, object] | None = None
        #: frames captured so far (a test counts them per app frame)
        self.captures = 0

    def frame(self) -> TableFrame:
        """The table as shown now: the frame captured last, unless it is stale."""
        settings = self.table.app.settings
        kept = self._frame
        if kept is not None and kept[1] is settings:
            return kept[0]
        shown = capture(self.table)
        self.captures += 1
        self._frame = (shown, settings)
        return shown

    def stale(self) -> None:
        """The table changed: the next :meth:`frame` is captured afresh."""
        self._frame = None

    def keep(self, shown: TableFrame) -> None:
        """``shown`` is the table as it is now (a frame with its new controls model)."""
        self._frame = (shown, self.table.app.settings)

    def laid_out(self, surface: pygame.Surface) -> Layout:
        """The layout to draw on ``surface``: the words synced to the language, and the
        table laid out again when the window size changed."""
        self.sync()
        lay = self.table.layout
        if lay is None or lay.size != surface.get_size():
            self.resize(surface.get_size())
            lay = self.table.layout
        assert lay is not None, "resize lays the table out"
        return lay

    def changed(self) -> bool:
        """True when the table shown differs from what was drawn last (or is not laid out)."""
        lay = self.table.layout
        return lay is None or self.picture.changed(lay, self.frame())

    def forget(self, rect: pygame.Rect | None = None) -> None:
        """Draw ``rect`` (pixels; None: the whole window) again at the next frame."""
        self.stale()
        self.picture.forget(rect)

    def redraw(self, surface: pygame.Surface, *, whole: bool,
               forced: bool) -> list[pygame.Rect] | None:
        """Draw what changed (``TablePicture.redraw``): the Rects drawn, or None when the
        whole window was drawn."""
        lay = self.laid_out(surface)
        return self.picture.redraw(surface, lay, self.frame(), whole=whole, forced=forced)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole table as it is now (captured afresh)."""
        self.stale()
        lay = self.laid_out(surface)
        self.picture.draw(surface, lay, self.frame())
