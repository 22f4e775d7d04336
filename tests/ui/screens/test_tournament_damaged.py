"""A saved tournament that cannot be read (garbage in its JSON, stacks that cannot be)
is never lost silently: opening *Tournament* tells the player in the window that it was
called off and where it was kept, the buy-in comes back to the bankroll (ledger
``tournament_void``), the damaged text is kept beside the profile, and a new tournament
can be started at once."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from drawpoker.persistence import tournaments as book
from drawpoker.ui.scenes.dialog import NoticeScene
from drawpoker.ui.scenes.tournament_setup import TournamentSetupScene
from drawpoker.ui.scenes.tournament_table import TournamentTableScene
from tests.support.harness import Harness
from tests.support.screens import footer, title_button


def _open_setup(h: Harness) -> None:
    h.click(title_button(h.app, "Tournament").center)
    h.frames(4)


def _start_and_leave(h: Harness) -> int:
    """Start a tournament from the set-up screen and close the window's screens (the
    tournament stays saved); returns the bankroll before the buy-in."""
    h.app.start_scenes()
    h.frames(3)
    before = h.app.profile.bankroll
    _open_setup(h)
    setup = h.app.stack.top
    assert isinstance(setup, TournamentSetupScene)
    h.click(footer(setup, "Start tournament").rect.center)
    h.frames(3)
    assert isinstance(h.app.stack.top, TournamentTableScene)
    assert setup.setup.buy_in > 0 and h.app.profile.bankroll == before - setup.setup.buy_in
    h.app.nav.reset("title")
    h.frames(2)
    return before


def _told_and_restarted(h: Harness, before: int, damaged: str) -> None:
    _open_setup(h)
    told = h.app.stack.top
    assert isinstance(told, NoticeScene), "the player must be told in the window"
    assert "could not be read, so it was called off" in told.message
    assert "went back to your bankroll" in told.message
    assert h.app.profile.bankroll == before  # the buy-in refunded
    kinds = [r[0] for r in h.app.profile.connection.execute(
        "SELECT kind FROM ledger ORDER BY id DESC LIMIT 2")]
    assert kinds[0] == "tournament_void"
    kept = sorted(Path(h.app.profile.path).parent.glob("tournament.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == damaged
    assert str(kept[0]) in told.message
    h.key(pygame.K_RETURN, "\r")  # OK
    h.frames(3)
    setup = h.app.stack.top
    assert isinstance(setup, TournamentSetupScene)
    h.click(footer(setup, "Start tournament").rect.center)
    h.frames(3)
    assert isinstance(h.app.stack.top, TournamentTableScene), "a new tournament starts"
    assert book.open_tournament(h.app.profile) is not None


@pytest.mark.harness(seed=5, speed="instant")
def test_garbage_in_the_saved_tournament_is_told_kept_and_refunded(h: Harness) -> None:
    before = _start_and_leave(h)
    garbage = '{"format": 1, garbage'
    with h.app.profile.transaction() as conn:
        conn.execute("UPDATE open_tournament SET state_json = ?", (garbage,))
    _told_and_restarted(h, before, garbage)


@pytest.mark.harness(seed=5, speed="instant")
def test_impossible_stacks_are_told_by_name_kept_and_refunded(
        h: Harness, capsys: pytest.CaptureFixture[str]) -> None:
    before = _start_and_leave(h)
    state = book.open_tournament(h.app.profile)
    assert state is not None
    state["stacks"][0] = 10**12
    state["stacks"][1] = -500
    book.save_tournament(h.app.profile, state)
    damaged = h.app.profile.connection.execute(
        "SELECT state_json FROM open_tournament").fetchone()[0]
    assert json.loads(damaged)["stacks"][1] == -500
    _told_and_restarted(h, before, damaged)
    assert "tournament.stacks[1]: -500 is below 0" in capsys.readouterr().err
