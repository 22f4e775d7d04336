"""TEMPORARY stand-in computer policy, used by the table scene only while
``drawpoker.ai.make_player`` is missing (and as a last resort if it fails).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from drawpoker.cards import Card
from drawpoker.engine import (
    Action,
    ActionType,
    PlayerView,
)

NAMES = ["high card", "one pair", "two pair", "three of a kind", "straight", "flush",
         "full house", "four of a kind", "straight flush"]


def score(cards: tuple[Card, ...] | list[Card]) -> tuple[int, tuple[int, ...]]:
    """(category 0..8, tiebreak ranks) of a five-card high hand."""
    ranks = sorted((c.rank for c in cards), reverse=True)
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    flush = len({c.suit for c in cards}) == 1
    uniq = sorted(set(ranks), reverse=True)
    straight_top = 0
    if len(uniq) == 5 and uniq[0] - uniq[4] == 4:
        straight_top = uniq[0]
    elif uniq == [14, 5, 4, 3, 2]:
        straight_top = 5
    order = tuple(r for r, _ in groups)
    if straight_top and flush:
        return 8, (straight_top,)
    if groups[0][1] == 4:
        return 7, order
    if groups[0][1] == 3 and groups[1][1] == 2:
        return 6, order
    if flush:
        return 5, tuple(ranks)
    if straight_top:
        return 4, (straight_top,)
    if groups[0][1] == 3:
        return 3, order
    if groups[0][1] == 2 and groups[1][1] == 2:
        return 2, order
    if groups[0][1] == 2:
        return 1, order
    return 0, tuple(ranks)


def describe(cards: tuple[Card, ...] | list[Card]) -> str:
    """Rough English name of a hand (stand-in for the evaluator's describe())."""
    cat, _ = score(cards)
    return NAMES[cat].capitalize()


class StandInPolicy:
    """A trivial computer player: plays its hand's category with some randomness."""

    def decide(self, view: PlayerView, rng: random.Random) -> Any:
        la = view.legal
        assert la is not None
        cat, _ = score(view.own_cards)
        r = rng.random()
        seat = la.seat
        if ActionType.CHECK in la.kinds:
            if (cat >= 2 or r < 0.15) and ActionType.BET in la.kinds:
                pot = view.pot_total
                to = max(la.min_to, min(la.max_to, pot // 2 + la.current_bet))
                return _D(Action(seat, ActionType.BET, to=to), "a good hand")
            return _D(Action(seat, ActionType.CHECK), "nothing to bet")
        if cat == 0 and la.call_amount > view.pot_total // 4 and r < 0.8:
            return _D(Action(seat, ActionType.FOLD), "too weak")
        if cat >= 3 and ActionType.RAISE in la.kinds and r < 0.5:
            return _D(Action(seat, ActionType.RAISE, to=la.min_to), "strong hand")
        return _D(Action(seat, ActionType.CALL), "worth a call")

    def choose_discards(self, view: PlayerView, rng: random.Random) -> Any:
        cards = list(view.own_cards)
        counts = Counter(c.rank for c in cards)
        cat, _ = score(cards)
        if cat >= 4:
            keep = cards
        elif max(counts.values()) >= 2:
            keep = [c for c in cards if counts[c.rank] >= 2]
        else:
            keep = sorted(cards, key=lambda c: -c.rank)[:2]
        discard = tuple(c for c in cards if c not in keep)[: view.legal.max_discard if view.legal else 5]
        return _D(Action(view.seat, ActionType.DRAW, discard=discard), "keeps the best cards")


@dataclass(frozen=True)
class _D:
    action: Action
    reason: str
