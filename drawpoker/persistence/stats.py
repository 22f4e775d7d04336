"""Statistics of the player's hands: pure functions over records and engine events.

API (everything a statistics or history screen needs, already computed):
    Per hand, at record time (used by ``profile``; starting-hand categories are
    :func:`drawpoker.handshape.starting_hand_category`):
        ``classify_decisions(events, seat, big_blind=0) -> (pre, post)``: the seat's
        decisions in each betting round as ``DECISIONS`` tokens.
        ``summarize_events(events, seat, *, game, wild, big_blind) -> HandSummary``: every
        summary figure of a hand (one or more deals) from the engine's event log.
    Over many hands:
        ``compute_statistics(hands, *, starting_total=None) -> Statistics`` with hands
        played / won / win rate, net, biggest pot, showdowns (won), ``before_draw`` and
        ``after_draw`` ``RoundRates`` (open/call/raise/fold rates), ``by_category``
        (results by starting hand), ``draw_counts``, ``bankroll_series`` (chips after each
        hand, for the bankroll-over-time chart) and ``results_series`` (net of each hand
        and the running total, for the results-by-hand chart).
        ``round_rates(token_lists) -> RoundRates``; ``results_by_category(hands)``;
        ``draw_histogram(hands)``.
    For the history list: ``result_text(record) -> str``, one translated line such as
    "Won 240 chips at the showdown".

Definitions (what a screen may print next to the figures):
    - won: the player took chips from at least one pot; win rate = won / played.
    - a decision facing no voluntary bet (nothing, or only blinds/antes) is ``check`` or
      ``open`` (a bet, a raise of the blinds, or an all-in that puts chips in);
      facing a bet it is ``call``, ``raise`` or ``fold`` (RULES.md §3.3, the big blind
      counts as a bet for calling: calling it is ``call``).
      open rate = opens / (checks + opens); call, raise and fold rates are each over
      (calls + raises + folds). Every decision counts, not only the first of a round.
    - biggest pot: the largest pot total of a hand the player played (``biggest_pot``) and
      of one he won chips from (``biggest_pot_won``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from drawpoker.handshape import CATEGORY_ORDER, category_label, starting_hand_category
from drawpoker.i18n import _, ngettext
from drawpoker.persistence.records import HandRecord

if TYPE_CHECKING:
    from drawpoker.cards import Card

DECISIONS: tuple[str, ...] = ("check", "open", "call", "raise", "fold")

def classify_decisions(
    events: Iterable[Any], seat: int, big_blind: int = 0
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The decisions ``seat`` made before and after the draw, as ``DECISIONS`` tokens.

    Works over the events of one or more deals (engine events: ``HandStarted``,
    ``ForcedBet``, ``BettingRoundStarted``, ``PlayerActed``). See the module doc for the
    definitions. ``big_blind`` is the table's big blind (0 without blinds): a short
    all-in blind still counts as a full big blind to call (RULES.md §2).

    Returns:
        ``(before_draw, after_draw)``, each in the order played.
    """
    from drawpoker.engine.actions import ActionType
    from drawpoker.engine.events import BettingRoundStarted, ForcedBet, HandStarted, PlayerActed

    pre: list[str] = []
    post: list[str] = []
    round_no = 0
    current = 0
    voluntary = False
    for event in events:
        if isinstance(event, HandStarted):
            round_no, current, voluntary = 0, 0, False
        elif isinstance(event, ForcedBet) and event.kind != "ante":
            current = max(current, event.amount, big_blind if event.kind == "big_blind" else 0)
        elif isinstance(event, BettingRoundStarted):
            if event.round_no != 1:
                current = 0
            round_no, voluntary = event.round_no, False
        elif isinstance(event, PlayerActed):
            kind = event.kind
            if event.seat == seat:
                if kind == ActionType.CHECK:
                    token = "check"
                elif kind == ActionType.FOLD:
                    token = "fold"
                elif kind == ActionType.CALL or event.to <= current:
                    token = "call"
                elif not voluntary:
                    token = "open"
                else:
                    token = "raise"
                (pre if round_no <= 1 else post).append(token)
            if event.to > current:
                current = event.to
                voluntary = True
            elif kind in (ActionType.BET, ActionType.RAISE):
                voluntary = True
    return tuple(pre), tuple(post)


