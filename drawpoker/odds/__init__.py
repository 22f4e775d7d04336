"""Exact draw odds: what a hold turns into after the draw (docs/rules.md §1, §3.5).

Everything here is exact (``fractions.Fraction``), by combinatorics, never sampling.

How it is fast enough for all 32 holds in a few milliseconds
------------------------------------------------------------
The replacement cards come from the *unseen* cards: the deck (52, or 53 with the
joker) minus the five cards held minus any ``dead`` cards; the discards do not go
back. Apart from flushes, a final hand's value depends only on its rank multiset
(see :mod:`drawpoker.evaluator.tables`: each card is a base-5 *digit*, 13 for a wild
card). So instead of enumerating up to C(47, 5) = 1,533,939 card sets, we enumerate
the multisets of *digits* that can be drawn (at most 8,568 for a five-card draw):

1. For each draw size ``d``, ``M_d`` lists every digit multiset of size ``d`` and its
   code; the number of card sets behind multiset ``m`` is
   ``prod_digit C(available[digit], m[digit])`` (one numpy gather and product,
   shared by every hold that draws ``d``).
2. A hold's final code is ``kept code + drawn code``; ``searchsorted`` in the
   scheme's code table gives the strength of each, and one weighted ``bincount``
   gives the exact number of draws ending at each strength.
3. Flushes: a final hand is flush-capable only if every natural card is of one suit.
   For each suit the kept naturals allow, the drawn suited card sets are enumerated
   explicitly (at most C(13, 5) = 1,287 per suit), and each moves its count from its
   non-flush strength to its flush strength.

The counts always add up to C(unseen, d), which is asserted.
"""

from drawpoker.odds.equity import hand_percentiles, opponent_equity
from drawpoker.odds.holds import (
    HoldAnalysis,
    analyze_holds,
    draw_outcomes,
    hold_counts,
    strength_count,
    value_of_strength,
)

__all__ = ["HoldAnalysis", "draw_outcomes", "analyze_holds", "hand_percentiles", "hold_counts",
           "opponent_equity", "strength_count", "value_of_strength"]
