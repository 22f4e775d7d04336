"""How the table's cards rise: a marked card (to discard) or a winning card all the way,
the player's card under the pointer at the draw a little, every other card at rest. The
lift is a share (0..1) of the rise, eased a little each step (at once with reduced
motion).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from drawpoker.ui.table.model import TableVisual

#: How far the player's card under the pointer rises at the draw (a share of the rise).
HOVER_LIFT = 0.3
#: The share of the way a lift moves per second (eased: 14 per second).
LIFT_RATE = 14


def lift_target(hero: bool, k: int, sp: Any, selected: Iterable[int], hover: int | None) -> float:
    """Where card ``k`` (sprite ``sp``) of a seat rises to (0..1 of the rise); ``hero``:
    the player's seat, whose ``selected`` cards and card under the pointer (``hover``)
    rise too."""
    if hero:
        return 1.0 if (k in selected or sp.winning) else (HOVER_LIFT if k == hover else 0.0)
    return 1.0 if sp.winning else 0.0


def update_lifts(visual: TableVisual, hero: int, selected: Iterable[int], hover: int | None,
                 dt: float, *, reduced: bool) -> None:
    """Move every card's lift toward its :func:`lift_target` for ``dt`` seconds (at once
    with ``reduced`` motion: a marked or winning card never slides up)."""
    k_step = 1.0 if reduced else min(1.0, dt * LIFT_RATE)
    marked = set(selected)
    for i, sv in enumerate(visual.seats):
        for k, sp in enumerate(sv.cards):
            if sp is not None:
                sp.lift += (lift_target(i == hero, k, sp, marked, hover) - sp.lift) * k_step


def lifts_moving(visual: TableVisual, hero: int, selected: Iterable[int],
                 hover: int | None) -> bool:
    """True while a card is still rising or settling (a lift away from its target);
    ``selected`` the player's marked cards, ``hover`` his card under the pointer at the
    draw (else None)."""
    marked = set(selected)
    for i, sv in enumerate(visual.seats):
        for k, sp in enumerate(sv.cards):
            if sp is not None and abs(sp.lift - lift_target(i == hero, k, sp, marked, hover)) > 0.01:
                return True
    return False
