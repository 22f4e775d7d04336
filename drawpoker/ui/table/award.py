"""A pot won, played as a celebration on the table's visual model (tweens, no drawing).

The winner's face-up cards light up first (they rise and glow gold: ``CardSprite.winning``,
risen by :mod:`.lifts`, the halo drawn by :mod:`.celebration`); then the chips sweep from
the pot to the winner's plate in waves along an arc, his stack counting up as each wave
lands; the "Wins n" tag comes with the last. How grand it is follows the pot measured in
the table's betting unit (:func:`grandeur`): a big pot sweeps in more waves, on a higher
arc, a little longer, and ends with a short shimmer of sparkles around the winning cards
(``SeatVisual.shimmer``) and its own sound. With reduced motion nothing moves: the result
is shown at once.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from drawpoker.ui import tween as tw
from drawpoker.ui.table.model import ChipFlight, SeatVisual, TableVisual

__all__ = ["BIG", "award_motion", "grandeur", "waves"]

#: Pots this many betting units or smaller are plain (grandeur 0) ...
PLAIN_UNITS = 10
#: ... and this many or more are as grand as it gets (grandeur 1).
GRAND_UNITS = 100
#: From this grandeur on a pot is big: it shimmers and has its own sound (about 40
#: betting units: 400 chips at an ante of 10).
BIG = 0.6
#: Seconds a wave of chips takes from the pot to the plate (plain .. grandest).
SWEEP = (0.6, 0.95)
#: Seconds between two waves of chips leaving the pot.
WAVE_GAP = 0.07
#: The sweep's arc over the felt, pixels at scale 1 (plain .. grandest).
ARC = (26.0, 70.0)
#: Seconds the big pot's shimmer lasts.
SHIMMER = 0.9


def grandeur(chips: int, unit: int) -> float:
    """How grand a pot of ``chips`` is at a table whose betting unit (the ante, big blind
    or small bet) is ``unit`` chips: 0.0 up to :data:`PLAIN_UNITS` units, 1.0 from
    :data:`GRAND_UNITS` units, logarithmic between; 0.0 when ``unit`` is not known (0)."""
    if unit <= 0 or chips <= 0:
        return 0.0
    span = math.log(GRAND_UNITS / PLAIN_UNITS)
    return min(1.0, max(0.0, math.log(chips / unit / PLAIN_UNITS) / span))


def waves(chips: int, grand: float) -> list[int]:
    """The waves a share of ``chips`` sweeps to its winner in (chips per wave, summing to
    ``chips``): one for a plain pot, up to five for the grandest, never more than chips."""
    n = max(1, min(chips, 1 + round(4 * grand)))
    base, extra = divmod(chips, n)
    return [base + (1 if k < extra else 0) for k in range(n)]


def _light_up(sv: SeatVisual) -> None:
    """The seat's face-up cards are the winning hand: they rise and glow."""
    for sp in sv.cards:
        if sp is not None and sp.face_up:
            sp.winning = True


def award_motion(visual: TableVisual, pot: int, shares: Sequence[tuple[int, int]], *,
                 unit: int, reduced: bool, sound: Callable[[str], None]
                 ) -> tuple[tw.Animation, float]:
    """The award of pot number ``pot`` in ``shares`` (``(seat, chips)`` each) as one
    animation, and the seconds it takes at normal speed.

    Args:
        visual: the table's model (its pot, the seats' stacks, tags, cards, flights).
        pot: index of the pot in ``visual.pots`` (emptied as the chips leave it).
        shares: each winner's seat and chips.
        unit: the table's betting unit in chips (0: unknown, a plain award).
        reduced: reduced motion: no sweep and no shimmer, the result at once.
        sound: plays a named sound (``pot_push``, ``big_pot`` for a big pot).
    """
    grand = grandeur(sum(c for _s, c in shares), unit)
    seats = [visual.seats[seat] for seat, _c in shares]

    def empty() -> None:
        if pot < len(visual.pots):
            visual.pots[pot] = 0

    def won(sv: SeatVisual, chips: int) -> Callable[[], None]:
        def land() -> None:
            sv.won += chips
            sv.winner = True
        return land

    if reduced:
        def result() -> None:
            empty()
            for sv, (_seat, chips) in zip(seats, shares, strict=True):
                _light_up(sv)
                sv.stack += chips
                sv.all_in = False
                won(sv, chips)()
        sound("pot_push")
        return tw.Sequence([tw.Wait(0.2), tw.Call(result), tw.Wait(0.4)]), 0.6

    sweep = SWEEP[0] + (SWEEP[1] - SWEEP[0]) * grand
    arc = ARC[0] + (ARC[1] - ARC[0]) * grand
    moves: list[tw.Animation] = []
    last = 0.0
    for n, (sv, (seat, chips)) in enumerate(zip(seats, shares, strict=True)):
        parts = waves(chips, grand)
        for k, part in enumerate(parts):
            delay = (n * len(parts) + k) * WAVE_GAP
            last = max(last, delay)
            end = won(sv, chips) if k == len(parts) - 1 else None
            moves.append(_wave(visual, sv, part, pot, seat, sweep, arc, delay, end))
    def light() -> None:
        for sv in seats:
            _light_up(sv)

    lead = 0.25  # the winning cards rise before the chips leave
    seq: list[tw.Animation] = [tw.Call(light), tw.Wait(lead), tw.Call(empty),
                               tw.Parallel(moves)]
    seconds = lead + last + sweep + 0.15
    if grand >= BIG:
        seq.append(tw.Parallel([_shimmer(sv) for sv in seats]))
        seconds += SHIMMER
    sound("big_pot" if grand >= BIG else "pot_push")
    return tw.Sequence(seq), seconds


def _wave(visual: TableVisual, sv: SeatVisual, chips: int, pot: int, seat: int, dur: float,
          arc: float, delay: float, end: Callable[[], None] | None) -> tw.Tween:
    """One wave of ``chips`` flying from pot ``pot`` to ``seat``'s plate on an ``arc``
    (pixels at scale 1) in ``dur`` seconds after ``delay``; the stack counts it on
    landing, then ``end`` runs (the last wave: the "Wins" tag)."""
    flight = ChipFlight(chips, ("pot", pot), ("plate", seat), arc=arc)

    def start() -> None:
        visual.flights.append(flight)

    def move(v: float) -> None:
        flight.t = v

    def land() -> None:
        if flight in visual.flights:
            visual.flights.remove(flight)
        sv.stack += chips
        sv.all_in = False  # chips again: the plate shows them, not "All in"
        if end is not None:
            end()

    return tw.Tween(dur, tw.ease_in_out_cubic, on_start=start, on_update=move, on_done=land,
                    delay=delay)


def _shimmer(sv: SeatVisual) -> tw.Tween:
    """The big pot's sparkles around the seat's winning cards (``sv.shimmer`` 0 -> 1,
    then 0 again: gone)."""
    def glint(v: float) -> None:
        sv.shimmer = v

    def done() -> None:
        sv.shimmer = 0.0

    return tw.Tween(SHIMMER, tw.linear, on_update=glint, on_done=done)
