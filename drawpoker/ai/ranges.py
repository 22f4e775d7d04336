"""Opponent ranges: what the actions and draw counts seen so far make likely.

Model. Every opponent starts from the dealt distribution (the dealt percentile bins of :mod:`drawpoker.ai.tables`). Each betting action he takes
multiplies those weights by a likelihood: a player who bets a fraction ``q`` of the
time when nobody has bet is taken to bet the top ``q`` of his hands, one who folds a
fraction ``f`` facing a bet folds his bottom ``f``, and so on (soft edges). The
frequencies are those of a typical player, or, for a level that adapts, the ones this
opponent has shown so far (Bayesian counts with a prior). The number of cards he drew
reweights the deciles by how often each decile draws that many, then selects the
matching row of final-hand distributions; actions after the draw weight the final
hand the same way. A little probability is kept for snowing (standing pat on nothing).

The output per opponent is a distribution over final value ranks, shape (V,), used by
:mod:`drawpoker.ai.betting` and :mod:`drawpoker.ai.discards`. The policy reads only the
censored :class:`~drawpoker.engine.PlayerView` (docs/rules.md §5: pot, stacks, bets and cards
drawn are public).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from drawpoker.ai.personalities import Level
from drawpoker.ai.tables import BIN_EDGES, BIN_MASS, FloatArray, ModeTables
from drawpoker.engine import (
    ActionType,
    BettingRoundStarted,
    Event,
    ForcedBet,
    Phase,
    PlayerActed,
    PlayerView,
)

#: spot names and their actions
UNOPENED = "unopened"
FACING = "facing"
#: facing a raise after betting or raising himself in the same round
RERAISED = "reraised"
SPOT_ACTIONS: dict[str, tuple[str, ...]] = {
    UNOPENED: ("check", "bet"),
    FACING: ("fold", "call", "raise"),
    RERAISED: ("fold", "call", "raise"),
}
#: a typical player's action frequencies, per (betting round, spot)
PRIOR_FREQ: dict[tuple[int, str], tuple[float, ...]] = {
    (1, UNOPENED): (0.65, 0.35),
    (1, FACING): (0.55, 0.30, 0.15),
    (2, UNOPENED): (0.60, 0.40),
    (2, FACING): (0.40, 0.42, 0.18),
    (1, RERAISED): (0.30, 0.45, 0.25),
    (2, RERAISED): (0.30, 0.50, 0.20),
}
PRIOR_WEIGHT = 12.0
SOFT = 0.08
SNOW_SHARE = 0.04
#: five sample points inside each dealt bin (the likelihood is averaged over them)
_BIN_POINTS = (BIN_EDGES[:-1, None] + np.diff(BIN_EDGES)[:, None] * (np.arange(5) + 0.5) / 5)


def _likelihood(x: FloatArray, freqs: Sequence[float], idx: int) -> FloatArray:
    """Soft window: the action with index ``idx`` is taken by the hands whose strength
    ``x`` (0..1) lies in its slice of the frequency ladder (weakest action first).
    The edges soften with the slice's width, so a rare action stays sharp."""
    lo = float(sum(freqs[:idx]))
    width = float(freqs[idx])
    hi = lo + width
    soft_lo = min(SOFT, 0.25 * max(1.0 - lo, 1e-3))
    soft_hi = min(SOFT, 0.25 * max(1.0 - hi, 1e-3))
    upper = (1.0 / (1.0 + np.exp(np.clip(-(x - lo) / soft_lo, -60.0, 60.0))) if idx > 0
             else np.ones_like(x))
    lower = (1.0 / (1.0 + np.exp(np.clip(-(x - hi) / soft_hi, -60.0, 60.0)))
             if idx < len(freqs) - 1 else np.zeros_like(x))
    return np.asarray(np.maximum(upper - lower, 0.003))


#: Likelihood rows kept (a small array each): the 1,024 kept before were still filling at
#: hand 290 of a demo (about 0.7 MB); this many are full by hand 50.
LIKELIHOODS_CACHED = 256


