"""The writer of the scenario format: the document of a hand played at the table.

A hand is one or more deals (a jackpots deal nobody opened, then its redeal). Each deal
item comes from the engine (``Hand.history()``: hole cards, the full stub, every decision)
with the ``positions`` extension added; the seats are written by
:func:`drawpoker.engine.table.history_seat` (the same items ``Table.history()`` writes).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from drawpoker.engine.events import HandStarted
from drawpoker.engine.hand import Hand
from drawpoker.engine.rules import TableRules
from drawpoker.engine.table import SCENARIO_FORMAT, history_seat


def positions_of(hand: Hand) -> dict[str, str | None]:
    """The ``positions`` extension of a deal: button and blinds by seat name."""
    start = hand.events[0]
    assert isinstance(start, HandStarted)
    names = start.names

    def name(seat: int | None) -> str | None:
        return None if seat is None else names[seat]

    return {"button": names[start.button], "small_blind": name(start.small_blind_seat),
            "big_blind": name(start.big_blind_seat)}


def chain_document(rules: TableRules, hands: Sequence[Hand], seed: int) -> dict[str, Any]:
    """The scenario-format document (``drawpoker-scenario/1``) of one hand (all its deals
    so far; the last may be unfinished, as in a journal).

    Seats sitting out are written with stack 0 (so a replay does not deal them in) and their
    chips in ``sitting_out_stack`` (so the replay keeps them exact).

    Args:
        rules: the table rules.
        hands: the engine hands of the deals, in order, each started.
        seed: the seed of the ``random.Random`` the deals were shuffled with.

    Raises:
        ValueError: no hands, or a hand not started.
    """
    if not hands or not hands[0].events:
        raise ValueError("a hand history needs at least one started deal")
    start = hands[0].events[0]
    assert isinstance(start, HandStarted)
    seats = [history_seat(name, stack, seat not in start.dealt_in)
             for seat, (name, stack) in enumerate(zip(start.names, start.stacks, strict=True))]
    deals = []
    for hand in hands:
        deal = hand.history()
        deal["positions"] = positions_of(hand)
        deals.append(deal)
    return {"format": SCENARIO_FORMAT, "rules": rules.to_dict(), "seats": seats,
            "button": start.names[start.button], "seed": seed, "deals": deals}
