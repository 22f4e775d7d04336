"""A profile whose version field is older than its content (a copy restored over a newer
one's tables, a hand-edited ``user_version``, an older game that wrote the label back):
migrating it keeps the player's data, a table or column that is already there is fine
(every step of the migration is idempotent); only tables no version of the game has are
damage."""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

import pytest

from drawpoker.persistence.notices import NoticeKind
from drawpoker.persistence.profile import SCHEMA_VERSION, open_profile


def _played(tmp_path: Path) -> Path:
    """A current profile with chips granted, experience, an achievement and a career room."""
    path = tmp_path / "profile.sqlite3"
    profile, notices = open_profile(path, name="Ann", starting_bankroll=500)
    assert notices == []
    profile.grant(77, "test")
    profile.close()
    with contextlib.closing(sqlite3.connect(path)) as conn, conn:
        conn.execute("INSERT INTO xp_awards (at, context, good, close, costly, xp) "
                     "VALUES ('2026-01-01T00:00:00Z', 'cash', 3, 1, 0, 120)")
        conn.execute("INSERT INTO achievements VALUES ('four_kind', '2026-01-01T00:00:00Z')")
        conn.execute("INSERT INTO career_rooms (room, finals, best_place, finished_at) "
                     "VALUES ('kitchen', 2, 1, '2026-01-01T00:00:00Z')")
    return path


def _label(path: Path, version: int) -> None:
    with contextlib.closing(sqlite3.connect(path)) as conn:
        conn.execute(f"PRAGMA user_version = {version}")


def _kept_aside(folder: Path) -> list[str]:
    return [p.name for p in folder.iterdir() if ".corrupt-" in p.name]


@pytest.mark.reported("tester: a schema-6 profile labelled 5 was set aside whole")
@pytest.mark.parametrize("label", [5, 4, 2, 1])
def test_a_profile_labelled_older_than_its_tables_keeps_its_data(
        tmp_path: Path, label: int) -> None:
    path = _played(tmp_path)
    _label(path, label)
    profile, notices = open_profile(path)
    try:
        assert [n.kind for n in notices] == [NoticeKind.UPGRADED], notices
        assert profile.bankroll == 577
        conn = profile.connection
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert conn.execute("SELECT xp FROM xp_awards").fetchall() == [(120,)]
        assert conn.execute("SELECT key FROM achievements").fetchall() == [("four_kind",)]
        assert conn.execute("SELECT room, finals FROM career_rooms").fetchall() == [
            ("kitchen", 2)]
        kinds = [k for (k,) in conn.execute("SELECT kind FROM ledger ORDER BY id")]
        assert kinds.count("start") == 1, kinds  # the ledger is not begun twice
    finally:
        profile.close()
    assert _kept_aside(tmp_path) == []


@pytest.mark.reported("tester: a schema-6 profile labelled 5 was set aside whole")
def test_a_half_done_migration_is_finished(tmp_path: Path) -> None:
    """Labelled 5 with one of version 6's two tables already there: the other is made."""
    path = _played(tmp_path)
    with contextlib.closing(sqlite3.connect(path)) as conn:
        conn.execute("DROP TABLE career_sittings")
        conn.execute("PRAGMA user_version = 5")
    profile, notices = open_profile(path)
    try:
        assert [n.kind for n in notices] == [NoticeKind.UPGRADED]
        assert profile.connection.execute("SELECT count(*) FROM career_sittings").fetchone() \
            == (0,)
        assert profile.connection.execute("SELECT room FROM career_rooms").fetchall() == [
            ("kitchen",)]
    finally:
        profile.close()


@pytest.mark.reported("tester: a schema-6 profile labelled 5 was set aside whole")
def test_a_table_no_version_has_is_still_damage(tmp_path: Path) -> None:
    path = _played(tmp_path)
    with contextlib.closing(sqlite3.connect(path)) as conn:
        conn.execute("CREATE TABLE stolen (x)")
        conn.execute("PRAGMA user_version = 5")
    profile, notices = open_profile(path)
    profile.close()
    assert [n.kind for n in notices] == [NoticeKind.CORRUPT]
    assert "stolen" in notices[0].detail


@pytest.mark.reported("tester: a schema-6 profile labelled 5 was set aside whole")
def test_a_later_table_lacking_its_columns_is_damage(tmp_path: Path) -> None:
    """Labelled 5, a ``career_rooms`` that is not version 6's: set aside, not half-used."""
    path = _played(tmp_path)
    with contextlib.closing(sqlite3.connect(path)) as conn:
        conn.execute("DROP TABLE career_rooms")
        conn.execute("CREATE TABLE career_rooms (room TEXT PRIMARY KEY)")
        conn.execute("PRAGMA user_version = 5")
    profile, notices = open_profile(path)
    profile.close()
    assert [n.kind for n in notices] == [NoticeKind.CORRUPT]
    assert "career_rooms" in notices[0].detail
