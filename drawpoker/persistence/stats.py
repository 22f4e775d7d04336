"""Statistics of the player's hands: starting-hand categories and aggregates over records.

API (pure; per-hand summaries are in ``summaries``; starting-hand categories and their
labels are :mod:`drawpoker.handshape`'s ``starting_hand_category``/``category_label``):
    ``compute_statistics(hands, *, starting_total=None, refills=(), total_now=None)
    -> Statistics``: every
    figure and chart series of the statistics screen (see ``Statistics``);
    ``round_rates(token_lists) -> RoundRates`` (open rate = opens / (checks + opens); call,
    raise and fold rates each over calls + raises + folds; tokens:
    ``summaries.DECISION_TOKENS``); ``results_by_category(hands)``; ``draw_histogram(hands)``.
Won: took chips from at least one pot. Biggest pot: of a hand the player was still in at its
end (at the showdown, or the pot his) / won chips from; a pot he folded out of is not his.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from drawpoker.handshape import CATEGORY_ORDER, category_label
from drawpoker.persistence.records import HandRecord


@dataclass(frozen=True, slots=True)
class RoundRates:
    """How the player acted in one betting round (before or after the draw).

    Attributes:
        checks / opens / calls / raises / folds: decision counts.
        unopened: checks + opens (chances to open). facing: calls + raises + folds.
        open_rate: opens / unopened; call_rate, raise_rate, fold_rate: each / facing.
            Each is a fraction 0..1, or ``None`` when there was no chance.
    """

    checks: int
    opens: int
    calls: int
    raises: int
    folds: int

    @property
    def decisions(self) -> int:
        """All decisions counted."""
        return self.checks + self.opens + self.calls + self.raises + self.folds

    @property
    def unopened(self) -> int:
        """Decisions taken with no voluntary bet to face."""
        return self.checks + self.opens

    @property
    def facing(self) -> int:
        """Decisions taken facing a bet."""
        return self.calls + self.raises + self.folds

    @property
    def open_rate(self) -> float | None:
        """Opens per chance to open."""
        return self.opens / self.unopened if self.unopened else None

    @property
    def call_rate(self) -> float | None:
        """Calls per decision facing a bet."""
        return self.calls / self.facing if self.facing else None

    @property
    def raise_rate(self) -> float | None:
        """Raises per decision facing a bet."""
        return self.raises / self.facing if self.facing else None

    @property
    def fold_rate(self) -> float | None:
        """Folds per decision facing a bet."""
        return self.folds / self.facing if self.facing else None


def round_rates(token_lists: Iterable[Sequence[str]]) -> RoundRates:
    """Count ``DECISION_TOKENS`` over many hands' lists into a :class:`RoundRates`."""
    counts: Counter[str] = Counter()
    for tokens in token_lists:
        counts.update(tokens)
    return RoundRates(counts["check"], counts["open"], counts["call"], counts["raise"],
                      counts["fold"])


@dataclass(frozen=True, slots=True)
class CategoryResult:
    """Results with one starting-hand category.

    Attributes:
        category: the key; ``label`` its translated name (at computation time).
        hands / won: hands dealt this category / won.
        net: chips won or lost with it in total; ``average_net`` per hand (float).
        win_rate: won / hands.
    """

    category: str
    label: str
    hands: int
    won: int
    net: int

    @property
    def win_rate(self) -> float:
        """Hands won per hand played with this category."""
        return self.won / self.hands if self.hands else 0.0

    @property
    def average_net(self) -> float:
        """Chips per hand with this category."""
        return self.net / self.hands if self.hands else 0.0


