"""The results of a sit-and-go (route ``"tournament_results"``): every place with its
player, prize and the hand he went out in; the chip-count chart of every player over the
tournament; hands played, levels reached and the biggest pot.

Built from the result document (``session.tournament.results.result_document``), the
same data the profile keeps, so a past tournament shows the same way. A career room's
final also says what it did on the road (``flows.progress.final_lines``: the room
finished, the room it opened, the achievements) and offers *Back to the road*. The
player's decisions over the tournament and the experience they gave ("12 good decisions,
2 costly: +340 XP", ``flows.progress.sitting_line``) are shown under the figures with the
level bar where they left it.
"""

from __future__ import annotations

from typing import Any

import pygame

from drawpoker.i18n import _, format_chips, format_number, ngettext
from drawpoker.progress.levels import Standing
from drawpoker.session.tournament.results import place_name
from drawpoker.ui import text as ui_text
from drawpoker.ui.flows.progress import final_lines, sitting_line
from drawpoker.ui.input import Intent, Key
from drawpoker.ui.layout import scale_of
from drawpoker.ui.paint import wood_panel
from drawpoker.ui.scene import Scene
from drawpoker.ui.sprites.table import felt_background
from drawpoker.ui.text import draw_heading
from drawpoker.ui.theme import CREAM, GOLD, MUTED, SOFT
from drawpoker.ui.toast import strip_bottom
from drawpoker.ui.widgets.button_set import ButtonSet
from drawpoker.ui.widgets.buttons import FancyButton, place_in_a_row
from drawpoker.ui.widgets.chip_chart import draw_chip_chart, seat_colors
from drawpoker.ui.widgets.level_bar import draw_level_bar

#: pixels (at scale 1) the boxes give up for the decisions line and the level bar
XP_ROOM = 64


