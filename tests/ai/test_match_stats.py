"""A match's statistics are running totals (issue 28 #10): memory is flat in the number of
hands, the figures are those of the whole list of deals (exact sums, percentiles within
one 2 % bin), and they do not depend on the order the work units finish in."""

from __future__ import annotations

import random
import statistics
import tracemalloc

import pytest

from drawpoker.ai.match import percentile
from drawpoker.ai.match_stats import Collector, SeatTotals, TimeHistogram

SPECS = ["a", "b", "c"]


def _units(deals: int, seed: int = 1):  # type: ignore[no-untyped-def]
    """Work units of 200 deals for 3 rotations, as ``run_match``'s workers return them."""
    rng = random.Random(seed)
    for first in range(0, deals, 200):
        for rotation in range(3):
            rows = [[float(rng.randint(-50, 50)) for _ in SPECS] for _ in range(200)]
            times = {s: [rng.expovariate(1.0) for _ in range(600)] for s in SPECS}
            yield rotation, first, rows, times


def _peak(deals: int) -> int:
    collector = Collector(SPECS)
    tracemalloc.start()
    for unit in _units(deals):
        collector.collect(unit)
        del unit
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert collector.hands == deals * 3
    return peak


@pytest.mark.reported("issue-28#10")
def test_memory_is_flat_in_the_number_of_hands() -> None:
    """Failed before: every deal's result and every decision's time were kept (145 MB at
    200,000 hands); ten times the hands now take about the same memory."""
    small, large = _peak(2_000), _peak(20_000)
    assert large < small * 1.3 + 64_000, (small, large)


def test_the_totals_are_those_of_every_deal_in_any_order() -> None:
    units = list(_units(1_000, seed=4))
    ordered, shuffled = Collector(SPECS), Collector(SPECS)
    for unit in units:
        ordered.collect(unit)
    random.Random(2).shuffle(units)
    for unit in units:
        shuffled.collect(unit)
    assert ordered.seats == shuffled.seats
    deals = [[0.0] * 3 for _ in range(1_000)]
    for _rotation, first, rows, _times in units:
        for i, row in enumerate(rows):
            for p in range(3):
                deals[first + i][p] += row[p]
    for p in range(3):
        xs = [d[p] for d in deals]
        assert ordered.seats[p].mean() == pytest.approx(statistics.fmean(xs))
        assert ordered.seats[p].stdev() == pytest.approx(statistics.stdev(xs))


def test_percentiles_are_within_one_bin() -> None:
    rng = random.Random(3)
    xs = [rng.lognormvariate(0, 1.5) for _ in range(5_000)]
    hist = TimeHistogram()
    hist.add_all(xs)
    for q in (0.5, 0.95, 0.99):
        exact = percentile(xs, q)
        assert exact <= hist.percentile(q) <= exact * TimeHistogram.RATIO + 1e-12
    assert hist.worst == max(xs) and hist.count == len(xs)
    assert TimeHistogram().percentile(0.5) == 0.0 and SeatTotals().stdev() == 0.0