def results_by_category(hands: Iterable[HandRecord], *,
                        passed_out: int = 0) -> tuple[CategoryResult, ...]:
    """Per starting-hand category, in ``CATEGORY_ORDER``, only categories that occurred.

    Args:
        hands: the hands (each counted once, by the cards of the deal that was played).
        passed_out: jackpots deals nobody opened among them: the row ``passed_out``
            (not won, result 0), so the rows add up to the hands played.
    """
    played: Counter[str] = Counter()
    won: Counter[str] = Counter()
    net: Counter[str] = Counter()
    played["passed_out"] = passed_out
    for h in hands:
        played[h.start_category] += 1
        won[h.start_category] += int(h.won)
        net[h.start_category] += h.net
    order = list(CATEGORY_ORDER) + sorted(k for k in played if k not in CATEGORY_ORDER)
    return tuple(
        CategoryResult(k, category_label(k), played[k], won[k], net[k])
        for k in order if played[k]
    )


def draw_histogram(hands: Iterable[HandRecord], *, passed_out: int = 0) -> dict[int | None, int]:
    """How many hands the player drew 0..5 cards in; key ``None``: he did not draw (deals
    nobody opened, ``passed_out``, included)."""
    counts: dict[int | None, int] = {n: 0 for n in range(6)}
    counts[None] = passed_out
    for h in hands:
        counts[h.draw_count] = counts.get(h.draw_count, 0) + 1
    return counts


@dataclass(frozen=True, slots=True)
class SeriesPoint:
    """One point of a chart: ``index`` (1 = first hand shown), ``hand_id``, ``played_at``,
    ``value`` (chips)."""

    index: int
    hand_id: int
    played_at: str
    value: int


@dataclass(frozen=True, slots=True)
class Statistics:
    """Every figure of the statistics screen.

    Attributes:
        hands_played / hands_won: counts; ``win_rate`` won / played (0.0 with no hands).
            Every figure and chart counts hands the same way, as the table numbers them:
            a jackpots deal nobody opened (docs/rules.md: the cards are dealt again, the pot
            stays) is a hand of its own, not won, with a result of 0 (its ante plays on in
            the redeal's pot, whose result counts it). So the charts have a bar of 0 for it,
            the starting-hands table a row ``passed_out`` for such deals, and
            ``passed_out`` counts them.
        net: sum of the hands' nets (chips).
        biggest_pot / biggest_pot_won: largest pot total (chips) of a hand the player was
            still in at its end (:func:`played_to_the_end`) / won chips from (0 if none).
        showdowns / showdowns_won: hands that reached the showdown with the player in / won.
        before_draw / after_draw: :class:`RoundRates`.
        by_category: :class:`CategoryResult` per starting-hand category.
        draw_counts: ``draw_histogram``; ``average_draw``: mean cards drawn when drawing.
        bankroll_series: the player's chips (bankroll + at the table) after each hand, oldest
            first; preceded by a point with index 0 and hand_id 0 when ``starting_total``
            was given, and followed by a last point with hand_id 0 (the ledger's figure
            now) when ``total_now`` was given and chips moved after the last hand (a
            tournament's buy-in or prize, a fresh bankroll).
        results_series: each hand's net, oldest first. ``cumulative_series``: running net.
        refills: ``(index in bankroll_series, chips)`` per fresh bankroll the house gave
            when the player was broke: the point of the first hand after it (the chart
            marks the jump there).
    """

    hands_played: int
    hands_won: int
    net: int
    biggest_pot: int
    biggest_pot_won: int
    showdowns: int
    showdowns_won: int
    before_draw: RoundRates
    after_draw: RoundRates
    by_category: tuple[CategoryResult, ...]
    draw_counts: dict[int | None, int]
    bankroll_series: tuple[SeriesPoint, ...]
    results_series: tuple[SeriesPoint, ...]
    cumulative_series: tuple[SeriesPoint, ...]
    refills: tuple[tuple[int, int], ...] = ()
    passed_out: int = 0

    @property
    def win_rate(self) -> float:
        """Hands won per hand played."""
        return self.hands_won / self.hands_played if self.hands_played else 0.0

    @property
    def showdown_win_rate(self) -> float:
        """Showdowns won per showdown reached."""
        return self.showdowns_won / self.showdowns if self.showdowns else 0.0

    @property
    def average_draw(self) -> float | None:
        """Mean cards drawn over the hands where the player drew (None if never)."""
        drew = {k: v for k, v in self.draw_counts.items() if k is not None}
        n = sum(drew.values())
        return sum(k * v for k, v in drew.items()) / n if n else None


