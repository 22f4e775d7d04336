"""Who speaks: the system's voice through pyttsx3, or a recorder of the lines.

The system's voice is pyttsx3 (MPL-2.0, maintained; docs/accessibility.md says why): it
drives SAPI5 on Windows, NSSpeechSynthesizer on macOS and eSpeak NG on Linux, with no
network and no model files. Each line is rendered to a WAV file by the system's
synthesiser and played on pygame's mixer (so the voice channel's volume and the "cut
a stale line" rule work alike everywhere). Without pygame's mixer (no sound device it
can open) the system plays the file: on Linux ``aplay`` (alsa-utils), run by the game
so that its absence or failure is the voice's problem, never a silent line
(:func:`playback_missing`, :data:`NO_DEVICE`); on Windows and macOS the library's own
playback. Everything runs on the speaker's worker thread
(:mod:`drawpoker.ui.speech.speaker`), the pyttsx3 engine is made there on first use.
"""

from __future__ import annotations

import contextlib
import ctypes.util
import io
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import pygame

from drawpoker.ui.speech.speaker import Line

__all__ = ["NO_DEVICE", "NO_ENGINE", "RecorderEngine", "SystemVoice", "WavWriter",
           "engine_missing", "playback_missing"]

#: What the Settings row says when the system has no speech engine (Linux: eSpeak NG).
NO_ENGINE = "No speech engine found: install espeak-ng"
#: What the Settings row and a toast say when no sound device can play the voice.
NO_DEVICE = "No sound device: the voice can't be heard"
#: The program that plays a line's sound file on Linux without pygame's mixer.
LINUX_PLAYER = "aplay"
#: Seconds a line's sound file is waited for after the engine's loop ends.
WRITE_WAIT = 5.0
#: Seconds the driver's print after a file is written is waited for (swallowed).
SAVED_GRACE = 0.05


def engine_missing() -> str | None:
    """Why the system's voice cannot speak here, or None when it may.

    On Linux pyttsx3 speaks through the eSpeak NG (or eSpeak) library: without it the
    answer is :data:`NO_ENGINE` (cheap: no engine is started). Elsewhere the system's
    own voice is always there; a failure to start it surfaces as the speaker's problem.
    """
    if sys.platform.startswith("linux") and not (ctypes.util.find_library("espeak-ng")
                                                 or ctypes.util.find_library("espeak")):
        return NO_ENGINE
    return None


def playback_missing(mixer_open: bool) -> str | None:
    """Why a spoken line cannot be heard here, or None when it may.

    Args:
        mixer_open: pygame's mixer is open (a sound device of the game's own): the game
            plays the lines itself.

    Without it, Linux plays them with :data:`LINUX_PLAYER`: when that program is not
    installed the answer is :data:`NO_DEVICE`. Windows and macOS play them through the
    system's voice itself.
    """
    if mixer_open or not sys.platform.startswith("linux"):
        return None
    return None if shutil.which(LINUX_PLAYER) else NO_DEVICE


class RecorderEngine:
    """Keeps every line it is given instead of speaking (tests; ``spoken`` in order)."""

    name = "recorder"
    keeps_every_line = True

    def __init__(self) -> None:
        self.lines: list[Line] = []

    @property
    def spoken(self) -> list[str]:
        """The words of every line spoken so far."""
        return [line.text for line in self.lines]

    def speak(self, line: Line) -> None:
        self.lines.append(line)

    def stop(self) -> None:
        """Nothing to cut: a recorded line is done at once."""


