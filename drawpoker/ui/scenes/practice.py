"""Practice: draw drills ("what would you keep?"), scored against the exact best hold.

A hand is dealt for the theme chosen at the top (random, pairs, draws, wild cards,
lowball; :mod:`drawpoker.coach.drills`); the player clicks the cards to throw (keys 1-5)
and presses *Draw* (Enter). The answer lists the exact figures of the sensible holds
(chance to improve, the final hand's expected rank, pot share), marks the best one and
the player's, and the running score; *Next hand* (Enter) deals again. Hands answered
wrong come back a few hands later, also in the next practice (``drills.json`` beside the
settings). Leaving gives the experience the answers earned (one toast). Keys: T changes
the theme, Esc leaves.
"""

from __future__ import annotations

import random
from pathlib import Path

import pygame

from drawpoker.cards import Card
from drawpoker.coach.drills import THEMES, Drill, DrillRound, Graded, grade
from drawpoker.coach.words import drill_rules, hold_verdict, kept_label
from drawpoker.i18n import _, format_chance, ngettext
from drawpoker.persistence.notices import Notice
from drawpoker.persistence.paths import data_paths
from drawpoker.persistence.practice import MISSED_FILE, PracticeFile
from drawpoker.progress.award import award_practice
from drawpoker.progress.summary import SittingSummary, practice_summary
from drawpoker.ui import text as ui_text
from drawpoker.ui.flows.notices import PROFILE_WRITE_ERRORS, tell_unsaved
from drawpoker.ui.flows.progress import tell_earned, tell_outcome
from drawpoker.ui.input import Click, Intent, Key
from drawpoker.ui.layout import scale_of
from drawpoker.ui.paint import wood_panel
from drawpoker.ui.scene import Scene
from drawpoker.ui.sprites.table import felt_background
from drawpoker.ui.table.labels import draw_button_label, wild_marks
from drawpoker.ui.text import draw_heading
from drawpoker.ui.theme import CREAM, GOLD, NEGATIVE, POSITIVE, SOFT
from drawpoker.ui.toast import control_rects
from drawpoker.ui.widgets.button_set import ButtonSet
from drawpoker.ui.widgets.buttons import FancyButton, SegmentedButton, place_in_a_row
from drawpoker.ui.widgets.card_cursor import CardCursor
from drawpoker.ui.widgets.lesson import best_marks, card_row, mark_line_height

_DIGITS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3, pygame.K_5: 4}


