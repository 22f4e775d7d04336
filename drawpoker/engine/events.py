"""Events: every step of a hand a player sees happen, as immutable records.

The log of a hand (``Hand.events``) is enough to animate it and to write its history.
In a censored log (``PlayerView.events``) a card another player holds face down is ``None``.
Seats are 0-based indices, clockwise; amounts are chips.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from drawpoker.engine.actions import ActionType

if TYPE_CHECKING:
    from drawpoker.cards import Card

ForcedBetKind = Literal["ante", "small_blind", "big_blind"]


@dataclass(frozen=True, slots=True)
class Pot:
    """A pot: ``amount`` chips contested by the ``eligible`` seats (docs/rules.md §3.8)."""

    amount: int
    eligible: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HandStarted:
    """A new deal begins.

    Attributes:
        hand_no: number of the deal at the table (1-based).
        button: seat holding the button (may be a dead seat with blinds).
        dealt_in: seats dealt in, clockwise from left of the button.
        stacks: every seat's stack before forced bets (indexed by seat).
        names: every seat's name.
        small_blind_seat / big_blind_seat: who posts the blinds (``None`` if nobody).
        carried_pot: chips carried over from an unopened jackpots deal / redeal.
    """

    hand_no: int
    button: int
    dealt_in: tuple[int, ...]
    stacks: tuple[int, ...]
    names: tuple[str, ...]
    small_blind_seat: int | None
    big_blind_seat: int | None
    carried_pot: int


@dataclass(frozen=True, slots=True)
class ForcedBet:
    """A seat posts an ante or a blind; ``all_in`` if that took his last chip (docs/rules.md §2)."""

    seat: int
    kind: ForcedBetKind
    amount: int
    all_in: bool


@dataclass(frozen=True, slots=True)
class CardDealt:
    """One card dealt face down to ``seat``; ``index`` is its place (0-4) in the hand.

    ``card`` is ``None`` in another player's censored view.
    """

    seat: int
    card: Card | None
    index: int


@dataclass(frozen=True, slots=True)
class BettingRoundStarted:
    """A betting round starts (``round_no`` 1 before the draw, 2 after it)."""

    round_no: int
    first_to_act: int | None


@dataclass(frozen=True, slots=True)
class PlayerActed:
    """A betting decision: check, bet, call, raise, fold or all-in.

    Attributes:
        seat: who acted.
        kind: the action as played (an all-in shove is ``allin``; a call for less
            that uses the whole stack is ``call`` with ``all_in`` True).
        amount: chips added to the table by this action.
        to: the seat's total bet this round afterwards.
        all_in: the seat has no chips left.
        opens: this bet opened a jackpots pot (docs/rules.md §3.3).
    """

    seat: int
    kind: ActionType
    amount: int
    to: int
    all_in: bool
    opens: bool = False


@dataclass(frozen=True, slots=True)
class UncalledReturned:
    """Chips of a bet nobody matched go back to ``seat`` (docs/rules.md §3.4)."""

    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class BetsCollected:
    """The bets in front of the seats go into the pots; ``pots`` is the new state."""

    pots: tuple[Pot, ...]


@dataclass(frozen=True, slots=True)
class DrawStarted:
    """The draw begins; ``order`` is the seats that draw, in turn (docs/rules.md §3.5)."""

    order: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Discarded:
    """``seat`` throws ``count`` cards face down (``cards`` ``None`` when censored).

    ``count`` 0 means he stands pat. ``kept_opener`` is a card kept aside to prove openers
    (hidden from the others until the end). ``shown_ace`` is the ace a player keeps and shows
    to draw four under "4 with an ace" (public). ``slots`` are the hand positions (0-4,
    ascending) of the thrown cards (public: each replacement lands in one of them).
    """

    seat: int
    count: int
    cards: tuple[Card, ...] | None
    kept_opener: tuple[Card, ...] | None = None
    shown_ace: Card | None = None
    slots: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Reshuffled:
    """The stub ran out: its last card and ``cards_in`` discards/folded cards were shuffled
    into a new stub of ``stub_size`` cards, for the draw of ``serving`` (docs/rules.md §3.5)."""

    serving: int
    cards_in: int
    stub_size: int


@dataclass(frozen=True, slots=True)
class ReplacementDealt:
    """One replacement card to ``seat`` at hand position ``index`` (``card`` censored)."""

    seat: int
    card: Card | None
    index: int


@dataclass(frozen=True, slots=True)
class ShowdownReveal:
    """``seat`` shows ``cards`` at showdown; ``description`` is the hand's name."""

    seat: int
    cards: tuple[Card, ...]
    description: str


@dataclass(frozen=True, slots=True)
class Mucked:
    """``seat`` mucks at showdown (his cards stay hidden; he cannot win)."""

    seat: int


@dataclass(frozen=True, slots=True)
class OpenersShown:
    """The opener proves his openers at the end of a jackpots hand (docs/rules.md §3.3).

    ``cards`` are the opening cards (kept or put aside).
    """

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class PotAwarded:
    """Pot number ``index`` (0 = main) of ``amount`` chips goes to ``winners``.

    ``shares`` pairs each winner with the chips he gets, odd chips included (docs/rules.md §3.8).
    """

    index: int
    amount: int
    eligible: tuple[int, ...]
    winners: tuple[int, ...]
    shares: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class Redeal:
    """Nobody opened (or all checked with check-around redeal): the hands are collected and
    ``carried_pot`` chips stay for the next deal (docs/rules.md §3.3)."""

    reason: Literal["not-opened", "checked-around"]
    carried_pot: int


@dataclass(frozen=True, slots=True)
class HandEnded:
    """The deal is over; ``stacks`` are every seat's chips afterwards."""

    stacks: tuple[int, ...]
    carried_pot: int = 0


Event = (
    HandStarted
    | ForcedBet
    | CardDealt
    | BettingRoundStarted
    | PlayerActed
    | UncalledReturned
    | BetsCollected
    | DrawStarted
    | Discarded
    | Reshuffled
    | ReplacementDealt
    | ShowdownReveal
    | Mucked
    | OpenersShown
    | PotAwarded
    | Redeal
    | HandEnded
)
