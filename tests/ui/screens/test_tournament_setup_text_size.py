"""Tournament set-up at 150 % text: the levels panel beside the rows shows every level it
lists (in two columns, its text stepping down towards its 100 % size if need be), or
says how many more there are; it showed the first four and nothing after them."""

from __future__ import annotations

from pathlib import Path

import pytest

from drawpoker import i18n
from drawpoker.session.tournament.setup import level_text
from drawpoker.ui.scenes.tournament_setup import SHOWN_LEVELS
from tests.support.screens import make_app
from tests.support.text_layout import cut_labels, overlaps, texts_of_frame


@pytest.mark.reported("players-150-percent#5")
@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", ["en", "de", "ru", "sk"])
@pytest.mark.parametrize("size", ["960x540", "1280x720", "1920x1080"])
def test_the_levels_panel_shows_or_counts_every_level(tmp_path: Path, size: str,
                                                      language: str, percent: int,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, size)
    i18n.set_language(language)
    app.change_settings(text_size=percent)
    scene = app.nav.push("tournament")
    app.step_frame()
    drawn = [d for d in texts_of_frame(app, monkeypatch)
             if d.caller.endswith("tournament_setup:_levels_list")]
    levels = scene.setup.schedule().levels[:SHOWN_LEVELS]
    shown = [d for d in drawn if d.text in {level_text(lv) for lv in levels}]
    more = [d for d in drawn if d.text.split()[0] not in {level_text(lv).split()[0]
                                                          for lv in levels}
            and not d.text.isdigit()]
    counted = int("".join(c for c in more[0].text if c.isdigit())) if more else 0
    assert len(shown) + counted == len(levels), [d.text for d in drawn]
    assert all(d.whole.bottom <= scene.preview.bottom for d in drawn)
    assert not cut_labels(drawn) and not overlaps(drawn, app.size)
    app.stack.clear()


@pytest.mark.reported("coordinator-look#1")
@pytest.mark.parametrize("language", ["en", "de", "ru", "sk"])
@pytest.mark.parametrize("size", ["960x540", "1280x720"])
def test_the_levels_panel_lists_the_first_levels_before_its_note(
        tmp_path: Path, size: str, language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """At 150 % text the first three levels are listed whatever the panel's height: the
    note on how much they rise gives way first (it listed none, "and 12 more levels",
    under the note at 960x540 in Russian)."""
    app = make_app(tmp_path, size)
    i18n.set_language(language)
    app.change_settings(text_size=150)
    scene = app.nav.push("tournament")
    app.step_frame()
    drawn = [d.text for d in texts_of_frame(app, monkeypatch)]
    first = [level_text(lv) for lv in scene.setup.schedule().levels[:3]]
    assert all(t in drawn for t in first), drawn
    app.stack.clear()
