"""Looking up many hand keys at once: a hash table in front of the sorted key array.

:class:`~drawpoker.ai.tables.ModeTables` ranks hands through their integer keys (see
:mod:`drawpoker.ai.tables`). ``searchsorted`` in the sorted keys costs a binary search
per hand, which dominates when thousands of sampled draws are ranked per decision.
:class:`KeyIndex` answers most lookups with one modulo and two gathers instead: each key
owns the slot ``key % m`` of a table if it is the first to claim it; the keys that lost
their slot go to a second, smaller table, and the few left after that (and any key that
is not in the table at all) are found by ``searchsorted``. The answers are exactly those
of ``values[searchsorted(keys, query)]``.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

IntArray = npt.NDArray[np.int64]

#: slots per key in each level's table
SLOTS_PER_KEY = 8
#: hash levels before the binary search
LEVELS = 2


def _prime_at_least(n: int) -> int:
    """The smallest prime >= ``n`` (n >= 2)."""
    while True:
        if all(n % d for d in range(2, int(n ** 0.5) + 1)):
            return n
        n += 1


class KeyIndex:
    """``values[searchsorted(keys, query)]`` for many queries at once (module docstring).

    Args:
        keys: sorted, distinct, non-negative int64 keys.
        values: int64, one per key.
    """

    def __init__(self, keys: IntArray, values: IntArray) -> None:
        self._keys = keys
        self._values = values
        self._levels: list[tuple[int, IntArray, IntArray]] = []
        left = np.arange(len(keys))
        for _ in range(LEVELS):
            if len(left) == 0:
                break
            m = _prime_at_least(max(2, SLOTS_PER_KEY * len(left)))
            slot = keys[left] % m
            used, first = np.unique(slot, return_index=True)
            owner = np.full(m, -1, dtype=np.int64)
            value = np.zeros(m, dtype=np.int64)
            owner[used] = keys[left[first]]
            value[used] = values[left[first]]
            self._levels.append((m, owner, value))
            placed = np.zeros(len(left), dtype=bool)
            placed[first] = True
            left = left[~placed]

    def lookup_one(self, key: int) -> int:
        """The value of one key (as :meth:`lookup`)."""
        for m, owner, value in self._levels:
            slot = key % m
            if owner[slot] == key:
                return int(value[slot])
        return int(self._values[np.searchsorted(self._keys, key)])

    def lookup(self, query: IntArray) -> IntArray:
        """The value of each query key (shape kept), as ``values[searchsorted(keys, query)]``."""
        out = np.empty(query.shape, dtype=np.int64)
        todo = query.ravel()
        at = np.arange(todo.size)
        flat = out.reshape(-1)
        for m, owner, value in self._levels:
            slot = todo % m
            hit = owner[slot] == todo
            flat[at[hit]] = value[slot[hit]]
            miss = ~hit
            if not miss.any():
                return out
            todo, at = todo[miss], at[miss]
        flat[at] = self._values[np.searchsorted(self._keys, todo)]
        return out
