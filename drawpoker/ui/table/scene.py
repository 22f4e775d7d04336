"""The table: where hands are played.

The scene owns a session (seats, stacks, button: ``session.seating``), the engine ``Hand``
being played, the computer players' policies (their turns: :mod:`.turns`), a
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

The scene is made of parts that own their state: the bet amount (:mod:`.bet_amount`),
the discard pick (:mod:`.discard_pick`), the pre-action boxes (:mod:`.pre_actions`), the
log panel (:mod:`.log_panel`), the tooltip (:mod:`.tooltips`) and the controls bar's
widgets (:mod:`.control_bar`); the player's commands (:mod:`.commands`) and the input
(:mod:`.input`, one command dispatch for clicks and keys) are composed with them. After
each update and input the scene builds a frozen table frame (:mod:`.snapshot`), from
which the controls model is computed (:mod:`.controls`, a pure function) and the bar's
widgets read it; each drawing builds one more that the frame painter (:mod:`.frame`) and
the views (:mod:`.view_seats`, :mod:`.view_center`, :mod:`.view_bars`, :mod:`.view_log`)
draw. Computer turns and the player's controls wait while the director is busy.
"""

from __future__ import annotations

import functools
import random
from typing import Any

import pygame

from drawpoker.ai import make_player
from drawpoker.engine import Action, LegalActions, Phase, TableRules
from drawpoker.evaluator import reading_order
from drawpoker.i18n import Text, _, catalog_key, format_chips
from drawpoker.session import seating
from drawpoker.session.defaults import DEFAULT_BUY_IN, DEFAULT_OPPONENTS, DEFAULT_RULES
from drawpoker.ui.flows.coaching import coach_after_hand
from drawpoker.ui.input import Intent
from drawpoker.ui.layout import Layout, compute_layout
from drawpoker.ui.scene import Scene
from drawpoker.ui.table import frame, labels
from drawpoker.ui.table.bet_amount import BetAmount
from drawpoker.ui.table.capture import capture
from drawpoker.ui.table.commands import THINK_SECONDS, PlayerCommands
from drawpoker.ui.table.control_bar import ControlBar
from drawpoker.ui.table.controls import ControlMode, ControlsModel, compute_controls
from drawpoker.ui.table.director import Director
from drawpoker.ui.table.discard_pick import DiscardPick
from drawpoker.ui.table.input import TableInput
from drawpoker.ui.table.lifts import update_lifts
from drawpoker.ui.table.log_panel import LogPanel
from drawpoker.ui.table.model import SeatVisual, TableVisual
from drawpoker.ui.table.picture import TablePicture
from drawpoker.ui.table.pre_actions import PreActions
from drawpoker.ui.table.seat import PlayerSeat
from drawpoker.ui.table.sitting import Sitting
from drawpoker.ui.table.snapshot import TableFrame
from drawpoker.ui.table.texts import TableTexts
from drawpoker.ui.table.tooltips import TableTips
from drawpoker.ui.table.turns import ComputerTurns, TurnLoop


