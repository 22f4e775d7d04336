"""The sound channels: effects, voice and ambience, each with a volume and a mute,
scaled by the master volume; a settings file from before them sounds as it did."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from drawpoker.persistence.settings import SOUND_CHANNELS, Settings, load_settings


def test_each_channel_is_the_master_times_its_own_and_silent_when_either_is_muted() -> None:
    s = Settings(volume=0.8, effects_volume=0.5, voice_volume=1.0, ambience_volume=0.25)
    assert s.channel_level("effects") == pytest.approx(0.4)
    assert s.channel_level("voice") == pytest.approx(0.8)
    assert s.channel_level("ambience") == pytest.approx(0.2)
    assert s.replace(voice_muted=True).channel_level("voice") == 0.0
    assert s.replace(voice_muted=True).channel_level("effects") == pytest.approx(0.4)
    assert all(s.replace(muted=True).channel_level(c) == 0.0 for c in SOUND_CHANNELS)
    with pytest.raises(ValueError, match="unknown sound channel 'music'"):
        s.channel_level("music")
    with pytest.raises(ValueError, match="effects_volume: must be between 0.0 and 1.0"):
        s.replace(effects_volume=1.5)
    with pytest.raises(ValueError, match="text_size: must be one of 100, 125, 150"):
        s.replace(text_size=175)


def test_an_older_file_keeps_its_master_volume_and_mute(tmp_path: Path) -> None:
    """A file written before the channels had only ``volume`` and ``muted``: the effects
    play exactly as loud as they did, the new keys take their defaults, nothing is reset."""
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": "drawpoker-settings", "version": 2,
                                "settings": {"volume": 0.35, "muted": False}}))
    settings, notices, _writable = load_settings(path)
    assert not notices
    assert settings.volume == pytest.approx(0.35)
    assert settings.channel_level("effects") == pytest.approx(0.35)
    assert (settings.speak_table, settings.text_size) == (False, 100)
    assert not (settings.effects_muted or settings.voice_muted or settings.ambience_muted)


def test_a_bad_channel_value_takes_its_default_and_is_named(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": "drawpoker-settings", "version": 2, "settings": {
        "voice_volume": "loud", "text_size": 130, "ambience_muted": True}}))
    settings, notices, _writable = load_settings(path)
    assert settings.voice_volume == Settings().voice_volume
    assert settings.text_size == 100 and settings.ambience_muted is True
    assert set(notices[0].keys) == {"voice_volume", "text_size"}
