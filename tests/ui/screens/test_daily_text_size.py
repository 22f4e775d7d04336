"""The daily challenge's score and mode lines stay above its buttons at every text size
(at 1280x720 150 % the buttons covered "Scored try · score 0 of 1,000")."""

from __future__ import annotations

from pathlib import Path

import pytest

from drawpoker import i18n
from tests.support.screens import make_app
from tests.support.text_layout import texts_of_frame


@pytest.mark.reported("players-150-percent#3")
@pytest.mark.parametrize("percent", [100, 125, 150])
@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", ["960x540", "1280x720", "1920x1080"])
def test_the_score_line_stays_above_the_buttons(tmp_path: Path, size: str, language: str,
                                                percent: int,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, size)
    i18n.set_language(language)
    app.change_settings(text_size=percent)
    scene = app.nav.push("daily")
    app.step_frame()
    drawn = texts_of_frame(app, monkeypatch)
    lines = [d for d in drawn if d.caller == "drawpoker.ui.scenes.daily:draw"]
    assert len(lines) >= 2, [d.text for d in drawn]  # the heading's band, the score, the mode
    top = min(b.rect.top for b in scene.buttons)
    assert all(d.whole.bottom <= top for d in lines), [(d.text, d.whole, top) for d in lines]
    app.stack.clear()
