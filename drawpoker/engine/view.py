"""The censored view of a hand for one seat (what that player may know).

Never contains another player's hidden cards: the AI only ever gets this.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from drawpoker.engine.actions import ActionType, LegalActions, Phase
from drawpoker.engine.events import Event, Pot
from drawpoker.engine.rules import TableRules

if TYPE_CHECKING:
    from drawpoker.cards import Card


@dataclass(frozen=True, slots=True)
class SeatView:
    """Public information about one seat.

    Attributes:
        name: player name.
        stack: chips behind (not counting the bet in front).
        bet: chips bet in the current betting round (in front of the seat).
        dealt_in: the seat was dealt cards this deal.
        in_hand: dealt in and not folded (RULES.md §2).
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
