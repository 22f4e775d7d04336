"""The arrows of a choice row stay put when its value changes: a player stepping through
the languages by clicking the same spot lands where he aims (real App, real pygame events)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from drawpoker import i18n
from drawpoker.ui.scenes.settings import SettingsScene
from drawpoker.ui.widgets.rows import ChoiceRow
from tests.support.screens import bring_into_view, click, make_app, title_button


@pytest.mark.reported("fresh-user: the language arrow moved and he landed in Slovak")
@pytest.mark.parametrize("size", ["960x540", "1280x720", "1920x1080"])
def test_clicking_the_same_spot_steps_through_every_language(tmp_path: Path, size: str) -> None:
    """The right arrow of Language clicked at one spot, four times: English, Russian,
    Slovak, German, and the arrows' Rects, the panel and every other choice row's Rect are
    the same in each language (the box was as wide as its value's translation)."""
    app = make_app(tmp_path, size)
    try:
        click(app, title_button(app, "Settings").center)
        scene = app.stack.top
        assert isinstance(scene, SettingsScene)
        row = next(r for r in scene.rows if isinstance(r, ChoiceRow) and r.label == "Language")
        bring_into_view(app, scene, row)

        def places() -> tuple[pygame.Rect, list[tuple[int, ...]]]:
            lang = next(r for r in scene.rows if isinstance(r, ChoiceRow)
                        and r.get() == app.settings.language and r.choices[0][0] == "en")
            others = [tuple(r.control_rect(scene.px)) for r in scene.rows
                      if isinstance(r, ChoiceRow) and r.preview is None]
            return lang.control_rect(scene.px), [tuple(scene.panel), *others]

        start, layout = places()
        spot = (start.right - start.height // 2, start.centery)  # the › arrow
        seen = [i18n.current_language()]
        for _ in range(3):
            click(app, spot)
            seen.append(i18n.current_language())
            now, now_layout = places()
            assert now == start, f"the Language box moved in {seen[-1]}: {start} -> {now}"
            assert now_layout == layout, f"the panel or a choice row moved in {seen[-1]}"
        assert seen == list(i18n.LANGUAGES)
    finally:
        i18n.set_language("en")
        app.stack.clear()


@pytest.mark.reported("new-player-evening-2#4")
@pytest.mark.parametrize("size", ["960x540", "1280x720", "1280x800"])
def test_two_clicks_on_the_text_size_arrow_step_twice(tmp_path: Path, size: str) -> None:
    """The text size lays the screen out again, so its ‹ moves from under the pointer:
    two clicks at one spot on it went 150 % -> 125 % -> 150 % (the second landed on the
    value, which stepped forward). A click on the pill's left half steps back."""
    app = make_app(tmp_path, size)
    try:
        app.change_settings(text_size=150)
        click(app, title_button(app, "Settings").center)
        scene = app.stack.top
        assert isinstance(scene, SettingsScene)

        def row() -> ChoiceRow:
            return next(r for r in scene.rows if isinstance(r, ChoiceRow)
                        and r.label == "Text size")

        bring_into_view(app, scene, row())
        pill = row().control_rect(scene.px)
        spot = (pill.x + pill.height // 2, pill.centery)  # the ‹ arrow at 150 %
        click(app, spot)
        assert app.settings.text_size == 125
        bring_into_view(app, scene, row())
        moved = row().control_rect(scene.px)  # narrower at 125 %: the ‹ moved away
        assert row().rect.collidepoint(spot) and spot[0] < moved.centerx, (spot, moved)
        click(app, spot)
        assert app.settings.text_size == 100
    finally:
        app.stack.clear()


@pytest.mark.reported("new-player-evening-2#4")
def test_a_click_on_the_pills_left_half_steps_back() -> None:
    """Wherever the pill lands under the pointer after a change, its left half (the ‹
    arrow and the value's left side) steps back and its right half forward."""
    value = ["b"]
    row = ChoiceRow("Letter", [("a", "a"), ("b", "b"), ("c", "c")], lambda: value[0],
                    lambda v: value.__setitem__(0, v))
    row.rect = pygame.Rect(0, 0, 600, 40)
    pill = row.control_rect(16)
    assert row.click((pill.x + row.arrow_width() + 4, pill.centery), 16)  # right of ‹
    assert value == ["a"]
    assert row.click((pill.centerx + 4, pill.centery), 16)
    assert value == ["b"]
