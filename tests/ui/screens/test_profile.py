"""The profile screen: the name field edits like a desktop text field, an empty name keeps the old one and says why, reset with confirmation (real App, real pygame events)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from drawpoker import i18n
from drawpoker.ui.app import App
from drawpoker.ui.input import Key, to_intents
from drawpoker.ui.scenes.dialog import NoticeScene
from drawpoker.ui.widgets.text_row import TextRow
from tests.support.harness import Harness
from tests.support.records import play_hands
from tests.support.screens import bring_into_view, click, frames, key, row, title_button, type_text


# --------------------------------------------------------------------------- profile
def test_profile_name_and_reset_with_confirmation(app: App) -> None:
    from drawpoker.ui.scenes.profile import ProfileScene

    play_hands(app.profile, 3)
    click(app, title_button(app, "Profile").center)
    scene = app.stack.top
    assert isinstance(scene, ProfileScene)
    name = row(scene, "Name")
    assert isinstance(name, TextRow)
    click(app, name.control_rect(scene.px).center)
    for _ in range(10):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Zoe")
    key(app, pygame.K_RETURN)
    assert app.profile.player().name == "Zoe"
    start = row(scene, "Starting bankroll")
    click(app, start.control_rect(scene.px).midright)  # 1000 -> 2000
    assert scene.start_choice == 2000
    reset = row(scene, "Reset profile")
    click(app, reset.control_rect(scene.px).center)
    notice = app.stack.top
    assert isinstance(notice, NoticeScene)
    key(app, pygame.K_RETURN)  # the default is Cancel
    assert app.profile.hand_count() == 3
    click(app, reset.control_rect(scene.px).center)
    click(app, app.stack.top.buttons[0].rect.center)  # Reset profile
    assert app.profile.hand_count() == 0 and app.profile.bankroll == 2000
    assert app.stack.top is scene


def _name_row(scene):  # type: ignore[no-untyped-def]
    from drawpoker.ui.widgets.text_row import TextRow

    return next(r for r in scene.rows if isinstance(r, TextRow))


@pytest.mark.reported("breaker#1-12")
@pytest.mark.harness(seed=11)
@pytest.mark.parametrize("leave", [pygame.K_RETURN, pygame.K_TAB])
def test_emptying_the_name_keeps_the_old_one_and_says_why(h: Harness, leave: int) -> None:
    from drawpoker.ui.scenes.profile import ProfileScene

    scene = ProfileScene()
    h.app.stack.push(scene)
    h.frames(3)
    old = scene.profile.player().name
    row = _name_row(scene)
    scene.scroll_to(row)
    h.frames(1)
    h.click(row.control_rect(scene.px).center)  # starts editing, all selected
    assert row.editing()
    h.key(pygame.K_BACKSPACE, "\b")
    assert row.buffer == ""
    h.key(leave, "\r" if leave == pygame.K_RETURN else "\t")  # crashed: ValueError
    assert h.app.stack.top is scene and not row.editing()
    assert scene.profile.player().name == old
    assert scene.status_error and "empty" in scene.status and old in scene.status


@pytest.mark.reported("breaker#1-12")
@pytest.mark.harness(seed=11)
def test_the_empty_name_reason_is_translated(h: Harness) -> None:
    from drawpoker.ui.scenes.profile import ProfileScene

    i18n.set_language("de")
    try:
        scene = ProfileScene()
        h.app.stack.push(scene)
        h.frames(3)
        scene._set_name("   ")
        assert scene.status_error and "empty" not in scene.status
    finally:
        i18n.set_language("en")


def ctrl_key(app: App, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=pygame.KMOD_LCTRL, unicode="\x01"))
    frames(app, 1)


@pytest.mark.reported("new-player#6-19")
def test_name_field_edits_like_a_desktop_text_field(app: App) -> None:
    from drawpoker.ui.widgets.text_row import TextRow

    click(app, title_button(app, "Profile").center)
    scene = app.stack.top
    name = row(scene, "Name")
    assert isinstance(name, TextRow)
    old = app.profile.player().name
    assert old
    click(app, name.control_rect(scene.px).center)  # first click: everything selected
    type_text(app, "Tester Tom")  # replaces the old name (was "PlayeTester Tom")
    key(app, pygame.K_RETURN)
    assert app.profile.player().name == "Tester Tom"
    c = name.control_rect(scene.px)
    click(app, c.center)  # start editing (all selected) ...
    click(app, (c.x + 3, c.centery))  # ... a second click places the caret at the start
    assert name.caret == 0 and name.selection() is None
    key(app, pygame.K_DELETE)  # removes "T"
    key(app, pygame.K_END)
    key(app, pygame.K_BACKSPACE)  # removes "m"
    key(app, pygame.K_HOME)
    type_text(app, "X")
    key(app, pygame.K_RETURN)
    assert app.profile.player().name == "Xester To"
    click(app, c.center)
    click(app, (c.right - 3, c.centery))  # caret at the end, nothing selected
    ctrl_key(app, pygame.K_a)  # Ctrl+A selects all
    assert name.selection() == (0, len("Xester To"))
    type_text(app, "Zoe")
    key(app, pygame.K_RETURN)
    assert app.profile.player().name == "Zoe"
    # Shift+Left selects; Backspace removes the selection
    click(app, c.center)
    key(app, pygame.K_END)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=pygame.KMOD_LSHIFT,
                                         unicode=""))
    frames(app, 1)
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_RETURN)
    assert app.profile.player().name == "Zo"


def test_textinput_alone_becomes_text_and_an_echo_is_dropped() -> None:
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a")
    assert to_intents(down) == [Key(pygame.K_a, 0, "a")]
    assert to_intents(pygame.event.Event(pygame.TEXTINPUT, text="a")) == []  # the echo
    assert to_intents(pygame.event.Event(pygame.TEXTINPUT, text="\u017d")) == [Key(0, 0, "\u017d")]
    assert to_intents(pygame.event.Event(pygame.TEXTINPUT, text="")) == []


def test_name_with_letters_from_textinput(app: Any) -> None:
    click(app, title_button(app, "Profile").center)
    scene = app.stack.top
    name = row(scene, "Name")
    click(app, name.control_rect(scene.px).center)  # editing, all selected
    for ch in "\u017dofia Nov\u00e1kov\u00e1":
        if ch.isascii():  # a plain key: KEYDOWN with its text, then SDL's TEXTINPUT echo
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=ord(ch.lower()), mod=0,
                                                 unicode=ch))
        else:  # a composed letter: a key press without text, the letter in TEXTINPUT
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=""))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frames(app, 1)
    key(app, pygame.K_RETURN)
    assert app.profile.player().name == "\u017dofia Nov\u00e1kov\u00e1"


# --------------------------------------------------------------------------- about
@pytest.mark.parametrize("frozen", [False, True], ids=["source", "standalone"])
def test_profile_shows_the_version_and_the_third_party_licences(
        app: App, frozen: bool, tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The Profile screen says which version this is; *Third-party licences* lists a
    standalone build's parts from its THIRD-PARTY-NOTICES.txt and names the file."""
    import sys

    from drawpoker import __version__
    from drawpoker.third_party import NOTICES_NAME, RULE
    from drawpoker.ui.scenes.profile import ProfileScene

    if frozen:
        (tmp_path / NOTICES_NAME).write_text(
            f"drawpoker {__version__}: third-party software\n\n- CPython 3.11.7: PSF-2.0\n"
            f"- pygame-ce 2.5.8: LGPL-2.1-only\n- SDL 2: Zlib\n{RULE}\n\nLGPL text\n",
            encoding="utf-8")
        monkeypatch.setattr(sys, "frozen", True, raising=False)
        monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    click(app, title_button(app, "Profile").center)
    scene = app.stack.top
    assert isinstance(scene, ProfileScene)
    assert row(scene, "Version").text_value() == __version__
    licences = row(scene, "Third-party licences")
    bring_into_view(app, scene, licences)
    click(app, licences.control_rect(scene.px).center)
    notice = app.stack.top
    assert isinstance(notice, NoticeScene) and notice.heading == "Third-party licences"
    if frozen:
        assert "CPython 3.11.7, pygame-ce 2.5.8, SDL 2." in notice.message
        assert str(tmp_path / NOTICES_NAME) in notice.message
    else:
        assert "runs from its source code" in notice.message
    key(app, pygame.K_RETURN)
    assert app.stack.top is scene
