"""The player's chance to win the pot now, from his censored view: the one figure the
table advisor ("your chance now", :mod:`drawpoker.session.advisor`) and the coach's review
(:mod:`drawpoker.coach.betting`) both show for a betting spot.

Each live opponent holds what his actions and draw so far make likely, as the hard level
reads them with no memory of earlier hands (:func:`drawpoker.ai.ranges.opponent_ranges`);
the chance is the showdown equity against all of them at once (ties shared). Reading only
the view, it never uses a card the player could not see (docs/rules.md §5).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import numpy as np

from drawpoker.ai.mode import Mode
from drawpoker.ai.personalities import LEVELS
from drawpoker.ai.ranges import mid_cdf, opponent_ranges
from drawpoker.ai.tables import tables_for
from drawpoker.engine import Phase, PlayerView
from drawpoker.odds import HoldAnalysis, analyze_holds

__all__ = ["chance_now", "holds_of"]


@lru_cache(maxsize=32)
def holds_of(cards: tuple[Any, ...], game: str, wild: str, max_draw: int,
             opponents: int) -> list[HoldAnalysis]:
    """Every hold of ``cards`` (exact odds, ``odds.analyze_holds``), the best chance to
    win against ``opponents`` (clamped to 1..8) first; cached (32 hands), as the table's
    advisor asks again for the same hand at each of its turns."""
    return analyze_holds(list(cards), game=game, wild=wild, max_draw=max_draw,
                         opponents=min(8, max(1, opponents)))


def _shown_or(dist: Any, shown: tuple[Any, ...] | None, tables: Any) -> Any:
    """``dist`` (an opponent's read range over value ranks), or all of it on the value of
    the cards he showed."""
    if shown is None or len(shown) != 5:
        return dist
    exact = np.zeros_like(dist)
    exact[tables.rank_of(shown)] = 1.0
    return exact


def chance_now(view: PlayerView) -> float | None:
    """The player's chance to win the pot at a showdown (0..1, ties shared) against the
    opponents still in, each holding what his actions and draw so far make likely.

    An opponent whose cards are face up (the showdown) holds exactly those: once shown,
    what they show is the answer. Before the draw the player's hand is counted as it ends after his best draw (exact
    odds, ``odds.analyze_holds``); after it, as it is. Reads only ``view`` (the player's
    censored view: his own cards, everyone's public actions, docs/rules.md §5). None when no
    opponent is left or the player holds no cards.
    """
    cards = tuple(view.own_cards)
    if len(cards) != 5:
        return None
    rules = view.rules
    tables = tables_for(Mode.of(rules))
    ranges = opponent_ranges(view, tables, LEVELS["hard"], None)
    if not ranges:
        return None
    cdfs = np.stack([mid_cdf(_shown_or(dist, view.seats[seat].shown, tables))
                     for seat, (dist, _start) in ranges.items()])
    drawn = view.seats[view.seat].cards_drawn
    if view.phase in (Phase.FIRST_BETTING, Phase.DRAW) and drawn is None:
        holds = holds_of(cards, rules.game, rules.wild, rules.max_draw, len(ranges))
        best = 0.0
        for hold in holds[:6]:  # the best few by the typical-table score
            counts = hold.counts.astype(float)
            ranks = tables.strength_buckets(len(counts))
            win = float((counts * cdfs[:, ranks].prod(axis=0)).sum() / counts.sum())
            best = max(best, win)
        return best
    rank = tables.rank_of(cards)
    return float(cdfs[:, rank].prod())
