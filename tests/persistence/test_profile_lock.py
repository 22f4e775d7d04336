"""The profile lock and a profile busy elsewhere: two copies of the game on one profile (the second gets the ``in_use`` notice and a temporary profile; real processes), so the chip account stays whole."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from drawpoker.persistence.notices import NoticeKind
from drawpoker.persistence.profile import open_profile
from drawpoker.persistence.resume import account

ROOT = Path(__file__).resolve().parents[2]


def _hold(code: str) -> subprocess.Popen[str]:
    """Start a Python process running ``code``; returns once it printed its first line."""
    proc = subprocess.Popen([sys.executable, "-c", textwrap.dedent(code)], cwd=ROOT,
                            stdout=subprocess.PIPE, stdin=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    line = proc.stdout.readline().strip()
    assert line == "ready", line
    return proc


def _stop(proc: subprocess.Popen[str]) -> None:
    assert proc.stdin is not None
    proc.stdin.close()
    proc.wait(timeout=20)


@pytest.mark.reported("breaker#4")
def test_a_second_copy_of_the_game_gets_a_temporary_profile(tmp_path: Path) -> None:
    from drawpoker.ui.services import Services

    open_profile(tmp_path / "profile.sqlite3")[0].close()
    other = _hold(f"""
        import sys
        from drawpoker.persistence.profile import open_profile
        p, n = open_profile({str(tmp_path / "profile.sqlite3")!r}, lock=True)
        print("ready", flush=True)
        sys.stdin.read()
    """)
    try:
        app = Services(data_dir=str(tmp_path))
        profile = app.profile
        assert profile.temporary, "the second copy played on the player's own profile"
        assert [n.kind for n in app.pending_notices] == [NoticeKind.IN_USE]
        profile.close()
    finally:
        _stop(other)


@pytest.mark.reported("breaker#4")
def test_two_games_at_once_keep_the_ledger_whole(tmp_path: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    cmd = [sys.executable, "-m", "drawpoker", "--demo", "1", "--data-dir", str(tmp_path)]
    first = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, text=True)
    lock = tmp_path / "profile.sqlite3.lock"
    for _ in range(200):  # wait until the first copy holds its profile
        if lock.exists():
            break
        subprocess.run(["sleep", "0.05"], check=False)
    second = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True,
                            timeout=110, check=False)
    _out, err = first.communicate(timeout=110)
    assert first.returncode == 0, err
    assert second.returncode == 0, second.stderr
    profile, _n = open_profile(tmp_path / "profile.sqlite3")
    try:
        chips = account(profile)
        assert not chips.open_table and not chips.hand_in_progress
        start = profile.player().starting_bankroll
        nets = sum(h.net for h in profile.hands(limit=None))
        assert profile.bankroll == start + nets, "the hand nets do not add up to the bankroll"
        assert len(profile.sessions()) == 1, "two copies played on the same profile"
        ledger = profile.ledger()
        total = start
        for entry in ledger[1:]:
            if entry.kind == "hand":
                total += entry.amount
            assert entry.total_after == total, entry
    finally:
        profile.close()


@pytest.mark.reported("breaker#4")
def test_a_profile_locked_by_another_program_is_busy_not_damaged(tmp_path: Path) -> None:
    path = tmp_path / "profile.sqlite3"
    profile, _n = open_profile(path)
    profile.grant(77, note="mine")
    profile.close()
    other = _hold(f"""
        import sqlite3, sys
        c = sqlite3.connect({str(path)!r}, isolation_level=None)
        c.execute("PRAGMA locking_mode=EXCLUSIVE")
        c.execute("BEGIN EXCLUSIVE")
        c.execute("UPDATE player SET name=name")
        print("ready", flush=True)
        sys.stdin.read()
        c.execute("COMMIT")
    """)
    try:
        busy, notices = open_profile(path, lock=True)
        assert [n.kind for n in notices] == [NoticeKind.BUSY], notices
        assert busy.temporary
        assert "another program" in notices[0].message()
        busy.close()
    finally:
        _stop(other)
    assert not list(tmp_path.glob("*corrupt*")), "an intact, busy profile was set aside"
    again, notices = open_profile(path)
    assert notices == []
    assert again.bankroll == 1077
    again.close()
