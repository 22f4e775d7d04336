"""Matches between computer players (``run_match``): duplicate deals cancel luck and are reproducible; percentiles."""

from __future__ import annotations

from drawpoker.ai.match import percentile, run_match
from drawpoker.engine import TableRules


def test_duplicate_deals_cancel_luck_and_are_reproducible() -> None:
    rules = TableRules()
    a = run_match(["station", "station"], rules, 60, seed=9)
    # two identical players on duplicate deals: every deal's luck cancels exactly
    assert all(s.n == 30 and s.total == 0 and s.squares == 0 for s in a.seats)
    b = run_match(["hard:shark", "rock"], rules, 60, seed=9)
    c = run_match(["hard:shark", "rock"], rules, 60, seed=9)
    assert b.seats == c.seats
    d = run_match(["hard:shark", "rock"], rules, 60, seed=10)
    assert b.seats != d.seats


def test_percentile() -> None:
    assert percentile([], 0.5) == 0.0
    assert percentile([3.0, 1.0, 2.0], 0.5) == 2.0
    assert percentile(list(range(1, 101)), 0.95) == 95


def test_speed_is_counted_in_cpu_time() -> None:
    """The hands' CPU time is summed (the strength report's rates use it, so a loaded
    machine does not distort them); it cannot exceed the wall time of one process by
    more than the clocks' rounding."""
    res = run_match(["hard:shark", "rock"], TableRules(), 20, seed=3)
    assert res.cpu_seconds > 0.0
    assert res.cpu_seconds <= res.seconds * 1.05 + 0.01
    assert sum(h.count for h in res.decision_ms.values()) > 0
