"""The table: where hands are played.

The scene owns the table's session (:mod:`drawpoker.session.table`: seats and their
deciders, the engine ``Hand`` being played; played at the window's pace by :mod:`.play`), a
:class:`~drawpoker.ui.table.director.Director` that animates the hand's events, and the
player's controls:

* betting controls built from ``hand.legal_actions()`` (Fold, Check/Call n, Bet/Raise to
  n with slider, typed amount and quick sizes, All-in; fixed-limit shows the fixed
  amounts); keys F, C, R, A, arrows / wheel, Enter (:mod:`drawpoker.ui.keymap`);
* click-to-discard: a click (or keys 1–5) marks a card, which lifts and says "discard";
  the button reads "Draw n" / "Stand pat"; the draw limit and the 4-with-an-ace rule are
  checked here with a visible reason before anything is sent (docs/rules.md §3.5). The
  selection is cleared on every new hand (B47);
* pre-action boxes while waiting (docs/rules.md §5, :mod:`.pre_actions`);
* end-of-hand summary with Next hand; rebuy or leave when out of chips.

The scene is made of parts that own their state: the bet amount (:mod:`.bet_amount`),
the discard pick (:mod:`.discard_pick`), the pre-action boxes (:mod:`.pre_actions`), the
log panel (:mod:`.log_panel`), the tooltip (:mod:`.tooltips`) and the controls bar's
widgets (:mod:`.control_bar`); the player's commands (:mod:`.commands`) and the input
(:mod:`.input`, one command dispatch for clicks and keys) are composed with them. The
canvas (:mod:`.canvas`) captures a frozen table frame (:mod:`.snapshot`) once per change:
the controls model is computed from it (:mod:`.controls`, a pure function), the bar's
widgets read the model, the frame painter (:mod:`.frame`) and the views (:mod:`.view_seats`,
:mod:`.view_center`, :mod:`.view_bars`, :mod:`.view_log`) draw it. Whose turn it is,
dealing, the end of a hand, rebuys and leaving are the table's session's
(:mod:`drawpoker.session.table`): the scene asks it and animates what it returns; computer
turns and the player's controls wait while the director is busy. A scene that composes
the table (the tournament table) gives it its course (:mod:`.course`).
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pygame

from drawpoker.engine import Action, LegalActions, Table, TableRules
from drawpoker.engine.hand import Hand
from drawpoker.i18n import _
from drawpoker.persistence.resume import TableKeeper
from drawpoker.session.defaults import DEFAULT_BUY_IN, DEFAULT_OPPONENTS, DEFAULT_RULES
from drawpoker.session.table.session import HandOutcome, TableSession
from drawpoker.ui.flows.progress import after_hand, leave_table
from drawpoker.ui.input import Intent
from drawpoker.ui.layout import Layout
from drawpoker.ui.scene import Scene
from drawpoker.ui.table import frame, sitting
from drawpoker.ui.table.bet_amount import BetAmount
from drawpoker.ui.table.canvas import TableCanvas, lay_out
from drawpoker.ui.table.commands import PlayerCommands
from drawpoker.ui.table.control_bar import ControlBar
from drawpoker.ui.table.controls import ControlMode, ControlsModel, compute_controls
from drawpoker.ui.table.course import TableCourse, hand_pause
from drawpoker.ui.table.discard_pick import DiscardPick
from drawpoker.ui.table.input import TableInput
from drawpoker.ui.table.language import TableLanguage
from drawpoker.ui.table.lifts import update_lifts
from drawpoker.ui.table.log_panel import LogPanel
from drawpoker.ui.table.model import TableVisual
from drawpoker.ui.table.note import CentreNote
from drawpoker.ui.table.person_turn import PersonTurn
from drawpoker.ui.table.picture import TablePicture
from drawpoker.ui.table.play import TablePlay
from drawpoker.ui.table.play_director import table_director
from drawpoker.ui.table.pre_actions import PreActions
from drawpoker.ui.table.seat import PlayerSeat
from drawpoker.ui.table.snapshot import TableFrame
from drawpoker.ui.table.texts import TableTexts
from drawpoker.ui.table.toast_spot import scene_toast_spot
from drawpoker.ui.table.tooltips import TableTips
from drawpoker.ui.table.view_commitment import log_verifiable


class TableScene(Scene):
    """A table with the player and computer opponents.

    Args:
        demo: the computer plays the player's seat too; the app quits after
            ``app.demo_hands`` hands.
        rules: table options (``TableRules``); default the default table's
            (``session.defaults``: no-limit, ante 10).
        opponents: ``(name, personality key)`` per computer seat (1..7).
        level: computer difficulty (``easy`` / ``medium`` / ``hard``).
        levels: one difficulty per opponent (default ``level`` for each).
        buy_in: chips each player sits down with (kept within the table's limits).
        keeper: the profile's ``TableKeeper`` to play under (default: opened at sit-down).
        restored: a table restored from the profile (``TableKeeper.restore()``).
        persist: keep the table and its chips in the profile.
        cash_sitting / practice: a cash game's sitting, a practice table (default the
            class's ``cash_sitting`` and ``practice``).
        course: the table's course when a scene composing the table decides it (its
            session, its deals, what follows a hand: :class:`.course.TableCourse`);
            default the cash table's own.

    Raises:
        ValueError: not 1..7 opponents, or ``levels`` not one per opponent.
    """

    reads_pad = True
    """The pad's buttons are the table's actions (:data:`drawpoker.ui.pad.PAD_ACTIONS`)."""
    practice: bool = False
    """A practice table: rebuys come from practice chips, never the player's bankroll."""
    cash_sitting: bool = True
    """A cash game's sitting: the sit-out and auto-rebuy boxes, rebuys, and a player out of
    chips is busted (False: a sit-and-go, docs/rules.md §6, where out of chips is out)."""

    def __init__(self, demo: bool = False, *, rules: TableRules | None = None,
                 opponents: list[tuple[str, str]] | None = None, level: str = "medium",
                 levels: list[str] | None = None, buy_in: int = DEFAULT_BUY_IN,
                 keeper: Any = None, restored: Any = None, persist: bool = True,
                 cash_sitting: bool | None = None, practice: bool | None = None,
                 course: TableCourse | None = None) -> None:
        super().__init__()
        if cash_sitting is not None:
            self.cash_sitting = cash_sitting
        if practice is not None:
            self.practice = practice
        self.course = course or TableCourse(open_session=self._open_session)
        self.demo = demo
        self.restored = restored
        self._keeper_given = keeper
        self.persist = persist
        #: the coach reviews this table's hands (with the setting on): a real table, not
        #: a replay or a practice deal (the tournament table says so itself)
        self.coached = persist
        setup = sitting.table_setup(rules or TableRules.from_dict(DEFAULT_RULES),
                                    opponents or DEFAULT_OPPONENTS[:5], level, levels, buy_in,
                                    restored)
        self.rules, self.opponents, self.levels = setup.rules, setup.opponents, setup.levels
        self.level = level
        self.buy_in = setup.buy_in
        self.hero = 0
        self.n = len(self.opponents) + 1
        self.session: TableSession | None = None  # opened at enter()
        self.play: TablePlay | None = None  # the session's turns at the window's pace
        self.notices = sitting.SittingNotices()  # told once: buy-in, fresh bankroll, busy
        self.deal_boost = 1.0  # animation speed-up of each new deal
        self.time = 0.0
        self.layout: Layout | None = None
        self.names: list[str] = []
        self.badges: list[str] = []
        self.note = CentreNote()  # told at the centre of the table for a while
        # the parts, each owning its state
        self.seat = PlayerSeat(self)
        self.texts = TableTexts(self)
        self.bet = BetAmount()
        self.pick = DiscardPick()
        self.pre = PreActions(session=self.cash_sitting)
        self.log_panel = LogPanel()
        self.tips = TableTips()
        self.bar = ControlBar()
        self.controls = ControlsModel(ControlMode.WAIT)
        self.commands = PlayerCommands(self, self.bet, self.pick,
                                       send=lambda action: self._send(action))
        self.input = TableInput(self)
        self.language = TableLanguage(self)
        self.canvas = TableCanvas(self, TablePicture(), sync=self.language.sync,
                                  resize=self.resize)
        self.turn = PersonTurn(self.bet, self.bar, self.pre, state=self._state,
                               facing=self.seat.facing_bet,
                               sound=lambda name: self.app.play_sound(name))

    # setup ----------------------------------------------------------------
    def enter(self) -> None:
        seed = self.app.seed
        self.rng = random.Random(seed) if seed is not None else random.SystemRandom()  # fairness.md
        self.names = [_("You")] + [name for name, _k in self.opponents]
        self.session = session = self.course.open_session(
            random.Random(None if seed is None else seed + 1))
        self.badges = sitting.badges(self.n, self.hero, self.opponents)
        if self.demo:
            self.pre.auto_rebuy = True  # the computer keeps playing the player's seat
        self.visual = TableVisual.seated(self.names, self.badges, self.stacks)
        self.director = table_director(
            self.visual, self.hero, self.rules, speed=lambda: self.app.speed,
            sound=self.app.play_sound, after_fold=self.seat.after_fold,
            reduced=lambda: bool(self.app.settings.reduced_motion))
        self.play = TablePlay(session, bool(getattr(self.app, "realtime", False)),
                              self.director, self.visual, lambda seat: self.names[seat],
                              person_turn=self.turn.begin, pre_action_used=self.pre.clear,
                              after_action=self.bet.sent)
        self.seat.profile_name = self.director.own_name = "" if self.demo else \
            sitting.own_profile_name(self.app.profile_if_open)
        self.language.relabel()
        self.resize(self.app.size)
        hand = self.hand
        if hand is not None and not hand.is_over:  # a restored hand goes on
            self.director.feed(hand.view(self.hero).events)
            self.director.skip()
        else:
            if not self.demo:
                self.play.tell_buy_in(self.notices)
            self.new_hand()
        self.refresh_controls()

    # the session ------------------------------------------------------------
    def _open_session(self, ai_rng: random.Random) -> TableSession:
        """Sit down at a cash table: a new one (kept in the profile through a
        ``TableKeeper`` when it can be opened) or the restored one."""
        opened = sitting.open_cash(
            self.rules, self.names, self.opponents, self.levels, level=self.level,
            demo=self.demo, buy_in=self.buy_in, rng=self.rng, ai_rng=ai_rng,
            restored=self.restored, keeper=self._keeper_given,
            profile_of=(lambda: self.app.profile) if self.persist else None,
            refill_from=lambda: self.app.profile)
        if self.restored is not None:  # the restored table's seats and names
            self.hero, self.names = self.restored.hero_seat, opened.names
        self.notices.opened(opened)  # told at the deal: the log line and a toast
        return opened.session

    @property
    def hand(self) -> Hand | None:
        """The deal in play (the session's), None before the table is sat down."""
        return None if self.session is None else self.session.hand

    @property
    def table(self) -> Table:
        """The engine table (the session's)."""
        assert self.session is not None, "the table is sat down at enter()"
        return self.session.table

    @property
    def stacks(self) -> list[int]:
        """Every seat's chips between hands (the session's record)."""
        assert self.session is not None, "the table is sat down at enter()"
        return self.session.stacks

    @property
    def bankroll(self) -> int:
        """The player's chips off the table."""
        assert self.session is not None, "the table is sat down at enter()"
        return self.session.bankroll(self.hero)

    @property
    def hand_no(self) -> int:
        """Number of the current deal (0 before the table is sat down)."""
        return 0 if self.session is None else self.session.hand_no

    @property
    def keeper(self) -> TableKeeper | None:
        """The profile's keeper of this table (a cash table kept in it), else None."""
        keeper: TableKeeper | None = getattr(self.session, "keeper", None)
        return keeper

    def resize(self, size: tuple[int, int]) -> None:
        """Recompute the layout for the new window ``size`` (B52)."""
        self.canvas.stale()
        self.layout = lay_out(size, self.n, self.hero, log_open=self.log_panel.open,
                              bar=self.bar, slider=self.bet.slider, pre=self.pre)
        self.refresh_controls()

    def refresh_controls(self) -> None:
        """Compute the controls model of the table as it is now (:mod:`.controls`, from a
        table frame) and show it on the bar's widgets and the boxes."""
        self.canvas.stale()
        if self.layout is None:
            return  # not seated yet
        hand = self.hand
        if self.mode == ControlMode.WAIT and not self.demo and hand is not None \
                and not hand.is_over:
            self.pre.drop_if_out(hand.phase, self.visual.seats[self.hero])
        shown = self.canvas.frame()
        self.controls = model = compute_controls(shown)
        self.bar.show(model, self.bet.slider)
        self.pre.show(boxes=model.boxes, acts=model.pre_boxes, facing=shown.facing,
                      sitting_out=shown.sitting_out, lay=self.layout)
        self.canvas.keep(dataclasses.replace(shown, controls=model))

    # hand -------------------------------------------------------------------
    def new_hand(self) -> None:
        """Deal the next hand (the session: busted computer players rebuy, the player's
        sit-out and auto-rebuy wishes apply; the table moves the button)."""
        assert self.play is not None
        self.canvas.stale()
        if not self.course.may_deal():
            return
        events = self.play.deal(wishes=(self.hero, self.pre.sit_out, self.pre.auto_rebuy))
        if events is not None:
            self.begin_hand(events, boost=self.deal_boost)
        self.course.dealt()

    def begin_hand(self, events: list[Any], *, boost: float = 1.0) -> None:
        """Forget everything the last hand left at the player's seat (the marked cards, a
        draw waiting for its *Undo*, the advisor's odds of the last draw, the pre-actions)
        and play the new hand's first ``events`` at animation ``boost``. Every table that
        deals a hand calls this (a tournament too), so no line of the last hand shows in
        the next."""
        self.canvas.stale()
        self.pick.new_hand()  # B47: no selection carries over
        self.seat.new_hand()
        self.pre.new_hand()
        self.director.boost = boost
        self.director.feed(events)

    def exit(self) -> None:  # noqa: D102
        if self.play is not None:
            self.play.turns.shutdown()

    # turns ------------------------------------------------------------------
    def _step(self, dt: float) -> None:
        """Once the director is idle: the end of a hand, or the turn the session says."""
        self.time += dt
        if self.app.stack.top is self:
            self.notices.show_due(self.app, self.keeper, self.rules.min_buy_in_chips)
        self.director.update(dt)
        # the marked, hovered and winning cards rise toward their lift (:mod:`.lifts`)
        hover = self.pick.hover if self.mode == ControlMode.DRAW else None
        update_lifts(self.visual, self.hero, self.pick.selected, hover, dt,
                     reduced=bool(self.app.settings.reduced_motion))
        self.pre.adapt(self.seat.facing_bet())  # a ticked box kept true to the bets now
        hand = self.hand
        if hand is None or self.director.busy or self.play is None:
            return
        if hand.is_over:
            self._hand_over(dt)
            return
        self.play.turn(dt, self.app.speed * self.director.boost if self.app.speed > 0 else 0.0)

    def _state(self) -> tuple[int, int]:
        """The table state now: ``(hand number, events so far)``."""
        return self.hand_no, len(self.hand.events) if self.hand is not None else 0

    # the hand's end ------------------------------------------------------------
    def _hand_over(self, dt: float) -> None:
        assert self.play is not None and self.session is not None
        if not self.session.finished:
            self.app.hands_played += 1
            log_verifiable(self.visual, self.hand)
            (self.course.hand_ended or self._review)(self.play.finish(self.hero))
            if (self.demo and self.app.demo_hands
                    and self.session.hands_done >= self.app.demo_hands):
                self.play.stand_up()
                self.app.quit()
                return
        auto, _counted = hand_pause(self.course, self.demo, self.app.settings)
        if self.play.hand_over(dt, auto) and self.mode == ControlMode.OVER:
            self.new_hand()

    def _review(self, outcome: HandOutcome) -> None:
        """What a cash table tells once a hand ended: what it earned, the coach's review
        (``flows.progress.after_hand``; a sit-and-go's course tells its knock-outs first)."""
        del outcome
        after_hand(self)

    def next_hand(self) -> None:
        """Deal the next hand if the current one is over."""
        if self.hand is not None and self.hand.is_over and not self.director.busy:
            self.new_hand()

    # sitting ------------------------------------------------------------------
    def take_busted(self) -> None:
        """Out of chips: take what the session offers (rebuy, or the house's fresh
        bankroll and a rebuy; nothing at too high stakes: ``session.table.busted``),
        then deal."""
        assert self.play is not None
        self.canvas.stale()
        if self.play.take_busted(self.hero):
            self.new_hand()

    def leave(self) -> None:
        """Leave for the title screen and the sitting's summary (``flows.progress.leave_table``:
        a hand in progress is played out, the stack goes back: ``CashSession.leave``)."""
        leave_table(self)

    #: the busted offer's Leave button (at a pass-and-play table: that person stands up)
    leave_busted = leave

    # the player's seat (:mod:`.seat`) ---------------------------------------
    @property
    def legal(self) -> LegalActions | None:
        """The player's legal actions when it is his turn and the table is idle."""
        return self.seat.legal

    @property
    def mode(self) -> str:
        """What the controls show (a :class:`ControlMode`)."""
        return self.seat.mode

    def _send(self, action: Action) -> bool:
        """Play the player's ``action`` (:meth:`.play.TablePlay.send`); True if sent."""
        assert self.play is not None
        self.canvas.stale()
        return self.play.send(action)

    def snapshot(self) -> TableFrame:
        """What the table shows now (captured once per change: :class:`.canvas.TableCanvas`)."""
        return self.canvas.frame()

    # frame ----------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.canvas.stale()
        self.note.tick(dt)
        self.commands.tick_pending_draw(dt)
        self.tips.tick(dt)
        self._step(dt)
        self.refresh_controls()
        self.input.spoken.follow(self.visual, self.snapshot)  # the voice, when on

    def tell(self, text: str, *, seconds: float = 6.0) -> None:
        """Tell ``text`` at the centre of the table for ``seconds`` (game time), above the
        pot, where it covers no seat's cards (a toast covered the top seat's)."""
        self.note.tell(text, seconds=seconds)
        self.canvas.stale()

    toast_spot = scene_toast_spot

    def handle(self, intent: Intent) -> bool:
        self.canvas.stale()
        used = self.input.handle(intent)
        self.refresh_controls()
        return used

    def open_pause(self) -> None:
        """Open the pause menu over the table (Esc): the ``"pause"`` route."""
        self.app.nav.push("pause")

    # drawing: only what changed (:mod:`.frame`) ---------------------------
    #: The table's parts are known (:mod:`.frame`): a frame draws only the changed ones.
    retained = True
    #: Input draws nothing by itself: the parts' keys say what it changed.
    redraw_on_input = False

    def needs_redraw(self) -> bool:
        return self.canvas.changed()

    def needs_input_redraw(self) -> bool:
        """An intent reached a scene drawn whole on input (``redraw_on_input``)."""
        return Scene.needs_redraw(self)

    def invalidate(self, rect: pygame.Rect | None = None) -> None:
        Scene.invalidate(self, rect)
        self.canvas.forget(rect)

    def wake_in(self) -> float | None:
        over = self.play.over_timer if self.play is not None else 0.0
        return frame.wake_in(self.snapshot(), over)

    def redraw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        rects = self.canvas.redraw(surface, whole=not self.retained,
                                   forced=self.needs_input_redraw())
        Scene.drawn(self)
        return rects

    def draw(self, surface: pygame.Surface) -> None:
        self.canvas.draw(surface)
