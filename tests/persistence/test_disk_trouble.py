"""A profile on a disk that misbehaves: full, read-only, immutable, side files that are not
files, an unusable lock (issue 15). Real conditions: a small tmpfs filled up, a read-only
bind mount, ``chattr +i``, folders where SQLite's side files go. Never a fresh bankroll
over a good profile, never a silent unsaved game, never two copies writing one profile.
"""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from drawpoker.persistence.notices import NoticeKind
from drawpoker.persistence.profile import open_profile
from drawpoker.persistence.resume import TableKeeper, account
from drawpoker.session.table.dealing import deal_kept
from tests.support import disks
from tests.support.play import SETUP, act_kept, new_table, random_action


def _profile_with_hands(path: Path, hands: int = 3) -> tuple[int, int]:
    """A profile at ``path`` whose player played ``hands`` hands and stood up; returns
    (bankroll, hands recorded)."""
    prof, notices = open_profile(path, starting_bankroll=2000, lock=True)
    assert not notices
    keeper = TableKeeper(prof)
    keeper.sit_down(new_table(prof, {"ante": 10}, [5000, 5000], buy_in=500), 0, SETUP[:3])
    rng = random.Random(7)
    for _ in range(hands):
        if not keeper.table.can_deal():  # type: ignore[union-attr]
            break
        deal_kept(keeper, rng)
        while keeper.hand is not None:
            act_kept(keeper, random_action(keeper.hand, rng))
    keeper.stand_up()
    result = prof.bankroll, prof.hand_count()
    prof.close()
    return result


def _kinds(notices: list) -> list[NoticeKind]:  # type: ignore[type-arg]
    return [n.kind for n in notices]


def test_a_nearly_full_disk_never_sets_a_good_profile_aside(tmp_path: Path) -> None:
    """Failed before: the intact profile was renamed ``profile.corrupt-*`` and, once space
    was freed, the next start began a fresh 1,000-chip profile with 0 hands."""
    with disks.small_disk(tmp_path / "disk", 512) as disk:
        path = disk / "profile.sqlite3"
        bankroll, hands = _profile_with_hands(path)
        assert hands >= 1
        filler = disks.fill(disk, leave_bytes=2048)
        prof, notices = open_profile(path, lock=True)
        assert _kinds(notices) == [NoticeKind.DISK_FULL], [n.detail for n in notices]
        assert prof.temporary  # plays with a copy, never pretending to save
        assert (prof.bankroll, prof.hand_count()) == (bankroll, hands)  # the player's own
        message = notices[0].message()
        assert "full" in message and "space" in message
        prof.close()
        assert not list(disk.glob("*corrupt*")), list(disk.iterdir())
        assert not list(disk.glob(".*.new*"))
        filler.unlink()
        again, notices = open_profile(path, lock=True)
        assert notices == []
        assert not again.temporary
        assert (again.bankroll, again.hand_count()) == (bankroll, hands)
        again.close()


@pytest.mark.reported("breaker")
@pytest.mark.parametrize("free_kb", [8, 40, 80])
def test_a_first_start_on_a_nearly_full_disk_plays_as_a_guest(tmp_path: Path,
                                                              free_kb: int) -> None:
    """Failed before: with 8 to 90 kB free, the new profile's COMMIT failed ("database or
    disk is full"), SQLite had already rolled the transaction back, and the ROLLBACK after
    it raised "cannot rollback - no transaction is active": the game stopped with a crash
    report instead of saying the disk is full."""
    with disks.small_disk(tmp_path / "disk", 256) as disk:
        filler = disks.fill(disk, leave_bytes=free_kb * 1024)
        prof, notices = open_profile(disk / "profile.sqlite3", lock=True)
        assert _kinds(notices) == [NoticeKind.DISK_FULL], [n.detail for n in notices]
        assert prof.temporary
        prof.close()
        filler.unlink()  # space freed: the next start makes the profile, nothing set aside
        again, notices = open_profile(disk / "profile.sqlite3", lock=True)
        assert notices == [] and not again.temporary
        again.close()
        assert not list(disk.glob("*corrupt*")), list(disk.iterdir())


def test_the_disk_filling_during_play_keeps_the_game_going(tmp_path: Path) -> None:
    """Failed before: ``OperationalError: database or disk is full`` escaped the keeper (the
    game's crash screen, exit 1). Now the keeper plays on in memory, says why
    (``unsaved_problem == "full"``), and writes again between hands once there is space."""
    with disks.small_disk(tmp_path / "disk", 1024) as disk:
        prof, _ = open_profile(disk / "profile.sqlite3", starting_bankroll=2000, lock=True)
        keeper = TableKeeper(prof)
        keeper.sit_down(new_table(prof, {"ante": 10}, [5000, 5000], buy_in=500), 0,
                        SETUP[:3])
        start = account(prof).player_total
        rng = random.Random(3)
        deal_kept(keeper, rng)
        filler = disks.fill(disk, leave_bytes=0)
        while keeper.hand is not None:
            act_kept(keeper, random_action(keeper.hand, rng))
        assert keeper.unsaved is not None
        assert keeper.unsaved_problem == "full"
        deal_kept(keeper, rng)  # the next hand plays in memory too
        while keeper.hand is not None:
            act_kept(keeper, random_action(keeper.hand, rng))
        played = keeper.table.seats[0].stack  # type: ignore[union-attr]
        filler.unlink()
        keeper.save()  # between hands: written again
        assert keeper.unsaved is None
        chips = account(prof)
        assert chips.hero_stack == played
        assert chips.player_total == start + sum(e.amount for e in prof.ledger()
                                                 if e.kind == "unrecorded")
        prof.close()


