"""The career road at a larger text: every room's name is drawn at one size, fitted once
for all rooms (they were drawn at very different sizes, each shrunk on its own)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from drawpoker import i18n
from drawpoker.career import ROOMS
from drawpoker.ui import text as ui_text
from tests.support.screens import make_app


@pytest.mark.reported("players-150-percent#6")
@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", ["en", "de", "ru", "sk"])
@pytest.mark.parametrize("size", ["960x540", "1280x720"])
def test_the_room_names_share_one_size(tmp_path: Path, size: str, language: str,
                                       percent: int, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, size)
    i18n.set_language(language)
    app.change_settings(text_size=percent)
    app.nav.push("career")
    app.step_frame()
    names = {i18n._(r.name) for r in ROOMS}
    sizes: dict[str, int] = {}
    real = ui_text.draw_text

    def spy(surface: Any, text: str, pos: Any, size_px: int, *a: Any, **kw: Any) -> Any:
        if sys._getframe(1).f_code.co_name == "draw_stop" and kw.get("bold") \
                and any(text and text in n for n in names):
            sizes[text] = size_px
        return real(surface, text, pos, size_px, *a, **kw)

    monkeypatch.setattr(ui_text, "draw_text", spy)
    app.stack.top.draw(app.screen)
    monkeypatch.undo()
    assert len(sizes) >= len(ROOMS) and len(set(sizes.values())) == 1, sizes
    app.stack.clear()
