"""The numbers one betting decision of a computer player is made with: the chance to win
with the level's estimation error, the price of a call (:class:`Spot`, :func:`make_spot`)
and the actions it weighs: the passive one and the bets or raises worth making
(:class:`Options`, :func:`make_options`; chips, chances 0..1). The one random draw here
is the estimation error, taken from the ``rng`` handed in.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from drawpoker.ai.bet_price import need, sizes
from drawpoker.ai.betting import Opponent, Option, bet_options, facing_win, showdown_win
from drawpoker.ai.personalities import Level, Personality
from drawpoker.ai.tables import IntArray
from drawpoker.engine import ActionType, LegalActions, Phase, PlayerView
from drawpoker.engine.openers import has_openers


@dataclass(frozen=True, slots=True)
class Spot:
    """The numbers one betting decision is made with (chips; chances 0..1)."""

    view: PlayerView
    legal: LegalActions
    opponents: Sequence[Opponent]
    ranks: IntArray
    pot: int  #: every chip in the middle
    call: int  #: what calling costs (at most the stack)
    round_no: int  #: 1 before the draw, 2 after it
    noise: float  #: the level's estimation error in this decision
    win: float  #: the chance to win the decision uses (and prints)
    extra: float  #: chips the players still to act are expected to add
    need: float  #: the share of the pot a call needs (:func:`need`)

    @property
    def n_opp(self) -> int:
        return len(self.opponents)

    @property
    def can_check(self) -> bool:
        return ActionType.CHECK in self.legal.kinds

    @property
    def bluff_line(self) -> float:
        """Below this chance to win, a bet wins mostly by folds (a bluff)."""
        return min(0.3, 0.6 / (self.n_opp + 1))


@dataclass(frozen=True, slots=True)
class Options:
    """The actions a decision weighs."""

    fold: Option
    call: Option
    passive: Option  #: check; the call when it has the price; else the fold
    aggressive: list[Option]  #: the bets or raises worth weighing (may be none)


def make_spot(lvl: Level, pers: Personality, view: PlayerView, legal: LegalActions,
          opponents: Sequence[Opponent], ranks: IntArray, rng: random.Random) -> Spot:
    """The chance to win (against every live opponent; facing a bet, those still to act
    only with the share of their range that calls it) plus the level's estimation error
    (half of it on a call of half the stack or more), and the price of a call."""
    me = view.seats[view.seat]
    pot = view.pot_total
    call = min(legal.call_amount, me.stack)
    round_no = 1 if legal.phase == Phase.FIRST_BETTING else 2
    noise = rng.gauss(0.0, lvl.noise) if lvl.noise > 0 else 0.0
    noise *= 0.5 if call >= 0.5 * (me.stack + me.bet) else 1.0  # most of the stack: thought over
    if ActionType.CHECK in legal.kinds:
        raw, extra = showdown_win(ranks, opponents), 0.0
    else:
        raw, extra = facing_win(ranks, opponents, legal.current_bet, pot + call)
    win = min(max(raw + noise, 0.0), 1.0)
    return Spot(view, legal, opponents, ranks, pot, call, round_no, noise, win, extra,
                 need(lvl, pers, call, pot, extra, round_no))


def make_options(lvl: Level, pers: Personality, spot: Spot) -> Options:
    """The passive action and the bets or raises (none without openers in jackpots)."""
    view, legal, win, pot, call = spot.view, spot.legal, spot.win, spot.pot, spot.call
    kinds = legal.kinds
    can_call = ActionType.CALL in kinds or ActionType.ALLIN in kinds
    fold = Option(ActionType.FOLD, None, 0.0, 0.0, 0.0)
    call_opt = Option(ActionType.CALL, None, win * (pot + call + spot.extra) - call, win, 0.0)
    if spot.can_check:
        passive = Option(ActionType.CHECK, None, win * pot, win, 0.0)
    elif can_call and win >= spot.need:
        passive = call_opt
    else:
        passive = fold
    may_raise = (ActionType.BET in kinds or ActionType.RAISE in kinds)
    if may_raise and view.rules.open_requirement == "jacks-or-better" and spot.round_no == 1 \
            and legal.current_bet == 0 and not has_openers(view.own_cards, view.rules):
        may_raise = False
    aggressive: list[Option] = []
    if may_raise:
        kind = ActionType.RAISE if ActionType.RAISE in kinds else ActionType.BET
        fracs = (0.5, 0.75, 1.0) if lvl.sizing else (pers.bet_size,)
        me = view.seats[view.seat]
        aggressive = bet_options(kind, sizes(lvl, view, legal, fracs), me.bet, pot, spot.ranks,
                                 spot.opponents)
    return Options(fold, call_opt, passive, aggressive)
