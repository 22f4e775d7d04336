"""The draw against the exact best hold: every legal hold's exact figures, and the verdict.

For the five cards held, every hold the rules allow (``max_discard``; drawing the most
cards only keeping an ace when four-with-ace applies, docs/rules.md §3.5) is counted exactly
by :func:`drawpoker.odds.analyze_holds` (combinatorics over the unseen cards, never
sampling). Each hold gets:

* ``p_improve``: the chance to end with a better category (high) or a better hand
  (lowball) than the five cards held;
* ``expected_rank``: the expected share (percent, 0..100) of all five-card hands the
  final hand beats (:func:`drawpoker.odds.hand_percentiles`);
* ``equity``: its expected share of the pot at the showdown against the opponents still
  in, each a typical opponent (:func:`drawpoker.odds.opponent_equity`);
* ``expected_chips``: ``equity`` x the chips in the middle now (the bets after the draw
  come on top, for every hold alike).

The best hold is the one with the highest equity; a draw loses ``(best - chosen) x pot``
chips in expectation. Only the seat's own cards enter (no card it could not see).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from drawpoker.cards import Card
from drawpoker.engine import PlayerView
from drawpoker.odds import HoldAnalysis, analyze_holds, hand_percentiles

#: A hold whose equity is within this of the best one is as good (0..1 share of the pot).
CLOSE_EQUITY = 0.01
#: How many holds (best first) the coach shows, besides the one chosen.
SHOWN_HOLDS = 6


@dataclass(frozen=True, slots=True)
class HoldFigures:
    """One hold's exact figures (see the module doc)."""

    keep: tuple[Card, ...]
    draws: int
    p_improve: Fraction
    expected_rank: float
    equity: float
    expected_chips: float


@dataclass(frozen=True, slots=True)
class DrawVerdict:
    """Every legal hold, best first, and where the chosen one stands.

    Attributes:
        holds: every legal hold, best equity first (ties: fewer cards drawn first).
        chosen: the hold the player kept (one of ``holds``).
        pot: chips in the middle at the draw.
        opponents: opponents still in (what ``equity`` is measured against).
    """

    holds: tuple[HoldFigures, ...]
    chosen: HoldFigures
    pot: int
    opponents: int

    @property
    def best(self) -> HoldFigures:
        return self.holds[0]

    @property
    def chips_lost(self) -> float:
        """Expected chips given up against the best hold (0 when as good)."""
        return max(0.0, (self.best.equity - self.chosen.equity) * self.pot)

    @property
    def good(self) -> bool:
        return self.best.equity - self.chosen.equity <= CLOSE_EQUITY

    def shown(self) -> list[HoldFigures]:
        """The holds worth showing: the best :data:`SHOWN_HOLDS` and the chosen one."""
        out = list(self.holds[:SHOWN_HOLDS])
        if self.chosen not in out:
            out.append(self.chosen)
        return out


def legal_keep(hand: Sequence[Card], keep: Sequence[Card], max_discard: int,
               four_with_ace_needed: bool) -> bool:
    """True if keeping ``keep`` of ``hand`` is a legal draw (docs/rules.md §3.5)."""
    d = len(hand) - len(keep)
    if d > max_discard:
        return False
    return not (four_with_ace_needed and d == max_discard and not any(c.rank == 14 for c in keep))


def hold_figures(hand: Sequence[Card], *, game: str = "high", wild: str = "none",
                 max_discard: int = 5, four_with_ace_needed: bool = False,
                 opponents: int = 1, pot: int = 0) -> list[HoldFigures]:
    """Every legal hold of ``hand`` with its exact figures, best equity first.

    Args:
        hand: the five cards held.
        game, wild: the ranking rules.
        max_discard: most cards that may be thrown (docs/rules.md §3.5).
        four_with_ace_needed: throwing ``max_discard`` cards needs a kept ace.
        opponents: opponents still in (1..8; the equity is against that many).
        pot: chips in the middle (for ``expected_chips``).

    Raises:
        ValueError: not five distinct cards, or ``max_discard`` outside 0..5.
    """
    hand = list(hand)
    n_opp = min(max(opponents, 1), 8)
    analyses = analyze_holds(hand, wild=wild, game=game, max_draw=max_discard, opponents=n_opp)
    pct = hand_percentiles(game, wild)
    out = [_figures(a, pct, pot) for a in analyses
           if legal_keep(hand, a.keep, max_discard, four_with_ace_needed)]
    out.sort(key=lambda f: (-round(f.equity, 12), f.draws))
    return out


def _figures(a: HoldAnalysis, pct: np.ndarray, pot: int) -> HoldFigures:
    rank = float(np.dot(a.counts, pct) / a.total) * 100.0
    return HoldFigures(a.keep, a.draws, a.p_improve, rank, a.score, a.score * pot)


def draw_verdict(view: PlayerView, kept: Sequence[Card]) -> DrawVerdict:
    """The verdict on keeping ``kept`` at the draw of ``view`` (the seat's own view).

    Raises:
        ValueError: it is not the seat's draw, or ``kept`` is not a legal hold of its cards.
    """
    legal = view.legal
    if legal is None or legal.max_discard < 0:
        raise ValueError("draw_verdict: the view is not at the seat's draw")
    hand = list(view.own_cards)
    opponents = sum(1 for i, s in enumerate(view.seats) if s.in_hand and i != view.seat)
    holds = hold_figures(hand, game=view.rules.game, wild=view.rules.wild,
                         max_discard=legal.max_discard,
                         four_with_ace_needed=legal.four_with_ace_needed,
                         opponents=opponents, pot=view.pot_total)
    key = tuple(c for c in hand if c in set(kept))
    for f in holds:
        if f.keep == key:
            return DrawVerdict(tuple(holds), f, view.pot_total, opponents)
    raise ValueError(f"draw_verdict: keeping {' '.join(map(str, kept))} is not a legal draw")