class TableScene(Sitting, TurnLoop, Scene):
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
        self.keeper = keeper
        self.persist = persist
        #: the coach reviews this table's hands (with the setting on): a real table, not
        #: a replay or a practice deal (the tournament table says so itself)
        self.coached = persist
        if restored is not None:
            setup = seating.restored_setup(restored)
            rules, opponents, levels = setup.rules, setup.opponents, setup.levels
            if setup.buy_in is not None:  # the buy-in the table was set up with
                buy_in = setup.buy_in
        self.rules = rules or TableRules.from_dict(DEFAULT_RULES)
        self.opponents = list(opponents or DEFAULT_OPPONENTS[:5])
        if not 1 <= len(self.opponents) <= 7:
            raise ValueError(f"a table needs 1..7 opponents, got {len(self.opponents)}")
        self.level = level
        self.levels = list(levels) if levels else [level] * len(self.opponents)
        if len(self.levels) != len(self.opponents):
            raise ValueError(f"levels: {len(self.levels)} given for {len(self.opponents)} opponents")
        self.buy_in = seating.clamp_buy_in(buy_in, self.rules)
        self.hero = 0
        self.n = len(self.opponents) + 1
        self.hand: Any = None
        self.think = 0.0
        self.over_timer = 0.0
        self.time = 0.0
        self.sat_down_with: tuple[int, int] | None = None  # (buy-in, asked) to tell
        self.refill_notice: tuple[int, int] | None = None  # (before, after) to tell
        self.busy_at_start = False  # the profile was busy at sitting down
        self.busy_told = False
        self.hands_done = 0
        self.layout: Layout | None = None
        self.reasons: list[tuple[int, str]] = []
        self.names: list[str] = []
        self.badges: list[str] = []
        self.policies: dict[int, Any] = {}
        self.hero_policy: Any = None
        self.turns: ComputerTurns | None = None
        self._labels_in: tuple[str, bool, int] | None = None
        self._prepared: tuple[int, int] | None = None
        self.note: tuple[str, float] | None = None  # (told at the centre, seconds left)
        # the parts, each owning its state
        self.seat = PlayerSeat(self)
        self.texts = TableTexts(self)
        self.bet = BetAmount()
        self.pick = DiscardPick()
        self.pre = PreActions(session=self.cash_sitting)
        self.log_panel = LogPanel()
        self.tips = TableTips()
        self.bar = ControlBar()
        self.picture = TablePicture()
        self.controls = ControlsModel(ControlMode.WAIT)
        self.commands = PlayerCommands(self, self.bet, self.pick,
                                       send=lambda action: self._send(action))
        self.input = TableInput(self)

    # setup ----------------------------------------------------------------
    def enter(self) -> None:
        seed = self.app.seed
        self.rng = random.Random(seed)
        self.ai_rng = random.Random(None if seed is None else seed + 1)
        self.names = [_("You")] + [name for name, _k in self.opponents]
        self._open_session()
        others = [i for i in range(self.n) if i != self.hero]
        self.badges = [""] * self.n
        for seat, (_n, k) in zip(others, self.opponents, strict=True):
            self.badges[seat] = k
        self.policies = {
            seat: make_player(f"{self.levels[i]}:{k}")
            for i, (seat, (_n, k)) in enumerate(zip(others, self.opponents, strict=True))
        }
        self.hero_policy = make_player(f"{self.level}:shark") if self.demo else None
        self._restore_models(getattr(self.restored, "ai_models", None) or {})
        if self.demo:
            self.pre.auto_rebuy = True  # the computer keeps playing the player's seat
        self.turns = ComputerTurns(realtime=bool(getattr(self.app, "realtime", False)))
        self.turns.warm(self.rules)
        self.visual = TableVisual([SeatVisual(name=self.names[i], badge=self.badges[i],
                                              stack=self.stacks[i]) for i in range(self.n)])
        self.director = Director(self.visual, self.hero, speed=lambda: self.app.speed,
                                 sound=self.app.play_sound,
                                 describe=lambda cards: labels.describe_hand(cards, self.rules),
                                 arrange=lambda cards: reading_order(cards, self.rules.game,
                                                                     self.rules.wild),
                                 after_fold=self.seat.after_fold)
        self.seat.profile_name = self._own_profile_name()
        self._relabel()
        self.resize(self.app.size)
        restored_hand = getattr(self.restored, "hand", None)
        if restored_hand is not None and not restored_hand.is_over:
            self.hand = restored_hand
            self.director.feed(restored_hand.view(self.hero).events)
            self.director.skip()
        else:
            self._tell_buy_in()
            self.new_hand()
        self.refresh_controls()

    def _name_hero(self) -> None:
        name = self.seat.name()
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
        elif self.visual.seats[self.hero].name != self.seat.name():
            self._name_hero()

    def _relabel(self) -> None:
        """Give every fixed label its text in the current language, and the player's seat
        its name (``PlayerSeat.name``). Called when the table is set up and whenever the
        language differs from the one the labels were made in (a switch in Settings from
        the pause menu shows at once, even under the pause menu)."""
        self.bar.label()
        self.pre.label(self.seat.facing_bet())
        self._labels_in = catalog_key()
        self._name_hero()
        if self.layout is not None:  # the quick sizes are as wide as their labels
            self.bar.place(self.layout, self.bet.slider)

    def resize(self, size: tuple[int, int]) -> None:
        """Recompute the layout for the new window ``size`` (B52)."""
        self.layout = compute_layout(size, self.n, self.hero, log_open=self.log_panel.open)
        self.bar.place(self.layout, self.bet.slider)
        self.pre.place(self.layout)
        self.refresh_controls()

    def refresh_controls(self) -> None:
        """Compute the controls model of the table as it is now (:mod:`.controls`, from a
        table frame) and show it on the bar's widgets and the boxes."""
        if self.layout is None or self.mode == ControlMode.REPLAY:
            return  # not seated yet; a replay draws its own bar
        hand = self.hand
        if self.mode == ControlMode.WAIT and not self.demo and hand is not None \
                and not hand.is_over:
            self.pre.drop_if_out(hand.phase, self.visual.seats[self.hero])
        shown = self.snapshot(for_controls=True)
        self.controls = model = compute_controls(shown)
        self.bar.show(model, self.bet.slider)
        self.pre.show(boxes=model.boxes, acts=model.pre_boxes, facing=shown.facing,
                      sitting_out=shown.sitting_out, lay=self.layout)

    # hand -------------------------------------------------------------------
    def new_hand(self) -> None:
        """Deal the next hand (the table moves the button; busted computer players rebuy)."""
        table = self.table
        if not table.in_redeal_chain:
            for i in range(1, self.n):
                if table.seats[i].stack <= 0:
                    table.buy_in(i, self.buy_in)
                    self.visual.add_log(Text(functools.partial(
                        lambda name, amount: _("{name} buys in for {amount}.").format(
                            name=name, amount=format_chips(amount)), self.names[i], self.buy_in)), "info")
                    self.visual.seats[i].stack = table.seats[i].stack
            table.sit_out(self.hero, self.pre.sit_out)
            table.set_auto_rebuy(self.hero, self.pre.auto_rebuy)
        if not table.can_deal():
            table.sit_out(self.hero, False)
        if self.keeper is not None:
            self.keeper.save()
            events = self.keeper.deal(self.rng)
            self.hand = self.keeper.hand or self.keeper.last_deal
        else:
            self.hand = table.new_hand(self.rng)
            events = self.hand.start()
        self.begin_hand(events)

    def begin_hand(self, events: list[Any], *, boost: float = 1.0) -> None:
        """Forget everything the last hand left at the player's seat (the marked cards, a
        draw waiting for its *Undo*, the advisor's odds of the last draw, the pre-actions)
        and play the new hand's first ``events`` at animation ``boost``. Every table that
        deals a hand calls this (a tournament too), so no line of the last hand shows in
        the next."""
        self.pick.new_hand()  # B47: no selection carries over
        self.seat.new_hand()
        self.pre.new_hand()
        self.think = THINK_SECONDS
        self.over_timer = 0.0
        self.director.boost = boost
        self.director.feed(events)

    def exit(self) -> None:
        if self.turns is not None:
            self.turns.shutdown()

    def _finish_hand(self) -> None:
        reasons = labels.public_reasons(self.hand, self.reasons, self.hero)
        self.reasons = []
        if reasons:
            self.visual.add_log(Text(lambda: _("Why they played that way")), "head")
            for seat, reason in reasons:
                name = self.names[seat]
                self.visual.add_log(Text(functools.partial(labels.reason_line, name, reason)),
                                    "info")
        current = self.table.current
        if self.keeper is None and current is not None and current is self.hand:
            self.table.finish_hand(current)
        self.hands_done += 1
        self.app.hands_played += 1
        self._coach_after()

    def _coach_after(self) -> None:
        """The coach's review of the hand just finished (``flows.coaching``)."""
        coach_after_hand(self)

    def next_hand(self) -> None:
        """Deal the next hand if the current one is over."""
        if self.hand is not None and self.hand.is_over and not self.director.busy:
            self.new_hand()

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
        why = self.hand.why_illegal(action)
        if why:
            self.visual.add_log(labels.not_allowed_line(self.hand, action), "info")
            return False
        if self.keeper is not None:
            self.director.feed(self.keeper.act(action))
        else:
            self.director.feed(self.hand.act(action))
        self.think = THINK_SECONDS
        self.bet.sent()
        return True

    def rebuy_or_refill(self) -> None:
        """The Rebuy button: a rebuy from the bankroll, or the house's fresh bankroll and
        a rebuy (``PlayerSeat.busted_offer``); nothing when neither is offered."""
        choice = self.seat.busted_offer().choice
        if choice == "rebuy":
            self.rebuy()
        elif choice == "refill":
            self.refill_and_rebuy()

    def snapshot(self, *, for_controls: bool = False) -> TableFrame:
        """What the table shows now (:func:`.capture.capture`; ``for_controls``: with what
        only the controls model reads)."""
        return capture(self, for_controls=for_controls)

    # frame ----------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.note is not None:
            left = self.note[1] - dt
            self.note = (self.note[0], left) if left > 0 else None
        self.commands.tick_pending_draw(dt)
        self.tips.tick(dt)
        self._step(dt)
        self.refresh_controls()

    def tell(self, text: str, *, seconds: float = 6.0) -> None:
        """Tell ``text`` at the centre of the table for ``seconds`` (game time), above the
        pot, where it covers no seat's cards (a toast covered the top seat's)."""
        self.note = (text, seconds)

    def handle(self, intent: Intent) -> bool:
        used = self.input.handle(intent)
        self.refresh_controls()
        return used

    def open_pause(self) -> None:
        """Open the pause menu over the table (Esc): the ``"pause"`` route."""
        self.app.nav.push("pause")

    # the turn loop's hooks (:mod:`.turns`) -----------------------------------
    def _update_lifts(self, dt: float) -> None:
        """Raise the marked, hovered and winning cards toward their lift (:mod:`.lifts`)."""
        hover = self.pick.hover if self.mode == ControlMode.DRAW else None
        update_lifts(self.visual, self.hero, self.pick.selected, hover, dt,
                     reduced=bool(self.app.settings.reduced_motion))

    def _adapt_pre_actions(self) -> None:
        """Keep a ticked pre-action true to the bets now (``PreActions.adapt``)."""
        self.pre.adapt(self.seat.facing_bet())

    def take_pre_action(self, la: LegalActions, stack: int) -> Action | None:
        """The action the ticked pre-action box plays now (``PreActions.take``)."""
        return self.pre.take(la, stack)

    def _prepare_controls(self, la: LegalActions) -> None:
        """The player's turn: once per table state, a betting decision starts afresh
        (``BetAmount.begin_decision``) and the turn is sounded."""
        key = (self.hand_no, len(self.hand.events))
        if self._prepared == key:
            return
        self._prepared = key
        if la.phase is Phase.DRAW:
            return
        self.bet.begin_decision(la)
        self.bar.unhover_quick()  # a new turn: no quick size lit by the pointer
        self.app.play_sound("your_turn")

    # drawing: only what changed (:mod:`.frame`) ---------------------------
    #: The table's parts are known (:mod:`.frame`): a frame draws only the changed ones.
    retained = True
    #: Input draws nothing by itself: the parts' keys say what it changed.
    redraw_on_input = False

    def needs_redraw(self) -> bool:
        lay = self.layout
        return lay is None or self.picture.changed(lay, self.snapshot())

    def needs_input_redraw(self) -> bool:
        """An intent reached a scene drawn whole on input (``redraw_on_input``)."""
        return Scene.needs_redraw(self)

    def invalidate(self, rect: pygame.Rect | None = None) -> None:
        Scene.invalidate(self, rect)
        self.picture.forget(rect)

    def wake_in(self) -> float | None:
        return frame.wake_in(self.snapshot(), self.over_timer)

    def _laid_out(self, surface: pygame.Surface) -> Layout:
        self._sync_language()
        lay = self.layout
        if lay is None or lay.size != surface.get_size():
            self.resize(surface.get_size())
            lay = self.layout
        assert lay is not None
        return lay

    def redraw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        lay = self._laid_out(surface)
        rects = self.picture.redraw(surface, lay, self.snapshot(), whole=not self.retained,
                                    forced=self.needs_input_redraw())
        Scene.drawn(self)
        return rects

    def draw(self, surface: pygame.Surface) -> None:
        self.picture.draw(surface, self._laid_out(surface), self.snapshot())
