"""The betting decision of a computer player: the bet.

A decision weighs the passive action (check; call when the chance to win reaches the
price :func:`~drawpoker.ai.bet_price.need` gives; else fold) against the bets and raises
worth making (:mod:`drawpoker.ai.bet_spot`). The personality then has its say
(aggression, bluffing, the usual bet size), position and the opponent model's
check-raise read may hold an opening back, and a level's plain mistakes come last. The
chance printed in the reason (:mod:`drawpoker.ai.bet_reason`) is the one the decision
used. Random draws (estimation error, bluffs, mistakes) come from the ``rng`` handed
in, in a fixed order, so a seeded game replays the same decisions.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace

from drawpoker.ai.balance import bluff_rate
from drawpoker.ai.bet_reason import Reads, decision_reason
from drawpoker.ai.bet_spot import Options, Spot, make_options, make_spot
from drawpoker.ai.betting import Opponent, Option
from drawpoker.ai.personalities import Level, Personality
from drawpoker.ai.protocol import Decision, legalize
from drawpoker.ai.tables import IntArray, ModeTables
from drawpoker.cards import Card
from drawpoker.engine import Action, ActionType, LegalActions, Phase, PlayerView
from drawpoker.handshape import four_card_draw

#: the balanced bluff rate of a bet option (:func:`_balanced`), None where it does not apply
Balanced = Callable[[Option], float] | None


def _by_value(lvl: Level, pers: Personality, spot: Spot, opts: Options, snowing: bool,
              rng: random.Random, balanced: Balanced = None) -> Option:
    """The best option by expected gain, with the personality's taste for betting.

    An aggressive player prefers betting to checking and calling; into a multiway pot
    he bets a fair share of equity (a maniac far less), heads-up only a hand that is
    ahead (betting thin heads-up just pays off the hands that call). Controlled
    bluffing: a bet that wins mostly by folds is made at the personality's bluff
    frequency only (an adapting level also exploits players who fold far too often);
    after the draw, heads-up and checked to, a level that balances mixes in the share of
    bluffs the bet size and the draw counts call for (``balanced``).
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
        rate = min(1.0, pers.bluff * 4 + exploit)
        if balanced is not None:
            rate = (1.0 - lvl.balance) * rate + min(1.0, balanced(best) + exploit)
        if rng.random() >= rate:
            best = passive
    return best


def _by_habit(lvl: Level, pers: Personality, spot: Spot, opts: Options, best: Option,
              snowing: bool, rng: random.Random, balanced: Balanced = None) -> Option:
    """Instead of checking or calling, the usual bet (the personality's size): after a
    snow, with a hand worth betting for an aggressive player, or as a bluff when
    checking is free (where ``balanced`` applies: only a hand that cannot win at a
    showdown, at the balanced rate, not one that would be called by worse)."""
    aggressive = opts.aggressive
    if not (aggressive and best is opts.passive and best.kind != ActionType.FOLD):
        return best
    pot, win, n_opp = spot.pot, spot.win, spot.n_opp
    current = spot.legal.current_bet
    usual = min(aggressive, key=lambda o: abs((o.to or 0) - current - pot * pers.bet_size))
    bluff = pers.bluff * (0.5 if n_opp <= 2 else 0.35)
    if balanced is not None:
        bluff = (1.0 - lvl.balance) * bluff + (
            balanced(usual) if win < spot.bluff_line else 0.0)
    if (snowing and rng.random() < 0.85) or (
            win >= ((1.3 - pers.aggression) / (n_opp + 1) if n_opp >= 2 else 0.55)
            and rng.random() < 0.8 * pers.aggression ** 2) or (
            spot.can_check and rng.random() < bluff):
        return usual
    return best


