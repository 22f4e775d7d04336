"""Engine speed: complete 6-seat no-limit hands per second with random legal agents, against
pokerkit playing the same kind of random no-limit single-draw hands in the same run.

Targets: at least 1,000 hands/s, and at least 5x pokerkit's rate. Prints both
rates and the ratios; exits 1 if a target is missed.

    uv run python benchmarks/bench_engine.py [--seconds 3]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import warnings

from drawpoker.engine import Hand, TableRules
from drawpoker.engine.agents import random_legal_action

SEATS = 6
STACK = 1000


def ours(seconds: float) -> tuple[int, float]:
    """Play random hands for about ``seconds``; returns (hands, elapsed seconds)."""
    rules = TableRules.from_dict({"structure": "no-limit", "small_blind": 5, "big_blind": 10})
    rng = random.Random(1)
    seats = [(f"P{i}", STACK) for i in range(SEATS)]
    hands = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(50):
            hand = Hand(rules, seats, hands % SEATS, rng, ask_showdown=False)
            hand.start()
            while not hand.is_over:
                legal = hand.legal_actions()
                assert legal is not None
                hand.act(random_legal_action(legal, hand.hands[legal.seat], rng,
                                             fold_weight=0.5))
            hands += 1
    return hands, time.perf_counter() - start


def theirs(seconds: float) -> tuple[int, float]:
    """pokerkit: random no-limit single-draw hands (its 2-7 game: same streets, 5 cards)."""
    from pokerkit import Automation, NoLimitDeuceToSevenLowballSingleDraw

    automations = (
        Automation.ANTE_POSTING, Automation.BET_COLLECTION,
        Automation.BLIND_OR_STRADDLE_POSTING, Automation.CARD_BURNING,
        Automation.HOLE_DEALING, Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
        Automation.HAND_KILLING, Automation.CHIPS_PUSHING, Automation.CHIPS_PULLING,
    )
    rng = random.Random(1)
    hands = 0
    start = time.perf_counter()
    deadline = start + seconds
    warnings.simplefilter("ignore")
    while time.perf_counter() < deadline:
        state = NoLimitDeuceToSevenLowballSingleDraw.create_state(
            automations, False, 0, (5, 10), 10, (STACK,) * SEATS, SEATS)
        while state.status:
            if state.can_stand_pat_or_discard():
                i = state.stand_patter_or_discarder_index
                cards = list(state.hole_cards[i])
                state.stand_pat_or_discard(rng.sample(cards, rng.randint(0, 5)))
                continue
            choices = []
            if state.can_fold():
                choices.append("fold")
            if state.can_check_or_call():
                choices.append("call")
            if state.can_complete_bet_or_raise_to():
                choices.append("raise")
            kind = rng.choices(choices, [0.5 if c == "fold" else 1.0 for c in choices])[0]
            if kind == "fold":
                state.fold()
            elif kind == "call":
                state.check_or_call()
            else:
                lo = state.min_completion_betting_or_raising_to_amount
                hi = state.max_completion_betting_or_raising_to_amount
                state.complete_bet_or_raise_to(rng.randint(lo, hi))
        hands += 1
    return hands, time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per engine (s)")
    args = parser.parse_args(argv)
    ours(0.3)  # warm up: imports, evaluator tables
    theirs(0.3)
    # interleave short slices so both engines see the same machine load
    n_ours = n_theirs = 0
    t_ours = t_theirs = 0.0
    slices = max(1, round(args.seconds / 0.5))
    for _ in range(slices):
        n, t = ours(args.seconds / slices)
        n_ours, t_ours = n_ours + n, t_ours + t
        n, t = theirs(args.seconds / slices)
        n_theirs, t_theirs = n_theirs + n, t_theirs + t
    rate_ours = n_ours / t_ours
    rate_theirs = n_theirs / t_theirs
    print(f"drawpoker engine : {rate_ours:9.1f} hands/s ({n_ours} hands, {SEATS} seats, "
          "random legal agents)")
    print(f"pokerkit         : {rate_theirs:9.1f} hands/s ({n_theirs} hands)")
    print(f"ratio vs 1,000 hands/s target: {rate_ours / 1000:.2f}x (need >= 1.00)")
    print(f"ratio vs pokerkit            : {rate_ours / rate_theirs:.2f}x (need >= 5.00)")
    ok = rate_ours >= 1000 and rate_ours >= 5 * rate_theirs
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
