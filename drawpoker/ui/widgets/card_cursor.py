""":class:`CardCursor`: the pad's focus over a screen's row of cards and its buttons
(the practice and daily screens), so a pad marks cards as a click or keys 1-5 do."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from drawpoker.ui.prompts import PROMPTS
from drawpoker.ui.spatial import nearest
from drawpoker.ui.theme import GOLD
from drawpoker.ui.widgets.button_set import ButtonSet


class CardCursor:
    """Which card the pad's focus is on (``card``), or None when it is on a button (the
    button set's own focus) or nowhere yet."""

    def __init__(self) -> None:
        self.card: int | None = None

    def navigate(self, cards: Sequence[pygame.Rect], buttons: ButtonSet, dx: int,
                 dy: int) -> bool:
        """Move the focus from the card or button it is on to the nearest card or button
        in direction ``(dx, dy)`` (the first card when it is on none); True when it is
        on one (nothing that way keeps it where it is)."""
        n = len(cards)
        rects = [*cards, *(b.rect if b.visible and b.enabled else None for b in buttons)]
        current = self.card if self.card is not None else (
            None if buttons.focus is None else n + buttons.focus)
        target = (0 if cards else None) if current is None else nearest(rects, current, dx, dy)
        if target is None:
            return current is not None
        if target < n:
            self.card, buttons.focus = target, None
        else:
            self.card, buttons.focus = None, target - n
        return True

    def pressed(self) -> int | None:
        """The card Enter (the pad's A) marks now: the one the focus is on while the pad is
        the last input, else None."""
        return self.card if PROMPTS.pad else None

    def draw(self, surface: pygame.Surface, cards: Sequence[pygame.Rect]) -> None:
        """A gold frame round the card the focus is on (only while the pad is in use)."""
        if self.pressed() is None or self.card is None or self.card >= len(cards):
            return
        ring = cards[self.card].inflate(8, 8)
        pygame.draw.rect(surface, GOLD, ring, 3, border_radius=max(4, ring.width // 8))


__all__ = ["CardCursor"]
