"""The profile's write-ahead log after a crash (issue 15): every finished hand is in the main
file (a checkpoint at the end of each hand), so a lost or damaged ``profile.sqlite3-wal``
costs at most the hand in play; a damaged one is found, kept aside and told.

The crash is real: the profile files are copied while the game still has them open (what
a power cut or a kill leaves on disk), then the copy's ``-wal`` is damaged as a crash or a
bad disk would.
"""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from drawpoker.persistence.notices import NoticeKind
from drawpoker.persistence.profile import open_profile
from drawpoker.persistence.resume import TableKeeper, passive_action
from tests.support.play import SETUP, new_table

SIDES = ("", "-wal", "-shm")


def _crashed_in_a_hand(tmp_path: Path, finished: int) -> tuple[Path, int]:
    """A profile left by a crash in the middle of a hand, after ``finished`` finished hands
    (the files as the game had them on disk); returns (its path, the hands recorded)."""
    live = tmp_path / "live" / "profile.sqlite3"
    live.parent.mkdir()
    prof, _ = open_profile(live, starting_bankroll=5000, lock=True)
    keeper = TableKeeper(prof)
    keeper.sit_down(new_table(prof, {"ante": 10}, [5000, 5000], buy_in=500), 0, SETUP[:3])
    rng = random.Random(11)
    for _ in range(finished):
        keeper.deal(rng)
        while keeper.hand is not None:
            keeper.act(passive_action(keeper.hand, keeper.hand.to_act))  # type: ignore[arg-type]
    keeper.deal(rng)
    for _ in range(2):
        keeper.act(passive_action(keeper.hand, keeper.hand.to_act))  # type: ignore[union-attr, arg-type]
    recorded = prof.hand_count()
    crashed = tmp_path / "crashed" / "profile.sqlite3"
    crashed.parent.mkdir()
    for side in SIDES:
        source = live.with_name(live.name + side)
        if source.exists():
            shutil.copyfile(source, crashed.with_name(crashed.name + side))
    prof.close()
    return crashed, recorded


def test_every_finished_hand_is_in_the_main_file(tmp_path: Path) -> None:
    """Failed before: the hands stayed in the ``-wal`` until SQLite's own checkpoint (1,000
    pages), so the main file alone had none of them."""
    crashed, recorded = _crashed_in_a_hand(tmp_path, finished=5)
    assert recorded == 5
    for side in ("-wal", "-shm"):
        crashed.with_name(crashed.name + side).unlink(missing_ok=True)
    prof, notices = open_profile(crashed)
    assert prof.hand_count() == 5
    prof.close()


def test_an_intact_log_after_a_crash_is_no_damage(tmp_path: Path) -> None:
    crashed, recorded = _crashed_in_a_hand(tmp_path, finished=2)
    prof, notices = open_profile(crashed, lock=True)
    assert notices == []
    assert prof.hand_count() == recorded
    assert TableKeeper(prof).saved().hand_in_progress  # type: ignore[union-attr]
    prof.close()


@pytest.mark.parametrize("damage", ["emptied", "truncated", "garbled"])
def test_a_damaged_log_is_kept_aside_and_told(tmp_path: Path, damage: str) -> None:
    """Failed before: an emptied, truncated or garbled ``-wal`` silently rolled the profile
    back to SQLite's last checkpoint (every hand since, with its chips, gone, no word)."""
    crashed, recorded = _crashed_in_a_hand(tmp_path, finished=4)
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
