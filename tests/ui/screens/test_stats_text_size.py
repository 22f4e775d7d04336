"""Statistics at 150 % text: the note under "How you play" is drawn whole and no smaller
than at 100 % (it stopped at "… Call, raise, fold: when", then was shrunk under its
100 % size to fit); the summary taller than the panel scrolls (wheel, PageDown, the focus
on *Is the deal fair?*); the scope control gives its short label the room of the long
one (real App, real events)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from drawpoker import i18n
from drawpoker.ui.app import App
from drawpoker.ui.scenes.stats import FAIRNESS
from tests.support.harness import post_key, post_pad
from tests.support.records import play_hands
from tests.support.screens import frames, make_app
from tests.support.text_layout import Drawn, texts_of_frame

SIZES = ("960x540", "1280x720", "1280x800", "1920x1080")
LANGUAGES = ("en", "de", "ru", "sk")
NOTE = "Open: bets when nobody has bet. Call, raise, fold: when facing a bet."



def _stats(tmp_path: Path, size: str, language: str, percent: int) -> tuple[App, Any]:
    app = make_app(tmp_path, size)
    i18n.set_language(language)
    app.change_settings(text_size=percent)
    play_hands(app.profile, 4)
    scene = app.nav.push("stats")
    frames(app, 3)
    return app, scene


def _note_lines(app: App, scene: Any, monkeypatch: pytest.MonkeyPatch) -> list[Drawn]:
    scene.show(0)  # the page is drawn once, then blitted: drawn again in the frame read
    note = i18n._(NOTE)
    return [d for d in texts_of_frame(app, monkeypatch)
            if d.text in note and " " in d.text]  # (not the column heads "Open", "Call")


@pytest.mark.reported("players-150-percent#6")
@pytest.mark.parametrize(("size", "language"), [
    (size, language) for size in SIZES for language in LANGUAGES])
def test_the_how_you_play_note_is_whole_and_no_smaller_than_at_100_percent(
        tmp_path: Path, size: str, language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app, scene = _stats(tmp_path, size, language, 100)
    normal = _note_lines(app, scene, monkeypatch)
    app.change_settings(text_size=150)
    frames(app, 2)
    drawn = _note_lines(app, scene, monkeypatch)
    note = i18n._(NOTE)
    assert "".join("".join(d.text for d in drawn).split()) == "".join(note.split()), \
        [d.text for d in drawn]
    least = max(d.whole.height for d in normal)
    assert min(d.whole.height for d in drawn) >= 1.4 * least, (normal, drawn)
    app.stack.clear()


@pytest.mark.reported("players-150-percent#6")
def test_the_summary_taller_than_the_panel_scrolls_and_the_focus_stays_in_view(
        tmp_path: Path) -> None:
    """960x540, Russian, 150 %: the page is taller than the panel; the wheel, PageDown
    and the pad's RB scroll it; Up from the footer's first button (or the pad's D-pad up) takes the
    focus to *Is the deal fair?*, scrolled into view, and Enter opens the fairness page."""
    app, scene = _stats(tmp_path, "960x540", "ru", 150)
    assert scene.max_scroll > 0 and scene.content_h > scene.viewport.height
    assert scene.scroll == 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    frames(app, 2)
    assert scene.scroll > 0
    post_key(pygame.K_PAGEUP)
    frames(app, 2)
    assert scene.scroll == 0
    post_key(pygame.K_PAGEDOWN)
    frames(app, 2)
    assert scene.scroll > 0
    post_key(pygame.K_PAGEUP)
    post_key(pygame.K_PAGEUP)
    frames(app, 2)
    assert scene.scroll == 0
    post_pad("rb")  # the pad's shoulder buttons page
    frames(app, 2)
    assert scene.scroll > 0
    post_pad("lb")
    post_pad("lb")
    frames(app, 2)
    assert scene.scroll == 0
    scene.show(0)  # the focus on "Summary", the footer's first button
    assert scene.focused_item() is scene.tabs[0]
    assert not scene.viewport.contains(scene.fair_button.rect)  # under the panel's bottom
    post_key(pygame.K_UP)
    frames(app, 2)
    assert scene.focused_item() is scene.fair_button and scene.fair_button.focused
    assert scene.viewport.contains(scene.fair_button.rect), (scene.fair_button.rect,
                                                              scene.viewport)
    post_pad("down")
    frames(app, 2)
    assert scene.focused_item() in list(scene.footer)
    post_pad("up")
    frames(app, 2)
    assert scene.focused_item() is scene.fair_button
    assert scene.viewport.contains(scene.fair_button.rect)
    post_key(pygame.K_RETURN, "\r")
    frames(app, 2)
    assert scene.page == FAIRNESS
    app.stack.clear()


@pytest.mark.reported("players-150-percent#6")
@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_scope_control_gives_its_short_label_room(
        tmp_path: Path, language: str, percent: int,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """960x540: "All" is as large as "Last 100" and has at least its own text size of
    room beside it in its segment (at 150 % "Все" was squeezed to its letters)."""
    app, scene = _stats(tmp_path, "960x540", language, percent)
    control = scene.scope_button
    labels = [label for _v, label in control.options]
    drawn = {d.text: d for d in texts_of_frame(app, monkeypatch) if d.text in labels}
    assert set(drawn) == set(labels)
    short, long = drawn[labels[0]], drawn[labels[1]]
    assert abs(short.whole.height - long.whole.height) <= 2, (short, long)  # one size
    segment = control.segment_rects()[0]
    assert segment.width - short.whole.width >= short.whole.height, (segment, short)
    app.stack.clear()
