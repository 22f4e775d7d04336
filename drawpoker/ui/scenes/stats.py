"""Statistics: the player's figures, a bankroll-over-time chart and a results-by-hand chart.

Four pages (buttons under the panel, or keys 1-3; the fourth from the summary's *Is the
deal fair?* button), the first three from
``Profile.statistics()`` (:class:`drawpoker.persistence.stats.Statistics`):

* **Summary** — hands played and won, win rate, net result, biggest pot (played and
  won), showdowns won, average cards drawn; how often you open, call, raise and
  fold before and after the draw; how many cards you drew.
* **Charts** — bankroll over time (your chips, bankroll plus table, after each
  hand, from the starting bankroll) and results by hand (a bar per hand, green
  won / red lost, with the running total as a line), drawn in the game.
* **Starting hands** — results by starting-hand category.
* **Fairness** — the dealt hands against the exact odds, the best hand dealt, and how
  the deal is checked (:mod:`drawpoker.ui.widgets.fairness_view`, docs/fairness.md); always over every
  recorded hand (cash and sit-and-go) whose deal counts.

*Tournaments* (key T) opens the sit-and-go page (route ``"tournament_stats"``):
tournament chips never count in these cash figures.

Scope: all hands or the last 100 (a button). Definitions of the rates are those of
:mod:`drawpoker.persistence.stats`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from drawpoker.i18n import _, catalog_key, format_chips, format_number, ngettext
from drawpoker.odds.fairness import Fairness
from drawpoker.session.fairness import Counted, profile_fairness
from drawpoker.ui import text as ui_text
from drawpoker.ui.flows.notices import tell_damaged_hands
from drawpoker.ui.input import Key
from drawpoker.ui.scenes.menu import MenuScene
from drawpoker.ui.text import text_width
from drawpoker.ui.theme import GOLD, SOFT, TEXT
from drawpoker.ui.widgets.buttons import FancyButton, SegmentedButton
from drawpoker.ui.widgets.fairness_view import draw_fairness
from drawpoker.ui.widgets.rows import Row
from drawpoker.ui.widgets.stat_charts import bar_chart, line_chart
from drawpoker.ui.widgets.stats_starting import draw_starting
from drawpoker.ui.widgets.stats_summary import draw_summary, fair_height

#: The number keys 1..9 (top row and keypad) as a tab index 0..8.
_DIGITS = {**{pygame.K_1 + i: i for i in range(9)}, **{pygame.K_KP1 + i: i for i in range(9)}}


#: the fairness page's index (no tab: its button is on the summary page)
FAIRNESS = 3


class StatsScene(MenuScene):
    """The statistics screen (see module doc)."""

    panel_width = 1080

    def __init__(self, page: int = 0) -> None:
        super().__init__()
        self.page = page
        self.last: int | None = None
        self.stats: Any = None
        self.fair: tuple[Fairness, Counted] | None = None
        self._page_key: tuple[Any, ...] | None = None
        self._page = pygame.Surface((1, 1))
        #: where the summary's *Is the deal fair?* button goes on the page (pixels)
        self._fair_place = pygame.Rect(0, 0, 0, 0)
        self.fair_button = FancyButton()  # made by build(), shown on the summary
        self.fair_button.visible = False

    def title(self) -> str:
        return _("Statistics")

    def enter(self) -> None:
        self.profile = self.app.profile
        self.load()
        super().enter()
        tell_damaged_hands(self.app, self.profile)  # damaged hand rows were left out

    def load(self) -> None:
        """Read the statistics for the current scope."""
        self.stats = self.profile.statistics(last=self.last)

    def build(self) -> None:
        names = (_("Summary"), _("Charts"), _("Starting hands"))
        self.tabs = [FancyButton(name, "primary" if i == self.page else "neutral",
                                 action=self._shower(i)) for i, name in enumerate(names)]
        self.scope_button = SegmentedButton(
            [(None, _("All")), (100, _("Last 100"))], lambda: self.last,
            self.set_scope)
        self.tournaments_button = FancyButton(_("Tournaments"), "neutral",
                                              action=self.open_tournaments)
        # the fairness page opens from the summary (the footer is full at 960x540)
        self.fair_button = FancyButton(_("Is the deal fair?"), "neutral",
                                       action=lambda: self.show(FAIRNESS))
        self.fair_button.visible = self.page == 0 and self.stats.hands_played > 0
        self.footer.set([*self.tabs, self.tournaments_button, self.scope_button,
                         FancyButton(_("Back"), "neutral", action=self.back)])

    def open_tournaments(self) -> None:
        """The tournament page: sit-and-gos played, finishes, prizes (its own screen)."""
        self.app.nav.push("tournament_stats")

    def _shower(self, index: int) -> Callable[[], None]:
        return lambda: self.show(index)

    def toggle_scope(self) -> None:
        """Switch between all hands and the last 100."""
        self.set_scope(100 if self.last is None else None)

    def set_scope(self, last: int | None) -> None:
        """Count all hands (``None``) or the ``last`` N."""
        self.last = last
        self.load()
        focus = self.focus
        self.rebuild()
        self.focus = focus

    def show(self, index: int) -> None:
        """Switch to page ``index``, drawn afresh from its top."""
        self.page = index
        self.scroll = 0
        self._page_key = None
        self.fair_button.visible = index == 0 and self.stats.hands_played > 0
        for i, b in enumerate(self.tabs):
            b.style = "primary" if i == index else "neutral"
        items = self.focusables()
        if index < len(self.tabs) and self.tabs[index] in items:
            self.focus = items.index(self.tabs[index])
        elif self.focus >= len(items):
            self.focus = len(items) - 1

    # the page scrolls where it is taller than the panel (a larger text) -----------
    def focusables(self) -> list[Row | FancyButton]:
        """The footer's buttons, then the summary's *Is the deal fair?* button (Up from
        the footer's first button goes up into the page)."""
        items = super().focusables()
        return [*items, self.fair_button] if self.fair_button.visible else items

    def navigate(self, dx: int, dy: int) -> bool:
        """The pad (:meth:`MenuScene.navigate`), the *Is the deal fair?* button counted
        where it shows once scrolled into view (until then it may lie under the panel)."""
        drawn = self.fair_button.rect
        self.fair_button.rect = drawn.clamp(self.viewport)
        try:
            return super().navigate(dx, dy)
        finally:
            self.fair_button.rect = drawn  # placed again as the page is drawn

    def move_focus(self, delta: int) -> None:
        """Move the focus (:meth:`MenuScene.move_focus`); the page scrolls to show the
        *Is the deal fair?* button when it takes the focus."""
        super().move_focus(delta)
        if self.focused_item() is self.fair_button:
            place = self._fair_place.inflate(0, 2 * self.page_px())
            if place.top < self.scroll:
                self.scroll_by(place.top - self.scroll)
            elif place.bottom > self.scroll + self.viewport.height:
                self.scroll_by(place.bottom - self.scroll - self.viewport.height)

    def _update_focus_flags(self) -> None:
        super()._update_focus_flags()
        self.fair_button.focused = self.focused_item() is self.fair_button

    def resize(self, size: tuple[int, int]) -> None:
        """Lay out again; the page keeps its height and its scroll until it is drawn
        again at the new size."""
        scroll = self.scroll
        super().resize(size)
        self.content_h = self._page.get_height() if self._page_key else 0
        self.max_scroll = max(0, self.content_h - self.viewport.height)
        self.scroll = max(0, min(scroll, self.max_scroll))

    def key_extra(self, intent: Key) -> bool:
        """Keys 1..N pick tab 1..N (a key beyond the tabs does nothing); T opens the
        tournament page (its button's initial)."""
        if intent.key in _DIGITS:
            index = _DIGITS[intent.key]
            if index < len(self.tabs):
                self.show(index)
            return True
        if intent.key == pygame.K_t:
            self.open_tournaments()
            return True
        return False

    # drawing -------------------------------------------------------------------
    def draw_extra(self, surface: pygame.Surface) -> None:
        v = self.viewport
        px = self.page_px()
        st = self.stats
        if st.hands_played == 0:
            self._scope_line(surface, v, px)
            ui_text.draw_text(surface, _("No hands played yet."), (v.centerx, v.centery - px),
                              round(px * 1.3), TEXT, bold=True)
            ui_text.draw_text(surface, _("Play a few hands and your statistics will appear here."),
                              (v.centerx, v.centery + px), px, SOFT, max_width=v.width - 2 * px)
            return
        key = (self.page, v.size, px, catalog_key(), self.last, st.hands_played, st.net,
               ui_text.text_scale())
        if self._page_key != key:  # pages are drawn once, then blitted
            self._page = self._draw_page(v.size, px)
            self._page_key = key
            self.content_h = self._page.get_height()
            self.max_scroll = max(0, self.content_h - v.height)
            self.scroll = max(0, min(self.scroll, self.max_scroll))
        surface.blit(self._page, (v.x, v.y - self.scroll))
        if self.page == 0:  # under "How you play"
            self.fair_button.rect = self._fair_place.move(v.x, v.y - self.scroll)
            self.fair_button.draw(surface)

    def _draw_page(self, size: tuple[int, int], px: int) -> pygame.Surface:
        """The page as tall as its content (at least the view): drawn on a surface three
        views tall, again on a taller one where that did not hold it, then cut."""
        width, height = size
        room = 3 * height
        while True:
            page = pygame.Surface((width, room), pygame.SRCALPHA)
            local = pygame.Rect(0, 0, width, height)
            self._scope_line(page, local, px)
            used = self._page_drawers()[self.page](page, local, px)
            if used <= room:
                return page.subsurface((0, 0, width, max(height, used))).copy()
            room = used

    def _page_drawers(self) -> list[Callable[[pygame.Surface, pygame.Rect, int], int]]:
        return [self._summary, self._charts, self._starting, self._fairness]

    def _scope_line(self, surface: pygame.Surface, v: pygame.Rect, px: int) -> None:
        """The hands counted (all, or the last N), at the page's top right."""
        shown = self.stats.hands_played  # the last 100 recorded hands may hold more deals
        scope = (_("All hands") if self.last is None else
                 ngettext("The last hand", "The last {n} hands", shown).format(
                     n=format_number(shown)))
        ui_text.draw_text(surface, scope, (v.right - px, v.y + px * 0.9), round(px * 0.85), SOFT,
                          anchor="midright", shadow=False)

    def page_px(self) -> int:
        """The pages' text size (pixels, before the player's text size)."""
        return max(13, round(17 * self.s))

    def click_extra(self, pos: tuple[int, int]) -> bool:
        """The summary's *Is the deal fair?* button opens the fairness page."""
        if self.fair_button.visible and self.viewport.collidepoint(pos) \
                and self.fair_button.rect.collidepoint(pos):
            self.show(FAIRNESS)
            return True
        return False

    def _summary(self, surface: pygame.Surface, v: pygame.Rect, px: int) -> int:
        width = self.fair_button.preferred_width(max(11, round(fair_height(px) * 0.36)))
        height, self._fair_place = draw_summary(surface, v, px, self.stats, width)
        return height

    def _charts(self, surface: pygame.Surface, v: pygame.Rect, px: int) -> int:
        st = self.stats
        half = (v.height - px * 2) // 2
        left_pad = round(px * 4.2)
        r1 = pygame.Rect(v.x + left_pad, v.y + round(px * 2.6), v.width - left_pad - px * 2, half - round(px * 2.8))
        ui_text.draw_text(surface, _("Bankroll over time"), (v.x + px, v.y + px * 0.9), px, GOLD,
                    anchor="midleft", bold=True)
        values = [p.value for p in st.bankroll_series]
        base = st.bankroll_series[0].value if st.bankroll_series and st.bankroll_series[0].hand_id == 0 else None
        marks = [(i, _("+{chips} from the house").format(chips=format_chips(amount)))
                 for i, amount in getattr(st, "refills", ())]
        line_chart(surface, r1, values, px, baseline=base, marks=marks)
        y2 = v.y + half + px * 2
        results = st.results_series[-150:]
        shown = len(results)
        title2 = ngettext("Results by hand (the last hand)", "Results by hand (the last {n} hands)",
                          shown).format(n=format_number(shown))
        caption = _("Bars: won or lost in each hand. Line: running total.")
        room = v.width - 2 * px
        # the caption sits right of the heading when both fit with a gap of 2 px, else on
        # its own line under the heading (a long heading never runs into it: ru, finding 17)
        beside = (text_width(title2, px, bold=True) + text_width(caption, round(px * 0.75))
                  + 2 * px <= room)
        ui_text.draw_text(surface, title2, (v.x + px, y2), px, GOLD, anchor="midleft", bold=True,
                    max_width=room)
        drop = 0 if beside else round(px * 1.5)
        if beside:
            ui_text.draw_text(surface, caption, (v.right - px, y2), round(px * 0.75), SOFT,
                        anchor="midright", shadow=False)
        else:
            ui_text.draw_text(surface, caption, (v.x + px, y2 + drop), round(px * 0.75), SOFT,
                        anchor="midleft", shadow=False, max_width=room)
        r2 = pygame.Rect(r1.x, y2 + round(px * 1.6) + drop, r1.width,
                         v.bottom - y2 - round(px * 3.2) - drop)
        offset = st.cumulative_series[-shown - 1].value if len(st.cumulative_series) > shown else 0
        running = [p.value - offset for p in st.cumulative_series[-shown:]]
        bar_chart(surface, r2, [p.value for p in results], px, running=running)
        return v.height

    def _fairness(self, surface: pygame.Surface, v: pygame.Rect, px: int) -> int:
        if self.fair is None:  # every recorded hand is read: only when the page is shown
            self.fair = profile_fairness(self.profile)
        return draw_fairness(surface, v, px, *self.fair)

    def _starting(self, surface: pygame.Surface, v: pygame.Rect, px: int) -> int:
        return draw_starting(surface, v, px, self.stats)
