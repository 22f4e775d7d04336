"""One deal of Five Card Draw as an explicit state machine (docs/rules.md §2-§4).

``Hand`` runs every automatic step itself (forced bets, dealing, replacements, collecting
bets, showdown order, payout) and stops whenever a seat must decide. Ask
``legal_actions()`` / ``why_illegal(action)``, then ``act(action)``; an illegal action
raises :class:`IllegalAction` and leaves the state unchanged.

``Hand`` is the state of the deal (:class:`~drawpoker.engine.hand_state.HandState`, its one
base) with the moves between the phases. The steps of each phase are functions of that state
in their own modules: ``dealing``, ``betting_round``, ``draw``, ``showdown`` and
``legality``; every event joins the log through ``HandState.emit``.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping, Sequence
from typing import Any

from drawpoker.cards import Card
from drawpoker.engine.actions import Action, ActionType, IllegalAction, LegalActions, Phase
from drawpoker.engine.betting_round import end_round, legal_actions_of, play_bet, start_round
from drawpoker.engine.dealing import blind_seats, deal
from drawpoker.engine.draw import play_draw, start_draw
from drawpoker.engine.events import (
    BetsCollected,
    Event,
    ForcedBet,
    HandEnded,
    HandStarted,
    Redeal,
)
from drawpoker.engine.hand_state import HandState
from drawpoker.engine.interning import (
    DEAL,
    DRAWING,
    FIRST_BETTING,
    MUCK,
    SECOND_BETTING,
    SHOWDOWN,
)
from drawpoker.engine.legality import is_action_name, plainly_legal, why_illegal
from drawpoker.engine.result import HandResult
from drawpoker.engine.rules import TableRules
from drawpoker.engine.showdown import award, show_or_muck, start_showdown
from drawpoker.engine.shuffle import CommittedShuffle
from drawpoker.engine.view import PlayerView, censored_events, deal_history, player_view


class Hand(HandState):
    """One deal at one table.

    Args:
        rules: the table rules.
        seats: ``(name, stack)`` per seat, clockwise; a seat with no chips is not dealt in.
        button: the button seat (may be a seat not dealt in: a dead button).
        rng: the random source (the deck shuffle and any stub reshuffle).
        hole: optional rigged hands per seat (five cards each, for every seat dealt in).
        stub: optional rigged stub, top first; unnamed cards follow in shuffled order.
        carried_pot: chips carried from an unopened jackpots deal (dead money in the pot).
        hand_no: number of the deal at the table.
        small_blind_seat: who posts the small blind (``None`` = nobody); default: the
            first-hand rule of docs/rules.md §2.
        big_blind_seat: who posts the big blind; default: the first-hand rule.
        sitting_out: seats not dealt in although they have chips.
        ask_showdown: if True, a player who may muck at showdown is asked (show/muck);
            if False every hand that reaches the showdown is shown.
        shuffle: the committed shuffle to deal from (docs/fairness.md); ``None``: ``rng``
            shuffles the deck and any reshuffle.

    Raises:
        ValueError: fewer than two seats can be dealt in, a bad seat index, or bad rigged
            cards (named).
    """

    def __init__(
        self,
        rules: TableRules,
        seats: Sequence[tuple[str, int]],
        button: int,
        rng: random.Random,
        *,
        hole: Mapping[int, Sequence[Card]] | None = None,
        stub: Sequence[Card] | None = None,
        carried_pot: int = 0,
        hand_no: int = 1,
        small_blind_seat: int | None | str = "auto",
        big_blind_seat: int | None | str = "auto",
        sitting_out: Collection[int] = (),
        ask_showdown: bool = True,
        shuffle: CommittedShuffle | None = None,
    ) -> None:
        n = len(seats)
        if not 2 <= n <= 8:
            raise ValueError(f"seats: a table has 2 to 8 seats, got {n}")
        if not 0 <= button < n:
            raise ValueError(f"button: seat {button} does not exist")
        names = [name for name, _ in seats]
        stacks = [stack for _, stack in seats]
        for name, stack in seats:
            if isinstance(stack, bool) or not isinstance(stack, int):
                raise ValueError(f"seats: {name}'s stack must be whole chips, got {stack!r}")
            if stack < 0:
                raise ValueError(f"seats: {name} has a negative stack {stack}")
        dealt_in = [stacks[i] > 0 and i not in sitting_out for i in range(n)]
        if sum(dealt_in) < 2:
            raise ValueError("seats: fewer than two seats with chips can be dealt in")
        order = [s for s in ((button + k) % n for k in range(1, n + 1)) if dealt_in[s]]
        blinds = blind_seats(rules, names, dealt_in, order, button,
                             small_blind_seat, big_blind_seat)
        super().__init__(rules, names, stacks, button, rng, hand_no=hand_no,
                         carried_pot=carried_pot, ask_showdown=ask_showdown, dealt_in=dealt_in,
                         order=order, blinds=blinds, hole=hole, stub=stub, shuffle=shuffle)

    def start(self) -> list[Event]:
        """Post forced bets, shuffle and deal, and run until the first decision.

        Returns:
            The events of these steps.

        Raises:
            RuntimeError: the hand was already started.
            ValueError: bad rigged cards (named).
        """
        if self.started:
            raise RuntimeError("the hand has already started")
        self.started = True
        mark = len(self.events)
        self.emit(
            HandStarted(
                self.hand_no, self.button, tuple(self.order), tuple(self.stacks),
                tuple(self.names), self.sb_seat, self.bb_seat, self.carried,
            )
        )
        rules = self.rules
        # forced bets (docs/rules.md §2): antes straight to the pot, blinds in front of the seat
        if rules.ante:
            for s in self.order:
                amount = min(rules.ante, self.stacks[s])
                self.stacks[s] -= amount
                self.contrib[s] += amount
                self.emit(ForcedBet(s, "ante", amount, self.stacks[s] == 0))
        for seat, kind, size in ((self.sb_seat, "small_blind", rules.small_blind),
                                 (self.bb_seat, "big_blind", rules.big_blind)):
            if seat is None or size == 0:
                continue
            amount = min(size, self.stacks[seat])
            if amount == 0:
                continue
            self.stacks[seat] -= amount
            self.bets[seat] += amount
            self.contrib[seat] += amount
            self.emit(ForcedBet(seat, kind, amount, self.stacks[seat] == 0))  # type: ignore[arg-type]
        if rules.ante or self.carried:
            self.pots = self.collectable_pots()
            self.emit(BetsCollected(tuple(self.pots)))
        self.phase = DEAL
        deal(self)  # shuffle and deal (docs/rules.md §3.2)
        start_round(self, 1)
        if self.to_act is None:
            self._advance()
        self.legal_valid = False
        return self.events[mark:]

    def act(self, action: Action) -> list[Event]:
        """Play ``action`` for the seat to act and run the automatic steps after it.

        Returns:
            The events this produced.

        Raises:
            IllegalAction: the action is not legal now (the state is unchanged); ``reason``
                says why.
        """
        if not plainly_legal(self, action):
            if not isinstance(action.kind, ActionType) and is_action_name(action.kind):
                action = Action(action.seat, ActionType(action.kind), action.to, action.discard)
            reason = self.why_illegal(action)
            if reason is not None:
                raise IllegalAction(reason, action)
        mark = len(self.events)
        self.legal_valid = False
        self.actions.append(action)
        if self.phase is DRAWING:
            play_draw(self, action.seat, action.discard)
        elif self.phase is SHOWDOWN:
            show_or_muck(self, action.seat, action.kind is MUCK)
        else:
            play_bet(self, action)
        self._advance()
        self.legal_valid = False
        return self.events[mark:]

    def legal_actions(self) -> LegalActions | None:
        """What the seat to act may do now, or ``None`` when nobody is to act (the same
        object while nothing changed)."""
        if self.legal_valid:
            return self.legal_cache
        return legal_actions_of(self)

    def why_illegal(self, action: Action) -> str | None:
        """Why ``action`` is not allowed now, or ``None`` if it is legal: one sentence in
        the current language (:func:`drawpoker.engine.legality.why_illegal`)."""
        return why_illegal(self, action)

    def _advance(self) -> None:
        """Run automatic steps until a decision is needed or the hand is over."""
        while True:
            phase = self.phase
            if phase is FIRST_BETTING or phase is SECOND_BETTING:
                dealt, folded, stacks = self.dealt_in, self.folded, self.stacks
                n = self.n
                live = able = 0  # seats in the hand; of them, seats with chips
                for s in range(n):
                    if dealt[s] and not folded[s]:
                        live += 1
                        if stacks[s] > 0:
                            able += 1
                if live == 1:
                    end_round(self)
                    award(self, "uncontested")
                    return
                current = self.to_act
                if current is not None:
                    # the next seat that still has to act; none = the round is over
                    # (the same rule as betting.round_closed, docs/rules.md §3.3)
                    bets, acted, cb = self.bets, self.acted, self.current_bet
                    several = able > 1
                    for k in range(1, n + 1):
                        s = (current + k) % n
                        if dealt[s] and not folded[s] and stacks[s] > 0 \
                                and (bets[s] < cb or (several and not acted[s])):
                            self.to_act = s
                            return
                end_round(self)
                if self.round_no == 1:
                    if self._redeal_needed():
                        self._redeal()
                        return
                    start_draw(self)
                    if self.to_act is not None:
                        return
                    continue
                start_showdown(self)
                if self.to_act is not None:
                    return
                continue
            if self.phase is DRAWING:
                if self.to_act is not None:
                    return
                start_round(self, 2)
                if self.to_act is not None:
                    return
                continue
            if self.phase is SHOWDOWN:
                if self.to_act is not None:
                    return
                award(self, "showdown")
                return
            return

    def _redeal_needed(self) -> bool:
        """Nobody opened (jackpots) or everybody checked (``check_around: redeal``), docs/rules.md §3.3."""
        rules = self.rules
        if self.opener is not None or 1 in self.aggressor or self.current_bet > 0:
            return False
        if rules.has_blinds or self.live_count() < 2:
            return False
        if sum(1 for s in self.order if self.able(s)) < 2:
            # fewer than two can act: nothing to open; the hand plays on
            return False
        if rules.open_requirement == "jacks-or-better":
            return True
        return rules.check_around == "redeal"

    def _redeal(self) -> None:
        reason = "not-opened" if self.rules.open_requirement == "jacks-or-better" else "checked-around"
        total = sum(p.amount for p in self.pots)
        self.carried_out = total
        self.emit(Redeal(reason, total))  # type: ignore[arg-type]
        self.phase = Phase.HAND_OVER
        self.result = HandResult("redeal", stacks=tuple(self.stacks), carried_pot=total,
                                 returned=dict(self.returned))
        self.emit(HandEnded(tuple(self.stacks), total))

    # ------------------------------------------------------------------ views and history
    def chips_in_play(self) -> int:
        """Stacks + bets in front + collected pots (constant within a hand, docs/rules.md §3.8)."""
        if self.phase is Phase.HAND_OVER:
            return sum(self.stacks) + self.carried_out
        return sum(self.stacks) + sum(self.bets) + sum(p.amount for p in self.pots)

    def censored_events(self, seat: int) -> list[Event]:
        """The event log as seat ``seat`` sees it (other players' hidden cards are ``None``)."""
        return censored_events(self, seat)

    def view(self, seat: int) -> PlayerView:
        """The censored view of seat ``seat`` (docs/rules.md §5: what a player may know)."""
        return player_view(self, seat, self.legal_actions() if self.to_act == seat else None)

    def history(self) -> dict[str, Any]:
        """This deal as a scenario-format ``deals`` item (hole, full stub, every decision)."""
        return deal_history(self)


__all__ = ["Hand"]
