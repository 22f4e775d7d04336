"""Settings > Text size: changing it lays the list out again with the row being edited
where it was, under the pointer, so a second click at the same spot changes the same row
(real App, real clicks)."""

from __future__ import annotations

from pathlib import Path

import pytest

from drawpoker.i18n import _
from drawpoker.ui.scenes.settings import SettingsScene
from tests.support.screens import click, make_app, row, title_button


@pytest.mark.reported("new-player-150-percent#1")
@pytest.mark.parametrize("size", ["960x540", "1280x720", "1280x800"])
def test_the_text_size_row_stays_under_the_pointer(tmp_path: Path, size: str) -> None:
    app = make_app(tmp_path, size)
    click(app, title_button(app, "Settings").center)
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    text_row = row(scene, _("Text size"))
    scene.scroll_to(text_row)
    scene.scroll_by(text_row.rect.centery - scene.viewport.centery)  # in the middle
    app.step_frame()
    # the right arrow of the row: each click one size larger, then one smaller
    for want in (125, 150):
        arrow = text_row.control_rect(scene.px)
        spot = (arrow.right - 4, arrow.centery)
        click(app, spot, 3)
        assert app.settings.text_size == want
        assert text_row.rect.collidepoint(spot), (want, text_row.rect, spot)
        assert scene.viewport.contains(text_row.rect), (want, text_row.rect, scene.viewport)
    arrow = text_row.control_rect(scene.px)
    spot = (arrow.left + 4, arrow.centery)
    click(app, spot, 3)
    assert app.settings.text_size == 125
    assert text_row.rect.collidepoint(spot), (text_row.rect, spot)


@pytest.mark.reported("new-player-evening-3#9")
@pytest.mark.parametrize("language", ["en", "de", "ru", "sk"])
def test_the_text_size_rows_hint_is_whole_at_100_percent(tmp_path: Path, language: str) -> None:
    """The one setting a player with poor eyesight looks for read "Text and controls grow;
    the screens lay out…" at 960x540: its hint fits its row whole in every language."""
    from drawpoker import i18n
    from drawpoker.ui import text as ui_text
    from tests.support.layout_matrix import app_at

    app = app_at(tmp_path, (960, 540), language, 100)
    try:
        app.nav.push("settings")
        for _ in range(2):
            app.step_frame()
        scene = app.stack.top
        assert isinstance(scene, SettingsScene)
        row = next(r for r in scene.rows if r.label == i18n._("Text size"))
        assert row.hint == i18n._("Bigger text and controls on every screen")
        lines, px = row.hint_lines(scene.px)
        assert lines == [row.hint] and px >= 9, lines
        assert ui_text.text_width(row.hint, px) <= row.label_room(scene.px), row.hint
    finally:
        app.stack.clear()
        i18n.set_language("en")
