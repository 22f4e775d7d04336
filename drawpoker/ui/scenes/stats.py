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

from drawpoker.i18n import (
    _,
    catalog_key,
    format_chips,
    format_number,
    format_signed_chips,
    ngettext,
)
from drawpoker.odds.fairness import Fairness
from drawpoker.session.fairness import Counted, profile_fairness
from drawpoker.ui import paint
from drawpoker.ui import text as ui_text
from drawpoker.ui.flows.notices import tell_damaged_hands
from drawpoker.ui.input import Key
from drawpoker.ui.scenes.menu import MenuScene
from drawpoker.ui.text import text_width
from drawpoker.ui.theme import CREAM, GOLD, NEGATIVE, POSITIVE, SOFT, TEXT
from drawpoker.ui.widgets.buttons import FancyButton, SegmentedButton
from drawpoker.ui.widgets.fairness_view import draw_fairness
from drawpoker.ui.widgets.stat_charts import CHART_LINE, bar_chart, line_chart, whole_percent

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
        """Switch to page ``index``."""
        self.page = index
        for i, b in enumerate(self.tabs):
            b.style = "primary" if i == index else "neutral"
        items = self.focusables()
        if index < len(self.tabs) and self.tabs[index] in items:
            self.focus = items.index(self.tabs[index])

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
        px = max(13, round(17 * self.s))
        st = self.stats
        shown = st.hands_played  # the last 100 recorded hands may hold more deals (redeals)
        scope = (_("All hands") if self.last is None else
                 ngettext("The last hand", "The last {n} hands", shown).format(
                     n=format_number(shown)))
        ui_text.draw_text(surface, scope, (v.right - px, v.y + px * 0.9), round(px * 0.85), SOFT,
                    anchor="midright", shadow=False)
        if st.hands_played == 0:
            ui_text.draw_text(surface, _("No hands played yet."), (v.centerx, v.centery - px), round(px * 1.3),
                        TEXT, bold=True)
            ui_text.draw_text(surface, _("Play a few hands and your statistics will appear here."),
                        (v.centerx, v.centery + px), px, SOFT, max_width=v.width - 2 * px)
            return

        key = (self.page, v.size, px, catalog_key(), self.last, st.hands_played, st.net)
        if getattr(self, "_page_key", None) != key:  # pages are drawn once, then blitted
            page = pygame.Surface(v.size, pygame.SRCALPHA)
            local = pygame.Rect(0, 0, v.width, v.height)
            [self._summary, self._charts, self._starting, self._fairness][self.page](
                page, local, px)
            self._page_key, self._page = key, page
        surface.blit(self._page, v.topleft)
        self.fair_button.visible = self.page == 0
        if self.page == 0:  # under "How you play", left of the draw counts
            bh = _fair_height(px)
            width = min(round((v.width - 3 * px) * 0.56),
                        self.fair_button.preferred_width(max(11, round(bh * 0.36))))
            self.fair_button.rect = pygame.Rect(v.x + px, v.bottom - px - bh, width, bh)
            self.fair_button.draw(surface)

    def click_extra(self, pos: tuple[int, int]) -> bool:
        """The summary's *Is the deal fair?* button opens the fairness page."""
        if self.page == 0 and self.fair_button.visible and self.fair_button.rect.collidepoint(pos):
            self.show(FAIRNESS)
            return True
        return False

    def _figure(self, surface: pygame.Surface, rect: pygame.Rect, label: str, value: str, px: int,
                color: tuple[int, int, int] = CREAM) -> None:
        paint.panel(surface, rect, alpha=110, color=(0, 0, 0), radius=8, border=(120, 92, 48, 160))
        ui_text.draw_text(surface, value, (rect.centerx, rect.y + rect.height * 0.4), round(px * 1.5), color,
                    bold=True, max_width=rect.width - px)
        ui_text.draw_text(surface, label, (rect.centerx, rect.y + rect.height * 0.78), round(px * 0.8), SOFT,
                    shadow=False, max_width=rect.width - px // 2)

    def _summary(self, surface: pygame.Surface, v: pygame.Rect, px: int) -> None:
        st = self.stats
        avg = st.average_draw
        figures = [
            (_("Hands played"), format_chips(st.hands_played), CREAM),
            (_("Hands won"), format_chips(st.hands_won), CREAM),
            (_("Win rate"), whole_percent(st.win_rate), CREAM),
            (_("Net result"), format_signed_chips(st.net), POSITIVE if st.net > 0 else NEGATIVE if st.net < 0 else CREAM),
            (_("Biggest pot"), format_chips(st.biggest_pot), CREAM),
            (_("Biggest pot won"), format_chips(st.biggest_pot_won), CREAM),
            (_("Showdowns won"), _("{won} of {total}").format(
                won=format_number(st.showdowns_won), total=format_number(st.showdowns)),
             CREAM),
            (_("Average cards drawn"), "\u2014" if avg is None else format_number(avg, places=1), CREAM),
        ]
        cols = 4
        gap = ui_text.grown(px * 0.7)
        top = v.y + px * 2
        fw = (v.width - 2 * px - gap * (cols - 1)) // cols
        fh = round(px * 4.2)
        for i, (label, value, color) in enumerate(figures):
            r, c = divmod(i, cols)
            rect = pygame.Rect(v.x + px + c * (fw + gap), top + r * (fh + gap), fw, fh)
            self._figure(surface, rect, label, value, px, color)
        y = top + 2 * (fh + gap) + px
        # decisions table (left) and draw counts (right)
        left = pygame.Rect(v.x + px, y, round((v.width - 3 * px) * 0.56), v.bottom - y - px)
        right = pygame.Rect(left.right + px, y, v.right - px - left.right - px, left.height)
        ui_text.draw_text(surface, _("How you play"), (left.x, left.y), px, GOLD, anchor="topleft", bold=True)
        heads = [_("Open"), _("Call"), _("Raise"), _("Fold")]
        first = round(left.width * 0.36)
        colw = (left.width - first) / 4
        ty = left.y + round(px * 1.9)
        for i, h in enumerate(heads):
            ui_text.draw_text(surface, h, (left.x + first + colw * (i + 0.5), ty), round(px * 0.85), GOLD,
                        shadow=False, max_width=round(colw) - 4)
        for k, (name, rr) in enumerate(((_("Before the draw"), st.before_draw),
                                        (_("After the draw"), st.after_draw))):
            ry = ty + round(px * 1.7) * (k + 1)
            ui_text.draw_text(surface, name, (left.x, ry), round(px * 0.9), TEXT, anchor="midleft",
                        shadow=False, max_width=first - 6)
            for i, val in enumerate((rr.open_rate, rr.call_rate, rr.raise_rate, rr.fold_rate)):
                ui_text.draw_text(surface, whole_percent(val), (left.x + first + colw * (i + 0.5), ry), round(px * 0.9),
                            TEXT, shadow=False, bold=True)
        note = _("Open: bets when nobody has bet. Call, raise, fold: when facing a bet.")
        lowest = v.bottom - px - _fair_height(px) - ui_text.grown(px * 0.6)  # the fair button
        npx, least = round(px * 0.75), round(px * 0.75 / ui_text.text_scale())
        lines = ui_text.wrap_text(note, npx, left.width)

        def step(size: int) -> int:  # a larger text: its lines close up to the font's own
            return ui_text.grown(size * 1.4) if ui_text.text_scale() == 1.0 else \
                ui_text.font(size).get_linesize()

        while npx > least and ty + round(px * 1.7) * 3 + (len(lines) - 1) * step(npx) > \
                lowest:  # and it steps down to its 100 % size
            npx -= 1
            lines = ui_text.wrap_text(note, npx, left.width)
        for j, line in enumerate(lines):
            ly = ty + round(px * 1.7) * 3 + j * step(npx)
            if ly > lowest:
                break  # no room left above the button: the rest of the note is left out
            ui_text.draw_text(surface, line, (left.x, ly), npx, SOFT, anchor="midleft",
                              shadow=False)
        # draw counts
        ui_text.draw_text(surface, _("Cards drawn"), (right.x, right.y), px, GOLD, anchor="topleft", bold=True)
        counts = st.draw_counts
        keys: list[int | None] = [0, 1, 2, 3, 4, 5]
        n: int
        labels = [_("Pat"), "1", "2", "3", "4", "5"]
        top_n = max([counts.get(k, 0) for k in keys] + [1])
        chart = pygame.Rect(right.x, right.y + round(px * 1.9), right.width, right.height - round(px * 3.4))
        slot = chart.width / len(keys)
        for i, (draw_key, lab) in enumerate(zip(keys, labels, strict=True)):
            n = counts.get(draw_key, 0) or 0
            h = round((chart.height - px) * n / top_n)
            bar = pygame.Rect(round(chart.x + slot * i + slot * 0.18), chart.bottom - h, round(slot * 0.64), h)
            pygame.draw.rect(surface, CHART_LINE, bar, border_radius=3)
            if n:
                ui_text.draw_text(surface, str(n), (bar.centerx, bar.top - px * 0.55), round(px * 0.75), TEXT,
                            shadow=False)
            ui_text.draw_text(surface, lab, (bar.centerx, chart.bottom + px * 0.7), round(px * 0.8), SOFT,
                        shadow=False)

    def _charts(self, surface: pygame.Surface, v: pygame.Rect, px: int) -> None:
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

    def _fairness(self, surface: pygame.Surface, v: pygame.Rect, px: int) -> None:
        if self.fair is None:  # every recorded hand is read: only when the page is shown
            self.fair = profile_fairness(self.profile)
        draw_fairness(surface, v, px, *self.fair)

    def _starting(self, surface: pygame.Surface, v: pygame.Rect, px: int) -> None:
        st = self.stats
        ui_text.draw_text(surface, _("Results by starting hand"), (v.x + px, v.y + px * 0.9), px, GOLD,
                    anchor="midleft", bold=True)
        heads = [_("Hands"), _("Won"), _("Win rate"), _("Net"), _("Per hand")]
        first = round((v.width - 2 * px) * 0.38)
        colw = (v.width - 2 * px - first) / len(heads)
        y = v.y + round(px * 2.8)
        for i, h in enumerate(heads):
            ui_text.draw_text(surface, h, (v.x + px + first + colw * (i + 0.5), y), round(px * 0.85), GOLD,
                        shadow=False, bold=True)
        row_h = ui_text.grown(px * 1.7)
        for k, cat in enumerate(st.by_category):
            ry = y + row_h * (k + 1)
            if ry > v.bottom - row_h // 2:
                break
            if k % 2 == 0:
                band = pygame.Surface((v.width - 2 * px, row_h), pygame.SRCALPHA)
                band.fill((255, 255, 255, 12))
                surface.blit(band, (v.x + px, ry - row_h // 2))
            ui_text.draw_text(surface, cat.label, (v.x + px * 1.4, ry), round(px * 0.9), TEXT, anchor="midleft",
                        shadow=False, max_width=first - px)
            net_color = POSITIVE if cat.net > 0 else NEGATIVE if cat.net < 0 else TEXT
            cells = [(format_chips(cat.hands), TEXT), (format_chips(cat.won), TEXT), (whole_percent(cat.win_rate), TEXT),
                     (format_signed_chips(cat.net), net_color),
                     (format_signed_chips(round(cat.average_net)), net_color)]
            for i, (text, color) in enumerate(cells):
                ui_text.draw_text(surface, text, (v.x + px + first + colw * (i + 0.5), ry), round(px * 0.9), color,
                            shadow=False)


def _fair_height(px: int) -> int:
    """The height of the summary's *Is the deal fair?* button (pixels): a little lower
    at a larger text, so that the note above it keeps its lines."""
    return ui_text.grown(px * (2.2 if ui_text.text_scale() == 1.0 else 1.8))
