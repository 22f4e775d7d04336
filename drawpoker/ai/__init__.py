"""Computer opponents that play from the odds (see docs/architecture.md).

``make_player("hard:shark")`` gives a :class:`Policy`; its ``decide(view, rng)`` and
``choose_discards(view, rng)`` return a :class:`Decision` (the engine action and a
one-line translated reason). No pygame here.
"""

from drawpoker.ai.factory import make_player, warm_up
from drawpoker.ai.personalities import LEVELS, PERSONALITIES, Level, Personality
from drawpoker.ai.player import AIPlayer
from drawpoker.ai.protocol import Decision, DrawDecision, Policy

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
