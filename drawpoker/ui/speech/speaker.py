"""Speech off the UI thread: lines wait in a queue, one worker thread speaks them.

A frame never waits for speech: :meth:`Speaker.say` only queues the line. The worker
speaks the lines in order; a line that waited longer than :data:`STALE_SECONDS` is
dropped (the table has moved on; an engine that ``keeps_every_line`` gets them all), and a line said with ``interrupt=True`` (the focused
control, a key the player pressed) drops every waiting line and cuts the one being
spoken. An engine that fails stops the speaker; :attr:`Speaker.problem` says why.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Protocol

__all__ = ["ENGINE_ERRORS", "STALE_SECONDS", "Engine", "Line", "Speaker"]

#: A table line still waiting after this many seconds is not spoken any more.
STALE_SECONDS = 8.0
#: What an engine may raise when it cannot speak (a missing library or voice, a broken
#: sound file); the speaker stops and names it in :attr:`Speaker.problem`.
ENGINE_ERRORS = (ImportError, OSError, RuntimeError, ValueError, KeyError, AttributeError)


@dataclass(frozen=True)
class Line:
    """One line to speak: its words, the language code (``"en"``, ``"ru"``...), the
    volume 0.0..1.0 and when it was queued (``time.monotonic()`` seconds)."""

    text: str
    language: str
    volume: float
    made: float = field(default_factory=time.monotonic)


class Engine(Protocol):
    """Who speaks. ``speak`` runs on the speaker's worker thread and returns when the
    line has been spoken or :meth:`stop` cut it; ``stop`` may be called from any thread."""

    name: str
    #: True: every line is spoken, however long it waited (a recorder, a file writer)
    keeps_every_line: bool

    def speak(self, line: Line) -> None: ...

    def stop(self) -> None: ...


class Speaker:
    """Lines queued from the UI thread, spoken by one daemon worker thread.

    Args:
        engine: the :class:`Engine` that speaks.

    Attributes:
        problem: why the speaker stopped (the engine's error), or None.
    """

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.problem: str | None = None
        self._lines: deque[Line] = deque()
        self._cond = threading.Condition()
        self._busy = False
        self._closed = False
        self._thread: threading.Thread | None = None

    def say(self, line: Line, *, interrupt: bool = False) -> None:
        """Queue ``line`` (never blocks). With ``interrupt`` the waiting lines are
        dropped and the line being spoken is cut first. Does nothing once stopped."""
        with self._cond:
            if self._closed or self.problem is not None:
                return
            if interrupt:
                self._lines.clear()
                if self._busy:
                    self.engine.stop()
            self._lines.append(line)
            if self._thread is None:
                self._thread = threading.Thread(target=self._work, name="drawpoker-speech",
                                                daemon=True)
                self._thread.start()
            self._cond.notify()

    def wait_idle(self, timeout: float = 10.0) -> bool:
        """Wait until every queued line has been spoken (tests, the WAV check); True
        when idle within ``timeout`` seconds."""
        end = time.monotonic() + timeout
        with self._cond:
            while self._lines or self._busy:
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
        return True

    def close(self) -> None:
        """Stop speaking and end the worker (the lines still waiting are dropped)."""
        with self._cond:
            self._closed = True
            self._lines.clear()
            if self._busy:
                self.engine.stop()
            self._cond.notify_all()

    def _next(self) -> Line | None:
        with self._cond:
            while not self._lines and not self._closed:
                self._cond.wait()
            if self._closed:
                return None
            line = self._lines.popleft()
            self._busy = True
            return line

    def _work(self) -> None:
        while (line := self._next()) is not None:
            try:
                if self.engine.keeps_every_line or time.monotonic() - line.made <= STALE_SECONDS:
                    self.engine.speak(line)
            except ENGINE_ERRORS as exc:
                with self._cond:
                    self.problem = f"{self.engine.name}: {exc or type(exc).__name__}"
                    self._lines.clear()
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()
            if self.problem is not None:
                return