class SystemVoice:
    """The system's speech through pyttsx3 (see the module doc).

    Raises (from :meth:`speak`, on the worker thread): ImportError, OSError or
    RuntimeError when pyttsx3 or the system's synthesiser cannot start.
    """

    name = "system voice"
    keeps_every_line = False

    def __init__(self) -> None:
        self._tts: Any = None
        self._voices: dict[str, str | None] = {}
        self._cut = threading.Event()
        #: the lines' sound files, four at a time, in a folder made on the worker thread at
        #: the first line (no room for it is the speaker's problem); removed at the quit
        self._files: tempfile.TemporaryDirectory[str] | None = None
        self._count = 0

    def _folder(self) -> Path:
        """The folder of the lines' sound files (OSError when it cannot be made)."""
        if self._files is None:
            self._files = tempfile.TemporaryDirectory(prefix="drawpoker-speech-")
        return Path(self._files.name)

    def _engine(self) -> Any:
        if self._tts is None:
            if sys.platform == "win32":  # SAPI5 is COM: each thread starts COM itself
                import comtypes  # type: ignore[import-untyped]

                comtypes.CoInitialize()
            import pyttsx3  # type: ignore[import-untyped]

            self._tts = pyttsx3.init()
        return self._tts

    def voice_for(self, language: str) -> str | None:
        """The id of the system voice that speaks ``language`` (``"ru"``...), or None
        when none does (the system's default voice speaks then)."""
        tts = self._engine()
        if language not in self._voices:
            found = None
            for v in tts.getProperty("voices"):
                langs = [str(x).lower().replace("_", "-") for x in (v.languages or [])]
                ident = str(v.id).lower()
                if any(x == language or x.startswith(language + "-") for x in langs) \
                        or ident.endswith("/" + language) or f"-{language}-" in ident:
                    found = v.id
                    break
            self._voices[language] = found
        return self._voices[language]

    def _use_language(self, language: str) -> None:
        voice = self.voice_for(language)
        if voice is not None:
            tts = self._engine()
            tts.setProperty("voice", voice)

    def render(self, line: Line, path: Path) -> Path:
        """Render ``line`` into the sound file ``path`` (WAV on Windows and Linux; the
        system's format on macOS) and return ``path``.

        The engine's loop can end before its synthesis callback (another thread on some
        drivers) has written the file: the file is waited for up to :data:`WRITE_WAIT`
        seconds.

        Raises:
            RuntimeError: the system's voice wrote no file by then (naming ``path``).
        """
        tts = self._engine()
        self._use_language(line.language)
        # the eSpeak driver prints "Audio saved to <path>" from its callback just after it
        # has written the file, maybe after its loop has ended: the print is swallowed
        # until the file is there and a moment after
        with contextlib.redirect_stdout(io.StringIO()):
            tts.save_to_file(line.text, str(path))
            tts.runAndWait()
            deadline = time.monotonic() + WRITE_WAIT
            while not path.exists() and time.monotonic() < deadline:
                time.sleep(0.01)
            time.sleep(SAVED_GRACE)
        if not path.exists():
            raise RuntimeError(f"the system voice wrote no sound file {path}")
        return path

    def speak(self, line: Line) -> None:
        self._cut.clear()
        mixer = bool(pygame.mixer.get_init())
        if not mixer and not sys.platform.startswith("linux"):  # the system's voice plays
            tts = self._engine()
            self._use_language(line.language)
            tts.setProperty("volume", line.volume)
            tts.say(line.text)
            tts.runAndWait()
            return
        folder = self._folder()
        self._count += 1
        path = self.render(line, folder / f"line{self._count % 4}.wav")
        if self._cut.is_set():
            return
        if not mixer:
            self._play_with_system(path)
            return
        sound = pygame.mixer.Sound(str(path))
        sound.set_volume(line.volume)
        channel = sound.play()
        while channel is not None and channel.get_busy() and not self._cut.wait(0.02):
            pass
        sound.stop()

    def _play_with_system(self, path: Path) -> None:
        """Play the sound file ``path`` with :data:`LINUX_PLAYER` until it ends or the line
        is cut.

        Raises:
            RuntimeError: the program is not installed (:data:`NO_DEVICE`), or it failed
                (no sound device it can open): its own words.
        """
        player = shutil.which(LINUX_PLAYER)
        if player is None:
            raise RuntimeError(NO_DEVICE)
        with subprocess.Popen([player, "-q", str(path)], stdin=subprocess.DEVNULL,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE) as run:
            while run.poll() is None:
                if self._cut.wait(0.02):
                    run.terminate()
            said = run.stderr.read().decode("utf-8", "replace").strip() if run.stderr else ""
        if run.returncode != 0 and not self._cut.is_set():
            reason = said.splitlines()[-1] if said else f"exit status {run.returncode}"
            raise RuntimeError(f"{LINUX_PLAYER}: {reason}")

    def stop(self) -> None:
        """Cut the line being spoken (from any thread)."""
        self._cut.set()
        if self._tts is not None and not pygame.mixer.get_init() \
                and not sys.platform.startswith("linux"):
            self._tts.stop()


class WavWriter:
    """Writes each line through the system's voice into ``folder/NNN.wav`` instead of
    playing it (the spoken-hand check measures the files)."""

    name = "wav writer"
    keeps_every_line = True

    def __init__(self, folder: Path, voice: SystemVoice | None = None) -> None:
        self.folder = folder
        self.voice = voice or SystemVoice()
        self.files: list[Path] = []
        self.lines: list[Line] = []

    def speak(self, line: Line) -> None:
        path = self.folder / f"{len(self.files):03d}.wav"
        self.files.append(self.voice.render(line, path))
        self.lines.append(line)

    def stop(self) -> None:
        """Nothing to cut: a file is written whole."""
