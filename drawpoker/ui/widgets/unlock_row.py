"""A row of thumbnails some of which are still to earn (card backs, felts, chip sets).

:class:`UnlockRow` is a :class:`~drawpoker.ui.widgets.rows.ChoiceRow` drawn as
thumbnails whose locked choices are shown dimmed under a padlock. Left/Right move a
cursor over every choice: an unlocked one is chosen at once, a locked one is only
looked at, its rule read out in the row's second line ("Argyle: Finish the saloon in the
career"). A click does the same; a click on a locked one also ``tell``\\ s its rule.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from drawpoker.i18n import _, ngettext
from drawpoker.ui import text as ui_text
from drawpoker.ui.theme import CREAM, GOLD_DARK
from drawpoker.ui.widgets.rows import ChoiceRow


def draw_padlock(surface: pygame.Surface, center: tuple[int, int], size: int) -> None:
    """A small cream padlock ``size`` pixels tall centred on ``center``."""
    w = max(6, round(size * 0.8))
    body = pygame.Rect(0, 0, w, max(5, round(size * 0.58)))
    body.midbottom = (center[0], center[1] + size // 2)
    shackle = pygame.Rect(0, 0, round(w * 0.64), round(size * 0.8))
    shackle.midtop = (center[0], center[1] - size // 2)
    pygame.draw.ellipse(surface, CREAM, shackle, max(2, size // 8))
    pygame.draw.rect(surface, CREAM, body, border_radius=max(1, size // 10))
    pygame.draw.circle(surface, GOLD_DARK, body.center, max(1, size // 10))


class UnlockRow(ChoiceRow):
    """Thumbnails of ``choices`` (``(value, translated title)``), the locked ones under a
    padlock.

    Args:
        get / set / preview: as for :class:`ChoiceRow` (``preview`` is required).
        why_locked: ``why_locked(value)`` -> what unlocks it, translated ("" when it is
            unlocked).
        tell: shows a line to the player (a toast) when a locked choice is clicked.
    """

    def __init__(self, label: str, choices: Sequence[tuple[Any, str]], get: Callable[[], Any],
                 set: Callable[[Any], None], *,
                 preview: Callable[[Any, tuple[int, int]], pygame.Surface],
                 why_locked: Callable[[Any], str], tell: Callable[[str], None]) -> None:
        super().__init__(label, choices, get, set, preview=preview)
        self.why_locked = why_locked
        self.tell = tell
        self.cursor = self.index()
        locked = sum(1 for value, _t in self.choices if why_locked(value))
        self.summary = ngettext("{n} more to earn", "{n} more to earn", locked).format(
            n=locked) if locked else ""
        self.hint = self.summary

    def _look_at(self, i: int) -> bool:
        """Put the cursor on choice ``i``: choose it when unlocked; True if it moved."""
        if not 0 <= i < len(self.choices) or i == self.cursor and not self.why_locked(
                self.choices[i][0]):
            return False
        self.cursor = i
        value, title = self.choices[i]
        reason = self.why_locked(value)
        if reason:
            self.hint = _("{title}: {rule}").format(title=title, rule=reason)
            return True
        self.hint = self.summary
        self.set(value)
        return True

    def step(self, direction: int) -> bool:
        if not self.enabled or not self.choices:
            return False
        if not self.why_locked(self.choices[self.cursor][0]):
            self.cursor = self.index()  # the value may have changed elsewhere
        return self._look_at(self.cursor + direction)

    def click(self, pos: tuple[int, int], px: int) -> bool:
        if not self.enabled:
            return False
        for i, rect in enumerate(self.thumb_rects(px)):
            if rect.collidepoint(pos):
                moved = self._look_at(i)
                reason = self.why_locked(self.choices[i][0])
                if reason:
                    self.tell(self.hint)
                return moved or bool(reason)
        return False

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hovered: bool) -> None:
        super().draw(surface, px, focused=focused, hovered=hovered)
        for i, (rect, (value, title)) in enumerate(zip(self.thumb_rects(px), self.choices,
                                                     strict=True)):
            if not self.why_locked(value):
                continue
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            shade.fill((10, 12, 14, 150))
            surface.blit(shade, rect.topleft)
            draw_padlock(surface, rect.center, max(8, round(rect.height * 0.3)))
            if i == self.cursor and focused:
                pygame.draw.rect(surface, CREAM, rect, 2, border_radius=6)
                ui_text.draw_text(surface, title, (rect.centerx, rect.bottom + px * 0.1),
                                  round(px * 0.7), CREAM, anchor="midtop", shadow=True)
