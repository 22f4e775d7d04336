"""No sound device and no ``aplay``: "Speak the table" was silent without a word (pyttsx3
plays through ``os.system("aplay ...")`` and ignores its failure). Now the setting's row
and a toast at start say why, and the game plays on."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pygame
import pytest

from drawpoker.persistence.settings import Settings
from drawpoker.ui.speech import engines
from drawpoker.ui.speech.engines import RecorderEngine, SystemVoice, engine_missing
from drawpoker.ui.speech.voice import Voice
from tests.support.harness import Harness

pytestmark = pytest.mark.reported("tester: no sound device and no aplay, the voice was "
                                  "silent without saying why")

NO_DEVICE = "No sound device: the voice can't be heard"


@pytest.fixture()
def no_player(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Linux system without ``aplay``."""
    monkeypatch.setattr(sys, "platform", "linux")
    real = shutil.which
    monkeypatch.setattr(shutil, "which",
                        lambda name, *a, **k: None if name == "aplay" else real(name, *a, **k))


def test_the_voice_says_why_it_cannot_be_heard(no_player: None) -> None:
    recorder = RecorderEngine()
    voice = Voice(make_engine=lambda: recorder, missing=lambda: None)
    try:
        voice.apply(Settings(speak_table=True))
        assert voice.sound_device(False) == NO_DEVICE
        assert voice.problem == NO_DEVICE
        voice.say("You have a pair of kings")
        assert voice.wait_idle(5.0) and recorder.spoken == []  # nothing said into nothing
    finally:
        voice.close()


def test_a_sound_device_or_a_player_is_enough(no_player: None,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    voice = Voice(make_engine=RecorderEngine, missing=lambda: None)
    try:
        voice.apply(Settings(speak_table=True))
        assert voice.sound_device(True) is None and voice.problem is None
        monkeypatch.setattr(shutil, "which", lambda name, *a, **k: "/usr/bin/" + name)
        assert voice.sound_device(False) is None
    finally:
        voice.close()


def test_nothing_is_told_while_the_setting_is_off(no_player: None) -> None:
    voice = Voice(make_engine=RecorderEngine, missing=lambda: None)
    voice.apply(Settings(speak_table=False))
    assert voice.sound_device(False) is None and voice.problem is None


@pytest.mark.skipif(engine_missing() is not None, reason="no eSpeak NG library here")
def test_the_system_voice_without_a_player_is_the_voice_s_problem(no_player: None) -> None:
    """The system's voice, no mixer, no ``aplay``: its line fails with the reason (before,
    the library's playback printed nothing and the speaker looked fine)."""
    pygame.mixer.quit()  # no sound device of the game's own
    voice = Voice(make_engine=SystemVoice, missing=lambda: None, unheard=lambda present: None)
    try:
        voice.apply(Settings(speak_table=True))
        voice.say("You have a pair of kings")
        assert voice.wait_idle(20.0)
        assert voice.problem is not None and engines.NO_DEVICE in voice.problem
    finally:
        voice.close()


def test_the_game_starts_and_tells_it_in_a_toast(tmp_path: Path, no_player: None,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "settings.json").write_text(
        '{"format": "drawpoker-settings", "version": 2, "settings": {"speak_table": true}}',
        encoding="utf-8")

    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    h = Harness(tmp_path)
    try:
        h.app.start_scenes()
        h.frames(3)
        shown = [h.app.toast[0]] if h.app.toast else []
        told = shown + [text for text, _seconds in h.app.toasts.waiting]
        assert NO_DEVICE in told, told  # shown, or after the start's own toast
        assert h.app.stack.scenes and h.app.running  # the game plays on
        assert h.until(lambda: h.app.toast is not None and h.app.toast[0] == NO_DEVICE, 1200)
    finally:
        h.close()
