"""Reads: what a computer player's opponent model says about the players in this hand,
in the two forms a decision uses — range adjustments for :mod:`drawpoker.ai.ranges` and
the sentence a reason adds to say which read it acted on (issue 14).

* A player who stood pat: the share of his stand-pats that are snows
  (:meth:`~drawpoker.ai.model.OpponentModel.snow_share`); his range becomes that share
  of hands kept as dealt plus the rest made pat hands.
* A player who bet or raised after drawing ``d`` cards: the hands he showed down after
  doing the same before, weighted n / (n + prior weight) against the modelled range.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import numpy as np

from drawpoker.ai.model import OpponentModel
from drawpoker.ai.personalities import Level
from drawpoker.ai.ranges import FACING, SNOW_SHARE
from drawpoker.ai.tables import FloatArray, ModeTables
from drawpoker.engine import ActionType, Phase, PlayerView
from drawpoker.evaluator import HandCategory
from drawpoker.i18n import _, mid_sentence, ngettext

_AGGRESSIVE = (ActionType.BET, ActionType.RAISE, ActionType.ALLIN)
#: a snow share this high is worth saying in a reason
SAY_SNOW = 0.3


def _bet_after_draw(view: PlayerView, seat: int) -> bool:
    return (view.phase in (Phase.SECOND_BETTING, Phase.SHOWDOWN)
            and view.seats[seat].last_action in _AGGRESSIVE)


def range_reads(view: PlayerView, tables: ModeTables, model: OpponentModel, lvl: Level
                ) -> tuple[dict[int, float], dict[int, tuple[FloatArray, float]]]:
    """(snow share per stand-pat seat, learnt distribution and weight per seat that bet
    after the draw) for the live opponents of ``view.seat``; empty for a level that does
    not adapt."""
    snow: dict[int, float] = {}
    shown: dict[int, tuple[FloatArray, float]] = {}
    if not lvl.adapt:
        return snow, shown
    for seat, s in enumerate(view.seats):
        if seat == view.seat or not s.in_hand or s.cards_drawn is None:
            continue
        if s.cards_drawn == 0:
            snow[seat] = model.snow_share(s.name)
        elif _bet_after_draw(view, seat):
            pcts = model.shown_after_bet(s.name, s.cards_drawn)
            if pcts:
                ranks = np.clip(np.searchsorted(tables.pct, pcts), 0, tables.n_ranks - 1)
                dist = np.bincount(ranks, minlength=tables.n_ranks).astype(np.float64)
                shown[seat] = (dist / dist.sum(), len(pcts) / (len(pcts) + lvl.prior_weight))
    return snow, shown


def _best_shown(pcts: list[float], tables: ModeTables) -> str | None:
    """The name of the best hand category among shown percentiles (high game only)."""
    if not pcts or tables.mode.lowball:
        return None
    rank = int(np.clip(np.searchsorted(tables.pct, max(pcts)), 0, tables.n_ranks - 1))
    return mid_sentence(HandCategory(int(tables.categories[rank])).label())


def read_of(view: PlayerView, tables: ModeTables, model: OpponentModel, lvl: Level,
            seat: int) -> Callable[[], str] | None:
    """The read on ``seat`` a reason names (a sentence made when it is said), or None when
    the model knows nothing worth saying about him in this spot."""
    if not lvl.adapt or seat == view.seat:
        return None
    s = view.seats[seat]
    name = s.name
    if s.cards_drawn == 0:
        pats, hands = model.pats(name)
        if pats < 3 or model.snow_share(name) < SAY_SNOW:
            return None
        best = _best_shown(model.pat_shown(name), tables)
        if best is None:
            return lambda: ngettext(
                "{name}: stood pat {count} time in {hands} draws",
                "{name}: stood pat {count} times in {hands} draws", pats,
            ).format(name=name, count=pats, hands=hands)
        return lambda: ngettext(
            "{name}: stood pat {count} time in {hands} draws, shown down nothing better "
            "than {hand}",
            "{name}: stood pat {count} times in {hands} draws, shown down nothing better "
            "than {hand}", pats,
        ).format(name=name, count=pats, hands=hands, hand=best)
    if s.cards_drawn is not None and _bet_after_draw(view, seat):
        pcts = model.shown_after_bet(name, s.cards_drawn)
        best = _best_shown(pcts, tables)
        if len(pcts) >= 2 and best is not None:
            n = len(pcts)
            return lambda: ngettext(
                "{name}: shown down {count} hand after betting like this, none better "
                "than {hand}",
                "{name}: shown down {count} hands after betting like this, none better "
                "than {hand}", n,
            ).format(name=name, count=n, hand=best)
    return None


def fold_read(view: PlayerView, model: OpponentModel, lvl: Level, seat: int,
              round_no: int) -> Callable[[], str] | None:
    """"Villain: folds to 70% of bets in this betting round": said with a bet or a bluff
    into ``seat`` once the model has seen him face ten bets there and he is far from the
    typical player (who folds about half the time)."""
    if not lvl.adapt:
        return None
    name = view.seats[seat].name
    row = model.tendencies.counts.get((name, min(round_no, 2), FACING))
    if row is None or sum(row) < 10:
        return None
    share = model.tendencies.freqs(name, min(round_no, 2), FACING)[0]
    if 0.25 <= share <= 0.7:
        return None
    pct = int(round(100 * share))
    return lambda: _("{name}: folds to {pct}% of bets in this betting round").format(
        name=name, pct=pct)


def typical_snow(snow: Mapping[int, float], seat: int) -> bool:
    """True when ``seat`` is read as a typical stand-pat player (mostly made hands)."""
    return snow.get(seat, SNOW_SHARE) < SAY_SNOW
