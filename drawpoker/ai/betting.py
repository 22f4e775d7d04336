"""Betting decisions by expected chips, against the opponents' ranges.

For each candidate action the expected gain in chips is estimated:

* fold: 0 (what is already in the pot is gone either way);
* check: P(win at showdown) x pot;
* call: P(win) x (pot + call + calls to come) - call (pot odds; docs/rules.md §3.3), where
  P(win) is multiway: against the bettor's range and, for each player still to act on
  the bet, the share of his range that calls it (:func:`facing_win`); the policy calls
  when P(win) reaches its style's price for those odds;
* bet / raise to ``T``: each opponent continues with a share of his range that shrinks
  with the size of the bet (a player who folds a share ``f`` to a pot-sized bet folds
  more to an overbet and less to a small one) and continues with the *top* of that
  range, so a big bet is called by strong hands only. With ``c_i`` the share opponent
  ``i`` continues with and ``F_i`` his continuing range's CDF, the hand is won with
  probability mean_R prod_i [(1 - c_i) + c_i F_i(R)] and the pot grows by what the
  callers can pay (stack depth). This counts fold equity, value and bluffs in one
  number; the sizes tried follow the structure (docs/rules.md §4: one fixed bet, or
  fractions of the pot up to the pot-limit maximum; no-limit adds all-in only at a low
  stack-to-pot ratio; see ``bet_price.sizes``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from drawpoker.ai.ranges import FACING, Tendencies, continuing, mid_cdf
from drawpoker.ai.tables import FloatArray, IntArray
from drawpoker.engine import ActionType


@dataclass(frozen=True, slots=True)
class Opponent:
    """A live opponent as the decision sees him.

    Attributes:
        seat: seat index.
        dist: final-hand distribution over value ranks, shape (V,).
        start: his distribution at the start of this betting round, shape (V,).
        cdf: ``mid_cdf(dist)``.
        start_cum: ``cumsum(start)``.
        stack: chips behind.
        bet: chips in front this round.
        all_in: cannot act any more.
        fold_freq: how often he folds facing a bet (estimated).
        raised: he bet or raised in this betting round: facing a raise he gives up only the
            weakest ``fold_freq`` (then his frequency facing a re-raise) of the range he bet
            with, whatever he folds to a first bet (a check-raiser does not fold his
            check-raise to a re-raise).
    """

    seat: int
    dist: FloatArray
    start: FloatArray
    cdf: FloatArray
    start_cum: FloatArray
    stack: int
    bet: int
    all_in: bool
    fold_freq: float
    raised: bool = False


def _continues(o: Opponent, owe: float, pot: float) -> tuple[float, FloatArray]:
    """(share of ``o``'s range that goes on against a bet he owes ``owe`` of, that part)."""
    if o.raised:
        return continuing(o.dist, o.dist, continue_share(o.fold_freq, owe, pot))
    return continuing(o.dist, o.start, continue_share(o.fold_freq, owe, pot), o.start_cum)


@dataclass(frozen=True, slots=True)
class Option:
    """One candidate action with its estimated gain.

    Attributes:
        kind: the action kind.
        to: bet/raise total this round (chips), else None.
        ev: expected gain in chips, relative to folding now.
        win: probability of winning the pot if the action is called (or at showdown).
        fold_equity: probability that everybody folds to it (bets and raises).
    """

    kind: ActionType
    to: int | None
    ev: float
    win: float
    fold_equity: float


def showdown_win(ranks: IntArray, opponents: Sequence[Opponent]) -> float:
    """P(our final hand beats every opponent's), ties counted half per opponent."""
    if not opponents:
        return 1.0
    return float(_product([o.cdf[ranks] for o in opponents]).mean())


def _product(rows: Sequence[FloatArray]) -> FloatArray:
    """The elementwise product of ``rows`` (at least one), multiplied in order: the same
    numbers as ``np.prod(np.stack(rows), axis=0)`` without the stacking."""
    out = rows[0]
    for r in rows[1:]:
        out = out * r
    return out


def continue_share(fold_freq: float, bet: float, pot: float) -> float:
    """Share of an opponent's range that continues against a bet of ``bet`` into ``pot``.

    A bet of about three quarters of the pot meets the opponent's usual fold frequency;
    smaller bets are called more, larger ones less (a mild power law, never below
    0.6 of the usual share: tight players call big bets with their good hands anyway).
    """
    ratio = max(bet, 1e-9) / max(pot, 1e-9)
    factor = min(max((0.75 / max(ratio, 0.05)) ** 0.35, 0.6), 2.0)
    return float(min(1.0, max(0.02, (1.0 - fold_freq) * factor)))


def bet_option(
    kind: ActionType,
    to: int,
    my_bet: int,
    pot: int,
    ranks: IntArray,
    opponents: Sequence[Opponent],
) -> Option:
    """Expected gain of betting or raising to ``to`` (see the module docstring)."""
    return bet_options(kind, [to], my_bet, pot, ranks, opponents)[0]


def bet_options(
    kind: ActionType,
    tos: Sequence[int],
    my_bet: int,
    pot: int,
    ranks: IntArray,
    opponents: Sequence[Opponent],
) -> list[Option]:
    """:func:`bet_option` for each total in ``tos`` (one :class:`Option` per total, in
    order): every size against every opponent in one set of arrays, with the numbers of
    :func:`_continues` and :func:`~drawpoker.ai.ranges.mid_cdf`."""
    tos = list(tos)
    k = len(opponents)
    adds = [to - my_bet for to in tos]
    if k == 0:
        return [Option(kind, to, 1.0 * (pot + add) - add, 1.0, 1.0)
                for to, add in zip(tos, adds, strict=True)]
    cs, called = _called(opponents, tos, [pot + add for add in adds], ranks)
    grid = (1.0 - cs)[:, :, None] + cs[:, :, None] * called
    win = grid[0]
    win_called = called[0]
    for i in range(1, k):  # opponent by opponent, in order
        win = win * grid[i]
        win_called = win_called * called[i]
    out = []
    for j, to in enumerate(tos):
        extra = 0.0
        p_all_fold = 1.0
        for i, o in enumerate(opponents):
            c = float(cs[i, j])
            extra += c * min(max(0, to - o.bet), o.stack)
            p_all_fold *= 1.0 - c
        ev = float(win[j].mean()) * (pot + adds[j] + extra) - adds[j]
        out.append(Option(kind, to, ev, float(win_called[j].mean()), p_all_fold))
    return out


def _called(opponents: Sequence[Opponent], tos: Sequence[int], pots: Sequence[int],
            ranks: IntArray) -> tuple[FloatArray, FloatArray]:
    """For each opponent (at least one) against each bet total in ``tos`` (into the pot in
    ``pots``): the share of his range going on, shape (k, n), and the mid-CDF of that part
    at ``ranks``, shape (k, n, S): the numbers of :func:`_continues` and
    :func:`~drawpoker.ai.ranges.mid_cdf`, all at once."""
    n, k = len(tos), len(opponents)
    cs = np.ones((k, n))  # the share of each opponent's range going on against each size
    narrowed: list[tuple[int, int, float]] = []  # (opponent, size, share) below 0.999
    for i, o in enumerate(opponents):
        for j, to in enumerate(tos):
            owe = max(0, to - o.bet)
            if o.all_in or owe == 0:
                continue
            share = float(min(max(continue_share(o.fold_freq, owe, pots[j]), 1e-3), 1.0))
            if share < 0.999:
                narrowed.append((i, j, share))
    dists = np.stack([o.dist for o in opponents])
    cont = np.repeat(dists, n, axis=0)  # row i * n + j: opponent i against size j
    if narrowed:
        # as ranges.continuing: the strongest ``share`` of his range at the start of the
        # round (of the range he bet with if he raised), renormalised
        starts = np.stack([o.dist if o.raised else o.start for o in opponents])
        cums = np.stack([o.start_cum if not o.raised and o.start_cum is not None
                         else (o.dist if o.raised else o.start).cumsum() for o in opponents])
        who = np.array([i for i, _j, _sh in narrowed])
        mask = cums[who] - (1.0 - np.array([sh for _i, _j, sh in narrowed]))[:, None]
        mask /= np.maximum(starts[who], 1e-15)
        np.maximum(mask, 0.0, out=mask)
        np.minimum(mask, 1.0, out=mask)
        part = dists[who] * mask
        for r, (i, j, _sh) in enumerate(narrowed):
            total = float(part[r].sum())  # row by row: a sum along an axis may add in
            # another order
            if total <= 1e-12:
                cs[i, j] = 0.0
            else:
                cs[i, j] = total
                cont[i * n + j] = part[r] / total
    mid = cont.cumsum(axis=1)
    mid -= 0.5 * cont
    return cs, mid[:, ranks].reshape(k, n, -1)


#: a typical player's frequencies (never counted into: read only)
_TYPICAL = Tendencies()


def fold_frequency(tend: Tendencies | None, name: str | None, round_no: int,
                   spot: str = FACING) -> float:
    """Estimated frequency with which ``name`` folds facing a bet in ``round_no`` (``spot``
    :data:`~drawpoker.ai.ranges.RERAISED`: facing a raise over his own bet)."""
    freqs = (tend if tend is not None else _TYPICAL).freqs(name, min(round_no, 2), spot)
    return float(freqs[0])


def facing_win(
    ranks: IntArray,
    opponents: Sequence[Opponent],
    to_match: int,
    pot: int,
    weights: FloatArray | None = None,
) -> tuple[float, float]:
    """Multiway chance of winning if we put in enough to make our bet ``to_match``.

    Opponents whose bet already equals ``to_match`` (the bettor, earlier callers) or
    who are all in go to the showdown with their whole (action-narrowed) range.
    Opponents still to act on the bet continue only with the strongest share of their
    range that :func:`continue_share` gives for what they owe, and win nothing when they
    fold: P(win) = sum_r w(r) prod_i [(1 - c_i) + c_i F_i(r)], against N opponents at
    once, not heads-up.

    Args:
        ranks: our final-hand value ranks (samples, equally likely), shape (S,); or all
            ranks when ``weights`` is given.
        opponents: the live opponents.
        to_match: the bet total this round we would match (chips).
        pot: the pot including our call (chips).
        weights: optional probability of each entry of ``ranks``, shape (S,).

    Returns:
        (P(win), expected chips the opponents still to act add by calling).
    """
    terms: list[FloatArray] = []
    extra = 0.0
    for o in opponents:
        owe = max(0, to_match - o.bet)
        if o.all_in or owe == 0:
            terms.append(o.cdf[ranks])
            continue
        c, cont = _continues(o, owe, pot)
        terms.append((1.0 - c) + c * mid_cdf(cont)[ranks])
        extra += c * min(owe, o.stack)
    if not terms:
        return 1.0, 0.0
    prod = _product(terms)
    win = float(prod @ weights) if weights is not None else float(prod.mean())
    return win, extra
