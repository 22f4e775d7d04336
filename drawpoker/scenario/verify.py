"""Verify a recorded hand against the shuffle committed before it (docs/fairness.md §3).

For every deal of a hand-history document: recompute the commitment from the revealed
seed and salt, deal the committed deck afresh through the engine (no recorded card is
used), play the recorded decisions, and compare every card dealt, the stub and every
draw's received cards with the record. The first difference decides the verdict. Pure:
no files, no printing (``drawpoker verify`` and the hand history screen say it).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from drawpoker.cards import Card, format_cards, parse_cards
from drawpoker.engine.actions import Action, ActionType, IllegalAction
from drawpoker.engine.events import Discarded, ReplacementDealt
from drawpoker.engine.hand import Hand
from drawpoker.engine.table import Table
from drawpoker.i18n import _
from drawpoker.scenario.reader import Deal, ScenarioError, read_deal, read_header
from drawpoker.scenario.run import auto_show

#: the verdict kinds (``Verdict.kind``)
KINDS = ("exact", "not-committed", "seed", "salt", "card", "stub", "draw", "swapped-draw",
         "unreadable")


@dataclass(frozen=True, slots=True)
class Verdict:
    """The outcome of :func:`verify_document`.

    Attributes:
        kind: one of :data:`KINDS`; ``exact`` means every card is the committed shuffle's.
        deal: the deal (1 = the first of the hand) the difference is in; 0 for ``exact``.
        seat: the seat the differing card went to (``card``, ``draw``, ``swapped-draw``).
        index: the card's place (1-5 in the hand, 1.. in the stub or the draw).
        recorded: what the record says (cards as text), or the reason (``unreadable``).
        committed: what the committed shuffle gives there.
        other: the seat whose draw the recorded cards belong to (``swapped-draw``).
    """

    kind: str
    deal: int = 0
    seat: str = ""
    index: int = 0
    recorded: str = ""
    committed: str = ""
    other: str = ""

    @property
    def exact(self) -> bool:
        """True when the hand is exactly its committed shuffle."""
        return self.kind == "exact"

    def sentence(self) -> str:
        """The verdict in one plain sentence (in the current language)."""
        return _sentence(self)


def verify_document(data: Any) -> Verdict:
    """Verify every deal of a hand-history document (``drawpoker-scenario/1``).

    Returns:
        The first difference found, ``not-committed`` when a deal carries no ``shuffle``
        block (an arranged deal or an older record), or ``exact``.
    """
    try:
        header = read_header(data)
        names = header.names
        deals = [read_deal(item, f"deals[{i}]", names, header.rules)
                 for i, item in enumerate(header.deals)]
    except ScenarioError as exc:
        return Verdict("unreadable", recorded=f"{exc.field}: {exc.message}")
    if any(d.shuffle is None for d in deals):
        return Verdict("not-committed")
    table = Table(header.rules, header.seats, header.button, ask_showdown=True)
    for number, (deal, item) in enumerate(zip(deals, header.deals, strict=True), start=1):
        verdict = _verify_deal(table, deal, item, number)
        if verdict is not None:
            return verdict
    return Verdict("exact")


def _verify_deal(table: Table, deal: Deal, item: Mapping[str, Any],
                 number: int) -> Verdict | None:
    shuffle = deal.shuffle
    assert shuffle is not None
    try:
        hand = table.new_hand(random.Random(0), seed_chain=False, positions=deal.positions,
                              shuffle=shuffle)
        hand.start()
    except ValueError as exc:
        return Verdict("unreadable", number, recorded=str(exc))
    cards = _first_dealt_difference(hand, deal, number)
    if item.get("shuffle", {}).get("commitment") != shuffle.commitment:
        # the seed gives the recorded cards: only the salt (or the commitment) was changed
        return Verdict("salt" if cards is None else "seed", number)
    if cards is not None:
        return cards
    received = [parse_cards(str(a.get("received", ""))) if "received" in a else None
                for a in deal.items if a.get("act") == ActionType.DRAW.value]
    try:
        _play(hand, deal.actions)
    except IllegalAction as exc:
        return Verdict("unreadable", number, recorded=exc.reason)
    committed = _replacements(hand)
    draw_seats = [hand.names[a.seat] for a in deal.actions if a.kind is ActionType.DRAW]
    for k, got in enumerate(received):
        if got is None or k >= len(committed) or got == committed[k][1]:
            continue
        for j, (seat, cards_j) in enumerate(committed):
            if j != k and cards_j == got and seat != draw_seats[k]:
                return Verdict("swapped-draw", number, draw_seats[k], recorded=format_cards(got),
                               other=seat)
        want = committed[k][1]
        i = next((i for i, (a, b) in enumerate(zip(got, want, strict=False)) if a != b),
                 min(len(got), len(want)))
        return Verdict("draw", number, draw_seats[k], i + 1, _card(got, i), _card(want, i))
    if hand.is_over:
        table.finish_hand(hand)
    return None


def _first_dealt_difference(hand: Hand, deal: Deal, number: int) -> Verdict | None:
    """The first dealt card (in dealing order) or stub card that differs from the record."""
    hole = deal.hole or {}
    for i in range(5):
        for s in hand.order:
            recorded = list(hole.get(s, ()))
            if _card(recorded, i) != _card(hand.hands[s], i):
                return Verdict("card", number, hand.names[s], i + 1, _card(recorded, i),
                               _card(hand.hands[s], i))
    stub = list(deal.stub or ())
    for i in range(max(len(stub), len(hand.deal_stub))):
        if _card(stub, i) != _card(hand.deal_stub, i):
            return Verdict("stub", number, "", i + 1, _card(stub, i), _card(hand.deal_stub, i))
    return None


def _card(cards: Sequence[Card], i: int) -> str:
    return str(cards[i]) if i < len(cards) else "-"


def _play(hand: Hand, actions: Sequence[Action]) -> None:
    for action in actions:
        if action.kind is ActionType.SHOW and hand.shown[action.seat] is not None:
            continue
        if action.kind in (ActionType.SHOW, ActionType.MUCK):
            auto_show(hand, action.seat)
        hand.act(action)
    auto_show(hand)


def _replacements(hand: Hand) -> list[tuple[str, list[Card]]]:
    """Each draw's seat and the cards the committed deck gave it, in the order of the draws."""
    out: list[tuple[str, list[Card]]] = []
    for ev in hand.events:
        if isinstance(ev, Discarded):
            out.append((hand.names[ev.seat], []))
        elif isinstance(ev, ReplacementDealt) and out and ev.card is not None:
            out[-1][1].append(ev.card)
    return out


