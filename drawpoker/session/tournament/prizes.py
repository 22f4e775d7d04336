"""Prize tables by field size and the sharing of tied places (docs/rules.md §6).

The buy-ins form the prize pool; it is paid by finishing place from a table fixed before
the start: winner takes all with 2-3 players, 65/35 with 4-6, 50/30/20 with 7-8. Every
chip of the pool is paid: what rounding leaves goes to the first place.

API: :data:`PAYOUTS`, :func:`payout_percents`, :func:`prize_table`, :func:`share_places`.
"""

from __future__ import annotations

from collections.abc import Sequence

#: (smallest field, largest field, percent per place, first place first).
PAYOUTS: tuple[tuple[int, int, tuple[int, ...]], ...] = (
    (2, 3, (100,)),
    (4, 6, (65, 35)),
    (7, 8, (50, 30, 20)),
)


def payout_percents(field: int) -> tuple[int, ...]:
    """Percent of the prize pool per paid place for a field of ``field`` players.

    Raises:
        ValueError: ``field`` outside 2..8.
    """
    for low, high, percents in PAYOUTS:
        if low <= field <= high:
            return percents
    raise ValueError(f"a sit-and-go has 2 to 8 players, got {field}")


def prize_table(field: int, pool: int) -> tuple[int, ...]:
    """Chips per place (first place first), one entry per place of the field (0 for the
    places that are not paid); the entries sum to ``pool`` exactly.

    Raises:
        ValueError: ``field`` outside 2..8, or a negative pool.
    """
    if pool < 0:
        raise ValueError(f"the prize pool cannot be negative, got {pool}")
    percents = payout_percents(field)
    prizes = [pool * p // 100 for p in percents]
    prizes[0] += pool - sum(prizes)
    return tuple(prizes + [0] * (field - len(prizes)))


def share_places(prizes: Sequence[int], first_place: int, count: int) -> list[int]:
    """The prizes of ``count`` players who share places ``first_place`` ..
    ``first_place + count - 1`` (1-based): those places' prizes summed and divided
    equally, the odd chips one each to the earlier places (docs/rules.md §6)."""
    total = sum(prizes[first_place - 1 + k] for k in range(count) if first_place - 1 + k
                < len(prizes))
    each, odd = divmod(total, count)
    return [each + (1 if k < odd else 0) for k in range(count)]
