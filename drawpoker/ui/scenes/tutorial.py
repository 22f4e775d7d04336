"""The tutorial: small steps the player does at a real table with rigged deals.

The steps and their checks are :data:`drawpoker.coach.tutorial.STEPS`; this scene draws
each one (the felt, the seats of the step's deal as the engine dealt it, the player's
cards, the tutor's text in the right-hand column) and feeds the player's clicks and keys
to the step's check. A wrong answer is explained in the panel and the step waits for the
right one; a right one is explained too, then *Continue* (Enter) goes on. The betting
step shows the table's own bet controls (:mod:`drawpoker.ui.widgets.bet_lesson`): the
player sizes the raise with a quick size or the slider and makes it. Keys: 1-5 pick a
card or an option, the arrow keys move the bet, Enter draws, bets or continues, Esc
leaves. The steps completed are kept in the settings (``tutorial_step``), so the
tutorial resumes where it was left, saying so; one finished before opens at its end
(every step ticked, said to be finished), where it can be started again.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from drawpoker.cards import Card, parse_cards
from drawpoker.coach.tutorial import (
    BET,
    CHOOSE,
    DISCARD,
    PICK_HAND,
    PICK_SEAT,
    STEPS,
    Feedback,
    Step,
    resume_at,
)
from drawpoker.engine import PlayerView
from drawpoker.i18n import _, format_chips
from drawpoker.ui import text as ui_text
from drawpoker.ui.input import Click, Intent, Key, Wheel
from drawpoker.ui.layout import Layout
from drawpoker.ui.scene import Scene
from drawpoker.ui.table.labels import draw_button_label
from drawpoker.ui.theme import CREAM, GOLD, SOFT
from drawpoker.ui.widgets.bet_lesson import BetLesson
from drawpoker.ui.widgets.button_set import ButtonSet
from drawpoker.ui.widgets.buttons import FancyButton
from drawpoker.ui.widgets.card_cursor import CardCursor
from drawpoker.ui.widgets.lesson import (
    TableHits,
    card_row,
    draw_felt,
    draw_refusal,
    draw_tick_columns,
    draw_view_table,
    feedback_color,
    lesson_layout,
    place_answers,
    text_panel,
)
from drawpoker.ui.widgets.panel_scroll import PanelScroll

_DIGITS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3, pygame.K_5: 4,
           pygame.K_KP1: 0, pygame.K_KP2: 1, pygame.K_KP3: 2, pygame.K_KP4: 3, pygame.K_KP5: 4}


class TutorialScene(Scene):
    """The guided tutorial (route ``"tutorial"``).

    Args:
        start: the step to begin at; ``None`` resumes after the steps completed.
    """

    def __init__(self, start: int | None = None) -> None:
        super().__init__()
        self.start = start
        self.index = 0
        self.feedback: Feedback | None = None
        self.solved = False
        self.finished = False
        self.thrown: set[Card] = set()
        #: the card whose click was refused (a card the step keeps): its reason is told
        #: above the player's cards
        self.refused: int | None = None
        #: the screen's buttons (pointer only: its keys are its own)
        self.buttons = ButtonSet()
        #: the pad's focus over what a click answers and the buttons
        self.cursor = CardCursor()
        self.hits = TableHits()
        self.hand_rects: list[pygame.Rect] = []
        self.lay: Layout | None = None
        #: the step the tutorial resumed at, left half-way before (said in the panel until
        #: that step is answered), or None
        self.resumed_at: int | None = None
        #: the bet controls of a betting step (None at other steps)
        self.bet: BetLesson | None = None
        #: the text panel's scroll, where its text is longer than the panel
        self.text_scroll = PanelScroll()

    # state ---------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return STEPS[self.index]

    def enter(self) -> None:
        """Open at ``start``, else where the player left off (setting ``tutorial_step``):
        after the steps completed, saying so; a tutorial finished before opens at its end,
        every step ticked, saying it was finished and offering to start again."""
        done = int(self.app.settings.tutorial_step)
        if self.start is not None:
            self.index = min(max(self.start, 0), len(STEPS) - 1)
        elif done >= len(STEPS):
            self.index, self.finished = len(STEPS) - 1, True
        else:
            self.index = resume_at(done)
            self.resumed_at = self.index if done > 0 else None
        self._begin()
        if self.finished:
            self.feedback = Feedback(True, _("You finished the tutorial before: every step is "
                                             "ticked. You can go through it again from step 1."))

    def _begin(self) -> None:
        self.feedback, self.solved, self.thrown, self.refused = None, False, set(), None
        view = self.step.view
        self.bet = (BetLesson(view, self.step.table_rules)
                    if self.step.kind == BET and view is not None else None)
        self.resize(self.app.size)

    def _save(self, completed: int) -> None:
        if completed > int(self.app.settings.tutorial_step) or completed == 0:
            self.app.change_settings(tutorial_step=min(completed, 99))

    def answer(self, value: object) -> None:
        """Check ``value`` against the step; a right answer unlocks *Continue*."""
        if self.solved or self.finished:
            return
        self.feedback, self.refused = self.step.check(value), None
        self.app.play_sound("check" if self.feedback.ok else "fold")
        if self.feedback.ok:
            self.solved = True
            self._save(self.index + 1)
        self._make_buttons()

    def toggle_card(self, i: int) -> None:
        """A discard step: pick or put back card ``i``; a card that must be kept is explained."""
        cards = self.step.cards()
        if self.solved or not 0 <= i < len(cards):
            return
        card = cards[i]
        why = self.step.check_card(card)
        if why is not None:  # said by the cards too, with the sound of a wrong answer
            self.feedback, self.refused = why, i
            self.app.play_sound("fold")
            return
        self.thrown ^= {card}
        self.feedback, self.refused = None, None
        self.app.play_sound("click")
        self._make_buttons()  # the draw button counts the cards marked

    def advance(self) -> None:
        """Go on to the next step (or the end)."""
        if self.index + 1 >= len(STEPS):
            self.finished = True
            self.feedback = Feedback(True, _("You have finished the tutorial. Play a hand, try "
                                             "the draw drills under Practice, or turn on the "
                                             "coach in Settings to have your hands reviewed."))
            self._make_buttons()
            return
        self.index += 1
        self._begin()

    def restart(self) -> None:
        self._save(0)
        self.index, self.finished, self.resumed_at = 0, False, None
        self._begin()

    def leave(self) -> None:
        self.app.stack.pop()

    def shown_view(self) -> PlayerView | None:
        """The table the step shows: its deal at the player's turn, or once solved, as the
        right answer left it (the draw made, the pot gone to its winner)."""
        step = self.step
        return step.view_after if self.solved and step.view_after is not None else step.view

    def award_text(self) -> str:
        """"Ann wins 180" where the pot was once a solved step awarded it ("" if none)."""
        if not self.solved:
            return ""
        return " · ".join(_("{name} wins {amount}").format(name=name, amount=format_chips(chips))
                          for name, chips in self.step.awards())

    # layout --------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        n = len(self.step.seats) if self.step.at_table else 2
        self.lay = lesson_layout(size, n)
        if self.bet is not None:
            self.bet.place(self.lay)
        self._make_buttons()

    def _make_buttons(self) -> None:
        lay = self.lay
        if lay is None:
            return
        step = self.step
        buttons: list[FancyButton] = []
        if self.finished:  # one way out: no Leave beside "Back to the title"
            buttons = [FancyButton(_("Start again"), "neutral", action=self.restart),
                       FancyButton(_("Back to the title"), "primary", action=self.leave)]
        elif self.solved:
            buttons = [FancyButton(_("Continue"), "primary", action=self.advance)]
        elif step.kind == CHOOSE:
            buttons = [FancyButton(f"{k + 1}  {_(label)}", "neutral", action=self._chooser(key))
                       for k, (key, label) in enumerate(step.options)]
        elif step.kind == DISCARD:
            buttons = [FancyButton(draw_button_label(len(self.thrown)), "primary",
                                   action=lambda: self.answer(set(self.thrown)))]
        bar = lay.controls.bar
        s = lay.scale
        if buttons:
            place_answers(buttons, bar.centerx, lay.controls.draw.bottom,
                          lay.controls.draw.height, bar.width - round(40 * s), s)
        if not self.finished:
            leave = FancyButton(_("Leave"), "neutral", action=self.leave)
            panel = lay.log_panel or lay.table_area
            bh = lay.controls.draw.height  # as wide as its label, within the panel under it
            leave.rect = pygame.Rect(0, 0, min(panel.width - round(16 * s), max(
                round(120 * s), leave.preferred_width(leave.label_px(bh)))), bh)
            leave.rect.midbottom = (panel.centerx, panel.bottom - round(12 * s))
            leave.px_height = bh  # the table's layout: the box keeps its height
            buttons.append(leave)
        self.buttons.set(buttons)

    def _chooser(self, key: str) -> Callable[[], None]:
        def choose() -> None:
            self.answer(key)

        return choose

    # input ---------------------------------------------------------------------
    def navigate(self, dx: int, dy: int) -> bool:
        return self.cursor.navigate(self.targets(), self.buttons, dx, dy)

    def targets(self) -> list[pygame.Rect]:
        """What a click answers at this step (the pad's focus moves over them): the two
        hands, the player's cards, or the seats."""
        step = self.step
        if self.solved or self.finished:
            return []
        if step.kind == PICK_HAND:
            return list(self.hand_rects)
        if step.kind == DISCARD:
            return list(self.hits.cards)
        if step.kind == PICK_SEAT:
            return [r for _seat, r in sorted(self.hits.seats.items())]
        return []

    def handle(self, intent: Intent) -> bool:
        playing = not self.solved and not self.finished
        aimed, targets = self.cursor.pressed(), self.targets()
        if isinstance(intent, Key) and intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and aimed is not None and aimed < len(targets) and playing:
            return self._click(targets[aimed].center)  # the pad's A: a click on it
        if isinstance(intent, Click) and intent.button == 1 and playing and self._click(intent.pos):
            return True
        if isinstance(intent, Wheel) and self.text_scroll.handle(intent):
            return True  # the wheel over the panel, at the betting step too
        if self.bet is not None and playing:
            taken, pressed = self.bet.handle(intent)
            if pressed is not None:
                self.answer(pressed)
            if taken:
                return True
        if self.text_scroll.handle(intent):  # Up, Down, Page Up, Page Down
            return True
        if self.buttons.handle(intent, self.app.play_sound):
            return True
        if isinstance(intent, Key):
            return self._key(intent.key)
        return False

    def _click(self, pos: tuple[int, int]) -> bool:
        step = self.step
        if step.kind == PICK_HAND:
            for i, r in enumerate(self.hand_rects):
                if r.collidepoint(pos):
                    self.answer(i)
                    return True
        if step.kind == DISCARD:
            for i, r in enumerate(self.hits.cards):
                if r.collidepoint(pos):
                    self.toggle_card(i)
                    return True
        if step.kind == PICK_SEAT:
            # every seat answers, the player's own too (his plate or his cards)
            for seat, r in sorted(self.hits.seats.items(), reverse=True):
                if r.inflate(20, 20).collidepoint(pos):
                    self.answer(seat)
                    return True
        return False

    def _key(self, key: int) -> bool:
        step = self.step
        if key == pygame.K_ESCAPE:
            self.leave()
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.finished:
                self.leave()
            elif self.solved:
                self.advance()
            elif step.kind == DISCARD:
                self.answer(set(self.thrown))
            return True
        if key in _DIGITS and not self.solved:
            i = _DIGITS[key]
            if step.kind == PICK_HAND and i < 2:
                self.answer(i)
            elif step.kind == CHOOSE and i < len(step.options):
                self.answer(step.options[i][0])
            elif step.kind == DISCARD:
                self.toggle_card(i)
            return True
        return False

    # drawing -------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.lay is None or self.lay.size != surface.get_size():
            self.resize(surface.get_size())
        lay = self.lay
        assert lay is not None
        settings = self.app.settings
        step = self.step
        draw_felt(surface, lay, str(settings.table_color))
        four, back = bool(settings.four_color_deck), str(settings.card_back)
        view = self.shown_view()
        self.hand_rects = []
        if view is not None and not self.finished:
            raised = [c in self.thrown for c in view.own_cards]
            self.hits = draw_view_table(surface, view, lay, four_color=four, back=back,
                                        raised=raised, pot_text=self.award_text())
            if self.refused is not None and self.feedback is not None and self.hits.cards:
                draw_refusal(surface, lay, self.feedback.text, self.hits.cards)
        elif step.kind == PICK_HAND and not self.finished:
            self._draw_hands(surface, lay, four, back)
        if self.finished:
            self._draw_finish(surface, lay, four, back)
        bar = lay.top_bar
        pygame.draw.rect(surface, (14, 18, 20), bar)
        px = max(12, round(bar.height * 0.45))
        title = _("Tutorial · step {n} of {total}: {title}").format(
            n=self.index + 1, total=len(STEPS), title=_(step.title))
        if self.finished:
            title = _("Tutorial complete")
        ui_text.draw_text(surface, title, (bar.left + px, bar.centery), px, CREAM, anchor="midleft",
                          bold=True, max_width=bar.width - 2 * px)
        self._draw_panel(surface, lay)
        if self.bet is not None and not self.solved and not self.finished:
            self.bet.draw(surface)
        self.buttons.draw(surface)
        self.cursor.draw(surface, self.targets())

    def _draw_hands(self, surface: pygame.Surface, lay: Layout, four: bool, back: str) -> None:
        area = lay.felt
        h = min(lay.large_card[1], round(area.height * 0.36))
        s = lay.scale
        npx = round(17 * s)
        # the rows and a column for their hands' names centred together, the names inside
        # the rail; the column is as wide in every step (a long name wraps), so the cards
        # are one size in every step
        name_w = round(area.width * 0.26)
        # a row of five is 3.91 card heights wide (``card_row``); with its frame and the
        # name column it keeps to 78 % of the felt's width, inside the rail's curve
        h = max(24, min(h, round((area.width * 0.78 - 36 * s - name_w) / 3.91)))
        cx = round(area.centerx - (name_w + 12 * s) / 2)
        for i, y in enumerate((area.top + area.height * 0.3, area.top + area.height * 0.72)):
            cards = parse_cards(self.step.hands[i])
            rects = card_row(surface, cards, (cx, round(y)), h, four_color=four, back=back)
            box = rects[0].unionall(rects[1:]).inflate(round(24 * s), round(16 * s))
            label = f"{i + 1}"
            ui_text.draw_text(surface, label, (box.left - round(18 * s), box.centery),
                              round(26 * s), GOLD, bold=True)
            if self.solved:
                lines = ui_text.wrap(self.step.hand_name(i), npx, name_w, bold=True)[:3]
                step_y = round(npx * 1.3)
                top = box.centery - step_y * (len(lines) - 1) // 2
                for k, line in enumerate(lines):
                    ui_text.draw_text(surface, line, (box.right + round(12 * s), top + k * step_y),
                                      npx, CREAM, anchor="midleft", bold=True, max_width=name_w)
            self.hand_rects.append(box)

    def _draw_finish(self, surface: pygame.Surface, lay: Layout, four: bool, back: str) -> None:
        """The end: a royal flush and what was learned, step by step."""
        area = lay.felt
        s = lay.scale
        h = round(area.height * 0.26 / ui_text.text_scale())  # room for the list's text
        card_row(surface, parse_cards("As Ks Qs Js Ts"), (area.centerx, area.top + h // 2 + round(24 * s)),
                 h, four_color=four, back=back)
        px = max(12, round(18 * s))
        y = area.top + h + round(44 * s)
        ui_text.draw_text(surface, _("Tutorial complete"), (area.centerx, y), round(px * 1.5), GOLD,
                          bold=True, max_width=area.width - 2 * px)
        y += ui_text.grown(px * 1.9)
        # a tick for every step; a title two steps share is told with its part
        names = [_(st.title) for st in STEPS]
        ticks = []
        for k, name in enumerate(names):
            if names.count(name) > 1:
                name = _("{title}, part {n}").format(title=name, n=names[:k + 1].count(name))
            ticks.append("✓ " + name)
        draw_tick_columns(surface, ticks, area, y, px, s)

    def _draw_panel(self, surface: pygame.Surface, lay: Layout) -> None:
        panel = lay.log_panel or lay.table_area
        s = lay.scale
        px = max(12, round(17 * s))
        room = panel.inflate(-round(16 * s), -round(16 * s))
        room.height = panel.bottom - round(20 * s) - lay.controls.draw.height - room.top  # over Leave
        lines: list[tuple[str, tuple[int, ...], bool]] = []
        if self.resumed_at == self.index and not (self.solved or self.finished):
            lines.append((_("Welcome back: the tutorial goes on at step {n} of {total}, "
                            "where you left it.").format(n=self.index + 1, total=len(STEPS)),
                          SOFT, False))
        if not self.finished:
            lines.append((_(self.step.title), GOLD, True))
            lines.append((_(self.step.prompt), CREAM, False))
            if self.step.kind == DISCARD and not self.solved:
                lines.append((_("Click a card again to keep it. Keys 1-5 pick cards, Enter draws."),
                              SOFT, False))
        if self.feedback is not None:
            lines.append((self.feedback.text, feedback_color(self.feedback.ok), True))
        # a long explanation may take the felt over the player's cards where the step is
        # answered, or is answered from the bar: the player's cards stay in view
        view, low = self.shown_view(), lay.table_area.bottom
        if view is not None:
            low = lay.seats[view.seat].cards[0].top - round(8 * s)
        wide = pygame.Rect(lay.table_area.left + round(8 * s), room.top, 0, 0)
        wide.size = (room.right - wide.left, min(room.bottom, low) - room.top)
        answered = self.solved or self.step.kind in (BET, CHOOSE)
        text_panel(surface, room, lines, px, self.text_scroll, wide=wide if answered else None)
