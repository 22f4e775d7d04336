"""Computer opponents that play from the odds (see docs/architecture.md).

``make_player("hard:shark")`` gives a :class:`Policy`; its ``decide(view, rng)`` and
``choose_discards(view, rng)`` return a :class:`Decision` (the engine action and a
one-line translated reason). No pygame here.

The names below are loaded on first use (PEP 562): reading the personality table
(:mod:`drawpoker.ai.personalities`, plain data) does not load the players and the numpy
tables behind them, so the title screen comes up without them.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from drawpoker.ai.factory import make_player, warm_up
    from drawpoker.ai.personalities import LEVELS, PERSONALITIES, Level, Personality
    from drawpoker.ai.player import AIPlayer
    from drawpoker.ai.protocol import Decision, DrawDecision, Policy

#: Public name -> the module of this package that defines it.
_WHERE = {
    "make_player": "factory", "warm_up": "factory",
    "LEVELS": "personalities", "PERSONALITIES": "personalities", "Level": "personalities",
    "Personality": "personalities",
    "AIPlayer": "player",
    "Decision": "protocol", "DrawDecision": "protocol", "Policy": "protocol",
}


def __getattr__(name: str) -> Any:
    """The public name ``name``, its module imported now (AttributeError if unknown)."""
    try:
        module = _WHERE[name]
    except KeyError:
        raise AttributeError(f"module 'drawpoker.ai' has no attribute {name!r}") from None
    value = getattr(importlib.import_module(f"drawpoker.ai.{module}"), name)
    globals()[name] = value
    return value


__all__ = [
    "AIPlayer",
    "Decision",
    "DrawDecision",
    "LEVELS",
    "Level",
    "PERSONALITIES",
    "Personality",
    "Policy",
    "make_player",
    "warm_up",
]
