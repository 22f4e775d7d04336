"""The career, "the road": eight card rooms in a row, each with its own house rules,
stakes and regulars, a bankroll to sit and a sit-and-go final that opens the next room
(docs/career.md).

Modules:
    ``rooms``: the rooms themselves (data: rules, stakes, regulars, the final).
    ``road``: where the player stands in each room, and what a final does.

The public API (what other parts of the game use):
    ``ROOMS``, ``ROOM_IDS``, ``Room``, ``room(room_id)``;
    ``road(profile) -> [RoomStanding]``, ``RoomState``;
    ``finished_rooms(profile) -> frozenset[str]``: the ids of the rooms finished (what
    the career unlocks is keyed by them);
    ``link_table(profile, session_id, room_id)``, ``room_of_sitting(profile,
    session_id)``, ``final_finished(profile, room_id, place) -> FinalResult``;
    ``sitting_names(profile)``: each sitting's name in the hand history (a room's, on
    the road).

No pygame here; the profile is reached only through ``drawpoker.persistence.career``.
"""

from drawpoker.career.road import (
    FinalResult,
    RoomStanding,
    RoomState,
    final_finished,
    finished_rooms,
    link_table,
    road,
    room_of_sitting,
    sitting_names,
)
from drawpoker.career.rooms import ROOM_IDS, ROOMS, Regular, Room, next_room, room

__all__ = [
    "ROOMS", "ROOM_IDS", "FinalResult", "Regular", "Room", "RoomStanding", "RoomState",
    "final_finished", "finished_rooms", "link_table", "next_room", "road", "room",
    "room_of_sitting", "sitting_names",
]
