"""Showdown equity of a final hand against typical opponents, and hand percentiles.

Exact over the whole deck (:mod:`drawpoker.odds.counting`); the score
:func:`drawpoker.odds.analyze_holds` sorts holds by.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations
from typing import cast

import numpy as np
import numpy.typing as npt

from drawpoker.evaluator import (
    HandValue,
    tables,
)
from drawpoker.odds.counting import Value, game_wild, strength_counts


def goodness_of(v: Value) -> int:
    """A hand value as one number that grows with the hand's strength: the high game's key,
    or minus a lowball hand's badness (the scheme's ``keys`` are sorted by it)."""
    return v.key if isinstance(v, HandValue) else -v.badness


@cache
def _beat_table(game: str, wild: str) -> npt.NDArray[np.float64]:
    """Per strength: chance of beating one random hand from a full deck (ties half)."""
    s = tables.scheme(game, wild)
    counts = strength_counts(s, [()], np.array(s.deck, dtype=np.int64))[0]
    below = np.concatenate([[0], np.cumsum(counts)[:-1]])
    return cast(npt.NDArray[np.float64], (below + 0.5 * counts) / counts.sum())


def hand_percentiles(game: str = "high", wild: str = "none") -> npt.NDArray[np.float64]:
    """Per dense strength, the share of all five-card hands it beats (ties half)."""
    return _beat_table(*game_wild(game, wild))


@cache
def _opponent_distribution(game: str, wild: str) -> npt.NDArray[np.float64]:
    """Final-hand distribution (per strength) of one typical opponent.

    High game: a player who was dealt a pair (each of the 13 ranks equally likely)
    and drew three to it, the classic opener. Lowball: a player who drew one card to
    four different low cards (each choice of four ranks from A-8 in ace-to-five, 2-8
    in deuce-to-seven, equally likely; mixed suits), the classic one-card draw.
    """
    s = tables.scheme(game, wild)
    total = np.zeros(len(s.keys))
    if game != "high":
        low_ranks = [12, 0, 1, 2, 3, 4, 5, 6] if game == "ace-to-five" else [0, 1, 2, 3, 4, 5, 6]
        sets = list(combinations(low_ranks, 4))
        for ranks in sets:
            hand = [4 * r + x for x, r in enumerate(ranks)] + [4 * 11 + 2]  # + a king
            unseen = np.array([i for i in s.deck if i not in hand], dtype=np.int64)
            counts = strength_counts(s, [hand[:4]], unseen)[0]
            total += counts / counts.sum()
        return total / len(sets)
    for r in range(13):
        others = [x for x in range(13) if x != r]
        hand = [4 * r, 4 * r + 1, 4 * others[(r + 3) % 12] + 2, 4 * others[(r + 7) % 12] + 3,
                4 * others[(r + 10) % 12] + 2]
        unseen = np.array([i for i in s.deck if i not in hand], dtype=np.int64)
        counts = strength_counts(s, [hand[:2]], unseen)[0]
        total += counts / counts.sum()
    return total / 13


@cache
def _equity_table(game: str, wild: str, opponents: int) -> npt.NDArray[np.float64]:
    """Per strength: showdown equity against ``opponents`` independent typical opponents.

    With ``o`` the chance an opponent ends exactly at this strength and ``b`` below it,
    the expected pot share is ``sum_t C(n,t) o^t b^(n-t) / (t+1)``
    = ``((b+o)^(n+1) - b^(n+1)) / ((n+1) o)`` (ties split evenly).
    """
    o = _opponent_distribution(game, wild)
    b = np.concatenate([[0.0], np.cumsum(o)[:-1]])
    n = opponents
    safe = np.where(o > 0, o, 1.0)
    eq = np.where(o > 0, ((b + o) ** (n + 1) - b ** (n + 1)) / ((n + 1) * safe), b ** n)
    return cast(npt.NDArray[np.float64], eq)


def opponent_equity(game: str = "high", wild: str = "none",
                    opponents: int = 3) -> npt.NDArray[np.float64]:
    """Per dense strength: the pot share a final hand wins against ``opponents``
    typical opponents (high: each drew three cards to a random pair; lowball: each
    drew one card to four random low cards). The score :func:`analyze_holds` sorts by.

    Raises:
        ValueError: ``opponents`` outside 1..8, or a bad game/wild pair.
    """
    if not 1 <= opponents <= 8:
        raise ValueError(f"opponents must be 1..8, got {opponents!r}")
    return _equity_table(*game_wild(game, wild), opponents)
