"""A random legal player: the reference agent for property tests and benchmarks."""

from __future__ import annotations

import random
from collections.abc import Sequence

from drawpoker.cards import Card
from drawpoker.engine.actions import Action, ActionType, LegalActions

_ORDER = tuple(ActionType)
# bound once: reading ``ActionType.BET`` goes through the Enum class at every use
_BET, _RAISE, _DRAW = ActionType.BET, ActionType.RAISE, ActionType.DRAW
#: (legal kinds, fold weight) -> (total weight, (kind, weight) in ActionType order, last kind)
_PLANS: dict[tuple[frozenset[ActionType], float],
             tuple[float, tuple[tuple[ActionType, float], ...], ActionType]] = {}
#: the argument-free actions (check, call, fold, all-in, show, muck) by (seat, kind); frozen
_PLAIN: dict[tuple[int, ActionType], Action] = {}


def _plan(kinds: frozenset[ActionType], fold_weight: float) -> tuple[
        float, tuple[tuple[ActionType, float], ...], ActionType]:
    ordered = tuple(k for k in _ORDER if k in kinds)
    total = len(ordered) - 1 + fold_weight if ActionType.FOLD in kinds else len(ordered)
    weighted = tuple((k, fold_weight if k is ActionType.FOLD else 1.0) for k in ordered)
    plan = _PLANS[kinds, fold_weight] = (total, weighted, ordered[-1])
    return plan


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
    plan = _PLANS.get((legal.kinds, fold_weight))
    total, weighted, kind = plan if plan is not None else _plan(legal.kinds, fold_weight)
    pick = rng.random() * total
    for k, weight in weighted:
        pick -= weight
        if pick < 0:
            kind = k
            break
    seat = legal.seat
    if kind is _BET or kind is _RAISE:
        return Action(seat, kind, to=rng.randint(legal.min_to, legal.max_to))
    if kind is _DRAW:
        n = rng.randint(0, legal.max_discard)
        cards = list(own_cards)
        if legal.four_with_ace_needed and n == legal.max_discard:
            aces = [c for c in cards if c.rank == 14]
            if not aces:
                n -= 1
            else:
                cards.remove(aces[0])
        return Action(seat, kind, discard=tuple(rng.sample(cards, n)))
    action = _PLAIN.get((seat, kind))
    if action is None:
        action = _PLAIN[seat, kind] = Action(seat, kind)
    return action
