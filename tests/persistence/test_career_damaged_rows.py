"""A hand-edited or damaged ``career_rooms`` row (SQLite keeps any type in any column):
reading the rooms raises ProfileError naming the room and the column, never a bare
ValueError, and the row stays as it was (nothing is lost)."""

from __future__ import annotations

from pathlib import Path

import pytest

from drawpoker.persistence import career as store
from drawpoker.persistence.profile import ProfileError, open_profile

DAMAGED = {
    "finals as text": ("'x'", "NULL", "NULL", "finals"),
    "best place as text": ("1", "'abc'", "NULL", "best place"),
    "best place as bytes": ("1", "x'00ff'", "NULL", "best place"),
    "finals too large for a whole number": ("99999999999999999999", "1", "NULL", "finals"),
}


@pytest.mark.reported("breaker")
@pytest.mark.parametrize("case", list(DAMAGED))
def test_a_damaged_room_row_is_a_profile_error_naming_it(tmp_path: Path, case: str) -> None:
    finals, best, at, column = DAMAGED[case]
    prof, _ = open_profile(tmp_path / "profile.sqlite3")
    with prof:
        with prof.transaction() as conn:
            conn.execute(f"INSERT INTO career_rooms VALUES ('kitchen', {finals}, {best}, {at})")
        with pytest.raises(ProfileError, match=f"'kitchen' has a damaged {column}"):
            store.room_records(prof)
        rows = prof.connection.execute("SELECT COUNT(*) FROM career_rooms").fetchone()[0]
        assert rows == 1


def test_a_room_the_road_does_not_know_is_read_as_stored(tmp_path: Path) -> None:
    prof, _ = open_profile(tmp_path / "profile.sqlite3")
    with prof:
        with prof.transaction() as conn:
            conn.execute("INSERT INTO career_rooms VALUES ('nowhere', 2, 1, NULL)")
        assert store.room_records(prof)["nowhere"] == store.RoomRecord(2, 1, None)
