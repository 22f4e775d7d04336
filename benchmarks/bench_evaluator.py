"""Evaluator speed against treys, measured in the same run (issue 3).

Targets:
  * batch: ranking all 2,598,960 five-card hands with ``rank_many`` at least 2x as fast
    as treys' internal five-card path (``Evaluator._five`` over pre-built card ints);
  * single: one ``evaluate()`` call (Card objects in, HandValue out) at least as fast as
    treys' public ``Evaluator.evaluate(hand, board)`` on the same random hands.

Both sides are timed in alternating rounds and the best round of each is kept, so a
busy shared machine hurts both equally. Prints times and ratios; exits 1 if a target
is missed.

    uv run python benchmarks/bench_evaluator.py [--rounds 3] [--single 20000]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from itertools import combinations

import numpy as np
from treys import Card as TCard
from treys import Evaluator as TEvaluator

from drawpoker.cards import full_deck
from drawpoker.evaluator import evaluate, rank_many

N_HANDS = 2_598_960


def best_of(rounds: int, fns: dict[str, Callable[[], object]]) -> dict[str, float]:
    """Run each function ``rounds`` times, interleaved; the fastest time of each."""
    best = dict.fromkeys(fns, float("inf"))
    for _ in range(rounds):
        for name, fn in fns.items():
            t = time.perf_counter()
            fn()
            best[name] = min(best[name], time.perf_counter() - t)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--single", type=int, default=5000, help="random hands for the single-call test")
    args = parser.parse_args(argv)

    deck = full_deck()
    ev = TEvaluator()
    tdeck = [TCard.new(str(c)) for c in deck]
    hands = np.fromiter((i for combo in combinations(range(52), 5) for i in combo),
                        dtype=np.int64, count=5 * N_HANDS).reshape(-1, 5)
    tcombos = list(combinations(tdeck, 5))
    rank_many(hands[:10])  # build tables outside the timing
    five = ev._five

    def ours_batch() -> object:
        return rank_many(hands)

    def treys_batch() -> object:
        return [five(c) for c in tcombos]

    batch = best_of(args.rounds, {"ours": ours_batch, "treys": treys_batch})

    rng = random.Random(3)
    sample = [rng.sample(deck, 5) for _ in range(args.single)]
    tsample = [[TCard.new(str(c)) for c in h] for h in sample]
    evaluate(sample[0])
    t_eval = ev.evaluate

    def ours_single() -> object:
        for h in sample:
            evaluate(h)
        return None

    def treys_single() -> object:
        for h in tsample:
            t_eval(h[:2], h[2:])
        return None

    single = best_of(max(15, 5 * args.rounds), {"ours": ours_single, "treys": treys_single})

    batch_ratio = batch["treys"] / batch["ours"]
    single_ratio = single["treys"] / single["ours"]
    per = {k: v / args.single * 1e6 for k, v in single.items()}
    print(f"batch, all {N_HANDS:,} hands: ours {batch['ours']:.3f} s, "
          f"treys _five {batch['treys']:.3f} s -> {batch_ratio:.2f}x treys (target >= 2x)")
    print(f"single evaluate(): ours {per['ours']:.3f} us, treys evaluate {per['treys']:.3f} us "
          f"-> {single_ratio:.2f}x treys (target >= 1x)")
    ok = batch_ratio >= 2 and single_ratio >= 1
    print("OK" if ok else "TARGET MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
