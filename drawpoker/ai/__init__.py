"""Computer opponents that play from the odds (see docs/architecture.md, issue 5).

``make_player("hard:shark")`` gives a :class:`Policy`; its ``decide(view, rng)`` and
``choose_discards(view, rng)`` return a :class:`Decision` (the engine action and a
one-line translated reason). No pygame here.
"""

from drawpoker.ai.personalities import LEVELS, PERSONALITIES, Level, Personality
from drawpoker.ai.policy import (
    AIPlayer,
    Decision,
    DrawDecision,
    Policy,
    make_player,
    warm_up,
)

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
