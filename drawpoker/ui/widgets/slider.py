"""A horizontal :class:`Slider` over whole-chip values and a :class:`Checkbox`.

Plain objects with a ``rect`` (pixels, set by the owner), a ``draw(surface)`` and a
``hit(pos)``; the scene routes intents to them.
"""

from __future__ import annotations

import pygame

from drawpoker.ui import text as ui_text
from drawpoker.ui.theme import CREAM, GOLD, GOLD_DARK, MUTED, WHITE


class Slider:
    """A horizontal slider over whole-chip values ``lo..hi``.

    Attributes:
        rect: the track (pixels).
        lo, hi: value range (chips); ``value`` is clamped into it.
        dragging: True while the left button drags the knob.
    """

    def __init__(self, lo: int = 0, hi: int = 100, value: int = 0) -> None:
        self.rect = pygame.Rect(0, 0, 200, 16)
        self.lo, self.hi = lo, hi
        self.value = value
        self.dragging = False
        self.visible = True

    def set_range(self, lo: int, hi: int, value: int | None = None) -> None:
        """Set the range (chips) and optionally the value, clamping it."""
        self.lo, self.hi = int(lo), int(max(lo, hi))
        self.set_value(self.value if value is None else value)

    def set_value(self, value: int) -> None:
        """Set the value clamped into ``lo..hi``."""
        self.value = int(max(self.lo, min(self.hi, value)))

    def fraction(self) -> float:
        """Knob position 0..1."""
        return 0.0 if self.hi == self.lo else (self.value - self.lo) / (self.hi - self.lo)

    def knob_center(self) -> tuple[int, int]:
        """Centre of the knob (pixels)."""
        return (round(self.rect.x + self.fraction() * self.rect.width), self.rect.centery)

    def value_at(self, x: float) -> int:
        """The value under pixel column ``x``."""
        if self.rect.width <= 0:
            return self.lo
        f = max(0.0, min(1.0, (x - self.rect.x) / self.rect.width))
        return round(self.lo + f * (self.hi - self.lo))

    def hit(self, pos: tuple[int, int]) -> bool:
        """True if ``pos`` is on the track or knob (with a generous margin)."""
        return self.visible and self.rect.inflate(16, max(20, self.rect.height)).collidepoint(pos)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the track, the filled part and the knob."""
        if not self.visible:
            return
        r = self.rect
        th = max(4, r.height // 3)
        track = pygame.Rect(r.x, r.centery - th // 2, r.width, th)
        pygame.draw.rect(surface, (10, 14, 16), track.inflate(2, 2), border_radius=th)
        fill = track.copy()
        fill.width = round(r.width * self.fraction())
        pygame.draw.rect(surface, GOLD_DARK, track, border_radius=th, width=0)
        pygame.draw.rect(surface, GOLD, fill, border_radius=th)
        kx, ky = self.knob_center()
        rad = max(7, r.height // 2 + 2)
        pygame.draw.circle(surface, (0, 0, 0), (kx + 1, ky + 2), rad)
        pygame.draw.circle(surface, CREAM, (kx, ky), rad)
        pygame.draw.circle(surface, GOLD_DARK, (kx, ky), rad, 2)


class Checkbox:
    """A tick box with a label; the whole rect is clickable."""

    def __init__(self, label: str = "", checked: bool = False) -> None:
        self.rect = pygame.Rect(0, 0, 150, 24)
        self.label = label
        self.checked = checked
        self.visible = True
        self.enabled = True

    def hit(self, pos: tuple[int, int]) -> bool:
        """True if ``pos`` toggles this box."""
        return self.visible and self.enabled and self.rect.collidepoint(pos)

    def toggle(self) -> None:
        """Flip the tick."""
        self.checked = not self.checked

    def draw(self, surface: pygame.Surface) -> None:
        """Draw box, tick and label."""
        if not self.visible:
            return
        r = self.rect
        side = max(10, r.height - 6)
        box = pygame.Rect(r.x, r.centery - side // 2, side, side)
        pygame.draw.rect(surface, (12, 16, 20), box, border_radius=3)
        pygame.draw.rect(surface, GOLD if self.checked else MUTED, box, 2, border_radius=3)
        if self.checked:
            pts = [(box.x + side * 0.2, box.y + side * 0.52), (box.x + side * 0.42, box.y + side * 0.75),
                   (box.x + side * 0.8, box.y + side * 0.25)]
            pygame.draw.lines(surface, GOLD, False, pts, max(2, side // 6))
        color = WHITE if self.enabled else (130, 130, 130)
        ui_text.draw_text(surface, self.label, (box.right + 6, r.centery), max(10, round(r.height * 0.6)),
                          color, anchor="midleft", max_width=r.width - side - 8)
