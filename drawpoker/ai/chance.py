"""The player's chance to win the pot now, from his censored view: the one figure the
table advisor ("your chance now", :mod:`drawpoker.session.advisor`) and the coach's review
(:mod:`drawpoker.coach.betting`) both show for a betting spot.

Each live opponent holds what his actions and draw so far make likely, as the hard level
reads them with no memory of earlier hands (:func:`drawpoker.ai.ranges.opponent_ranges`);
the chance is the showdown equity against all of them at once (ties shared). A bet or a
raise after the draw (heads-up or more players) holds the bettor's bluffs too, at the rate
the hard level bluffs with the hands that cannot win against the player
(:func:`drawpoker.ai.balance.bluff_rate`: by the chips it puts in and his range from the
cards he drew), so a bet or a shove from a player who drew four is not read as value
alone. Reading only the
view, it never uses a card the player could not see (docs/rules.md §5).
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from typing import Any

import numpy as np

from drawpoker.ai.balance import VALUE_WIN, bluff_rate
from drawpoker.ai.betting import Opponent, fold_frequency
from drawpoker.ai.mode import Mode
from drawpoker.ai.personalities import LEVELS
from drawpoker.ai.ranges import classify_actions, mid_cdf, opponent_ranges, typical_range
from drawpoker.ai.tables import FloatArray, ModeTables, tables_for
from drawpoker.engine import Phase, PlayerActed, PlayerView
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


#: below this chance to win against the player a bet is a bluff (the AI's
#: ``Spot.bluff_line`` with one opponent)
BLUFF_LINE = 0.3


def _aggression(view: PlayerView, seat: int) -> tuple[PlayerView, int] | None:
    """After the draw, when ``seat``'s last action was a bet or a raise (at any table
    size, the viewer still in): the view as it stood just before that action, seen from
    ``seat`` (public facts only), and the chips he put in by it. None elsewhere."""
    if view.phase is not Phase.SECOND_BETTING:
        return None
    acted = [(k, ev) for k, ev in enumerate(view.events) if isinstance(ev, PlayerActed)]
    classified = classify_actions(view.events)
    mine = [k for k, (who, _round, _spot, _act) in enumerate(classified) if who == seat]
    if not mine:
        return None
    last = mine[-1]
    _seat, round_no, _spot, action = classified[last]
    if round_no != 2 or action not in ("bet", "raise"):
        return None
    at, event = acted[last]
    return dataclasses.replace(view, seat=seat, events=view.events[:at]), event.amount


def _with_bluffs(view: PlayerView, tables: ModeTables, seat: int, dist: FloatArray) -> FloatArray:
    """``seat``'s range after his bet (``dist``) with his bluffs mixed in
    (:func:`_aggression`; else ``dist`` as it is): of his range before the bet, as a
    reader of the actions and the cards he drew makes it (``typical_range``), the hands
    that would bet for value (at least ``VALUE_WIN`` against the viewer's range) bet, and
    those that cannot win (under :data:`BLUFF_LINE`) bluff at the hard level's rate
    (``bluff_rate``), the viewer folding as a typical player does."""
    before = _aggression(view, seat)
    if before is None:
        return dist
    then, bet = before
    mine = typical_range(then, tables, view.seat)
    me = view.seats[view.seat]
    opponent = Opponent(view.seat, mine, mine, mid_cdf(mine), np.cumsum(mine), me.stack,
                        me.bet, me.all_in, fold_frequency(None, None, 2))
    rate = bluff_rate(LEVELS["hard"], then, tables, opponent, bet, opponent.fold_freq,
                      BLUFF_LINE)
    his = typical_range(then, tables, seat)
    junk = his * (opponent.cdf < BLUFF_LINE)
    bluffs = rate * float(junk.sum())
    value = float(his[opponent.cdf >= VALUE_WIN].sum())
    if bluffs <= 1e-12:
        return dist
    share = bluffs / (bluffs + value)
    return np.asarray((1.0 - share) * dist + share * junk / junk.sum())


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
    cdfs = np.stack([mid_cdf(_shown_or(_with_bluffs(view, tables, seat, dist),
                                       view.seats[seat].shown, tables))
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
