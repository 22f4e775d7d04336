"""Animation as data: pure easing functions and composable tweens.

An easing function maps linear progress ``t`` in ``[0, 1]`` to eased progress
(usually also in ``[0, 1]``; back/elastic easings overshoot). A :class:`Tween`
advances with ``update(dt)`` (``dt`` in seconds) and reports its eased progress;
:class:`Sequence` and :class:`Parallel` compose animations. Nothing here touches
pygame or the clock: the owning scene calls ``update`` once per fixed step, so
animations are deterministic and testable.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

Easing = Callable[[float], float]


def linear(t: float) -> float:
    """Identity easing: constant speed."""
    return t


def ease_in_quad(t: float) -> float:
    """Starts slow, accelerates (t²)."""
    return t * t


def ease_out_quad(t: float) -> float:
    """Starts fast, decelerates."""
    return 1.0 - (1.0 - t) * (1.0 - t)


def ease_in_out_quad(t: float) -> float:
    """Slow at both ends."""
    return 2.0 * t * t if t < 0.5 else 1.0 - (-2.0 * t + 2.0) ** 2 / 2.0


def ease_out_cubic(t: float) -> float:
    """Fast start, long gentle stop: the default for things sliding to rest."""
    return 1.0 - (1.0 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    """Cubic slow-fast-slow."""
    return 4.0 * t**3 if t < 0.5 else 1.0 - (-2.0 * t + 2.0) ** 3 / 2.0


def ease_out_back(t: float) -> float:
    """Overshoots the target slightly, then settles (cards landing, buttons popping)."""
    c1 = 1.70158
    c3 = c1 + 1.0
    return 1.0 + c3 * (t - 1.0) ** 3 + c1 * (t - 1.0) ** 2


def ease_in_out_sine(t: float) -> float:
    """Gentle sinusoidal slow-fast-slow (pulses, glows)."""
    return -(math.cos(math.pi * t) - 1.0) / 2.0


EASINGS: dict[str, Easing] = {
    "linear": linear,
    "in_quad": ease_in_quad,
    "out_quad": ease_out_quad,
    "in_out_quad": ease_in_out_quad,
    "out_cubic": ease_out_cubic,
    "in_out_cubic": ease_in_out_cubic,
    "out_back": ease_out_back,
    "in_out_sine": ease_in_out_sine,
}


def lerp(a: float, b: float, t: float) -> float:
    """Linear interpolation from ``a`` (t=0) to ``b`` (t=1); t may overshoot."""
    return a + (b - a) * t


class Animation:
    """Base of everything that plays over time.

    Subclasses implement :meth:`update` (advance by ``dt`` seconds, return the
    unused remainder of ``dt`` once finished) and :meth:`finish` (jump to the end,
    firing every callback that would have fired).
    """

    done: bool = False

    def update(self, dt: float) -> float:
        """Advance by ``dt`` seconds; returns leftover seconds (0 while still running)."""
        raise NotImplementedError

    def finish(self) -> None:
        """Complete at once (used when the player skips an animation)."""
        while not self.done:
            self.update(1e9)


class Tween(Animation):
    """One eased progress value from 0 to 1 over ``duration`` seconds.

    Args:
        duration: seconds (0 = completes on the first update).
        ease: easing function applied to linear progress.
        on_update: called with the eased value on every step, including the last (1.0).
        on_start: called once, on the first update.
        on_done: called once when finished.
        delay: seconds to wait before starting.

    Raises:
        ValueError: negative duration or delay.
    """

    def __init__(
        self,
        duration: float,
        ease: Easing = ease_out_cubic,
        *,
        on_update: Callable[[float], None] | None = None,
        on_start: Callable[[], None] | None = None,
        on_done: Callable[[], None] | None = None,
        delay: float = 0.0,
    ) -> None:
        if duration < 0 or delay < 0:
            raise ValueError(f"tween duration and delay must be >= 0, got {duration}, {delay}")
        self.duration = duration
        self.ease = ease
        self.on_update = on_update
        self.on_start = on_start
        self.on_done = on_done
        self.delay = delay
        self.elapsed = 0.0
        self.started = False
        self.done = False

    @property
    def progress(self) -> float:
        """Linear progress in [0, 1]."""
        if self.duration <= 0:
            return 1.0 if self.started else 0.0
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))

    @property
    def value(self) -> float:
        """Eased progress."""
        return self.ease(self.progress)

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        self.elapsed += dt
        if self.elapsed < self.delay:
            return 0.0
        if not self.started:
            self.started = True
            if self.on_start:
                self.on_start()
        if self.on_update:
            self.on_update(self.value)
        if self.elapsed >= self.delay + self.duration:
            self.done = True
            if self.on_done:
                self.on_done()
            return self.elapsed - self.delay - self.duration
        return 0.0


class Wait(Tween):
    """Does nothing for ``duration`` seconds (a pause inside a sequence)."""

    def __init__(self, duration: float) -> None:
        super().__init__(duration, linear)


class Call(Animation):
    """Calls ``fn`` once, instantly (a state change inside a sequence)."""

    def __init__(self, fn: Callable[[], None]) -> None:
        self.fn = fn
        self.done = False

    def update(self, dt: float) -> float:
        if not self.done:
            self.done = True
            self.fn()
        return dt


class Sequence(Animation):
    """Plays animations one after another; leftover time flows into the next one."""

    def __init__(self, items: Iterable[Animation] = ()) -> None:
        self.items: list[Animation] = list(items)
        self.index = 0
        self.done = not self.items

    def append(self, item: Animation) -> None:
        """Add ``item`` at the end (also after the sequence has finished)."""
        self.items.append(item)
        self.done = False

    def update(self, dt: float) -> float:
        while self.index < len(self.items):
            dt = self.items[self.index].update(dt)
            if not self.items[self.index].done:
                return 0.0
            self.index += 1
        self.done = True
        return dt


class Parallel(Animation):
    """Plays animations together; done when the longest is done."""

    def __init__(self, items: Iterable[Animation] = ()) -> None:
        self.items: list[Animation] = list(items)
        self.done = not self.items

    def update(self, dt: float) -> float:
        leftover = dt
        for item in self.items:
            if not item.done:
                rest = item.update(dt)
                leftover = min(leftover, rest)
        self.done = all(item.done for item in self.items)
        return leftover if self.done else 0.0
