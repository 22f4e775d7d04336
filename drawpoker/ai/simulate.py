"""``drawpoker simulate``: computer players against each other, headless, duplicate deals.

Every deal is played once per rotation of the players around the table: the cards of
each seat (and the stub) stay the same while the players move one seat on, so over a
full rotation every player has held every seat's cards from every position and the
luck of the deal cancels. Each hand starts from equal stacks (the table's maximum
buy-in), the button on the last seat. A jackpots deal that nobody opens is redealt
(new cards, the pot carried) until it is played; that chain counts as one hand.

Results are in antes (or big blinds when the table has no ante) won per 100 hands,
with a 95 % confidence interval from the spread of the per-deal results (each deal,
summed over its rotations, is one independent sample). Decision times are measured
around every ``decide``/``choose_discards`` call.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from drawpoker.cards import full_deck
from drawpoker.engine import IllegalAction, TableRules

BLOCK = 200  #: deals per work unit (players keep what they learned within a unit)


@dataclass
class MatchResult:
    """Outcome of a match.

    Attributes:
        specs: the player specs, in seat order of the first rotation.
        deal_profits: per deal, per player: chips won summed over the rotations.
        hands: hands played (deals x rotations).
        seconds: wall time.
        decision_ms: every decision's time (milliseconds), per spec.
        unit: chips per ante (or big blind).
    """

    specs: list[str]
    deal_profits: list[list[float]]
    hands: int
    seconds: float
    decision_ms: dict[str, list[float]] = field(default_factory=dict)
    unit: int = 1

    def per_100(self, player: int) -> tuple[float, float, float]:
        """(antes per 100 hands, CI low, CI high) for ``player``."""
        rot = len(self.specs)
        xs = [d[player] / self.unit for d in self.deal_profits]
        n = len(xs)
        mean = statistics.fmean(xs) if xs else 0.0
        sd = statistics.stdev(xs) if n > 1 else 0.0
        half = 1.96 * sd / math.sqrt(n) if n > 1 else 0.0
        scale = 100.0 / rot
        return mean * scale, (mean - half) * scale, (mean + half) * scale

    def all_decision_ms(self) -> list[float]:
        """Every decision's time in milliseconds."""
        return [t for ts in self.decision_ms.values() for t in ts]


