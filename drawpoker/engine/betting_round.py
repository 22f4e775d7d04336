"""Betting rounds (docs/rules.md §3.3, §3.4, §4): who acts first, raise rights, bet limits, the
legal actions of every phase, a bet played, and the round's end (uncalled chips, pots), as
functions of the deal's state."""

from __future__ import annotations

from typing import Any

from drawpoker.engine.actions import Action, ActionType, LegalActions
from drawpoker.engine.betting import (
    fixed_limit_to,
    is_full_raise,
    min_raise_to,
    next_seat,
    pot_limit_max_to,
    round_closed,
)
from drawpoker.engine.events import BetsCollected, BettingRoundStarted, UncalledReturned
from drawpoker.engine.hand_state import HandState
from drawpoker.engine.interning import (
    ALLIN,
    BET,
    CALL,
    CHECK,
    DRAW,
    DRAWING,
    FIRST_BETTING,
    FOLD,
    LEGAL,
    MAX_ENTRIES,
    MUCK,
    RAISE,
    SECOND_BETTING,
    SHOW,
    SHOWDOWN,
    acted,
    frozen,
)
from drawpoker.engine.openers import has_openers, opening_cards
from drawpoker.engine.pots import uncalled
from drawpoker.engine.showdown import may_muck


def start_round(st: HandState, round_no: int) -> None:
    """Begin betting round ``round_no`` (1 before the draw, 2 after): the bet to match,
    the first seat to act (docs/rules.md §3.3, §3.6), or nobody when nobody can act."""
    st.round_no = round_no
    st.phase = FIRST_BETTING if round_no == 1 else SECOND_BETTING
    st.acted = [False] * st.n
    st.full_increment = 0
    st.full_count = 0
    st.current_bet = 0
    rules = st.rules
    n = st.n
    if round_no == 1 and st.bb_seat is not None:
        st.current_bet = max(rules.big_blind, max(st.bets))
        st.full_increment = rules.big_blind
        st.full_count = 1
    elif round_no == 1:
        st.current_bet = max(st.bets)
    able = [d and not f and st > 0
            for d, f, st in zip(st.dealt_in, st.folded, st.stacks, strict=True)]
    if round_no == 1:
        if st.bb_seat is not None and len(st.order) == 2:
            start = (st.sb_seat if st.sb_seat is not None else st.bb_seat) - 1
        elif st.bb_seat is not None:
            start = st.bb_seat
        else:
            start = st.button
    else:
        start = st.button
        if rules.second_round_first == "last-aggressor" and 1 in st.aggressor:
            start = st.aggressor[1] - 1
    first = next_seat(start % n, n, able)
    if round_closed(able, st.bets, st.acted, st.current_bet):
        first = None
    # a round "takes place" when somebody gets to act in it
    if first is not None:
        st.round_took_place.append(round_no)
        st.emit(BettingRoundStarted(round_no, first))
    st.to_act = first


def raise_right(st: HandState, s: int) -> bool:
    """May seat ``s`` bet or raise now (ignoring chips)? (docs/rules.md §3.3, §4)"""
    if st.acted[s]:
        return False
    dealt, folded, stacks = st.dealt_in, st.folded, st.stacks
    for o in range(st.n):
        if o != s and dealt[o] and not folded[o] and stacks[o] > 0:
            break  # an opponent who could still call a raise
    else:
        return False
    rules = st.rules
    if (
        rules.structure == "fixed-limit"
        and rules.raise_cap is not None
        and st.full_count >= 1 + rules.raise_cap
    ):
        return False
    return not (
        st.round_no == 1
        and rules.open_requirement == "jacks-or-better"
        and st.opener is None
        and not has_openers(st.hands[s], rules)
    )


def limits(st: HandState, s: int) -> tuple[int, int, int]:
    """(min_to, max_to, allin_to) for a bet or raise by seat ``s``."""
    rules = st.rules
    allin_to = st.bets[s] + st.stacks[s]
    if rules.structure == "fixed-limit":
        lo = hi = fixed_limit_to(st.current_bet, st.bet_size())
    else:
        lo = min_raise_to(st.current_bet, st.full_increment, st.bet_size())
        if rules.structure == "pot-limit":
            pot_total = sum(p.amount for p in st.pots) + sum(st.bets)
            hi = max(lo, pot_limit_max_to(st.current_bet, st.bets[s], pot_total))
        else:
            hi = allin_to
    return min(lo, allin_to), min(hi, allin_to), allin_to


def legal_actions_of(st: HandState) -> LegalActions | None:
    """What the seat to act may do now, or ``None`` when nobody is to act."""
    if not st.legal_valid:
        st.legal_cache = compute_legal(st)
        st.legal_valid = True
    return st.legal_cache


