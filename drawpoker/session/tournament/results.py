"""What a finished (or finishing) sit-and-go shows and keeps: the result document of the
results screen and the profile, place names, and the texts of levels and knock-outs.

API: :func:`result_document`, :func:`place_name`, :func:`knock_out_text`,
:func:`level_up_text`, :func:`next_level_when`, :func:`next_level_text`.
"""

from __future__ import annotations

from typing import Any

from drawpoker.i18n import N_, _, format_chips, ngettext
from drawpoker.session.tournament.schedule import Level
from drawpoker.session.tournament.setup import level_text
from drawpoker.session.tournament.state import Finish, Tournament

_PLACES = (N_("1st"), N_("2nd"), N_("3rd"), N_("4th"), N_("5th"), N_("6th"), N_("7th"),
           N_("8th"))


def place_name(place: int) -> str:
    """A finishing place as the language writes it: "1st", "2nd", ... (1..8)."""
    if 1 <= place <= len(_PLACES):
        return _(_PLACES[place - 1])
    return str(place)


def result_document(t: Tournament, hero: int | None) -> dict[str, Any]:
    """The tournament's result as plain JSON data: the field's ``names``, ``places``
    (``[seat, place, prize, hand out]`` winner first), ``prizes`` per place, ``hands``,
    ``levels`` reached, ``history`` (every player's chips after each hand, the start
    first), ``biggest_pot`` (``{"amount", "hand", "winners"}`` or None), ``hero`` (the
    player's seat or None), ``badges`` (every seat's personality key, "" for seat 0, the
    player's, as its plate showed it), ``buy_in``, ``prize_pool``, ``schedule``."""
    big = t.biggest
    return {
        "names": list(t.names), "hero": hero,
        "badges": [""] + [personality for personality, _level in t.players()],
        "places": [[f.seat, f.place, f.prize, f.hand] for f in t.standings()],
        "prizes": list(t.prizes), "hands": t.hands_dealt, "levels": t.level_index + 1,
        "history": [list(r) for r in t.history],
        "biggest_pot": None if big is None else {"amount": big.amount, "hand": big.hand,
                                                 "winners": list(big.winners)},
        "buy_in": t.buy_in, "prize_pool": t.prize_pool, "field": t.field,
        "schedule": t.schedule.to_dict(),
    }


def knock_out_text(name: str, finish: Finish, *, you: bool = False) -> str:
    """The log line and toast of a knock-out: "Ada is out in 5th place." (with the prize
    when there is one); the player's own in the second person."""
    place = place_name(finish.place)
    if you:
        if finish.prize:
            return _("You are out in {place} place and win {prize}.").format(
                place=place, prize=format_chips(finish.prize))
        return _("You are out in {place} place.").format(place=place)
    if finish.prize:
        return _("{name} is out in {place} place and wins {prize}.").format(
            name=name, place=place, prize=format_chips(finish.prize))
    return _("{name} is out in {place} place.").format(name=name, place=place)


def winner_text(name: str, prize: int, *, you: bool = False) -> str:
    """The line of the tournament's end: who holds every chip and his prize."""
    if you:
        return _("You win the tournament and {prize}!").format(prize=format_chips(prize))
    return _("{name} wins the tournament and {prize}.").format(name=name,
                                                               prize=format_chips(prize))


def level_up_text(level: Level) -> str:
    """The announcement of a level: "Level 3: Ante 20."."""
    return _("Level {number}: {stakes}.").format(number=level.number, stakes=level_text(level))


def next_level_when(t: Tournament) -> str:
    """When the next level starts: "in 4 hands", "in 2:15", "from the next hand"."""
    left = t.to_next_level()
    if t.schedule.unit == "hands":
        count = int(left)
        if count <= 0:
            return _("from the next hand")
        return ngettext("in {count} hand", "in {count} hands", count).format(count=count)
    seconds = int(left)
    if seconds <= 0:
        return _("from the next hand")
    return _("in {minutes}:{seconds:02d}").format(minutes=seconds // 60, seconds=seconds % 60)


def next_level_text(t: Tournament) -> str:
    """The next level's forced bets and when it starts: "next: Ante 30 in 4 hands",
    "next: Ante 30 in 2:15"; "" at the last level."""
    nxt = t.next_level
    if nxt is None:
        return ""
    return _("next: {stakes} {when}").format(stakes=level_text(nxt), when=next_level_when(t))