def percentile(xs: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``xs`` (nearest rank); 0 for no data."""
    if not xs:
        return 0.0
    s = sorted(xs)
    return s[min(len(s) - 1, max(0, math.ceil(q * len(s)) - 1))]


def _unit(rules: TableRules) -> int:
    return rules.ante if rules.ante > 0 else max(rules.big_blind, 1)


def play_block(rules_dict: dict[str, Any], specs: Sequence[str], seed: int, rotation: int,
               first_deal: int, last_deal: int) -> tuple[int, list[list[float]],
                                                           dict[str, list[float]]]:
    """Play deals ``first_deal..last_deal-1`` in one rotation; fresh players.

    Returns:
        (first_deal, per-deal per-player chip results, decision times per spec).

    Raises:
        RuntimeError: a player made an illegal action (names it).
    """
    from drawpoker.ai.policy import make_player
    from drawpoker.engine.hand import Hand

    rules = TableRules.from_dict(rules_dict)
    n = len(specs)
    players = [make_player(s) for s in specs]
    names = [f"P{p + 1}" for p in range(n)]
    stack = rules.max_buy_in * _unit(rules)
    jokers = 1 if rules.wild in ("joker", "bug") else 0
    out: list[list[float]] = []
    times: dict[str, list[float]] = {s: [] for s in specs}
    for deal in range(first_deal, last_deal):
        deal_rng = random.Random(seed * 1_000_003 + deal)
        # player p sits at seat (p + rotation) % n
        seat_player = [(s - rotation) % n for s in range(n)]
        stacks = [stack] * n
        button = n - 1
        carried = 0
        dec_rngs = [random.Random((seed * 7_919 + deal) * 31 + p) for p in range(n)]
        for redeal in range(20):
            deck = full_deck(jokers)
            deal_rng.shuffle(deck)
            hole = {s: deck[5 * s: 5 * s + 5] for s in range(n)}
            stub = deck[5 * n:]
            hand = Hand(rules, [(names[seat_player[s]], stacks[s]) for s in range(n)],
                        (button + redeal) % n, random.Random(deal * 17 + redeal), hole=hole,
                        stub=stub, carried_pot=carried, hand_no=deal * 100 + redeal + 1,
                        ask_showdown=False)
            hand.start()
            while not hand.is_over:
                s = hand.to_act
                assert s is not None
                p = seat_player[s]
                view = hand.view(s)
                t0 = time.perf_counter()
                decision = players[p].decide(view, dec_rngs[p])
                times[specs[p]].append((time.perf_counter() - t0) * 1000.0)
                try:
                    hand.act(decision.action)
                except IllegalAction as exc:
                    raise RuntimeError(
                        f"{specs[p]} made an illegal action {decision.action}: {exc.reason}"
                    ) from exc
            for s in range(n):
                obs = getattr(players[seat_player[s]], "observe", None)
                if obs is not None:
                    obs(hand.view(s))
            result = hand.result
            assert result is not None
            stacks = list(result.stacks)
            if result.outcome != "redeal":
                break
            carried = result.carried_pot
        row = [0.0] * n
        for s in range(n):
            row[seat_player[s]] = float(stacks[s] - stack)
        out.append(row)
    return first_deal, out, times


def _work(args: tuple[Any, ...]) -> tuple[int, int, list[list[float]], dict[str, list[float]]]:
    rules_dict, specs, seed, rotation, a, b = args
    first, rows, times = play_block(rules_dict, specs, seed, rotation, a, b)
    return rotation, first, rows, times


def run_match(specs: Sequence[str], rules: TableRules, hands: int, seed: int, *,
              processes: int = 1, progress: bool = False) -> MatchResult:
    """Play about ``hands`` hands (rounded up to whole rotations) with duplicate deals.

    Args:
        specs: one player spec per seat (2 to 8).
        rules: the table rules.
        hands: hands to play in total (deals x rotations).
        seed: seeds every deal and every player's random choices.
        processes: worker processes (results do not depend on it).
        progress: draw a progress bar on stderr.

    Raises:
        ValueError: a bad spec or seat count.
    """
    from drawpoker.ai.policy import make_player

    n = len(specs)
    if not 2 <= n <= 8:
        raise ValueError(f"--seats: a table has 2 to 8 seats, got {n}")
    for s in specs:
        make_player(s)
    deals = max(1, math.ceil(hands / n))
    rules_dict = rules.to_dict()
    units = [(rules_dict, list(specs), seed, r, a, min(a + BLOCK, deals))
             for a in range(0, deals, BLOCK) for r in range(n)]
    per_deal = [[0.0] * n for _ in range(deals)]
    times: dict[str, list[float]] = {s: [] for s in specs}
    start = time.perf_counter()
    done = 0
    bar = _Progress(deals * n) if progress else None

    def collect(item: tuple[int, int, list[list[float]], dict[str, list[float]]]) -> None:
        nonlocal done
        _rot, first, rows, ts = item
        for i, row in enumerate(rows):
            for p in range(n):
                per_deal[first + i][p] += row[p]
        for k, v in ts.items():
            times[k].extend(v)
        done += len(rows)
        if bar:
            bar.update(done)

    if processes > 1:
        with multiprocessing.get_context("spawn").Pool(processes) as pool:
            for item in pool.imap_unordered(_work, units):
                collect(item)
    else:
        for u in units:
            collect(_work(u))
    if bar:
        bar.close()
    return MatchResult(list(specs), per_deal, deals * n, time.perf_counter() - start, times,
                       _unit(rules))


class _Progress:
    """A one-line progress bar on stderr (only drawn when stderr is a terminal)."""

    def __init__(self, total: int) -> None:
        self.total = max(total, 1)
        self.on = sys.stderr.isatty()
        self.t0 = time.perf_counter()

    def update(self, done: int) -> None:
        if not self.on:
            return
        frac = done / self.total
        width = 30
        filled = int(frac * width)
        rate = done / max(time.perf_counter() - self.t0, 1e-9)
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{self.total} "
                         f"hands  {rate:.0f}/s")
        sys.stderr.flush()

    def close(self) -> None:
        if self.on:
            sys.stderr.write("\n")
            sys.stderr.flush()


def load_rules(path: str | None) -> TableRules:
    """Table rules from a JSON file holding a scenario ``rules`` object (or a scenario).

    Raises:
        ValueError: unreadable file or invalid rules (the message names the field).
    """
    if path is None:
        return TableRules()
    from drawpoker.scenario.reader import read_json_file  # the loader `replay` uses

    try:
        data = read_json_file(path)
    except OSError as exc:
        raise ValueError(f"--rules {path}: cannot read: {exc.strerror or exc}") from exc
    except ValueError as exc:  # not UTF-8, not JSON, nested too deeply
        raise ValueError(f"--rules {path}: not valid JSON: {exc}") from exc
    if isinstance(data, dict) and isinstance(data.get("rules"), dict):
        data = data["rules"]
    if not isinstance(data, dict):
        raise ValueError(f"--rules {path}: expected a JSON object of table rules")
    try:
        return TableRules.from_dict(data)
    except ValueError as exc:
        raise ValueError(f"--rules {path}: {exc}") from exc


def max_processes() -> int:
    """The most worker processes ``simulate --processes`` accepts: the CPUs this process
    may run on (more only add start-up time and memory)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def summary(result: MatchResult) -> dict[str, Any]:
    """The ``--json`` object."""
    ms = result.all_decision_ms()
    seats = []
    for p, spec in enumerate(result.specs):
        mean, lo, hi = result.per_100(p)
        seats.append({"spec": spec, "antes_per_100": round(mean, 3),
                      "ci95": [round(lo, 3), round(hi, 3)]})
    return {
        "hands": result.hands,
        "hands_per_second": round(result.hands / max(result.seconds, 1e-9), 2),
        "seats": seats,
        "decision_ms": {"p50": round(percentile(ms, 0.5), 3),
                        "p95": round(percentile(ms, 0.95), 3),
                        "max": round(max(ms) if ms else 0.0, 3)},
    }


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``drawpoker simulate``; returns the exit status (0 ok, 2 bad arguments)."""
    parser = argparse.ArgumentParser(
        prog="drawpoker simulate",
        description="Play computer players against each other headless with duplicate deals "
                    "and print each seat's result in antes per 100 hands (95 % CI).")
    parser.add_argument("--hands", type=int, required=True, metavar="N",
                        help="hands to play (rounded up to whole rotations of the seats)")
    parser.add_argument("--seats", required=True, metavar="SPEC,SPEC,...",
                        help="LEVEL:PERSONALITY (easy|medium|hard : shark|maniac|rock|station|"
                             "trickster) or a baseline: random, station, maniac, rock, seed-rules, "
                             "bettor")
    parser.add_argument("--seed", type=int, default=1, metavar="S", help="random seed")
    parser.add_argument("--rules", metavar="FILE.json",
                        help="table rules (the scenario-format rules object)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--processes", type=int, default=1, metavar="P",
                        help="worker processes, 1 to the number of CPUs (default 1; "
                             "results do not depend on it)")
    args = parser.parse_args(list(argv) if argv is not None else None)
    try:
        if args.hands < 1:
            raise ValueError("--hands must be at least 1")
        cap = max_processes()
        if not 1 <= args.processes <= cap:
            raise ValueError(f"--processes must be between 1 and {cap} (the CPUs this "
                             f"computer lets the game use), got {args.processes}")
        specs = [s.strip() for s in args.seats.split(",") if s.strip()]
        rules = load_rules(args.rules)
        result = run_match(specs, rules, args.hands, args.seed,
                           processes=args.processes, progress=not args.json)
    except ValueError as exc:
        print(f"drawpoker simulate: error: {exc}", file=sys.stderr)
        return 2
    data = summary(result)
    if args.json:
        print(json.dumps(data))
        return 0
    print(f"{data['hands']} hands, {data['hands_per_second']} hands/s, duplicate deals")
    print(f"{'seat':<5} {'player':<18} {'antes/100':>10}  95 % CI")
    for i, s in enumerate(data["seats"]):
        lo, hi = s["ci95"]
        print(f"{i + 1:<5} {s['spec']:<18} {s['antes_per_100']:>10.2f}  [{lo:.2f}, {hi:.2f}]")
    d = data["decision_ms"]
    print(f"decision time (ms): p50 {d['p50']}  p95 {d['p95']}  max {d['max']}")
    for spec, ts in result.decision_ms.items():
        if ts:
            print(f"  {spec:<18} p50 {percentile(ts, 0.5):.3f}  p95 {percentile(ts, 0.95):.3f}  "
                  f"max {max(ts):.3f}  ({len(ts)} decisions)")
    return 0
