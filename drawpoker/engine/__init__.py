"""The rules engine: Five Card Draw played by the book (docs/rules.md), with events and views.

Public names are re-exported here; see docs/architecture.md for the contract. They are
loaded on first use (PEP 562): reading the table options (:mod:`drawpoker.engine.rules`,
a plain value the settings and the title's table summary need) does not load the hand
machinery, so the title screen comes up without it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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

#: Public name -> the module of this package that defines it.
_WHERE = {
    "Action": "actions", "ActionType": "actions", "IllegalAction": "actions",
    "LegalActions": "actions", "Phase": "actions", "PreAction": "actions",
    "resolve_pre_action": "actions",
    "BetsCollected": "events", "BettingRoundStarted": "events", "CardDealt": "events",
    "Discarded": "events", "DrawStarted": "events", "Event": "events", "ForcedBet": "events",
    "HandEnded": "events", "HandStarted": "events", "Mucked": "events",
    "OpenersShown": "events", "PlayerActed": "events", "Pot": "events", "PotAwarded": "events",
    "Redeal": "events", "ReplacementDealt": "events", "Reshuffled": "events",
    "ShowdownReveal": "events", "UncalledReturned": "events",
    "Hand": "hand",
    "HandResult": "result",
    "TableRules": "rules",
    "Positions": "table", "Seat": "table", "Table": "table",
    "PlayerView": "view", "SeatView": "view",
}


def __getattr__(name: str) -> Any:
    """The public name ``name``, its module imported now (AttributeError if unknown)."""
    try:
        module = _WHERE[name]
    except KeyError:
        raise AttributeError(f"module 'drawpoker.engine' has no attribute {name!r}") from None
    value = getattr(importlib.import_module(f"drawpoker.engine.{module}"), name)
    globals()[name] = value
    return value


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
