"""Wild-card modes checked against a brute-force oracle built on treys.

Oracle: try every card a wild card could stand for (no duplicate cards; five of a kind,
which treys cannot rank, is handled explicitly), rank each with treys and keep the
best. Compared by hand *class* (treys rank) since five of a kind is ours only.
"""

from __future__ import annotations

import random
from itertools import product

import pytest
from treys import Card as TCard
from treys import Evaluator as TEvaluator

from drawpoker.cards import JOKER, Card, full_deck
from drawpoker.evaluator import HandCategory, evaluate

_EV = TEvaluator()
_DECK = full_deck()
_T = {c: TCard.new(str(c)) for c in _DECK}


def _treys(cards: list[Card]) -> int:
    return _EV._five([_T[c] for c in cards])


def _treys_class(rank: int) -> HandCategory:
    name = _EV.class_to_string(_EV.get_rank_class(rank))
    return {"Straight Flush": HandCategory.STRAIGHT_FLUSH, "Four of a Kind":
            HandCategory.FOUR_OF_A_KIND, "Full House": HandCategory.FULL_HOUSE,
            "Flush": HandCategory.FLUSH, "Straight": HandCategory.STRAIGHT,
            "Three of a Kind": HandCategory.THREE_OF_A_KIND, "Two Pair": HandCategory.TWO_PAIR,
            "Pair": HandCategory.ONE_PAIR, "High Card": HandCategory.HIGH_CARD}[name]


def _oracle(naturals: list[Card], n_wild: int, *, bug: bool = False) -> tuple[int, int]:
    """(category, -treys rank) of the best substitution; five of a kind = (9, rank)."""
    ranks = {c.rank for c in naturals}
    if len(ranks) == 1 and (not bug or naturals[0].rank == 14):
        return (9, naturals[0].rank)
    free = [c for c in _DECK if c not in naturals]
    best: tuple[int, int] | None = None
    for subs in product(free, repeat=n_wild):
        if len(set(subs)) != n_wild:
            continue
        r = _treys(naturals + list(subs))
        cat = _treys_class(r)
        if bug and subs[0].rank != 14 and cat not in (
                HandCategory.STRAIGHT, HandCategory.FLUSH, HandCategory.STRAIGHT_FLUSH):
            continue
        cand = (int(cat), -r)
        if best is None or cand > best:
            best = cand
    assert best is not None
    return best


def _ours(cards: list[Card], wild: str) -> tuple[int, int]:
    v = evaluate(cards, wild=wild)
    if v.category == HandCategory.FIVE_OF_A_KIND:
        return (9, v.ranks[0])
    # translate our value to a treys rank through a natural hand with the same value
    return (int(v.category), -_natural_rank(v))


def _natural_rank(v: object) -> int:
    """treys rank of a natural hand with value ``v``: built from its ranks."""
    from drawpoker.evaluator import HandValue
    assert isinstance(v, HandValue)
    cat, r = v.category, v.ranks
    C = HandCategory
    if cat in (C.STRAIGHT, C.STRAIGHT_FLUSH):
        top = r[0]
        ranks = [14, 2, 3, 4, 5] if top == 5 else list(range(top - 4, top + 1))
    else:
        counts = {C.FOUR_OF_A_KIND: [4, 1], C.FULL_HOUSE: [3, 2], C.THREE_OF_A_KIND: [3, 1, 1],
                  C.TWO_PAIR: [2, 2, 1], C.ONE_PAIR: [2, 1, 1, 1]}.get(cat, [1] * 5)
        ranks = [rk for rk, n in zip(r, counts, strict=True) for _ in range(n)]
    flush = cat in (C.FLUSH, C.STRAIGHT_FLUSH)
    cards, used = [], set()
    for i, rk in enumerate(ranks):
        suit = "s" if flush else "cdhs"[(i + sum(1 for x in cards if x.rank == rk)) % 4]
        if not flush:
            suit = next(s for s in "cdhs" if Card(rk, s) not in used
                        and (i != 4 or len({c.suit for c in cards} | {s}) > 1))
        card = Card(rk, suit)
        used.add(card)
        cards.append(card)
    return _treys(cards)


@pytest.mark.parametrize("wild", ["joker", "bug"])
def test_joker_modes_vs_brute_force(wild: str) -> None:
    rng = random.Random(11 if wild == "joker" else 12)
    hands = [rng.sample(_DECK, 4) for _ in range(250)]
    # plus drawn-to-order hands that exercise straights, flushes and five of a kind
    hands += [[Card(r, s) for r, s in spec] for spec in (
        [(14, "s"), (14, "h"), (14, "d"), (14, "c")], [(13, "s"), (13, "h"), (13, "d"), (13, "c")],
        [(9, "s"), (8, "s"), (6, "s"), (5, "s")], [(14, "s"), (2, "d"), (3, "s"), (4, "s")],
        [(14, "h"), (13, "h"), (4, "h"), (3, "h")], [(10, "c"), (11, "d"), (12, "h"), (14, "s")],
        [(7, "s"), (7, "h"), (2, "c"), (2, "d")], [(3, "s"), (4, "s"), (5, "s"), (6, "s")])]
    for nat in hands:
        assert _ours(nat + [JOKER], wild) == _oracle(nat, 1, bug=wild == "bug"), nat


def test_deuces_vs_brute_force() -> None:
    rng = random.Random(13)
    deuces = [c for c in _DECK if c.rank == 2]
    others = [c for c in _DECK if c.rank != 2]
    checked = 0
    for n_wild in (1, 2):
        for _ in range(120 if n_wild == 1 else 25):
            wild = rng.sample(deuces, n_wild)
            nat = rng.sample(others, 5 - n_wild)
            assert _ours(nat + wild, "deuces") == _oracle(nat, n_wild), (nat, wild)
            checked += 1
    assert checked == 145


def test_deuces_three_and_four_wild() -> None:
    C = HandCategory
    d = [c for c in _DECK if c.rank == 2]
    rng = random.Random(14)
    others = [c for c in _DECK if c.rank != 2]
    for _ in range(200):
        a, b = rng.sample(others, 2)
        v = evaluate([a, b] + d[:3], wild="deuces")
        if a.rank == b.rank:
            assert (v.category, v.ranks) == (C.FIVE_OF_A_KIND, (a.rank,))
        elif a.suit == b.suit and abs(a.rank - b.rank) <= 4 or (
                a.suit == b.suit and {a.rank, b.rank} <= {14, 3, 4, 5}):
            assert v.category == C.STRAIGHT_FLUSH
        else:
            assert (v.category, v.ranks) == (C.FOUR_OF_A_KIND, (max(a.rank, b.rank),
                                                                min(a.rank, b.rank)))
        single = evaluate([a] + d, wild="deuces")
        assert (single.category, single.ranks) == (C.FIVE_OF_A_KIND, (a.rank,))
