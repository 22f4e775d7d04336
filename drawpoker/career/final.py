"""A room's final: the sit-and-go its regulars play with the player
(``session.tournament``, docs/rules.md §6), marked with the room so its result is kept
for the road (``road.final_finished``).

API: ``final_tournament(room, seed, you) -> Tournament``; ``room_of(setup) -> str |
None`` (the room a tournament's set-up data names, None for any other tournament).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from drawpoker.career.rooms import ROOM_IDS, Room
from drawpoker.session.tournament.state import Tournament

#: the key of a tournament's set-up data naming its career room
ROOM_KEY = "career"


def final_tournament(room: Room, seed: int, you: str) -> Tournament:
    """The final of ``room``: ``you`` at seat 0 and the room's regulars, the button on a
    seat drawn from ``seed`` (the tournament's deals come from it too).

    Raises:
        ValueError: a room whose final cannot be set up (never one of ours).
    """
    setup = room.final_setup()
    names = [you] + [name for name, _p, _l in setup.players()]
    data = setup.to_dict()
    data["players"] = [[str(p), str(lv)] for _n, p, lv in setup.players()]
    data[ROOM_KEY] = room.id
    button = random.Random(seed).randrange(len(names))
    return Tournament(setup.base_rules(), setup.schedule(), names, setup.starting_chips,
                      setup.buy_in, seed=seed, button=button, setup=data)


def room_of(setup: Mapping[str, Any]) -> str | None:
    """The career room a tournament's set-up data names (``Tournament.setup``), or None
    (a tournament of the Tournament screen, or a damaged name)."""
    value = setup.get(ROOM_KEY)
    return value if isinstance(value, str) and value in ROOM_IDS else None
