"""Hand history at larger text: a row whose day and time do not fit beside a long title
shows them at the right of its second line, or the day alone, whole (it read "Dec…"); *Verify this hand* is shown whole and can
be pressed at every window size and text size; every fact of the chosen hand is shown,
its detail panel scrolled where they are taller than it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from drawpoker import i18n
from drawpoker.ui.input import Wheel
from drawpoker.ui.widgets.hand_facts import hand_facts
from drawpoker.ui.widgets.history_rows import HandRow
from tests.support.harness import frames, post_key, post_pad
from tests.support.records import play_hands
from tests.support.screens import click, make_app
from tests.support.text_layout import cut_labels, overlaps, texts_of_frame


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


@pytest.mark.reported("new-player-evening-2#6")
@pytest.mark.parametrize(("size", "percent"), [("960x540", 100), ("1280x720", 100),
                                               ("1920x1080", 100)])
def test_a_long_titles_row_still_tells_the_time(tmp_path: Path, size: str, percent: int,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, size)
    app.change_settings(text_size=percent)
    play_hands(app.profile, 3)
    scene = app.nav.push("history")
    for _ in range(3):
        app.step_frame()
    rows = [r for r in scene.rows if isinstance(r, HandRow)]
    for r in rows:  # a career final's hand: the title leaves no room beside it
        r.label = "The Kitchen Table final \u00b7 level 1 \u00b7 hand 1"
    drawn = [d for d in texts_of_frame(app, monkeypatch)
             if d.caller.startswith("drawpoker.ui.widgets.history_rows")]
    times = {i18n.format_stored_datetime(r.record.played_at) for r in rows}
    shown = [d for d in drawn if d.text in times and not d.cut and d.shown.width]
    assert len(shown) == len(rows) >= 3, [d.text for d in drawn]
    assert not cut_labels(drawn), cut_labels(drawn)
    app.stack.clear()


def _history_with_a_hand(tmp_path: Path, size: str, language: str, percent: int) -> Any:
    app = make_app(tmp_path, size)
    i18n.set_language(language)
    app.change_settings(text_size=percent)
    play_hands(app.profile, 4)
    scene = app.nav.push("history")
    frames(app, 3)
    assert scene.selected is not None
    return app, scene


def _verify_is_whole(app: Any, scene: Any, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What is wrong with the *Verify this hand* button in the frame drawn now: not shown,
    not wholly inside the window and the detail panel, or under another text."""
    drawn = texts_of_frame(app, monkeypatch)
    button = scene.verify.rect
    if not scene.verify.visible:
        return ["the Verify button is not shown"]
    found = []
    if not (pygame.Rect(0, 0, *app.size).contains(button) and scene.detail.contains(button)):
        found.append(f"the Verify button {button} is outside the window or the panel {scene.detail}")
    label = i18n._("Verify this hand")
    found += [f"{d.text!r} {d.shown} over the Verify button {button}" for d in drawn
              if d.text != label and d.shown.width and d.shown.colliderect(button)]
    return found


@pytest.mark.reported("issue#32")
@pytest.mark.parametrize("percent", [100, 125, 150])
@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", ["960x540", "1280x720", "1280x800", "1920x1080"])
def test_verify_this_hand_is_shown_whole_and_pressed_at_every_text_size(
        tmp_path: Path, size: str, language: str, percent: int,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A larger text drops the starting cards' pictures and facts, never the button: a
    click on it, Enter and the pad's A when it has the focus give the verdict, shown in
    the panel under it."""
    app, scene = _history_with_a_hand(tmp_path, size, language, percent)
    assert not _verify_is_whole(app, scene, monkeypatch)
    click(app, scene.verify.rect.center)
    assert scene.verdict is not None and scene.verdict[0] == scene.selected.id
    frames(app, 2)
    assert not _verify_is_whole(app, scene, monkeypatch)
    assert not overlaps(texts_of_frame(app, monkeypatch), app.size)
    sentence = scene.verdict[1].sentence()
    drawn = " ".join(d.text for d in texts_of_frame(app, monkeypatch)
                     if scene.detail.contains(d.shown))
    assert sentence.split()[-1] in drawn, (sentence, drawn)
    for press in (lambda: post_key(pygame.K_RETURN, "\r"), lambda: post_pad("a")):
        scene.verdict = None
        scene.focus = scene.focusables().index(scene.verify)
        scene.move_focus(0)
        press()
        frames(app, 2)
        assert scene.verify.focused
        assert scene.verdict is not None and scene.verdict[0] == scene.selected.id
    app.stack.clear()


@pytest.mark.reported("issue#32")
@pytest.mark.parametrize("language", ["en", "de", "ru", "sk"])
@pytest.mark.parametrize("size", ["960x540", "1280x800"])
def test_every_fact_of_the_hand_is_shown_at_150_percent(tmp_path: Path, size: str,
                                                         language: str,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """The detail panel's facts, the seed and when it was played too, are each shown whole
    at some scroll of the panel (Page Down, the pad's RB, goes through them where they are
    taller than it), none cut with "…", none over another, none out of the panel (the
    "Play this deal again" note ran under it); the button stays in place."""
    app, scene = _history_with_a_hand(tmp_path, size, language, 150)
    h = scene.selected
    wanted = [word for label, value in hand_facts(h, scene.stack_before(h))
              for word in (label, value)]
    whole: set[str] = set()
    found: list[str] = []
    for _page in range(12):
        drawn = texts_of_frame(app, monkeypatch)
        found += overlaps(drawn, app.size) + cut_labels(drawn) + _verify_is_whole(
            app, scene, monkeypatch)
        found += [f"{d.text!r} {d.shown} out of the panel {scene.detail}" for d in drawn
                  if d.caller.startswith(("drawpoker.ui.scenes.history:_draw",
                                          "drawpoker.ui.widgets.hand_facts"))
                  and d.shown.width and not scene.detail.contains(d.shown)]
        whole |= {d.text for d in drawn
                  if d.shown == d.whole and scene.facts.rect.contains(d.whole)}
        if scene.facts.scroll >= scene.facts.most:
            break
        post_pad("rb")
        frames(app, 2)
    missing = [w for w in wanted if w not in whole
               and not all(part in whole for part in w.split())]
    assert not found and not missing, (found, missing)
    app.stack.clear()


@pytest.mark.reported("issue#32")
def test_the_facts_scroll_by_keys_and_wheel_and_a_new_hand_starts_at_the_top(
        tmp_path: Path) -> None:
    app, scene = _history_with_a_hand(tmp_path, "960x540", "ru", 150)
    facts = scene.facts
    assert facts.most > 0 and facts.scroll == 0
    post_key(pygame.K_PAGEDOWN)
    frames(app, 2)
    assert facts.scroll > 0
    post_key(pygame.K_PAGEUP)
    frames(app, 2)
    assert facts.scroll == 0
    assert scene.handle(Wheel(-1, facts.rect.center)) and facts.scroll > 0
    focused = scene.focused_item()
    post_key(pygame.K_DOWN)  # the next hand of the list: its facts from the top
    frames(app, 2)
    assert scene.focused_item() is not focused and facts.scroll == 0
    app.stack.clear()
