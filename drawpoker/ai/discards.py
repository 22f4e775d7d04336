"""Which cards to keep: every legal hold scored by its chance to win against the table.

For each hold the final hands are enumerated exactly when one card is drawn (every
card the player has not seen) and sampled otherwise (a fixed
number of draws per level, the same draws for every hold so that the comparison is
fair). Each final hand is ranked through :class:`~drawpoker.ai.tables.ModeTables`, and
the hold's score is the probability that it ends up better than every live opponent's
final hand, whose distribution comes from :mod:`drawpoker.ai.ranges` (it already
reflects the opponents' number, draw counts and actions). Maximising that probability
is what makes a player break two small pairs against a pat hand, draw to a flush rather
than a lone pair multiway, or keep a kicker heads-up — the table decides, not a fixed
rule. The pot, jackpots openers (which may be split: RULES.md §3.3), lowball and wild
modes all enter through the tables and the ranges.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from drawpoker.ai.tables import FloatArray, IntArray, ModeTables, standard_hold
from drawpoker.cards import Card


@dataclass(frozen=True)
class HoldSamples:
    """Final value ranks of every hold considered.

    Attributes:
        holds: kept cards of each hold (a sub-tuple of the hand, in hand order).
        ranks: per hold, int array of the final value ranks (exact list of outcomes
            for draws of 0-1 cards, equally likely samples otherwise).
    """

    holds: tuple[tuple[Card, ...], ...]
    ranks: tuple[IntArray, ...]


def legal_hold(hand: Sequence[Card], keep: Sequence[Card], max_discard: int,
               four_with_ace_needed: bool) -> bool:
    """True if discarding the cards of ``hand`` not in ``keep`` is a legal draw (RULES.md §3.5)."""
    d = len(hand) - len(keep)
    if d > max_discard:
        return False
    return not (four_with_ace_needed and d == max_discard and not any(c.rank == 14 for c in keep))


def draw_limits(tables: ModeTables, hand: Sequence[Card]) -> tuple[int, bool]:
    """(max cards one may discard, whether the largest discard needs a kept ace)."""
    mode = tables.mode
    if mode.four_with_ace and mode.max_draw == 3:
        return 4, True
    return mode.max_draw, False


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
    """Final-hand value ranks for the holds of ``hand``.

    Args:
        hand: the five own cards.
        tables: the mode's tables.
        samples: draws sampled per hold when drawing 2 or more cards.
        all_holds: all 32 holds, or only the obvious ones (standard hold, stand pat,
            standard hold plus a kicker, every one-card draw).
        max_discard: most cards that may be thrown.
        four_with_ace_needed: throwing ``max_discard`` cards needs a kept ace.
        seed: seed of the sampled draws (derive it from public or own information only).

    Returns:
        The holds with their outcome ranks.
    """
    hand = list(hand)
    own = {c.index for c in hand}
    unseen = np.array([c.index for c in tables.deck if c.index not in own], dtype=np.int64)
    n = len(unseen)
    rng = np.random.default_rng(seed)
    order = rng.random((samples, n)).argsort(axis=1)[:, :5]
    sampled = unseen[order]  # (samples, 5)
    singles = unseen[:, None]
    if all_holds:
        keeps = [tuple(c for i, c in enumerate(hand) if mask >> i & 1) for mask in range(32)]
    else:
        pct = float(tables.pct[tables.rank_of(hand)])
        std = standard_hold(hand, tables.mode, pct)
        cand = [tuple(c for c in hand if c in std), tuple(hand)]
        rest = sorted((c for c in hand if c not in std), key=lambda c: -c.rank)
        if rest and len(std) < 4:
            cand.append(tuple(c for c in hand if c in std or c == rest[0]))
        cand += [tuple(c for c in hand if c != x) for x in hand]
        keeps = list(dict.fromkeys(cand))
    holds: list[tuple[Card, ...]] = []
    blocks: list[IntArray] = []
    for keep in keeps:
        if not legal_hold(hand, keep, max_discard, four_with_ace_needed):
            continue
        k = np.array([c.index for c in keep], dtype=np.int64)
        d = 5 - len(keep)
        if d == 0:
            hands = k[None, :]
        elif d == 1:
            hands = np.concatenate([np.broadcast_to(k, (n, 4)), singles], axis=1)
        else:
            hands = np.concatenate([np.broadcast_to(k, (samples, 5 - d)), sampled[:, :d]], axis=1)
        holds.append(keep)
        blocks.append(hands)
    flat = tables.rank_hands(np.concatenate(blocks, axis=0))
    bounds = np.cumsum([len(b) for b in blocks])[:-1]
    return HoldSamples(tuple(holds), tuple(np.split(flat, bounds)))


def hold_equities(samples: HoldSamples, cdfs: Sequence[FloatArray]) -> FloatArray:
    """Per hold, the probability of finishing better than every opponent.

    Args:
        samples: from :func:`sample_holds`.
        cdfs: one mid-CDF per live opponent (:func:`drawpoker.ai.ranges.mid_cdf`).

    Returns:
        float array, one entry per hold (0..1). With no opponent every entry is 1.
    """
    if not cdfs:
        return np.ones(len(samples.holds))
    flat, starts, counts = _flat(samples)
    stacked = np.stack(cdfs) if len(cdfs) > 1 else cdfs[0][None, :]
    p = stacked[:, flat].prod(axis=0)
    return np.asarray(np.add.reduceat(p, starts) / counts)


_FLAT: dict[int, tuple[HoldSamples, IntArray, IntArray, FloatArray]] = {}


def _flat(samples: HoldSamples) -> tuple[IntArray, IntArray, FloatArray]:
    """All outcome ranks in one array, with each hold's start and count (memoised)."""
    hit = _FLAT.get(id(samples))
    if hit is not None and hit[0] is samples:
        return hit[1], hit[2], hit[3]
    counts = np.array([len(r) for r in samples.ranks], dtype=np.int64)
    starts = np.concatenate([[0], np.cumsum(counts)[:-1]]).astype(np.int64)
    flat = np.concatenate(samples.ranks)
    if len(_FLAT) > 64:
        _FLAT.clear()
    _FLAT[id(samples)] = (samples, flat, starts, counts.astype(np.float64))
    return flat, starts, counts.astype(np.float64)


def category_chance(tables: ModeTables, ranks: IntArray, at_least_rank: int) -> float:
    """Share of outcomes whose value rank is at least ``at_least_rank``."""
    return float((ranks >= at_least_rank).mean())
