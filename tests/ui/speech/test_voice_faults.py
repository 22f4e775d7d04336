"""The system's voice on a misbehaving disk: no room for its lines' sound files is the
voice's problem (told in Settings), never a traceback when speech is switched on."""

from __future__ import annotations

import errno
import tempfile
from typing import Any

import pygame
import pytest

from drawpoker.persistence.settings import Settings
from drawpoker.ui.speech.engines import SystemVoice
from drawpoker.ui.speech.voice import Voice


@pytest.mark.reported("breaker")
def test_no_room_for_the_lines_files_silences_the_voice_with_its_reason(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def full(*args: Any, **kwargs: Any) -> Any:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(tempfile, "TemporaryDirectory", full)
    pygame.mixer.init()  # the lines are rendered to files only for the mixer (dummy here)
    voice = Voice(make_engine=SystemVoice, missing=lambda: None)
    try:
        voice.apply(Settings(speak_table=True))  # raised OSError on the game's thread before
        voice.say("You have a pair of kings")
        assert voice.wait_idle(10.0)
        assert voice.problem is not None and "No space left on device" in voice.problem
    finally:
        voice.close()
        pygame.mixer.quit()
