"""Property tests over thousands of random hands with random legal play and random rules:
chips are never created or lost, no card is in two places, illegal actions are refused with
a reason and leave the state unchanged, every hand ends, and a written hand history replays
to the same result (docs/rules.md §3.8; scenario-format.md)."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from drawpoker.cards import full_deck
from drawpoker.engine import (
    Action,
    ActionType,
    CardDealt,
    Discarded,
    Hand,
    IllegalAction,
    Phase,
    ReplacementDealt,
    Table,
    TableRules,
)
from drawpoker.engine.agents import random_legal_action
from drawpoker.scenario.run import run_scenario
from tests.support.play import random_illegal, random_rules

A = ActionType
SETTINGS = settings(max_examples=1500, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def snapshot(hand: Hand) -> tuple[Any, ...]:
    return (list(hand.stacks), list(hand.bets), list(hand.contrib), hand.phase, hand.to_act,
            len(hand.events), [list(h) for h in hand.hands], list(hand.stub), list(hand.folded))


def card_places(hand: Hand) -> list[Any]:
    held = [c for s in range(hand.n) if hand.dealt_in[s] and not hand.folded[s]
            and not hand.mucked[s] for c in hand.hands[s]]
    return held + hand.stub + hand.muck + hand.kept_aside


def play_checked(hand: Hand, rng: random.Random, total: int) -> None:
    deck = set(full_deck(1 if hand.rules.wild in ("joker", "bug") else 0))
    hand.start()
    steps = 0
    while not hand.is_over:
        if rng.random() < 0.3:
            bad = random_illegal(hand, rng)
            reason = hand.why_illegal(bad)
            if reason is not None:
                before = snapshot(hand)
                try:
                    hand.act(bad)
                except IllegalAction as exc:
                    assert exc.reason == reason and reason
                else:
                    raise AssertionError(f"illegal action accepted: {bad}")
                assert snapshot(hand) == before
        legal = hand.legal_actions()
        assert legal is not None and legal.kinds, "a seat to act with nothing to do"
        action = random_legal_action(legal, hand.hands[legal.seat], rng, fold_weight=0.4)
        assert hand.why_illegal(action) is None, (action, hand.why_illegal(action))
        hand.act(action)
        steps += 1
        assert steps < 300, "the hand does not end"
        assert hand.chips_in_play() == total
        assert min(hand.stacks) >= 0
        places = card_places(hand)
        if hand.phase is not Phase.HAND_OVER:
            assert len(places) == len(set(places)) == len(deck), "a card in two places"
    assert hand.result is not None
    assert sum(hand.result.stacks) + hand.result.carried_pot == total
    check_views(hand)
    for pot in hand.result.pots:
        assert pot.amount > 0 and pot.winners and sum(a for _, a in pot.shares) == pot.amount


def check_views(hand: Hand) -> None:
    """No seat's censored log holds a card another seat holds face down, nor another
    seat's discards (cards shown at the showdown are public through ShowdownReveal)."""
    for seat in range(hand.n):
        view = hand.view(seat)
        assert view.own_cards == tuple(hand.hands[seat])
        for e in view.events:
            if isinstance(e, (CardDealt, ReplacementDealt)) and e.seat != seat:
                assert e.card is None, e
            if isinstance(e, Discarded) and e.seat != seat:
                assert e.cards is None and e.kept_opener is None


@SETTINGS
@given(st.integers(0, 2**32 - 1))
def test_random_hands_invariants(seed: int) -> None:
    rng = random.Random(seed)
    rules = random_rules(rng)
    n = rng.randint(2, 8)
    stacks = [rng.choice([0, 1, 3, 20, 100, 400]) for _ in range(n)]
    if sum(1 for s in stacks if s) < 2:
        stacks[0] = stacks[1] = 50
    carried = rng.choice([0, 0, 30]) if not rules.has_blinds and rules.ante else 0
    hand = Hand(rules, [(f"P{i}", s) for i, s in enumerate(stacks)], rng.randrange(n),
                random.Random(seed + 1), carried_pot=carried)
    play_checked(hand, rng, sum(stacks) + carried)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1))
def test_sessions_conserve_chips_and_histories_replay(seed: int) -> None:
    rng = random.Random(seed)
    rules = random_rules(rng)
    n = rng.randint(2, 6)
    table = Table(rules, [(f"P{i}", rng.choice([5, 40, 200])) for i in range(n)],
                  rng.randrange(n))
    total = sum(s.stack for s in table.seats)
    session_rng = random.Random(seed ^ 0x5EED)
    for _ in range(12):
        if not table.can_deal():
            break
        hand = table.new_hand(session_rng)
        play_checked(hand, rng, total - table.carried_pot + hand.carried)
        table.finish_hand(hand)
        assert sum(s.stack for s in table.seats) + table.carried_pot == total
        if table.carried_pot == 0:
            history = table.history()
            assert history is not None
            replayed: list[Hand] = []
            replay = run_scenario(history, replayed)
            assert replay["error"] is None
            # the very same steps, event for event (the deal number aside)
            assert replayed[-1].events[1:] == hand.events[1:]
            assert replay["stacks"] == {s.name: s.stack for s in table.seats}
            assert replay["deals"][-1]["pots"] == _pots_of(hand)


def _pots_of(hand: Hand) -> list[dict[str, Any]]:
    assert hand.result is not None
    names = hand.names
    return [{"amount": p.amount, "eligible": [names[s] for s in p.eligible],
             "winners": [names[s] for s in p.winners],
             "shares": {names[s]: a for s, a in p.shares}} for p in hand.result.pots]


def test_illegal_action_reason_names_the_problem() -> None:
    hand = Hand(TableRules(), [("A", 100), ("B", 100)], 1, random.Random(3))
    hand.start()
    try:
        hand.act(Action(1, A.CHECK))
    except IllegalAction as exc:
        assert "not B's turn" in exc.reason
    else:
        raise AssertionError("out-of-turn action accepted")
