"""A random legal player: the reference agent for property tests and benchmarks."""

from __future__ import annotations

import random
from collections.abc import Sequence

from drawpoker.cards import Card
from drawpoker.engine.actions import Action, ActionType, LegalActions

_ORDER = tuple(ActionType)
_ORDERED: dict[frozenset[ActionType], tuple[ActionType, ...]] = {}


def random_legal_action(legal: LegalActions, own_cards: Sequence[Card], rng: random.Random,
                        *, fold_weight: float = 1.0) -> Action:
    """A uniformly chosen legal action (bet sizes uniform in ``[min_to, max_to]``).

    Args:
        legal: the seat's legal actions.
        own_cards: the seat's cards (for the draw).
        rng: the random source.
        fold_weight: relative weight of folding against each other kind (``< 1`` makes
            hands go further).
    """
    kinds = _ORDERED.get(legal.kinds)
    if kinds is None:
        kinds = _ORDERED[legal.kinds] = tuple(k for k in _ORDER if k in legal.kinds)
    total = len(kinds) - 1 + fold_weight if ActionType.FOLD in legal.kinds else len(kinds)
    pick = rng.random() * total
    kind = kinds[-1]
    for k in kinds:
        pick -= fold_weight if k is ActionType.FOLD else 1.0
        if pick < 0:
            kind = k
            break
    seat = legal.seat
    if kind in (ActionType.BET, ActionType.RAISE):
        return Action(seat, kind, to=rng.randint(legal.min_to, legal.max_to))
    if kind is ActionType.DRAW:
        n = rng.randint(0, legal.max_discard)
        cards = list(own_cards)
        if legal.four_with_ace_needed and n == legal.max_discard:
            aces = [c for c in cards if c.rank == 14]
            if not aces:
                n -= 1
            else:
                cards.remove(aces[0])
        return Action(seat, kind, discard=tuple(rng.sample(cards, n)))
    return Action(seat, kind)