def _balanced(lvl: Level, pers: Personality, spot: Spot, tables: ModeTables) -> Balanced:
    """After the draw, heads-up, checked to or first to act, for a level that balances:
    the rate at which a hand that cannot win bluffs with an option
    (:func:`~drawpoker.ai.balance.bluff_rate`, times the level's ``balance`` and the
    personality's taste for bluffing: 0.5 + 5 x its bluff frequency, so a maniac bluffs
    twice a shark's share and a rock 0.6 of it). None elsewhere."""
    if lvl.balance <= 0 or spot.round_no != 2 or spot.n_opp != 1 or not spot.can_check:
        return None
    view, opponent = spot.view, spot.opponents[0]
    mine = view.seats[view.seat].bet
    style = 0.5 + 5.0 * pers.bluff

    def rate(option: Option) -> float:
        add = (option.to or 0) - mine
        share = bluff_rate(lvl, view, tables, opponent, add, option.fold_equity,
                           spot.bluff_line)
        return lvl.balance * min(1.0, share * style)
    return rate


def _mistake(lvl: Level, spot: Spot, opts: Options, best: Option,
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
        reads: Reads | None = None, steal: float = 0.0) -> Decision:
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
        steal: before the draw, the hand's worth in pots counting the bets after the
            draw that win by folds; a call it reaches the price with replaces a fold.

    This is the one place the bet is chosen: a stack-depth or tournament rule hooks in
    here, on the option chosen, before it is made legal.
    """
    spot = make_spot(lvl, pers, view, legal, opponents, ranks, rng)
    snowing = snow and spot.round_no == 2
    opts = make_options(lvl, pers, spot)
    if reads is not None and reads.defend and opts.passive.kind == ActionType.FOLD and (
            ActionType.CALL in legal.kinds or ActionType.ALLIN in legal.kinds):
        # the defence after the draw (ai/balance.py): folding this hand would let a bet
        # with nothing win
        opts = replace(opts, passive=opts.call)
    if spot.round_no == 1 and steal >= spot.need and opts.passive.kind == ActionType.FOLD and (
            ActionType.CALL in legal.kinds or ActionType.ALLIN in legal.kinds):
        # the call before the draw that the bluffs after it pay for (AIPlayer._steal): it
        # is worth no less than the fold it replaces
        opts = replace(opts, passive=replace(opts.call, ev=max(opts.call.ev, 0.0)))
    balanced = _balanced(lvl, pers, spot, tables)
    best = _by_value(lvl, pers, spot, opts, snowing, rng, balanced)
    best = _by_habit(lvl, pers, spot, opts, best, snowing, rng, balanced)
    # no thin bet into a player who check-raises strong hands: the hand folds to the
    # check-raise, so the chance it had against those hands (in the pot and the bets) is
    # lost; the bet must still beat checking
    if reads is not None and reads.check_raise > 0 and best in opts.aggressive \
            and spot.can_check and not snowing and spot.win >= spot.bluff_line:
        add = (best.to or 0) - spot.view.seats[spot.view.seat].bet
        if best.ev - reads.check_raise * (spot.pot + 2 * add) < opts.passive.ev:
            best = opts.passive
    # no value bet that only better hands go on against: the read replaces the hands the
    # opponent goes on with (their share and our chance against them) in both the bet and
    # the check, the hands that fold keep the chance the modelled range gives; the bet
    # must still beat checking
    if reads is not None and reads.value_bet is not None and best in opts.aggressive \
            and spot.can_check and not snowing and spot.win >= spot.bluff_line:
        chance, weight, seen = reads.value_bet
        add = (best.to or 0) - spot.view.seats[spot.view.seat].bet
        modelled = 1.0 - best.fold_equity
        folders = (spot.win - modelled * best.win) / max(best.fold_equity, 1e-9)
        folders = min(max(folders, 0.0), 1.0)
        by_read = (1.0 - seen) * (1.0 - folders) * spot.pot + seen * (chance * 2 * add - add)
        if (1.0 - weight) * (best.ev - opts.passive.ev) + weight * by_read < 0.0:
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
    return Decision(action, decision_reason(spot, best, action, hold, tables, hunch, reads))
