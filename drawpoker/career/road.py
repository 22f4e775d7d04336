"""Where the player stands on the road, and what finishing a room's final does.

The rule, stated once:
    * the first room is open from the start; a room opens when the room before it is
      finished; a finished room stays open to play again;
    * to sit at a room's cash table, or enter its final, the bankroll must hold the
      room's requirement (``Room.requirement``; the table then buys in as any cash table,
      a broke player given the house's fresh bankroll), and for the final its buy-in;
    * a room's final opens once ``Room.hands_for_final`` hands were played at its cash
      table;
    * a final placed within ``Room.final_places`` finishes the room (its achievement is
      counted in the same transaction: ``progress.award.award_career``).

Chips are the profile's bankroll: the career has none of its own (docs/career.md).

API: ``RoomState``, ``RoomStanding``, ``road(profile) -> [RoomStanding]``,
``finished_rooms(profile) -> frozenset[str]``, ``link_table(profile, session_id,
room_id)``, ``room_of_sitting(profile, session_id)``, ``FinalResult`` and
``final_finished(profile, room_id, place)``, ``sitting_names(profile)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from drawpoker.career.rooms import ROOM_IDS, ROOMS, Room, next_room, room
from drawpoker.i18n import _, format_chips, ngettext
from drawpoker.persistence import career as store
from drawpoker.persistence.profile import Profile
from drawpoker.progress.award import Outcome, award_career
from drawpoker.session.hand_list import session_numbers


class RoomState(StrEnum):
    """A room on the map."""

    LOCKED = "locked"      #: the room before it is not finished yet
    OPEN = "open"          #: to be played
    FINISHED = "finished"  #: its final was taken as the room asks


@dataclass(frozen=True, slots=True)
class RoomStanding:
    """One room as the player stands in it.

    Attributes:
        room: the room.
        state: locked, open or finished.
        hands: hands played at its cash table.
        record: its finals (``persistence.career.RoomRecord``).
    """

    room: Room
    state: RoomState
    hands: int
    record: store.RoomRecord

    @property
    def final_ready(self) -> bool:
        """True once enough hands were played here for the final (and it is not locked)."""
        return self.state is not RoomState.LOCKED and self.hands >= self.room.hands_for_final

    @property
    def hands_to_final(self) -> int:
        """Hands still to play here before the final opens (0 when it is open)."""
        return max(0, self.room.hands_for_final - self.hands)

    def sit_refusal(self, bankroll: int) -> str | None:
        """Why the player cannot sit at this room's cash table with ``bankroll`` chips (a
        sentence), or None when he can."""
        if self.state is RoomState.LOCKED:
            return _("This room opens when you finish the room before it.")
        need = self.room.requirement
        if bankroll < need:
            return _("You need a bankroll of {need} to sit here; you have {bankroll}."
                     ).format(need=format_chips(need), bankroll=format_chips(bankroll))
        return None

    def final_refusal(self, bankroll: int) -> str | None:
        """Why the player cannot enter this room's final with ``bankroll`` chips, or None."""
        if self.state is RoomState.LOCKED:
            return _("This room opens when you finish the room before it.")
        if not self.final_ready:
            n = self.hands_to_final
            return ngettext("Play {n} more hand at this room's table to open its final.",
                            "Play {n} more hands at this room's table to open its final.",
                            n).format(n=n)
        need = max(self.room.requirement, self.room.final_buy_in)
        if bankroll < need:
            return _("You need a bankroll of {need} to enter the final; you have {bankroll}."
                     ).format(need=format_chips(need), bankroll=format_chips(bankroll))
        return None


def road(profile: Profile) -> list[RoomStanding]:
    """Every room in ladder order, as the player stands in it now."""
    hands = store.hands_by_room(profile)
    records = store.room_records(profile)
    out: list[RoomStanding] = []
    before_done = True
    for r in ROOMS:
        record = records.get(r.id, store.RoomRecord())
        if record.finished_at is not None:
            state = RoomState.FINISHED
        else:
            state = RoomState.OPEN if before_done else RoomState.LOCKED
        out.append(RoomStanding(r, state, hands.get(r.id, 0), record))
        before_done = state is RoomState.FINISHED
    return out


def finished_rooms(profile: Profile) -> frozenset[str]:
    """The ids of the rooms the player has finished (for what they unlock)."""
    return frozenset(r.room.id for r in road(profile) if r.state is RoomState.FINISHED)


def link_table(profile: Profile, session_id: int, room_id: str) -> None:
    """The cash-table sitting ``session_id`` is played in room ``room_id``: its hands
    count towards the room's final.

    Raises:
        ValueError: no room has that id.
    """
    store.link_sitting(profile, session_id, room(room_id).id)


def sitting_names(profile: Profile) -> dict[int, int | str]:
    """What each sitting with recorded hands is named by wherever a stored hand is
    (``session.hand_list.hand_title``): its number (``hand_list.session_numbers``, the
    road's sittings taking none, so the first sit-and-go after a final is "Tournament 1"),
    or, played on the road (a room's cash table or its final), its room's name, translated.

    Raises:
        the profile's errors (``sqlite3.Error``, ``ProfileError``) when it cannot be read.
    """
    played = session_numbers(profile)  # every sitting with recorded hands
    rooms = {sid: room_id for sid, room_id in store.sitting_rooms(profile).items()
             if sid in played and room_id in ROOM_IDS}
    names: dict[int, int | str] = dict(session_numbers(profile, apart=rooms))
    names.update({sid: _(room(room_id).name) for sid, room_id in rooms.items()})
    return names


def room_of_sitting(profile: Profile, session_id: int) -> str | None:
    """The room a cash-table sitting was played in (None: none, or no room of the road:
    a damaged row)."""
    found = store.sitting_room(profile, session_id)
    return found if found in ROOM_IDS else None


@dataclass(frozen=True, slots=True)
class FinalResult:
    """What a room's final did.

    Attributes:
        room: the room.
        place: the player's place (1 = won).
        finished_now: this final finished the room (not finished before).
        opened: the room it opened (None: none, or it was open already).
        outcome: the achievements it earned (``progress.award.Outcome``).
    """

    room: Room
    place: int
    finished_now: bool
    opened: Room | None
    outcome: Outcome


def final_finished(profile: Profile, room_id: str, place: int) -> FinalResult:
    """Keep a final of ``room_id`` finished at ``place``: the final counted, the room
    finished when the place is within the room's (:data:`Room.final_places`) and the
    achievements of the rooms finished, all in one transaction (the caller's, if any:
    the tournament's result is kept with it).

    Raises:
        ValueError: no room has that id.
        ProfileError: ``place`` below 1.
    """
    r = room(room_id)
    with profile.transaction():
        was = r.id in finished_rooms(profile)
        finishes = place <= r.final_places
        store.record_final(profile, r.id, place, finishes)
        done = finished_rooms(profile)
        outcome = award_career(profile, len(done))
    now = finishes and not was
    return FinalResult(r, place, now, next_room(r.id) if now else None, outcome)
