"""A damaged saved tournament and the disk's troubles, told precisely: ``void_tournament``
keeps the stored text and refunds the buy-in; ``Tournament.from_dict`` names the stack
and what is wrong; a full disk is called full, not busy; a data folder that cannot be
made is told like a read-only profile, naming the folder."""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path

import pytest

from drawpoker.engine import TableRules
from drawpoker.persistence import tournaments as book
from drawpoker.persistence import user_data
from drawpoker.persistence.notices import NoticeKind, combine
from drawpoker.persistence.paths import DataPaths
from drawpoker.persistence.profile import open_profile
from drawpoker.persistence.resume import TableKeeper
from drawpoker.session.tournament.schedule import make_schedule
from drawpoker.session.tournament.state import PlayClock, Tournament


def make(buy_in: int = 50) -> Tournament:
    base = TableRules.from_dict({"ante": 5, "small_blind": 5, "big_blind": 10})
    return Tournament(base, make_schedule(base, "slow"), ["You", "A", "B", "C", "D", "E"],
                      3000, buy_in, seed=7, button=0, clock=PlayClock())


def test_void_keeps_the_text_refunds_the_buy_in_and_frees_the_slot(tmp_path: Path) -> None:
    prof, _ = open_profile(tmp_path / "profile.sqlite3")
    before = prof.bankroll
    book.start_tournament(prof, make().to_dict(), 50)
    with prof.transaction() as conn:
        conn.execute("UPDATE open_tournament SET state_json = '{\"format\": 1, garbage'")
    with pytest.raises(ValueError, match="not JSON"):
        book.open_tournament(prof)
    refund, kept = book.void_tournament(prof, "tournament: not JSON")
    assert refund == 50 and prof.bankroll == before
    assert kept is not None and kept.parent == tmp_path
    assert kept.name.startswith("tournament.corrupt-") and kept.suffix == ".json"
    assert kept.read_text(encoding="utf-8") == '{"format": 1, garbage'
    row = prof.connection.execute(
        "SELECT kind, amount, bankroll_after, note FROM ledger ORDER BY id DESC").fetchone()
    assert row[:3] == ("tournament_void", 50, before) and "not JSON" in row[3]
    assert book.open_tournament(prof) is None
    book.start_tournament(prof, make().to_dict(), 50)  # a new one starts
    assert prof.bankroll == before - 50


def test_void_of_a_free_tournament_refunds_nothing_and_never_overwrites(
        tmp_path: Path) -> None:
    prof, _ = open_profile(tmp_path / "profile.sqlite3")
    book.start_tournament(prof, make(0).to_dict(), 50)  # an earlier paid one, given up
    book.abandon_tournament(prof)
    before = prof.bankroll
    for _k in range(2):
        book.start_tournament(prof, make(0).to_dict(), 0)
        refund, kept = book.void_tournament(prof, "bad")
        assert refund == 0 and prof.bankroll == before  # the old buy-in is not this one's
    assert len(list(tmp_path.glob("tournament.corrupt-*.json"))) == 2
    assert book.void_tournament(prof, "none open") == (0, None)


def test_a_copy_that_cannot_be_written_changes_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    prof, _ = open_profile(tmp_path / "profile.sqlite3")
    book.start_tournament(prof, make().to_dict(), 50)

    def full(path: Path, text: str) -> None:
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr(book, "atomic_write_text", full)
    with pytest.raises(OSError):
        book.void_tournament(prof, "bad")
    assert book.open_tournament(prof) is not None  # still there, asked again next time


@pytest.mark.parametrize(("stacks", "message"), [
    ([10**12, -500, 3000, 3000, 3000, 3000], r"tournament\.stacks\[1\]: -500 is below 0"),
    ([3000] * 5, r"tournament\.stacks: 5 stacks for 6 players"),
    ([3000, "x", 3000, 3000, 3000, 3000], r"tournament\.stacks\[1\]: 'x' is not a whole"),
    ([3000, 3000, 3000, 3000, 3000, 2999], r"add up to 17999 chips, not the 18000"),
    ({"a": 1}, r"tournament\.stacks: a dict, not a list"),
    ([3000, 2**63 - 1, 3000, 3000, 3000, 3000],  # issue 28 #2
     r"tournament\.stacks\[1\]: must be at most 1,000,000,000,000 chips"),
])
def test_bad_stacks_are_named_precisely(stacks: object, message: str) -> None:
    data = make().to_dict()
    data["stacks"] = stacks
    with pytest.raises(ValueError, match=message):
        Tournament.from_dict(data, clock=PlayClock())


def test_a_full_disk_on_leaving_says_the_disk_is_full(tmp_path: Path) -> None:
    prof, _ = open_profile(tmp_path / "profile.sqlite3")
    keeper = TableKeeper(prof)
    keeper._detach(sqlite3.OperationalError("database or disk is full"))  # noqa: SLF001
    message = str(keeper.unsaved_error())
    assert message.startswith("the disk holding your profile is full")
    assert "busy" not in message
    keeper._detach(sqlite3.OperationalError("database is locked"))  # noqa: SLF001
    assert str(keeper.unsaved_error()).startswith("the profile is busy")


def test_a_data_folder_that_cannot_be_made_is_told_naming_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "ro" / "new"

    def read_only(self: DataPaths) -> DataPaths:
        raise OSError(errno.EROFS, "Read-only file system", str(folder))

    monkeypatch.setattr(DataPaths, "ensure", read_only)
    data = user_data.open_user_data(folder)
    told = combine(data.notices)
    assert [n.kind for n in told] == [NoticeKind.READ_ONLY]
    text = told[0].message()
    assert f"the folder {folder} or its disk does not allow changes" in text
    assert "Errno" not in text
