"""Computer-player speed (issue 5): decision times per level and six-hard-seat hands/s.

Targets: decision time p95 <= 50 ms at every level (betting and the draw counted apart),
and ``simulate`` with six hard seats at >= 50 hands/s. As a reference measured in the same
run (so a busy machine shows as a low reference, not as a slow AI), the engine plays the
same number of six-seat hands with uniformly random legal agents; the AI's rate is printed
as a share of that reference too. Exits 1 if a target is missed.

    uv run python benchmarks/bench_ai.py [--hands 300]
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from drawpoker.ai import make_player
from drawpoker.ai.match import percentile, play_block
from drawpoker.ai.mode import Mode
from drawpoker.ai.tables import tables_for
from drawpoker.engine import ActionType, Hand, TableRules
from drawpoker.engine.agents import random_legal_action

PERSONALITIES = ("shark", "maniac", "rock", "station", "trickster", "shark")


def reference(hands: int) -> float:
    """Engine-only hands/s: six seats, random legal agents."""
    rules = TableRules()
    rng = random.Random(1)
    seats = [(f"P{i}", 50) for i in range(6)]
    start = time.perf_counter()
    for h in range(hands):
        hand = Hand(rules, seats, h % 6, rng, ask_showdown=False)
        hand.start()
        while not hand.is_over:
            legal = hand.legal_actions()
            assert legal is not None
            hand.act(random_legal_action(legal, hand.hands[legal.seat], rng, fold_weight=0.5))
    return hands / (time.perf_counter() - start)


def decision_times(level: str, deals: int) -> tuple[list[float], list[float]]:
    """(betting decision ms, draw decision ms) for six seats of ``level``."""
    rules = TableRules()
    players = [make_player(f"{level}:{p}") for p in PERSONALITIES]
    bet_ms: list[float] = []
    draw_ms: list[float] = []
    for deal in range(deals):
        hand = Hand(rules, [(f"P{i}", 50) for i in range(6)], deal % 6, random.Random(deal),
                    ask_showdown=False)
        hand.start()
        rngs = [random.Random(deal * 10 + i) for i in range(6)]
        while not hand.is_over:
            s = hand.to_act
            assert s is not None
            view = hand.view(s)
            t0 = time.perf_counter()
            d = players[s].decide(view, rngs[s])
            ms = (time.perf_counter() - t0) * 1000
            (draw_ms if d.action.kind == ActionType.DRAW else bet_ms).append(ms)
            hand.act(d.action)
    return bet_ms, draw_ms


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=300, help="hands per measurement")
    args = parser.parse_args()
    tables_for(Mode("high", "none", 5, False)).strength_buckets(7462)  # warm the tables
    ok = True
    ref = reference(args.hands)
    print(f"reference: engine with random agents, six seats: {ref:8.1f} hands/s")
    for level in ("easy", "medium", "hard"):
        bet_ms, draw_ms = decision_times(level, max(60, args.hands // 3))
        for label, xs in (("betting", bet_ms), ("draw", draw_ms)):
            p95 = percentile(xs, 0.95)
            flag = "ok" if p95 <= 50 else "MISSED"
            ok &= p95 <= 50
            print(f"{level:>6} {label:<8} decisions {len(xs):5d}  p50 {percentile(xs, 0.5):6.2f} ms"
                  f"  p95 {p95:6.2f} ms  max {max(xs):7.2f} ms  (target p95 <= 50 ms: {flag})")
    specs = [f"hard:{p}" for p in PERSONALITIES]
    start = time.perf_counter()
    _first, rows, _times = play_block(TableRules().to_dict(), specs, 1, 0, 0, args.hands)
    rate = len(rows) / (time.perf_counter() - start)
    flag = "ok" if rate >= 50 else "MISSED"
    ok &= rate >= 50
    print(f"simulate, six hard seats: {rate:8.1f} hands/s  (target >= 50: {flag}); "
          f"{rate / ref:.3f} of the engine-only reference")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
