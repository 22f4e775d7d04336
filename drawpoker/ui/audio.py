"""Sound effects: a small bank of the table's sounds with volume and mute.

The sounds are WAV files made by ``tools/make_sounds.py`` (``assets/sounds``). A machine
without a sound device must still run the game: if ``pygame.mixer`` can't start, the bank
goes silent and :meth:`SoundBank.play` does nothing, never raising (known-faults B50). A
file that is missing or can't be loaded is left out (reported once on stderr and in the
game's notice by :func:`drawpoker.resources.report_problem`); the other sounds play.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

import pygame

from drawpoker.resources import AssetNotFoundError, asset_path, problems, report_problem

__all__ = ["SOUND_NAMES", "SoundBank"]

#: Every sound the game plays, by name.
SOUND_NAMES: tuple[str, ...] = (
    "shuffle",
    "deal",
    "flip",
    "check",
    "bet",
    "chips_to_pot",
    "pot_push",
    "big_pot",
    "fold",
    "click",
    "your_turn",
)
#: Extra takes of the frequent sounds (``deal_2.wav`` ...), played in turn.
_TAKES: dict[str, int] = {"deal": 3, "flip": 2, "bet": 3, "check": 2, "chips_to_pot": 2}


def _broken_files() -> set[str]:
    return {p.relpath for p in problems()}


def _take_files(name: str) -> list[str]:
    return [f"sounds/{name}.wav"] + [
        f"sounds/{name}_{k}.wav" for k in range(2, _TAKES.get(name, 1) + 1)
    ]


class SoundBank:
    """The game's sound effects.

    Args:
        volume: Master volume, 0.0 (silent) .. 1.0 (full); clamped.
        muted: Start muted.
        init_mixer: Start ``pygame.mixer`` if it isn't running (44.1 kHz, small buffer
            for low latency). With False, a bank made before the mixer runs is silent.

    Attributes:
        available: True when the mixer runs; False means the bank is silent (no sound
            device). The reason is in :attr:`problem`.
        problem: Why the bank is silent or which sound files are missing or damaged
            (those takes are left out, a sound with no take left is silent; each file
            is reported with ``drawpoker.resources.report_problem``), or None.
    """

    def __init__(self, *, volume: float = 0.8, muted: bool = False,
                 init_mixer: bool = True) -> None:
        self._sounds: dict[str, list[pygame.mixer.Sound]] = {}
        self._next: dict[str, int] = {}
        self._volume = self._clamp(volume)
        self._muted = bool(muted)
        self.available = False
        self.problem: str | None = None
        try:
            if not pygame.mixer.get_init():
                if not init_mixer:
                    self.problem = "the mixer is not running"
                    return
                pygame.mixer.init(frequency=44_100, size=-16, channels=2, buffer=512)
        except (pygame.error, OSError, ValueError, RuntimeError) as exc:
            self.problem = f"sound is off: {exc}"
            return
        for name in SOUND_NAMES:
            self._sounds[name] = [take for rel in _take_files(name)
                                  if (take := self._load(rel)) is not None]
            self._next[name] = 0
        missing = [rel for name in SOUND_NAMES for rel in _take_files(name)
                   if rel in _broken_files()]
        if missing:
            self.problem = "missing or damaged: " + ", ".join(missing)
        self.available = True
        self._apply_volume()

    @staticmethod
    def _load(relpath: str) -> pygame.mixer.Sound | None:
        """One sound file, or None (reported with ``report_problem``) when it is missing
        or can't be decoded: that take is left out, the other sounds still play."""
        try:
            return pygame.mixer.Sound(str(asset_path(relpath)))
        except AssetNotFoundError:
            report_problem(relpath, "missing")
        except (pygame.error, OSError, ValueError, RuntimeError) as exc:
            report_problem(relpath, str(exc) or type(exc).__name__)
        return None

    @staticmethod
    def _clamp(value: float) -> float:
        try:
            v = float(value)
        except (TypeError, ValueError) as exc:
            raise ValueError(f"volume must be a number from 0 to 1, got {value!r}") from exc
        if v != v:  # NaN
            raise ValueError("volume must be a number from 0 to 1, got NaN")
        return min(1.0, max(0.0, v))

    def _apply_volume(self) -> None:
        level = 0.0 if self._muted else self._volume
        for takes in self._sounds.values():
            for sound in takes:
                with contextlib.suppress(pygame.error):
                    sound.set_volume(level)

    @property
    def volume(self) -> float:
        """Master volume 0.0 .. 1.0 (values outside are clamped; not a number -> ValueError)."""
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = self._clamp(value)
        self._apply_volume()

    @property
    def muted(self) -> bool:
        """True while muted (the volume is kept and comes back on unmute)."""
        return self._muted

    @muted.setter
    def muted(self, value: bool) -> None:
        self._muted = bool(value)
        self._apply_volume()

    def play(self, name: str) -> None:
        """Play one sound; nothing happens when muted, at volume 0, or without sound.

        Frequent sounds rotate through their takes so repeats vary.

        Args:
            name: One of :data:`SOUND_NAMES`.

        Raises:
            ValueError: ``name`` is not a sound name (a programming error, raised even
                when the bank is silent so it is caught in tests).
        """
        if name not in SOUND_NAMES:
            raise ValueError(f"unknown sound {name!r}; sounds are {', '.join(SOUND_NAMES)}")
        if not self.available or self._muted or self._volume <= 0.0:
            return
        takes = self._sounds[name]
        if not takes:  # every file of this sound is missing or damaged
            return
        i = self._next[name]
        self._next[name] = (i + 1) % len(takes)
        with contextlib.suppress(pygame.error):
            takes[i].play()

    def stop(self) -> None:
        """Stop every sound that is playing (never raises)."""
        if not self.available:
            return
        with contextlib.suppress(pygame.error):
            pygame.mixer.stop()

    @staticmethod
    def files() -> list[Path]:
        """Paths of every sound file the bank loads (for checks and packaging)."""
        return [asset_path(rel) for name in SOUND_NAMES for rel in _take_files(name)]
