"""Per-hand summaries from the engine's events: what the player did and how the hand ended.

API (used by ``profile`` when a hand is recorded, and by the history list):
    ``DECISION_TOKENS``: the tokens of the player's decisions (``check``, ``open``,
    ``call``, ``raise``, ``fold``).
    ``classify_decisions(events, seat, big_blind=0) -> (pre, post)``: the seat's
    decisions in each betting round as ``DECISION_TOKENS``.
    ``summarize_events(events, seat, *, game, wild, big_blind) -> HandSummary``: every
    summary figure of a hand (one or more deals) from the engine's event log.
    ``result_text(record) -> str``: one translated line for the history list, such as
    "Won 240 chips at the showdown".

Definitions (what a screen may print next to the figures):
    - won: the player took chips from at least one pot.
    - a decision facing no voluntary bet (nothing, or only blinds/antes) is ``check`` or
      ``open`` (a bet, a raise of the blinds, or an all-in that puts chips in);
      facing a bet it is ``call``, ``raise`` or ``fold`` (docs/rules.md §3.3, the big blind
      counts as a bet for calling: calling it is ``call``). Every decision counts, not only
      the first of a round.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from drawpoker.cards import Card, format_cards
from drawpoker.engine.actions import ActionType
from drawpoker.engine.events import (
    BettingRoundStarted,
    CardDealt,
    Discarded,
    ForcedBet,
    HandEnded,
    HandStarted,
    Mucked,
    PlayerActed,
    PotAwarded,
    Redeal,
    ShowdownReveal,
)
from drawpoker.handshape import starting_hand_category
from drawpoker.i18n import _, format_chips, ngettext
from drawpoker.persistence.records import HandRecord

DECISION_TOKENS: tuple[str, ...] = ("check", "open", "call", "raise", "fold")


def classify_decisions(
    events: Iterable[Any], seat: int, big_blind: int = 0
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The decisions ``seat`` made before and after the draw, as ``DECISION_TOKENS``.

    Works over the events of one or more deals (engine events: ``HandStarted``,
    ``ForcedBet``, ``BettingRoundStarted``, ``PlayerActed``). See the module doc for the
    definitions. ``big_blind`` is the table's big blind (0 without blinds): a short
    all-in blind still counts as a full big blind to call (docs/rules.md §2).

    Returns:
        ``(before_draw, after_draw)``, each in the order played.
    """
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


def result_text(hand: HandRecord) -> str:
    """One translated line telling how a hand ended for the player (history list).

    Amounts are the hand's net in chips (``abs``, grouped by ``format_chips``), e.g.
    "Won 1,240 chips at the showdown", "Won 30 chips: everyone else folded", "Lost 45
    chips", "Left the table: lost 5 chips".
    """
    amount = abs(hand.net)
    chips = format_chips(amount)  # grouped as everywhere else ("1,000")
    if hand.outcome == "left":
        return ngettext("Left the table: lost {amount} chip",
                        "Left the table: lost {amount} chips", amount).format(amount=chips)
    if hand.net > 0:
        if hand.showdown:
            return ngettext("Won {amount} chip at the showdown",
                            "Won {amount} chips at the showdown", amount).format(amount=chips)
        return ngettext("Won {amount} chip: everyone else folded",
                        "Won {amount} chips: everyone else folded", amount).format(amount=chips)
    if hand.net == 0:
        return _("Broke even")
    if hand.showdown:
        return ngettext("Lost {amount} chip at the showdown",
                        "Lost {amount} chips at the showdown", amount).format(amount=chips)
    return ngettext("Lost {amount} chip", "Lost {amount} chips", amount).format(amount=chips)
