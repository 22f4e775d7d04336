"""Matches of computer players against each other, headless, with duplicate deals.

Every deal is played once per rotation of the players around the table: the cards of
each seat (and the stub) stay the same while the players move one seat on, so over a
full rotation every player has held every seat's cards from every position and the
luck of the deal cancels. Each hand starts from equal stacks (the table's maximum
buy-in), the button on the last seat. A jackpots deal that nobody opens is redealt
(new cards, the pot carried) until it is played; that chain counts as one hand.

Results are in antes (or big blinds when the table has no ante) won per 100 hands,
with a 95 % confidence interval from the spread of the per-deal results (each deal,
summed over its rotations, is one independent sample), kept as running totals
(:mod:`drawpoker.ai.match_stats`): memory is flat in the number of hands. Decision times are measured
around every ``decide``/``choose_discards`` call. Pure: the command line front end is
:mod:`drawpoker.cli.simulate`.
"""

from __future__ import annotations

import math
import multiprocessing
import random
import signal
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from drawpoker.ai.factory import make_player
from drawpoker.ai.match_stats import Collector, SeatTotals, TimeHistogram
from drawpoker.cards import full_deck
from drawpoker.engine import IllegalAction, TableRules
from drawpoker.engine.hand import Hand

BLOCK = 200  #: deals per work unit (players keep what they learned within a unit)


@dataclass
class MatchResult:
    """Outcome of a match (running totals: memory does not grow with the hands).

    Attributes:
        specs: the player specs, in seat order of the first rotation.
        seats: per player, the per-deal results (chips summed over the rotations).
        hands: hands played (deals x rotations).
        seconds: wall time.
        decision_ms: decision times (milliseconds of the deciding process's CPU time,
            ``time.process_time``), per spec.
        unit: chips per ante (or big blind).
        cpu_seconds: CPU time the hands took, summed over the processes that played
            them (``time.process_time``): unlike ``seconds``, not stretched by other
            programs on a busy machine.
    """

    specs: list[str]
    seats: list[SeatTotals]
    hands: int
    seconds: float
    decision_ms: dict[str, TimeHistogram] = field(default_factory=dict)
    unit: int = 1
    cpu_seconds: float = 0.0

    def per_100(self, player: int) -> tuple[float, float, float]:
        """(antes per 100 hands, CI low, CI high) for ``player``."""
        rot = len(self.specs)
        totals = self.seats[player]
        mean = totals.mean() / self.unit
        sd = totals.stdev() / self.unit
        half = 1.96 * sd / math.sqrt(totals.n) if totals.n > 1 else 0.0
        scale = 100.0 / rot
        return mean * scale, (mean - half) * scale, (mean + half) * scale

    def all_decision_ms(self) -> TimeHistogram:
        """Every decision's time (milliseconds), all specs together."""
        every = TimeHistogram()
        for times in self.decision_ms.values():
            every.merge(times)
        return every


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
        (first_deal, per-deal per-player chip results, decision times per spec in
        milliseconds of this process's CPU time).

    Raises:
        RuntimeError: a player made an illegal action (names it).
    """
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
                t0 = time.process_time()
                decision = players[p].decide(view, dec_rngs[p])
                times[specs[p]].append((time.process_time() - t0) * 1000.0)
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


def _work(args: tuple[Any, ...]) -> tuple[tuple[int, int, list[list[float]],
                                                 dict[str, list[float]]], float]:
    """One work unit: (its :data:`~drawpoker.ai.match_stats.Unit`, the CPU seconds it took)."""
    rules_dict, specs, seed, rotation, a, b = args
    cpu = time.process_time()
    first, rows, times = play_block(rules_dict, specs, seed, rotation, a, b)
    return (rotation, first, rows, times), time.process_time() - cpu


#: ``progress(done, total)``: hands played so far out of all hands of the match.
Progress = Callable[[int, int], None]


def _start_pool(processes: int) -> Any:
    """A spawn pool whose workers ignore Ctrl-C (it reaches the whole process group; the
    parent stops the pool): SIGINT is ignored while they start, so they inherit that."""
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        return multiprocessing.get_context("spawn").Pool(processes)
    finally:
        signal.signal(signal.SIGINT, previous)


def run_match(specs: Sequence[str], rules: TableRules, hands: int, seed: int, *,
              processes: int = 1, progress: Progress | None = None) -> MatchResult:
    """Play about ``hands`` hands (rounded up to whole rotations) with duplicate deals.

    Args:
        specs: one player spec per seat (2 to 8).
        rules: the table rules.
        hands: hands to play in total (deals x rotations).
        seed: seeds every deal and every player's random choices.
        processes: worker processes (results do not depend on it).
        progress: called after each finished work unit with (hands done, hands in all).

    Raises:
        ValueError: a bad spec or seat count.
    """
    n = len(specs)
    if not 2 <= n <= 8:
        raise ValueError(f"--seats: a table has 2 to 8 seats, got {n}")
    for s in specs:
        make_player(s)
    deals = max(1, math.ceil(hands / n))
    rules_dict = rules.to_dict()
    units = [(rules_dict, list(specs), seed, r, a, min(a + BLOCK, deals))
             for a in range(0, deals, BLOCK) for r in range(n)]
    totals = Collector(specs)
    start = time.perf_counter()
    total = deals * n
    cpu = [0.0]

    def collect(item: tuple[tuple[int, int, list[list[float]], dict[str, list[float]]],
                            float]) -> None:
        totals.collect(item[0])
        cpu[0] += item[1]
        if progress is not None:
            progress(totals.hands, total)

    if processes > 1:
        with _start_pool(processes) as pool:
            for item in pool.imap_unordered(_work, units):
                collect(item)
    else:
        for u in units:
            collect(_work(u))
    return MatchResult(list(specs), totals.seats, deals * n, time.perf_counter() - start,
                       totals.times, _unit(rules), cpu[0])
