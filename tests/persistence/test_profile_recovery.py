"""A damaged profile on disk, as a crash, a full disk or a hand edit leaves it: the game
starts with a fresh profile and a notice, the damaged file is kept aside, never a crash and
never a silent reset."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from drawpoker.persistence.notices import NoticeKind
from drawpoker.persistence.profile import open_profile
from drawpoker.session.table.dealing import deal_kept
from tests.support import disks
from tests.support.records import HAND_ONE


def _made(tmp_path: Path) -> Path:
    path = tmp_path / "profile.sqlite3"
    profile, notices = open_profile(path, name="Ann", starting_bankroll=500)
    assert notices == []
    profile.grant(77, "test")
    profile.close()
    return path


def _kept_aside(tmp_path: Path) -> list[Path]:
    return [p for p in tmp_path.iterdir() if ".corrupt-" in p.name and p.suffix == ".sqlite3"]


@pytest.mark.reported("breaker")
def test_a_zero_byte_profile_is_reported_not_silently_replaced(tmp_path: Path) -> None:
    """A file truncated to nothing (power cut on a file system that delays writes) held a
    profile: the player is told, not handed a new bankroll without a word."""
    path = _made(tmp_path)
    path.write_bytes(b"")
    for side in ("-wal", "-shm"):
        path.with_name(path.name + side).unlink(missing_ok=True)
    profile, notices = open_profile(path, starting_bankroll=1000)
    assert [n.kind for n in notices] == [NoticeKind.CORRUPT]
    assert "empty" in (notices[0].detail or "")
    assert profile.bankroll == 1000
    assert _kept_aside(tmp_path)
    profile.close()


def _sql(statement: str) -> Callable[[Path], None]:
    def run(path: Path) -> None:
        conn = sqlite3.connect(path)
        conn.execute(statement)
        conn.commit()
        conn.close()
    return run


@pytest.mark.reported("breaker")
@pytest.mark.parametrize("damage", [
    _sql("UPDATE player SET bankroll = 'lots'"),
    _sql("UPDATE player SET bankroll = 12.5"),
    _sql("UPDATE player SET name = x'ff00'"),
    _sql("DELETE FROM player"),
], ids=["bankroll-text", "bankroll-real", "name-blob", "no-player"])
def test_a_damaged_player_row_is_kept_aside_with_a_notice(
        damage: Callable[[Path], None], tmp_path: Path) -> None:
    path = _made(tmp_path)
    damage(path)
    profile, notices = open_profile(path, starting_bankroll=1000)
    assert [n.kind for n in notices] == [NoticeKind.CORRUPT]
    assert "player" in (notices[0].detail or "")
    assert profile.bankroll == 1000
    assert profile.player().name
    assert _kept_aside(tmp_path)
    profile.close()


@pytest.mark.reported("breaker")
def test_a_crash_while_creating_a_profile_leaves_no_profile_file(tmp_path: Path) -> None:
    """A new profile is built aside and renamed into place: a half-made one from a crash
    is never taken for the player's profile (nor reported as damaged)."""
    path = tmp_path / "profile.sqlite3"
    half_made = tmp_path / ".profile.sqlite3.new"
    half_made.write_bytes(b"")
    profile, notices = open_profile(path, starting_bankroll=400)
    assert notices == []
    assert profile.bankroll == 400
    assert not half_made.exists()
    profile.close()
    reopened, notices = open_profile(path)
    assert notices == [] and reopened.bankroll == 400
    reopened.close()


DEEP = "[" * 100_000 + "]" * 100_000