@functools.lru_cache(maxsize=LIKELIHOODS_CACHED)
def _dealt_likelihood(freqs: tuple[float, ...], idx: int, rho: float) -> FloatArray:
    """Per dealt bin, the likelihood of action ``idx`` (averaged over the bin's points),
    raised to the reading strength ``rho`` (read-only; memoised: the last
    :data:`LIKELIHOODS_CACHED`)."""
    lk = _likelihood(_BIN_POINTS, freqs, idx).mean(axis=1) ** rho
    lk.flags.writeable = False
    return np.asarray(lk)


def _range_likelihood(w: FloatArray, freqs: tuple[float, ...], idx: int,
                      rho: float) -> FloatArray:
    """Per dealt bin, the likelihood of action ``idx`` for a player whose range is now
    ``w`` (weights per dealt bin, shape (BINS,)): the frequencies he acts with in a spot
    slice the hands he can still hold there, so strength is a hand's place in that range
    (a re-raise by a player who bet the top 40 % of his hands and re-raises a third of
    them is the top 13 % dealt, not the top third)."""
    norm = w / float(w.sum())  # never 0: every likelihood keeps a floor
    below = np.cumsum(norm) - norm
    frac = (np.arange(5) + 0.5) / 5
    place = below[:, None] + norm[:, None] * frac[None, :]
    return np.asarray(_likelihood(place, freqs, idx).mean(axis=1) ** rho)


#: a row of counts that passes this many actions is halved (recent habits weigh more)
MAX_ROW = 200.0


@dataclass
class Tendencies:
    """Counts of each opponent's actions, by name, round and spot (for adapting levels);
    the prior weighs ``prior_weight`` actions. Bounded: each row is halved once it passes
    :data:`MAX_ROW` actions."""

    counts: dict[tuple[str, int, str], list[float]] = field(default_factory=dict)
    prior_weight: float = PRIOR_WEIGHT

    def add(self, name: str, round_no: int, spot: str, action: str) -> None:
        """Count one action."""
        acts = SPOT_ACTIONS[spot]
        row = self.counts.setdefault((name, round_no, spot), [0.0] * len(acts))
        row[acts.index(action)] += 1.0
        if sum(row) > MAX_ROW:
            row[:] = [c / 2 for c in row]

    def forget(self, name: str) -> None:
        """Drop everything counted of ``name``."""
        for key in [k for k in self.counts if k[0] == name]:
            del self.counts[key]

    def to_dict(self) -> dict[str, Any]:
        """The counts as JSON data: ``{"name|round|spot": [counts...]}``."""
        return {f"{n}|{r}|{s}": list(row) for (n, r, s), row in self.counts.items()}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], prior_weight: float = PRIOR_WEIGHT) -> Tendencies:
        """Counts from :meth:`to_dict` data.

        Raises:
            ValueError: a bad key or row (named).
        """
        out = cls(prior_weight=prior_weight)
        for key, row in dict(data).items():
            name, _sep, rest = str(key).rpartition("|")
            name, _sep2, round_text = name.rpartition("|")
            spot = rest
            if spot not in SPOT_ACTIONS or round_text not in ("1", "2") or not isinstance(
                    row, list) or len(row) != len(SPOT_ACTIONS[spot]):
                raise ValueError(f"tendencies: bad entry {key!r}")
            out.counts[(name, int(round_text), spot)] = [float(c) for c in row]
        return out

    def freqs(self, name: str | None, round_no: int, spot: str) -> tuple[float, ...]:
        """Estimated action frequencies (prior if ``name`` is None or unseen)."""
        prior = PRIOR_FREQ[(round_no, spot)]
        if name is None:
            return prior
        row = self.counts.get((name, round_no, spot))
        if row is None:
            return prior
        k = self.prior_weight
        total = sum(row) + k
        return tuple((c + k * p) / total for c, p in zip(row, prior, strict=True))

    def record_hand(self, events: Sequence[Event], names: Sequence[str], skip_seat: int) -> None:
        """Count every betting action of every other seat in one hand's event log."""
        for seat, round_no, spot, action in classify_actions(events):
            if seat != skip_seat and 0 <= seat < len(names):
                self.add(names[seat], round_no, spot, action)


