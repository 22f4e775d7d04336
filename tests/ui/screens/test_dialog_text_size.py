"""A dialog at a larger text shows its whole message: the box grows to hold every line
(and widens when the window's height is not enough), no line is dropped under the
buttons (the "Welcome back" notice at 150 % in Russian at 960x540 lost its last lines)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from drawpoker import i18n
from drawpoker.ui import text as ui_text
from tests.support.screens import make_app
from tests.support.text_layout import cut_labels, overlaps, texts_of_frame

SIZES = ["960x540", "1280x720", "1280x800", "1920x1080"]


@pytest.fixture(autouse=True)
def normal_text_afterwards() -> Iterator[None]:
    yield
    ui_text.set_text_scale(1.0)
    i18n.set_language("en")


@pytest.mark.reported("new-player-150-percent#4")
@pytest.mark.parametrize("language", ["en", "de", "ru", "sk"])
@pytest.mark.parametrize("size", SIZES)
def test_the_whole_message_is_shown(tmp_path: Path, size: str, language: str,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, size)
    i18n.set_language(language)
    app.change_settings(text_size=150)
    message = i18n._(
        "You left a table in the middle of hand {hand}. You can continue it exactly "
        "where it was, or leave the table: the hand is then played to its end with "
        "you checking or folding, and your chips go back to your bankroll.").format(hand=1)
    dialog = app.nav.push("notice", heading=i18n._("Welcome back"), message=message,
                          choices=[(i18n._("Continue"), "primary", None),
                                   (i18n._("Leave the table"), "neutral", None)])
    app.step_frame()
    drawn = texts_of_frame(app, monkeypatch)
    mine = [d for d in drawn if d.caller.startswith("drawpoker.ui.scenes.dialog")]
    assert " ".join(d.text for d in mine if d.text in message) == message
    top = min(b.rect.top for b in dialog.buttons)
    assert all(d.whole.bottom <= top for d in mine if d.text in message)
    assert not cut_labels(mine) and not overlaps(mine, app.size)
    app.stack.clear()
