"""How far a panel of wrapped text (:func:`drawpoker.ui.widgets.lesson.text_panel`) is
scrolled back from its end, as the game's other scrolling boxes scroll (the coach's
review): the wheel over the panel, Up and Down a line at a time, Page Up and Page Down a
panel at a time (the pad's up and down arrive as those keys where they move no focus).

A new text shows from its first paragraph that differs from the text shown before: a
new step from its top (it opened scrolled to its end, its heading out of view), an
answer from its explanation (which comes last).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from drawpoker.ui.input import Intent, Key, Wheel


class PanelScroll:
    """The scroll of one text panel.

    Attributes:
        back: pixels scrolled back from the end of the text (0: the end shows).
        most: the most it can go back (the text's overflow; set when drawn), pixels.
        rect: where the panel was last drawn (window pixels).
        line: one line's height (pixels; set when drawn).
    """

    def __init__(self) -> None:
        self.back = 0
        self.most = 0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.line = 20
        self._text: object = None

    def shown(self, text: tuple[object, ...], rect: pygame.Rect, most: int, line: int,
              tops: Sequence[int] = ()) -> int:
        """Record a drawing of ``text`` (its paragraphs) in ``rect`` with ``most`` pixels
        of overflow, lines ``line`` pixels apart and each paragraph's top at ``tops``
        (pixels, the first paragraph's first); returns the pixels to go back from the end
        now. A new text goes back to show its first paragraph that differs from the last
        text's at the panel's top, as far as the overflow allows."""
        if text != self._text:
            old = self._text if isinstance(self._text, tuple) else ()
            same = next((k for k, (a, b) in enumerate(zip(old, text, strict=False)) if a != b),
                        min(len(old), len(text)))
            start = tops[same] - tops[0] if 0 < same < len(tops) else 0
            self._text, self.back = text, max(0, most - start)
        self.rect, self.most, self.line = pygame.Rect(rect), max(0, most), max(1, line)
        self.back = min(self.back, self.most)
        return self.back

    def handle(self, intent: Intent) -> bool:
        """Scroll by ``intent`` when it is one this panel takes (the wheel over it; Up,
        Down, Page Up, Page Down while its text overflows); True when taken."""
        if self.most <= 0:
            return False
        if isinstance(intent, Wheel):
            if not self.rect.collidepoint(intent.pos):
                return False
            return self._by(intent.dy * self.line * 2)
        if isinstance(intent, Key):
            page = max(self.line, self.rect.height - self.line)
            steps = {pygame.K_UP: self.line, pygame.K_DOWN: -self.line,
                     pygame.K_PAGEUP: page, pygame.K_PAGEDOWN: -page}
            if intent.key in steps:
                return self._by(steps[intent.key])
        return False

    def _by(self, dy: int) -> bool:
        """Go ``dy`` pixels further back (negative: toward the end); True (taken)."""
        self.back = min(max(self.back + dy, 0), self.most)
        return True