#: a typical player's frequencies (never counted into: read only)
_TYPICAL = Tendencies()


def classify_actions(events: Sequence[Event]) -> list[tuple[int, int, str, str]]:
    """Each betting action as (seat, round 1/2, spot, action name) from an event log."""
    return [a[:4] for a in _classify(events)]


Classified = tuple[tuple[int, int, str, str, bool], ...]
#: the last event logs classified (a decision reads its view's log several times), by
#: identity; each entry keeps its log alive, so an id is not reused while it is cached
_CLASSIFIED: dict[int, tuple[Sequence[Event], Classified]] = {}


def _classify(events: Sequence[Event]) -> Classified:
    """:func:`classify_actions` plus, per action, whether it was a call that put the
    caller all in (he could not have raised, so the call does not cap his range).
    Memoised for the last few (immutable) logs."""
    if not isinstance(events, tuple):
        return _classify_log(events)
    hit = _CLASSIFIED.get(id(events))
    if hit is not None and hit[0] is events:
        return hit[1]
    out = _classify_log(events)
    if len(_CLASSIFIED) >= 8:
        _CLASSIFIED.clear()
    _CLASSIFIED[id(events)] = (events, out)
    return out


def _classify_log(events: Sequence[Event]) -> Classified:
    out: list[tuple[int, int, str, str, bool]] = []
    round_no = 1
    bets: dict[int, int] = {}
    raised: set[int] = set()
    current = 0
    for ev in events:
        t = type(ev)  # the event classes are final (frozen, slotted): no subclasses
        if t is not PlayerActed and t is not BettingRoundStarted and t is not ForcedBet:
            continue
        if isinstance(ev, BettingRoundStarted):
            if ev.round_no != round_no:
                bets = {}
                raised = set()
                current = 0
            round_no = ev.round_no
        elif isinstance(ev, ForcedBet):
            if ev.kind != "ante":
                bets[ev.seat] = bets.get(ev.seat, 0) + ev.amount
                current = max(current, bets[ev.seat])
        elif isinstance(ev, PlayerActed):
            facing = current > bets.get(ev.seat, 0)
            spot = (RERAISED if ev.seat in raised else FACING) if facing else UNOPENED
            kind = ev.kind
            if kind == ActionType.FOLD:
                action = "fold"
            elif kind == ActionType.CHECK:
                action = "check"
            elif kind == ActionType.CALL or (kind == ActionType.ALLIN and ev.to <= current):
                action = "call" if facing else "check"
            else:
                action = "raise" if facing else "bet"
            if spot == UNOPENED and action not in ("check", "bet"):
                action = "check" if action in ("call", "fold") else "bet"
            out.append((ev.seat, min(round_no, 2), spot, action,
                        action == "call" and (ev.all_in or kind == ActionType.ALLIN)))
            if action in ("bet", "raise"):
                raised.add(ev.seat)
            bets[ev.seat] = ev.to
            current = max(current, ev.to)
    return tuple(out)


#: per seat, his actions as (frequencies, action index, whether the action is read
#: within his range, :func:`_range_likelihood`, rather than within the hands dealt)
Actions = dict[int, list[tuple[tuple[float, ...], int, bool]]]


def _second(view: PlayerView) -> bool:
    """The betting after the draw (or the showdown) has been reached."""
    return view.phase not in (Phase.FIRST_BETTING, Phase.DRAW, Phase.FORCED_BETS, Phase.DEAL)