def _sentence(v: Verdict) -> str:
    f = {"deal": v.deal, "seat": v.seat, "index": v.index, "recorded": v.recorded,
         "committed": v.committed, "other": v.other}
    if v.kind == "exact":
        return _("This deal is exactly the shuffle committed before it.")
    if v.kind == "not-committed":
        return _("This hand was not dealt from a committed shuffle (an arranged deal, or one "
                 "recorded before the check existed): there is nothing to verify.")
    if v.kind == "seed":
        return _("The seed was changed: in deal {deal} the revealed seed does not give the "
                 "commitment shown before the deal, nor the cards recorded.").format(**f)
    if v.kind == "salt":
        return _("The salt was changed: in deal {deal} the seed still gives the recorded "
                 "cards, but seed and salt no longer give the commitment shown before the "
                 "deal.").format(**f)
    if v.kind == "card":
        return _("A dealt card was changed: in deal {deal}, card {index} of {seat} is "
                 "{recorded} in the record, but the committed shuffle deals "
                 "{committed}.").format(**f)
    if v.kind == "stub":
        return _("A card of the stub was changed: in deal {deal}, stub card {index} is "
                 "{recorded} in the record, but the committed shuffle puts {committed} "
                 "there.").format(**f)
    if v.kind == "draw":
        return _("A drawn card was changed: in deal {deal}, card {index} of {seat}'s draw is "
                 "{recorded} in the record, but the committed deck gives {committed}."
                 ).format(**f)
    if v.kind == "swapped-draw":
        return _("Draws were swapped: in deal {deal}, {seat} is recorded with {recorded}, "
                 "the cards the committed deck gave to {other}'s draw.").format(**f)
    return _("The record cannot be checked: {reason}").format(reason=v.recorded)
