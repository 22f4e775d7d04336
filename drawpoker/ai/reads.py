"""Reads: what a computer player's opponent model says about the players in this hand,
in the two forms a decision uses — range adjustments for :mod:`drawpoker.ai.ranges` and
the sentence a reason adds to say which read it acted on (issue 14).

* A player who stood pat: the share of his stand-pats that are snows
  (:meth:`~drawpoker.ai.model.OpponentModel.snow_share`); his range becomes that share
  of hands kept as dealt plus the rest made pat hands.
* A player who bet or raised: the hands he showed down after taking the same line before
  (:mod:`drawpoker.ai.lines`: an all-in or a check-raise after the draw, a bet after
  standing pat or after drawing ``d``, a raise before the draw by position), weighted
  n / (n + the level's line prior) against the modelled range (issue 26), so a marginal
  hand respects the all-in of a player whose all-ins have all been strong.
* A player who check-raised with no line hands yet: the hands he showed down after any
  check-raise, weighted n / (n + half the prior weight); and :func:`check_raise_risk`: what a bet
  into players who checked in this betting round loses to their check-raises, so a thin
  bet into a player who check-raises strong hands is not made.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import numpy as np

from drawpoker.ai.lines import current_lines, line_read, round_of
from drawpoker.ai.model import CHECK_RAISE_RATE, OpponentModel
from drawpoker.ai.personalities import Level
from drawpoker.ai.ranges import FACING, SNOW_SHARE, classify_actions, mid_cdf
from drawpoker.ai.tables import FloatArray, IntArray, ModeTables
from drawpoker.engine import ActionType, Phase, PlayerView
from drawpoker.evaluator import HandCategory
from drawpoker.i18n import _, mid_sentence, ngettext

_AGGRESSIVE = (ActionType.BET, ActionType.RAISE, ActionType.ALLIN)
#: a snow share this high is worth saying in a reason
SAY_SNOW = 0.3


def _bet_after_draw(view: PlayerView, seat: int) -> bool:
    return (view.phase in (Phase.SECOND_BETTING, Phase.SHOWDOWN)
            and view.seats[seat].last_action in _AGGRESSIVE)


def checkers(view: PlayerView) -> tuple[set[int], set[int]]:
    """(seats that checked in the current betting round and have not acted since, seats
    that check-raised in it)."""
    now = 2 if view.phase in (Phase.SECOND_BETTING, Phase.SHOWDOWN) else 1
    checked: set[int] = set()
    raised: set[int] = set()
    for seat, round_no, _spot, action in classify_actions(view.events):
        if round_no != now:
            continue
        if action == "check":
            checked.add(seat)
        elif seat in checked:
            checked.discard(seat)
            if action == "raise":
                raised.add(seat)
    return checked, raised


def check_raise_risk(view: PlayerView, tables: ModeTables, model: OpponentModel, lvl: Level,
                     ranks: IntArray) -> float:
    """The share of the pot and bet a bet checked to is expected to lose to check-raises
    (0..1), beyond what a typical player's check-raises cost: a check-raise makes a
    marginal hand fold, so its chance against the hands the raiser showed after
    check-raising is lost. Per opponent who checked in this betting round: (his
    check-raise share - the typical :data:`~drawpoker.ai.model.CHECK_RAISE_RATE`) times
    the chance of ``ranks`` (our final value ranks) against those hands; the largest,
    scaled by how much the level reads actions (:attr:`Level.read_actions`: hard fully,
    medium in part, easy not)."""
    if not lvl.adapt or lvl.read_actions <= 0:
        return 0.0
    checked, _raised = checkers(view)
    risk = 0.0
    for seat in checked:
        s = view.seats[seat]
        if seat == view.seat or not s.in_hand or s.all_in:
            continue
        excess = model.check_raise_share(s.name) - CHECK_RAISE_RATE
        pcts = model.shown_after_check_raise(s.name)
        if excess <= 0 or not pcts:
            continue
        dist, _weight = _learnt(pcts, tables, lvl.prior_weight)
        chance = float(mid_cdf(dist)[ranks].mean())
        risk = max(risk, excess * chance)
    return risk * lvl.read_actions


def value_bet_read(view: PlayerView, tables: ModeTables, model: OpponentModel, lvl: Level,
                   ranks: IntArray) -> tuple[float, float, float] | None:
    """After the draw, heads-up and checked to or first to act: (the chance of ``ranks``
    against the hands the opponent goes on with when bet into here, the weight of that
    read 0..1), or None when the model has not seen him answer such a bet.

    He is read by how he answered the first bet he faced after the draw, after checking
    (if he checked now) or not (:meth:`~drawpoker.ai.model.OpponentModel.answers`): the
    chance against the hands he showed after calling, and after raising, mixed by how
    often he called and raised. A raise shown down never is one that took the pot
    unseen, so it counts as a hand ours does not beat. The weight is n / (n + the
    level's ``line_prior``) for n calls and raises, times how much it reads actions."""
    if not lvl.adapt or lvl.read_actions <= 0 or len(view.events) == 0:
        return None
    live = [i for i, s in enumerate(view.seats) if i != view.seat and s.in_hand]
    if len(live) != 1 or view.phase != Phase.SECOND_BETTING:
        return None
    seat = live[0]
    checked, _raised = checkers(view)
    prefix = "cc2" if seat in checked else "fc2"
    name = view.seats[seat].name
    folds, calls, raises = model.answers(name, prefix)
    n = calls + raises
    if n <= 0:
        return None
    parts = []
    for action, count in (("call", calls), ("raise", raises)):
        pcts = model.line_shown(name, f"{prefix}:{action}")
        if pcts:
            dist, _w = _learnt(pcts, tables, 1.0)
            parts.append(count * float(mid_cdf(dist)[ranks].mean()))
        elif action == "call":
            parts.append(count * 0.5)
    weight = n / (n + lvl.line_prior) * lvl.read_actions
    return sum(parts) / n, weight, n / (n + folds)


def _learnt(pcts: list[float], tables: ModeTables, prior: float) -> tuple[FloatArray, float]:
    """The distribution of shown hands (percentiles) and its weight n / (n + ``prior``)
    against the modelled range."""
    ranks = np.clip(np.searchsorted(tables.pct, pcts), 0, tables.n_ranks - 1)
    dist = np.bincount(ranks, minlength=tables.n_ranks).astype(np.float64)
    return dist / dist.sum(), len(pcts) / (len(pcts) + prior)


def line_shown(view: PlayerView, model: OpponentModel, seat: int
               ) -> tuple[str, list[float]] | None:
    """The most telling line ``seat`` has taken after the draw in this betting round that
    the model has seen hands for (:mod:`drawpoker.ai.lines`), with those hands'
    percentiles; None when there is none.

    Only lines taken after the draw count: what a bet after the draw shows down is the
    hand it was made with, called or not by a caller who cannot see it, so those hands
    stand for the line's range. A raise before the draw is shown down only when the hand
    goes on to the showdown, which a draw that missed rarely does: its shown hands are
    the raises that improved or were made, not the raises, and read as its range they
    make every raise before the draw look far stronger than it is."""
    name = view.seats[seat].name
    for key in current_lines(view.events, seat):
        if round_of(key) != 2:
            continue
        pcts = model.line_shown(name, key)
        if pcts:
            return key, pcts
    return None


def range_reads(view: PlayerView, tables: ModeTables, model: OpponentModel, lvl: Level
                ) -> tuple[dict[int, float], dict[int, tuple[FloatArray, float]]]:
    """(snow share per stand-pat seat, learnt distribution and weight per seat that bet or
    raised in this betting round) for the live opponents of ``view.seat``; empty for a
    level that does not adapt. A bet or raise is read by its line: the hands the player
    showed down after taking it, weighted n / (n + the level's
    :attr:`~drawpoker.ai.personalities.Level.line_prior`) against the modelled range;
    a check-raise the model has no line hands for, by the hands shown after any
    check-raise."""
    snow: dict[int, float] = {}
    shown: dict[int, tuple[FloatArray, float]] = {}
    if not lvl.adapt:
        return snow, shown
    _checked, check_raised = checkers(view)
    for seat, s in enumerate(view.seats):
        if seat == view.seat or not s.in_hand:
            continue
        line = line_shown(view, model, seat)
        if line is not None:
            shown[seat] = _learnt(line[1], tables, lvl.line_prior)
        elif seat in check_raised:
            pcts = model.shown_after_check_raise(s.name)
            if pcts:
                shown[seat] = _learnt(pcts, tables, 0.5 * lvl.prior_weight)
        if s.cards_drawn == 0:
            snow[seat] = model.snow_share(s.name)
    return snow, shown


def _shown_category(pct: float, tables: ModeTables) -> str:
    """The name of the hand category at a shown percentile (high game)."""
    rank = int(np.clip(np.searchsorted(tables.pct, pct), 0, tables.n_ranks - 1))
    return mid_sentence(HandCategory(int(tables.categories[rank])).label())


def _best_shown(pcts: list[float], tables: ModeTables) -> str | None:
    """The name of the best hand category among shown percentiles (high game only)."""
    if not pcts or tables.mode.lowball:
        return None
    return _shown_category(max(pcts), tables)


def read_of(view: PlayerView, tables: ModeTables, model: OpponentModel, lvl: Level,
            seat: int) -> Callable[[], str] | None:
    """The read on ``seat`` a reason names (a sentence made when it is said), or None when
    the model knows nothing worth saying about him in this spot: the line he is betting
    and what it has shown down (at least two hands, high game), else his stand-pats."""
    if not lvl.adapt or seat == view.seat:
        return None
    s = view.seats[seat]
    name = s.name
    line = line_shown(view, model, seat)
    if line is not None and len(line[1]) >= 2 and not tables.mode.lowball:
        key, pcts = line
        return line_read(name, key, _shown_category(min(pcts), tables),
                         _shown_category(max(pcts), tables), len(pcts))
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
