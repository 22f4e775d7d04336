"""The profile busy (another program holds a write lock) at Play now or in the middle of a hand: no crash, the player is told once, and every chip stays accounted for (``TableKeeper.unsaved``)."""

from __future__ import annotations

import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pygame
import pytest

from drawpoker.engine import TableRules
from drawpoker.engine.table import Seat, Table
from drawpoker.persistence.profile import open_profile
from drawpoker.persistence.resume import TableKeeper, account, passive_action
from drawpoker.session.table.dealing import deal_kept
from tests.support.play import act_kept
from tests.support.screens import click, make_app, title_button

ROOT = Path(__file__).resolve().parents[2]


def _write_lock(path: Path) -> subprocess.Popen[str]:
    """Another program holding a write lock on the profile until its stdin closes."""
    code = f"""
        import sqlite3, sys
        c = sqlite3.connect({str(path)!r}, isolation_level=None)
        c.execute("BEGIN IMMEDIATE")
        print("ready", flush=True)
        sys.stdin.read()
        c.execute("ROLLBACK")
    """
    proc = subprocess.Popen([sys.executable, "-c", textwrap.dedent(code)], cwd=ROOT,
                            stdout=subprocess.PIPE, stdin=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
    return proc


def _release(proc: subprocess.Popen[str]) -> None:
    assert proc.stdin is not None
    proc.stdin.close()
    proc.wait(timeout=20)


def _play_hand(keeper: TableKeeper, rng: random.Random) -> None:
    deal_kept(keeper, rng)
    while keeper.hand is not None:
        act_kept(keeper, passive_action(keeper.hand, keeper.hand.to_act))


@pytest.mark.reported("breaker#4")
def test_a_busy_profile_mid_play_loses_no_chip(tmp_path: Path) -> None:
    path = tmp_path / "profile.sqlite3"
    profile, _n = open_profile(path)
    keeper = TableKeeper(profile)
    seats = [Seat("You", 0, bankroll=profile.bankroll), Seat("Bob", 0, bankroll=10**6),
             Seat("Cy", 0, bankroll=10**6)]
    table = Table(TableRules.from_dict({"ante": 5}), seats, 0)
    for i in range(3):
        table.buy_in(i, 200)
    keeper.sit_down(table, 0, [{"name": "You"}, {"name": "Bob"}, {"name": "Cy"}])
    rng = random.Random(9)
    _play_hand(keeper, rng)
    recorded = profile.hand_count()
    deal_kept(keeper, rng)
    other = _write_lock(path)
    try:
        act_kept(keeper, passive_action(keeper.hand, keeper.hand.to_act))  # no OperationalError
        assert keeper.unsaved is not None and "locked" in keeper.unsaved
        while keeper.hand is not None:
            act_kept(keeper, passive_action(keeper.hand, keeper.hand.to_act))
        _play_hand(keeper, rng)  # still busy: played in memory
        assert keeper.unsaved is not None
    finally:
        _release(other)
    stack_now = table.seats[0].stack
    stored = account(profile)
    keeper.save()  # between hands, the profile free again: written at once
    assert keeper.unsaved is None
    chips = account(profile)
    assert chips.hero_stack == stack_now and not chips.hand_in_progress
    assert chips.player_total == 1000 + (stack_now - 200), "chips lost or made"
    entry = profile.ledger()[-1]
    assert entry.kind == "unrecorded" and entry.amount == stack_now - stored.hero_stack
    assert entry.total_after == chips.player_total
    assert profile.hand_count() == recorded  # those hands are not in the history
    _play_hand(keeper, rng)  # recording goes on
    assert profile.hand_count() > recorded
    assert keeper.stand_up() == account(profile).player_total
    profile.close()


def _app(data_dir: Path):  # noqa: ANN202 - the App

    return make_app(data_dir, "1280x720", seed=1)


def _click(app, pos: tuple[int, int]) -> None:  # noqa: ANN001
    click(app, pos, n_frames=3)


def _play_now(app) -> None:  # noqa: ANN001
    _click(app, title_button(app, "Play now").center)


@pytest.mark.reported("breaker#4")
def test_play_now_with_a_busy_profile_is_told(tmp_path: Path) -> None:
    app = _app(tmp_path)
    other = _write_lock(tmp_path / "profile.sqlite3")
    try:
        _play_now(app)
        for _ in range(3):
            app.step_frame()
    finally:
        _release(other)
    names = [type(s).__name__ for s in app.stack.scenes]
    assert names[-2:] == ["TableScene", "NoticeScene"], names
    assert "cannot be saved" in app.stack.top.message
    app.stack.clear()


@pytest.mark.reported("breaker#4")
def test_a_busy_profile_mid_hand_does_not_crash_and_is_told_once(tmp_path: Path) -> None:
    app = _app(tmp_path)
    _play_now(app)
    table = app.stack.top
    for _ in range(3000):
        app.step_frame()
        if getattr(table, "mode", None) == "bet" and not table.director.busy:
            break
    assert table.mode == "bet"
    other = _write_lock(tmp_path / "profile.sqlite3")
    try:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0,
                                             unicode="f"))
        for _ in range(3):
            app.step_frame()
    finally:
        _release(other)
    assert app.stack.top is not table
    assert "Play on: between hands the game tries again" in app.stack.top.message
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r"))
    for _ in range(4000):  # the next hand: saved again, told only once
        app.step_frame()
        assert app.stack.top is table or "another program" not in str(
            getattr(app.stack.top, "message", ""))
        if table.keeper.unsaved is None:
            break
        if table.mode == "over" and app.stack.top is table:  # Next hand
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                                 unicode="\r"))
    assert table.keeper is not None and table.keeper.unsaved is None
    profile = app.profile
    chips = account(profile)
    assert chips.open_table
    app.stack.clear()
