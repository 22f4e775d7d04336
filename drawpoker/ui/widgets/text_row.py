"""A line of text edited like a desktop text field (:class:`TextRow`, the player's name)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from drawpoker.ui import text as ui_text
from drawpoker.ui.input import Key
from drawpoker.ui.text import text_width
from drawpoker.ui.theme import GOLD, GOLD_DARK, TEXT
from drawpoker.ui.widgets.rows import Row


class TextRow(Row):
    """A line of text edited like a desktop text field (the player's name).

    The first click (or Enter) starts editing with the whole text selected, so
    typing replaces it; a click while editing places the caret. Ctrl+A selects
    all; typing replaces the selection; Backspace/Delete remove the selection or
    one character; Left/Right/Home/End move the caret (with Shift they extend the
    selection); Enter or Tab confirms, Esc cancels.

    Attributes:
        buffer: the text being typed, ``None`` when not editing.
        caret: caret position in ``buffer`` (characters).
        anchor: the other end of the selection, ``None`` without one.
    """

    def __init__(self, label: str, get: Callable[[], str], set: Callable[[str], None], *,
                 max_len: int = 40, hint: str = "") -> None:
        super().__init__(label, hint=hint)
        self.get = get
        self.set = set
        self.max_len = max_len
        self.buffer: str | None = None
        self.caret = 0
        self.anchor: int | None = None
        self.blink = 0.0
        self._text_px = 0  # font size of the last drawing (caret placement by click)

    def control_width(self, px: int) -> int:
        return px * 16

    def editing(self) -> bool:
        """True while the player is typing."""
        return self.buffer is not None

    def _start(self) -> None:
        self.buffer = self.get()
        self.anchor, self.caret = 0, len(self.buffer)  # all selected: typing replaces it

    def selection(self) -> tuple[int, int] | None:
        """``(start, end)`` of the selected characters, ``None`` if nothing is selected."""
        if self.anchor is None or self.anchor == self.caret:
            return None
        return min(self.anchor, self.caret), max(self.anchor, self.caret)

    def activate(self) -> bool:
        if self.buffer is None:
            self._start()
            return False
        return self.commit()

    def commit(self) -> bool:
        """Store the typed text (``set`` may raise ``ValueError``)."""
        if self.buffer is None:
            return False
        text, self.buffer = self.buffer, None
        self.anchor = None
        if text != self.get():
            self.set(text)
            return True
        return False

    def click(self, pos: tuple[int, int], px: int) -> bool:
        if self.buffer is None:
            self._start()
            return False
        # already editing: the caret goes to the nearest gap between characters
        c = self.control_rect(px)
        size = self._text_px or px
        x = pos[0] - (c.x + px * 0.6)
        gaps = [text_width(self.buffer[:i], size) for i in range(len(self.buffer) + 1)]
        self.caret = min(range(len(gaps)), key=lambda i: abs(gaps[i] - x))
        self.anchor = None
        return False

    def _delete_selection(self) -> bool:
        sel = self.selection()
        if sel is None or self.buffer is None:
            return False
        a, b = sel
        self.buffer = self.buffer[:a] + self.buffer[b:]
        self.caret, self.anchor = a, None
        return True

    def _move(self, to: int, shift: bool) -> None:
        assert self.buffer is not None
        if shift:
            if self.anchor is None:
                self.anchor = self.caret
        else:
            sel = self.selection()
            self.anchor = None
            if sel is not None and to in (self.caret - 1, self.caret + 1):
                to = sel[0] if to < self.caret else sel[1]  # Left/Right collapse a selection
        self.caret = max(0, min(len(self.buffer), to))

    def text(self, intent: Key) -> bool:
        if self.buffer is None:
            return False
        k = intent.key
        ctrl = bool(intent.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        shift = bool(intent.mod & pygame.KMOD_SHIFT)
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
            self.commit()
            return k != pygame.K_TAB
        if k == pygame.K_ESCAPE:
            self.buffer, self.anchor = None, None
            return True
        if ctrl and k == pygame.K_a:
            self.anchor, self.caret = 0, len(self.buffer)
            return True
        if k == pygame.K_BACKSPACE:
            if not self._delete_selection() and self.caret > 0:
                self.buffer = self.buffer[:self.caret - 1] + self.buffer[self.caret:]
                self.caret -= 1
            return True
        if k == pygame.K_DELETE:
            if not self._delete_selection() and self.caret < len(self.buffer):
                self.buffer = self.buffer[:self.caret] + self.buffer[self.caret + 1:]
            return True
        moves = {pygame.K_LEFT: self.caret - 1, pygame.K_RIGHT: self.caret + 1,
                 pygame.K_HOME: 0, pygame.K_END: len(self.buffer)}
        if k in moves:
            self._move(moves[k], shift)
            return True
        if intent.text and intent.text.isprintable() and not ctrl:
            self._delete_selection()
            room = self.max_len - len(self.buffer)
            typed = intent.text[:max(0, room)]
            self.buffer = self.buffer[:self.caret] + typed + self.buffer[self.caret:]
            self.caret += len(typed)
            return True
        return k not in (pygame.K_UP, pygame.K_DOWN)

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hovered: bool) -> None:
        super().draw(surface, px, focused=focused, hovered=hovered)
        c = self.control_rect(px)
        pygame.draw.rect(surface, (8, 10, 12), c, border_radius=6)
        pygame.draw.rect(surface, GOLD if self.buffer is not None else GOLD_DARK, c, 2 if
                         self.buffer is not None else 1, border_radius=6)
        shown = self.buffer if self.buffer is not None else self.get()
        max_w = round(c.width - px * 1.5)
        size = ui_text.fit_text(shown, px, max_w) if shown else px
        self._text_px = size
        x0 = c.x + px * 0.6
        sel = self.selection() if self.buffer is not None else None
        if sel is not None:
            a = text_width(shown[:sel[0]], size)
            b = text_width(shown[:sel[1]], size)
            pygame.draw.rect(surface, (60, 90, 140), pygame.Rect(round(x0 + a), c.y + 4, b - a,
                                                                  c.height - 8))
        ui_text.draw_text(surface, shown, (x0, c.centery), px, TEXT, anchor="midleft",
                          shadow=False, max_width=max_w)
        if self.buffer is not None and (pygame.time.get_ticks() // 500) % 2 == 0:
            x = round(x0 + text_width(shown[:self.caret], size))
            pygame.draw.line(surface, GOLD, (x, c.y + 5), (x, c.bottom - 5), 2)
