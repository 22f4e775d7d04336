"""The toast: a one-line message near the top of the window over any scene, for a while,
under the band a screen's title takes (``text.heading_band``)."""

from __future__ import annotations

import pygame

from drawpoker.ui import paint
from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import scale_of


class Toast:
    """The message shown now, if any.

    Attributes:
        current: ``(text, error, seconds left)``, or None when nothing is shown.
        dirty: the toast appeared, changed or went away since it was last drawn.
    """

    def __init__(self) -> None:
        self.current: tuple[str, bool, float] | None = None
        self.dirty = False

    def show(self, text: str, *, error: bool = False, seconds: float = 5.0) -> None:
        """Show ``text`` (already translated) for ``seconds`` of game time; an error is red."""
        self.current = (text, error, seconds)
        self.dirty = True

    def hide(self) -> None:
        """Take the message away now."""
        if self.current is not None:
            self.current = None
            self.dirty = True

    def tick(self, dt: float) -> None:
        """Let ``dt`` seconds pass; the toast goes away when its time is up."""
        if self.current is None:
            return
        text, error, left = self.current
        left -= dt
        self.current = (text, error, left) if left > 0 else None
        self.dirty = self.dirty or self.current is None

    def rect(self, size: tuple[int, int]) -> pygame.Rect | None:
        """Where the toast shown now goes in a window of ``size`` (pixels); None when none is
        shown."""
        if self.current is None:
            return None
        text = self.current[0]
        w, h = size
        px = ui_text.fit_text(text, max(14, h // 40), w - 80)
        width = ui_text.font(px).size(text)[0]
        rect = pygame.Rect(0, 0, min(w - 40, width + px * 3), px * 2 + 8)
        # under a screen's title and its rule, never over them (the Coach's was covered)
        rect.midtop = (w // 2, ui_text.heading_band(w, scale_of(size)).bottom + 4)
        return rect

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the toast at :meth:`rect`."""
        rect = self.rect(surface.get_size())
        if self.current is None or rect is None:
            return
        text, error, _left = self.current
        px = rect.height // 2 - 4
        paint.panel(surface, rect, alpha=255, color=(110, 28, 28) if error else (28, 32, 40),
                    border=(230, 120, 120) if error else (150, 160, 175))
        ui_text.draw_text(surface, text, rect.center, px,
                          (255, 230, 230) if error else (240, 240, 240))