class PracticeScene(Scene):
    """Draw drills (route ``"practice"``).

    Args:
        theme: the theme to start with (a key of :data:`~drawpoker.coach.drills.THEMES`).
        seed: the random source of the hands (``None``: the app's ``--seed``, else random).
    """

    def __init__(self, theme: str = "random", seed: int | None = None) -> None:
        super().__init__()
        self.round = DrillRound(theme if theme in THEMES else "random")
        self.seed = seed
        self.rng = random.Random(seed)
        self.drill: Drill | None = None
        self.review = False
        self.thrown: set[Card] = set()
        self.graded: Graded | None = None
        #: the screen's buttons (pointer only: its keys are its own)
        self.buttons = ButtonSet()
        self.card_rects: list[pygame.Rect] = []
        #: the pad's focus over the cards and the buttons
        self.cursor = CardCursor()
        self.legend_rect: pygame.Rect | None = None  # the answer's column legend, as drawn
        self.s = 1.0
        self.kept: PracticeFile | None = None  # the player's file, opened by enter()
        #: the points of each drill answered since the screen opened (experience on leaving)
        self.points: list[int] = []
        #: Leave was asked (the summary screen follows), and that summary
        self.leaving = False
        self.left_with: SittingSummary | None = None

    def missed_file(self) -> Path:
        """Where the hands answered wrong wait for the next practice (beside the settings)."""
        return data_paths(self.app.data_dir).settings_file.with_name(MISSED_FILE)

    def enter(self) -> None:
        if self.seed is None and self.app.seed is not None:
            self.rng = random.Random(self.app.seed)
        self.kept = PracticeFile(self.missed_file())
        doc, notices = self.kept.load()  # a bad file is kept aside or left alone, and told
        self.round.load(doc)
        self._tell(notices)
        self.deal()

    def exit(self) -> None:
        """Keep the hands answered wrong for the next practice; the drills answered give
        their experience (``progress.award.award_practice``): told on the summary screen
        after Leave, else in a toast."""
        if self.kept is not None:
            self._tell(self.kept.save(self.round.to_dict()))
        if self.points:
            points, self.points = self.points, []
            try:
                outcome = award_practice(self.app.profile, points)
            except PROFILE_WRITE_ERRORS as exc:  # busy or a full disk: told, not earned
                tell_unsaved(lambda text: self.app.show_toast(text, error=True), exc,
                             self.app.profile.path)
                return
            if self.leaving:  # Leave: the summary screen tells it (leave())
                self.left_with = practice_summary(outcome, len(points))
                tell_earned(self.app, outcome)
            else:
                tell_outcome(self.app, outcome)

    def _tell(self, notices: list[Notice]) -> None:
        for notice in notices:
            self.app.show_toast(notice.message(), error=True)

    def deal(self) -> None:
        """The next drill hand (a missed one that is due, else a new one)."""
        self.drill, self.review = self.round.next_drill(self.rng)
        self.thrown, self.graded = set(), None
        self.resize(self.app.size)

    def set_theme(self, theme: str) -> None:
        if theme != self.round.theme:
            self.round.theme = theme
            self.deal()

    def leave(self) -> None:
        """Leave practice; the drills answered are summed up on the summary screen (the
        ``"sitting_summary"`` route)."""
        self.leaving = True
        self.app.stack.pop()
        if self.left_with is not None:
            self.app.nav.push("sitting_summary", summary=self.left_with)

    def toggle(self, i: int) -> None:
        if self.graded is not None or self.drill is None or not 0 <= i < 5:
            return
        card = self.drill.hand[i]
        self.thrown ^= {card}
        self.app.play_sound("click")
        self.resize(self.app.size)  # the draw button counts the cards marked

    def submit(self) -> None:
        """Grade the hold; an illegal one (too many cards thrown) is said, not graded."""
        if self.drill is None or self.graded is not None:
            return
        keep = [c for c in self.drill.hand if c not in self.thrown]
        try:
            self.graded = grade(self.drill, keep)
        except ValueError:
            n = self.drill.max_discard
            self.app.show_toast(ngettext("You may draw at most {n} card here.",
                                         "You may draw at most {n} cards here.", n).format(n=n),
                                error=True)
            return
        self.round.record(self.graded)
        self.points.append(self.graded.points)
        self.app.play_sound("check" if self.graded.correct else "fold")
        self.resize(self.app.size)

    # layout and input ------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.s = s = scale_of(size)
        bh = ui_text.grown(round(46 * s))
        themes = SegmentedButton([(k, _(v)) for k, v in THEMES.items()],
                                 lambda: self.round.theme, self.set_theme)
        themes.px_height = round(40 * s)  # a fixed band under the heading: the box keeps it
        themes.rect = pygame.Rect(0, 0, min(size[0] - round(40 * s), themes.preferred_width(
            themes.label_px())), round(40 * s))
        themes.rect.midtop = (size[0] // 2, round(88 * s))
        main = (FancyButton(_("Next hand"), "primary", action=self.deal) if self.graded
                else FancyButton(draw_button_label(len(self.thrown)), "primary", action=self.submit))
        back = FancyButton(_("Back"), "neutral", action=self.leave)
        place_in_a_row([main, back], size[0] // 2, size[1] - bh - round(16 * s), round(46 * s),
                       size[0] - round(40 * s), s)
        self.buttons.set([themes, main, back])

    def toast_clear(self, size: tuple[int, int]) -> list[pygame.Rect]:  # noqa: D102
        return control_rects(self.buttons, self.card_rects)

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
            if k == pygame.K_ESCAPE:
                self.leave()
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
                (self.deal if self.graded else self.submit)()
            elif k in _DIGITS:
                self.toggle(_DIGITS[k])
            elif k == pygame.K_t:
                keys = list(THEMES)
                self.set_theme(keys[(keys.index(self.round.theme) + 1) % len(keys)])
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
        draw_heading(surface, _("Practice: what would you keep?"), s)
        px = max(12, round(17 * s))
        drill = self.drill
        if drill is None:
            return
        head = drill_rules(drill)
        if self.review:
            head = _("Again: a hand you missed") + " · " + head
        ui_text.draw_text(surface, head, (size[0] / 2, round(150 * s)), px, GOLD, bold=True,
                          max_width=size[0] - round(40 * s))
        h = round(150 * s) if self.graded is None else round(110 * s)
        # answered: the player's own throw stays as he marked it, the best hold is marked
        # under its cards ("Best: keep"), apart from his marks
        marks = best_marks(drill.hand, self.graded.best.keep if self.graded else None)
        centre = (size[0] // 2, round(175 * s) + h // 2 + round(10 * s))
        self.card_rects = card_row(surface, drill.hand, centre, h,
                                   raised=[c in self.thrown for c in drill.hand], marks=marks,
                                   mark_px=px,
                                   wild=wild_marks(drill.wild, drill.hand),
                                   four_color=bool(self.app.settings.four_color_deck),
                                   back=str(self.app.settings.card_back))
        top = centre[1] + h // 2 + mark_line_height(px) + round(6 * s)
        box = pygame.Rect(round(40 * s), top, size[0] - round(80 * s),
                          size[1] - top - round(112 * s))
        if self.graded is None:
            ui_text.draw_text(surface, _("Click the cards to throw away (keys 1-5), then Draw."),
                              (size[0] / 2, top + px), px, CREAM, max_width=size[0] - round(40 * s))
        else:
            self._draw_answer(surface, box, px)
        score = ngettext("Score: {right} of {answered} right · {points} point · {waiting} to review",
                         "Score: {right} of {answered} right · {points} points · {waiting} to review",
                         self.round.points).format(
            right=self.round.correct, answered=self.round.answered, points=self.round.points,
            waiting=self.round.reviews_waiting)
        ui_text.draw_text(surface, score, (size[0] / 2, size[1] - round(92 * s)), px, SOFT,
                          max_width=size[0] - round(40 * s))
        self.buttons.draw(surface)
        self.cursor.draw(surface, self.card_rects)

    def _draw_answer(self, surface: pygame.Surface, box: pygame.Rect, px: int) -> None:
        g = self.graded
        assert g is not None
        s = self.s
        wood_panel(surface, box, s)
        x0, y = box.left + px, box.top + round(px * 0.9)
        verdict = hold_verdict(g.chosen, g.best, "good" if g.correct else "costly")
        ui_text.draw_text(surface, verdict, (x0, y), round(px * 1.1), POSITIVE if g.correct else NEGATIVE,
                          anchor="topleft", bold=True, max_width=box.width - 2 * px)
        y += ui_text.grown(px * 1.9)
        cols = [0.0, 0.42, 0.6, 0.8]
        improves, beats, share = _("Improves"), _("Final hand beats"), _("Pot share")
        heads = [_("Hold"), improves, beats, share]
        for c, text in zip(cols, heads, strict=True):
            ui_text.draw_text(surface, text, (x0 + c * (box.width - 2 * px), y), px, GOLD,
                              anchor="topleft", bold=True, max_width=round(box.width * 0.19))
        y += ui_text.grown(px * 1.5)
        # the legend under the table: what each figure counts (exact, over the unseen cards)
        small = max(11, round(px * 0.82))
        legend = _("{improves}: the chance to end with a better hand than the five held. "
                   "{beats}: the share of all five-card hands the final hand beats, on "
                   "average. {share}: the share of the pot it wins at the showdown against "
                   "the players still in, on average.").format(
            improves=improves, beats=beats, share=share)
        lines = ui_text.wrap_text(legend, small, box.width - 2 * px)
        step = ui_text.grown(small * 1.3)
        legend_top = box.bottom - round(px * 0.7) - step * len(lines)
        self.legend_rect = pygame.Rect(x0, legend_top, box.width - 2 * px, step * len(lines))
        for i, text in enumerate(lines):
            ui_text.draw_text(surface, text, (x0, legend_top + i * step), small, SOFT,
                              anchor="topleft", shadow=False)
        row_h = ui_text.grown(px * 1.4)
        room = max(2, (legend_top - round(px * 0.3) - y) // row_h)
        shown = list(g.holds[:min(5, room)])
        if g.chosen not in shown:  # the player's own hold is always listed, last
            shown = [*shown[:room - 1], g.chosen]
        for f in shown:
            color = POSITIVE if f is g.best else (NEGATIVE if f is g.chosen and not g.correct else CREAM)
            name = kept_label(list(f.keep)) + ("  ←" if f is g.chosen else "")
            cells = [name, format_chance(float(f.p_improve)), format_chance(f.expected_rank / 100),
                     format_chance(f.equity)]
            for c, text in zip(cols, cells, strict=True):
                ui_text.draw_text(surface, text, (x0 + c * (box.width - 2 * px), y), px, color,
                                  anchor="topleft", shadow=False, max_width=round(box.width * 0.4))
            y += row_h
