"""A menu panel's slider row (:class:`SliderRow`): a whole-number value on a slider,
Left/Right, drag and the wheel change it."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from drawpoker.ui import text as ui_text
from drawpoker.ui.text import text_width
from drawpoker.ui.theme import TEXT
from drawpoker.ui.widgets.rows import Row
from drawpoker.ui.widgets.slider import Slider


class SliderRow(Row):
    """A whole-number value ``lo..hi`` on a slider with its value shown."""

    def __init__(self, label: str, lo: int, hi: int, step: int, get: Callable[[], int],
                 set: Callable[[int], None], fmt: Callable[[int], str] = str, *,
                 hint: str = "") -> None:
        super().__init__(label, hint=hint)
        self.slider = Slider(lo, hi, get())
        self.stepsize = step
        self.get = get
        self.set = set
        self.fmt = fmt
        self.dragging = False

    def value_words(self) -> str:
        return self.fmt(self.get())

    def control_width(self, px: int) -> int:
        return px * 14

    def _value_w(self, px: int) -> int:
        return max(text_width(self.fmt(v), px, bold=True) for v in (self.slider.lo, self.slider.hi)) + px

    def _track(self, px: int) -> pygame.Rect:
        c = self.control_rect(px)
        vw = self._value_w(px)
        return pygame.Rect(c.x + px // 2, c.centery - px // 3, c.width - vw - px, max(8, px * 2 // 3))

    def step(self, direction: int) -> bool:
        v = max(self.slider.lo, min(self.slider.hi, self.get() + direction * self.stepsize))
        if v == self.get():
            return False
        self.set(v)
        return True

    def click(self, pos: tuple[int, int], px: int) -> bool:
        track = self._track(px)
        if track.inflate(px, px).collidepoint(pos):
            self.dragging = True
            return self.drag(pos, px)
        return False

    def drag(self, pos: tuple[int, int], px: int) -> bool:
        self.slider.rect = self._track(px)
        v = self.slider.value_at(pos[0])
        v = round(v / self.stepsize) * self.stepsize
        if v == self.get():
            return False
        self.set(v)
        return True

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hovered: bool) -> None:
        super().draw(surface, px, focused=focused, hovered=hovered)
        self.slider.rect = self._track(px)
        self.slider.set_value(self.get())
        self.slider.draw(surface)
        c = self.control_rect(px)
        ui_text.draw_text(surface, self.fmt(self.get()), (c.right, c.centery), px, TEXT, bold=True,
                          anchor="midright")