def compute_legal(st: HandState) -> LegalActions | None:
    """The legal actions of the seat to act, worked out afresh (interned: equal answers
    are one object)."""
    s = st.to_act
    if s is None:
        return None
    phase = st.phase
    if phase is DRAWING or phase is SHOWDOWN:
        if phase is DRAWING:
            max_d, need_ace = max_discard(st, s)
            kinds: tuple[ActionType, ...] = (DRAW,)
        else:
            max_d, need_ace = 0, False
            kinds = (SHOW, MUCK) if may_muck(st, s) else (SHOW,)
        key: tuple[Any, ...] = (s, kinds, max_d, need_ace)
        legal = LEGAL.get(key)
        if legal is None:
            legal = LEGAL[key] = LegalActions(s, phase, frozen(kinds), max_discard=max_d,
                                              four_with_ace_needed=need_ace)
        return legal
    bet, stack, current = st.bets[s], st.stacks[s], st.current_bet
    call = min(current - bet, stack)
    if bet >= current:
        kinds = (FOLD, CHECK)
        call = 0
    else:
        kinds = (FOLD, CALL)
    min_to = max_to = 0
    allin_to = bet + stack
    if allin_to > current and raise_right(st, s):
        min_to, max_to, allin_to = limits(st, s)
        kinds += (BET,) if current == 0 else (RAISE,)
        if allin_to <= max_to:
            kinds += (ALLIN,)
    if stack <= current - bet:
        kinds += (ALLIN,)  # a call that takes every chip
    # the round number stands for the phase: an int hashes faster than an Enum member
    key = (s, st.round_no, kinds, call, min_to, max_to, allin_to, current)
    legal = LEGAL.get(key)
    if legal is None:
        if len(LEGAL) > MAX_ENTRIES:
            LEGAL.clear()
        legal = LEGAL[key] = LegalActions(s, phase, frozen(kinds), call, min_to, max_to,
                                          allin_to, 0, False, current)
    return legal


def max_discard(st: HandState, s: int) -> tuple[int, bool]:
    """(most cards seat ``s`` may draw, whether drawing that many needs a kept ace)."""
    rules = st.rules
    if rules.four_with_ace:
        return 4, True
    return rules.max_draw, False


def play_bet(st: HandState, action: Action) -> None:
    """Play a checked legal betting action: chips move, raise rights and the opener
    (docs/rules.md §3.3, §4) are updated."""
    s = action.seat
    kind = action.kind
    rules = st.rules
    if kind is FOLD:
        st.folded[s] = True
        if s == st.opener:  # openers are kept aside to be shown (docs/rules.md §3.3)
            st.kept_aside.extend(c for c in st.hands[s] if c in st.openers)
            st.muck.extend(c for c in st.hands[s] if c not in st.openers)
        else:
            st.muck.extend(st.hands[s])
        st.last_action[s] = kind
        st.emit(acted(s, kind, 0, st.bets[s], False))
        return
    allin_to = st.bets[s] + st.stacks[s]
    if kind is CHECK:
        to = st.bets[s]
    elif kind is CALL:
        to = min(st.current_bet, allin_to)
    elif kind is ALLIN:
        to = allin_to
    else:
        assert action.to is not None
        to = action.to
    added = to - st.bets[s]
    st.stacks[s] -= added
    st.bets[s] = to
    st.contrib[s] += added
    all_in = st.stacks[s] == 0
    opens = False
    if to > st.current_bet:
        full = is_full_raise(
            rules.structure, to, st.current_bet,
            max(st.full_increment, st.bet_size()), st.bet_size(),
        )
        if full:
            st.full_increment = max(st.full_increment, to - st.current_bet)
            st.full_count += 1
            st.acted = [False] * st.n
        if full or st.current_bet == 0:
            st.aggressor[st.round_no] = s
        if st.current_bet == 0 and rules.open_requirement == "jacks-or-better" \
                and st.round_no == 1 and st.opener is None:
            st.opener = s
            st.openers = opening_cards(st.hands[s], rules)
            opens = True
        played = ALLIN if all_in else (BET if st.current_bet == 0 else RAISE)
        st.current_bet = to
    else:
        played = CHECK if added == 0 and kind is CHECK else CALL
    st.acted[s] = True
    st.last_action[s] = played
    st.emit(acted(s, played, added, to, all_in, opens))


def end_round(st: HandState) -> None:
    """Return uncalled chips and collect the bets into pots (docs/rules.md §3.4, §3.8)."""
    st.to_act = None
    back = uncalled(st.bets)
    if back is not None:
        seat, amount = back
        st.bets[seat] -= amount
        st.contrib[seat] -= amount
        st.stacks[seat] += amount
        st.returned[seat] = st.returned.get(seat, 0) + amount
        st.emit(UncalledReturned(seat, amount))
    if any(st.bets):
        st.bets = [0] * st.n
        st.pots = st.collectable_pots()
        st.emit(BetsCollected(tuple(st.pots)))
    else:
        st.pots = st.collectable_pots()
