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


class _LateWriter:
    """An engine whose loop ends before its callback thread writes the file (``late``
    seconds after), or that never writes it (``late=None``)."""

    def __init__(self, late: float | None) -> None:
        self.late, self.path = late, ""

    def getProperty(self, name: str) -> Any:  # noqa: N802 (pyttsx3's name)
        return []

    def save_to_file(self, text: str, path: str) -> None:
        self.path = path

    def runAndWait(self) -> None:  # noqa: N802 (pyttsx3's name)
        import threading
        import time
        from pathlib import Path

        if self.late is not None:
            late, path = self.late, Path(self.path)

            def write() -> None:  # as the eSpeak driver's callback: the file, then a print
                time.sleep(late)
                path.write_bytes(b"RIFF")
                time.sleep(0.01)
                print(f"Audio saved to {path}")

            threading.Thread(target=write).start()


@pytest.mark.reported("ci-run")
def test_a_line_written_after_the_engines_loop_ends_is_waited_for(
        tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from drawpoker.ui.speech.speaker import Line

    monkeypatch.setattr("pyttsx3.init", lambda: _LateWriter(0.3))
    voice = SystemVoice()
    path = tmp_path / "000.wav"
    assert voice.render(Line("Hand 1", "en", 1.0), path) == path and path.exists()


@pytest.mark.reported("breaker-7")
def test_the_drivers_print_after_a_late_file_stays_off_the_terminal(
        tmp_path: Any, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """With --speak the eSpeak driver printed "Audio saved to /tmp/…" on the terminal for
    each line: its callback prints after its loop has ended."""
    import time

    from drawpoker.ui.speech.speaker import Line

    monkeypatch.setattr("pyttsx3.init", lambda: _LateWriter(0.2))
    SystemVoice().render(Line("Hand 1", "en", 1.0), tmp_path / "000.wav")
    time.sleep(0.1)
    assert "Audio saved" not in capsys.readouterr().out


def test_a_line_never_written_is_named(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from drawpoker.ui.speech import engines
    from drawpoker.ui.speech.speaker import Line

    monkeypatch.setattr(engines, "WRITE_WAIT", 0.1)
    monkeypatch.setattr("pyttsx3.init", lambda: _LateWriter(None))
    voice = SystemVoice()
    with pytest.raises(RuntimeError, match="wrote no sound file"):
        voice.render(Line("Hand 1", "en", 1.0), tmp_path / "000.wav")
