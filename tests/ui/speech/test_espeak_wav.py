"""A hand spoken through the system's real voice into WAV files, measured with sox: on
Linux pyttsx3 drives eSpeak NG, and each line must be sound (not silence) of a length
that fits its words. .ci/run installs espeak-ng and sox; the test skips only where they
cannot exist (not Linux), and fails on a Linux CI without them."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from drawpoker.ui.speech.engines import SystemVoice, engine_missing
from drawpoker.ui.speech.speaker import Line
from tests.support.speech import speak_a_hand

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="eSpeak NG and sox are the Linux speech path")


def _need_tools() -> None:
    missing = [n for n in ("sox",) if shutil.which(n) is None]
    if engine_missing() is not None:
        missing.append("espeak-ng (libespeak-ng)")
    if missing and not os.environ.get("CI"):
        pytest.skip(f"not installed here: {', '.join(missing)} (.ci/run installs them)")
    assert not missing, f"CI must have {', '.join(missing)}: .ci/run installs them"


def _stat(path: Path) -> dict[str, float]:
    out = subprocess.run(["sox", str(path), "-n", "stat"], capture_output=True, text=True,
                         check=True).stderr
    return {m.group(1).strip(): float(m.group(2))
            for m in re.finditer(r"^([A-Za-z ()]+):\s+(-?[0-9.]+)", out, re.M)}


def test_a_spoken_hand_is_sound_of_a_plausible_length(tmp_path: Path) -> None:
    _need_tools()
    writer = speak_a_hand(tmp_path)
    assert len(writer.files) >= 10, [line.text for line in writer.lines]
    joined = tmp_path / "hand.wav"
    run = subprocess.run(["sox", *map(str, writer.files), str(joined)], capture_output=True,
                         text=True, check=False)
    assert run.returncode == 0, (run.returncode, run.stderr,
                                 [(p.name, p.stat().st_size) for p in writer.files])
    total = _stat(joined)
    words = sum(len(line.text.split()) for line in writer.lines)
    # eSpeak NG's default rate is about 175-200 words a minute
    assert words / 5.0 <= total["Length (seconds)"] <= words / 1.0, (words, total)
    assert total["RMS     amplitude"] > 0.02, total  # sound, not silence
    print(f"spoken hand: {len(writer.files)} lines, {words} words, "
          f"{total['Length (seconds)']:.1f} s, RMS {total['RMS     amplitude']:.3f}")
    for path, line in zip(writer.files, writer.lines, strict=True):
        one = _stat(path)
        assert one["Length (seconds)"] > 0.2, (line.text, one)
        assert one["Maximum amplitude"] > 0.1, (line.text, one)


def test_each_language_is_spoken_by_its_own_voice(tmp_path: Path) -> None:
    _need_tools()
    voice = SystemVoice()
    lengths = {}
    for code, text in (("en", "You raise to forty"), ("ru", "Вы повышаете до сорока"),
                       ("sk", "Zvyšujete na štyridsať"), ("de", "Sie erhöhen auf vierzig")):
        path = voice.render(Line(text, code, 1.0), tmp_path / f"{code}.wav")
        lengths[code] = _stat(path)["Length (seconds)"]
        assert voice.voice_for(code) is not None, f"no {code} voice"
    assert all(0.5 < s < 5 for s in lengths.values()), lengths


def test_a_line_plays_on_the_mixer_and_a_newer_one_cuts_it(tmp_path: Path) -> None:
    """The system's voice plays a rendered line on pygame's mixer (the dummy device here)
    and returns when it has been heard; a line cut from another thread stops at once."""
    import threading
    import time

    import pygame

    _need_tools()
    pygame.mixer.init()
    try:
        voice = SystemVoice()
        t0 = time.monotonic()
        voice.speak(Line("Check", "en", 0.5))
        short = time.monotonic() - t0
        assert 0.2 < short < 10, short
        long_line = Line("Boris raises to forty. " * 20, "en", 0.5)
        threading.Timer(0.8, voice.stop).start()
        t0 = time.monotonic()
        voice.speak(long_line)
        assert time.monotonic() - t0 < 5, "a cut line stops at once"
    finally:
        pygame.mixer.quit()
