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
  checked here with a visible reason before anything is sent (RULES.md §3.5). The
  selection is cleared on every new hand (B47);
* pre-action boxes while waiting (RULES.md §5, :mod:`.pre_actions`);
* end-of-hand summary with Next hand; rebuy or leave when out of chips.

The controls are a model computed in :meth:`TableScene.update` and after each input
(:mod:`.controls`); the views (:mod:`.view_seats`, :mod:`.view_center`, :mod:`.view_bars`,
:mod:`.view_log`) only draw. Whose turn it is, dealing, the end of a hand, rebuys and
leaving are the table's session's (:mod:`drawpoker.session.table`): the scene asks it and
animates what it returns; computer turns and the player's controls wait while the
director is busy.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from drawpoker.engine import LegalActions, Phase, PreAction, TableRules
from drawpoker.engine.hand import Hand
from drawpoker.evaluator import reading_order
from drawpoker.i18n import _, catalog_key
from drawpoker.session.defaults import DEFAULT_BUY_IN, DEFAULT_OPPONENTS, DEFAULT_RULES
from drawpoker.session.table.session import HandOutcome, PreActionTick, TableSession
from drawpoker.ui.dirty import FrameTracker, Part
from drawpoker.ui.flows.coaching import coach_after_hand
from drawpoker.ui.input import Intent
from drawpoker.ui.layout import Layout, compute_layout
from drawpoker.ui.scene import Scene
from drawpoker.ui.table import frame, labels, sitting, view_bars, view_seats
from drawpoker.ui.table.commands import PlayerCommands
from drawpoker.ui.table.controls import (
    ControlMode,
    ControlsModel,
    ControlWidgets,
    compute_controls,
)
from drawpoker.ui.table.director import Director
from drawpoker.ui.table.input import TableInput
from drawpoker.ui.table.model import SeatVisual, TableVisual
from drawpoker.ui.table.play import TablePlay
from drawpoker.ui.table.pre_actions import PreActionBoxes
from drawpoker.ui.table.scene_rules import SceneRules
from drawpoker.ui.table.tooltips import TableTooltips
from drawpoker.ui.widgets.buttons import Button
from drawpoker.ui.widgets.slider import Checkbox, Slider
from drawpoker.ui.widgets.tooltip import Tooltip


