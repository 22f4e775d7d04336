"""The betting decision of a computer player: the price, the quick fold, the sizes, the bet.

A decision weighs the passive action (check; call when the chance to win reaches the
price :func:`need` gives; else fold) against the bets and raises worth making
(:func:`sizes`, valued by :func:`~drawpoker.ai.betting.bet_options`). The personality
then has its say (aggression, bluffing, the usual bet size), and a level's plain
mistakes come last. The chance printed in the reason is the one the decision used.
Random draws (estimation error, bluffs, mistakes) come from the ``rng`` handed in, in
a fixed order, so a seeded game replays the same decisions.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from drawpoker.ai.betting import Opponent, Option, bet_options, facing_win, showdown_win
from drawpoker.ai.personalities import Level, Personality
from drawpoker.ai.protocol import Decision, legalize
from drawpoker.ai.reasons import (
    bet_reason,
    call_reason,
    fold_reason,
    hunch_fold_reason,
    with_read,
)
from drawpoker.ai.tables import BIN_EDGES, BINS, IntArray, ModeTables
from drawpoker.cards import Card, is_wild
from drawpoker.engine import Action, ActionType, LegalActions, Phase, PlayerView
from drawpoker.engine.openers import has_openers
from drawpoker.handshape import four_card_draw
from drawpoker.i18n import sentence


def need(lvl: Level, pers: Personality, call: int, pot: int, extra: float,
         round_no: int) -> float:
    """The share of the pot a call needs for this player (0..1).

    Pot odds (RULES.md §3.3): a call of ``call`` into ``pot`` (plus the chips
    ``extra`` that the players still to act are expected to add) needs
    call / (pot + call + extra) to break even. An easy player counts the pot by rule
    of thumb. The personality scales that price: a loose player (station, maniac)
    calls with less, a tight one (rock) wants more, and ``call_down`` (a station's
    readiness to call) lowers it, most after the draw (station about 0.6 of the
    price before the draw and 0.5 after it; rock about 1.25 and 1.3; shark 1.05). Never more than
    1.35 times the true price, so a rock still calls a tiny bet into a big pot.
    """
    if call <= 0:
        return 0.0
    seen = lvl.pot_odds * pot + (1 - lvl.pot_odds) * max(4 * call, pot * 0.6)
    price = call / max(seen + call + extra, 1.0)
    factor = 1.0 - 2.5 * pers.looseness
    if round_no == 2:
        factor *= 1.0 - 0.6 * (pers.call_down - 0.35)
    else:
        factor -= 0.3 * (pers.call_down - 0.35)
    return float(min(0.99, price * min(max(factor, 0.5), 1.35)))


def quick_fold(lvl: Level, pers: Personality, view: PlayerView, legal: LegalActions,
               tables: ModeTables, opponents: Sequence[Opponent]) -> Decision | None:
    """Before the draw, against two or more opponents, give up a hopeless hand without
    the full draw analysis: its chance is estimated from how hands dealt like it end up
    (the opponent tables), against the bettor and the share of the players still to act
    that will call (:func:`~drawpoker.ai.betting.facing_win`). It folds only well below
    the price it needs, and says both numbers. Draws (four to a flush or straight) and
    wild cards are always analysed in full."""
    if legal.phase != Phase.FIRST_BETTING or len(opponents) < 2:
        return None
    if ActionType.CHECK in legal.kinds:
        return None
    hand = view.own_cards
    if any(is_wild(c, tables.mode.wild) for c in hand) or four_card_draw(hand):
        return None
    rank = tables.rank_of(hand)
    b = int(np.clip(np.searchsorted(BIN_EDGES, tables.pct[rank], side="right") - 1,
                    0, BINS - 1))
    mine = tables.opp[tables.mode.draw_cap + 1, b]
    call = legal.call_amount
    pot = view.pot_total
    everything = np.arange(len(mine))
    win, extra = facing_win(everything, opponents, legal.current_bet, pot + call, mine)
    if win < 0.7 * need(lvl, pers, call, pot, extra, 1):
        return Decision(legalize(Action(view.seat, ActionType.FOLD), legal),
                        sentence(lambda: fold_reason(win, call, pot)))
    return None


def sizes(lvl: Level, view: PlayerView, legal: LegalActions,
          fracs: Sequence[float]) -> list[int]:
    """Bet/raise totals worth weighing, relative to the pot (RULES.md §4).

    Fixed-limit: the one legal size. Pot-limit / no-limit: the given fractions of the
    pot after calling (never a token bet: the minimum only when it is what those
    fractions come to). No-limit: a size that would leave less than half the pot it
    builds behind becomes all-in (the stack is committed: low stack-to-pot ratio),
    and a level that sizes its bets also weighs moving all in, but only when the
    stack is at most 1.5 times the pot (no 50-ante shove into a pot of antes).
    """
    if legal.min_to <= 0:
        return []
    if view.rules.structure == "fixed-limit":
        return [legal.min_to]
    nolimit = view.rules.structure == "no-limit" and legal.allin_to > 0
    me = view.seats[view.seat]
    pot_after = view.pot_total + legal.call_amount
    out: set[int] = set()
    for f in fracs:
        t = min(max(int(legal.current_bet + f * pot_after), legal.min_to), legal.max_to)
        built = view.pot_total + (t - me.bet) + (t - legal.current_bet)
        if nolimit and legal.allin_to - t < 0.5 * built:
            t = min(legal.allin_to, legal.max_to)
        out.add(t)
    if nolimit and lvl.sizing and legal.allin_to - me.bet <= 1.5 * pot_after:
        out.add(min(legal.allin_to, legal.max_to))
    return sorted(out)


@dataclass(frozen=True, slots=True)
class _Spot:
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
class _Options:
    """The actions a decision weighs."""

    fold: Option
    call: Option
    passive: Option  #: check; the call when it has the price; else the fold
    aggressive: list[Option]  #: the bets or raises worth weighing (may be none)


def _spot(lvl: Level, pers: Personality, view: PlayerView, legal: LegalActions,
          opponents: Sequence[Opponent], ranks: IntArray, rng: random.Random) -> _Spot:
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
    return _Spot(view, legal, opponents, ranks, pot, call, round_no, noise, win, extra,
                 need(lvl, pers, call, pot, extra, round_no))


def _options(lvl: Level, pers: Personality, spot: _Spot) -> _Options:
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
    return _Options(fold, call_opt, passive, aggressive)


def _by_value(lvl: Level, pers: Personality, spot: _Spot, opts: _Options, snowing: bool,
              rng: random.Random) -> Option:
    """The best option by expected gain, with the personality's taste for betting.

    An aggressive player prefers betting to checking and calling; into a multiway pot
    he bets a fair share of equity (a maniac far less), heads-up only a hand that is
    ahead (betting thin heads-up just pays off the hands that call). Controlled
    bluffing: a bet that wins mostly by folds is made at the personality's bluff
    frequency only (an adapting level also exploits players who fold far too often).
    """
    pot, passive, aggressive = spot.pot, opts.passive, opts.aggressive
    bonus = (pers.aggression - 0.5) * 0.3 * pot + spot.noise * pot * 0.5
    best = passive
    if aggressive:
        top = max(aggressive, key=lambda o: o.ev)
        if top.ev + bonus > passive.ev:
            best = top
    if best in aggressive and spot.win < spot.bluff_line and not snowing:
        exploit = max(0.0, best.fold_equity - 0.5) * 2.0 if lvl.adapt else 0.0
        if rng.random() >= min(1.0, pers.bluff * 4 + exploit):
            best = passive
    return best


def _by_habit(pers: Personality, spot: _Spot, opts: _Options, best: Option, snowing: bool,
              rng: random.Random) -> Option:
    """Instead of checking or calling, the usual bet (the personality's size): after a
    snow, with a hand worth betting for an aggressive player, or as a bluff when
    checking is free."""
    aggressive = opts.aggressive
    if not (aggressive and best is opts.passive and best.kind != ActionType.FOLD):
        return best
    pot, win, n_opp = spot.pot, spot.win, spot.n_opp
    current = spot.legal.current_bet
    usual = min(aggressive, key=lambda o: abs((o.to or 0) - current - pot * pers.bet_size))
    if (snowing and rng.random() < 0.85) or (
            win >= ((1.3 - pers.aggression) / (n_opp + 1) if n_opp >= 2 else 0.55)
            and rng.random() < 0.8 * pers.aggression ** 2) or (
            spot.can_check and rng.random() < pers.bluff * (0.5 if n_opp <= 2 else 0.35)):
        return usual
    return best


def _mistake(lvl: Level, spot: _Spot, opts: _Options, best: Option,
             rng: random.Random) -> tuple[Option, bool]:
    """A level's plain mistake, now and then: calling what it should fold or folding
    what it should call (both "on a hunch"), or not betting. Returns (option, hunch)."""
    if lvl.mistake > 0 and rng.random() < lvl.mistake:
        kinds = spot.legal.kinds
        if best.kind == ActionType.FOLD and (ActionType.CALL in kinds
                                             or ActionType.ALLIN in kinds):
            return opts.call, True
        if best in opts.aggressive:
            return opts.passive, False
        if best.kind == ActionType.CALL:
            return opts.fold, True
    return best, False


@dataclass(frozen=True, slots=True)
class Reads:
    """What the opponent model says that a reason may name (:mod:`drawpoker.ai.reads`).

    Attributes:
        range: the read on the bettor's range ("Bot: stood pat 9 times..."), said with
            a call or a fold; None when there is none worth saying.
        folds: how often the player bet into folds, said with a bet or a bluff.
        check_raise: the share of the pot and bet a bet checked to loses to the
            check-raises of the players who checked (0..1,
            :func:`~drawpoker.ai.reads.check_raise_risk`).
    """

    range: Callable[[], str] | None
    folds: Callable[[], str] | None
    check_raise: float = 0.0


def _reason(spot: _Spot, best: Option, action: Action, hold: tuple[Card, ...] | None,
            tables: ModeTables, hunch: bool, reads: Reads | None) -> str:
    """The reason of the decision, made again in the player's language if it changes
    before it is shown; a read of the opponent model it acted on is named after it."""
    win, call, pot = spot.win, spot.call, spot.pot
    render: Callable[[], str]
    read = None
    if best.kind == ActionType.FOLD and action.kind == ActionType.FOLD:
        read = reads.range if reads is not None else None
        if hunch:
            render = lambda: hunch_fold_reason(win, call, pot)  # noqa: E731
        else:
            render = lambda: fold_reason(win, call, pot)  # noqa: E731
    elif best.kind == ActionType.CALL and action.kind != ActionType.CHECK:
        read = reads.range if reads is not None else None
        # more can be won after the draw only if chips stay behind on both sides
        me = spot.view.seats[spot.view.seat]
        current = spot.legal.current_bet
        behind = spot.round_no == 1 and me.stack > call and any(
            not o.all_in and o.stack > max(0, current - o.bet) for o in spot.opponents)
        render = lambda: call_reason(win, call, pot, spot.extra, spot.round_no,  # noqa: E731
                                     hold, tables, hunch, behind)
    else:
        bluff = win < spot.bluff_line
        if reads is not None and action.kind in (ActionType.RAISE, ActionType.ALLIN) \
                and call > 0:
            read = reads.range or reads.folds  # a raise over a bet: the read on the bettor
        elif reads is not None and action.kind in (ActionType.BET, ActionType.RAISE,
                                                   ActionType.ALLIN) and (
                bluff or spot.round_no == 2):
            read = reads.folds
        render = lambda: bet_reason(action, spot.view, spot.legal, win, bluff,  # noqa: E731
                                    spot.n_opp)
    if read is None:
        return sentence(render)
    said = read
    return sentence(lambda: with_read(render(), said()))


def opening_waits(lvl: Level, view: PlayerView, legal: LegalActions, tables: ModeTables) -> bool:
    """Position (issue 14): True when an opening bet before the draw should wait for a
    better hand because three or more players are still to act after this seat. The
    hand must then beat a share of dealt hands that grows with the players behind
    (0.5 + 0.045 per player, times the level's ``open_tight``: about a pair of nines
    first to act at six seats); a four-card flush or straight draw counts as a pair of
    sixes. Never once somebody has opened (a raise is not an opening), nor in jackpots."""
    rules = view.rules
    if lvl.open_tight <= 0 or legal.phase != Phase.FIRST_BETTING or legal.current_bet > \
            rules.big_blind or rules.open_requirement == "jacks-or-better":
        return False  # (jackpots: the openers are the house's own position rule)
    n = len(view.seats)
    first = 3 if rules.big_blind > 0 else 1  # left of the big blind, else of the button
    mine = (view.seat - view.button - first) % n
    behind = sum(1 for i, s in enumerate(view.seats)
                 if i != view.seat and s.in_hand and not s.all_in
                 and (i - view.button - first) % n > mine)
    if behind < 3:
        return False
    pct = float(tables.pct[tables.rank_of(view.own_cards)])
    if four_card_draw(view.own_cards):
        pct = max(pct, 0.6)
    return pct < 0.5 + lvl.open_tight * 0.045 * behind


def bet(lvl: Level, pers: Personality, view: PlayerView, legal: LegalActions,
        tables: ModeTables, opponents: Sequence[Opponent], ranks: IntArray,
        hold: tuple[Card, ...] | None, rng: random.Random, *, snow: bool,
        reads: Reads | None = None) -> Decision:
    """One betting decision. The chance to win printed in the reason is the number
    the decision was made with: the multiway chance against every live opponent
    (those still to act on a bet only with the share of their range that calls it),
    plus the player's estimation error (easy, medium); a call is made exactly when it
    reaches the price :func:`need` says (else a fold), except for a level's plain
    mistakes, which say "on a hunch". The "needed" figure printed is the plain
    :func:`~drawpoker.ai.reasons.pot_odds` of the call, which the player at the table
    can check; when the decision went against it, the reason says why
    (:func:`~drawpoker.ai.reasons.call_lean`, :func:`~drawpoker.ai.reasons.fold_reason`).

    Args:
        ranks: the value ranks the hand ends up with (:meth:`AIPlayer._my_ranks`).
        hold: the cards the hand would keep before the draw (None after it).
        snow: this hand stood pat on nothing to bluff (a snow): keep betting it.
        reads: the opponent model's reads the reason may name.

    This is the one place the bet is chosen: a stack-depth or tournament rule hooks in
    here, on the option chosen, before it is made legal.
    """
    spot = _spot(lvl, pers, view, legal, opponents, ranks, rng)
    snowing = snow and spot.round_no == 2
    opts = _options(lvl, pers, spot)
    best = _by_value(lvl, pers, spot, opts, snowing, rng)
    best = _by_habit(pers, spot, opts, best, snowing, rng)
    # no thin bet into a player who check-raises strong hands: the hand folds to the
    # check-raise, so the chance it had against those hands (in the pot and the bets) is
    # lost; the bet must still beat checking
    if reads is not None and reads.check_raise > 0 and best in opts.aggressive \
            and spot.can_check and not snowing and spot.win >= spot.bluff_line:
        add = (best.to or 0) - spot.view.seats[spot.view.seat].bet
        if best.ev - reads.check_raise * (spot.pot + 2 * add) < opts.passive.ev:
            best = opts.passive
    # a loose player (maniac, station) keeps opening out of position now and then: style
    if best in opts.aggressive and opening_waits(lvl, view, legal, tables) \
            and rng.random() >= pers.bluff * 0.3 + max(pers.looseness, 0.0) * 5:
        best = opts.passive
    best, hunch = _mistake(lvl, spot, opts, best, rng)
    action = legalize(Action(view.seat, best.kind, to=best.to), legal)
    if best in opts.aggressive and action.kind in (ActionType.CALL, ActionType.CHECK):
        # the raise is not on offer (e.g. a short all-in): the call stands on its price
        best = opts.passive
        action = legalize(Action(view.seat, best.kind, to=best.to), legal)
    return Decision(action, _reason(spot, best, action, hold, tables, hunch, reads))
