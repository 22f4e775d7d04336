"""A toast is shown once, for its seconds of the player's time, clear of the panels of
the screen it is over: an idle window (the loop asleep between frames) never keeps it up
longer; a queued toast (a level reached) that was seen is not shown again after a toast
that replaced it; over the hand history it keeps off both panels, over the Coach it sits
beside the title, off the review's panel."""

from __future__ import annotations

from pathlib import Path

import pytest

from drawpoker.ui.layout import scale_of
from drawpoker.ui.paint import framed
from drawpoker.ui.toast import SEEN, Toast
from tests.support.records import play_hands
from tests.support.screens import make_app


@pytest.mark.reported("new-player-evening#8")
def test_a_toast_goes_after_its_seconds_however_long_the_loop_slept(tmp_path: Path) -> None:
    app = make_app(tmp_path, "1280x720")
    app.show_toast("+250 XP · Achievement earned: Daily player", seconds=4.0)
    app.step_frame(3.0)  # the idle loop slept until the toast's end, then woke
    assert app.toasts.current is not None
    app.step_frame(1.5)
    assert app.toasts.current is None, "up for 4.5 s of a 4 s toast"
    app.stack.clear()


@pytest.mark.reported("new-player-evening#8")
def test_a_queued_toast_once_seen_is_not_shown_again() -> None:
    toasts = Toast()
    toasts.queue("Level 2: Penny ante", seconds=4.0)
    toasts.tick(SEEN + 0.5)  # seen over the Coach
    toasts.show("Next hand", seconds=1.0)  # the table's own line replaces it
    toasts.tick(1.1)
    assert toasts.current is None and not toasts.waiting, "shown once"
    toasts.queue("Level 3: Home game", seconds=4.0)
    toasts.tick(0.2)  # hardly seen: it comes back after the one that replaced it
    toasts.show("Next hand", seconds=1.0)
    toasts.tick(1.1)
    assert toasts.current is not None and toasts.current[0] == "Level 3: Home game"


@pytest.mark.reported("new-player-evening#8")
def test_a_toast_keeps_off_the_history_panels_and_the_coach_panel(tmp_path: Path) -> None:
    app = make_app(tmp_path, "1280x720")
    play_hands(app.profile, 6)
    history = app.nav.push("history")
    for _ in range(3):
        app.step_frame()
    app.show_toast("5 good decisions, 5 costly: +250 XP · Achievement earned: Daily player")
    size = app.size
    rect = app.toasts.rect(size, history.toast_spot(size), history.toast_clear(size))
    assert rect is not None
    s = scale_of(size)
    for panel in (history.panel, history.detail):
        assert not rect.colliderect(framed(panel, s)), (rect, panel)
    coach = app.nav.push("coach", record=history.selected)
    for _ in range(3):
        app.step_frame()
    app.toasts.hide()
    app.toasts.queue("Level 2: Penny ante")
    rect = app.toasts.rect(size, coach.toast_spot(size), coach.toast_clear(size))
    assert rect is not None and not rect.colliderect(framed(coach.box, coach.s)), rect
    assert rect.right < size[0] // 2 - 60, "beside the title, left of it"
    app.stack.clear()
