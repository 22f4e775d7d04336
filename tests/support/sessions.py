"""Table sessions without pygame for the session tests: a cash table with persons and
simple computer players, a driver that plays person turns by a rule, and a fake
tournament keeping."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from drawpoker.ai.protocol import Decision
from drawpoker.engine import Action, ActionType, LegalActions, Phase, Table, TableRules
from drawpoker.engine.hand import Hand
from drawpoker.engine.table import Seat
from drawpoker.persistence.resume import TableKeeper
from drawpoker.session import seating
from drawpoker.session.table.cash import CashSession, sit_down
from drawpoker.session.table.deciders import Computer, Decider, Person, TurnKind
from drawpoker.session.table.session import TableSession

#: chips behind a computer seat (the house's)
HOUSE = 10**9


class Prefer:
    """A computer player that plays the first legal kind of ``kinds`` and stands pat."""

    def __init__(self, *kinds: ActionType) -> None:
        self.kinds = kinds or (ActionType.CHECK, ActionType.CALL)
        self.seen = 0  # hands it learnt from

    def decide(self, view: Any, rng: random.Random) -> Decision:
        legal = view.legal
        if legal.phase is Phase.DRAW:
            return self.choose_discards(view, rng)
        for kind in (*self.kinds, ActionType.SHOW, ActionType.CHECK, ActionType.CALL,
                     ActionType.FOLD, ActionType.MUCK):
            if legal.allows(kind):
                to = legal.min_to if kind in (ActionType.BET, ActionType.RAISE) else None
                return Decision(Action(legal.seat, kind, to=to), "")
        raise AssertionError(f"nothing legal among {legal.kinds}")

    def choose_discards(self, view: Any, rng: random.Random) -> Decision:
        return Decision(Action(view.legal.seat, ActionType.DRAW), "")

    def observe(self, view: Any) -> None:
        self.seen += 1


def cash_table(n: int, persons: dict[int, str], *, rules: TableRules | None = None,
               buy_in: int = 200, bankroll: int = 10_000, owner: int | None = None,
               practice: bool = False, keeper: TableKeeper | None = None,
               policy: Callable[[], Any] = Prefer, seed: int = 3,
               stacks: Sequence[int] | None = None) -> CashSession:
    """A cash table of ``n`` seats: ``persons`` (seat -> name) decided by people with
    ``bankroll`` chips behind, the others by ``policy()``; every seat bought in for
    ``buy_in`` (or ``stacks``); the button on the last seat."""
    rules = rules or TableRules.from_dict({"ante": 10})
    seats = [Seat(persons.get(i, f"Bot{i}"), 0,
                  bankroll=bankroll if i in persons or i == owner else HOUSE) for i in range(n)]
    table = Table(rules, seats, n - 1)
    for i in range(n):
        table.buy_in(i, stacks[i] if stacks is not None else buy_in)
    deciders: list[Decider] = [Person(persons[i]) if i in persons else Computer(policy())
                               for i in range(n)]
    return CashSession(table, deciders, rng=random.Random(seed), ai_rng=random.Random(seed + 1),
                       buy_in=buy_in, keeper=keeper, owner=owner, practice=practice)


def passive(legal: LegalActions) -> Action:
    """A person who checks or calls, stands pat and shows."""
    for kind in (ActionType.CHECK, ActionType.CALL, ActionType.SHOW, ActionType.ALLIN):
        if legal.allows(kind):
            return Action(legal.seat, kind)
    if legal.phase is Phase.DRAW:
        return Action(legal.seat, ActionType.DRAW)
    return Action(legal.seat, ActionType.FOLD)


def play_hand(session: TableSession, person: Callable[[LegalActions], Action] = passive,
              on_person: Callable[[int], None] | None = None) -> Hand:
    """Deal and play one hand to its end: computers and automatic turns by the session,
    each person's turn by ``person`` (``on_person(seat)`` first); the hand is finished."""
    session.deal()
    while True:
        session.run_until_person()
        turn = session.next_turn()
        if turn is None:
            break
        assert turn.kind is TurnKind.PERSON
        if on_person is not None:
            on_person(turn.seat)
        session.act(person(turn.legal))
    hand = session.hand
    assert hand is not None and hand.is_over
    session.finish_hand()
    return hand


class FakeKeeping:
    """A tournament keeping that remembers what it was asked to keep."""

    def __init__(self) -> None:
        self.kept = 0
        self.in_play = 0
        self.hands: list[list[Hand]] = []

    def keep(self, tournament: Any) -> dict[str, Any]:
        self.kept += 1
        state: dict[str, Any] = tournament.to_dict()
        return state

    def keep_in_play(self, before: dict[str, Any], tournament: Any,
                     deals: Sequence[Hand]) -> None:
        self.in_play += 1

    def keep_hand(self, tournament: Any, deals: Sequence[Hand]) -> None:
        self.hands.append(list(deals))


def kept_cash_table(prof: Any, owner: Decider, seed: int = 4) -> CashSession:
    """A three-seat ante-10 cash table kept in profile ``prof`` (``cash.sit_down``):
    ``owner`` at seat 0 buying in for 200, two computer players (one betting, one
    calling)."""
    deciders = [owner, Computer(Prefer(ActionType.BET, ActionType.CALL)),
                Computer(Prefer(ActionType.CALL))]
    s, sat = sit_down(TableRules.from_dict({"ante": 10}), ["You", "Ada", "Boris"], deciders,
                      buy_in=200, rng=random.Random(seed), ai_rng=random.Random(seed + 1),
                      bankroll=2000,
                      specs=seating.seat_specs(200, [("Ada", "rock"), ("Boris", "rock")],
                                               ["medium", "medium"]),
                      profile_of=lambda: prof, keeper=None, refill_from=lambda: prof)
    assert sat.keeper is not None
    return s
