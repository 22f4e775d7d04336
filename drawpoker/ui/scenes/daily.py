"""The daily challenge (route ``"daily"``): the day's five draw decisions and five hands
(``progress.daily``), each answered by throwing cards (click them or keys 1-5, then *Draw*
or Enter) and scored at once against the best line with the exact figures: the hold kept
and the best one, their pot share, the points (0..100) and, for a hand, the chips lost in
expectation. The day's first finished try is its one scored try (experience, streak,
achievements: ``progress.award.award_daily``); a replay is practice and scores nothing.
Esc leaves.
"""

from __future__ import annotations

from datetime import date

import pygame

from drawpoker.cards import Card
from drawpoker.coach.words import drill_rules, kept_label
from drawpoker.i18n import _, format_chance, format_chips, ngettext
from drawpoker.persistence.profile import ProfileError
from drawpoker.progress import award as progress
from drawpoker.progress.daily import MAX_POINTS, Answer, Challenge, challenge_for, score
from drawpoker.ui import text as ui_text
from drawpoker.ui.flows.progress import tell_outcome
from drawpoker.ui.input import Click, Intent, Key
from drawpoker.ui.layout import scale_of
from drawpoker.ui.paint import wood_panel
from drawpoker.ui.scene import Scene
from drawpoker.ui.sprites.table import felt_background
from drawpoker.ui.table.labels import draw_button_label, wild_marks
from drawpoker.ui.text import draw_heading
from drawpoker.ui.theme import CREAM, GOLD, NEGATIVE, POSITIVE, SOFT
from drawpoker.ui.widgets.button_set import ButtonSet
from drawpoker.ui.widgets.buttons import FancyButton, place_in_a_row
from drawpoker.ui.widgets.card_cursor import CardCursor
from drawpoker.ui.widgets.lesson import card_row

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
            self.app.show_toast(_("You may draw at most {n} cards here.").format(
                n=item.drill.max_discard), error=True)
            return
        self.answers.append(self.answer)
        self.app.play_sound("check" if self.answer.good else "fold")
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
        tell_outcome(self.app, outcome)

    def leave(self) -> None:
        self.app.stack.pop()

    # layout and input ------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.s = s = scale_of(size)
        bh = ui_text.grown(46 * s)
        if self.finished:
            main = FancyButton(_("Back"), "primary", action=self.leave)
            row = [main]
        else:
            main = (FancyButton(_("Next"), "primary", action=self.next) if self.answer
                    else FancyButton(draw_button_label(len(self.thrown)), "primary",
                                     action=self.submit))
            row = [main, FancyButton(_("Back"), "neutral", action=self.leave)]
        place_in_a_row(row, size[0] // 2, size[1] - bh - round(16 * s), bh,
                       size[0] - round(40 * s), s)
        self.buttons.set(row)

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
        s = self.s
        # felt_background keeps the last few sizes and felts itself
        surface.blit(felt_background(size, str(self.app.settings.table_color)), (0, 0))
        draw_heading(surface, _("Daily challenge · {day}").format(day=self.day.isoformat()), s)
        px = max(12, round(17 * s))
        mode = _("Scored try") if self.scored else _("Replay for practice: not scored")
        line = _("{mode} · score {points} of {most}").format(
            mode=mode, points=format_chips(self.total),
            most=format_chips(MAX_POINTS * len(self.challenge.items)))
        y = size[1] - round(92 * s)  # over the buttons, however tall the text makes them
        if self.buttons:
            y = min(y, min(b.rect.top for b in self.buttons) - round(6 * s)
                    - ui_text.font(px).get_height() // 2)
        ui_text.draw_text(surface, line, (size[0] / 2, y), px, SOFT,
                          max_width=size[0] - round(40 * s))
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
            head = _("Hand {k} of {n} · {opponents} opponents · pot {pot} chips").format(
                k=self.index + 1 - n, n=n, opponents=item.opponents,
                pot=format_chips(item.pot))
        ui_text.draw_text(surface, head, (size[0] / 2, round(150 * s)), px, GOLD, bold=True,
                          max_width=size[0] - round(40 * s))
        h = round(150 * s) if self.answer is None else round(110 * s)
        hand = item.drill.hand
        marks = [_("Keep") if self.answer and c in self.answer.best.keep else "" for c in hand]
        self.card_rects = card_row(
            surface, hand, (size[0] // 2, round(185 * s) + h // 2), h,
            raised=[c in self.thrown for c in hand], marks=marks,
            wild=wild_marks(item.drill.wild, hand),
            four_color=bool(self.app.settings.four_color_deck),
            back=str(self.app.settings.card_back))
        top = max(r.bottom for r in self.card_rects) + round(h / 7) * 2 + round(12 * s)
        if self.answer is None:
            ui_text.draw_text(surface, _("Click the cards to throw away (keys 1-5), then Draw."),
                              (size[0] / 2, top + px), px, CREAM,
                              max_width=size[0] - round(40 * s))
            return
        box = pygame.Rect(round(40 * s), top, size[0] - round(80 * s),
                          size[1] - top - round(112 * s))
        wood_panel(surface, box, s)
        a = self.answer
        verdict = (_("Right: that is the best hold.") if a.good else
                   _("Not the best: keep {cards}.").format(cards=kept_label(list(a.best.keep))))
        lines = [(verdict, POSITIVE if a.good else NEGATIVE),
                 (_("Your hold {cards}: pot share {share}").format(
                     cards=kept_label(list(a.kept.keep)), share=format_chance(a.kept.equity)),
                  CREAM),
                 (_("Best hold {cards}: pot share {share}").format(
                     cards=kept_label(list(a.best.keep)), share=format_chance(a.best.equity)),
                  CREAM),
                 (_("{points} points of 100").format(points=a.points), GOLD)]
        if item.kind == "hand":
            lines.append((_("Chips lost in expectation: {chips}").format(
                chips=f"{a.chips_lost:.1f}"), GOLD))
        y = box.top + round(px * 0.9)
        for text, color in lines:
            ui_text.draw_text(surface, text, (box.left + px, y), px, color, anchor="topleft",
                              max_width=box.width - 2 * px)
            y += ui_text.grown(px * 1.5)

    @staticmethod
    def _streak(n: int) -> str:
        return ngettext("Streak: {n} day", "Streak: {n} days in a row", n).format(n=n)

    def _draw_calendar(self, surface: pygame.Surface, px: int) -> None:
        """The day's result, the streak and the scores of the days played before."""
        size, s = surface.get_size(), self.s
        box = pygame.Rect(round(80 * s), round(110 * s), size[0] - round(160 * s),
                          size[1] - round(230 * s))
        wood_panel(surface, box, s)
        prof = self.app.profile
        calendar = progress.progress_of(prof).calendar
        lines = [_("Finished: {points} of {most} points").format(
                     points=format_chips(self.total),
                     most=format_chips(MAX_POINTS * len(self.challenge.items))),
                 self._streak(progress.daily_streak(prof, self.day))]
        lines += [_("{day}: {points} points").format(day=day, points=format_chips(points))
                  for day, points in sorted(calendar.items(), reverse=True)[:8]]
        y = box.top + px
        for k, text in enumerate(lines):
            ui_text.draw_text(surface, text, (box.centerx, y), px, GOLD if k < 2 else CREAM,
                              bold=k == 0, max_width=box.width - 2 * px)
            y += ui_text.grown(px * 1.6)
