"""The toast: a one-line message near the top of the window over any scene, for a while,
under the band a screen's title takes (``text.heading_band``) and clear of the controls
the scene below names (``Scene.toast_clear``: its panels, its buttons, the rows in view,
the cards to click): the first place down the window where it covers none of them. It is
up for its seconds of the player's time (the whole time an idle loop slept counts).

A queued toast (an achievement earned, a level reached: :meth:`Toast.queue`) waits for
the one shown before it, is shown once (:data:`SEEN`; :meth:`Toast.last_comes_in` says
when the last comes up, so a table holds its next hand back until then), and is drawn in the spot the scene below offers (the table's
corner clear of every seat's cards and the controls, ``Scene.toast_spot``) when it
offers one.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence
from typing import Any

import pygame

from drawpoker.ui import paint
from drawpoker.ui import text as ui_text
from drawpoker.ui.layout import scale_of
from drawpoker.ui.theme import GOLD

#: Seconds a queued toast must have been up to count as seen: one replaced later is
#: not shown again.
SEEN = 1.5


class Toast:
    """The message shown now, if any.

    Attributes:
        current: ``(text, error, seconds left)``, or None when nothing is shown.
        dirty: the toast appeared, changed or went away since it was last drawn.
        waiting: the queued toasts not shown yet, ``(text, seconds)``, oldest first.
        queued: the toast shown now came from the queue (drawn in the scene's spot).
        seen: seconds the toast shown now has been up.
    """

    def __init__(self) -> None:
        self.current: tuple[str, bool, float] | None = None
        self.dirty = False
        self.waiting: deque[tuple[str, float]] = deque()
        self.queued = False
        self.seen = 0.0

    def show(self, text: str, *, error: bool = False, seconds: float = 5.0) -> None:
        """Show ``text`` (already translated) for ``seconds`` of the player's time; an error
        is red. A queued toast it replaces is shown again after it for the time it had
        left, unless it was up :data:`SEEN` seconds already (a toast is shown once)."""
        if self.queued and self.current is not None and self.seen < SEEN:
            self.waiting.appendleft((self.current[0], max(1.5, self.current[2])))
        self.current = (text, error, seconds)
        self.queued = False
        self.seen = 0.0
        self.dirty = True

    def queue(self, text: str, *, seconds: float = 4.0) -> None:
        """Show ``text`` for ``seconds`` once every toast before it has gone (at once when
        none is shown)."""
        if self.current is None:
            self.current = (text, False, seconds)
            self.queued = True
            self.seen = 0.0
            self.dirty = True
        else:
            self.waiting.append((text, seconds))

    def last_comes_in(self) -> float:
        """Seconds until the last queued toast comes up (0 when none waits): what the one
        shown now has left, then the seconds of each waiting before the last."""
        if not self.waiting:
            return 0.0
        left = max(0.0, self.current[2]) if self.current is not None else 0.0
        return left + sum(seconds for _text, seconds in list(self.waiting)[:-1])

    def hide(self) -> None:
        """Take the message away now."""
        if self.current is not None:
            self.current = None
            self.dirty = True

    def tick(self, dt: float) -> None:
        """Let ``dt`` seconds of the player's time pass (the whole time the loop slept:
        a toast is up for its seconds, however idle the window); the toast goes away when its time is up."""
        if self.current is None:
            return
        text, error, left = self.current
        left -= dt
        self.seen += dt
        self.current = (text, error, left) if left > 0 else None
        if self.current is None and self.waiting:
            text, seconds = self.waiting.popleft()
            self.current, self.queued, self.seen = (text, False, seconds), True, 0.0
        self.dirty = self.dirty or left <= 0

    def rect(self, size: tuple[int, int], spot: pygame.Rect | None = None,
             clear: Sequence[pygame.Rect] = ()) -> pygame.Rect | None:
        """Where the toast shown now goes in a window of ``size`` (pixels): a queued one
        at the top of ``spot`` (the scene's place for it) when given, else centred under
        the band of the screen's title, moved down as far as it must to cover none of
        ``clear`` (the scene's controls; under the title when no place is clear); None
        when none is shown."""
        if self.current is None:
            return None
        text = self.current[0]
        w, h = size
        base = _base_px(h)
        if self.queued and spot is not None:
            px = ui_text.fit_text(text, base, max(20, spot.width - base * 3), min_px=10)
            width = ui_text.font(px).size(text)[0]
            rect = pygame.Rect(0, 0, min(spot.width, width + px * 3), px * 2 + 8)
            rect.midtop = spot.midtop
            return rect
        px = ui_text.fit_text(text, base, w - 80)
        width = ui_text.font(px).size(text)[0]
        rect = pygame.Rect(0, 0, min(w - 40, width + px * 3), px * 2 + 8)
        # under a screen's title and its rule, never over them (the Coach's was covered)
        top = _top(size)
        rect.midtop = (w // 2, top)
        while rect.bottom <= h - 4 and rect.collidelist(list(clear)) >= 0:
            rect.y += 4  # down past the controls, to the first clear place
        if rect.bottom > h - 4:
            rect.top = top
        return rect

    def draw(self, surface: pygame.Surface, spot: pygame.Rect | None = None,
             clear: Sequence[pygame.Rect] = ()) -> None:
        """Draw the toast where :meth:`rect` puts it (a queued one in ``spot`` when given,
        else under the screen's title clear of ``clear``)."""
        rect = self.rect(surface.get_size(), spot, clear)
        if self.current is None or rect is None:
            return
        text, error, _left = self.current
        px = rect.height // 2 - 4
        border = (230, 120, 120) if error else GOLD if self.queued else (150, 160, 175)
        paint.panel(surface, rect, alpha=255, color=(110, 28, 28) if error else (28, 32, 40),
                    border=border)
        ui_text.draw_text(surface, text, rect.center, px,
                          (255, 230, 230) if error else (240, 240, 240))


def _base_px(height: int) -> int:
    """A toast's text size in a window ``height`` pixels tall (it shrinks to fit)."""
    return max(14, height // 40)


def _top(size: tuple[int, int]) -> int:
    """The top of a toast under the band of a screen's title (pixels)."""
    return ui_text.heading_band(size[0], scale_of(size)).bottom + 4


def strip_bottom(size: tuple[int, int]) -> int:
    """The bottom (pixels) of the strip a toast takes under a screen's title in a window
    of ``size``, at its tallest: a screen that keeps the strip free lays its content out
    below it (the tournament results, where the end's achievements are told)."""
    return _top(size) + _base_px(size[1]) * 2 + 8


def control_rects(*groups: Iterable[Any], view: pygame.Rect | None = None) -> list[pygame.Rect]:
    """The Rects a toast keeps off (``Scene.toast_clear``) from ``groups`` of controls:
    buttons (a ``ButtonSet``, its hidden ones left out), a screen's rows (those that take
    focus and lie in ``view``, the scrolled panel, when given) or plain Rects."""
    out: list[pygame.Rect] = []
    for group in groups:
        for item in group:
            if isinstance(item, pygame.Rect):
                out.append(item)
                continue
            if not getattr(item, "visible", True) or not getattr(item, "focusable", True):
                continue
            rect = item.rect
            if view is None or view.colliderect(rect):
                out.append(rect.clip(view) if view is not None else rect)
    return out
