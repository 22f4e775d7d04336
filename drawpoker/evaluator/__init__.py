"""Five-card hand evaluation: high hands (with wild cards) and lowball (docs/rules.md §1).

Public API:

* :func:`evaluate` -> :class:`HandValue` for the high game, ``wild`` in
  ``none``/``joker``/``bug``/``deuces``.
* :func:`evaluate_low` -> :class:`LowValue` for ``ace-to-five`` (joker allowed) and
  ``deuce-to-seven``.
* :func:`evaluate_game` -> whichever of the two a game uses (what the engine calls
  at showdown).
* :func:`rank_many` -> numpy batch ranking of many hands at once.
* :func:`reading_order` -> a shown hand's cards in the order its name reads.

Values are interned: every distinct hand value is one object, created once, so
comparing and hashing are cheap and ``evaluate`` allocates nothing. Larger values
win; equal values split the pot (suits never break ties).

Modules: :mod:`~drawpoker.evaluator.values` (the value classes),
:mod:`~drawpoker.evaluator.describe` (hand names in words),
:mod:`~drawpoker.evaluator.lookup` (evaluation), :mod:`~drawpoker.evaluator.tables`
(the scheme tables, and how they work), :mod:`~drawpoker.evaluator.order` (reading order).
"""

from drawpoker.evaluator.describe import rank_name
from drawpoker.evaluator.lookup import (
    evaluate,
    evaluate_game,
    evaluate_low,
    hand_indices,
    prepare,
    rank_many,
    strength_value,
)
from drawpoker.evaluator.order import reading_order
from drawpoker.evaluator.tables import GAMES, WILDS
from drawpoker.evaluator.values import HandCategory, HandValue, LowValue

__all__ = [
    "HandCategory",
    "HandValue",
    "LowValue",
    "GAMES",
    "WILDS",
    "evaluate",
    "evaluate_low",
    "evaluate_game",
    "rank_many",
    "hand_indices",
    "strength_value",
    "prepare",
    "rank_name",
    "reading_order",
]
