"""Lookup tables the computer players compute once per game mode, on top of the evaluator.

Nothing here ranks hands by itself: every hand value comes from
:func:`drawpoker.evaluator.evaluate_game`. What this module adds is speed, so that a
decision can look at thousands of possible draws in well under a millisecond:

* **Value ranks.** A five-card hand's value in any game (high, ace-to-five,
  deuce-to-seven) with any wild-card option depends only on the ranks of its natural
  cards, how many wild cards it holds and whether the natural cards share one suit
  (RULES.md §1). That is the hand's *key*. We enumerate every key of the deck once,
  evaluate one representative hand per key with the evaluator and sort. The distinct
  values (7,462 in the plain high game) are then grouped, in order, into a few hundred
  *value ranks* (buckets): fine where dealt or drawn hands are dense, ever finer towards
  the top, never across a hand category; 0 = worst, larger wins, and two hands in one
  bucket count as a tie (half a win) in the AI's estimates. Each rank gets the exact
  share of dealt hands it beats (its *percentile*). Keys are encoded as one integer
  (product of rank primes, wild count, suited flag) so numpy can rank a whole batch of
  hands at once (:meth:`ModeTables.rank_hands`), and the exact odds of
  :mod:`drawpoker.odds` map onto the same ranks (:meth:`ModeTables.strength_buckets`).
* **Opponent tables.** A fixed-seed simulation of a typical opponent: deal five cards,
  hold what a sound player holds (:func:`~drawpoker.ai.holds.standard_hold`), draw. It
  records the dealt hand's percentile bin, the number of cards drawn and the final
  value rank, giving for each (cards drawn, dealt bin) the distribution of the final hand. The range
  model (:mod:`drawpoker.ai.ranges`) weights these rows by what the opponent did.

Tables are built lazily per (game, wild, max_draw, four_with_ace) and kept for the
process (about a second each).
"""

from __future__ import annotations

import bisect
import functools
import itertools
import math
import random
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from drawpoker.ai.holds import standard_hold, with_kicker
from drawpoker.ai.mode import Mode
from drawpoker.cards import JOKER, SUITS, Card, full_deck, is_wild
from drawpoker.evaluator import evaluate_game
from drawpoker.odds import value_of_strength

#: one prime per rank 2..14 (index = rank); the product of a hand's natural ranks
#: identifies their multiset. Wild cards contribute 1.
_PRIMES = (0, 0, 2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)
#: dealt-percentile bin edges used by the range model: deciles, finer at the top where
#: tight players live (a rock that bets 3 % of hands is told apart from one betting 10 %).
BIN_EDGES = np.array([0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.975, 0.99,
                      0.996, 1.0])
BINS = len(BIN_EDGES) - 1
#: prior mass of each bin (its width)
BIN_MASS = np.diff(BIN_EDGES)
#: bucket resolution: linear in combined dealt/drawn mass, plus -log(1 - mass) at the top
BUCKETS_LINEAR = 300
BUCKETS_TOP = 40
#: hands simulated for the opponent tables.
OPPONENT_SAMPLES = 40_000
#: share of the simulated opponents who keep an ace or king kicker with a lower pair
#: (draw two). Real players do, and so do the computer players now and then; without it
#: every two-card draw reads as trips and made trips look like a 25 % hand against two
#: players who drew two.
KICKER_SHARE = 0.15

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]


def encode_key(naturals_ranks: Sequence[int], wilds: int, suited: bool) -> int:
    """The integer key of a hand: rank-prime product, wild count, suited flag."""
    prod = 1
    for r in naturals_ranks:
        prod *= _PRIMES[r]
    return (prod * 8 + wilds) * 2 + (1 if suited else 0)


def _representative(ranks: tuple[int, ...], wilds: int, suited: bool, wild: str) -> list[Card]:
    """A concrete hand with the given key."""
    cards: list[Card] = []
    if suited:
        cards = [Card(r, "s") for r in ranks]
    else:
        seen: dict[int, int] = {}
        for r in ranks:
            j = seen.get(r, 0)
            seen[r] = j + 1
            cards.append(Card(r, SUITS[j]))
        if len(cards) >= 2 and len({c.suit for c in cards}) == 1:
            cards[-1] = Card(cards[-1].rank, "d")
    if wild == "deuces":
        cards += [Card(2, SUITS[i]) for i in range(wilds)]
    else:
        cards += [JOKER] * wilds
    return cards


def _deck_for(wild: str) -> list[Card]:
    return full_deck(1 if wild in ("joker", "bug") else 0)


