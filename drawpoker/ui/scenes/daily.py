"""The daily challenge (route ``"daily"``): the day's five draw decisions and five hands
(``progress.daily``), each answered by throwing cards (click them or keys 1-5, then *Draw*
or Enter) and scored at once against the best line with the exact figures: the hold kept
and the best one, their pot share, the points (0..100) and, for a hand, the chips lost in
expectation. The day's first finished try is its one scored try (experience, streak,
achievements: ``progress.award.award_daily``); a replay is practice and scores nothing.
Esc leaves.
"""

from __future__ import annotations

from datetime import date, timedelta

import pygame

from drawpoker.cards import Card
from drawpoker.coach.words import drill_rules
from drawpoker.i18n import _, format_chips, format_date, ngettext
from drawpoker.persistence.profile import ProfileError
from drawpoker.progress import award as progress
from drawpoker.progress.daily import MAX_POINTS, Answer, Challenge, challenge_for, score
from drawpoker.ui import text as ui_text
from drawpoker.ui.flows.notices import PROFILE_WRITE_ERRORS, tell_unsaved
from drawpoker.ui.flows.progress import tell_outcome
from drawpoker.ui.input import Click, Intent, Key
from drawpoker.ui.layout import scale_of
from drawpoker.ui.paint import wood_panel
from drawpoker.ui.scene import Scene
from drawpoker.ui.sprites.table import felt_background
from drawpoker.ui.table.labels import draw_button_label, wild_marks
from drawpoker.ui.text import draw_heading
from drawpoker.ui.theme import CREAM, GOLD, SOFT
from drawpoker.ui.toast import control_rects
from drawpoker.ui.widgets.button_set import ButtonSet
from drawpoker.ui.widgets.buttons import FancyButton, place_in_a_row
from drawpoker.ui.widgets.card_cursor import CardCursor
from drawpoker.ui.widgets.daily_parts import (
    answer_lines,
    before_lines,
    draw_lines,
    draw_pips,
    lines_height,
    pips_width,
    result_lines,
    score_line,
)
from drawpoker.ui.widgets.lesson import best_marks, card_row, mark_line_height


def _day_text(day: str) -> str:
    """A calendar day ``YYYY-MM-DD`` as the language writes it (the day itself, in no time
    zone); a day that is not one is shown as stored."""
    try:
        return format_date(day, local=False)
    except ValueError:
        return day


_DIGITS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3, pygame.K_5: 4}


