"""Balance after the draw (issue 26): calls that a bet with nothing cannot beat, and bluffs
in the share of the bets that the bet size and the draw counts call for.

* Defence (:func:`defends`). Facing a bet or raise of ``c`` chips to call into a pot of
  ``P`` chips (his chips included), a bluff with nothing wins as soon as the defender
  folds more than ``c / P`` of the hands he can hold here (a pot-sized bet: half). The
  hands "he can hold here" are his range as a reader of the public actions and draw
  counts sees it (:func:`~drawpoker.ai.ranges.typical_range`): after checking, the hands
  a typical player checks; after betting, those he bets. A hand in the top ``1 - c / P``
  of that range calls whatever its chance against the bettor's modelled range, unless
  the bettor's line has shown down hands that say he does not bluff in it: the share of
  those hands this one beats, shrunk toward the price of the call
  (:data:`EVIDENCE_PRIOR` hands' worth), must stay at :data:`EVIDENCE_BAR` of that price.
  The level's ``defend`` scales the rule: medium folds half of the rest as well, easy
  does not defend this way.
* Bluffs (:func:`bluff_rate`). A bet of ``b`` into ``P`` makes a caller indifferent when
  ``b / (P + 2b)`` of the bets are bluffs. Of the player's own range (as read above) the
  share ``V`` that bets for value (at least :data:`VALUE_WIN` against the opponent's
  range) allows ``V * b / (P + b)`` of bluffs; they come from the share ``J`` of the
  range that could not win at a showdown, so a hand of nothing bluffs with probability
  ``V * b / ((P + b) * J)``, less when the opponent is read to fold less than the bet
  needs. The draw counts enter through both ranges: after standing pat a player's range
  holds more value hands, so it may bluff more; after drawing three, fewer.

Pure and deterministic (no random draws here; the caller draws against the rate).
"""

from __future__ import annotations

import numpy as np

from drawpoker.ai.betting import Opponent
from drawpoker.ai.lines import current_lines
from drawpoker.ai.model import OpponentModel
from drawpoker.ai.personalities import Level
from drawpoker.ai.ranges import mid_cdf, typical_range
from drawpoker.ai.tables import IntArray, ModeTables
from drawpoker.engine import PlayerView

#: the line's shown hands the "he bluffs like a balanced player" prior is worth
EVIDENCE_PRIOR = 3.0
#: the defence holds while the shown hands beaten stay at this share of the call's price
EVIDENCE_BAR = 0.8
#: a hand with at least this chance against the opponent's range bets for value
VALUE_WIN = 0.6


def defends(lvl: Level, view: PlayerView, tables: ModeTables, model: OpponentModel,
            bettor: int, ranks: IntArray) -> bool:
    """True when the hand must call a bet after the draw by the defence rule (module
    docstring): heads-up, its place in the player's own range reaches the share he may
    fold, the bettor holds enough hands this one beats to bluff with, and his line has
    not shown that he does not bluff.

    Args:
        lvl: the level (``defend`` 0 never defends).
        view: the deciding seat's view, facing a bet after the draw.
        tables: the mode's tables.
        model: the player's opponent model.
        bettor: the seat that bet or raised.
        ranks: the hand's value rank, shape (1,).
    """
    legal = view.legal
    live = sum(1 for i, s in enumerate(view.seats) if s.in_hand and i != view.seat)
    if lvl.defend <= 0 or legal is None or legal.call_amount <= 0 or live != 1:
        return False
    me = view.seats[view.seat]
    call = min(legal.call_amount, me.stack)
    pot = max(view.pot_total, 1)
    may_fold = min(call / pot, 1.0)
    may_fold += (1.0 - may_fold) * (1.0 - lvl.defend) * 0.5
    own = typical_range(view, tables, view.seat)
    if float(mid_cdf(own)[ranks].mean()) < may_fold:
        return False
    price = call / (pot + call)
    # his bluffs can only come from the hands this one beats: with all of them in his
    # bet and all that beat it too, are there enough to make the call pay?
    his = typical_range(view, tables, bettor, betting_after=False)
    weaker = float(mid_cdf(his)[ranks].mean())
    if weaker < (1.0 - weaker) * price / (1.0 - price):
        return False
    mine = float(tables.pct[int(ranks[0])])
    pcts = _evidence(view, model, bettor)
    if not pcts:
        return True
    beaten = sum(1.0 if p < mine else 0.5 if p == mine else 0.0 for p in pcts)
    k = EVIDENCE_PRIOR * (2.0 - lvl.defend)
    return (beaten + k * price) / (len(pcts) + k) >= EVIDENCE_BAR * price


def _evidence(view: PlayerView, model: OpponentModel, bettor: int) -> list[float]:
    """The hands the bettor showed down after the lines he is taking now: the line with
    the most of them (:mod:`drawpoker.ai.lines`); for a check-raise, those after any
    check-raise when they are more."""
    name = view.seats[bettor].name
    keys = current_lines(view.events, bettor)
    best = max((model.line_shown(name, k) for k in keys), key=len, default=[])
    if "cr2" in keys:
        raised = model.shown_after_check_raise(name)
        best = raised if len(raised) > len(best) else best
    return best


def bluff_rate(lvl: Level, view: PlayerView, tables: ModeTables, opponent: Opponent,
               bet: int, fold_equity: float, bluff_line: float) -> float:
    """The probability (0..1) with which a hand that cannot win at a showdown bets
    ``bet`` chips heads-up after the draw, checked to or first to act (module
    docstring); ``fold_equity``: the share of the opponent's range read to fold to it."""
    pot = max(view.pot_total, 1)
    own = typical_range(view, tables, view.seat)
    win = opponent.cdf
    value = float(own[win >= VALUE_WIN].sum())
    junk = float(own[win < bluff_line].sum())
    if junk <= 1e-9 or bet <= 0:
        return 0.0
    needed = bet / (pot + bet)  # the folds a bluff of this size needs to break even
    rate = value * needed / junk
    rate *= min(1.0, max(fold_equity, 0.0) / needed) if needed > 0 else 1.0
    return float(np.clip(rate, 0.0, 1.0))