class ModeTables:
    """All lookup tables for one :class:`Mode` (see the module docstring).

    Attributes:
        mode: the mode.
        deck: the full deck of the mode (52 or 53 cards).
        n_ranks: number of value ranks (buckets) ``V``.
        pct: shape (V,), share of dealt hands each value rank beats (ties count half).
        values: the best evaluator value in each rank (for descriptions).
        opp: shape (draw_cap + 2, BINS, V): P(final value rank | cards drawn, dealt
            bin); row ``draw_cap + 1`` is "any number drawn". Rows sum to 1 (or are 0
            when no simulated hand fell there).
        opp_draw: shape (BINS, draw_cap + 1): P(cards drawn | dealt bin).
    """

    def __init__(self, mode: Mode) -> None:
        self.mode = mode
        self.deck = _deck_for(mode.wild)
        self._strength_cache: dict[int, IntArray] = {}
        wild = mode.wild
        nat_ranks = [r for r in range(2, 15) if not (wild == "deuces" and r == 2)]
        n_wild_cards = 1 if wild in ("joker", "bug") else (4 if wild == "deuces" else 0)
        entries: list[tuple[Any, int, float]] = []  # (value, key, weight)
        for w in range(min(5, n_wild_cards) + 1):
            ways_w = math.comb(n_wild_cards, w)
            k = 5 - w
            for combo in itertools.combinations_with_replacement(nat_ranks, k):
                counts: dict[int, int] = {}
                for r in combo:
                    counts[r] = counts.get(r, 0) + 1
                if any(c > 4 for c in counts.values()):
                    continue
                ranks = tuple(sorted(combo, reverse=True))
                total = 1
                for c in counts.values():
                    total *= math.comb(4, c)
                if k <= 1:
                    options = [(True, total)]
                elif len(counts) == k:
                    options = [(True, 4), (False, total - 4)]
                else:
                    options = [(False, total)]
                for suited, ways in options:
                    rep = _representative(ranks, w, suited, wild)
                    value = evaluate_game(rep, game=mode.game, wild=wild)
                    entries.append((value, encode_key(ranks, w, suited), float(ways * ways_w)))
        entries.sort(key=lambda e: e[0])
        keys = np.empty(len(entries), dtype=np.int64)
        rank_of = np.empty(len(entries), dtype=np.int64)
        values: list[Any] = []
        weights: list[float] = []
        prev: Any = None
        for i, (value, key, weight) in enumerate(entries):
            if i == 0 or value != prev:
                values.append(value)
                weights.append(0.0)
                prev = value
            weights[-1] += weight
            keys[i] = key
            rank_of[i] = len(values) - 1
        order = np.argsort(keys)
        self._keys = keys[order]
        exact_rank = rank_of[order]
        self._key_rank = exact_rank
        w_arr = np.array(weights)
        w_arr /= w_arr.sum()
        below = np.cumsum(w_arr) - w_arr
        exact_pct = below + 0.5 * w_arr
        # per-card arrays for vectorised keys (index 0..52)
        self._prime = np.ones(53, dtype=np.int64)
        self._wild = np.zeros(53, dtype=np.int64)
        self._suitbit = np.zeros(53, dtype=np.int64)
        for card in self.deck:
            if is_wild(card, wild):
                self._wild[card.index] = 1
            else:
                self._prime[card.index] = _PRIMES[card.rank]
                self._suitbit[card.index] = 1 << SUITS.index(card.suit)
        init_pct, draws, final_exact = self._simulate_opponents(exact_pct)
        # buckets of value ranks: fine where either dealt or drawn hands are dense and
        # ever finer towards the top; never across a hand category
        final_mass = np.bincount(final_exact, minlength=len(values)) / len(final_exact)
        u = np.cumsum(0.5 * w_arr + 0.5 * final_mass)
        u = u - (0.5 * w_arr + 0.5 * final_mass) * 0.5
        y = -np.log(np.maximum(1.0 - u, 1e-7))
        raw = np.floor(BUCKETS_LINEAR * u + BUCKETS_TOP * y).astype(np.int64)
        cats = np.array([int(getattr(v, "category", 0)) for v in values], dtype=np.int64)
        newb = np.ones(len(values), dtype=bool)
        newb[1:] = (raw[1:] != raw[:-1]) | (cats[1:] != cats[:-1])
        bucket = np.cumsum(newb) - 1
        self.n_ranks = int(bucket[-1]) + 1
        self._key_rank = bucket[exact_rank]
        self._exact_values = values
        self._exact_bucket = bucket
        bmass = np.bincount(bucket, weights=w_arr, minlength=self.n_ranks)
        bbelow = np.cumsum(bmass) - bmass
        self.pct: FloatArray = bbelow + 0.5 * bmass
        #: the best value in each bucket (for descriptions)
        self.values = [values[int(i)] for i in np.searchsorted(bucket, np.arange(self.n_ranks),
                                                               side="right") - 1]
        self._tabulate(init_pct, draws, bucket[final_exact])

    # -- ranking -------------------------------------------------------------------
    def rank_hands(self, hands: IntArray) -> IntArray:
        """Value ranks of many hands at once.

        Args:
            hands: int array of shape (..., 5) of card indices (``Card.index``).

        Returns:
            int array of shape (...,): each hand's value rank (larger wins).
        """
        prod = self._prime[hands].prod(axis=-1)
        wilds = self._wild[hands].sum(axis=-1)
        sb = np.bitwise_or.reduce(self._suitbit[hands], axis=-1)
        suited = ((sb & (sb - 1)) == 0).astype(np.int64)
        keys = (prod * 8 + wilds) * 2 + suited
        pos = np.searchsorted(self._keys, keys)
        return np.asarray(self._key_rank[pos], dtype=np.int64)

    def rank_of(self, cards: Sequence[Card]) -> int:
        """Value rank of one five-card hand."""
        return int(self.rank_hands(np.array([[c.index for c in cards]], dtype=np.int64))[0])

    def strength_buckets(self, n: int) -> IntArray:
        """Bucket of each dense evaluator strength ``0..n-1`` (the index space of
        :attr:`drawpoker.odds.HoldAnalysis.counts`), built once per mode."""
        cached = self._strength_cache.get(n)
        if cached is not None:
            return cached
        game, wild = self.mode.game, self.mode.wild
        if game == "ace-to-five" and wild == "bug":
            wild = "joker"
        out = np.empty(n, dtype=np.int64)
        vals = self._exact_values
        for i in range(n):
            v = value_of_strength(i, game, wild)
            j = bisect.bisect_left(vals, v)
            out[i] = self._exact_bucket[min(j, len(vals) - 1)]
        self._strength_cache[n] = out
        return out

    def describe(self, rank: int) -> str:
        """The translated name of a value rank, e.g. "Two pair, aces and sevens, six kicker"."""
        return str(self.values[rank].describe())

    # -- opponent model --------------------------------------------------------------
    def _simulate_opponents(self, exact_pct: FloatArray) -> tuple[FloatArray, IntArray, IntArray]:
        """Deal, hold and draw for many typical opponents (exact value ranks)."""
        mode = self.mode
        rng = random.Random(20_240_517)
        deck_idx = [c.index for c in self.deck]
        by_index = {c.index: c for c in self.deck}
        n = OPPONENT_SAMPLES
        dealt = np.array([rng.sample(deck_idx, 10) for _ in range(n)], dtype=np.int64)
        init_rank = self.rank_hands(dealt[:, :5])
        init_pct = exact_pct[init_rank]
        finals = np.empty((n, 5), dtype=np.int64)
        draws = np.empty(n, dtype=np.int64)
        for i in range(n):
            hand = [by_index[int(x)] for x in dealt[i, :5]]
            keep = standard_hold(hand, mode, float(init_pct[i]))
            if rng.random() < KICKER_SHARE:
                keep = with_kicker(keep, hand, mode)
            d = 5 - len(keep)
            draws[i] = d
            finals[i, : len(keep)] = [c.index for c in keep]
            finals[i, len(keep):] = dealt[i, 5: 5 + d]
        return init_pct, draws, self.rank_hands(finals)

    def _tabulate(self, init_pct: FloatArray, draws: IntArray, final_rank: IntArray) -> None:
        n = len(draws)
        init_bin = np.clip(np.searchsorted(BIN_EDGES, init_pct, side="right") - 1, 0, BINS - 1)
        dmax = self.mode.draw_cap
        opp = np.zeros((dmax + 2, BINS, self.n_ranks))
        np.add.at(opp, (draws, init_bin, final_rank), 1.0)
        np.add.at(opp, (np.full(n, dmax + 1), init_bin, final_rank), 1.0)
        sums = opp.sum(axis=2, keepdims=True)
        self.opp_counts = sums[..., 0]
        self.opp: FloatArray = np.divide(opp, sums, out=np.zeros_like(opp), where=sums > 0)
        draw_counts = np.zeros((BINS, dmax + 1))
        np.add.at(draw_counts, (init_bin, draws), 1.0)
        self.opp_draw: FloatArray = draw_counts / np.maximum(draw_counts.sum(1, keepdims=True), 1)


@functools.cache
def tables_for(mode: Mode) -> ModeTables:
    """The (cached) tables of ``mode``."""
    return ModeTables(mode)
