"""The room under the game: the ambience loop (``sounds/ambience.wav``, made by
``tools/make_sounds.py``) played without end on a mixer channel of its own, at the
ambience channel's level (``Settings.channel_level("ambience")``: the master volume
times the ambience volume, 0 while either is muted).

Like the sound effects (:mod:`drawpoker.ui.audio`), it never stops the game: without a
sound device, or with the file missing or damaged (reported once through
:func:`drawpoker.resources.report_problem`), the room is silent.
"""

from __future__ import annotations

import contextlib

import pygame

from drawpoker.resources import AssetNotFoundError, asset_path, report_problem

__all__ = ["AMBIENCE_FILE", "Ambience"]

#: The loop's asset path.
AMBIENCE_FILE = "sounds/ambience.wav"


class Ambience:
    """The ambience loop.

    Attributes:
        level: the loudness it plays at, 0.0..1.0 (0: stopped).
        available: the mixer runs and the loop is loaded.
    """

    def __init__(self) -> None:
        self.level = 0.0
        self._sound: pygame.mixer.Sound | None = None
        self._channel: pygame.mixer.Channel | None = None
        self.available = bool(pygame.mixer.get_init())
        if not self.available:
            return
        try:
            self._sound = pygame.mixer.Sound(str(asset_path(AMBIENCE_FILE)))
        except AssetNotFoundError:
            report_problem(AMBIENCE_FILE, "missing")
        except (pygame.error, OSError, ValueError, RuntimeError) as exc:
            report_problem(AMBIENCE_FILE, str(exc) or type(exc).__name__)
        self.available = self._sound is not None

    def set_level(self, level: float) -> None:
        """Play at ``level`` (0.0..1.0, clamped); 0 stops the loop, more starts it."""
        self.level = min(1.0, max(0.0, float(level)))
        if self._sound is None:
            return
        with contextlib.suppress(pygame.error):
            if self.level <= 0.0:
                if self._channel is not None:
                    self._channel.stop()
                self._channel = None
                return
            if self._channel is None or not self._channel.get_busy():
                self._channel = self._sound.play(loops=-1, fade_ms=1500)
            if self._channel is not None:
                self._channel.set_volume(self.level)

    @property
    def playing(self) -> bool:
        """The loop is playing now."""
        return self._channel is not None and bool(self._channel.get_busy())
