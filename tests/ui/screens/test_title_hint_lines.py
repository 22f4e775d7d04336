"""The title's hint under the menu at a larger text wraps into even lines: "500" no
longer stands alone on a second line under "Sit down at once at the default table: ...
your buy-in" (1280x800, 150 %; real App)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from drawpoker import i18n
from drawpoker.ui import text as ui_text
from drawpoker.ui.app import App
from tests.support.i18n import LANGS
from tests.support.screens import frames, make_app
from tests.support.text_layout import texts_of_frame


@pytest.fixture(autouse=True)
def normal_again() -> Iterator[None]:
    yield
    ui_text.set_text_scale(1.0)
    i18n.set_language("en")


@pytest.mark.reported("new-player-evening-2#22")
@pytest.mark.parametrize("size", ["1280x800", "1280x720", "960x540"])
@pytest.mark.parametrize("lang", LANGS)
def test_no_word_stands_alone_on_the_hints_last_line(tmp_path: Path, size: str, lang: str,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    app: App = make_app(tmp_path, size)
    i18n.set_language(lang)
    app.change_settings(text_size=150)
    frames(app, 3)
    hint = app.stack.top.hint(app.stack.top.pointed())
    lines = [d.text for d in texts_of_frame(app, monkeypatch) if d.text and d.text in hint]
    assert " ".join(lines).split() == hint.split(), lines
    if len(lines) > 1:
        assert len(lines[-1].split()) > 1, lines
        assert ui_text.text_width(lines[-1], 17) >= 0.4 * ui_text.text_width(lines[0], 17), lines
    app.stack.clear()
