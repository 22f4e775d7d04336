"""The game's command-line options: ``--language`` is for this run only, and there is one set of defaults."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from drawpoker import i18n
from drawpoker.persistence.settings import (
    Settings,
    save_settings,
)
from tests.support.userdata import app_in, saved_settings, write_json

# ---------------------------------------------------------------- 11


@pytest.mark.reported("breaker#13-16")
def test_language_option_is_for_this_run_only(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items()
           if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env.update(LANG="sk_SK.UTF-8", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    data = tmp_path / "data"
    for _ in range(2):  # the first start writes the file; the second must not change it
        result = subprocess.run([sys.executable, "-m", "drawpoker", "--frames", "3",
                                 "--language", "de", "--data-dir", str(data)],
                                cwd=tmp_path, env=env, capture_output=True, text=True,
                                timeout=90, stdin=subprocess.DEVNULL)
        assert result.returncode == 0, result.stderr
        saved = json.loads((data / "settings.json").read_text())["settings"]
        assert saved["language"] == "sk"  # the system language, not --language de


@pytest.mark.reported("breaker#7-19")
def test_command_line_language_is_for_this_run_only(tmp_path: Path) -> None:
    try:
        save_settings(tmp_path / "settings.json", Settings(language="sk"))
        app = app_in(tmp_path, language="de")
        assert app.settings.language == "de" and i18n.current_language() == "de"
        app.change_settings(animation_speed="fast")
        assert saved_settings(tmp_path)["language"] == "sk"
        assert saved_settings(tmp_path)["animation_speed"] == "fast"
        app.change_settings(language="ru")  # the player's own choice is kept
        assert saved_settings(tmp_path)["language"] == "ru"
    finally:
        i18n.set_language("en")


@pytest.mark.reported("breaker#7-19")
def test_command_line_language_on_a_first_start_is_not_saved(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch
                                                              ) -> None:

    monkeypatch.setattr(i18n, "detect_system_language", lambda: "sk")
    try:
        app_in(tmp_path, language="de")
        assert saved_settings(tmp_path)["language"] == "sk"
    finally:
        i18n.set_language("en")


@pytest.mark.reported("breaker#7-19")
def test_one_set_of_defaults(tmp_path: Path) -> None:
    fresh = app_in(tmp_path / "fresh").settings
    (tmp_path / "partial").mkdir()
    write_json(tmp_path / "partial" / "settings.json",
           {"format": "drawpoker-settings", "version": 2, "settings": {"language": "en"}})
    partial = app_in(tmp_path / "partial").settings
    (tmp_path / "bad").mkdir()
    (tmp_path / "bad" / "settings.json").write_text("{not json")
    damaged = app_in(tmp_path / "bad").settings
    defaults = Settings()
    for key in ("advisor_enabled", "confirm_allin", "volume", "animation_speed",
                "confirm_call_fraction", "auto_next_hand_seconds"):
        assert getattr(fresh, key) == getattr(partial, key) == getattr(damaged, key) \
            == getattr(defaults, key), key
