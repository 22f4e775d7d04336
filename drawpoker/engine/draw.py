"""The draw: each seat's discards, replacement cards from the stub, with the stub-exhaustion
reshuffle.

RULES.md §3.5: deal the stub down to its last card, never dealing that last card; then
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


class Draw(HandState):
    """The draw phase of a deal (RULES.md §3.5)."""

    def _start_draw(self) -> None:
        self.phase = DRAWING
        self.draw_order = [s for s in self.order if self._in_hand(s)]
        self.draw_pos = 0
        self.events.append(DrawStarted(tuple(self.draw_order)))
        self.to_act = self.draw_order[0] if self.draw_order else None

    def _do_draw(self, s: int, discard: Sequence[Card]) -> None:
        hand = self.hands[s]
        slots = self._checked_slots if self._checked_for is discard else slots_of(hand, discard)
        thrown = [hand[i] for i in slots]  # hand order
        kept_opener: tuple[Card, ...] | None = None
        if self.opener == s:
            aside = tuple(c for c in thrown if c in self.openers)
            if aside:
                kept_opener = aside
                self.kept_aside.extend(aside)
        shown_ace: Card | None = None
        if self.rules.four_with_ace and len(thrown) == 4:
            shown_ace = next(c for i, c in enumerate(hand) if i not in slots and c.rank == 14)
        events = self.events
        count = len(thrown)
        events.append(Discarded(s, count, tuple(thrown), kept_opener, shown_ace, tuple(slots)))
        stub = self.stub
        if count < len(stub):  # enough cards: never touches the last one (RULES.md §3.5)
            new = stub[:count]
            del stub[:count]
            replaced = REPLACED
            for slot, card in zip(slots, new, strict=True):
                hand[slot] = card
                key = (s * 53 + card.index) * 5 + slot  # interning.replacement, inlined
                event = replaced[key]
                if event is None:
                    event = replaced[key] = ReplacementDealt(s, card, slot)
                events.append(event)
        else:
            new, reshuffles = draw_replacements(stub, self.muck, thrown, count, self.muck_rng)
            r_iter = iter(reshuffles)
            nxt = next(r_iter, None)
            for k, (slot, card) in enumerate(zip(slots, new, strict=True)):
                while nxt is not None and nxt.dealt_before == k:
                    events.append(Reshuffled(s, nxt.cards_in, nxt.stub_size))
                    nxt = next(r_iter, None)
                hand[slot] = card
                events.append(replacement(s, card, slot))
        if kept_opener is None:
            self.muck.extend(thrown)
        else:
            self.muck.extend(c for c in thrown if c not in kept_opener)
        self.drawn[s] = len(thrown)
        self.draw_pos += 1
        self.to_act = self.draw_order[self.draw_pos] if self.draw_pos < len(self.draw_order) else None
