"""The volumes in the running game: each channel's slider and mute take effect at once
(effects on the sound bank, the ambience loop, the voice's lines)."""

from __future__ import annotations

from pathlib import Path

import pytest

from drawpoker.ui.speech.engines import RecorderEngine
from tests.support.screens import make_app


def test_each_channel_is_applied_live(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.start_files()
    if app.sounds is None or not app.sounds.available:
        pytest.skip("no mixer under this SDL audio driver")
    amb = app.services.ambience
    assert amb is not None and amb.available
    assert amb.playing and amb.level == pytest.approx(0.7 * 0.5)  # master x ambience
    app.change_settings(effects_volume=0.5)
    assert app.sounds.volume == pytest.approx(0.35) and not app.sounds.muted
    app.change_settings(effects_muted=True)
    assert app.sounds.muted
    app.change_settings(ambience_muted=True)
    assert not amb.playing and amb.level == 0.0
    app.change_settings(ambience_muted=False, ambience_volume=1.0)
    assert amb.playing and amb.level == pytest.approx(0.7)
    app.change_settings(muted=True)  # the master mute silences every channel
    assert not amb.playing and app.sounds.muted
    engine = RecorderEngine()
    app.voice.use(engine)
    app.change_settings(muted=False, speak_table=True, voice_volume=0.5)
    app.voice.say("Boris folds")
    assert app.voice.wait_idle(5)
    assert engine.lines[-1].volume == pytest.approx(0.35)
    app.change_settings(voice_muted=True)
    app.voice.say("Clara folds")
    assert app.voice.wait_idle(5)
    assert engine.spoken == ["Boris folds"]
