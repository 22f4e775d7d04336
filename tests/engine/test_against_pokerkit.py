"""Differential test against pokerkit (an independent engine): random no-limit, pot-limit
and fixed-limit Five Card Draw hands with antes or blinds and all-ins, played with the same
cards and the same actions in both; the pots and the payouts must agree (docs/rules.md §3.8).

Actions are drawn from our legal actions; one that pokerkit would not accept (its house
rules differ in corners, e.g. its fixed-limit cap) is replaced by a check/call, so both
engines always play the same hand.
"""

from __future__ import annotations

import random
import warnings
from collections import Counter
from typing import Any

import pytest
from pokerkit import (
    Automation,
    BettingStructure,
    Deck,
    Mode,
    Opening,
    StandardHighHand,
    State,
    Street,
)

from drawpoker.engine import (
    Action,
    ActionType,
    Hand,
    Phase,
    ReplacementDealt,
    TableRules,
)
from drawpoker.engine.agents import random_legal_action

pokerkit = pytest.importorskip("pokerkit")


A = ActionType
HANDS = 1200
stats: Counter[str] = Counter()
AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING,
    Automation.HAND_KILLING,
)
STRUCTURES = {
    "no-limit": BettingStructure.NO_LIMIT,
    "pot-limit": BettingStructure.POT_LIMIT,
    "fixed-limit": BettingStructure.FIXED_LIMIT,
}


def make_state(rules: TableRules, stacks: list[int]) -> Any:
    """A pokerkit five-card single-draw high game with our table's forced bets."""
    n = len(stacks)
    blinds: tuple[int, ...] = (rules.small_blind, rules.big_blind) if rules.has_blinds else (0,)
    return State(
        AUTOMATIONS,
        Deck.STANDARD,
        (StandardHighHand,),
        (
            Street(False, (False,) * 5, 0, False, Opening.POSITION, rules.small_bet, None),
            Street(False, (), 0, True, Opening.POSITION,
                   rules.big_bet if rules.structure == "fixed-limit" else rules.small_bet, None),
        ),
        STRUCTURES[rules.structure],
        False,
        (rules.ante,) * n if rules.ante else 0,
        blinds,
        0,
        stacks,
        n,
        mode=Mode.CASH_GAME,
    )


def pk_accepts(state: Any, action: Action, hand: Hand) -> bool:
    if action.kind is A.FOLD:
        return bool(state.can_fold())
    if action.kind in (A.CHECK, A.CALL):
        return bool(state.can_check_or_call())
    to = action.to if action.to is not None else hand.bets[action.seat] + hand.stacks[action.seat]
    if to <= hand.current_bet:
        return bool(state.can_check_or_call())
    return bool(state.can_complete_bet_or_raise_to(to))


def pk_apply(state: Any, action: Action, hand: Hand) -> None:
    if action.kind is A.FOLD:
        state.fold()
        return
    if action.kind in (A.CHECK, A.CALL):
        state.check_or_call()
        return
    to = action.to if action.to is not None else hand.bets[action.seat] + hand.stacks[action.seat]
    if to <= hand.current_bet:
        state.check_or_call()
    else:
        state.complete_bet_or_raise_to(to)


def pk_sync(state: Any, seat: int | None) -> None:
    """Let pokerkit's players check where our round already ended (docs/rules.md §3.3: a round
    ends when at most one player can act and the bets are matched); pokerkit still asks
    that last player. Only free checks are made, so no chip moves differently."""
    while (
        state.actor_index is not None
        and state.actor_index != seat
        and state.can_check_or_call()
        and state.checking_or_calling_amount == 0
    ):
        state.check_or_call()


def random_table(rng: random.Random) -> tuple[TableRules, list[int]]:
    structure = rng.choice(list(STRUCTURES))
    forced = rng.choice(["antes", "blinds", "both"])
    d: dict[str, Any] = {"structure": structure, "ante": 0}
    if forced != "blinds":
        d["ante"] = rng.choice([1, 2, 5])
    if forced != "antes":
        d["small_blind"], d["big_blind"] = rng.choice([(1, 2), (5, 10), (10, 20)])
    rules = TableRules.from_dict(d)
    n = rng.randint(2, 6)
    unit = rules.big_blind or rules.ante
    stacks = [rng.choice([3, 10, 25, 60, 150]) * unit + rng.randint(0, unit) for _ in range(n)]
    return rules, stacks


