"""The profile's write-ahead log after a crash (issue 15): every finished hand is in the main
file (a checkpoint at the end of each hand), so a lost or damaged ``profile.sqlite3-wal``
costs at most the hand in play; a damaged one is found, kept aside and told.

The crash is real: the profile files are copied while the game still has them open (what
a power cut or a kill leaves on disk), then the copy's ``-wal`` is damaged as a crash or a
bad disk would.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from drawpoker.persistence.notices import NoticeKind
from drawpoker.persistence.profile import open_profile
from drawpoker.persistence.resume import TableKeeper
from tests.support.userdata import crashed_in_a_hand


def test_every_finished_hand_is_in_the_main_file(tmp_path: Path) -> None:
    """Failed before: the hands stayed in the ``-wal`` until SQLite's own checkpoint (1,000
    pages), so the main file alone had none of them."""
    crashed, recorded = crashed_in_a_hand(tmp_path, finished=5)
    assert recorded == 5
    for side in ("-wal", "-shm"):
        crashed.with_name(crashed.name + side).unlink(missing_ok=True)
    prof, notices = open_profile(crashed)
    assert prof.hand_count() == 5
    prof.close()


def test_an_intact_log_after_a_crash_is_no_damage(tmp_path: Path) -> None:
    crashed, recorded = crashed_in_a_hand(tmp_path, finished=2)
    prof, notices = open_profile(crashed, lock=True)
    assert notices == []
    assert prof.hand_count() == recorded
    assert TableKeeper(prof).saved().hand_in_progress  # type: ignore[union-attr]
    prof.close()


@pytest.mark.parametrize("damage", ["emptied", "truncated", "garbled"])
def test_a_damaged_log_is_kept_aside_and_told(tmp_path: Path, damage: str) -> None:
    """Failed before: an emptied, truncated or garbled ``-wal`` silently rolled the profile
    back to SQLite's last checkpoint (every hand since, with its chips, gone, no word)."""
    crashed, recorded = crashed_in_a_hand(tmp_path, finished=4)
    wal = crashed.with_name(crashed.name + "-wal")
    data = wal.read_bytes()
    assert len(data) > 32
    if damage == "emptied":
        wal.write_bytes(b"")
    elif damage == "truncated":
        wal.write_bytes(data[: len(data) // 2])
    else:
        mid = len(data) // 2
        wal.write_bytes(data[:mid] + bytes(range(256)) * 2 + data[mid + 512:])
    damaged = wal.read_bytes()
    prof, notices = open_profile(crashed, lock=True)
    assert [n.kind for n in notices] == [NoticeKind.WAL_DAMAGED]
    kept = notices[0].kept_aside
    assert kept is not None and kept.read_bytes() == damaged  # kept as it was found
    assert str(kept) in notices[0].message()
    assert prof.hand_count() == recorded  # at most the hand in play is lost
    assert not prof.temporary
    prof.close()
    again, notices = open_profile(crashed, lock=True)
    assert notices == [] and again.hand_count() == recorded
    again.close()


def test_an_emptied_profile_beside_its_log_is_kept_aside_and_told(tmp_path: Path) -> None:
    """Failed before (issue 28): a profile truncated to 0 bytes beside a log holding the hand
    in play (a power cut) opened as sound: a new 1,000-chip profile, the log emptied,
    nothing kept aside, no word."""
    crashed, recorded = crashed_in_a_hand(tmp_path, finished=3)
    wal = crashed.with_name(crashed.name + "-wal")
    log = wal.read_bytes()
    main = crashed.read_bytes()
    assert log and recorded == 3
    crashed.write_bytes(b"")
    prof, notices = open_profile(crashed, lock=True)
    assert [n.kind for n in notices] == [NoticeKind.EMPTIED]
    kept = notices[0].kept_aside
    assert kept is not None and kept.read_bytes() == b""
    assert kept.with_name(kept.name + "-wal").read_bytes() == log  # the log, as found
    message = notices[0].message()
    assert str(kept) in message and "-wal" in message
    assert prof.hand_count() == 0 and main  # a new profile, the old one told
    prof.close()

