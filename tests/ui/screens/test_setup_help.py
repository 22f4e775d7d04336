"""Table setup and Tournament setup explain the pointed option in one plain sentence, in
every language, tied to a section of docs/rules.md, in a strip that fits every window
from 960x540 to 2560x1440 (real App, real pygame events)."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from drawpoker import i18n
from drawpoker.ui.app import App
from drawpoker.ui.rulebook.option_help import option_help, option_helps
from drawpoker.ui.scenes.menu import MenuScene
from drawpoker.ui.widgets.explain_line import LINES, explain_height, explain_px, fit_lines
from drawpoker.ui.widgets.rows import ChoiceRow, ToggleRow
from tests.support.screens import frames, make_app, row

RULES = Path(__file__).resolve().parents[3] / "docs" / "rules.md"
LANGUAGES = ("en", "de", "ru", "sk")
SIZES = ("960x540", "1280x720", "1920x1080", "2560x1440")


def _open(tmp_path: Path, route: str, size: str = "1280x720") -> tuple[App, MenuScene]:
    """``route``'s screen over a fresh App, in the language set before the call."""
    language = i18n.current_language()
    app = make_app(tmp_path, size)
    i18n.set_language(language)  # the App starts in the settings' language
    app.nav.push(route)
    frames(app, 3)
    scene = app.stack.top
    assert isinstance(scene, MenuScene) and scene.explains
    return app, scene


def _options(scene: MenuScene) -> list[ChoiceRow | ToggleRow]:
    return [r for r in scene.rows if isinstance(r, ChoiceRow | ToggleRow)]


@pytest.fixture(autouse=True)
def _english_after() -> object:
    yield None
    i18n.set_language("en")


@pytest.mark.parametrize("route", ["setup", "tournament"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_option_has_a_plain_sentence(tmp_path: Path, route: str, language: str) -> None:
    i18n.set_language(language)
    _app, scene = _open(tmp_path, route)
    for option in _options(scene):
        text = scene.explanation(option)
        assert text and text.endswith("."), (language, option.label)
        assert text != option.label
    if language != "en":  # translated, not the English sentence
        english = {v[0] for v in _english_helps().values()}
        assert not english & {scene.explanation(o) for o in _options(scene)}


def _english_helps() -> dict[str, tuple[str, str]]:
    language = i18n.current_language()
    i18n.set_language("en")
    try:
        return option_helps()
    finally:
        i18n.set_language(language)


def test_each_sentence_names_a_section_the_rules_have() -> None:
    headings = set(re.findall(r"^#{2,3} (\d+(?:\.\d+)?)[. ]", RULES.read_text(encoding="utf-8"),
                              flags=re.MULTILINE))
    for label, (_text, section) in _english_helps().items():
        assert section in headings, (label, section)


def test_the_redeal_row_says_it_in_a_sentence_and_why_not_with_blinds() -> None:
    text = option_help("If everyone checks")
    assert "dealt again" in text and "blinds" in text


def test_the_pointer_chooses_the_row_explained(tmp_path: Path) -> None:
    app, scene = _open(tmp_path, "setup")
    checks = row(scene, "If everyone checks")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=checks.rect.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 2)
    assert scene.explained_row() is checks
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 2)
    assert scene.explained_row() is scene.focused_item()  # off the rows: the focused one


@pytest.mark.reported("new-player-evening: the help line stayed on the old row after a wheel scroll")
def test_the_strip_follows_the_row_a_wheel_scroll_brings_under_the_pointer(
        tmp_path: Path) -> None:
    app, scene = _open(tmp_path, "setup")
    checks = row(scene, "If everyone checks")
    pos = checks.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 2)
    assert scene.explained_row() is checks
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False,
                                         precise_x=0.0, precise_y=-2.0))
    frames(app, 2)
    under = [r for r in scene.rows if r.visible and r.rect.collidepoint(pos)]
    assert under and under[0] is not checks, "the wheel did not scroll"
    assert scene.explained_row() is under[0]
    assert scene.explanation(under[0]) != scene.explanation(checks)


@pytest.mark.reported("new-player-evening: the help line stayed on the old row after a wheel scroll")
def test_a_heading_under_the_pointer_leaves_the_strip_to_the_focused_row(
        tmp_path: Path) -> None:
    """A wheel scroll that leaves a section's heading under the pointer showed no line."""
    app, scene = _open(tmp_path, "setup")
    heading = next(r for r in scene.rows if not r.focusable and r.visible
                   and scene.viewport.contains(r.rect))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=heading.rect.center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 2)
    assert scene.explained_row() is scene.focused_item()
    assert scene.explanation(scene.explained_row())


@pytest.mark.reported("new-player-evening: the help line stayed on the old row after a wheel scroll")
def test_keys_move_the_strip_to_the_focused_row(tmp_path: Path) -> None:
    app, scene = _open(tmp_path, "setup")
    checks = row(scene, "If everyone checks")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=checks.rect.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 2)
    for _ in range(2):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0,
                                             unicode="", scancode=0))
        frames(app, 2)
    assert scene.explained_row() is scene.focused_item() is not checks


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_strip_fits_between_the_panel_and_the_footer(tmp_path: Path, size: str,
                                                          language: str) -> None:
    i18n.set_language(language)
    for route in ("setup", "tournament"):
        _app, scene = _open(tmp_path / route, route, size)
        w, h = scene.size

        strip_top = scene.panel.bottom + round(36 * scene.s)
        strip_bottom = strip_top + explain_height(scene.px)
        assert strip_bottom <= min(b.rect.top for b in scene.footer)
        assert strip_top >= scene.panel.bottom
        size_px = explain_px(scene.px)
        width = scene.panel.width - round(size_px * 4.5)  # less the "?" and the margins
        for option in _options(scene):
            lines, px = fit_lines(scene.explanation(option), size_px, width)
            assert len(lines) <= LINES and px >= 10, (route, option.label, px)
        assert strip_bottom <= h and scene.panel.width <= w
