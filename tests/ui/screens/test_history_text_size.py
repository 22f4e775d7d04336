"""Hand history at 150 % text: a row whose day and time do not fit beside a long title
shows the day alone, whole (it read "Dec…")."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from drawpoker import i18n
from drawpoker.ui import text as ui_text
from drawpoker.ui.widgets.history_rows import HandRow
from tests.support.records import play_hands
from tests.support.screens import make_app
from tests.support.text_layout import cut_labels, texts_of_frame


@pytest.fixture(autouse=True)
def normal_text_afterwards() -> Iterator[None]:
    yield
    ui_text.set_text_scale(1.0)
    i18n.set_language("en")


@pytest.mark.reported("players-150-percent#6")
@pytest.mark.parametrize("language", ["en", "de", "ru", "sk"])
@pytest.mark.parametrize("size", ["960x540", "1280x720"])
def test_a_rows_date_is_not_cut(tmp_path: Path, size: str, language: str,
                                monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, size)
    i18n.set_language(language)
    app.change_settings(text_size=150)
    play_hands(app.profile, 3)
    scene = app.nav.push("history")
    for _ in range(3):
        app.step_frame()
    rows = [r for r in scene.rows if isinstance(r, HandRow)]
    assert rows
    for r in rows:  # a long session, a late hand
        r.label = i18n._("Session {session} \u00b7 hand {number}").format(session=12,
                                                                          number=140)
    drawn = [d for d in texts_of_frame(app, monkeypatch)
             if d.caller.startswith("drawpoker.ui.widgets.history_rows")]
    assert not cut_labels(drawn), cut_labels(drawn)
    app.stack.clear()
