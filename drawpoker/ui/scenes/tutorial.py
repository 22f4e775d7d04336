"""The tutorial: small steps the player does at a real table with rigged deals.

The steps and their checks are :data:`drawpoker.coach.tutorial.STEPS`; this scene draws
each one (the felt, the seats of the step's deal as the engine dealt it, the player's
cards, the tutor's text in the right-hand column) and feeds the player's clicks and keys
to the step's check. A wrong answer is explained in the panel and the step waits for the
right one; a right one is explained too, then *Continue* (Enter) goes on. The betting
step shows the table's own bet controls (:mod:`drawpoker.ui.widgets.bet_lesson`): the
player sizes the raise with a quick size or the slider and makes it. Every step is played
by keys alone as well: 1-5 pick a card, a hand or an option; Tab and ← (Shift+Tab and →
back) go from seat to seat or hand to hand, the voice saying each, and Enter picks it; at the
betting step the table's keys (F, C, R, A, ↑ ↓ or ← → for the amount) and its pad buttons
work; Enter draws, bets or continues, Esc leaves. The pad moves the same focus with its
D-pad and picks with A. The steps completed are kept in the settings (``tutorial_step``), so the
tutorial resumes where it was left, saying so; one finished before opens at its end
(every step ticked, said to be finished), where it can be started again.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from drawpoker.cards import Card, display_cards, parse_cards
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
from drawpoker.ui.input import Click, Intent, Key, PadPress, Wheel
from drawpoker.ui.layout import Layout
from drawpoker.ui.pad import PAD_ACTIONS
from drawpoker.ui.scene import Scene
from drawpoker.ui.table.labels import draw_button_label
from drawpoker.ui.theme import CREAM, GOLD, SOFT
from drawpoker.ui.widgets.bet_lesson import BetLesson
from drawpoker.ui.widgets.button_set import ButtonSet
from drawpoker.ui.widgets.buttons import FancyButton
from drawpoker.ui.widgets.card_cursor import CardCursor
from drawpoker.ui.widgets.lesson import (
    TableHits,
    draw_felt,
    draw_refusal,
    draw_view_table,
    feedback_color,
    felt_over_cards,
    lesson_layout,
    place_answers,
    seat_words,
    text_panel,
)
from drawpoker.ui.widgets.panel_scroll import PanelScroll
from drawpoker.ui.widgets.tutorial_hints import key_hint
from drawpoker.ui.widgets.tutorial_pictures import draw_finish, draw_hands

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
        #: a betting step answered: the deal played on with the player's raise
        self.raised: PlayerView | None = None

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
        self.raised = None
        self.cursor.reset()
        self.buttons.focus = None  # Enter goes on, not to a button of the step before
        view = self.step.view
        if self.step.kind == PICK_SEAT and view is not None:
            # the seats are the targets in seat order: the keys move on from his own
            self.cursor.card = view.seat
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
        to = self.bet.amount if self.bet is not None else None  # a raise's size (chips)
        self.feedback, self.refused = self.step.check(value, to), None
        self.app.play_sound("check" if self.feedback.ok else "fold")
        if self.feedback.ok:
            self.solved, self.buttons.focus = True, None  # Enter continues, never leaves
            if to is not None:  # his raise goes on the felt: his chips and his pill
                self.raised = self.step.view_after_bet(to)
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
        right answer left it (the draw made, the pot gone to its winner, the raise made)."""
        step = self.step
        if self.solved and self.raised is not None:
            return self.raised
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
        # the betting step reads the pad as the table does (A calls, Y raises...)
        self.reads_pad = self.bet is not None and not (self.solved or self.finished)
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

    def spoken_focus(self) -> str | None:
        """The seat (as its plate reads) or the hand (its cards) the keys or the pad
        focus, else the focused button's label."""
        aimed, step, view = self.cursor.pressed(), self.step, self.shown_view()
        if aimed is not None and aimed < len(self.targets()):
            if step.kind == PICK_SEAT and view is not None:
                return seat_words(view, sorted(self.hits.seats)[aimed])
            if step.kind == PICK_HAND:
                return f"{aimed + 1}: {display_cards(parse_cards(step.hands[aimed]))}"
        return self.buttons.focused_label()

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
        if isinstance(intent, PadPress):
            return self._pad(intent)
        if self.bet is not None and playing:
            taken, pressed = self.bet.handle(intent)
            if pressed is not None:
                self.answer(pressed)
            if taken:
                return True
        if self.text_scroll.handle(intent):  # Up, Down, Page Up, Page Down
            return True
        if isinstance(intent, Key) and playing and self._move_focus(intent):
            return True
        if self.buttons.handle(intent, self.app.play_sound):
            return True
        if isinstance(intent, Key):
            return self._key(intent.key)
        return False

    def _move_focus(self, intent: Key) -> bool:
        """Tab and ← go from seat to seat in the order of play (clockwise: from the
        player's seat at the bottom, to the left) or from hand to hand at a step that asks
        for one, Shift+Tab and → back; Enter then picks it."""
        if self.step.kind not in (PICK_SEAT, PICK_HAND):
            return False
        back = intent.key == pygame.K_RIGHT or (
            intent.key == pygame.K_TAB and bool(intent.mod & pygame.KMOD_SHIFT))
        if not back and intent.key not in (pygame.K_LEFT, pygame.K_TAB):
            return False
        return self.cursor.cycle(len(self.targets()), -1 if back else 1, self.buttons)

    def _pad(self, intent: PadPress) -> bool:
        """A pad button at the betting step (the only one that reads the pad): the table's
        (:data:`drawpoker.ui.pad.PAD_ACTIONS` ``bet``); B or Start leaves."""
        if intent.button in ("b", "start"):
            self.leave()
            return True
        command = PAD_ACTIONS["bet"].get(intent.button)
        if command is None or self.bet is None:
            return False
        taken, pressed = self.bet.command(command)
        if pressed is not None:
            self.answer(pressed)
        return taken

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
            self.hand_rects = draw_hands(surface, lay, step, solved=self.solved, four=four,
                                         back=back)
        if self.finished:
            draw_finish(surface, lay, four=four, back=back)
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
            if not self.solved:
                hint = self._key_hint()
                if hint:
                    lines.append((hint, SOFT, False))
        if self.feedback is not None:
            lines.append((self.feedback.text, feedback_color(self.feedback.ok), True))
        # a long explanation may take the felt where the step is answered (or from the bar)
        answered = self.solved or self.step.kind in (BET, CHOOSE)
        wide = felt_over_cards(lay, room, self.shown_view()) if answered else None
        text_panel(surface, room, lines, px, self.text_scroll, wide=wide)

    def _key_hint(self) -> str:
        """The keys of the step (:func:`~drawpoker.ui.widgets.tutorial_hints.key_hint`)."""
        return key_hint(self.step.kind)