class TableScene(PlayerCommands, ControlWidgets, PreActionBoxes, TableInput, TableTooltips,
                 SceneRules, Scene):
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

    Raises:
        ValueError: not 1..7 opponents, or ``levels`` not one per opponent.
    """

    practice: bool = False
    """A practice table: rebuys come from practice chips, never the player's bankroll."""
    cash_sitting: bool = True
    """A cash game's sitting: the sit-out and auto-rebuy boxes, rebuys, and a player out of
    chips is busted (False: a sit-and-go, RULES.md §6, where out of chips is out)."""

    def __init__(self, demo: bool = False, *, rules: TableRules | None = None,
                 opponents: list[tuple[str, str]] | None = None, level: str = "medium",
                 levels: list[str] | None = None, buy_in: int = DEFAULT_BUY_IN,
                 keeper: Any = None, restored: Any = None, persist: bool = True) -> None:
        super().__init__()
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
        self.selected: set[int] = set()
        self.amount = 0
        self.quick_chosen: int | None = None
        self.play: TablePlay | None = None  # the session's turns at the window's pace
        self.draw_reason = ""
        self.log_open = True
        self.log_scroll = 0
        self.time = 0.0
        self.preaction: PreAction | None = None
        self.pre_call: int | None = None  # a ticked "Call N": call exactly N chips
        self.notices = sitting.SittingNotices()  # told once: buy-in, fresh bankroll, busy
        self.sit_out = False  # the sit-out box: the person's wish, told to the session at a deal
        self.auto_rebuy = False
        self.deal_boost = 1.0  # animation speed-up of each new deal
        self.layout: Layout | None = None
        self.buttons: dict[str, Button] = {}
        self.quick: list[Button] = []
        self.slider = Slider()
        self.pre_boxes: list[tuple[PreAction, Checkbox]] = []
        self.session_boxes: list[tuple[str, Checkbox]] = []
        self._pre_slots: list[pygame.Rect] = []
        self._pre_facing = 0
        self.typed = ""
        self.amount_chosen = False  # an amount chosen in this decision: Enter may bet it
        self.names: list[str] = []
        self.badges: list[str] = []
        self.controls = ControlsModel(ControlMode.WAIT)
        self.quick_labels: list[str] = []
        self._profile_name = ""
        self._labels_in: tuple[str, bool, int] | None = None
        self._prepared: tuple[int, int] | None = None
        self._hover_card: int | None = None
        self.frame = FrameTracker()
        self._log_key: tuple[Any, ...] | None = None
        self._log_img: pygame.Surface | None = None
        self.note: tuple[str, float] | None = None  # (told at the centre, seconds left)
        self.pending_draw: tuple[Any, float] | None = None  # (draw, seconds left to undo)
        self.stand_pat_asked = False  # standing pat asked first once this hand
        self.draw_odds = ""  # the advisor's odds of the player's draw, shown after it
        self.tooltip = Tooltip()  # the hint of the control under the pointer
        self._chance: tuple[Any, float | None] = (None, None)  # (table state, chance now)

    # setup ----------------------------------------------------------------
    def enter(self) -> None:
        seed = self.app.seed
        self.rng = random.Random(seed)
        self.names = [_("You")] + [name for name, _k in self.opponents]
        self.session = self._open_session(random.Random(None if seed is None else seed + 1))
        self.badges = sitting.badges(self.n, self.hero, self.opponents)
        if self.demo:
            self.auto_rebuy = True  # the computer keeps playing the player's seat
        self.visual = TableVisual([SeatVisual(name=self.names[i], badge=self.badges[i],
                                              stack=self.stacks[i]) for i in range(self.n)])
        self.director = Director(self.visual, self.hero, speed=lambda: self.app.speed,
                                 sound=self.app.play_sound,
                                 describe=lambda cards: labels.describe_hand(cards, self.rules),
                                 arrange=lambda cards: reading_order(cards, self.rules.game,
                                                                     self.rules.wild),
                                 after_fold=self._after_fold)
        self.play = TablePlay(self.session, bool(getattr(self.app, "realtime", False)),
                              self.director, self.visual,
                              lambda seat: self.names[seat], person_turn=self._person_turn,
                              pre_action_used=self._clear_pre_action,
                              after_action=self._after_action)
        self._profile_name = "" if self.demo else sitting.own_profile_name(
            self.app.profile_if_open)
        self._make_widgets()
        self.resize(self.app.size)
        hand = self.hand
        if hand is not None and not hand.is_over:  # a restored hand goes on
            self.director.feed(hand.view(self.hero).events)
            self.director.skip()
        else:
            if not self.demo:
                self.play.tell_buy_in(self.notices, self.tell)
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
        session: TableSession | None = getattr(self, "session", None)  # set at enter()
        return None if session is None else session.hand

    table = property(lambda self: self.session.table, doc="The engine table (the session's).")
    stacks = property(lambda self: self.session.stacks,
                      doc="Every seat's chips between hands (the session's record).")
    bankroll = property(lambda self: self.session.bankroll(self.hero),
                        doc="The player's chips off the table.")
    hand_no = property(lambda self: self.session.hand_no, doc="Number of the current deal.")
    keeper = property(lambda self: getattr(getattr(self, "session", None), "keeper", None),
                      doc="The profile's keeper of this table (a cash table kept in it).")

    def hero_name(self) -> str:
        """The player's seat name as shown: the name set in the profile, else "You" in the
        current language (the name the table was created with is not shown, so a table
        made or saved in another language never shows its "Du" or "Вы")."""
        return self._profile_name or _("You")

    def _name_hero(self) -> None:
        name = self.hero_name()
        if self.names:
            self.names[self.hero] = name
        if self.hero < len(self.visual.seats):
            self.visual.seats[self.hero].name = name

    def _sync_language(self) -> None:
        """Relabel when the language changed since the labels were made (cheap otherwise);
        keep the player's seat named in the current language after each new hand (the
        director copies the engine's seat names in at every hand start)."""
        if self._labels_in != catalog_key():
            self._relabel()
            self.refresh_controls()
        elif self.visual.seats[self.hero].name != self.hero_name():
            self._name_hero()

    def resize(self, size: tuple[int, int]) -> None:
        """Recompute the layout for the new window ``size`` (B52)."""
        self.layout = compute_layout(size, self.n, self.hero, log_open=self.log_open)
        self._place_widgets(self.layout)
        self._place_boxes(self.layout)
        self.refresh_controls()

    def refresh_controls(self) -> None:
        """Compute the controls model for the table as it is now (:mod:`.controls`)."""
        if self.layout is None or self.mode == ControlMode.REPLAY:
            return  # not seated yet; a replay draws its own bar
        self.controls = compute_controls(self)

    # hand -------------------------------------------------------------------
    def new_hand(self) -> None:
        """Deal the next hand (the session: busted computer players rebuy, the player's
        sit-out and auto-rebuy wishes apply; the table moves the button)."""
        assert self.play is not None
        events = self.play.deal(wishes=(self.hero, self.sit_out, self.auto_rebuy))
        if events is not None:
            self.begin_hand(events, boost=self.deal_boost)

    def begin_hand(self, events: list[Any], *, boost: float = 1.0) -> None:
        """Forget everything the last hand left at the player's seat (the marked cards, a
        draw waiting for its *Undo*, the advisor's odds of the last draw, the pre-actions)
        and play the new hand's first ``events`` at animation ``boost``. Every table that
        deals a hand calls this (a tournament too), so no line of the last hand shows in
        the next."""
        self.selected.clear()  # B47: no selection carries over
        self.pending_draw = None
        self.stand_pat_asked = False
        self.draw_odds = ""
        self.draw_reason = ""
        self._chance = (None, None)
        self._clear_pre_action()
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
        self._update_lifts(dt)
        self._adapt_pre_actions()
        hand = self.hand
        if hand is None or self.director.busy or self.play is None:
            return
        if hand.is_over:
            self._hand_over(dt)
            return
        self.play.turn(dt, self.app.speed * self.director.boost if self.app.speed > 0 else 0.0)

    def _person_turn(self, la: LegalActions) -> PreActionTick | None:
        """The player's turn: his controls made ready, his ticked box (if any) told."""
        self._prepare_controls(la)
        self._adapt_pre_actions()
        return PreActionTick(self.preaction, self.pre_call) if self.preaction else None

    def _after_action(self) -> None:
        self.typed = ""

    def _prepare_controls(self, la: Any) -> None:
        """The controls made ready for the player's new decision (once per table state)."""
        key = (self.hand_no, len(self.hand.events) if self.hand is not None else 0)
        if self._prepared == key:
            return
        self._prepared = key
        if la.phase is Phase.DRAW:
            return
        lo, hi = la.min_to, la.max_to
        self.slider.set_range(lo, hi, lo)
        self.amount = lo
        self.typed = ""
        self.amount_chosen = False  # a new decision: Enter bets only an amount chosen in it
        self.quick_chosen = None  # a new turn: no quick size is chosen yet
        for q in self.quick:
            q.hovered = False
        self.app.play_sound("your_turn")

    # the hand's end ------------------------------------------------------------
    def _hand_over(self, dt: float) -> None:
        assert self.play is not None
        if not self.session.finished:
            self.app.hands_played += 1
            self._hand_ended(self.play.finish(self.hero))
            if (self.demo and self.app.demo_hands
                    and self.session.hands_done >= self.app.demo_hands):
                self.play.stand_up()
                self.app.quit()
                return
        auto = 1.4 if self.demo else float(self.app.settings.auto_next_hand_seconds)
        if self.play.hand_over(dt, auto) and self.mode == ControlMode.OVER:
            self.new_hand()

    def _hand_ended(self, outcome: HandOutcome) -> None:
        """What the table tells once a hand ended: the coach's review of it
        (``flows.coaching``; a sit-and-go tells its knock-outs first)."""
        del outcome
        coach_after_hand(self)

    def next_hand(self) -> None:
        """Deal the next hand if the current one is over."""
        if self.hand is not None and self.hand.is_over and not self.director.busy:
            self.new_hand()

    # sitting ------------------------------------------------------------------
    def take_busted(self) -> None:
        """Out of chips: take what the session offers (rebuy, or the house's fresh
        bankroll and a rebuy; nothing at too high stakes), then deal."""
        assert self.play is not None
        if self.play.take_busted(self.hero):
            self.new_hand()

    def leave(self) -> None:
        """Leave the table for the title screen (a hand in progress is played out without
        the player; his stack goes back to the bankroll: ``CashSession.leave``)."""
        if self.play is not None:
            self.play.stand_up()
        self.app.nav.reset("title")

    # frame ----------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.note is not None:
            left = self.note[1] - dt
            self.note = (self.note[0], left) if left > 0 else None
        self.tick_pending_draw(dt)
        self.tooltip.tick(dt)
        self._step(dt)
        self.refresh_controls()

    def tell(self, text: str, *, seconds: float = 6.0) -> None:
        """Tell ``text`` at the centre of the table for ``seconds`` (game time), above the
        pot, where it covers no seat's cards (a toast covered the top seat's)."""
        self.note = (text, seconds)

    def handle(self, intent: Intent) -> bool:
        used = self._pointer(intent)
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
        lay = self.layout
        return lay is None or self.frame.changes(frame.table_parts(self, lay)) != []

    def needs_input_redraw(self) -> bool:
        """An intent reached a scene drawn whole on input (``redraw_on_input``)."""
        return Scene.needs_redraw(self)

    def invalidate(self, rect: pygame.Rect | None = None) -> None:
        Scene.invalidate(self, rect)
        if rect is None:
            self.frame.forget()
        else:
            self.frame.extra.append(pygame.Rect(rect))

    def wake_in(self) -> float | None:
        return frame.wake_in(self)

    def _laid_out(self, surface: pygame.Surface) -> Layout:
        self._sync_language()
        lay = self.layout
        if lay is None or lay.size != surface.get_size():
            self.resize(surface.get_size())
            lay = self.layout
        assert lay is not None
        return lay

    def redraw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        rects = frame.redraw(self, surface, self._laid_out(surface))
        Scene.drawn(self)
        return rects

    def draw(self, surface: pygame.Surface) -> None:
        lay = self._laid_out(surface)
        parts = frame.table_parts(self, lay)
        self.paint(surface, lay, None, parts)
        self.frame.drawn(parts)

    def paint(self, surface: pygame.Surface, lay: Layout, clip: pygame.Rect | None,
              parts: dict[str, Part]) -> None:
        """Draw the table (:func:`.frame.paint`; ``clip``: only the parts it touches)."""
        frame.paint(self, surface, lay, clip, parts)

    def _draw_seat(self, surface: pygame.Surface, lay: Layout, i: int, part: str) -> None:
        view_seats.draw_seat(self, surface, lay, i, part)

    def _draw_controls(self, surface: pygame.Surface, lay: Layout) -> None:
        view_bars.draw_controls(self, surface, lay)
