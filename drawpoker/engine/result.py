"""The summary of one finished deal (what scenario output and hand histories report)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from drawpoker.engine.events import PotAwarded

if TYPE_CHECKING:
    from drawpoker.cards import Card

Outcome = Literal["showdown", "uncontested", "redeal"]


@dataclass(frozen=True, slots=True)
class HandResult:
    """How a deal ended. Seats are indices; amounts are chips.

    Attributes:
        outcome: ``showdown``, ``uncontested`` (one player left) or ``redeal``.
        draws: cards drawn per seat that drew (0 = stood pat).
        final: the hands of the players who reached the showdown.
        showdown_order: those players in the order they showed or mucked.
        shown: description of each shown hand.
        returned: uncalled chips given back, per seat (summed over the deal).
        pots: each pot awarded, main pot first.
        stacks: every seat's stack afterwards.
        carried_pot: chips left in the middle for the next deal (redeal only).
    """

    outcome: Outcome
    draws: dict[int, int] = field(default_factory=dict)
    final: dict[int, tuple[Card, ...]] = field(default_factory=dict)
    showdown_order: tuple[int, ...] = ()
    shown: dict[int, str] = field(default_factory=dict)
    returned: dict[int, int] = field(default_factory=dict)
    pots: tuple[PotAwarded, ...] = ()
    stacks: tuple[int, ...] = ()
    carried_pot: int = 0
