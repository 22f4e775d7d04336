"""Card and chip motions on the table's visual model, as tweens (no drawing here).

Each function returns a :class:`~drawpoker.ui.tween.Tween` (or a list of them) that moves
sprites of :mod:`drawpoker.ui.table.model` between anchors as it plays; durations are in
seconds at normal speed (:data:`DUR`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from drawpoker.ui import tween as tw
from drawpoker.ui.table.model import Anchor, CardSprite, ChipFlight, SeatVisual, TableVisual

#: Durations in seconds at normal speed: brisk enough that the player's first decision
#: comes about 4 s after *Play now* at a six-seat table (a casual game's pace).
DUR = {
    "deal": 0.24, "deal_gap": 0.03, "chip": 0.26, "ante_gap": 0.02, "act": 0.30,
    "collect": 0.34, "flip": 0.22, "discard": 0.28, "reveal_hold": 0.55,
    "start": 0.3,
}


def fly_chips(visual: TableVisual, amount: int, src: Anchor, dst: Anchor, dur: float,
              on_done: Callable[[], None] | None = None, ease: tw.Easing = tw.ease_out_cubic,
              delay: float = 0.0) -> tw.Tween:
    """``amount`` chips slide from ``src`` to ``dst`` in ``dur`` seconds (shown in
    ``visual.flights`` while they fly), then ``on_done`` runs."""
    flight = ChipFlight(amount, src, dst)

    def start() -> None:
        visual.flights.append(flight)

    def upd(v: float) -> None:
        flight.t = v

    def done() -> None:
        if flight in visual.flights:
            visual.flights.remove(flight)
        if on_done:
            on_done()

    return tw.Tween(dur, ease, on_start=start, on_update=upd, on_done=done, delay=delay)


def move_card(sprite: CardSprite, dur: float, *, delay: float = 0.0,
              ease: tw.Easing = tw.ease_out_cubic,
              on_done: Callable[[], None] | None = None) -> tw.Tween:
    """The card travels from its ``src`` to its ``dst`` anchor in ``dur`` seconds."""
    def upd(v: float) -> None:
        sprite.t = v

    return tw.Tween(dur, ease, on_update=upd, delay=delay, on_done=on_done)


def flip(sprite: CardSprite, card: Any, *, delay: float = 0.0) -> tw.Tween:
    """The card turns face up as ``card`` (the face swaps in half way)."""
    state = {"swapped": False}

    def start() -> None:
        sprite.flip = 0.0

    def upd(v: float) -> None:
        sprite.flip = v
        if v >= 0.5 and not state["swapped"]:
            state["swapped"] = True
            sprite.card = card
            sprite.face_up = True

    def done() -> None:
        sprite.flip = 1.0
        sprite.card = card
        sprite.face_up = True

    return tw.Tween(DUR["flip"], tw.ease_in_out_quad, on_start=start, on_update=upd,
                    on_done=done, delay=delay)


def face_up(sv: SeatVisual, seat: int, cards: tuple[Any, ...]) -> list[tw.Animation]:
    """Flips turning ``cards`` face up at seat ``seat`` (``sv``): each card not already
    face up there takes the next place from the left whose card is face down or gone (a
    sprite is made for it), as the opener's openers are shown (docs/rules.md §3.3)."""
    seen = {sp.card for sp in sv.cards if sp is not None and sp.face_up}
    free = [k for k, sp in enumerate(sv.cards) if sp is None or not sp.face_up]
    flips: list[tw.Animation] = []
    for card, k in zip((c for c in cards if c not in seen), free, strict=False):
        sp = sv.cards[k]
        if sp is None:
            sp = CardSprite(None, False, ("card", seat, k), ("card", seat, k), t=1.0)
            sv.cards[k] = sp
        flips.append(flip(sp, card, delay=len(flips) * 0.06))
    return flips


def cards_to_muck(sv: SeatVisual, dur: float) -> list[tw.Animation]:
    """The seat's cards fly face down to the muck, 0.02 s apart, each taken off the seat
    when it lands (a fold or a muck at the showdown).

    Args:
        sv: the seat.
        dur: each card's flight, seconds.
    """
    moves: list[tw.Animation] = []
    for k, sp in enumerate(sv.cards):
        if sp is None:
            continue
        sp.src, sp.dst, sp.t = sp.dst, ("muck",), 0.0
        sp.face_up = False

        def gone(i: int = k) -> None:
            sv.cards[i] = None

        moves.append(move_card(sp, dur, delay=k * 0.02, ease=tw.ease_in_out_cubic,
                               on_done=gone))
    return moves


def discards_to_muck(visual: TableVisual, seat: int, indices: list[int]) -> list[tw.Animation]:
    """The cards at ``indices`` of ``seat`` leave the seat and fly face down to the muck,
    0.05 s apart (shown in ``visual.loose`` while they fly)."""
    sv = visual.seats[seat]
    moves: list[tw.Animation] = []
    for n, k in enumerate(indices):
        sp = sv.cards[k]
        if sp is None:
            continue
        sp.lift = 0.0
        sp.src, sp.dst, sp.t = ("card", seat, k), ("muck",), 0.0
        sp.face_up = False
        sv.cards[k] = None
        visual.loose.append(sp)

        def gone(s: CardSprite = sp) -> None:
            if s in visual.loose:
                visual.loose.remove(s)

        moves.append(move_card(sp, DUR["discard"], delay=n * 0.05,
                               ease=tw.ease_in_out_cubic, on_done=gone))
    return moves
