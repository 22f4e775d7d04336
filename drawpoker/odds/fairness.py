"""Fairness figures of dealt hands against exact odds (docs/fairness.md §4).

* :data:`DEALT_COUNTS`: how many of the C(52, 5) = 2,598,960 five-card hands fall in each
  natural category (no wild cards): the exact chance of being dealt each.
* :func:`fairness` over :class:`DealtHand` items: the player's dealt categories with the
  band a fair deal keeps them in, a chi-square test over the categories, and how often the
  player's hand was the best one dealt (before the draw) against how often it should be.
* :func:`chi_square_p`: the chance of a chi-square of at least ``x`` (``df`` degrees).
* :attr:`Fairness.judgement`: the one rule the page's rows and its verdict share: too
  early below :data:`MIN_DEALS` deals; unusual when any row or the best-hand share leaves
  its band or the chi-square test falls below :data:`UNUSUAL`; fair otherwise.

Pure arithmetic (no files): the statistics screen and the tests feed it.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from drawpoker.cards import Card
from drawpoker.evaluator import HandCategory, evaluate

ALL_HANDS = 2_598_960
#: five-card hands of 52 cards per natural category (they add up to :data:`ALL_HANDS`)
DEALT_COUNTS: dict[HandCategory, int] = {
    HandCategory.HIGH_CARD: 1_302_540,
    HandCategory.ONE_PAIR: 1_098_240,
    HandCategory.TWO_PAIR: 123_552,
    HandCategory.THREE_OF_A_KIND: 54_912,
    HandCategory.STRAIGHT: 10_200,
    HandCategory.FLUSH: 5_108,
    HandCategory.FULL_HOUSE: 3_744,
    HandCategory.FOUR_OF_A_KIND: 624,
    HandCategory.STRAIGHT_FLUSH: 40,
}
#: a fair deal lands outside a band, or the chi-square test below it, this rarely: one
#: fair player in 100 sees a row called unusual
UNUSUAL = 0.01
#: the two-sided normal quantile of the bands (99 %: 99 fair players in 100 land inside)
Z99 = 2.575829
#: below this many counted deals luck swings too widely to judge anything
MIN_DEALS = 100
#: the chi-square test merges the rarest categories until each expects this many hands
MIN_EXPECTED = 5.0


@dataclass(frozen=True, slots=True)
class DealtHand:
    """One deal as the figures need it: the player's five dealt cards and every other
    dealt-in seat's (all from a 52-card deck, before any draw)."""

    mine: Sequence[Card]
    others: Sequence[Sequence[Card]]


@dataclass(frozen=True, slots=True)
class Share:
    """A count against its fair expectation: ``count`` of ``total`` hands; a fair deal
    gives ``expected`` (a fraction) and keeps the share inside ``low`` .. ``high`` in 99 %
    of sessions of this length."""

    count: float
    total: int
    expected: float
    low: float
    high: float

    @property
    def share(self) -> float:
        """``count / total`` (0 when nothing was counted)."""
        return self.count / self.total if self.total else 0.0

    @property
    def inside(self) -> bool:
        """The share lies inside its band."""
        return self.low <= self.share <= self.high


@dataclass(frozen=True, slots=True)
class Fairness:
    """The fairness figures (see the module doc).

    Attributes:
        hands: dealt hands counted.
        categories: per natural category, best first.
        chi_square / df / p_value: the test over the categories (rare ones merged so each
            expects at least :data:`MIN_EXPECTED` hands); ``p_value`` is ``None`` when too
            few hands allow no test.
        best: how often the player's dealt hand was the best at the table (a tie shares).
    """

    hands: int
    categories: list[tuple[HandCategory, Share]]
    chi_square: float
    df: int
    p_value: float | None
    best: Share

    @property
    def judgement(self) -> str:
        """``"early"`` (fewer than :data:`MIN_DEALS` deals), ``"unusual"`` (a category or
        the best-hand share outside its band, or the chi-square test below
        :data:`UNUSUAL`) or ``"fair"``; a row is called out only when this is not
        ``"early"``, so a row called out always comes with an unusual verdict."""
        if self.hands < MIN_DEALS:
            return "early"
        outside = any(not s.inside for _cat, s in self.categories) or not self.best.inside
        if outside or (self.p_value is not None and self.p_value < UNUSUAL):
            return "unusual"
        return "fair"


