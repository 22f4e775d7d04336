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

The controls are a model computed in :meth:`TableScene.update` and after each input
(:mod:`.controls`); the views (:mod:`.view_seats`, :mod:`.view_center`, :mod:`.view_bars`,
:mod:`.view_log`) only draw. Computer turns and the player's controls wait while the
director is busy.
"""

from __future__ import annotations

import functools
import random
from typing import Any

import pygame

from drawpoker.ai import make_player
from drawpoker.engine import PreAction, TableRules
from drawpoker.engine.shuffle import dealt_origin
from drawpoker.evaluator import reading_order
from drawpoker.i18n import Text, _, catalog_key, format_chips
from drawpoker.session import seating
from drawpoker.session.defaults import DEFAULT_BUY_IN, DEFAULT_OPPONENTS, DEFAULT_RULES
from drawpoker.ui.dirty import FrameTracker, Part
from drawpoker.ui.flows.coaching import coach_after_hand
from drawpoker.ui.input import Intent
from drawpoker.ui.layout import Layout, compute_layout
from drawpoker.ui.scene import Scene
from drawpoker.ui.table import frame, labels, view_bars, view_seats
from drawpoker.ui.table.commands import THINK_SECONDS, PlayerCommands
from drawpoker.ui.table.controls import (
    ControlMode,
    ControlsModel,
    ControlWidgets,
    compute_controls,
)
from drawpoker.ui.table.director import Director
from drawpoker.ui.table.input import TableInput
from drawpoker.ui.table.model import SeatVisual, TableVisual
from drawpoker.ui.table.pre_actions import PreActionBoxes
from drawpoker.ui.table.scene_rules import SceneRules
from drawpoker.ui.table.sitting import Sitting
from drawpoker.ui.table.tooltips import TableTooltips
from drawpoker.ui.table.turns import ComputerTurns, TurnLoop
from drawpoker.ui.table.view_commitment import committed_line, revealed_line
from drawpoker.ui.widgets.buttons import Button
from drawpoker.ui.widgets.slider import Checkbox, Slider
from drawpoker.ui.widgets.tooltip import Tooltip


class TableScene(Sitting, TurnLoop, PlayerCommands, ControlWidgets, PreActionBoxes, TableInput,
                 TableTooltips, SceneRules, Scene):
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
        self.selected: set[int] = set()
        self.amount = 0
        self.quick_chosen: int | None = None
        self.think = 0.0
        self.over_timer = 0.0
        self.draw_reason = ""
        self.log_open = True
        self.log_scroll = 0
        self.time = 0.0
        self.preaction: PreAction | None = None
        self.pre_call: int | None = None  # a ticked "Call N": call exactly N chips
        self.sat_down_with: tuple[int, int] | None = None  # (buy-in, asked) to tell
        self.refill_notice: tuple[int, int] | None = None  # (before, after) to tell
        self.busy_at_start = False  # the profile was busy at sitting down
        self.busy_told = False
        self.sit_out = False
        self.auto_rebuy = False
        self.hands_done = 0
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
        self.reasons: list[tuple[int, str]] = []
        self.names: list[str] = []
        self.badges: list[str] = []
        self.policies: dict[int, Any] = {}
        self.hero_policy: Any = None
        self.turns: ComputerTurns | None = None
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
        # an unseeded game deals from the operating system's secure source (docs/fairness.md)
        self.rng = random.Random(seed) if seed is not None else random.SystemRandom()
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
            self.auto_rebuy = True  # the computer keeps playing the player's seat
        self.turns = ComputerTurns(realtime=bool(getattr(self.app, "realtime", False)))
        self.turns.warm(self.rules)
        self.visual = TableVisual([SeatVisual(name=self.names[i], badge=self.badges[i],
                                              stack=self.stacks[i]) for i in range(self.n)])
        self.director = Director(self.visual, self.hero, speed=lambda: self.app.speed,
                                 sound=self.app.play_sound,
                                 describe=lambda cards: labels.describe_hand(cards, self.rules),
                                 arrange=lambda cards: reading_order(cards, self.rules.game,
                                                                     self.rules.wild),
                                 after_fold=self._after_fold)
        self._profile_name = self._own_profile_name()
        self._make_widgets()
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
            table.sit_out(self.hero, self.sit_out)
            table.set_auto_rebuy(self.hero, self.auto_rebuy)
        if not table.can_deal():
            table.sit_out(self.hero, False)
        if self.keeper is not None:
            self.keeper.save()
            events = self.keeper.deal(self.rng)
            self.hand = self.keeper.hand or self.keeper.last_deal
        else:
            self.hand = table.new_hand(self.rng, salt_rng=self.rng,
                                       origin=dealt_origin(self.rng))
            events = self.hand.start()
        self.begin_hand(events)

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
        self.preaction = None
        for _k, box in self.pre_boxes:
            box.checked = False
        self.think = THINK_SECONDS
        self.over_timer = 0.0
        self.director.boost = boost
        if self.hand is not None and self.hand.shuffle is not None:
            self.visual.add_log(committed_line(self.hand.shuffle), "info")
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
                self.visual.add_log(Text(functools.partial(labels._reason_line, name, reason)),
                                    "info")
        if self.hand is not None and self.hand.shuffle is not None:
            self.visual.add_log(revealed_line(self.hand.shuffle), "info")
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
