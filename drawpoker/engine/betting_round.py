"""Betting rounds (RULES.md §3.3, §3.4, §4): who acts first, raise rights, bet limits, the
legal actions of every phase, a bet played, and the round's end (uncalled chips, pots)."""

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
from drawpoker.engine.showdown import Showdown


class BettingRound(Showdown):
    """The betting steps of a deal, and ``legal_actions`` for every phase."""

    def _start_round(self, round_no: int) -> None:
        self.round_no = round_no
        self.phase = FIRST_BETTING if round_no == 1 else SECOND_BETTING
        self.acted = [False] * self.n
        self.full_increment = 0
        self.full_count = 0
        self.current_bet = 0
        rules = self.rules
        n = self.n
        if round_no == 1 and self.bb_seat is not None:
            self.current_bet = max(rules.big_blind, max(self.bets))
            self.full_increment = rules.big_blind
            self.full_count = 1
        elif round_no == 1:
            self.current_bet = max(self.bets)
        able = [d and not f and st > 0
                for d, f, st in zip(self.dealt_in, self.folded, self.stacks, strict=True)]
        if round_no == 1:
            if self.bb_seat is not None and len(self.order) == 2:
                start = (self.sb_seat if self.sb_seat is not None else self.bb_seat) - 1
            elif self.bb_seat is not None:
                start = self.bb_seat
            else:
                start = self.button
        else:
            start = self.button
            if rules.second_round_first == "last-aggressor" and 1 in self.aggressor:
                start = self.aggressor[1] - 1
        first = next_seat(start % n, n, able)
        if round_closed(able, self.bets, self.acted, self.current_bet):
            first = None
        # a round "takes place" when somebody gets to act in it
        if first is not None:
            self.round_took_place.append(round_no)
            self.events.append(BettingRoundStarted(round_no, first))
        self.to_act = first

    def _raise_right(self, s: int) -> bool:
        """May seat ``s`` bet or raise now (ignoring chips)? (RULES.md §3.3, §4)"""
        if self.acted[s]:
            return False
        dealt, folded, stacks = self.dealt_in, self.folded, self.stacks
        for o in range(self.n):
            if o != s and dealt[o] and not folded[o] and stacks[o] > 0:
                break  # an opponent who could still call a raise
        else:
            return False
        rules = self.rules
        if (
            rules.structure == "fixed-limit"
            and rules.raise_cap is not None
            and self.full_count >= 1 + rules.raise_cap
        ):
            return False
        return not (
            self.round_no == 1
            and rules.open_requirement == "jacks-or-better"
            and self.opener is None
            and not has_openers(self.hands[s], rules)
        )

    def _limits(self, s: int) -> tuple[int, int, int]:
        """(min_to, max_to, allin_to) for a bet or raise by seat ``s``."""
        rules = self.rules
        allin_to = self.bets[s] + self.stacks[s]
        if rules.structure == "fixed-limit":
            lo = hi = fixed_limit_to(self.current_bet, self._bet_size())
        else:
            lo = min_raise_to(self.current_bet, self.full_increment, self._bet_size())
            if rules.structure == "pot-limit":
                pot_total = sum(p.amount for p in self.pots) + sum(self.bets)
                hi = max(lo, pot_limit_max_to(self.current_bet, self.bets[s], pot_total))
            else:
                hi = allin_to
        return min(lo, allin_to), min(hi, allin_to), allin_to

    def legal_actions(self) -> LegalActions | None:
        """What the seat to act may do now, or ``None`` when nobody is to act."""
        if not self._legal_valid:
            self._legal = self._compute_legal()
            self._legal_valid = True
        return self._legal

    def _compute_legal(self) -> LegalActions | None:
        s = self.to_act
        if s is None:
            return None
        phase = self.phase
        if phase is DRAWING or phase is SHOWDOWN:
            if phase is DRAWING:
                max_d, need_ace = self._max_discard(s)
                kinds: tuple[ActionType, ...] = (DRAW,)
            else:
                max_d, need_ace = 0, False
                kinds = (SHOW, MUCK) if self._may_muck(s) else (SHOW,)
            key: tuple[Any, ...] = (s, kinds, max_d, need_ace)
            legal = LEGAL.get(key)
            if legal is None:
                legal = LEGAL[key] = LegalActions(s, phase, frozen(kinds), max_discard=max_d,
                                                  four_with_ace_needed=need_ace)
            return legal
        bet, stack, current = self.bets[s], self.stacks[s], self.current_bet
        call = min(current - bet, stack)
        if bet >= current:
            kinds = (FOLD, CHECK)
            call = 0
        else:
            kinds = (FOLD, CALL)
        min_to = max_to = 0
        allin_to = bet + stack
        if allin_to > current and self._raise_right(s):
            min_to, max_to, allin_to = self._limits(s)
            kinds += (BET,) if current == 0 else (RAISE,)
            if allin_to <= max_to:
                kinds += (ALLIN,)
        if stack <= current - bet:
            kinds += (ALLIN,)  # a call that takes every chip
        # the round number stands for the phase: an int hashes faster than an Enum member
        key = (s, self.round_no, kinds, call, min_to, max_to, allin_to, current)
        legal = LEGAL.get(key)
        if legal is None:
            if len(LEGAL) > MAX_ENTRIES:
                LEGAL.clear()
            legal = LEGAL[key] = LegalActions(s, phase, frozen(kinds), call, min_to, max_to,
                                              allin_to, 0, False, current)
        return legal

    def _max_discard(self, s: int) -> tuple[int, bool]:
        rules = self.rules
        if rules.four_with_ace:
            return 4, True
        return rules.max_draw, False

    def _do_bet(self, action: Action) -> None:
        s = action.seat
        kind = action.kind
        rules = self.rules
        if kind is FOLD:
            self.folded[s] = True
            if s == self.opener:  # openers are kept aside to be shown (RULES.md §3.3)
                self.kept_aside.extend(c for c in self.hands[s] if c in self.openers)
                self.muck.extend(c for c in self.hands[s] if c not in self.openers)
            else:
                self.muck.extend(self.hands[s])
            self.last_action[s] = kind
            self.events.append(acted(s, kind, 0, self.bets[s], False))
            return
        allin_to = self.bets[s] + self.stacks[s]
        if kind is CHECK:
            to = self.bets[s]
        elif kind is CALL:
            to = min(self.current_bet, allin_to)
        elif kind is ALLIN:
            to = allin_to
        else:
            assert action.to is not None
            to = action.to
        added = to - self.bets[s]
        self.stacks[s] -= added
        self.bets[s] = to
        self.contrib[s] += added
        all_in = self.stacks[s] == 0
        opens = False
        if to > self.current_bet:
            full = is_full_raise(
                rules.structure, to, self.current_bet,
                max(self.full_increment, self._bet_size()), self._bet_size(),
            )
            if full:
                self.full_increment = max(self.full_increment, to - self.current_bet)
                self.full_count += 1
                self.acted = [False] * self.n
            if full or self.current_bet == 0:
                self.aggressor[self.round_no] = s
            if self.current_bet == 0 and rules.open_requirement == "jacks-or-better" \
                    and self.round_no == 1 and self.opener is None:
                self.opener = s
                self.openers = opening_cards(self.hands[s], rules)
                opens = True
            played = ALLIN if all_in else (BET if self.current_bet == 0 else RAISE)
            self.current_bet = to
        else:
            played = CHECK if added == 0 and kind is CHECK else CALL
        self.acted[s] = True
        self.last_action[s] = played
        self.events.append(acted(s, played, added, to, all_in, opens))

    def _end_round(self) -> None:
        """Return uncalled chips and collect the bets into pots (RULES.md §3.4, §3.8)."""
        self.to_act = None
        back = uncalled(self.bets)
        if back is not None:
            seat, amount = back
            self.bets[seat] -= amount
            self.contrib[seat] -= amount
            self.stacks[seat] += amount
            self.returned[seat] = self.returned.get(seat, 0) + amount
            self.events.append(UncalledReturned(seat, amount))
        if any(self.bets):
            self.bets = [0] * self.n
            self.pots = self._collectable_pots()
            self.events.append(BetsCollected(tuple(self.pots)))
        else:
            self.pots = self._collectable_pots()