def played_to_the_end(hand: HandRecord) -> bool:
    """Whether the player was still in ``hand`` at its end: at the showdown, or the pot
    (or part of it) his; a hand he folded is not."""
    return hand.showdown or hand.won


def compute_statistics(
    hands: Sequence[HandRecord], *, starting_total: int | None = None,
    refills: Sequence[tuple[int | None, int]] = (), total_now: int | None = None,
) -> Statistics:
    """All statistics over ``hands`` (any order; charts are sorted oldest first by id).

    Args:
        hands: the hands to count (e.g. all, one session, the last 100).
        starting_total: the player's chips before the first of them, to start the
            bankroll chart (e.g. ``PlayerInfo.starting_bankroll``), or None.
        refills: ``(hand_id, chips)`` per fresh bankroll from the house: ``hand_id`` is
            the first hand after it (``Profile.refills``), None when no hand came after
            it (marked at the last point, ``total_now``'s); refills before hands not
            counted here are left out.
        total_now: the player's chips now as the ledger has them (the last entry's
            ``total_after``: the same ledger as the title's bankroll), or None; the chart
            ends there, so chips that moved outside a hand are not left out.
    """
    ordered = sorted(hands, key=lambda h: h.id)
    bankroll: list[SeriesPoint] = []
    if starting_total is not None:
        bankroll.append(SeriesPoint(0, 0, "", starting_total))
    results: list[SeriesPoint] = []
    cumulative: list[SeriesPoint] = []
    running = 0
    i = 0
    for h in ordered:
        for _deal in range(max(1, h.deals) - 1):  # deals nobody opened: no chips won or lost
            i += 1
            bankroll.append(SeriesPoint(i, h.id, h.played_at, h.total_after - h.net))
            results.append(SeriesPoint(i, h.id, h.played_at, 0))
            cumulative.append(SeriesPoint(i, h.id, h.played_at, running))
        i += 1
        running += h.net
        bankroll.append(SeriesPoint(i, h.id, h.played_at, h.total_after))
        results.append(SeriesPoint(i, h.id, h.played_at, h.net))
        cumulative.append(SeriesPoint(i, h.id, h.played_at, running))
    index: dict[int | None, int] = {}
    for k, p in enumerate(bankroll):
        if p.hand_id:
            index.setdefault(p.hand_id, k)  # a refill is marked at the hand's first deal
    if total_now is not None and bankroll and total_now != bankroll[-1].value:
        index[None] = len(bankroll)  # a refill after the last hand: marked at this point
        bankroll.append(SeriesPoint(i + 1, 0, "", total_now))
    passed = sum(max(1, h.deals) - 1 for h in ordered)
    return Statistics(
        hands_played=len(results),
        hands_won=sum(1 for h in ordered if h.won),
        net=running,
        biggest_pot=max((h.pot for h in ordered if played_to_the_end(h)), default=0),
        biggest_pot_won=max((h.pot for h in ordered if h.won), default=0),
        showdowns=sum(1 for h in ordered if h.showdown),
        showdowns_won=sum(1 for h in ordered if h.showdown_won),
        before_draw=round_rates(h.actions_pre for h in ordered),
        after_draw=round_rates(h.actions_post for h in ordered),
        by_category=results_by_category(ordered, passed_out=passed),
        draw_counts=draw_histogram(ordered, passed_out=passed),
        bankroll_series=tuple(bankroll),
        results_series=tuple(results),
        cumulative_series=tuple(cumulative),
        refills=tuple((index[hid], amount) for hid, amount in refills if hid in index),
        passed_out=passed,
    )
