"""The computer players' turns at the pace of the window.

The session says whose turn it is (``session.table``); a computer player's decision is
asked once per table state, on a worker thread when the app runs in real time (a long
decision never freezes the animation) and inline otherwise (tests: deterministic), and
played once its "thinking" time has run out (:data:`THINK_SECONDS` at normal speed,
nothing when the game runs at full speed).
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from concurrent.futures import Future, ThreadPoolExecutor

from drawpoker.ai import warm_up
from drawpoker.ai.protocol import Policy
from drawpoker.engine import Action, LegalActions, TableRules
from drawpoker.engine.events import Event
from drawpoker.engine.view import PlayerView
from drawpoker.session.table.deciders import Turn, computer_decision
from drawpoker.session.table.session import TableSession

#: Seconds a computer player "thinks" before acting (normal speed).
THINK_SECONDS = 0.3


class ComputerTurns:
    """The decision being made for one table state, and the thinking time left.

    Args:
        realtime: decide on a worker thread (the app's real-time loop), else inline.
    """

    def __init__(self, realtime: bool) -> None:
        self.executor: ThreadPoolExecutor | None = (
            ThreadPoolExecutor(max_workers=1) if realtime else None)
        self.pending: tuple[Hashable, Future[tuple[Action, str]] | tuple[Action, str]] | None = None
        #: seconds of thinking left before the next computer decision is played
        self.think = THINK_SECONDS

    def rest(self) -> None:
        """An action was played: the next computer player thinks anew."""
        self.think = THINK_SECONDS

    def ask(self, key: Hashable, policy: Policy, view: PlayerView, la: LegalActions,
            rng: random.Random) -> None:
        """Start the decision for table state ``key`` unless it is already asked."""
        if self.pending is not None and self.pending[0] == key:
            return
        if self.executor is not None:
            self.pending = (key, self.executor.submit(computer_decision, policy, view, la, rng))
        else:
            self.pending = (key, computer_decision(policy, view, la, rng))

    def answer(self) -> tuple[Action, str] | None:
        """The decision asked last, once it is made (then forgotten), else None."""
        assert self.pending is not None
        result = self.pending[1]
        if isinstance(result, Future):
            if not result.done():
                return None
            result = result.result()
        self.pending = None
        return result

    def play(self, session: TableSession, turn: Turn, dt: float,
             speed: float) -> list[Event] | None:
        """Let ``dt`` seconds pass on a computer ``turn`` (``speed``: the animation speed,
        0 for full speed); once its decision is made and its thinking time is up, the
        session plays it: its events, else None."""
        hand = session.hand
        assert hand is not None and turn.policy is not None
        self.think -= dt * (speed if speed > 0 else 1e9)  # inf: fast-forward to the result
        self.ask((session.hand_no, len(hand.events)), turn.policy, hand.view(turn.seat),
                 turn.legal, session.ai_rng)
        if self.think > 0:
            return None
        answer = self.answer()
        if answer is None:
            return None
        return session.computer_acts(turn.legal, *answer)

    def warm(self, rules: TableRules) -> None:
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
