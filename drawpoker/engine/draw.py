"""The draw: replacement cards from the stub, with the stub-exhaustion reshuffle.

RULES.md §3.5: deal the stub down to its last card, never dealing that last card; then
shuffle that card together with all discards and folded hands so far, except the discards
of the player now being served, and go on dealing from the new stub; if that runs out too,
do the same again with the discards made since.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from drawpoker.cards import Card


@dataclass(frozen=True, slots=True)
class Reshuffle:
    """One reshuffle during a draw: ``cards_in`` discards joined the last stub card, giving a
    new stub of ``stub_size`` cards; it happened after ``dealt_before`` replacements."""

    dealt_before: int
    cards_in: int
    stub_size: int


def draw_replacements(
    stub: list[Card],
    muck: list[Card],
    own_discards: list[Card],
    count: int,
    rng: random.Random,
) -> tuple[list[Card], list[Reshuffle]]:
    """Take ``count`` replacement cards for one player, reshuffling when the stub runs out.

    Mutates ``stub`` (cards taken from the front, or replaced by a new stub) and ``muck``
    (emptied into the new stub when reshuffled). ``own_discards`` are the discards of the
    player being served: they never go into a reshuffle during his draw; the caller adds
    them to ``muck`` afterwards.

    Args:
        stub: undealt cards, top first.
        muck: discards and folded cards available for a reshuffle, oldest first.
        own_discards: this player's discards of this draw.
        count: cards to deal (0-5).
        rng: the shuffle source.

    Returns:
        The replacement cards in dealing order, and the reshuffles that happened.
    """
    out: list[Card] = []
    reshuffles: list[Reshuffle] = []
    while len(out) < count:
        if len(stub) > 1:
            take = min(count - len(out), len(stub) - 1)
            out.extend(stub[:take])
            del stub[:take]
            continue
        if not muck:
            # Nothing to reshuffle with (cannot happen with 8 seats or fewer): deal the
            # last card rather than stall.
            if not stub:
                raise RuntimeError("the stub and the discards are exhausted")
            out.append(stub.pop(0))
            continue
        pool = stub + muck
        rng.shuffle(pool)
        reshuffles.append(Reshuffle(len(out), len(muck), len(pool)))
        muck.clear()
        stub[:] = pool
    return out, reshuffles
