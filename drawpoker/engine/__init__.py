"""The rules engine: Five Card Draw played by the book (RULES.md), with events and views.

Public names are re-exported here; see docs/architecture.md for the contract.
"""

from drawpoker.engine.actions import (
    Action,
    ActionType,
    IllegalAction,
    LegalActions,
    Phase,
    PreAction,
    resolve_pre_action,
)
from drawpoker.engine.events import (
    BetsCollected,
    BettingRoundStarted,
    CardDealt,
    Discarded,
    DrawStarted,
    Event,
    ForcedBet,
    HandEnded,
    HandStarted,
    Mucked,
    OpenersShown,
    PlayerActed,
    Pot,
    PotAwarded,
    Redeal,
    ReplacementDealt,
    Reshuffled,
    ShowdownReveal,
    UncalledReturned,
)
from drawpoker.engine.hand import Hand
from drawpoker.engine.result import HandResult
from drawpoker.engine.rules import TableRules
from drawpoker.engine.table import Positions, Seat, Table
from drawpoker.engine.view import PlayerView, SeatView

__all__ = [
    "Action",
    "ActionType",
    "BetsCollected",
    "BettingRoundStarted",
    "CardDealt",
    "Discarded",
    "DrawStarted",
    "Event",
    "ForcedBet",
    "HandEnded",
    "Hand",
    "HandResult",
    "HandStarted",
    "IllegalAction",
    "LegalActions",
    "Mucked",
    "OpenersShown",
    "Phase",
    "PlayerActed",
    "PlayerView",
    "Pot",
    "PotAwarded",
    "Positions",
    "PreAction",
    "Redeal",
    "ReplacementDealt",
    "Reshuffled",
    "Seat",
    "SeatView",
    "ShowdownReveal",
    "Table",
    "TableRules",
    "UncalledReturned",
    "resolve_pre_action",
]
