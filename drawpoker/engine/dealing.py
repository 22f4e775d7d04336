"""Blind seats, the shuffle and the deal of one hand, rigged cards included (docs/rules.md §2,
§3.2)."""

from __future__ import annotations

from collections.abc import Sequence

from drawpoker.cards import Card, full_deck
from drawpoker.engine.events import CardDealt
from drawpoker.engine.hand_state import HandState
from drawpoker.engine.interning import DEALT
from drawpoker.engine.rules import TableRules


def blind_seats(
    rules: TableRules, names: Sequence[str], dealt_in: Sequence[bool], order: Sequence[int],
    button: int, sb: int | None | str, bb: int | None | str,
) -> tuple[int | None, int | None]:
    """The seats posting the small and the big blind (``None``: nobody).

    Args:
        rules: the table rules (no blinds: ``(None, None)``).
        names, dealt_in: per seat.
        order: the seats dealt in, clockwise from the button's left.
        button: the button seat.
        sb, bb: a seat, ``None`` or ``"auto"`` (the first-hand rule of docs/rules.md §2; the
            button posts the small blind heads-up).

    Raises:
        ValueError: a named seat does not exist or is not dealt in, no big blind, one seat
            posting both, or the button posting the big blind (named by argument).
    """
    if not rules.has_blinds:
        return None, None
    n = len(names)
    if sb != "auto" or bb != "auto":
        sb_i = None if sb == "auto" else sb
        bb_i = None if bb == "auto" else bb
        for label, seat in (("small_blind_seat", sb_i), ("big_blind_seat", bb_i)):
            if seat is None:
                continue
            if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
                raise ValueError(f"{label}: seat {seat!r} does not exist")
            if not dealt_in[seat]:
                raise ValueError(f"{label}: {names[seat]} is not dealt in")
        if not isinstance(bb_i, int):
            raise ValueError("big_blind_seat: blinds need a big blind")
        if sb_i == bb_i:
            raise ValueError(f"small_blind_seat: {names[bb_i]} cannot post both blinds")
        if bb_i == button:
            # heads-up the button posts the small blind; it never posts the big one
            raise ValueError(f"big_blind_seat: {names[bb_i]} holds the button and "
                             "cannot post the big blind")
        return (sb_i if isinstance(sb_i, int) else None), (bb_i if isinstance(bb_i, int) else None)
    if len(order) == 2:
        # heads-up: the button posts the small blind (docs/rules.md §2)
        if dealt_in[button]:
            sb_seat = button
            bb_seat = order[0] if order[0] != sb_seat else order[1]
        else:
            sb_seat, bb_seat = order[0], order[1]
        return sb_seat, bb_seat
    return order[0], order[1]


def deal(h: HandState) -> None:
    """Shuffle and deal five cards to each seat dealt in, one at a time clockwise, and keep
    the rest as the stub (docs/rules.md §3.2); rigged hole cards and stub are placed as named.
    The deck comes from the hand's committed shuffle if it has one, else from its rng.

    Raises:
        ValueError: bad rigged cards (the message names ``hole.NAME`` or ``stub``).
    """
    rules = h.rules
    jokers = 1 if rules.wild in ("joker", "bug") else 0
    if h.shuffle is not None:  # the committed shuffle (docs/fairness.md)
        deck = h.shuffle.deck(jokers)
    else:
        deck = full_deck(jokers)
        h.rng.shuffle(deck)  # unbiased Fisher-Yates from the injected rng
    if h.rig_hole is not None or h.rig_stub is not None:
        _deal_rigged(h, deck)
    else:
        k = len(h.order)
        for j, s in enumerate(h.order):
            h.hands[s] = deck[j:5 * k:k]
        h.stub = deck[5 * k:]
    h.deal_stub = list(h.stub)
    hands, order, emit, dealt = h.hands, h.order, h.emit, DEALT
    for i in range(5):  # one card at a time, clockwise; shared events from DEALT
        for s in order:
            card = hands[s][i]
            key = (s * 53 + card.index) * 5 + i
            event = dealt[key]
            if event is None:
                event = dealt[key] = CardDealt(s, card, i)
            emit(event)


def _deal_rigged(h: HandState, deck: list[Card]) -> None:
    hole = h.rig_hole or {}
    named: set[Card] = set()
    allowed = set(deck)
    for seat, cards in hole.items():
        if not (isinstance(seat, int) and 0 <= seat < h.n):
            raise ValueError(f"hole: seat {seat!r} does not exist")
        if not h.dealt_in[seat]:
            why = "has no chips" if h.stacks[seat] == 0 else "is sitting out"
            raise ValueError(f"hole.{h.names[seat]}: {h.names[seat]} {why} and is "
                             "not dealt in")
        if len(cards) != 5:
            raise ValueError(f"hole: {h.names[seat]} needs 5 cards, got {len(cards)}")
    for s in h.order:
        if s not in hole and h.rig_hole is not None:
            raise ValueError(f"hole: no cards for {h.names[s]}, who is dealt in")
    for seat, cards in list(hole.items()) + [(-1, list(h.rig_stub or ()))]:
        for c in cards:
            where = "stub" if seat < 0 else f"hole.{h.names[seat]}"
            if c not in allowed:
                raise ValueError(f"{where}: {c} is not in this game's deck")
            if c in named:
                raise ValueError(f"{where}: {c} is named twice")
            named.add(c)
    rest = [c for c in deck if c not in named]
    if h.rig_hole is None:
        pos = 0
        for _ in range(5):
            for s in h.order:
                h.hands[s].append(rest[pos])
                pos += 1
        rest = rest[pos:]
    else:
        for s in h.order:
            h.hands[s] = list(hole[s])
    h.stub = list(h.rig_stub or ()) + rest
    if len(h.stub) < 1:
        raise ValueError("stub: no cards left")
