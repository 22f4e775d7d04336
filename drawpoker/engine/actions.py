"""Phases, player actions and the legal-action summary (docs/rules.md §3, §4)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from drawpoker.cards import Card


class Phase(Enum):
    """The phases of one hand, in order (docs/rules.md §3)."""

    FORCED_BETS = "forced-bets"
    DEAL = "deal"
    FIRST_BETTING = "first-betting"
    DRAW = "draw"
    SECOND_BETTING = "second-betting"
    SHOWDOWN = "showdown"
    PAYOUT = "payout"
    HAND_OVER = "hand-over"


class ActionType(StrEnum):
    """What a player may decide (scenario-format ``act`` names)."""

    CHECK = "check"
    BET = "bet"
    CALL = "call"
    RAISE = "raise"
    FOLD = "fold"
    ALLIN = "allin"
    DRAW = "draw"
    SHOW = "show"
    MUCK = "muck"


@dataclass(frozen=True, slots=True)
class Action:
    """One decision of one seat.

    Attributes:
        seat: seat index (0-based, clockwise).
        kind: what is done.
        to: with ``bet``/``raise``: the player's total bet in this betting round after the
            action, forced bets included (chips). Ignored otherwise.
        discard: with ``draw``: the cards thrown (empty = stand pat).
    """

    seat: int
    kind: ActionType
    to: int | None = None
    discard: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class LegalActions:
    """What the seat to act may do now.

    Attributes:
        seat: the seat to act.
        phase: the current phase (a betting round, the draw or the showdown).
        kinds: the allowed action kinds.
        call_amount: chips to add to call (0 when checking is possible; capped by the stack).
        min_to: smallest legal bet/raise total this round (0 when neither is allowed).
        max_to: largest legal bet/raise total this round (fixed-limit: equals ``min_to``,
            pot-limit: the pot-size raise, no-limit: all-in).
        allin_to: the total this round if the player puts in his whole stack.
        max_discard: most cards this seat may discard now (draw phase), else 0.
        four_with_ace_needed: True when discarding ``max_discard`` cards needs a kept ace
            (docs/rules.md §3.5 "4 with an ace").
        current_bet: the highest total bet of the round (chips).
    """

    seat: int
    phase: Phase
    kinds: frozenset[ActionType]
    call_amount: int = 0
    min_to: int = 0
    max_to: int = 0
    allin_to: int = 0
    max_discard: int = 0
    four_with_ace_needed: bool = False
    current_bet: int = 0

    def allows(self, kind: ActionType) -> bool:
        """True if ``kind`` is one of the allowed actions."""
        return kind in self.kinds


class IllegalAction(ValueError):
    """An action that the rules do not allow now; ``reason`` says why (English, for logs).

    Raising it never changes the hand's state.
    """

    def __init__(self, reason: str, action: Action | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.action = action


class PreAction(StrEnum):
    """Pre-action boxes ticked while waiting for one's turn (docs/rules.md §5)."""

    CHECK_FOLD = "check-fold"
    FOLD = "fold"
    CHECK = "check"
    CALL_ANY = "call-any"
    RAISE_ANY = "raise-any"


def resolve_pre_action(pre: PreAction, legal: LegalActions) -> Action | None:
    """Turn a ticked pre-action box into an action once the seat's turn comes.

    Args:
        pre: the ticked box.
        legal: the legal actions of that seat now.

    Returns:
        The action to play, or ``None`` when the box no longer applies and the player must
        decide himself (e.g. "Check" ticked but now facing a bet).

    Rule: docs/rules.md §5 (boxes last one betting round).
    """
    kinds = legal.kinds
    seat = legal.seat
    can_check = ActionType.CHECK in kinds
    if pre is PreAction.CHECK_FOLD:
        if can_check:
            return Action(seat, ActionType.CHECK)
        return Action(seat, ActionType.FOLD) if ActionType.FOLD in kinds else None
    if pre is PreAction.FOLD:
        if ActionType.FOLD in kinds and not can_check:
            return Action(seat, ActionType.FOLD)
        return Action(seat, ActionType.CHECK) if can_check else None
    if pre is PreAction.CHECK:
        return Action(seat, ActionType.CHECK) if can_check else None
    if pre is PreAction.CALL_ANY:
        if can_check:
            return Action(seat, ActionType.CHECK)
        if ActionType.CALL in kinds:
            return Action(seat, ActionType.CALL)
        return None
    # RAISE_ANY: the minimum raise (or bet); all-in if only that is possible; else call.
    if ActionType.RAISE in kinds:
        return Action(seat, ActionType.RAISE, to=legal.min_to)
    if ActionType.BET in kinds:
        return Action(seat, ActionType.BET, to=legal.min_to)
    if ActionType.ALLIN in kinds and legal.allin_to > legal.current_bet:
        return Action(seat, ActionType.ALLIN)
    if ActionType.CALL in kinds:
        return Action(seat, ActionType.CALL)
    if can_check:
        return Action(seat, ActionType.CHECK)
    return None
