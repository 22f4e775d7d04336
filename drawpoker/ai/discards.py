"""Which cards to keep: every legal hold scored by its chance to win against the table.

Outcome distributions per hold:

* **exact** (:func:`exact_holds`): the draw's exact outcome counts from
  :func:`drawpoker.odds.hold_counts` (combinatorics, no sampling) for every hold that
  draws up to ``exact_draw`` cards, summed straight into the AI's value-rank buckets;
  holds that draw more are sampled (below). Used for the draw itself.
* **sampled** (:func:`sample_holds`): one-card draws enumerated (every unseen card),
  bigger draws sampled (the same draws for every hold, so the comparison is fair).
  Used for quick estimates while betting before the draw.

A hold's score is the probability that it ends up better than every live opponent's
final hand, whose distribution comes from :mod:`drawpoker.ai.ranges` (it already
reflects the opponents' number, draw counts and actions). Maximising that probability
is what makes a player break two small pairs against a pat hand, draw to a flush rather
than a lone pair multiway, or keep a kicker heads-up — the table decides, not a fixed
rule. Jackpots openers may be split (docs/rules.md §3.3); lowball and wild modes enter
through the tables and the odds.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import numpy as np
from numpy.random import default_rng  # imported with the module, not at the first draw

from drawpoker.ai.holds import standard_hold
from drawpoker.ai.tables import FloatArray, IntArray, ModeTables
from drawpoker.cards import Card
from drawpoker.odds import hold_counts, strength_count


@dataclass(frozen=True)
class HoldSamples:
    """Final value-rank distributions of the holds considered.

    Attributes:
        holds: kept cards of each hold (a sub-tuple of the hand, in hand order).
        ranks: per hold, int array of final value ranks.
        weights: per hold, the probability of each entry of ``ranks`` (sums to 1).
    """

    holds: tuple[tuple[Card, ...], ...]
    ranks: tuple[IntArray, ...]
    weights: tuple[FloatArray, ...]

    def index(self, keep: Sequence[Card]) -> int:
        """Position of the hold keeping ``keep``.

        Raises:
            ValueError: that hold was not considered.
        """
        return self.holds.index(tuple(keep))


def legal_hold(hand: Sequence[Card], keep: Sequence[Card], max_discard: int,
               four_with_ace_needed: bool) -> bool:
    """True if discarding the cards of ``hand`` not in ``keep`` is a legal draw (docs/rules.md §3.5)."""
    d = len(hand) - len(keep)
    if d > max_discard:
        return False
    return not (four_with_ace_needed and d == max_discard and not any(c.rank == 14 for c in keep))


def _candidates(hand: list[Card], tables: ModeTables, all_holds: bool) -> list[int]:
    """The holds to weigh, as masks of ``hand`` (bit ``i``: card ``i`` kept), no repeats."""
    if all_holds:
        return list(range(32))
    pct = float(tables.pct[tables.rank_of(hand)])
    std = standard_hold(hand, tables.mode, pct)
    std_mask = sum(1 << i for i, c in enumerate(hand) if c in std)
    cand = [std_mask, 31]
    rest = sorted((i for i, c in enumerate(hand) if c not in std), key=lambda i: -hand[i].rank)
    if rest and len(std) < 4:
        cand.append(std_mask | 1 << rest[0])
    cand += [31 ^ 1 << i for i in range(len(hand))]
    return list(dict.fromkeys(cand))


def _legal_keeps(hand: list[Card], tables: ModeTables, all_holds: bool, max_discard: int,
                 four_with_ace_needed: bool) -> tuple[list[int], list[tuple[Card, ...]]]:
    """The legal candidate holds (:func:`legal_hold`): (their masks, their kept cards in
    hand order)."""
    aces = sum(1 << i for i, c in enumerate(hand) if c.rank == 14)
    masks: list[int] = []
    keeps: list[tuple[Card, ...]] = []
    for m in _candidates(hand, tables, all_holds):
        d = len(hand) - m.bit_count()
        if d > max_discard or (four_with_ace_needed and d == max_discard and not m & aces):
            continue
        masks.append(m)
        keeps.append(tuple(map(hand.__getitem__, _KEPT[m])))
    return masks, keeps


#: per mask of a five-card hand, the positions it keeps
_KEPT = tuple(tuple(i for i in range(5) if m >> i & 1) for m in range(32))


@functools.lru_cache(maxsize=64)
def _uniform(n: int) -> FloatArray:
    """``n`` equal weights summing to 1 (read-only)."""
    out = np.full(n, 1.0 / n)
    out.flags.writeable = False
    return out


def _sampled(hand: list[Card], keeps: Sequence[tuple[Card, ...]], tables: ModeTables,
             samples: int, seed: int) -> list[tuple[IntArray, FloatArray]]:
    own = {c.index for c in hand}
    unseen = np.array([c.index for c in tables.deck if c.index not in own], dtype=np.int64)
    n = len(unseen)
    if not keeps:
        return []
    rng = default_rng(seed)
    sampled = unseen[rng.random((samples, n)).argsort(axis=1)[:, :5]]
    # each hand's key parts (rank-prime product, wild count, suit bits): the kept cards'
    # times the drawn cards' (nothing for a pat hand, every unseen card for a one-card
    # draw, the first d sampled cards for a d-card draw), all in one table of drawn parts
    prime, wild, suitbit = tables.card_parts
    s_prime = np.cumprod(prime[sampled], axis=1).T
    s_wild = np.cumsum(wild[sampled], axis=1).T
    s_bits = np.bitwise_or.accumulate(suitbit[sampled], axis=1).T
    one = np.ones(1, dtype=np.int64)
    zero = np.zeros(1, dtype=np.int64)
    d_prime = np.concatenate([one, prime[unseen], s_prime[1:].ravel()])
    d_wild = np.concatenate([zero, wild[unseen], s_wild[1:].ravel()])
    d_bits = np.concatenate([zero, suitbit[unseen], s_bits[1:].ravel()])
    first = [0, 1] + [1 + n + samples * j for j in range(4)]  # where draw d starts
    size = [1, n] + [samples] * 4
    prime_l, wild_l, bits_l = tables.card_part_lists
    kp, kw, kb, lens, starts = [], [], [], [], []
    for keep in keeps:
        p, w, b = 1, 0, 0
        for c in keep:
            p *= prime_l[c.index]
            w += wild_l[c.index]
            b |= bits_l[c.index]
        d = 5 - len(keep)
        kp.append(p)
        kw.append(w)
        kb.append(b)
        lens.append(size[d])
        starts.append(first[d])
    counts = np.array(lens, dtype=np.int64)
    ends = np.cumsum(counts)
    owner = np.repeat(np.arange(len(keeps)), counts)
    pos = np.arange(int(ends[-1])) + np.repeat(np.array(starts, dtype=np.int64) - ends + counts,
                                               counts)
    flat = tables.rank_parts(d_prime[pos] * np.array(kp, dtype=np.int64)[owner],
                             d_wild[pos] + np.array(kw, dtype=np.int64)[owner],
                             d_bits[pos] | np.array(kb, dtype=np.int64)[owner])
    out: list[tuple[IntArray, FloatArray]] = []
    at = 0
    for k in lens:
        out.append((flat[at:at + k], _uniform(k)))
        at += k
    return out


def sample_holds(
    hand: Sequence[Card],
    tables: ModeTables,
    *,
    samples: int,
    all_holds: bool,
    max_discard: int,
    four_with_ace_needed: bool,
    seed: int,
) -> HoldSamples:
    """Sampled outcome distributions for the holds of ``hand``.

    Args:
        hand: the five own cards.
        tables: the mode's tables.
        samples: draws sampled per hold when drawing 2 or more cards.
        all_holds: all 32 holds, or only the obvious ones (standard hold, stand pat,
            standard hold plus a kicker, every one-card draw).
        max_discard: most cards that may be thrown.
        four_with_ace_needed: throwing ``max_discard`` cards needs a kept ace.
        seed: seed of the sampled draws (derive it from public or own information only).
    """
    hand = list(hand)
    _masks, keeps = _legal_keeps(hand, tables, all_holds, max_discard, four_with_ace_needed)
    dists = _sampled(hand, keeps, tables, samples, seed)
    return HoldSamples(tuple(keeps), tuple(r for r, _ in dists), tuple(w for _, w in dists))


def exact_holds(
    hand: Sequence[Card],
    tables: ModeTables,
    *,
    exact_draw: int,
    samples: int,
    all_holds: bool,
    max_discard: int,
    four_with_ace_needed: bool,
    seed: int,
) -> HoldSamples:
    """Outcome distributions from the exact odds for holds drawing up to ``exact_draw``
    cards (:func:`drawpoker.odds.hold_counts`), sampled beyond that.

    Args:
        exact_draw: largest draw taken from the exact odds (0..5; 3 costs about a
            millisecond).
        (others as :func:`sample_holds`)
    """
    hand = list(hand)
    masks, keeps = _legal_keeps(hand, tables, all_holds, max_discard, four_with_ace_needed)
    exact_limit = min(exact_draw, max_discard)
    mode = tables.mode
    # per hold, the replacement sets ending in each value rank (exact integers)
    buckets = tables.strength_buckets(strength_count(mode.game, mode.wild))
    exact_masks, exact_counts = hold_counts(hand, wild=mode.wild, game=mode.game,
                                            max_draw=exact_limit,
                                            groups=(buckets, tables.n_ranks))
    row_of = {m: i for i, m in enumerate(exact_masks)}
    rest = [k for m, k in zip(masks, keeps, strict=True) if m not in row_of]
    sampled = iter(_sampled(hand, rest, tables, samples, seed))
    exact_rows = [row_of[m] for m in masks if m in row_of]
    dense: Iterator[FloatArray] = iter(())
    if exact_rows:
        rows = exact_counts[exact_rows].astype(np.float64)
        dense = iter(rows / rows.sum(axis=1, keepdims=True))
    all_ranks = np.arange(tables.n_ranks, dtype=np.int64)
    ranks: list[IntArray] = []
    weights: list[FloatArray] = []
    for m in masks:
        if m in row_of:
            ranks.append(all_ranks)
            weights.append(next(dense))
        else:
            r, w = next(sampled)
            ranks.append(r)
            weights.append(w)
    return HoldSamples(tuple(keeps), tuple(ranks), tuple(weights))


def hold_equities(samples: HoldSamples, cdfs: Sequence[FloatArray]) -> FloatArray:
    """Per hold, the probability of finishing better than every opponent.

    Args:
        samples: from :func:`sample_holds` or :func:`exact_holds`.
        cdfs: one mid-CDF per live opponent (:func:`drawpoker.ai.ranges.mid_cdf`).

    Returns:
        float array, one entry per hold (0..1). With no opponent every entry is 1.
    """
    if not cdfs:
        return np.ones(len(samples.holds))
    flat, wflat, starts = _flat(samples)
    p = _beats_all(cdfs, flat) * wflat
    return np.asarray(np.add.reduceat(p, starts))


def _beats_all(cdfs: Sequence[FloatArray], flat: IntArray) -> FloatArray:
    """Per outcome rank in ``flat``, the product of the opponents' mid-CDFs there
    (multiplied in opponent order)."""
    p = cdfs[0][flat]
    for c in cdfs[1:]:
        p = p * c[flat]
    return p


_FLAT: dict[int, tuple[HoldSamples, IntArray, FloatArray, IntArray]] = {}


def _flat(samples: HoldSamples) -> tuple[IntArray, FloatArray, IntArray]:
    """All outcome ranks and weights in one array, with each hold's start (memoised)."""
    hit = _FLAT.get(id(samples))
    if hit is not None and hit[0] is samples:
        return hit[1], hit[2], hit[3]
    counts = np.array([len(r) for r in samples.ranks], dtype=np.int64)
    starts = np.concatenate([[0], np.cumsum(counts)[:-1]]).astype(np.int64)
    flat = np.concatenate(samples.ranks)
    wflat = np.concatenate(samples.weights)
    if len(_FLAT) > 64:
        _FLAT.clear()
    _FLAT[id(samples)] = (samples, flat, wflat, starts)
    return flat, wflat, starts


