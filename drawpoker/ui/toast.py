"""The toast: a one-line message at the top of the window over any scene, for a while.

A queued toast (an achievement earned, a level reached: :meth:`Toast.queue`) waits for
the one shown before it, and is drawn in the spot the scene below offers (the table's
corner clear of every seat's cards and the controls, ``Scene.toast_spot``) when it
offers one.
"""

from __future__ import annotations

from collections import deque

import pygame

from drawpoker.ui import paint
from drawpoker.ui import text as ui_text
from drawpoker.ui.theme import GOLD


class Toast:
    """The message shown now, if any.

    Attributes:
        current: ``(text, error, seconds left)``, or None when nothing is shown.
        dirty: the toast appeared, changed or went away since it was last drawn.
        waiting: the queued toasts not shown yet, ``(text, seconds)``, oldest first.
        queued: the toast shown now came from the queue (drawn in the scene's spot).
    """

    def __init__(self) -> None:
        self.current: tuple[str, bool, float] | None = None
        self.dirty = False
        self.waiting: deque[tuple[str, float]] = deque()
        self.queued = False

    def show(self, text: str, *, error: bool = False, seconds: float = 5.0) -> None:
        """Show ``text`` (already translated) for ``seconds`` of game time; an error is red.
        A queued toast it replaces is shown again after it."""
        if self.queued and self.current is not None:
            self.waiting.appendleft((self.current[0], max(1.5, self.current[2])))
        self.current = (text, error, seconds)
        self.queued = False
        self.dirty = True

    def queue(self, text: str, *, seconds: float = 4.0) -> None:
        """Show ``text`` for ``seconds`` once every toast before it has gone (at once when
        none is shown)."""
        if self.current is None:
            self.current = (text, False, seconds)
            self.queued = True
            self.dirty = True
        else:
            self.waiting.append((text, seconds))

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
        if self.current is None and self.waiting:
            text, seconds = self.waiting.popleft()
            self.current, self.queued = (text, False, seconds), True
        self.dirty = self.dirty or left <= 0

    def rect(self, size: tuple[int, int], spot: pygame.Rect | None = None) -> pygame.Rect | None:
        """Where the toast shown now goes in a window of ``size`` (pixels): a queued one
        at the top of ``spot`` (the scene's place for it) when given, else centred under
        the top bar; None when none is shown."""
        if self.current is None:
            return None
        text = self.current[0]
        w, h = size
        base = max(14, h // 40)
        if self.queued and spot is not None:
            px = ui_text.fit_text(text, base, max(20, spot.width - base * 3), min_px=10)
            width = ui_text.font(px).size(text)[0]
            rect = pygame.Rect(0, 0, min(spot.width, width + px * 3), px * 2 + 8)
            rect.midtop = spot.midtop
            return rect
        px = ui_text.fit_text(text, base, w - 80)
        width = ui_text.font(px).size(text)[0]
        rect = pygame.Rect(0, 0, min(w - 40, width + px * 3), px * 2 + 8)
        rect.midtop = (w // 2, round(h * 0.065))
        return rect

    def draw(self, surface: pygame.Surface, spot: pygame.Rect | None = None) -> None:
        """Draw the toast under a table's top bar, above its seats (a queued one in
        ``spot`` when given, see :meth:`rect`)."""
        rect = self.rect(surface.get_size(), spot)
        if self.current is None or rect is None:
            return
        text, error, _left = self.current
        px = rect.height // 2 - 4
        border = (230, 120, 120) if error else GOLD if self.queued else (150, 160, 175)
        paint.panel(surface, rect, alpha=255, color=(110, 28, 28) if error else (28, 32, 40),
                    border=border)
        ui_text.draw_text(surface, text, rect.center, px,
                          (255, 230, 230) if error else (240, 240, 240))
