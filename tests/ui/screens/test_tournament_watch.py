"""Watching the rest of a sit-and-go at high speed once knocked out, through the real
window code with injected events: the next hand follows the last at once (no *Next hand*
countdown between them), the animations run fast, and the winner of each hand is still
shown for a moment."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from drawpoker.session.tournament.setup import TournamentSetup
from drawpoker.ui.clock import STEP
from drawpoker.ui.flows import tournaments as flow
from drawpoker.ui.scenes.dialog import NoticeScene
from drawpoker.ui.scenes.tournament_results import TournamentResultsScene
from drawpoker.ui.scenes.tournament_table import TournamentTableScene
from tests.support.harness import Harness


def _knocked_out(h: Harness) -> tuple[Any, NoticeScene]:
    """A four-seat sit-and-go where the player posts all in and plays his last hand
    (stands pat, shows): the tournament and the notice that tells him he is out."""
    s = TournamentSetup()
    s.seats = 4
    t = flow.new_tournament(h.app, s)
    t.table.seats[0].stack, t.table.seats[1].stack = 5, 1995  # the player posts all in
    h.app.nav.reset("tournament_table", tournament=t)
    keys = {"draw": (pygame.K_RETURN, "\r"), "show": (pygame.K_s, "s"), "bet": (pygame.K_c, "c")}
    for _ in range(20000):
        top = h.app.stack.top
        if isinstance(top, NoticeScene):
            return t, top
        mode = top.playing.mode
        if mode in keys:
            h.key(*keys[mode])
        else:
            h.frames(1)
    raise AssertionError("the player was not knocked out")


@pytest.mark.reported("new-player-evening#1")
@pytest.mark.harness(seed=3, speed="normal")
def test_watching_to_the_end_deals_on_at_once_and_fast(h: Harness) -> None:
    h.app.settings = h.app.settings.replace(auto_next_hand_seconds=4.0)  # the default
    h.app.start_scenes()
    h.frames(2)
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
    h.app.start_scenes()
    h.frames(2)
    t, notice = _knocked_out(h)
    assert notice.heading.startswith("You are out")
    toast = h.app.toast
    assert toast is None or not toast[0].startswith("You are out"), toast  # the dialog says it
    h.click(notice.buttons[0].rect.center)  # Watch to the end
    assert h.app.toast is not None and "skip to the result" in h.app.toast[0]
    h.frames(30)
    h.key(pygame.K_RETURN, "\r")
    h.frames(3)
    assert isinstance(h.app.stack.top, TournamentResultsScene)
    assert t.is_over
