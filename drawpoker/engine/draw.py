"""The draw: each seat's discards, replacement cards from the stub, with the stub-exhaustion
reshuffle (functions of the deal's state).

docs/rules.md §3.5: deal the stub down to its last card, never dealing that last card; then
shuffle that card together with all discards and folded hands so far, except the discards
of the player now being served, and go on dealing from the new stub; if that runs out too,
do the same again with the discards made since.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from drawpoker.cards import Card
from drawpoker.engine.events import Discarded, DrawStarted, ReplacementDealt, Reshuffled
from drawpoker.engine.hand_state import HandState
from drawpoker.engine.interning import DRAWING, REPLACED, replacement
from drawpoker.engine.shuffle import MuckShuffler


@dataclass(frozen=True, slots=True)
class Reshuffle:
    """One reshuffle during a draw: ``cards_in`` discards joined the last stub card, giving a
    new stub of ``stub_size`` cards; it happened after ``dealt_before`` replacements."""

    dealt_before: int
    cards_in: int
    stub_size: int


def draw_replacements(
    stub: list[Card],
    muck: list[Card],
    own_discards: list[Card],
    count: int,
    rng: random.Random | MuckShuffler,
) -> tuple[list[Card], list[Reshuffle]]:
    """Take ``count`` replacement cards for one player, reshuffling when the stub runs out.

    Mutates ``stub`` (cards taken from the front, or replaced by a new stub) and ``muck``
    (emptied into the new stub when reshuffled). ``own_discards`` are the discards of the
    player being served: they never go into a reshuffle during his draw; the caller adds
    them to ``muck`` afterwards.

    Args:
        stub: undealt cards, top first.
        muck: discards and folded cards available for a reshuffle, oldest first.
        own_discards: this player's discards of this draw.
        count: cards to deal (0-5).
        rng: the shuffle source (``rng.shuffle(pile)``): the hand's ``random.Random`` or
            its committed shuffle's reshuffles.

    Returns:
        The replacement cards in dealing order, and the reshuffles that happened.
    """
    out: list[Card] = []
    reshuffles: list[Reshuffle] = []
    while len(out) < count:
        if len(stub) > 1:
            take = min(count - len(out), len(stub) - 1)
            out.extend(stub[:take])
            del stub[:take]
            continue
        if not muck:
            # Nothing to reshuffle with (cannot happen with 8 seats or fewer): deal the
            # last card rather than stall.
            if not stub:
                raise RuntimeError("the stub and the discards are exhausted")
            out.append(stub.pop(0))
            continue
        pool = stub + muck
        rng.shuffle(pool)
        reshuffles.append(Reshuffle(len(out), len(muck), len(pool)))
        muck.clear()
        stub[:] = pool
    return out, reshuffles


def slots_of(hand: Sequence[Card], cards: Sequence[Card]) -> list[int]:
    """Positions in ``hand`` of the distinct ``cards`` found there (ascending)."""
    slots = []
    for i, c in enumerate(hand):
        for d in cards:
            if c is d or (c.rank == d.rank and c.suit == d.suit):
                slots.append(i)
                break
    return slots


def start_draw(st: HandState) -> None:
    """Begin the draw: every seat in the hand, from the first left of the button."""
    st.phase = DRAWING
    st.draw_order = [s for s in st.order if st.in_hand(s)]
    st.draw_pos = 0
    st.emit(DrawStarted(tuple(st.draw_order)))
    st.to_act = st.draw_order[0] if st.draw_order else None


def play_draw(st: HandState, s: int, discard: Sequence[Card]) -> None:
    """Seat ``s`` throws ``discard`` (checked legal) and gets as many cards from the stub,
    reshuffling when it runs out (docs/rules.md §3.5); the next seat is to draw."""
    hand = st.hands[s]
    slots = st.checked_slots if st.checked_for is discard else slots_of(hand, discard)
    thrown = [hand[i] for i in slots]  # hand order
    kept_opener: tuple[Card, ...] | None = None
    if st.opener == s:
        aside = tuple(c for c in thrown if c in st.openers)
        if aside:
            kept_opener = aside
            st.kept_aside.extend(aside)
    shown_ace: Card | None = None
    if st.rules.four_with_ace and len(thrown) == 4:
        shown_ace = next(c for i, c in enumerate(hand) if i not in slots and c.rank == 14)
    emit = st.emit
    count = len(thrown)
    emit(Discarded(s, count, tuple(thrown), kept_opener, shown_ace, tuple(slots)))
    stub = st.stub
    if count < len(stub):  # enough cards: never touches the last one (docs/rules.md §3.5)
        new = stub[:count]
        del stub[:count]
        replaced = REPLACED
        for slot, card in zip(slots, new, strict=True):
            hand[slot] = card
            key = (s * 53 + card.index) * 5 + slot  # interning.replacement, inlined
            event = replaced[key]
            if event is None:
                event = replaced[key] = ReplacementDealt(s, card, slot)
            emit(event)
    else:
        new, reshuffles = draw_replacements(stub, st.muck, thrown, count, st.muck_rng)
        r_iter = iter(reshuffles)
        nxt = next(r_iter, None)
        for k, (slot, card) in enumerate(zip(slots, new, strict=True)):
            while nxt is not None and nxt.dealt_before == k:
                emit(Reshuffled(s, nxt.cards_in, nxt.stub_size))
                nxt = next(r_iter, None)
            hand[slot] = card
            emit(replacement(s, card, slot))
    if kept_opener is None:
        st.muck.extend(thrown)
    else:
        st.muck.extend(c for c in thrown if c not in kept_opener)
    st.drawn[s] = len(thrown)
    st.draw_pos += 1
    st.to_act = st.draw_order[st.draw_pos] if st.draw_pos < len(st.draw_order) else None