class DailyScene(Scene):
    """The daily challenge (see the module doc).

    Args:
        day: the calendar day (``None``: today on this computer's calendar).
    """

    def __init__(self, day: date | None = None) -> None:
        super().__init__()
        self.day = day or date.today()
        self.challenge: Challenge = challenge_for(self.day)
        self.index = 0
        self.thrown: set[Card] = set()
        self.answers: list[Answer] = []
        self.answer: Answer | None = None
        self.scored = True  # False: the day's scored try is already in the profile
        self.finished = False
        self.buttons = ButtonSet()
        self.card_rects: list[pygame.Rect] = []
        #: the pad's focus over the cards and the buttons
        self.cursor = CardCursor()
        self.s = 1.0
        #: the layout (:meth:`resize`): the strip of decisions, the text size, the score
        #: line's, decision line's and mode line's tops, the cards' height and centre, the
        #: panel under the cards (pixels)
        self.pips = pygame.Rect(0, 0, 0, 0)
        self.px = 12
        self.score_y = self.head_y = self.mode_y = 0
        self.card_h = 0
        self.card_centre = (0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        #: where the finished day's result and streak were drawn (a toast keeps off them)
        self.result_rects: list[pygame.Rect] = []

    def enter(self) -> None:
        calendar = progress.progress_of(self.app.profile).calendar
        self.scored = self.day.isoformat() not in calendar
        self.resize(self.app.size)

    @property
    def total(self) -> int:
        """Points so far (0..1000)."""
        return sum(a.points for a in self.answers)

    def toggle(self, i: int) -> None:
        if self.answer is not None or self.finished or not 0 <= i < 5:
            return
        self.thrown ^= {self.challenge.items[self.index].drill.hand[i]}
        self.app.play_sound("click")
        self.resize(self.app.size)

    def submit(self) -> None:
        """Score the hold; an illegal one (too many cards thrown) is said, not scored."""
        if self.answer is not None or self.finished:
            return
        item = self.challenge.items[self.index]
        try:
            self.answer = score(item, [c for c in item.drill.hand if c not in self.thrown])
        except ValueError:
            n = item.drill.max_discard
            self.app.show_toast(ngettext("You may draw at most {n} card here.",
                                         "You may draw at most {n} cards here.", n).format(n=n),
                                error=True)
            return
        self.answers.append(self.answer)
        self.app.play_sound("check" if self.answer.good else "fold")  # its grade: good
        self.resize(self.app.size)

    def next(self) -> None:
        """The next decision, or the end of the day's set (the scored try written then)."""
        if self.answer is None:
            return
        if self.index + 1 < len(self.challenge.items):
            self.index, self.answer, self.thrown = self.index + 1, None, set()
        else:
            self.finished = True
            self._finish()
        self.resize(self.app.size)

    def _finish(self) -> None:
        if not self.scored:
            self.app.show_toast(_("Replay for practice: not scored."))
            return
        try:
            outcome = progress.award_daily(self.app.profile, self.challenge, self.answers)
        except ProfileError as exc:
            self.app.show_toast(str(exc), error=True)
            return
        except PROFILE_WRITE_ERRORS as exc:  # busy or a full disk: the try is not taken
            tell_unsaved(lambda text: self.app.show_toast(text, error=True), exc,
                         self.app.profile.path)
            return
        tell_outcome(self.app, outcome)

    def leave(self) -> None:
        self.app.stack.pop()

    # layout and input ------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        """Lay the screen out for the window ``size``: the heading, the strip of the day's
        decisions and the score line under it, the decision's line, the cards, the panel
        and the mode line above the buttons. Every place depends on the window and the
        text size alone, never on the answer: the cards keep their size when it comes (at
        a larger text the panel takes the height its lines need, the cards give way)."""
        self.s = s = scale_of(size)
        sw, sh = size
        bh = ui_text.grown(round(46 * s))
        if self.finished:
            main = FancyButton(_("Back"), "primary", action=self.leave)
            row = [main]
        else:
            main = (FancyButton(_("Next"), "primary", action=self.next) if self.answer
                    else FancyButton(draw_button_label(len(self.thrown)), "primary",
                                     action=self.submit))
            row = [main, FancyButton(_("Back"), "neutral", action=self.leave)]
        buttons_top = sh - bh - round(16 * s)
        place_in_a_row(row, sw // 2, buttons_top, round(46 * s), sw - round(40 * s), s)
        self.buttons.set(row)
        self.px = px = max(12, round(17 * s))
        step = ui_text.grown(px * 1.45)
        items = len(self.challenge.items)
        pip = min(max(16, ui_text.grown(28 * s)), (sw - round(40 * s)) * 2 // (items * 2 + 3))
        top = ui_text.heading_band(sw, s).bottom + round(10 * s)
        self.pips = pygame.Rect(0, top, pips_width(pip, items), pip)
        self.pips.centerx = sw // 2
        self.score_y = self.pips.bottom + round(6 * s)
        self.head_y = self.score_y + step
        self.mode_y = buttons_top - round(10 * s) - ui_text.grown(px * 1.2)
        panel_h = max(round(sh * 0.22), step * 4 + px)  # at 100 % its text shrinks to fit
        panel_w = min(sw - round(80 * s), round(1000 * s))
        cards_top = self.head_y + step + round(6 * s)
        if ui_text.text_scale() > 1.0 and not self.finished:
            # a larger text: the panel holds the lines shown now at the size asked, the
            # cards give way (down to the least they are drawn at)
            item = self.challenge.items[self.index]
            lines = before_lines(item) if self.answer is None else answer_lines(item, self.answer)
            most_h = self.mode_y - round(18 * s) - cards_top - round(40 * (1 + 1 / 6)) \
                - mark_line_height(px)
            panel_h = max(panel_h, min(most_h, lines_height(lines, panel_w, px)))
        self.panel = pygame.Rect((sw - panel_w) // 2, self.mode_y - round(8 * s) - panel_h,
                                 panel_w, panel_h)
        # the cards between the decision's line and the panel: raised ones a sixth higher,
        # the line of marks under them as tall as its text
        room = self.panel.top - round(10 * s) - cards_top - mark_line_height(px)
        most = min(round(190 * sh / 720), round(sw * 0.7 / 3.9))  # five cards: 3.9 heights wide
        self.card_h = h = max(40, min(most, round(room / (1 + 1 / 6))))
        spare = max(0, room - round(h * (1 + 1 / 6)))
        self.card_centre = (sw // 2, cards_top + spare // 2 + h // 6 + h // 2)

    def toast_clear(self, size: tuple[int, int]) -> list[pygame.Rect]:  # noqa: D102
        # the day's marks and the finished day's result too
        return control_rects(self.buttons, self.card_rects, [self.pips, *self.result_rects])

    def navigate(self, dx: int, dy: int) -> bool:
        return self.cursor.navigate(self.card_rects, self.buttons, dx, dy)

    def handle(self, intent: Intent) -> bool:
        card = self.cursor.pressed()
        if isinstance(intent, Key) and intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and card is not None and card < len(self.card_rects):
            self.toggle(card)  # the pad's A on a card marks it
            return True
        if isinstance(intent, Click) and intent.button == 1:
            for i, r in enumerate(self.card_rects):
                if r.collidepoint(intent.pos):
                    self.toggle(i)
                    return True
        if self.buttons.handle(intent, self.app.play_sound):
            return True
        if isinstance(intent, Key):
            k = intent.key
            if k == pygame.K_ESCAPE or self.finished and k in (pygame.K_RETURN,
                                                                pygame.K_KP_ENTER):
                self.leave()
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
                (self.next if self.answer else self.submit)()
            elif k in _DIGITS:
                self.toggle(_DIGITS[k])
            else:
                return False
            return True
        return False

    # drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        # felt_background keeps the last few sizes and felts itself
        surface.blit(felt_background(size, str(self.app.settings.table_color)), (0, 0))
        draw_heading(surface, _("Daily challenge · {day}").format(
            day=_day_text(self.day.isoformat())), self.s)
        px, width = self.px, size[0] - round(40 * self.s)
        items = len(self.challenge.items)
        draw_pips(surface, self.pips, self.answers, len(self.answers), items)
        ui_text.draw_text(surface, score_line(self.total, items), (size[0] / 2, self.score_y),
                          round(px * 0.9), SOFT, anchor="midtop", max_width=width)
        mode = _("Scored try") if self.scored else _("Replay for practice: not scored")
        ui_text.draw_text(surface, mode, (size[0] / 2, self.mode_y), px, SOFT,
                          anchor="midtop", max_width=width)
        if self.finished:
            self.card_rects = []
            self._draw_calendar(surface, px)
        else:
            self._draw_item(surface, px)
        self.buttons.draw(surface)
        self.cursor.draw(surface, self.card_rects)

    def _draw_item(self, surface: pygame.Surface, px: int) -> None:
        size, s = surface.get_size(), self.s
        item = self.challenge.items[self.index]
        n = len(self.challenge.items) // 2
        if item.kind == "draw":
            head = _("Draw decision {k} of {n}").format(k=self.index + 1, n=n) + " · " \
                + drill_rules(item.drill)
        else:
            # TRANSLATORS: {opponents} is "1 opponent"/"{count} opponents" of its own.
            head = ngettext("Hand {k} of {n} · {opponents} · pot {pot} chip",
                            "Hand {k} of {n} · {opponents} · pot {pot} chips", item.pot).format(
                k=self.index + 1 - n, n=n, pot=format_chips(item.pot),
                opponents=ngettext("{count} opponent", "{count} opponents",
                                   item.opponents).format(count=item.opponents)) \
                + " · " + drill_rules(item.drill)  # the game, as the draw decisions name it
        ui_text.draw_text(surface, head, (size[0] / 2, self.head_y), px, GOLD, bold=True,
                          anchor="midtop", max_width=size[0] - round(40 * s))
        hand = item.drill.hand
        a = self.answer
        # answered: the player's own throw stays as he marked it, the best hold is marked
        # under its cards ("Best: keep"), apart from his marks
        marks = best_marks(hand, a.best.keep if a else None)
        self.card_rects = card_row(
            surface, hand, self.card_centre, self.card_h,
            raised=[c in self.thrown for c in hand], marks=marks, mark_px=px,
            wild=wild_marks(item.drill.wild, hand),
            four_color=bool(self.app.settings.four_color_deck),
            back=str(self.app.settings.card_back))
        wood_panel(surface, self.panel, s)
        draw_lines(surface, self.panel, before_lines(item) if a is None else answer_lines(item, a),
                   px)

    @staticmethod
    def _streak(n: int) -> str:
        return ngettext("Streak: {n} day", "Streak: {n} days in a row", n).format(n=n)

    def _draw_calendar(self, surface: pygame.Surface, px: int) -> None:
        """The day's result, the streak, the points of each decision (``result_lines``),
        when the next challenge comes and the scores of the days played before."""
        size, s = surface.get_size(), self.s
        top = self.head_y
        box = pygame.Rect(round(80 * s), top, size[0] - round(160 * s),
                          self.mode_y - round(10 * s) - top)
        wood_panel(surface, box, s)
        prof = self.app.profile
        calendar = progress.progress_of(prof).calendar
        most = MAX_POINTS * len(self.challenge.items)
        lines = [ngettext("Finished: {points} of {most} point", "Finished: {points} of {most} points",
                          most).format(points=format_chips(self.total), most=format_chips(most)),
                 self._streak(progress.daily_streak(prof, self.day))]
        lines += result_lines(self.answers, len(self.challenge.items) // 2)
        lines.append(_("The next challenge comes at midnight: {day}").format(
            day=_day_text((self.day + timedelta(days=1)).isoformat())))
        earlier = sorted((d for d in calendar.items() if d[0] != self.day.isoformat()),
                         reverse=True)[:3]
        if earlier:
            lines.append(_("Days played before:"))
        lines += [ngettext("{day}: {points} point", "{day}: {points} points", points).format(
                      day=_day_text(day), points=format_chips(points)) for day, points in earlier]
        y = box.top + px
        self.result_rects = []
        for k, text in enumerate(lines):
            if y + px > box.bottom - px // 2:  # a small window at a larger text: what fits
                break
            rect = ui_text.draw_text(surface, text, (box.centerx, y), px,
                                     GOLD if k < 2 else CREAM, bold=k == 0,
                                     max_width=box.width - 2 * px)
            self.result_rects.append(rect)  # a toast keeps off every line
            y += ui_text.grown(px * 1.6)