def _actions_of(view: PlayerView, seats: Sequence[int], tendencies: Tendencies | None,
                read: bool) -> tuple[Actions, Actions]:
    """Per seat of ``seats``, his betting actions before and after the draw as
    (frequencies, action index, whether it is read within his range): the frequencies
    his ``tendencies`` give (a typical player's when None); empty lists when ``read`` is
    False. Facing a raise over his opening bet (his second action in the round, the
    first a bet) his frequencies are those of the hands that bet, so they slice his
    range, not the hands dealt. Later re-raises keep the dealt reading: his row of
    frequencies facing a raise mixes them with that first spot."""
    names = [s.name for s in view.seats]
    dealt: Actions = {i: [] for i in seats}
    post: Actions = {i: [] for i in seats}
    if not read:
        return dealt, post
    tend = tendencies if tendencies is not None else _TYPICAL
    history: dict[tuple[int, int], list[str]] = {}
    for seat, round_no, spot, action, all_in in _classify(view.events):
        if seat not in dealt:
            continue
        name = names[seat] if tendencies is not None else None
        freqs = tend.freqs(name, round_no, spot)
        idx = SPOT_ACTIONS[spot].index(action)
        if all_in:
            # a call that puts him all in could not be a raise: the hands that
            # would have raised call too (his range is not capped by it)
            freqs, idx = (freqs[0], freqs[1] + freqs[2]), 1
        before = history.setdefault((seat, round_no), [])
        within = spot == RERAISED and before == [UNOPENED]
        before.append(spot)
        (dealt if round_no == 1 else post)[seat].append((freqs, idx, within))
    return dealt, post


def typical_range(view: PlayerView, tables: ModeTables, seat: int,
                  betting_after: bool = True) -> FloatArray:
    """The final-hand distribution of ``seat`` (the viewer's own seat too) as a full
    reader who assumes a typical player makes it from the public actions and draw count,
    shape (V,): how the others can read him (:mod:`drawpoker.ai.balance`);
    ``betting_after`` False leaves out his actions after the draw."""
    dealt, post = _actions_of(view, [seat], None, True)
    after = tuple(post[seat]) if betting_after else ()
    dist, _start = _seat_range(tables, 1.0, True, tuple(dealt[seat]),
                               view.seats[seat].cards_drawn, None, after, _second(view))
    return dist



def opponent_ranges(
    view: PlayerView,
    tables: ModeTables,
    lvl: Level,
    tendencies: Tendencies | None,
    snow: Mapping[int, float] | None = None,
    shown: Mapping[int, tuple[FloatArray, float]] | None = None,
) -> dict[int, tuple[FloatArray, FloatArray]]:
    """The final-hand distribution of each live opponent.

    Args:
        view: the censored view of the seat deciding.
        tables: the mode's tables.
        lvl: the deciding player's level (how much he reads).
        tendencies: per-opponent habits, or None to assume a typical player.
        snow: per seat, the share of his stand-pats that are snows (hands kept as dealt,
            from what the pre-draw actions left of his range); default
            :data:`SNOW_SHARE` of junk.
        shown: per seat, a final-hand distribution learnt from the hands he showed in
            this spot and the weight (0..1) it gets against the modelled range (that part
            is taken as it is: it already went through the betting it is used for).

    Returns:
        seat -> (now, start): probability vectors over value ranks, shape (V,), each
        summing to 1: the range now, and the range at the start of this betting round
        (what a fold frequency is measured against).
    """
    live = [i for i, s in enumerate(view.seats) if i != view.seat and s.in_hand]
    rho = lvl.read_actions
    dealt, post = _actions_of(view, live, tendencies if lvl.adapt else None, rho > 0)
    second = _second(view)
    out: dict[int, tuple[FloatArray, FloatArray]] = {}
    for seat in live:
        drawn = view.seats[seat].cards_drawn
        snowed = None if snow is None or seat not in snow else snow[seat]
        dist, start = _seat_range(tables, rho, lvl.read_draws, tuple(dealt[seat]), drawn,
                                  snowed, tuple(post[seat]), second, lvl.fold_by_strength)
        if shown is not None and seat in shown:
            learnt, weight = shown[seat]
            dist = (1 - weight) * dist + weight * learnt
        out[seat] = (dist, start)
    return out


