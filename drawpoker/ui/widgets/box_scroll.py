"""How far a box of facts taller than itself is scrolled down from its top (the career
room's panel at a larger text): the wheel over the box, Page Up and Page Down (the pad's
LB and RB arrive as those keys) three quarters of the box at a time.

A new text (another room chosen) starts again at its top (:meth:`BoxScroll.to_top`).
"""

from __future__ import annotations

import pygame

from drawpoker.ui.input import Intent, Key, Wheel


class BoxScroll:
    """The scroll of one box.

    Attributes:
        scroll: pixels scrolled down from the top (0: the top shows).
        most: the most it can go down (the facts' overflow; set when drawn), pixels.
        rect: where the box was last drawn (window pixels).
    """

    def __init__(self) -> None:
        self.scroll = 0
        self.most = 0
        self.rect = pygame.Rect(0, 0, 0, 0)

    def shown(self, rect: pygame.Rect, height: int) -> None:
        """Record a drawing in ``rect`` of facts ``height`` pixels tall."""
        self.rect = pygame.Rect(rect)
        self.most = max(0, height - self.rect.height)
        self.scroll = min(self.scroll, self.most)

    def to_top(self) -> None:
        """Back to the top (another text in the box)."""
        self.scroll = 0

    def handle(self, intent: Intent) -> bool:
        """Scroll by ``intent`` when it is one the box takes (the wheel over it, Page Up,
        Page Down) while its facts overflow; True when taken."""
        if self.most <= 0:
            return False
        if isinstance(intent, Wheel) and self.rect.collidepoint(intent.pos):
            self._by(-intent.dy * max(1, self.rect.height // 4))
            return True
        if isinstance(intent, Key) and intent.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            page = max(1, self.rect.height * 3 // 4)
            self._by(page if intent.key == pygame.K_PAGEDOWN else -page)
            return True
        return False

    def _by(self, dy: int) -> None:
        self.scroll = min(max(self.scroll + dy, 0), self.most)
