"""Game time: the fixed update step, the frame-time clamp and the animation speed.

The loop is fixed-step update, variable render: real elapsed time (clamped to
:data:`MAX_FRAME_DT`) is consumed in steps of :data:`STEP` seconds, then one frame is
drawn.
"""

from __future__ import annotations

#: Fixed update step (seconds).
STEP = 1.0 / 60.0
#: Longest real time one frame may account for (seconds); longer stalls are dropped.
MAX_FRAME_DT = 0.25
#: Frame-rate cap of the real-time loop (frames per second).
FPS = 60
#: Most fixed steps one frame runs; time beyond them is dropped (the game slows down
#: instead of spiralling when updates cannot keep up).
MAX_STEPS = 8

#: Animation speed setting -> time multiplier (instant skips animations entirely).
SPEEDS: dict[str, float] = {"slow": 0.6, "normal": 1.0, "fast": 2.2, "instant": 0.0}


def speed_of(setting: str) -> float:
    """The time multiplier of the animation speed ``setting`` (1.0 for an unknown one)."""
    return SPEEDS.get(setting, 1.0)


class FixedStep:
    """The accumulator of the fixed-step loop.

    Attributes:
        pending: seconds of real time not yet consumed by a step (< :data:`STEP` after
            :meth:`advance`).
    """

    def __init__(self) -> None:
        self.pending = 0.0

    def advance(self, dt: float) -> int:
        """Add ``dt`` seconds (clamped to :data:`MAX_FRAME_DT`); return how many steps of
        :data:`STEP` seconds to run now (at most :data:`MAX_STEPS`; the rest of a longer
        stall is dropped)."""
        self.pending += min(dt, MAX_FRAME_DT)
        steps = 0
        while self.pending >= STEP - 1e-9 and steps < MAX_STEPS:
            self.pending -= STEP
            steps += 1
        if steps == MAX_STEPS:
            self.pending = 0.0
        return steps

#: Times a second the turn glow around a seat steps (its pulse is drawn at that rate):
#: its 1.26 s breath in 12-13 steps looks as soft as at 15 and wakes the idle table less.
GLOW_RATE = 10


def stepped(seconds: float, rate: int) -> float:
    """``seconds`` of game time rounded down to a whole step of ``1 / rate`` seconds: an
    idle effect drawn from it changes only ``rate`` times a second (and the same time
    draws the same picture)."""
    return int(seconds * rate) / rate
