"""Building the computer players' lookup tables of one game mode from scratch.

This is the slow, pure-Python part of :mod:`drawpoker.ai.tables` (about a second per
mode): every hand *key* of the deck is enumerated and one representative hand per key
is evaluated with :func:`drawpoker.evaluator.evaluate_game`; then a fixed-seed
simulation deals, holds (:func:`~drawpoker.ai.holds.standard_hold`) and draws for
:data:`OPPONENT_SAMPLES` typical opponents. The game ships the result of
:func:`build_arrays` for every mode in ``drawpoker/ai/data/tables.npz``
(``tools/make_ai_tables.py`` writes it; a test checks it equals what this module
builds), so a fresh process pays none of it; a mode missing from the file is built here.
"""

from __future__ import annotations

import bisect
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
from drawpoker.odds import analyze_holds, value_of_strength

#: one prime per rank 2..14 (index = rank); the product of a hand's natural ranks
#: identifies their multiset. Wild cards contribute 1.
PRIMES = (0, 0, 2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)
#: dealt-percentile bin edges used by the range model: deciles, finer at the top where
#: tight players live (a rock that bets 3 % of hands is told apart from one betting 10 %).
BIN_EDGES = np.array([0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.975, 0.99,
                      0.996, 1.0])
BINS = len(BIN_EDGES) - 1
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
        prod *= PRIMES[r]
    return (prod * 8 + wilds) * 2 + (1 if suited else 0)


def deck_for(wild: str) -> list[Card]:
    """The mode's deck: 52 cards, 53 with the joker or the bug."""
    return full_deck(1 if wild in ("joker", "bug") else 0)


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


def enumerate_keys(mode: Mode) -> list[tuple[Any, int, float]]:
    """Every hand key of the mode's deck as (evaluator value, key, ways dealt), sorted by
    value (weakest first)."""
    wild = mode.wild
    nat_ranks = [r for r in range(2, 15) if not (wild == "deuces" and r == 2)]
    n_wild_cards = 1 if wild in ("joker", "bug") else (4 if wild == "deuces" else 0)
    entries: list[tuple[Any, int, float]] = []
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
    return entries


def distinct_values(entries: Sequence[tuple[Any, int, float]]) -> list[Any]:
    """The distinct values of sorted :func:`enumerate_keys` entries, weakest first."""
    values: list[Any] = []
    for value, _key, _w in entries:
        if not values or value != values[-1]:
            values.append(value)
    return values


def card_arrays(deck: Sequence[Card], wild: str) -> tuple[IntArray, IntArray, IntArray]:
    """Per card index 0..52: its rank prime (1 for a wild card), wild flag, suit bit."""
    prime = np.ones(53, dtype=np.int64)
    wilds = np.zeros(53, dtype=np.int64)
    suitbit = np.zeros(53, dtype=np.int64)
    for card in deck:
        if is_wild(card, wild):
            wilds[card.index] = 1
        else:
            prime[card.index] = PRIMES[card.rank]
            suitbit[card.index] = 1 << SUITS.index(card.suit)
    return prime, wilds, suitbit


def rank_keys(hands: IntArray, arrays: tuple[IntArray, IntArray, IntArray], keys: IntArray,
              key_rank: IntArray) -> IntArray:
    """Ranks of card-index hands of shape (..., 5) through the sorted ``keys``."""
    prime, wild, suitbit = arrays
    prod = prime[hands].prod(axis=-1)
    wilds = wild[hands].sum(axis=-1)
    sb = np.bitwise_or.reduce(suitbit[hands], axis=-1)
    suited = ((sb & (sb - 1)) == 0).astype(np.int64)
    pos = np.searchsorted(keys, (prod * 8 + wilds) * 2 + suited)
    return np.asarray(key_rank[pos], dtype=np.int64)


def strength_count(mode: Mode) -> int:
    """How many dense evaluator strengths the exact odds of the mode count over."""
    deck = deck_for(mode.wild)
    hand = [deck[0], deck[5], deck[10], deck[15], deck[20]]
    return len(analyze_holds(hand, wild=mode.wild, game=mode.game, max_draw=0)[0].counts)


def strength_buckets(mode: Mode, n: int, values: Sequence[Any],
                     exact_bucket: IntArray) -> IntArray:
    """The value rank of each dense evaluator strength ``0..n-1``."""
    game, wild = mode.game, mode.wild
    if game == "ace-to-five" and wild == "bug":
        wild = "joker"
    out = np.empty(n, dtype=np.int64)
    for i in range(n):
        j = bisect.bisect_left(values, value_of_strength(i, game, wild))
        out[i] = exact_bucket[min(j, len(values) - 1)]
    return out


def _simulate(mode: Mode, deck: Sequence[Card], rank: Any,
              exact_pct: FloatArray) -> tuple[FloatArray, IntArray, IntArray]:
    """Deal, hold and draw for many typical opponents (exact value ranks)."""
    rng = random.Random(20_240_517)
    deck_idx = [c.index for c in deck]
    by_index = {c.index: c for c in deck}
    n = OPPONENT_SAMPLES
    dealt = np.array([rng.sample(deck_idx, 10) for _ in range(n)], dtype=np.int64)
    init_pct = exact_pct[rank(dealt[:, :5])]
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
    return init_pct, draws, rank(finals)


