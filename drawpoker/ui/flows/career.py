"""Sitting down on the road from the screens: a card room's cash table (route
``"career_table"``) or its final (a sit-and-go, ``flows.tournaments.sit_in``), each
checked against the room's rule first (``career.road``: open, bankroll, hands played).

Both return None when the player sat down (every screen replaced), or why he could not,
in one sentence for the map to show; nothing changes then. A final left half-played is
resumed from the road (*Resume the final*), or given up there. Before a final is entered
the map asks, naming its buy-in and prizes (:func:`final_offer`).
"""

from __future__ import annotations

import sys
from collections import Counter

from drawpoker.career import Room, RoomStanding, link_table, road
from drawpoker.career.final import final_tournament
from drawpoker.i18n import _, format_chips
from drawpoker.persistence.profile import Profile
from drawpoker.session import seating
from drawpoker.ui.flows.progress import final_goal
from drawpoker.ui.flows.tournaments import in_progress, resume, saved, sit_in, tournament_seed
from drawpoker.ui.services import Services


def standing_of(app: Services, room_id: str) -> tuple[RoomStanding, int]:
    """The room ``room_id`` as the player stands in it, and his bankroll (chips).

    Raises:
        ValueError: no room has that id.
        the profile's errors (``session.seating.PROFILE_ERRORS``) when it cannot be read.
    """
    profile = app.profile
    for standing in road(profile):
        if standing.room.id == room_id:
            return standing, int(profile.bankroll)
    raise ValueError(f"career room: {room_id!r} is no room of the road")


def sit_at_room(app: Services, room_id: str) -> str | None:
    """Sit down at the cash table of ``room_id`` with its regulars (its buy-in from the
    bankroll; its hands count towards its final)."""
    standing, bankroll = standing_of(app, room_id)
    refusal = standing.sit_refusal(bankroll)
    if refusal is not None:
        return refusal
    r = standing.room
    level = Counter(r.levels).most_common(1)[0][0]
    app.nav.reset("career_table", room=r.id, rules=r.table_rules(), opponents=r.opponents,
                  levels=r.levels, level=level, buy_in=r.buy_in)
    return None


def enter_final(app: Services, room_id: str) -> str | None:
    """Pay the buy-in of ``room_id``'s final and sit down at it; while that final is in
    progress (``flows.tournaments.in_progress``), sit down at it again where it was left
    ("" when its save could not be read: it was called off and the player told)."""
    if in_progress(app) == room_id:
        resumed = saved(app)
        if resumed is None:
            return ""
        resume(app, resumed)
        return None
    standing, bankroll = standing_of(app, room_id)
    refusal = standing.final_refusal(bankroll)
    if refusal is not None:
        return refusal
    return sit_in(app, final_tournament(standing.room, tournament_seed(app), _("You")))


def final_offer(r: Room) -> str:
    """What entering ``r``'s final costs and pays, in words for the question asked before
    it: the buy-in from the bankroll, the prize of each paid place (the buy-ins of the
    whole field, ``TournamentSetup.prizes``) and the place that finishes the room."""
    paid = [format_chips(p) for p in r.final_setup().prizes() if p > 0]
    cost = _("The buy-in of {chips} comes from your bankroll.").format(
        chips=format_chips(r.final_buy_in))
    if len(paid) == 1:
        prizes = _("The winner takes {first}.").format(first=paid[0])
    elif len(paid) == 2:
        prizes = _("The winner takes {first}, second place {second}.").format(
            first=paid[0], second=paid[1])
    else:
        prizes = _("The winner takes {first}, second place {second}, third {third}.").format(
            first=paid[0], second=paid[1], third=paid[2])
    return " ".join((cost, prizes, final_goal(r)))


def link_sitting(profile: Profile | None, session_id: int | None, room_id: str) -> None:
    """Count the cash-table sitting ``session_id`` as played in ``room_id`` (nothing
    without a profile or a kept sitting); a profile that cannot be written is one line on
    stderr (the table plays on; its hands then count for no room)."""
    if profile is None or session_id is None:
        return
    try:
        link_table(profile, session_id, room_id)
    except seating.PROFILE_ERRORS as exc:
        print(f"drawpoker: the career table is not counted for its room: {exc!r}",
              file=sys.stderr)