def play_both(seed: int) -> tuple[list[int], list[int], list[tuple[int, tuple[int, ...]]],
                                  list[tuple[int, tuple[int, ...]]]]:
    rng = random.Random(seed)
    rules, stacks = random_table(rng)
    n = len(stacks)
    # our seat k = pokerkit player k: button is the last seat
    hand = Hand(rules, [(f"P{i}", s) for i, s in enumerate(stacks)], n - 1,
                random.Random(seed), ask_showdown=False)
    state = make_state(rules, stacks)
    hand.start()
    for i in range(n):
        state.deal_hole("".join(str(c) for c in hand.hands[i]), i)
    replacements: dict[int, str] = {}
    while not hand.is_over:
        legal = hand.legal_actions()
        assert legal is not None
        if hand.phase is Phase.DRAW:
            seat = legal.seat
            action = random_legal_action(legal, hand.hands[seat], rng)
            pk_sync(state, None)
            assert state.stand_patter_or_discarder_index == seat
            state.stand_pat_or_discard("".join(str(c) for c in action.discard))
            events = hand.act(action)
            replacements[seat] = "".join(
                str(e.card) for e in events if isinstance(e, ReplacementDealt)
            )
            if hand.phase is not Phase.DRAW:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    while state.can_deal_hole():
                        who = state.hole_dealee_index
                        state.deal_hole(replacements[who], who)
            continue
        action = random_legal_action(legal, hand.hands[legal.seat], rng, fold_weight=0.3)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            pk_sync(state, legal.seat)
            assert state.actor_index == legal.seat, "pokerkit has another player to act"
            if not pk_accepts(state, action, hand):
                stats["replaced"] += 1
                action = Action(legal.seat, A.CHECK if A.CHECK in legal.kinds else A.CALL)
            pk_apply(state, action, hand)
        stats["actions"] += 1
        hand.act(action)
    assert hand.result is not None
    pk_sync(state, None)
    ours_pots = [(pot.amount, tuple(sorted(pot.eligible))) for pot in hand.result.pots]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        theirs_pots = [(p.amount, tuple(sorted(p.player_indices))) for p in state.pots]
        while state.can_show_or_muck_hole_cards():
            state.show_or_muck_hole_cards(True)
        while state.can_push_chips():
            state.push_chips()
        while state.can_pull_chips():
            state.pull_chips()
    stats[hand.result.outcome] += 1
    stats["all-in"] += any(s == 0 for s in hand.stacks) or any(
        getattr(e, "all_in", False) for e in hand.events)
    stats["side pots"] += len(hand.result.pots) > 1
    if hand.result.outcome != "showdown":  # pokerkit leaves the last bet uncollected
        ours_pots, theirs_pots = [], []
    return list(hand.stacks), list(state.stacks), _merge(ours_pots), _merge(theirs_pots)


def _merge(pots: list[tuple[int, tuple[int, ...]]]) -> list[tuple[int, tuple[int, ...]]]:
    out: list[tuple[int, tuple[int, ...]]] = []
    for amount, players in pots:
        if amount == 0:
            continue
        if out and out[-1][1] == players:
            out[-1] = (out[-1][0] + amount, players)
        else:
            out.append((amount, players))
    return out


@pytest.mark.parametrize("chunk", range(4))
def test_same_pots_and_payouts_as_pokerkit(chunk: int) -> None:
    per = HANDS // 4
    stats.clear()
    for seed in range(chunk * per, (chunk + 1) * per):
        ours, theirs, our_pots, their_pots = play_both(seed)
        assert ours == theirs, f"seed {seed}: stacks {ours} vs pokerkit {theirs}"
        assert our_pots == their_pots, f"seed {seed}: pots {our_pots} vs {their_pots}"
    # the sample must reach the corners it is meant to test
    assert stats["showdown"] > per // 4 and stats["side pots"] > per // 20
    assert stats["all-in"] > per // 10
    assert stats["replaced"] < stats["actions"] // 5
