"""Pots and side pots, uncalled bets and split pots: pure functions (docs/rules.md §3.4, §3.8).

Seats are 0-based indices; amounts are whole chips.
"""

from __future__ import annotations

from collections.abc import Sequence

from drawpoker.engine.events import Pot


def build_pots(
    contributions: Sequence[int],
    live: Sequence[bool],
    all_in: Sequence[bool],
    dead: int = 0,
) -> list[Pot]:
    """Split every seat's total contribution to the hand into a main pot and side pots.

    Take the smallest total contribution of any all-in player still in; every contribution
    up to that amount forms the main pot; repeat with what remains (docs/rules.md §3.8).

    Args:
        contributions: chips each seat has put in this hand (uncalled chips already returned).
        live: per seat, True while the seat is in the hand (dealt in, not folded).
        all_in: per seat, True if the seat is all-in.
        dead: chips in the middle that belong to no seat (a jackpots pot carried from an
            unopened deal); they go to the main pot.

    Returns:
        Non-empty pots, main pot first. Each pot's ``eligible`` lists the live seats that
        contributed to it (clockwise by seat index). If nobody is live, one pot with all chips
        and no eligible seat is returned.
    """
    n = len(contributions)
    all_in_levels: set[int] = set()
    top: int | None = None  # the largest contribution of a live seat
    for i in range(n):
        if live[i]:
            c = contributions[i]
            if top is None or c > top:
                top = c
            if all_in[i]:
                all_in_levels.add(c)
    levels = sorted(all_in_levels)
    if top is None:
        top = 0
    if not levels or levels[-1] < top:
        levels.append(top)
    pots: list[Pot] = []
    previous = 0
    for level in levels:
        amount = 0
        eligible: list[int] = []
        for i in range(n):
            c = contributions[i]
            if c > previous:
                amount += (c if c < level else level) - previous
            if c >= level and live[i]:
                eligible.append(i)
        if amount > 0 or (not pots and dead > 0):
            pots.append(Pot(amount, tuple(eligible)))
        previous = level
    # chips above the top live level (only possible from folded seats) stay in the last pot
    extra = 0
    for c in contributions:
        if c > previous:
            extra += c - previous
    if extra:
        if pots:
            last = pots[-1]
            pots[-1] = Pot(last.amount + extra, last.eligible)
        else:
            pots.append(Pot(extra, tuple(i for i in range(n) if live[i])))
    if dead:
        if pots:
            first = pots[0]
            pots[0] = Pot(first.amount + dead, first.eligible)
        else:
            pots.append(Pot(dead, tuple(i for i in range(n) if live[i])))
    return pots


def uncalled(bets: Sequence[int]) -> tuple[int, int] | None:
    """The part of the largest bet of a round that no other seat matched (docs/rules.md §3.4).

    Args:
        bets: every seat's total bet in the betting round that just ended (folded seats too).

    Returns:
        ``(seat, chips)`` to give back, or ``None`` when the top bet was matched.
    """
    if not bets:
        return None
    top = max(bets)
    top_seat = bets.index(top)  # the first seat with the largest bet
    others = [b for i, b in enumerate(bets) if i != top_seat]
    second = max(others) if others else 0
    if top > second:
        return top_seat, top - second
    return None


def clockwise_from_button(seats: Sequence[int], button: int, n_seats: int) -> list[int]:
    """``seats`` ordered clockwise starting with the first seat left of ``button``."""
    return sorted(seats, key=lambda s: (s - button - 1) % n_seats)


def split_pot(amount: int, winners: Sequence[int], button: int, n_seats: int) -> list[tuple[int, int]]:
    """Divide a pot equally among ``winners``; odd chips one at a time clockwise from left of
    the button (docs/rules.md §3.8).

    Args:
        amount: the pot in chips (>= 0).
        winners: the winning seats (at least one).
        button: the button seat (the first odd chip goes to the first winner left of it).
        n_seats: seats at the table.

    Returns:
        ``(seat, share)`` pairs in clockwise order from left of the button; shares add up to
        ``amount``.

    Raises:
        ValueError: no winners.
    """
    if not winners:
        raise ValueError("split_pot: a pot needs at least one winner")
    if len(winners) == 1:
        return [(winners[0], amount)]
    order = clockwise_from_button(winners, button, n_seats)
    base, odd = divmod(amount, len(order))
    return [(seat, base + (1 if k < odd else 0)) for k, seat in enumerate(order)]
