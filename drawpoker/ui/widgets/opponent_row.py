"""One computer opponent of a set-up screen (table or tournament): his name, then two
pills, personality and difficulty (``session.config.personalities`` / ``levels``).

``cfg`` is any set-up holding ``opponents``: ``[name, personality key, level key]`` per
computer seat (``session.config.TableConfig``, ``session.tournament.setup.TournamentSetup``).
"""

from __future__ import annotations

from typing import Any

import pygame

from drawpoker.i18n import _
from drawpoker.session.config import levels, personalities
from drawpoker.ui import text as ui_text
from drawpoker.ui.text import text_width
from drawpoker.ui.theme import BADGE_COLORS, TEXT
from drawpoker.ui.widgets.rows import Row


class OpponentRow(Row):
    """One computer opponent: name, then two pills: personality and difficulty.

    Click a pill to cycle it; with the keyboard Left/Right change the personality and
    Enter the difficulty.
    """

    def __init__(self, index: int, cfg: Any, on_change: Any) -> None:
        super().__init__(cfg.opponents[index][0])
        self.help = _("Click to change; ← → style, Enter level")
        self.index = index
        self.cfg = cfg
        self.on_change = on_change
        self.styles = personalities()
        self.levels = levels()

    def _widths(self, px: int) -> tuple[int, int]:
        sw = max(text_width(t, px, bold=True) for _k, t in self.styles) + px * 2
        lw = max(text_width(t, px, bold=True) for _k, t in self.levels) + px * 2
        return sw, lw

    def control_width(self, px: int) -> int:
        sw, lw = self._widths(px)
        return sw + lw + px

    def pills(self, px: int) -> tuple[pygame.Rect, pygame.Rect]:
        """The personality pill and the difficulty pill."""
        c = self.control_rect(px)
        sw, lw = self._widths(px)
        return (pygame.Rect(c.x, c.y, sw, c.height), pygame.Rect(c.right - lw, c.y, lw, c.height))

    def _cycle(self, slot: int, choices: list[tuple[str, str]], d: int) -> bool:
        keys = [k for k, _t in choices]
        cur = self.cfg.opponents[self.index][slot]
        i = keys.index(cur) if cur in keys else 0
        self.cfg.opponents[self.index][slot] = keys[(i + d) % len(keys)]
        self.on_change()
        return True

    def step(self, direction: int) -> bool:
        return self.enabled and self._cycle(1, self.styles, direction)

    def activate(self) -> bool:
        return self.enabled and self._cycle(2, self.levels, +1)

    def click(self, pos: tuple[int, int], px: int) -> bool:
        if not self.enabled:
            return False
        p, lv = self.pills(px)
        if p.collidepoint(pos):
            return self._cycle(1, self.styles, +1)
        if lv.collidepoint(pos):
            return self._cycle(2, self.levels, +1)
        return False

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hovered: bool) -> None:
        # the help only where it is needed; an opponent not seated (fewer seats) is greyed
        self.hint = (_("Not seated") if not self.enabled
                     else self.help if (focused or hovered) else "")
        super().draw(surface, px, focused=focused, hovered=hovered)
        _name, style, level = self.cfg.opponents[self.index]
        texts = (dict(self.styles).get(style, style), dict(self.levels).get(level, level))
        colors = (BADGE_COLORS.get(style, (90, 90, 100)),
                  {"easy": (70, 120, 80), "medium": (150, 120, 50), "hard": (160, 60, 60)}.get(
                      level, (90, 90, 100)))
        if not self.enabled:
            colors = ((70, 70, 74), (70, 70, 74))
        for rect, text, color in zip(self.pills(px), texts, colors, strict=True):
            pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 2), border_radius=rect.height // 2)
            pygame.draw.rect(surface, color, rect, border_radius=rect.height // 2)
            pygame.draw.rect(surface, (255, 255, 255), rect, 1, border_radius=rect.height // 2)
            ui_text.draw_text(surface, text, rect.center, round(px * 0.9),
                              TEXT if self.enabled else (150, 150, 144), bold=True,
                        max_width=rect.width - px)
