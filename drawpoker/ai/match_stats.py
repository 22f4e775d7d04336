"""A match's statistics kept as running totals, so memory stays flat in the number of
hands (``drawpoker simulate`` plays up to a million): never one entry per deal or per
decision.

API:
    ``SeatTotals``: one player's per-deal results as exact whole-chip sums (``n``,
    ``total``, ``squares``); ``mean()``, ``stdev()`` (sample), in chips. Exact integers,
    so the figures do not depend on the order the work units finish in.
    ``TimeHistogram``: decision times (milliseconds) in logarithmic bins 2 % wide from
    :data:`TimeHistogram.LOW_MS`; ``add(ms)``, ``merge(other)``, ``count``, ``worst``,
    ``percentile(q)`` (the nearest-rank quantile, within one bin: 2 %).
    ``Collector(specs)``: folds finished work units (``rotation``, ``first_deal``,
    ``rows``, ``times``) into the totals; a deal counts once all its rotations are in,
    so only the deals of unfinished units are held.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field


@dataclass
class SeatTotals:
    """One player's results per deal (chips, summed over the rotations of the deal).

    Attributes:
        n: deals counted.
        total: the sum of the results (chips).
        squares: the sum of their squares (chips²).
    """

    n: int = 0
    total: int = 0
    squares: int = 0

    def add(self, chips: int) -> None:
        """Count one deal's result (whole chips)."""
        self.n += 1
        self.total += chips
        self.squares += chips * chips

    def mean(self) -> float:
        """The mean result per deal (chips); 0 for no deal."""
        return self.total / self.n if self.n else 0.0

    def stdev(self) -> float:
        """The sample standard deviation of the results (chips); 0 below two deals."""
        if self.n < 2:
            return 0.0
        spread = self.squares * self.n - self.total * self.total  # exact, >= 0
        return math.sqrt(spread / (self.n * (self.n - 1)))


@dataclass
class TimeHistogram:
    """Decision times in bins of :data:`RATIO` (2 %) from :data:`LOW_MS` up.

    Attributes:
        bins: bin index -> decisions in it (only bins used are kept: a few hundred at most).
        count: decisions counted.
        worst: the longest time (ms), exact.
    """

    LOW_MS = 0.001
    RATIO = 1.02
    bins: dict[int, int] = field(default_factory=dict)
    count: int = 0
    worst: float = 0.0

    def _bin(self, ms: float) -> int:
        if ms <= self.LOW_MS:
            return 0
        return 1 + int(math.log(ms / self.LOW_MS) / math.log(self.RATIO))

    def add(self, ms: float) -> None:
        """Count one decision of ``ms`` milliseconds."""
        k = self._bin(ms)
        self.bins[k] = self.bins.get(k, 0) + 1
        self.count += 1
        self.worst = max(self.worst, ms)

    def add_all(self, times: Iterable[float]) -> None:
        """Count every time of ``times`` (ms)."""
        for ms in times:
            self.add(ms)

    def merge(self, other: TimeHistogram) -> None:
        """Count ``other``'s decisions too."""
        for k, c in other.bins.items():
            self.bins[k] = self.bins.get(k, 0) + c
        self.count += other.count
        self.worst = max(self.worst, other.worst)

    def percentile(self, q: float) -> float:
        """The ``q`` quantile (0..1, nearest rank) in ms, as the upper edge of its bin (at
        most :attr:`worst`); 0 for no data."""
        if not self.count:
            return 0.0
        rank = min(self.count, max(1, math.ceil(q * self.count)))
        seen = 0
        for k in sorted(self.bins):
            seen += self.bins[k]
            if seen >= rank:
                return min(self.worst, self.LOW_MS * self.RATIO ** k)
        return self.worst


#: one finished work unit: (rotation, first deal, per-deal per-player chips, times by spec)
Unit = tuple[int, int, Sequence[Sequence[float]], Mapping[str, Sequence[float]]]


class Collector:
    """The running totals of a match of ``specs`` (one per seat), fed finished units.

    Attributes:
        seats: one :class:`SeatTotals` per player.
        times: decision times by spec.
        hands: hands counted (deals x rotations).
    """

    def __init__(self, specs: Sequence[str]) -> None:
        self.n = len(specs)
        self.seats = [SeatTotals() for _ in specs]
        self.times = {s: TimeHistogram() for s in specs}
        self.hands = 0
        #: deals whose rotations are not all in yet: first deal -> (rotations in, sums)
        self._open: dict[int, tuple[int, list[list[int]]]] = {}

    def collect(self, unit: Unit) -> int:
        """Fold one finished unit in; returns the hands it played."""
        _rotation, first, rows, times = unit
        seen, sums = self._open.get(first, (0, [[0] * self.n for _ in rows]))
        for i, row in enumerate(rows):
            for p in range(self.n):
                sums[i][p] += round(row[p])
        for spec, ts in times.items():
            self.times[spec].add_all(ts)
        seen += 1
        if seen == self.n:  # every rotation of these deals is in: one sample per deal
            del self._open[first]
            for deal in sums:
                for p in range(self.n):
                    self.seats[p].add(deal[p])
        else:
            self._open[first] = (seen, sums)
        self.hands += len(rows)
        return len(rows)