@functools.lru_cache(maxsize=512)
def _seat_range(tables: ModeTables, rho: float, read_draws: bool,
                dealt: tuple[tuple[tuple[float, ...], int, bool], ...], drawn: int | None,
                snowed: float | None, post: tuple[tuple[tuple[float, ...], int, bool], ...],
                second: bool, by_strength: bool = False) -> tuple[FloatArray, FloatArray]:
    """One opponent's (range now, range at the start of the round) from what he did:
    ``dealt``/``post``: his actions before/after the draw as (frequencies, action index,
    read within his range),
    ``drawn``: cards drawn, ``snowed``: the share of his stand-pats read as snows (None:
    :data:`SNOW_SHARE` of junk); ``by_strength``: after the draw the start is the range
    the betting before the draw left him (:attr:`Level.fold_by_strength`). Memoised
    (read-only results; the last 512, full by hand 55 of a demo): a table's decisions ask
    for the same opponent in the same state again and again."""
    w = BIN_MASS.copy()
    for freqs, idx, within in dealt:
        w = w * (_range_likelihood(w, freqs, idx, rho) if within
                 else _dealt_likelihood(freqs, idx, rho))
    dmax = tables.mode.draw_cap
    if drawn is not None and read_draws and 0 <= drawn <= dmax:
        w2 = w * tables.opp_draw[:, drawn]
        if w2.sum() <= 1e-12:
            dist = w @ tables.opp[dmax + 1] / w.sum()
        else:
            dist = w2 @ tables.opp[drawn] / w2.sum()
        if drawn == 0:
            if snowed is None:
                dist = (1 - SNOW_SHARE) * dist + SNOW_SHARE * tables.final_junk
            else:
                as_dealt = w @ tables.dealt / w.sum()
                dist = (1 - snowed) * dist + snowed * as_dealt
    else:
        dist = w @ tables.opp[dmax + 1] / w.sum()
    # a level that reads folds by strength measures them against the range the betting
    # before the draw left him, so a strong draw count makes him fold less
    start = (w @ tables.opp[dmax + 1] / w.sum() if by_strength else dist) if second \
        else tables.final_prior
    # after the draw a player bets the top of the hands he holds now, not of the hands
    # dealt: strength is the hand's place in his own range at the draw
    if post:
        norm = max(float(dist.sum()), 1e-12)
        place = np.cumsum(dist / norm) - 0.5 * dist / norm
        for freqs, idx, _within in post:
            lk = _likelihood(place, freqs, idx)
            dist = dist * lk ** rho
    total = dist.sum()
    dist = dist / total if total > 0 else np.full(tables.n_ranks, 1.0 / tables.n_ranks)
    dist.flags.writeable = False
    start.flags.writeable = False
    return dist, start


def mid_cdf(dist: FloatArray) -> FloatArray:
    """P(opponent's rank < r) + half P(rank == r), for every rank r."""
    out = dist.cumsum()
    out -= 0.5 * dist
    return out


def top_share(dist: FloatArray, keep: float) -> FloatArray:
    """The distribution restricted to its strongest ``keep`` share of mass (renormalised)."""
    keep = float(min(max(keep, 1e-3), 1.0))
    if keep >= 0.999:
        return dist
    c = np.cumsum(dist)
    cut = 1.0 - keep
    mask = np.clip((c - cut) / np.maximum(dist, 1e-15), 0.0, 1.0)
    out = dist * mask
    s = out.sum()
    return out / s if s > 0 else dist


def continuing(dist: FloatArray, start: FloatArray, share: float,
               start_cum: FloatArray | None = None) -> tuple[float, FloatArray]:
    """The part of a range that goes on against a bet.

    The opponent continues with the strongest ``share`` of the hands he could hold at
    the start of the betting round (``start``); of his range now (``dist``) that is the
    mass above the same value rank. A player who has already shown strength this round
    therefore rarely folds.

    Returns:
        (share of ``dist`` that continues, that part renormalised (shape (V,))).
    """
    share = float(min(max(share, 1e-3), 1.0))
    if share >= 0.999:
        return 1.0, dist
    c = start.cumsum() if start_cum is None else start_cum
    mask = c - (1.0 - share)
    mask /= np.maximum(start, 1e-15)
    np.maximum(mask, 0.0, out=mask)
    np.minimum(mask, 1.0, out=mask)
    part = dist * mask
    total = float(part.sum())
    if total <= 1e-12:
        return 0.0, dist
    return total, part / total
