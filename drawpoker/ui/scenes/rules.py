"""Rules & hand rankings: the rules of docs/rules.md for players, with the real cards.

The pages are built in :mod:`drawpoker.ui.rulebook.pages`.

Three pages (buttons under the panel, or keys 1-3):

* **Hand rankings** — every high-hand category best first, each with an example
  hand drawn with the game's card sprites and the evaluator's own description of
  it; wild cards (five of a kind) and the two lowball games.
* **How to play** — the course of a hand, forced bets, the draw, the showdown,
  pots, betting structures and the table options, summarised from docs/rules.md §2-§5.
* **Draw odds** — exact chances of each final hand for the usual draws, computed
  by :func:`drawpoker.odds.draw_outcomes` (exact combinatorics over the 47 unseen
  cards), as percentages.

Each page is rendered once per width/language/deck into a tall Surface and
scrolled (wheel, Up/Down, PageUp/PageDown, Home/End, dragging the bar is not
needed: the wheel and keys do it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from drawpoker.i18n import _, catalog_key
from drawpoker.ui.input import Intent, Key
from drawpoker.ui.rulebook.pages import PAGES, render_page
from drawpoker.ui.scenes.menu import MenuScene
from drawpoker.ui.widgets.buttons import FancyButton


class RulesScene(MenuScene):
    """Rules, hand rankings and draw odds (see module doc).

    Args:
        overlay: drawn over the table (from the pause menu).
        page: the page shown first (0 rankings, 1 rules, 2 odds).
        table_rules: the rules of the table it was opened from (an "At this table" block
            heads the first two pages), or None from the title screen.
    """

    panel_width = 1040

    def __init__(self, *, overlay: bool = False, page: int = 0, table_rules: Any = None) -> None:
        super().__init__()
        self.overlay = overlay
        self.page = page
        self.table_rules = table_rules
        self.content: pygame.Surface | None = None

    def title(self) -> str:
        return _("Rules & hand rankings")

    def build(self) -> None:
        self.tabs = []
        for i, (name, _fn) in enumerate(PAGES):
            self.tabs.append(FancyButton(_(name), "primary" if i == self.page else "neutral",
                                         action=self._shower(i)))
        self.footer.set([*self.tabs, FancyButton(_("Back"), "neutral", action=self.back)])

    def _shower(self, index: int) -> Callable[[], None]:
        return lambda: self.show(index)

    def show(self, index: int) -> None:
        """Switch to page ``index``."""
        self.page = index
        for i, b in enumerate(self.tabs):
            b.style = "primary" if i == index else "neutral"
        self.scroll = 0
        items = self.focusables()
        if self.tabs[index] in items:
            self.focus = items.index(self.tabs[index])
        self.resize(self.size)

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        px = max(13, round(17 * self.s))
        four = self.app.settings.four_color_deck if self.app else False
        self.content = render_page(self.page, self.viewport.width, px, four, catalog_key(),
                                   self.table_rules)
        self.content_h = self.content.get_height()
        self.max_scroll = max(0, self.content_h - self.viewport.height)
        self.scroll = max(0, min(self.scroll, self.max_scroll))

    def _key(self, intent: Key) -> bool:
        k = intent.key
        step = self.px * 3
        if k == pygame.K_DOWN:
            self.scroll_by(step)
            return True
        if k == pygame.K_UP:
            self.scroll_by(-step)
            return True
        if k == pygame.K_HOME:
            self.scroll_by(-self.content_h)
            return True
        if k == pygame.K_END:
            self.scroll_by(self.content_h)
            return True
        if k in (pygame.K_1, pygame.K_2, pygame.K_3):
            self.show(k - pygame.K_1)
            return True
        return super()._key(intent)

    def handle(self, intent: Intent) -> bool:
        return super().handle(intent)

    def draw_extra(self, surface: pygame.Surface) -> None:
        if self.content is not None:  # only the visible band of the tall page
            area = pygame.Rect(0, self.scroll, self.viewport.width, self.viewport.height)
            surface.blit(self.content, self.viewport.topleft, area)
