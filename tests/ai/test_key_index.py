"""``KeyIndex``: hashed key lookups answer exactly as ``searchsorted`` in the sorted keys;
the mode tables rank hands through it as the plain binary search did."""

from __future__ import annotations

import numpy as np

from drawpoker.ai.key_index import KeyIndex
from drawpoker.ai.mode import Mode
from drawpoker.ai.table_build import rank_keys
from drawpoker.ai.tables import tables_for
from drawpoker.engine import TableRules


def test_lookup_matches_searchsorted_for_present_and_absent_keys() -> None:
    rng = np.random.default_rng(4)
    keys = np.unique(rng.integers(0, 10**9, 5000)).astype(np.int64)
    values = rng.integers(0, 600, len(keys)).astype(np.int64)
    index = KeyIndex(keys, values)
    present = rng.choice(keys, (40, 50))
    assert (index.lookup(present) == values[np.searchsorted(keys, present)]).all()
    absent = rng.integers(0, keys[-1], 3000)
    assert (index.lookup(absent) == values[np.searchsorted(keys, absent)]).all()
    assert index.lookup(np.zeros(0, dtype=np.int64)).shape == (0,)
    for q in list(present.ravel()[:300]) + list(absent[:300]):
        assert index.lookup_one(int(q)) == int(values[np.searchsorted(keys, q)])


def test_tables_rank_hands_as_the_binary_search() -> None:
    rng = np.random.default_rng(5)
    for rules in (TableRules(), TableRules(wild="joker"), TableRules(game="deuce-to-seven")):
        t = tables_for(Mode.of(rules))
        deck = np.array([c.index for c in t.deck])
        hands = np.array([rng.choice(deck, 5, replace=False) for _ in range(3000)])
        assert (t.rank_hands(hands) == rank_keys(hands, t.card_parts, t._keys,
                                                 t._key_rank)).all()
        cards = [t.deck[int(i)] for i in rng.choice(len(t.deck), 5, replace=False)]
        assert t.rank_of(cards) == int(t.rank_hands(np.array([[c.index for c in cards]]))[0])
