"""Watching the rest of a sit-and-go at high speed once knocked out, through the real
window code with injected events: the next hand follows the last at once (no *Next hand*
countdown between them), the animations run fast, and the winner of each hand is still
shown for a moment; the controls bar says he watches and offers *Skip to result* (a real
click on it, or the pad's A, opens the results), no seat's "Thinking..." pill flickers,
and the bar reads clean at 960x540 with 150 % text in Russian."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from drawpoker import i18n
from drawpoker.ui.clock import STEP
from drawpoker.ui.prompts import PROMPTS
from drawpoker.ui.scenes.dialog import NoticeScene
from drawpoker.ui.scenes.tournament_results import TournamentResultsScene
from drawpoker.ui.scenes.tournament_table import TournamentTableScene
from tests.support.harness import Harness
from tests.support.layout_matrix import check_frame
from tests.support.screens import LAST_CHIPS, sit_at_tournament
from tests.support.text_layout import texts_of_frame


def _last_hand(h: Harness, done: Callable[[Any], bool]) -> tuple[Any, TournamentTableScene]:
    """The scenes started, a four-seat sit-and-go where the player posts all in
    (:data:`LAST_CHIPS`) and plays his last hand (stands pat, shows) until ``done`` of
    the tournament holds: the tournament and its table."""
    t, table = sit_at_tournament(h, 4, 0, stacks=LAST_CHIPS)
    keys = {"draw": (pygame.K_RETURN, "\r"), "show": (pygame.K_s, "s"), "bet": (pygame.K_c, "c")}
    for _ in range(20000):
        if done(t):
            return t, table
        mode = table.playing.mode
        if isinstance(h.app.stack.top, TournamentTableScene) and mode in keys:
            h.key(*keys[mode])
        else:
            h.frames(1)
    raise AssertionError("the player was not knocked out")


def _knocked_out(h: Harness) -> tuple[Any, NoticeScene]:
    """:func:`_last_hand` until the notice that tells him he is out: the tournament and
    the notice."""
    t, _table = _last_hand(h, lambda _t: isinstance(h.app.stack.top, NoticeScene))
    notice = h.app.stack.top
    assert isinstance(notice, NoticeScene)
    return t, notice


@pytest.mark.reported("new-player-evening#1")
@pytest.mark.harness(seed=3, speed="normal")
def test_watching_to_the_end_deals_on_at_once_and_fast(h: Harness) -> None:
    h.app.settings = h.app.settings.replace(auto_next_hand_seconds=4.0)  # the default
    _t, notice = _knocked_out(h)
    assert notice.heading.startswith("You are out")
    h.click(notice.buttons[0].rect.center)  # Watch to the end
    table = h.app.stack.find(TournamentTableScene)
    assert table is not None and table.watching
    frames, hands, countdowns = 0, set(), 0
    while not isinstance(h.app.stack.top, TournamentResultsScene):
        top = h.app.stack.top
        if isinstance(top, NoticeScene):  # a level or an achievement told: closed
            h.key(pygame.K_RETURN, "\r")
            continue
        h.frames(1)
        frames += 1
        hands.add(table.playing.hand_no)
        shown = table.playing.snapshot()
        countdowns += shown.next_in is not None
        assert frames < 60 * 600, "still watching after ten minutes"
    seconds = frames * STEP
    assert len(hands) >= 5
    assert countdowns == 0, "the Next hand countdown was shown between hands"
    # well under a minute for twenty hands (45 s at most), each result still shown
    assert seconds / len(hands) < 2.25, f"{seconds:.1f} s for {len(hands)} hands"


@pytest.mark.reported("new-player-evening-2#13")
@pytest.mark.harness(seed=3, speed="normal")
def test_out_is_told_once_and_enter_skips_the_watching_to_the_result(h: Harness) -> None:
    t, notice = _knocked_out(h)
    assert notice.heading.startswith("You are out")
    toast = h.app.toast
    assert toast is None or not toast[0].startswith("You are out"), toast  # the dialog says it
    h.click(notice.buttons[0].rect.center)  # Watch to the end
    assert h.app.toast is not None and "skip to the result" in h.app.toast[0]
    h.frames(30)
    h.key(pygame.K_RETURN, "\r")
    _at_the_results(h, t)


def _at_the_results(h: Harness, t: Any) -> None:
    """Three frames on: the results screen is on top and the tournament over."""
    h.frames(3)
    assert isinstance(h.app.stack.top, TournamentResultsScene)
    assert t.is_over


def _watching(h: Harness) -> tuple[Any, TournamentTableScene]:
    """Knocked out (:func:`_knocked_out`), *Watch to the end* clicked: the tournament and
    its table, a few frames into the watching."""
    t, notice = _knocked_out(h)
    h.click(notice.buttons[0].rect.center)  # Watch to the end
    table = h.app.stack.find(TournamentTableScene)
    assert table is not None and table.watching
    h.frames(10)
    return t, table


@pytest.mark.reported("new-player-evening-2#13")
@pytest.mark.harness(seed=3, speed="normal")
def test_watching_a_click_on_skip_to_result_opens_the_results(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    t, table = _watching(h)
    button = table.playing.bar.buttons["watch"]
    # drawn, with the line that says he watches, for as long as he watches
    for _ in range(3):
        drawn = {d.text for d in texts_of_frame(h.app, monkeypatch)}
        assert {"Skip to result", "Watching — you are out in 4th place"} <= drawn, drawn
        assert button.visible and h.app.screen.get_rect().contains(button.rect)
        h.frames(25)
    assert h.until(lambda: table.playing.director.busy, 600)  # a click mid-animation too
    h.click(button.rect.center)
    _at_the_results(h, t)


@pytest.mark.reported("new-player-evening-2#13")
@pytest.mark.harness(seed=3, speed="normal")
def test_watching_with_the_pad_its_a_skips_to_the_result(h: Harness) -> None:
    t, table = _watching(h)
    h.pad("rs")  # the log closed: the pad is the last input, its glyph on the button
    assert PROMPTS.pad and table.playing.bar.buttons["watch"].hotkey == "confirm"
    assert table.playing.controls.mode == "watch"
    h.pad("a")
    _at_the_results(h, t)


@pytest.mark.reported("new-player-evening-2#13")
@pytest.mark.harness(seed=3, speed="normal")
def test_watching_no_thinking_pill_flickers(h: Harness) -> None:
    _t, table = _watching(h)
    turns = 0
    for _ in range(600):
        shown = table.playing.snapshot()
        opponent = shown.to_act is not None and shown.to_act != shown.hero
        turns += opponent
        assert not any(shown.thinking(i) for i in range(shown.n)), "a Thinking pill"
        if not isinstance(h.app.stack.top, TournamentTableScene):
            break
        h.frames(1)
    assert turns > 0, "no computer player's turn was seen: the check is blind"


@pytest.mark.reported("new-player-evening-2#13")
@pytest.mark.harness(seed=3, speed="normal", size=(960, 540))
@pytest.mark.usefixtures("pictures_marked")
def test_watching_bar_at_960x540_with_150_percent_text_in_russian(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    h.app.change_settings(text_size=150, language="ru")
    _t, table = _watching(h)
    found: list[str] = []
    skip = i18n._("Skip to result")
    for k in range(3):
        table.playing.canvas.stale()
        drawn = check_frame(h.app, f"watching {k} TournamentTableScene", monkeypatch, found)
        bar = table.playing.layout.controls.bar
        assert skip != "Skip to result" and skip in {d.text for d in drawn}
        assert any(d.text.startswith(i18n._("Watching — you are out in {place} place")[:8])
                   for d in drawn)
        assert table.playing.bar.buttons["watch"].rect.bottom <= bar.bottom
        # his plate: his name and his place whole, not "Вне игры ·…" beside a shrunk "Вы"
        mine = [d for d in drawn if d.caller.endswith("view_seats:_hero_row")]
        assert {d.text for d in mine} >= {i18n._("You"), "4-е"}, [d.text for d in mine]
        assert all("…" not in d.text for d in mine), [d.text for d in mine]
        h.frames(40)
    assert not found, "\n".join(found)


@pytest.mark.reported("new-player-evening-3#13")
@pytest.mark.harness(seed=3, speed="normal")
def test_the_knock_out_dialog_waits_until_the_hand_has_been_seen(h: Harness) -> None:
    """"You are out in 4th place" opened the moment his last hand was settled, over its
    showdown: he never saw how he lost. It now comes once the showdown has played out and
    :data:`OUT_AFTER` seconds more; no next hand is dealt meanwhile."""
    from drawpoker.ui.scenes.tournament_table import OUT_AFTER

    _t, table = _last_hand(h, lambda t: t.finish_of(0) is not None)  # the player: seat 0
    hand = table.playing.hand_no
    assert h.app.stack.top is table, "the dialog came over the hand at once"
    idle_at = None
    for k in range(3000):
        if idle_at is None and not table.playing.director.busy:
            idle_at = k
        if isinstance(h.app.stack.top, NoticeScene):
            break
        h.frames(1)
    else:
        raise AssertionError("no knock-out dialog")
    assert idle_at is not None and (k - idle_at) * STEP >= OUT_AFTER - 2 * STEP, (k, idle_at)
    assert table.playing.hand_no == hand, "a next hand was dealt before he chose"
    assert h.app.stack.top.heading.startswith("You are out")