class TournamentResultsScene(Scene):
    """The results screen.

    Args:
        result: the result document.
        past: shown from the statistics (Back returns there) rather than at the end of a
            tournament (New tournament, Title screen).
    """

    def __init__(self, result: dict[str, Any], past: bool = False) -> None:
        super().__init__()
        self.result = result
        self.past = past
        #: the footer; Enter presses the first (New tournament or Back)
        self.buttons = ButtonSet(default=0)
        self.size = (1280, 720)
        self.s = 1.0
        self.places_box = pygame.Rect(0, 0, 0, 0)
        #: the top of what the screen shows under its title and a toast's strip (pixels)
        self.head = 0
        self.chart_box = pygame.Rect(0, 0, 0, 0)
        self._bg: pygame.Surface | None = None

    def enter(self) -> None:
        if not self.past:
            # the results' title tells the player's finish: the table's knock-out toast
            # would lie over it
            self.app.toasts.hide()
        if self.past:
            self.buttons.set([FancyButton(_("Back"), "primary", action=self.back)])
        elif self.career:
            self.buttons.set([FancyButton(_("Back to the road"), "primary", action=self.road),
                              FancyButton(_("Title screen"), "neutral", action=self.to_title)])
        else:
            self.buttons.set([FancyButton(_("New tournament"), "primary", action=self.again),
                              FancyButton(_("Title screen"), "neutral", action=self.to_title)])
        self.resize(self.app.size)

    def back(self) -> None:
        """Back to the statistics."""
        self.app.stack.pop()

    def again(self) -> None:
        """Set up the next tournament."""
        self.app.nav.reset("title")
        self.app.nav.push("tournament")

    @property
    def career(self) -> dict[str, Any] | None:
        """What a career room's final did (``flows.progress.final_data``), or None."""
        data = self.result.get("career")
        return data if isinstance(data, dict) else None

    def road(self) -> None:
        """Back to the career's map, the final's room chosen."""
        room = (self.career or {}).get("room")
        self.app.nav.reset("title")
        self.app.nav.push("career", room=room if isinstance(room, str) else None)

    def to_title(self) -> None:
        """Back to the title screen."""
        self.app.nav.reset("title")

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        sw, sh = size
        self.s = s = scale_of(size)
        margin = round(28 * s)
        # the strip under the title is kept for a toast (the end's achievements); the
        # final's lines on the road, then the panels, come below it
        self.head = strip_bottom(size) + round(6 * s)
        top = self.head if not self.career else self.head + round(56 * s)
        bottom = sh - round(120 * s) - (round(XP_ROOM * s) if self.xp_line() else 0)
        left_w = round(min(470 * s, sw * 0.4))
        self.places_box = pygame.Rect(margin, top, left_w, bottom - top)
        self.chart_box = pygame.Rect(self.places_box.right + round(24 * s), top,
                                     sw - margin - self.places_box.right - round(24 * s),
                                     bottom - top)
        bh = ui_text.grown(round(46 * s))
        place_in_a_row(self.buttons, sw // 2, sh - bh - round(18 * s), round(46 * s),
                       sw - 2 * margin, s)
        self._bg = None

    # the figures ---------------------------------------------------------------------
    def heading(self) -> str:
        """"You win the tournament!" or the player's place."""
        hero = self.result.get("hero")
        mine = next((p for p in self.result.get("places", []) if p[0] == hero), None)
        if mine is None:
            return _("Tournament results")
        if mine[1] == 1:
            return _("You win the tournament!")
        return _("You finish in {place} place").format(place=place_name(int(mine[1])))

    def xp_line(self) -> str | None:
        """The player's decisions and the experience they gave ("12 good decisions, 2
        costly: +340 XP"), or None (no hand awarded, or a result kept before)."""
        told = self.xp_told()
        return None if told is None else told[0]

    def xp_told(self) -> tuple[str, Standing, Standing] | None:
        """``flows.progress.sitting_line`` of the result's ``"xp"``, or None."""
        data = self.result.get("xp")
        return sitting_line(data) if isinstance(data, dict) else None

    def summary(self) -> str:
        """Hands played, levels reached, the biggest pot."""
        r = self.result
        names = r.get("names", [])
        big = r.get("biggest_pot")
        hands = int(r.get("hands", 0))
        parts = _("{hands}, level {levels} reached, prize pool {pool}").format(
            hands=ngettext("{count} hand played", "{count} hands played", hands).format(
                count=format_number(hands)), levels=r.get("levels", 1),
            pool=format_chips(int(r.get("prize_pool", 0))))
        if big:
            who = ", ".join(str(names[w]) for w in big.get("winners", []) if w < len(names))
            parts = _("{figures}. Biggest pot: {amount} in hand {hand}, won by {who}.").format(
                figures=parts, amount=format_chips(int(big["amount"])), hand=big["hand"],
                who=who)
        return parts

    # input ---------------------------------------------------------------------------
    def navigate(self, dx: int, dy: int) -> bool:
        return self.buttons.navigate(dx, dy)

    def handle(self, intent: Intent) -> bool:
        if self.buttons.handle(intent, self.app.play_sound):
            return True
        if isinstance(intent, Key) and intent.key == pygame.K_ESCAPE:
            action = self.buttons[-1].action
            if action is not None:
                action()
            return True
        return False

    # drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.size:
            self.resize(surface.get_size())
        if self._bg is None:
            self._bg = felt_background(self.size, str(self.app.settings.table_color))
        surface.blit(self._bg, (0, 0))
        s = self.s
        draw_heading(surface, self.heading(), s)
        px = max(13, round(18 * s))
        lines = final_lines(self.career) if self.career else []
        if lines:  # what the final did on the road, then the achievements, smaller
            ui_text.draw_text(surface, lines[0], (self.size[0] / 2, self.head + round(14 * s)),
                              px, GOLD, bold=True, max_width=self.size[0] - round(56 * s))
            ui_text.draw_text(surface, " · ".join(lines[1:]),
                              (self.size[0] / 2, self.head + round(38 * s)),
                              round(px * 0.85), CREAM, max_width=self.size[0] - round(56 * s))
        self._draw_places(surface, px)
        box = self.chart_box
        wood_panel(surface, box, s)
        ui_text.draw_text(surface, _("Chips after each hand"), (box.x + round(16 * s),
                          box.y + round(16 * s)), px, GOLD, anchor="topleft", bold=True)
        chart = box.inflate(-round(28 * s), -round(28 * s))
        under = box.y + round(20 * s) + ui_text.font(px, True).get_height()  # the title's
        chart.height -= under - chart.y
        chart.y = under
        draw_chip_chart(surface, chart, self.result.get("history", []), self.result.get("hero"),
                        px, self.result.get("badges", ()))
        ui_text.draw_text(surface, self.summary(), (self.size[0] / 2, box.bottom + round(26 * s)),
                          round(px * 0.95), CREAM, max_width=self.size[0] - round(56 * s))
        told = self.xp_told()
        if told is not None:
            self._draw_xp(surface, px, box.bottom + round(48 * s), told[0], told[2])
        self.buttons.draw(surface)

    def _draw_xp(self, surface: pygame.Surface, px: int, y: int, line: str,
                 after: Standing) -> None:
        """The decisions line on the left, the level bar (where the sitting left it) on
        the right, ``y`` pixels from the top."""
        s = self.s
        sw = self.size[0]
        margin = round(28 * s)
        half = (sw - 2 * margin) // 2
        ui_text.draw_text(surface, line, (margin, y + round(px * 0.7)), px, GOLD,
                          anchor="topleft", bold=True, max_width=half - round(16 * s))
        small = round(px * 0.8)
        bar = pygame.Rect(margin + half + round(16 * s), y + round(small * 1.6),
                          half - round(16 * s), round(px * 0.7))
        draw_level_bar(surface, bar, small, after)

    def _draw_places(self, surface: pygame.Surface, px: int) -> None:
        s = self.s
        box = self.places_box
        wood_panel(surface, box, s)
        names = self.result.get("names", [])
        hero = self.result.get("hero")
        colors = seat_colors(len(names), hero, self.result.get("badges", ()))
        x = box.x + round(16 * s)
        right = box.right - round(16 * s)
        y = box.y + round(16 * s)
        small = round(px * 0.8)
        # the names' column starts clear of the widest place ("1st") and of its heading
        places = [place_name(int(p[1])) for p in self.result.get("places", [])]
        column = max(round(74 * s), ui_text.text_width(_("Place"), small) + round(16 * s),
                     max((ui_text.text_width(p, px, bold=True) for p in places), default=0)
                     + round(28 * s))
        ui_text.draw_text(surface, _("Place"), (x, y), small, MUTED, anchor="topleft")
        ui_text.draw_text(surface, _("Player"), (x + column - round(4 * s), y), small, MUTED,
                          anchor="topleft")
        ui_text.draw_text(surface, _("Prize"), (right, y), small, MUTED, anchor="topright")
        y += ui_text.grown(px * 1.6)
        # a row: the name over how the player went out, as far apart as their lines
        name_h, out_h = ui_text.font(px).get_height(), ui_text.font(small).get_height()
        step = min(max(round(px * 2.6), name_h + out_h + round(4 * s)),
                   (box.bottom - y - round(8 * s)) // max(1, len(names)))
        top = max(0, (step - name_h - out_h) // 2)
        for seat, place, prize, hand in self.result.get("places", []):
            mine = seat == hero
            if mine:
                band = pygame.Surface((box.width - round(12 * s), step - 4), pygame.SRCALPHA)
                band.fill((232, 190, 92, 40))
                surface.blit(band, (box.x + round(6 * s), y - 2))
            color = GOLD if mine else CREAM
            mid = y + top + name_h / 2
            ui_text.draw_text(surface, place_name(int(place)), (x, mid), px, color,
                              anchor="midleft", bold=place == 1)
            dot = (x + column - round(12 * s), round(mid))
            pygame.draw.circle(surface, colors[int(seat)], dot, max(4, round(6 * s)))
            name = str(names[seat]) if seat < len(names) else "?"
            ui_text.draw_text(surface, name, (x + column, mid), px, color,
                              anchor="midleft", max_width=right - x - column - round(116 * s))
            ui_text.draw_text(surface, format_chips(int(prize)) if prize else "–",
                              (right, mid), px, color, anchor="midright", bold=True)
            out = (_("out in hand {hand}").format(hand=hand) if place != 1
                   else _("holds every chip"))
            ui_text.draw_text(surface, out, (x + column, y + top + name_h + out_h / 2), small,
                              SOFT, anchor="midleft", shadow=False)
            y += step
