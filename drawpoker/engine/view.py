"""The censored view of a hand for one seat (what that player may know), and the deal's
own record (``history``: every card, for the hand history).

A view never contains another player's hidden cards: the AI only ever gets this.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from drawpoker.cards import Card, format_cards
from drawpoker.engine.actions import ActionType, LegalActions, Phase
from drawpoker.engine.events import CardDealt, Discarded, Event, Pot, ReplacementDealt
from drawpoker.engine.hand_state import HandState
from drawpoker.engine.rules import TableRules


@dataclass(frozen=True, slots=True)
class SeatView:
    """Public information about one seat.

    Attributes:
        name: player name.
        stack: chips behind (not counting the bet in front).
        bet: chips bet in the current betting round (in front of the seat).
        dealt_in: the seat was dealt cards this deal.
        in_hand: dealt in and not folded (docs/rules.md §2).
        all_in: in the hand with no chips left.
        cards_drawn: how many cards he drew (``None`` before his draw; 0 = stood pat).
        last_action: his last betting action this deal, if any.
        shown: the cards he showed at showdown (public once shown), else ``None``.
    """

    name: str
    stack: int
    bet: int
    dealt_in: bool
    in_hand: bool
    all_in: bool
    cards_drawn: int | None
    last_action: ActionType | None
    shown: tuple[Card, ...] | None = None


@dataclass(frozen=True, slots=True)
class PlayerView:
    """Everything seat ``seat`` may know now.

    Attributes:
        seat: the viewer.
        rules: the table's rules.
        phase: the hand's phase.
        hand_no: deal number.
        button: the button seat.
        to_act: the seat to act, or ``None``.
        own_cards: the viewer's own cards (empty if not dealt in).
        seats: public info per seat, indexed by seat.
        pots: pots already collected (main first).
        current_bet: the highest total bet in this betting round (chips).
        legal: the viewer's legal actions when it is his turn, else ``None``.
        events: the censored event log (other players' hidden cards are ``None``).
        opener: the seat that opened (jackpots), if any.
        stub_size: cards left in the stub.
    """

    seat: int
    rules: TableRules
    phase: Phase
    hand_no: int
    button: int
    to_act: int | None
    own_cards: tuple[Card, ...]
    seats: tuple[SeatView, ...]
    pots: tuple[Pot, ...]
    current_bet: int
    legal: LegalActions | None
    events: tuple[Event, ...]
    opener: int | None = None
    stub_size: int = 0

    @property
    def pot_total(self) -> int:
        """All chips in the middle: collected pots plus the bets in front of the seats."""
        return sum(p.amount for p in self.pots) + sum(s.bet for s in self.seats)


def censor(event: Event, seat: int) -> Event:
    """``event`` as seat ``seat`` sees it: another player's face-down cards become ``None``."""
    kind = type(event)
    if kind not in _HIDING:  # the event classes are final (frozen, slotted)
        return event
    if isinstance(event, CardDealt) and event.seat != seat and event.card is not None:
        return CardDealt(event.seat, None, event.index)
    if isinstance(event, ReplacementDealt) and event.seat != seat and event.card is not None:
        return ReplacementDealt(event.seat, None, event.index)
    if isinstance(event, Discarded) and event.seat != seat:
        return Discarded(event.seat, event.count, None, None, event.shown_ace, event.slots)
    return event


#: the events that can carry another player's face-down cards
_HIDING = frozenset((CardDealt, ReplacementDealt, Discarded))


def censored_events(h: HandState, seat: int) -> list[Event]:
    """The event log of ``h`` as seat ``seat`` sees it (censored once, kept per seat)."""
    return list(_censored_log(h, seat))


def _censored_log(h: HandState, seat: int) -> list[Event]:
    """The kept censored log of ``seat``, brought up to date (not to be changed)."""
    log = h.view_cache.setdefault(seat, [])
    for ev in h.events[len(log):]:
        log.append(censor(ev, seat))
    return log


def player_view(h: HandState, seat: int, legal: LegalActions | None) -> PlayerView:
    """The censored view of seat ``seat`` (docs/rules.md §5: what a player may know); ``legal``
    is his legal actions when he is to act."""
    seats = tuple(
        SeatView(
            name=h.names[s], stack=h.stacks[s], bet=h.bets[s],
            dealt_in=h.dealt_in[s], in_hand=h.in_hand(s),
            all_in=h.in_hand(s) and h.stacks[s] == 0,
            cards_drawn=h.drawn[s], last_action=h.last_action[s], shown=h.shown[s],
        )
        for s in range(h.n)
    )
    return PlayerView(
        seat=seat, rules=h.rules, phase=h.phase, hand_no=h.hand_no,
        button=h.button, to_act=h.to_act, own_cards=tuple(h.hands[seat]),
        seats=seats, pots=tuple(h.pots), current_bet=h.current_bet, legal=legal,
        events=tuple(_censored_log(h, seat)), opener=h.opener,
        stub_size=len(h.stub),
    )


def deal_history(h: HandState) -> dict[str, Any]:
    """The deal as a scenario-format ``deals`` item (hole, full stub, every decision); a
    deal from a committed shuffle also has its ``shuffle`` block and each draw the cards
    it ``received`` (docs/fairness.md)."""
    hole = {h.names[s]: format_cards(_dealt_hand(h, s)) for s in h.order}
    received = _received(h) if h.shuffle is not None else None
    actions: list[dict[str, Any]] = []
    draws = 0
    for a in h.actions:
        item: dict[str, Any] = {"seat": h.names[a.seat], "act": a.kind.value}
        if a.kind in (ActionType.BET, ActionType.RAISE):
            item["to"] = a.to
        if a.kind is ActionType.DRAW:
            item["discard"] = format_cards(a.discard)
            if received is not None and draws < len(received):
                item["received"] = format_cards(received[draws])
            draws += 1
        actions.append(item)
    deal = {"hole": hole, "stub": format_cards(h.deal_stub), "actions": actions}
    if h.shuffle is not None:
        deal["shuffle"] = h.shuffle.to_dict()
    return deal


def _received(h: HandState) -> list[list[Card]]:
    """The replacement cards of each draw, in the order of the draws."""
    out: list[list[Card]] = []
    for ev in h.events:
        if isinstance(ev, Discarded):
            out.append([])
        elif isinstance(ev, ReplacementDealt) and out and ev.card is not None:
            out[-1].append(ev.card)
    return out


def _dealt_hand(h: HandState, s: int) -> list[Card]:
    cards: list[Card | None] = [None] * 5
    for ev in h.events:
        if isinstance(ev, CardDealt) and ev.seat == s:
            cards[ev.index] = ev.card
    return [c for c in cards if c is not None]
