"""Statistics of the player's hands: starting-hand categories and aggregates over records.

API (pure; per-hand summaries are in ``summaries``):
    ``starting_hand_category(cards, game="high", wild="none") -> str`` (a key of
    ``CATEGORY_ORDER``); ``category_label(key) -> str`` (translated).
    ``compute_statistics(hands, *, starting_total=None, refills=()) -> Statistics``: every
    figure and chart series of the statistics screen (see ``Statistics``);
    ``round_rates(token_lists) -> RoundRates`` (open rate = opens / (checks + opens); call,
    raise and fold rates each over calls + raises + folds; tokens:
    ``summaries.DECISION_TOKENS``); ``results_by_category(hands)``; ``draw_histogram(hands)``.
Won: took chips from at least one pot. Biggest pot: of a hand played / won chips from.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from drawpoker.cards import Card
from drawpoker.i18n import N_, _
from drawpoker.persistence.records import HandRecord

#: starting-hand categories, best first within each game family.
CATEGORY_ORDER: tuple[str, ...] = (
    "pat", "trips", "two_pair", "high_pair", "low_pair", "four_flush", "four_straight", "high_card",
    "low_pat_7", "low_pat_8", "low_pat_9", "low_pat_10", "low_draw_1", "low_draw_2", "low_rough",
    "unknown", "passed_out")

_CATEGORY_LABELS: dict[str, str] = {
    "pat": N_("Pat hand (straight or better)"),
    "trips": N_("Three of a kind"),
    "two_pair": N_("Two pair"),
    "high_pair": N_("Pair of jacks or better"),
    "low_pair": N_("Pair of tens or lower"),
    "four_flush": N_("Four to a flush"),
    "four_straight": N_("Four to a straight"),
    "high_card": N_("No pair, no draw"),
    "low_pat_7": N_("Pat seven or better"),
    "low_pat_8": N_("Pat eight"),
    "low_pat_9": N_("Pat nine"),
    "low_pat_10": N_("Pat ten"),
    "low_draw_1": N_("One-card draw to an eight or better"),
    "low_draw_2": N_("Two-card draw to an eight or better"),
    "low_rough": N_("Rough low hand"),
    "unknown": N_("Unknown"),
    "passed_out": N_("Deal nobody opened (dealt again)"),
}


def category_label(key: str) -> str:
    """The translated name of a starting-hand category key (``"unknown"`` for others)."""
    return _(_CATEGORY_LABELS.get(key, _CATEGORY_LABELS["unknown"]))


def _is_wild(card: Card, wild: str) -> bool:
    if card.rank == 0:
        return wild in ("joker", "bug")
    return wild == "deuces" and card.rank == 2


def _windows() -> list[set[int]]:
    """The ten straights as rank sets (ace 14; the wheel is A-2-3-4-5), RULES.md §1."""
    return [{14, 2, 3, 4, 5}] + [set(range(low, low + 5)) for low in range(2, 11)]


def _straight_possible(ranks: set[int], wilds: int) -> bool:
    """Can the distinct ``ranks`` plus ``wilds`` fill one straight?"""
    return any(ranks <= w and len(ranks) + wilds >= 5 for w in _windows())


def _draw_to_straight(ranks: set[int], wilds: int) -> bool:
    """Four (with wilds) of the five ranks of some straight."""
    return any(len(ranks & w) + wilds >= 4 for w in _windows())


def starting_hand_category(cards: Sequence[Card], game: str = "high", wild: str = "none") -> str:
    """Group five dealt cards for the "results by starting hand" table.

    High game (RULES.md §1): ``pat`` (straight or better), ``trips``, ``two_pair``,
    ``high_pair`` (jacks or better), ``low_pair``, ``four_flush``, ``four_straight``,
    ``high_card``. Wild cards are counted the best way for the grouping (the bug counts as
    fully wild here, a simplification).
    Lowball (``ace-to-five``: ace low, straights and flushes ignored; ``deuce-to-seven``:
    ace high, a straight or flush is not pat): ``low_pat_7`` / ``_8`` / ``_9`` / ``_10``
    (no pair, by top card, ten or lower), else ``low_draw_1`` (four different cards of 8
    or lower), ``low_draw_2`` (three), ``low_rough``.

    Raises:
        ValueError: not exactly five cards.
    """
    if len(cards) != 5:
        raise ValueError(f"a starting hand has 5 cards, got {len(cards)}")
    wilds = sum(1 for c in cards if _is_wild(c, wild))
    naturals = [c for c in cards if not _is_wild(c, wild)]
    if game in ("ace-to-five", "deuce-to-seven"):
        return _low_category(naturals, wilds, game)
    counts = sorted(Counter(c.rank for c in naturals).values(), reverse=True) or [0]
    top = counts[0] + wilds
    second = counts[1] if len(counts) > 1 else 0
    suits = {c.suit for c in naturals}
    distinct = {c.rank for c in naturals}
    flush = len(suits) <= 1
    straight = len(distinct) == len(naturals) and _straight_possible(distinct, wilds)
    if top >= 4 or (top >= 3 and second >= 2) or flush or straight:
        return "pat"
    if top == 3:
        return "trips"
    if top == 2 and second == 2:
        return "two_pair"
    if top == 2:
        pairs = [r for r, n in Counter(c.rank for c in naturals).items() if n >= 2]
        pair_rank = max(pairs) if pairs else max(distinct)
        return "high_pair" if pair_rank >= 11 else "low_pair"
    suit_counts = Counter(c.suit for c in naturals)
    if max(suit_counts.values()) + wilds >= 4:
        return "four_flush"
    if _draw_to_straight(distinct, wilds):
        return "four_straight"
    return "high_card"


def _low_category(naturals: Sequence[Card], wilds: int, game: str) -> str:
    ace = 1 if game == "ace-to-five" else 14
    values = [ace if c.rank == 14 else c.rank for c in naturals]
    distinct = sorted(set(values))
    # wild cards take the lowest values not held (RULES.md §1, ace-to-five joker rule)
    pool = [v for v in range(1 if game == "ace-to-five" else 2, 15) if v not in distinct]
    filled = sorted(distinct + pool[:wilds])
    if len(distinct) == len(values) and len(filled) == 5:
        bad = False
        if game == "deuce-to-seven" and not wilds:
            suits = {c.suit for c in naturals}
            run = filled == list(range(filled[0], filled[0] + 5))
            bad = len(suits) == 1 or run
        if not bad:
            high = filled[-1]
            if high <= 10:
                return "low_pat_7" if high <= 7 else f"low_pat_{high}"
    low_cards = {v for v in distinct if v <= 8}
    if len(low_cards) + wilds >= 4:
        return "low_draw_1"
    if len(low_cards) + wilds >= 3:
        return "low_draw_2"
    return "low_rough"


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
            a jackpots deal nobody opened (RULES.md: the cards are dealt again, the pot
            stays) is a hand of its own, not won, with a result of 0 (its ante plays on in
            the redeal's pot, whose result counts it). So the charts have a bar of 0 for it,
            the starting-hands table a row ``passed_out`` for such deals, and
            ``passed_out`` counts them.
        net: sum of the hands' nets (chips).
        biggest_pot / biggest_pot_won: largest pot total played / won chips from (0 if none).
        showdowns / showdowns_won: hands that reached the showdown with the player in / won.
        before_draw / after_draw: :class:`RoundRates`.
        by_category: :class:`CategoryResult` per starting-hand category.
        draw_counts: ``draw_histogram``; ``average_draw``: mean cards drawn when drawing.
        bankroll_series: the player's chips (bankroll + at the table) after each hand, oldest
            first; preceded by a point with index 0 and hand_id 0 when ``starting_total``
            was given.
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


def compute_statistics(
    hands: Sequence[HandRecord], *, starting_total: int | None = None,
    refills: Sequence[tuple[int, int]] = (),
) -> Statistics:
    """All statistics over ``hands`` (any order; charts are sorted oldest first by id).

    Args:
        hands: the hands to count (e.g. all, one session, the last 100).
        starting_total: the player's chips before the first of them, to start the
            bankroll chart (e.g. ``PlayerInfo.starting_bankroll``), or None.
        refills: ``(hand_id, chips)`` per fresh bankroll from the house: ``hand_id`` is
            the first hand after it (``Profile.refills``); refills before hands not
            counted here are left out.
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
    index: dict[int, int] = {}
    for k, p in enumerate(bankroll):
        if p.hand_id:
            index.setdefault(p.hand_id, k)  # a refill is marked at the hand's first deal
    passed = sum(max(1, h.deals) - 1 for h in ordered)
    return Statistics(
        hands_played=len(results),
        hands_won=sum(1 for h in ordered if h.won),
        net=running,
        biggest_pot=max((h.pot for h in ordered), default=0),
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
