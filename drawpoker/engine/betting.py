"""Betting-round arithmetic: minimum raise, pot-limit maximum, full raises, round closure.

Pure functions over plain numbers (docs/rules.md §3.3, §4). Amounts are chips; a "to" amount
is a seat's total bet in the current betting round.
"""

from __future__ import annotations

from collections.abc import Sequence


def min_raise_to(current_bet: int, last_full_increment: int, min_bet: int) -> int:
    """Smallest legal bet/raise total in no-limit and pot-limit (docs/rules.md §4).

    A raise increases the current bet by at least the largest increase made by a full bet
    or raise this round (the big blind counts as a full bet of its size), and a bet is at
    least the table's minimum bet.

    Args:
        current_bet: the highest total bet of the round so far (0 = no bet).
        last_full_increment: the largest increase made by a full bet/raise this round.
        min_bet: the table minimum bet (``TableRules.small_bet``).
    """
    return current_bet + max(last_full_increment, min_bet)


def pot_limit_max_to(current_bet: int, own_bet: int, pot_total: int) -> int:
    """Largest bet/raise total in pot-limit: the current bet plus the pot after calling.

    Args:
        current_bet: the highest total bet of the round.
        own_bet: the acting seat's bet this round.
        pot_total: every chip in the middle: collected pots plus all bets on the table.

    Example (docs/rules.md §4, known-faults B21): blinds 5/10, first to act:
    ``pot_limit_max_to(10, 0, 15) == 35``.
    """
    call = current_bet - own_bet
    return current_bet + pot_total + call


def fixed_limit_to(current_bet: int, bet_size: int) -> int:
    """The only bet/raise total in fixed-limit: one bet above the current bet.

    After a short all-in the next raise is still measured from the new current bet
    (docs/rules.md §4).

    Args:
        current_bet: the highest total bet of the round.
        bet_size: the small bet before the draw, the big bet after it.
    """
    return current_bet + bet_size


def is_full_raise(
    structure: str, new_to: int, current_bet: int, full_increment: int, bet_size: int
) -> bool:
    """Whether raising (or betting) to ``new_to`` is a full bet/raise that reopens betting.

    No-limit/pot-limit: the increase is at least the minimum (``full_increment``, at least
    the minimum bet). Fixed-limit: an all-in of at least half a bet counts as full
    (docs/rules.md §4).

    Args:
        structure: ``no-limit``, ``pot-limit`` or ``fixed-limit``.
        new_to: the seat's total bet after the action.
        current_bet: the highest total bet before the action.
        full_increment: the minimum full increase (NL/PL) this round.
        bet_size: the fixed-limit bet size this round.
    """
    increase = new_to - current_bet
    if structure == "fixed-limit":
        return 2 * increase >= bet_size
    return increase >= full_increment


def round_closed(
    able: Sequence[bool], bets: Sequence[int], acted: Sequence[bool], current_bet: int
) -> bool:
    """Whether a betting round is over (docs/rules.md §3.3).

    It ends when every seat able to act has had a turn since the last full bet or raise and
    has matched the current bet; or when at most one seat can act and he has matched it.

    Args:
        able: per seat, in the hand with chips left.
        bets: per seat, total bet this round.
        acted: per seat, has acted since the last full bet or raise.
        current_bet: the bet to match.
    """
    waiting = [i for i, a in enumerate(able) if a]
    if len(waiting) <= 1:
        return all(bets[i] >= current_bet for i in waiting)
    return all(acted[i] and bets[i] >= current_bet for i in waiting)


def next_seat(start: int, n_seats: int, ok: Sequence[bool]) -> int | None:
    """The first seat clockwise after ``start`` (not ``start`` itself unless it is the only
    one) for which ``ok`` is True, or ``None``."""
    for k in range(1, n_seats + 1):
        s = (start + k) % n_seats
        if ok[s]:
            return s
    return None
