"""The table's turn loop: whose turn it is once the director is idle, the player's turn
(a forced show, the controls made ready, a ticked pre-action played), the computer
players' turns and the end of a hand (the next one dealt after ``auto_next`` seconds).

Each computer decision is asked once per table state, on a worker thread when the app
runs in real time (a long decision never freezes the animation) and inline otherwise
(tests: deterministic), and answered once the player's "thinking" time has run out.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Hashable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from drawpoker.ai import warm_up
from drawpoker.engine import Action, ActionType, LegalActions, Phase
from drawpoker.session.turns import fallback_action, is_forced_show
from drawpoker.ui.table.controls import ControlMode


def decide(policy: Any, view: Any, la: LegalActions, rng: random.Random) -> tuple[Action, str]:
    """A computer player's decision and its one-line reason (runs on the AI thread).

    A policy that fails is logged on stderr and the game goes on with a legal action
    (``session.turns.fallback_action``)."""
    try:
        if la.phase is Phase.DRAW:
            decision = policy.choose_discards(view, rng)
        else:
            decision = policy.decide(view, rng)
        reason = getattr(decision, "reason", "") or ""
        # a reason made by i18n.sentence is kept as it is (str() would drop how to say
        # it again in another language: the log then mixed languages after a switch)
        return getattr(decision, "action", decision), (
            reason if isinstance(reason, str) else str(reason))
    except Exception as exc:  # the game goes on with a legal action; leave a trace
        print(f"drawpoker: computer player at seat {la.seat} failed: {exc!r}",
              file=sys.stderr)
        return fallback_action(la), ""


class ComputerTurns:
    """The decision being made for one table state.

    Args:
        realtime: decide on a worker thread (the app's real-time loop), else inline.
    """

    def __init__(self, realtime: bool) -> None:
        self.executor: ThreadPoolExecutor | None = (
            ThreadPoolExecutor(max_workers=1) if realtime else None)
        self.pending: tuple[Hashable, Any] | None = None

    def ask(self, key: Hashable, policy: Any, view: Any, la: LegalActions,
            rng: random.Random) -> None:
        """Start the decision for table state ``key`` unless it is already asked."""
        if self.pending is not None and self.pending[0] == key:
            return
        if self.executor is not None:
            self.pending = (key, self.executor.submit(decide, policy, view, la, rng))
        else:
            self.pending = (key, decide(policy, view, la, rng))

    def answer(self) -> tuple[Action, str] | None:
        """The decision asked last, once it is made (then forgotten), else None."""
        assert self.pending is not None
        result = self.pending[1]
        if isinstance(result, Future):
            if not result.done():
                return None
            result = result.result()
        self.pending = None
        action, reason = result
        return action, reason

    def warm(self, rules: Any) -> None:
        """Build the computer players' tables and the exact-odds scheme for ``rules`` on
        the worker thread while the first deal is dealt (``drawpoker.ai.warm_up``), so the
        first draw does not wait for them. Without a worker (tests) the first decision
        builds them."""
        if self.executor is not None:
            self.executor.submit(warm_up, rules)

    def shutdown(self) -> None:
        """Stop the worker thread (a decision under way is dropped)."""
        if self.executor is not None:
            self.executor.shutdown(wait=False, cancel_futures=True)


class TurnLoop:
    """The table scene's turn loop (a mixin; the scene's state is declared in its
    ``__init__``)."""

    app: Any
    hand: Any
    hero: int
    demo: bool
    director: Any
    turns: ComputerTurns | None
    policies: dict[int, Any]
    hero_policy: Any
    ai_rng: random.Random
    reasons: list[tuple[int, str]]
    think: float
    over_timer: float
    hands_done: int
    time: float
    refill_notice: tuple[int, int] | None
    busy_told: bool
    busy_at_start: bool
    keeper: Any
    slider: Any
    quick: list[Any]
    amount: int
    typed: str
    amount_chosen: bool
    quick_chosen: int | None
    _prepared: tuple[int, int] | None
    hand_no: Any
    mode: Any
    show_refill_notice: Any
    show_busy_notice: Any
    _update_lifts: Any
    _adapt_pre_actions: Any
    _send: Any
    _finish_hand: Any
    _stand_up: Any
    new_hand: Any
    take_pre_action: Any

    def _step(self, dt: float) -> None:
        self.time += dt
        if self.refill_notice is not None and self.app.stack.top is self:
            self.show_refill_notice()
        if not self.busy_told and self.app.stack.top is self and (
                self.busy_at_start or getattr(self.keeper, "unsaved", None) is not None):
            self.show_busy_notice()
        self.director.update(dt)
        self._update_lifts(dt)
        self._adapt_pre_actions()
        if self.hand is None or self.director.busy:
            return
        if self.hand.is_over:
            self._hand_over(dt)
            return
        la = self.hand.legal_actions()
        if la is None:
            return
        if la.seat == self.hero and not self.demo:
            if is_forced_show(la):
                self._send(Action(self.hero, ActionType.SHOW))  # nothing to decide: show
                return
            self._prepare_controls(la)
            self._adapt_pre_actions()
            action = self.take_pre_action(la, self.hand.stacks[self.hero])
            if action is not None:
                self._send(action)
            return
        self._computer_turn(la, dt)

    def _hand_over(self, dt: float) -> None:
        if self.over_timer == 0.0:
            self._let_players_learn()
            self._finish_hand()
            if self.demo and self.app.demo_hands and self.hands_done >= self.app.demo_hands:
                self._stand_up()
                self.app.quit()
                return
        self.over_timer += dt
        auto = 1.4 if self.demo else float(self.app.settings.auto_next_hand_seconds)
        if auto and self.over_timer >= auto and self.mode == ControlMode.OVER:
            self.new_hand()

    def _let_players_learn(self) -> None:
        """Every computer player sees the end of the hand, showdown included (its opponent
        model learns from every hand shown; no decision is under way now)."""
        for seat, policy in [*self.policies.items(), (self.hero, self.hero_policy)]:
            observe = getattr(policy, "observe", None)
            if observe is not None:
                observe(self.hand.view(seat))
        if self.keeper is not None:  # kept with the table (the next deal writes it)
            self.keeper.ai_models = {str(seat): p.model_state() for seat, p in
                                     self.policies.items() if hasattr(p, "model_state")}

    def _restore_models(self, models: dict[str, Any]) -> None:
        """Give the computer players back what they had learnt at a restored table (a
        damaged model is dropped: that player starts afresh)."""
        for seat, policy in self.policies.items():
            data = models.get(str(seat))
            if isinstance(data, dict) and hasattr(policy, "load_model_state"):
                try:
                    policy.load_model_state(data)
                except ValueError as exc:
                    print(f"drawpoker: seat {seat}: opponent model not restored: {exc}",
                          file=sys.stderr)

    def _computer_turn(self, la: LegalActions, dt: float) -> None:
        assert self.turns is not None
        speed = self.app.speed * self.director.boost if self.app.speed > 0 else 0.0
        self.think -= dt * (speed if speed > 0 else 1e9)  # inf: fast-forward to the result
        policy = self.hero_policy if la.seat == self.hero else self.policies.get(la.seat)
        self.turns.ask((self.hand_no, len(self.hand.events)), policy, self.hand.view(la.seat),
                       la, self.ai_rng)
        if self.think > 0:
            return
        answer = self.turns.answer()
        if answer is None:
            return
        action, reason = answer
        if self.hand.why_illegal(action):
            action, reason = fallback_action(la), ""
        if reason:
            self.reasons.append((la.seat, reason))
        self._send(action)

    def _decide(self, policy: Any, view: Any, la: LegalActions) -> tuple[Action, str]:
        """A computer player's decision and its one-line reason (:func:`.turns.decide`)."""
        return decide(policy, view, la, self.ai_rng)

    def _prepare_controls(self, la: LegalActions) -> None:
        key = (self.hand_no, len(self.hand.events))
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
