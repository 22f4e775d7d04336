"""A hand spoken through the system's real voice into sound files, and what a file holds.

:func:`speak_a_hand` plays one cash hand at instant speed with "Speak the table" on and
the system's voice (pyttsx3) writing each line to ``NNN.wav`` instead of playing it;
:func:`wav_facts` reads a WAV file's length and loudness with the standard library.
"""

from __future__ import annotations

import wave
from pathlib import Path

import numpy as np

from drawpoker.ui.speech.engines import SystemVoice, WavWriter
from tests.support.harness import Harness


def speak_a_hand(folder: Path, seed: int = 9) -> WavWriter:
    """Play one hand (seed ``seed``) under ``folder`` and return the writer of its lines.

    Raises:
        AssertionError: the hand did not end or the voice did not finish within 60 s.
    """
    h = Harness(folder / "data", seed=seed, speed="instant")
    try:
        out = folder / "wav"
        out.mkdir()
        writer = WavWriter(out, SystemVoice())
        h.app.voice.use(writer)
        h.app.change_settings(speak_table=True)
        t = h.sit_down(persist=False)
        for _ in range(30):
            mode = h.wait_mode("bet", "draw", "show", "over", "busted", limit=3000)
            if mode in ("over", "busted"):
                break
            h.answer(mode)
        h.frames(5)
        assert h.app.voice.wait_idle(60)
        assert t.mode in ("over", "busted")
    finally:
        h.close()
    return writer


def is_wav(path: Path) -> bool:
    """The file starts as a RIFF/WAVE file does."""
    head = path.read_bytes()[:12]
    return head[:4] == b"RIFF" and head[8:12] == b"WAVE"


def wav_facts(path: Path) -> tuple[float, float]:
    """(length in seconds, peak amplitude 0..1) of a 16-bit or 8-bit PCM WAV file.

    Raises:
        wave.Error: not a PCM WAV file.
    """
    with wave.open(str(path), "rb") as w:
        frames = w.readframes(w.getnframes())
        seconds = w.getnframes() / w.getframerate()
        width = w.getsampwidth()
    if width == 2:
        samples = np.frombuffer(frames, dtype="<i2").astype(np.float64) / 32768.0
    elif width == 1:
        samples = (np.frombuffer(frames, dtype=np.uint8).astype(np.float64) - 128.0) / 128.0
    else:
        raise wave.Error(f"{path.name}: {8 * width}-bit samples, expected 8 or 16")
    return seconds, float(np.abs(samples).max()) if samples.size else 0.0
