"""The career in the profile: which cash-table sitting was played in which card room,
and each room's finals (schema ``profile.schema_v6``).

Only rows are kept here; which room opens, and when a room is finished, is
``drawpoker.career``'s. A room's hands are counted from the hands table (the hands of
its sittings), so they are written with each hand's record and never apart from it.

API:
    ``RoomRecord`` (a room's finals); ``link_sitting(profile, session_id, room)``;
    ``sitting_room(profile, session_id) -> room or None``; ``sitting_rooms(profile) ->
    {session id: room}``;
    ``hands_by_room(profile) -> {room: hands}``; ``record_final(profile, room, place,
    finished)``; ``room_records(profile) -> {room: RoomRecord}``.

Errors: ``ProfileError`` for a place below 1 or an empty room id, and from
``room_records`` for a damaged ``career_rooms`` row (naming the room and column).
"""

from __future__ import annotations

from dataclasses import dataclass

from drawpoker.persistence.profile import Profile, ProfileError, utc_now


@dataclass(frozen=True, slots=True)
class RoomRecord:
    """A room's finals: how many were played, the best place (None: none yet) and when
    the room was finished (ISO-8601 UTC; None: not yet)."""

    finals: int = 0
    best_place: int | None = None
    finished_at: str | None = None


def link_sitting(profile: Profile, session_id: int, room: str) -> None:
    """Count the sitting ``session_id`` (a cash table's, or a final's: named by its room,
    its hands not counted for the final) as played in ``room`` (again: nothing changes).

    Raises:
        ProfileError: an empty room id.
    """
    if not room:
        raise ProfileError("career: a sitting needs a room")
    with profile.transaction() as conn:
        conn.execute("INSERT OR IGNORE INTO career_sittings (session_id, room) VALUES (?, ?)",
                     (session_id, room))


def sitting_room(profile: Profile, session_id: int) -> str | None:
    """The room the sitting ``session_id`` was played in (None: no room's)."""
    row = profile.connection.execute(
        "SELECT room FROM career_sittings WHERE session_id = ?", (session_id,)).fetchone()
    return None if row is None else str(row[0])


def sitting_rooms(profile: Profile) -> dict[int, str]:
    """Every sitting linked to a room (a room's cash table or its final): ``{session id:
    room}``."""
    rows = profile.connection.execute("SELECT session_id, room FROM career_sittings").fetchall()
    return {int(sid): str(room) for sid, room in rows}


def hands_by_room(profile: Profile) -> dict[str, int]:
    """Hands played at each room's cash table (a room with none is left out; its finals'
    sittings, linked for their names, are not counted)."""
    rows = profile.connection.execute(
        "SELECT c.room, COUNT(h.id) FROM career_sittings c "
        "JOIN hands h ON h.session_id = c.session_id WHERE h.tournament_level IS NULL "
        "GROUP BY c.room").fetchall()
    return {str(room): int(n) for room, n in rows}


def record_final(profile: Profile, room: str, place: int, finished: bool) -> None:
    """One final played in ``room``, finished at ``place`` (1 = won); ``finished``: it
    finishes the room (the first time is kept). Joins the caller's transaction.

    Raises:
        ProfileError: ``place`` below 1 or an empty room id.
    """
    if not room or place < 1:
        raise ProfileError(f"career: a final in {room!r} at place {place} cannot be kept")
    with profile.transaction() as conn:
        conn.execute(
            "INSERT INTO career_rooms (room, finals, best_place, finished_at) "
            "VALUES (?, 1, ?, ?) ON CONFLICT(room) DO UPDATE SET finals = finals + 1, "
            "best_place = MIN(COALESCE(best_place, excluded.best_place), excluded.best_place), "
            "finished_at = COALESCE(finished_at, excluded.finished_at)",
            (room, place, utc_now() if finished else None))


def room_records(profile: Profile) -> dict[str, RoomRecord]:
    """Every room with a final played, by room id."""
    rows = profile.connection.execute(
        "SELECT room, finals, best_place, finished_at FROM career_rooms").fetchall()
    return {str(room): _room_record(room, finals, best, at) for room, finals, best, at in rows}


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _room_record(room: object, finals: object, best: object, at: object) -> RoomRecord:
    """One ``career_rooms`` row as a record.

    Raises:
        ProfileError: a damaged row (a value SQLite kept of the wrong type or range),
            naming the room and the column.
    """
    if not _whole(finals) or finals < 0:  # type: ignore[operator]
        raise ProfileError(f"career: room {room!r} has a damaged finals count {finals!r}")
    if best is not None and (not _whole(best) or best < 1):  # type: ignore[operator]
        raise ProfileError(f"career: room {room!r} has a damaged best place {best!r}")
    if at is not None and not isinstance(at, str):
        raise ProfileError(f"career: room {room!r} has a damaged finishing time {at!r}")
    return RoomRecord(int(finals), None if best is None else int(best),  # type: ignore[call-overload]
                      at)
