""":class:`CardCursor`: the pad's focus over a screen's row of cards and its buttons
(the practice and daily screens), so a pad marks cards as a click or keys 1-5 do; the
tutorial's keys move it too, over the seats or hands a step asks the player to pick."""

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
        #: the keys put the focus where it is (it shows, and Enter answers it, though
        #: the pad is not the last input)
        self.keyed = False

    def reset(self) -> None:
        """No focus (a new question)."""
        self.card, self.keyed = None, False

    def cycle(self, count: int, delta: int, buttons: ButtonSet) -> bool:
        """The keys move the focus ``delta`` (+1 or -1) places along ``count`` targets in
        their order, wrapping; with no focus yet it goes to the first. False when there is
        no target."""
        if count <= 0:
            return False
        if self.card is None or self.card >= count:
            self.card = 0
        else:
            self.card = (self.card + delta) % count
        self.keyed, buttons.focus = True, None
        return True

    def navigate(self, cards: Sequence[pygame.Rect], buttons: ButtonSet, dx: int,
                 dy: int) -> bool:
        """Move the focus from the card or button it is on to the nearest card or button
        in direction ``(dx, dy)`` (the first card, else the first button, when it is on
        none); True when it is on one (nothing that way keeps it where it is)."""
        n = len(cards)
        rects = [*cards, *(b.rect if b.visible and b.enabled else None for b in buttons)]
        current = self.card if self.card is not None else (
            None if buttons.focus is None else n + buttons.focus)
        target = nearest(rects, current, dx, dy)  # with none yet: the first card or button
        if target is None:
            return current is not None
        if target < n:
            self.card, buttons.focus = target, None
        else:
            self.card, buttons.focus = None, target - n
        return True

    def pressed(self) -> int | None:
        """The card Enter (the pad's A) marks now: the one the focus is on while the pad is
        the last input or the keys moved it there, else None."""
        return self.card if PROMPTS.pad or self.keyed else None

    def draw(self, surface: pygame.Surface, cards: Sequence[pygame.Rect]) -> None:
        """A gold frame round the card the focus is on (only while the pad is in use or the
        keys moved it)."""
        if self.pressed() is None or self.card is None or self.card >= len(cards):
            return
        ring = cards[self.card].inflate(8, 8)
        pygame.draw.rect(surface, GOLD, ring, 3, border_radius=max(4, ring.width // 8))


__all__ = ["CardCursor"]
