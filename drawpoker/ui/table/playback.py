"""Playing events one after another as animations: the queue, barriers, skip and update
of the table's :class:`~drawpoker.ui.table.director.Director`.

Event after event, a handler returns ``(animation, gap)``: the next event starts ``gap``
seconds after this one started (cards stream out of the deck one after another), and the
last one must finish before the player is idle. An event of a *barrier* type waits until
every running animation has finished (the bets are gathered only once every bet has
landed). While :attr:`EventPlayer.busy` is True the table holds computer turns and the
player's controls; :meth:`EventPlayer.skip` (a click or Space) plays everything queued
at once.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable
from typing import Any, ClassVar

from drawpoker.ui import tween as tw

#: What a handler returns: the animation (None: nothing to play) and the gap in seconds
#: before the next event starts.
Step = tuple[tw.Animation | None, float]


class EventPlayer:
    """Plays fed events in order through the handlers of its class.

    Subclasses set :attr:`handlers` (event type -> handler(self, event) -> :data:`Step`)
    and :attr:`barriers`. An event of a type without a handler plays as nothing.

    Args:
        speed: callable returning the time multiplier (0 = instant, 1 = normal).
    """

    handlers: ClassVar[dict[type, Callable[[Any, Any], Step]]] = {}
    barriers: ClassVar[tuple[type, ...]] = ()

    def __init__(self, speed: Callable[[], float]) -> None:
        self.speed = speed
        self.queue: deque[Any] = deque()
        self.active: list[tw.Animation] = []
        self.until_next = 0.0
        #: extra time multiplier (fast-forward after the player folds; ``math.inf``: at once)
        self.boost = 1.0

    @property
    def busy(self) -> bool:
        """True while events are queued or an animation is still playing."""
        return bool(self.queue) or any(not a.done for a in self.active)

    def feed(self, events: list[Any] | tuple[Any, ...]) -> None:
        """Queue engine events to be animated in order."""
        self.queue.extend(events)

    def skip(self) -> None:
        """Finish the playing animations and play every queued event at once."""
        guard = 0
        while self.busy and guard < 100000:
            guard += 1
            for a in self.active:
                a.finish()
            self.active = []
            self.until_next = 0.0
            if self.queue:
                self._start_next()
        self.active = []

    def update(self, dt: float) -> None:
        """Advance the animations by ``dt`` seconds of real time."""
        speed = self.speed()
        if speed <= 0 or math.isinf(self.boost):  # instant speed, or fast-forward to the result
            self.skip()
            return
        mult = speed * self.boost
        t = dt * mult
        self.until_next -= t
        while self.queue and self.until_next <= 0:
            if isinstance(self.queue[0], self.barriers) and any(not a.done for a in self.active):
                break  # gather chips only once every bet has landed, etc.
            self._start_next()
        for a in self.active:
            if not a.done:
                a.update(t)
        self.active = [a for a in self.active if not a.done]

    def _start_next(self) -> None:
        ev = self.queue.popleft()
        handler = self.handlers.get(type(ev))
        if handler is None:
            self.until_next = max(self.until_next, 0.0)
            return
        anim, gap = handler(self, ev)
        if anim is not None:
            anim.update(0.0)
            if not anim.done:
                self.active.append(anim)
        self.until_next = max(0.0, self.until_next) + gap
