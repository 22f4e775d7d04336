"""The tooltip: a short hint that appears when the pointer rests on a control.

A :class:`Tooltip` is told each pointer move what lies under the pointer
(:meth:`Tooltip.hover`: a key, the text and the control's Rect, or nothing); once the
pointer has rested on the same control for :data:`DELAY` seconds (:meth:`Tooltip.tick`)
the hint shows, next to the control and inside the window (:meth:`Tooltip.draw`). A
click, a key or the pointer moving off the control hides it. Drawing reads only the
tooltip and the Surface it is given.
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from drawpoker.ui import paint
from drawpoker.ui import text as ui_text
from drawpoker.ui.theme import CREAM

#: Seconds the pointer rests on a control before its hint shows.
DELAY = 0.6


class Tooltip:
    """The hint of the control under the pointer (see the module doc).

    Attributes:
        key: what the pointer rests on (any hashable: ``"fold"``, ``("box", 2)``), or None.
        text: its hint (already translated).
        anchor: the control's Rect (pixels): the hint goes below it, or above it when there
            is no room below.
        rest: seconds the pointer has rested on it.
    """

    def __init__(self) -> None:
        self.key: Hashable | None = None
        self.text = ""
        self.anchor = pygame.Rect(0, 0, 0, 0)
        self.rest = 0.0

    @property
    def visible(self) -> bool:
        """True once the pointer has rested on a control for :data:`DELAY` seconds."""
        return self.key is not None and bool(self.text) and self.rest >= DELAY

    def hover(self, key: Hashable | None, text: str = "",
              anchor: pygame.Rect | None = None) -> None:
        """The pointer is now over control ``key`` (None: over nothing with a hint) whose
        hint is ``text`` and whose Rect is ``anchor``. The wait starts again only when
        the control changes."""
        if key is None or not text:
            self.hide()
            return
        if key != self.key:
            self.rest = 0.0
        self.key, self.text = key, text
        self.anchor = pygame.Rect(anchor) if anchor is not None else pygame.Rect(0, 0, 0, 0)

    def hide(self) -> None:
        """Hide the hint (a click, a key, the pointer off every control)."""
        self.key, self.text, self.rest = None, "", 0.0

    def tick(self, dt: float) -> None:
        """Let ``dt`` seconds pass with the pointer resting where it is."""
        if self.key is not None:
            self.rest += dt

    def box(self, size: tuple[int, int], px: int) -> tuple[pygame.Rect, list[str]]:
        """Where the hint goes in a window of ``size`` pixels with text of ``px`` pixels,
        and its wrapped lines: below the control (above it when the window ends), centred
        on it, at most 26 times ``px`` wide, inside the window."""
        w, h = size
        pad = max(6, px // 2)
        lines = ui_text.wrap_text(self.text, px, min(w - 4 * pad, px * 26))
        width = max(ui_text.font(px).size(line)[0] for line in lines) + 2 * pad
        line_h = ui_text.grown(px * 1.3)
        rect = pygame.Rect(0, 0, width, line_h * len(lines) + pad)
        rect.midtop = (self.anchor.centerx, self.anchor.bottom + pad)
        if rect.bottom > h - 2:
            rect.midbottom = (self.anchor.centerx, self.anchor.top - pad)
        rect.clamp_ip(pygame.Rect(2, 2, w - 4, h - 4))
        return rect, lines

    def draw(self, surface: pygame.Surface, px: int) -> None:
        """Draw the hint on ``surface`` (text ``px`` pixels high) when it is visible."""
        if not self.visible:
            return
        rect, lines = self.box(surface.get_size(), px)
        paint.panel(surface, rect, alpha=235, color=(20, 24, 30), radius=max(4, px // 3),
                    border=(200, 190, 160, 230))
        line_h = ui_text.grown(px * 1.3)
        y = rect.y + max(6, px // 2) // 2 + line_h / 2
        for line in lines:
            ui_text.draw_text(surface, line, (rect.centerx, y), px, CREAM, shadow=False)
            y += line_h