@dataclass(frozen=True, slots=True)
class HandSummary:
    """The summary figures of one hand for one seat (the columns of ``HandRecord``).

    Attributes:
        hand_no: the first deal's number.
        deals: deals in the hand (redeals included).
        outcome: ``showdown`` / ``uncontested`` (``redeal`` only for an unfinished chain).
        stack_before / stack_after: the seat's stack before the first deal and after the last.
        net: ``stack_after - stack_before``.
        won / amount_won / showdown / showdown_won / pot / start_cards / start_category /
        draw_count / actions_pre / actions_post: as in ``HandRecord``.
    """

    hand_no: int
    deals: int
    outcome: str
    stack_before: int
    stack_after: int
    net: int
    won: bool
    amount_won: int
    showdown: bool
    showdown_won: bool
    pot: int
    start_cards: str
    start_category: str
    draw_count: int | None
    actions_pre: tuple[str, ...]
    actions_post: tuple[str, ...]


def summarize_events(
    events: Sequence[Any], seat: int, *, game: str = "high", wild: str = "none",
    big_blind: int = 0,
) -> HandSummary:
    """Summarise a finished hand (one or more deals) for ``seat`` from its events.

    The pot, win, showdown, starting cards and draw figures are those of the last deal
    (the one that was played out); the net spans every deal.

    Raises:
        ValueError: the events hold no ``HandStarted`` / ``HandEnded``.
    """
    from drawpoker.cards import format_cards
    from drawpoker.engine.events import (
        CardDealt,
        Discarded,
        HandEnded,
        HandStarted,
        Mucked,
        PotAwarded,
        Redeal,
        ShowdownReveal,
    )

    starts = [i for i, e in enumerate(events) if isinstance(e, HandStarted)]
    ends = [e for e in events if isinstance(e, HandEnded)]
    if not starts or not ends:
        raise ValueError("events of a finished hand need HandStarted and HandEnded")
    first: HandStarted = events[starts[0]]
    last_deal = events[starts[-1]:]
    dealt: list[Card] = []
    draw_count: int | None = None
    amount_won = 0
    pot = 0
    showdown = False
    outcome = "uncontested"
    for event in last_deal:
        if isinstance(event, CardDealt) and event.seat == seat and event.card is not None:
            dealt.append(event.card)
        elif isinstance(event, Discarded) and event.seat == seat:
            draw_count = event.count
        elif isinstance(event, PotAwarded):
            pot += event.amount
            amount_won += sum(chips for s, chips in event.shares if s == seat)
        elif isinstance(event, ShowdownReveal | Mucked):
            outcome = "showdown"
            if event.seat == seat:
                showdown = True
        elif isinstance(event, Redeal):
            outcome = "redeal"
    pre, post = classify_decisions(events, seat, big_blind)
    before = first.stacks[seat]
    after = ends[-1].stacks[seat]
    start = dealt[:5]
    category = starting_hand_category(start, game, wild) if len(start) == 5 else "unknown"
    return HandSummary(
        hand_no=first.hand_no, deals=len(starts), outcome=outcome, stack_before=before,
        stack_after=after, net=after - before, won=amount_won > 0, amount_won=amount_won,
        showdown=showdown, showdown_won=showdown and amount_won > 0, pot=pot,
        start_cards=format_cards(start) if start else "", start_category=category,
        draw_count=draw_count, actions_pre=pre, actions_post=post,
    )


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
    """Count ``DECISIONS`` tokens over many hands' lists into a :class:`RoundRates`."""
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


def result_text(hand: HandRecord) -> str:
    """One translated line telling how a hand ended for the player (history list).

    Amounts are the hand's net in chips (``abs``), e.g. "Won 240 chips at the showdown",
    "Won 30 chips: everyone else folded", "Lost 45 chips", "Left the table: lost 5 chips".
    """
    amount = abs(hand.net)
    if hand.outcome == "left":
        return ngettext("Left the table: lost {amount} chip",
                        "Left the table: lost {amount} chips", amount).format(amount=amount)
    if hand.net > 0:
        if hand.showdown:
            return ngettext("Won {amount} chip at the showdown",
                            "Won {amount} chips at the showdown", amount).format(amount=amount)
        return ngettext("Won {amount} chip: everyone else folded",
                        "Won {amount} chips: everyone else folded", amount).format(amount=amount)
    if hand.net == 0:
        return _("Broke even")
    if hand.showdown:
        return ngettext("Lost {amount} chip at the showdown",
                        "Lost {amount} chips at the showdown", amount).format(amount=amount)
    return ngettext("Lost {amount} chip", "Lost {amount} chips", amount).format(amount=amount)
