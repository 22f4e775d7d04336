"""The system's voice speaks a hand on every platform: pyttsx3 drives SAPI5 on Windows,
NSSpeechSynthesizer on macOS and eSpeak NG on Linux (docs/accessibility.md). Each line of
a played hand must become a sound file of real sound; a WAV file (Windows, Linux) is
read whole. The release workflow runs this file on Windows and macOS; .ci/run runs it
here with eSpeak NG."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from drawpoker.ui.speech.engines import engine_missing
from tests.support.speech import is_wav, speak_a_hand, wav_facts


def test_every_line_of_a_hand_becomes_sound(tmp_path: Path) -> None:
    missing = engine_missing()
    if missing is not None and not os.environ.get("CI"):
        pytest.skip(missing)
    assert missing is None, f"CI must have the system's voice: {missing}"
    writer = speak_a_hand(tmp_path)
    assert len(writer.files) >= 10, [line.text for line in writer.lines]
    for path, line in zip(writer.files, writer.lines, strict=True):
        assert path.is_file() and path.stat().st_size > 4000, (line.text, path)
        if is_wav(path):
            seconds, peak = wav_facts(path)
            assert seconds > 0.2 and peak > 0.1, (line.text, seconds, peak)
    print(f"{len(writer.files)} lines spoken to files, "
          f"{sum(p.stat().st_size for p in writer.files):,} bytes")