def build_arrays(mode: Mode) -> dict[str, npt.NDArray[Any]]:
    """Every table of ``mode`` as named arrays (what :class:`~drawpoker.ai.tables.ModeTables`
    is made from; the shipped data file holds exactly these per mode).

    Returns:
        ``keys`` (sorted hand keys), ``key_rank`` (value rank of each key), ``pct`` (share
        of dealt hands each value rank beats, ties half), ``categories`` (hand category
        of each value rank), ``exact_bucket`` (value rank of each distinct evaluator
        value), ``opp_counts`` (simulated hands per cards drawn, dealt bin and final value
        rank; drawn ``draw_cap + 1`` = any), ``draw_counts`` (per dealt bin and cards
        drawn), ``strength_bucket`` (value rank of each dense odds strength).
    """
    entries = enumerate_keys(mode)
    keys = np.empty(len(entries), dtype=np.int64)
    rank_of = np.empty(len(entries), dtype=np.int64)
    values: list[Any] = []
    weights: list[float] = []
    for i, (value, key, weight) in enumerate(entries):
        if i == 0 or value != values[-1]:
            values.append(value)
            weights.append(0.0)
        weights[-1] += weight
        keys[i] = key
        rank_of[i] = len(values) - 1
    order = np.argsort(keys)
    keys = keys[order]
    exact_rank = rank_of[order]
    w_arr = np.array(weights)
    w_arr /= w_arr.sum()
    exact_pct = np.cumsum(w_arr) - w_arr + 0.5 * w_arr
    deck = deck_for(mode.wild)
    per_card = card_arrays(deck, mode.wild)
    init_pct, draws, final_exact = _simulate(
        mode, deck, lambda h: rank_keys(h, per_card, keys, exact_rank), exact_pct)
    # buckets of value ranks: fine where either dealt or drawn hands are dense and ever
    # finer towards the top; never across a hand category
    final_mass = np.bincount(final_exact, minlength=len(values)) / len(final_exact)
    u = np.cumsum(0.5 * w_arr + 0.5 * final_mass)
    u = u - (0.5 * w_arr + 0.5 * final_mass) * 0.5
    y = -np.log(np.maximum(1.0 - u, 1e-7))
    raw = np.floor(BUCKETS_LINEAR * u + BUCKETS_TOP * y).astype(np.int64)
    cats = np.array([int(getattr(v, "category", 0)) for v in values], dtype=np.int64)
    newb = np.ones(len(values), dtype=bool)
    newb[1:] = (raw[1:] != raw[:-1]) | (cats[1:] != cats[:-1])
    bucket = np.cumsum(newb) - 1
    n_ranks = int(bucket[-1]) + 1
    bmass = np.bincount(bucket, weights=w_arr, minlength=n_ranks)
    pct = np.cumsum(bmass) - bmass + 0.5 * bmass
    best = np.searchsorted(bucket, np.arange(n_ranks), side="right") - 1
    final_rank = bucket[final_exact]
    init_bin = np.clip(np.searchsorted(BIN_EDGES, init_pct, side="right") - 1, 0, BINS - 1)
    dmax = mode.draw_cap
    opp = np.zeros((dmax + 2, BINS, n_ranks), dtype=np.int64)
    np.add.at(opp, (draws, init_bin, final_rank), 1)
    np.add.at(opp, (np.full(len(draws), dmax + 1), init_bin, final_rank), 1)
    draw_counts = np.zeros((BINS, dmax + 1), dtype=np.int64)
    np.add.at(draw_counts, (init_bin, draws), 1)
    return {
        "keys": keys,
        "key_rank": bucket[exact_rank].astype(np.int16),
        "pct": pct,
        "categories": cats[best].astype(np.int8),
        "exact_bucket": bucket.astype(np.int16),
        "opp_counts": opp.astype(np.uint16),
        "draw_counts": draw_counts.astype(np.uint16),
        "strength_bucket": strength_buckets(mode, strength_count(mode), values,
                                            bucket).astype(np.int16),
    }


#: each game with the wild modes it is played with (``drawpoker.variants.GAME``; a test
#: checks the two agree)
GAME_WILDS: dict[str, tuple[str, ...]] = {
    "high": ("bug", "deuces", "joker", "none"),
    "ace-to-five": ("bug", "joker", "none"),
    "deuce-to-seven": ("none",),
}


def every_mode() -> list[Mode]:
    """Every game mode a table can be set to (games with their wild modes, draw limits
    3/4/5 and four with an ace on a 3-card limit; docs/rules.md §1, §3.5)."""
    out = []
    for game, wilds in GAME_WILDS.items():
        for wild in wilds:
            for max_draw, ace in ((5, False), (4, False), (3, False), (3, True)):
                out.append(Mode(game, wild, max_draw, ace))
    return out