def band(p: float, n: int, count: float) -> Share:
    """``count`` of ``n`` against probability ``p`` with its 99 % band (normal
    approximation to the binomial, clipped to 0..1)."""
    half = Z99 * math.sqrt(p * (1 - p) / n) if n else 0.0
    return Share(count, n, p, max(0.0, p - half), min(1.0, p + half))


def fairness(deals: Iterable[DealtHand]) -> Fairness:
    """The figures over ``deals`` (the player's counted deals)."""
    counts = dict.fromkeys(DEALT_COUNTS, 0)
    best = 0.0
    best_p = 0.0
    best_var = 0.0
    n = 0
    for deal in deals:
        mine = evaluate(deal.mine)
        counts[mine.category] += 1
        n += 1
        values = [evaluate(h) for h in deal.others]
        top = max(values, default=mine)
        if mine >= top:
            best += 1 / (1 + sum(1 for v in values if v == mine))
        p = 1 / (1 + len(values))
        best_p += p
        best_var += p * (1 - p)
    rows = [(cat, band(DEALT_COUNTS[cat] / ALL_HANDS, n, counts[cat]))
            for cat in sorted(DEALT_COUNTS, reverse=True)]
    chi2, df = _chi_square(counts, n)
    expected_best = best_p / n if n else 0.0
    half = Z99 * math.sqrt(best_var) / n if n else 0.0
    best_share = Share(best, n, expected_best, max(0.0, expected_best - half),
                       min(1.0, expected_best + half))
    return Fairness(n, rows, chi2, df, chi_square_p(chi2, df) if df > 0 else None, best_share)


def _chi_square(counts: dict[HandCategory, int], n: int) -> tuple[float, int]:
    """Pearson's chi-square over the categories, the rarest (best) merged upward into
    buckets that each expect at least :data:`MIN_EXPECTED`; ``(statistic, degrees)``."""
    buckets: list[tuple[float, int]] = []
    seen, expected = 0, 0.0
    for cat in sorted(DEALT_COUNTS, reverse=True):  # rarest first
        seen += counts[cat]
        expected += n * DEALT_COUNTS[cat] / ALL_HANDS
        if expected >= MIN_EXPECTED:
            buckets.append((expected, seen))
            seen, expected = 0, 0.0
    if expected and buckets:  # a short remainder joins the last bucket
        e, o = buckets[-1]
        buckets[-1] = (e + expected, o + seen)
    if len(buckets) < 2:
        return 0.0, 0
    return sum((o - e) ** 2 / e for e, o in buckets), len(buckets) - 1


def chi_square_p(x: float, df: int) -> float:
    """P(chi-square with ``df`` degrees >= ``x``): the regularized upper incomplete gamma
    Q(df/2, x/2), by its series below a+1 and its continued fraction above.

    Raises:
        ValueError: ``df`` < 1 or ``x`` < 0.
    """
    if df < 1 or x < 0:
        raise ValueError(f"chi_square_p: needs df >= 1 and x >= 0, got df={df}, x={x}")
    a, z = df / 2, x / 2
    if z == 0:
        return 1.0
    log_front = a * math.log(z) - z - math.lgamma(a)
    if z < a + 1:
        term = total = 1 / a
        k = a
        while abs(term) > abs(total) * 1e-15:
            k += 1
            term *= z / k
            total += term
        return max(0.0, 1 - total * math.exp(log_front))
    # Lentz's continued fraction for Q
    tiny = 1e-300
    b = z + 1 - a
    c = 1 / tiny
    d = 1 / b
    h = d
    for i in range(1, 500):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        step = d * c
        h *= step
        if abs(step - 1) < 1e-15:
            break
    return min(1.0, math.exp(log_front) * h)