@pytest.mark.parametrize("how", ["mount", "immutable", "wal_immutable", "shm_immutable"])
def test_read_only_data_is_found_at_start_and_played_as_a_guest(tmp_path: Path,
                                                                how: str) -> None:
    """Failed before: a profile on a read-only mount, an immutable profile, an immutable
    ``-wal`` or ``-shm`` opened without a word and every hand was silently lost. Now a real write
    probe at start finds it: the player's own profile as a guest copy, a ``read_only``
    notice saying what to do, and nothing on disk changed."""
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / "profile.sqlite3"
    bankroll, hands = _profile_with_hands(path)
    before = path.read_bytes()
    if how == "mount":
        guard = disks.read_only_mount(folder)
    elif how == "immutable":
        guard = disks.immutable(path)
    else:
        side = folder / ("profile.sqlite3-wal" if how == "wal_immutable" else "profile.sqlite3-shm")
        side.write_bytes(b"")
        guard = disks.immutable(side)
    with guard:
        prof, notices = open_profile(path, lock=True)
        assert _kinds(notices) == [NoticeKind.READ_ONLY], [n.detail for n in notices]
        assert prof.temporary
        assert (prof.bankroll, prof.hand_count()) == (bankroll, hands)
        assert "guest" in notices[0].message()
        prof.close()
    assert path.read_bytes() == before
    assert not list(folder.glob("*corrupt*"))


@pytest.mark.parametrize("side", ["-wal", "-shm"])
def test_a_folder_where_a_side_file_goes_never_sets_the_profile_aside(tmp_path: Path,
                                                                      side: str) -> None:
    """Failed before: a folder in place of ``profile.sqlite3-wal`` made the intact profile
    look damaged (renamed ``profile.corrupt-*``, fresh bankroll); a folder as ``-shm``
    played silently unsaved. Now: the player's profile as a guest copy, a notice naming the
    folder, the files untouched."""
    path = tmp_path / "profile.sqlite3"
    bankroll, hands = _profile_with_hands(path)
    (tmp_path / f"profile.sqlite3{side}").mkdir()
    prof, notices = open_profile(path, lock=True)
    assert _kinds(notices) == [NoticeKind.NOT_A_FILE]
    assert f"profile.sqlite3{side}" in notices[0].message()
    assert prof.temporary and (prof.bankroll, prof.hand_count()) == (bankroll, hands)
    prof.close()
    assert not list(tmp_path.glob("*corrupt*"))
    shutil.rmtree(tmp_path / f"profile.sqlite3{side}")
    again, notices = open_profile(path, lock=True)
    assert notices == [] and not again.temporary
    again.close()


@pytest.mark.parametrize("how", ["folder", "immutable"])
def test_an_unusable_lock_file_is_never_skipped(tmp_path: Path, how: str) -> None:
    """Failed before: a folder or an immutable file as ``profile.sqlite3.lock`` skipped the
    single-instance lock without a word, so two copies wrote one profile. Now the copy that
    cannot lock plays a guest copy and says why."""
    path = tmp_path / "profile.sqlite3"
    bankroll, _ = _profile_with_hands(path, hands=1)
    lock = tmp_path / "profile.sqlite3.lock"
    lock.unlink(missing_ok=True)
    if how == "folder":
        lock.mkdir()
        first, notices = open_profile(path, lock=True)
    else:
        lock.write_bytes(b"")
        with disks.immutable(lock):
            first, notices = open_profile(path, lock=True)
    assert _kinds(notices) == [NoticeKind.LOCK_UNUSABLE]
    assert first.temporary and first.bankroll == bankroll
    assert "profile.sqlite3.lock" in notices[0].message()
    first.close()


def test_a_read_only_data_folder_is_told_once_at_start(tmp_path: Path) -> None:
    """The first start on a read-only folder: the settings cannot be written either; the
    player reads one notice about both files, not two."""
    from drawpoker.persistence.notices import combine
    from tests.support.userdata import app_in

    folder = tmp_path / "data"
    folder.mkdir()
    _profile_with_hands(folder / "profile.sqlite3", hands=1)
    with disks.read_only_mount(folder):
        app = app_in(folder)
        try:
            told = app.load_settings()
            _ = app.profile
            notices = combine(told + app.pending_notices)
            assert [(n.kind, n.file) for n in notices] == [(NoticeKind.READ_ONLY, "both")]
            assert "settings and profile" in notices[0].message()
            assert app.profile.temporary
        finally:
            app.stack.clear()
            app.profile.close()