def hold_values(samples: HoldSamples, cdfs: Sequence[FloatArray], bets: float,
                bluffs: Sequence[float] | None = None) -> FloatArray:
    """Per hold, the chips it is expected to win after the draw, in pots: the chance to
    win the pot plus, for every outcome that is more likely ahead than behind, the bet
    that follows it (``bets``: the bet a winning hand is paid, in pots, counting how often
    it is called) times its edge (2 P - 1). A draw to a straight or a flush, which ends
    either strong or nowhere, is worth more than its bare chance to win next to a hold
    that mostly ends a middling hand; with ``bets`` 0 (all in) this is the chance to win.

    Args:
        samples: from :func:`sample_holds` or :func:`exact_holds`.
        cdfs: one mid-CDF per live opponent (multiway: the product is the chance to beat
            every one of them).
        bets: the bet after the draw a winning hand can expect, as a share of the pot.
        bluffs: heads-up, by the number of cards a hold draws (index 0..5), what a bet
            after the draw wins by the opponent's folds alone, in pots (his fold
            frequency against a bettor who drew that many, less the bet lost when he
            calls); an outcome is worth at least that. None: no bluffs counted. A
            player who reads draw counts folds more to a small draw: against him the
            hold that draws fewer cards bluffs better.

    Returns:
        float array, one entry per hold (pots).
    """
    if not cdfs:
        return np.ones(len(samples.holds)) * (1.0 + bets)
    flat, wflat, starts = _flat(samples)
    p = _beats_all(cdfs, flat)
    v = p + bets * np.maximum(2.0 * p - 1.0, 0.0)
    if bluffs is not None:
        per_hold = np.array([bluffs[5 - len(h)] for h in samples.holds])
        v = np.maximum(v, np.repeat(per_hold, np.diff(np.append(starts, len(flat)))))
    return np.asarray(np.add.reduceat(v * wflat, starts))