@pytest.mark.reported("breaker")
@pytest.mark.parametrize("text", ["not json", DEEP, "[1, 2]"])
def test_a_damaged_session_row_does_not_break_the_session_list(text: str,
                                                               tmp_path: Path) -> None:
    """The history screen lists every sitting; one damaged row must not take it down."""
    path = _made(tmp_path)
    profile, _ = open_profile(path)
    first = profile.start_session({"ante": 5}, [{"name": "Ann"}, {"name": "Bob"}], 0)
    second = profile.start_session({"ante": 10}, [{"name": "Ann"}, {"name": "Cy"}], 0)
    profile.connection.execute("UPDATE sessions SET rules_json = ?, seats_json = ? WHERE id = ?",
                               (text, text, first))
    sessions = profile.sessions()
    assert [s.id for s in sessions] == [second, first]
    assert sessions[0].rules == {"ante": 10}
    assert sessions[1].rules == {} and isinstance(sessions[1].seats, list)
    profile.close()


@pytest.mark.reported("breaker")
def test_a_stored_history_nested_too_deeply_is_a_profile_error(tmp_path: Path) -> None:
    from drawpoker.persistence.history import replay_events
    from drawpoker.persistence.profile import ProfileError

    path = _made(tmp_path)
    profile, _ = open_profile(path)
    session = profile.start_session({"ante": 5}, [{"name": "Ann"}, {"name": "Bob"}], 0)
    hand_id = profile.record_hand(session_id=session, hero_seat=0, document=HAND_ONE,
                                  events=replay_events(HAND_ONE), seed=1)
    profile.connection.execute("UPDATE hands SET history_json = ? WHERE id = ?", (DEEP, hand_id))
    with pytest.raises(ProfileError, match="not JSON"):
        profile.hand_history(hand_id)
    profile.close()


@pytest.mark.reported("breaker")
def test_an_open_table_nested_too_deeply_is_settled(tmp_path: Path) -> None:
    import random

    from drawpoker.engine.rules import TableRules
    from drawpoker.engine.table import Seat, Table
    from drawpoker.persistence.resume import TableKeeper

    path = _made(tmp_path)
    profile, _ = open_profile(path)
    bankroll = profile.bankroll
    table = Table(TableRules.from_dict({"ante": 5}),
                  [Seat("You", 0, bankroll=profile.bankroll), Seat("Bob", 200)], 0)
    table.buy_in(0, 100)
    keeper = TableKeeper(profile)
    keeper.sit_down(table, 0, [{"name": "You"}, {"name": "Bob"}])
    deal_kept(keeper, random.Random(1))
    profile.connection.execute("UPDATE open_table SET state_json = ?", (DEEP,))
    keeper = TableKeeper(profile)
    assert keeper.saved() is None and keeper.broken_table
    assert profile.bankroll == bankroll
    profile.close()


@pytest.mark.reported("breaker")
def test_a_profile_on_a_read_only_disk_is_shown_as_it_is(tmp_path: Path) -> None:
    """A profile that can be read but not written (a real read-only mount) is opened as a
    temporary copy in memory: the player sees his own bankroll and hands, with the
    'read_only' notice, not a stranger's default bankroll."""
    path = _made(tmp_path)  # bankroll 500 + 77
    before = path.read_bytes()
    with disks.read_only_mount(tmp_path):
        profile, notices = open_profile(path, starting_bankroll=1000, lock=True)
        assert [n.kind for n in notices] == [NoticeKind.READ_ONLY]
        assert profile.temporary
        assert profile.bankroll == 577 and profile.player().name == "Ann"
        profile.grant(3, "in memory only")
        profile.close()
    assert path.read_bytes() == before


@pytest.mark.reported("breaker")
def test_an_unreadable_profile_on_a_read_only_disk_gives_a_fresh_one(tmp_path: Path) -> None:
    path = tmp_path / "profile.sqlite3"
    path.write_bytes(b"garbage" * 50)
    with disks.read_only_mount(tmp_path):
        profile, notices = open_profile(path, starting_bankroll=1000)
        assert [n.kind for n in notices] == [NoticeKind.READ_ONLY]
        assert profile.bankroll == 1000
        profile.close()
    assert path.read_bytes() == b"garbage" * 50
