"""Exhaustive proof: all 2,598,960 five-card hands against treys, lowball against pokerkit.

`test_exhaustive_all_2598960_hands_vs_treys` ranks every hand three ways (our batch
path, our single-hand ``evaluate`` and treys' five-card evaluator) and checks the
category counts and that the three orderings agree hand for hand. About 15-25 s on
the 2-core build machine.
"""

from __future__ import annotations

import random
from itertools import combinations

import numpy as np
import pytest
from pokerkit import RegularLowHand, StandardLowHand
from treys import Card as TCard
from treys import Evaluator as TEvaluator

from drawpoker.cards import JOKER, full_deck
from drawpoker.evaluator import (
    HandCategory,
    evaluate,
    evaluate_low,
    rank_many,
    strength_value,
)

N_HANDS = 2_598_960
CATEGORY_COUNTS = {
    HandCategory.STRAIGHT_FLUSH: 40,
    HandCategory.FOUR_OF_A_KIND: 624,
    HandCategory.FULL_HOUSE: 3744,
    HandCategory.FLUSH: 5108,
    HandCategory.STRAIGHT: 10200,
    HandCategory.THREE_OF_A_KIND: 54912,
    HandCategory.TWO_PAIR: 123552,
    HandCategory.ONE_PAIR: 1098240,
    HandCategory.HIGH_CARD: 1302540,
}


def _all_hands() -> np.ndarray:
    flat = np.fromiter((i for combo in combinations(range(52), 5) for i in combo),
                       dtype=np.int64, count=5 * N_HANDS)
    return flat.reshape(-1, 5)


def _agree(ours: np.ndarray, theirs: np.ndarray) -> None:
    """``ours`` (larger better) and ``theirs`` (larger better) order the hands identically."""
    pairs = np.unique(np.stack([ours, theirs], axis=1), axis=0)
    assert len(pairs) == len(np.unique(ours)) == len(np.unique(theirs))
    # pairs are sorted by ours; theirs must then be strictly increasing too
    assert np.all(np.diff(pairs[:, 1]) > 0)


@pytest.mark.slow
def test_exhaustive_all_2598960_hands_vs_treys() -> None:
    hands = _all_hands()
    deck = full_deck()
    ours = rank_many(hands)
    assert ours.shape == (N_HANDS,)

    # category counts, including the 4 royal flushes
    cats = np.array([strength_value(int(s)).category for s in range(int(ours.max()) + 1)])
    counts = np.bincount(cats[ours], minlength=10)
    for cat, n in CATEGORY_COUNTS.items():
        assert counts[cat] == n, cat.name
    assert counts[HandCategory.FIVE_OF_A_KIND] == 0
    royal = strength_value(int(ours.max()))
    assert royal.describe() == "Royal flush" and int((ours == ours.max()).sum()) == 4
    assert len(np.unique(ours)) == 7462

    # treys (lower is better) hand for hand
    ev = TEvaluator()
    tcards = [TCard.new(str(c)) for c in deck]
    theirs = np.fromiter(map(ev._five, combinations(tcards, 5)), dtype=np.int64, count=N_HANDS)
    _agree(ours.astype(np.int64), -theirs)

    # the single-hand path gives the same value as the batch path for every hand
    keys = np.fromiter((v.key for v in map(evaluate, combinations(deck, 5))),
                       dtype=np.int64, count=N_HANDS)
    _agree(ours.astype(np.int64), keys)


def _check_sorted_against(values: list, theirs: list) -> None:
    """Sort by ours; every adjacent pair must compare the same way in the oracle."""
    order = sorted(range(len(values)), key=values.__getitem__)
    for i, j in zip(order, order[1:], strict=False):
        if values[i] == values[j]:
            assert not (theirs[i] < theirs[j]) and not (theirs[j] < theirs[i]), (i, j)
        else:
            assert theirs[i] < theirs[j], (values[i], values[j])


def _class_representatives(rule: str) -> list[list]:
    """One hand for every rank multiset (off-suit) and every flush rank set."""
    deck = full_deck()
    by_rank = {r: [c for c in deck if c.rank == r] for r in range(2, 15)}
    reps = []
    from itertools import combinations_with_replacement
    for ranks in combinations_with_replacement(range(2, 15), 5):
        if max(ranks.count(r) for r in ranks) > 4:
            continue
        used: dict[int, int] = {}
        hand = []
        for k, r in enumerate(ranks):
            i = used.get(r, 0)
            used[r] = i + 1
            # rotate suits so distinct-rank hands are never all one suit
            hand.append(by_rank[r][(i + k) % 4] if ranks.count(r) == 1 else by_rank[r][i])
        if len({c.suit for c in hand}) == 1:
            hand[0] = by_rank[hand[0].rank][(deck.index(hand[0]) + 1) % 4]
        reps.append(hand)
    if rule == "deuce-to-seven":
        for ranks in combinations(range(2, 15), 5):
            reps.append([by_rank[r][3] for r in ranks])
    return reps


@pytest.mark.parametrize("rule, oracle", [("ace-to-five", RegularLowHand),
                                          ("deuce-to-seven", StandardLowHand)])
def test_lowball_every_class_vs_pokerkit(rule: str, oracle: type) -> None:
    reps = _class_representatives(rule)
    assert len(reps) == (6175 if rule == "ace-to-five" else 7462)
    ours = [evaluate_low(h, rule) for h in reps]
    theirs = [oracle("".join(str(c) for c in h)) for h in reps]
    _check_sorted_against(ours, theirs)
    assert len(set(ours)) == len(reps)  # every class is a distinct value


@pytest.mark.parametrize("rule, oracle", [("ace-to-five", RegularLowHand),
                                          ("deuce-to-seven", StandardLowHand)])
def test_lowball_random_hands_vs_pokerkit(rule: str, oracle: type) -> None:
    rng = random.Random(2024)
    deck = full_deck()
    hands = [rng.sample(deck, 5) for _ in range(6000)]
    ours = [evaluate_low(h, rule) for h in hands]
    theirs = [oracle("".join(str(c) for c in h)) for h in hands]
    _check_sorted_against(ours, theirs)
    # batch path agrees too
    idx = np.array([[c.index for c in h] for h in hands])
    s = rank_many(idx, game=rule)
    assert [strength_value(int(x), game=rule) for x in s] == ours


def test_ace_to_five_joker_is_lowest_missing_card() -> None:
    """Oracle: replace the joker by the lowest rank not in the hand, rank with pokerkit."""
    rng = random.Random(77)
    deck = full_deck()
    order = [14, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]
    hands, substituted = [], []
    for _ in range(3000):
        nat = rng.sample(deck, 4)
        ranks = {c.rank for c in nat}
        r = next(x for x in order if x not in ranks)
        sub = next(c for c in deck if c.rank == r)
        hands.append(nat + [JOKER])
        substituted.append(nat + [sub])
    ours = [evaluate_low(h, "ace-to-five") for h in hands]
    assert ours == [evaluate_low(h, "ace-to-five") for h in substituted]
    theirs = [RegularLowHand("".join(str(c) for c in h)) for h in substituted]
    _check_sorted_against(ours, theirs)


@pytest.mark.slow
@pytest.mark.parametrize("rule", ["ace-to-five", "deuce-to-seven"])
def test_exhaustive_lowball_all_2598960_hands_class_sizes(rule: str) -> None:
    """Every hand through the batch path: the number of hands at each low value equals
    the combinatorial count of its class (prod C(4, m) over ranks; 4 or 1020 suit
    patterns for five distinct ranks, flush or not in deuce-to-seven)."""
    from collections import Counter
    from itertools import combinations_with_replacement
    from math import comb, prod

    strengths = rank_many(_all_hands(), game=rule)
    got = np.bincount(strengths)
    deck = full_deck()
    by_rank = {r: [c for c in deck if c.rank == r] for r in range(2, 15)}
    expect: Counter[int] = Counter()
    probe_rows = []
    for ranks in combinations_with_replacement(range(2, 15), 5):
        m = Counter(ranks)
        if max(m.values()) > 4:
            continue
        off = [by_rank[r][i] for r, n in m.items() for i in range(n)]
        if len(m) == 5:
            off[0] = by_rank[off[0].rank][1]  # mixed suits
            suited = [by_rank[r][3] for r in ranks]
            if rule == "deuce-to-seven":
                probe_rows.append(([c.index for c in suited], 4))
                probe_rows.append(([c.index for c in off], 4**5 - 4))
            else:
                probe_rows.append(([c.index for c in off], 4**5))
        else:
            probe_rows.append(([c.index for c in off], prod(comb(4, n) for n in m.values())))
    probe = rank_many(np.array([r for r, _ in probe_rows]), game=rule)
    for s, (_, n) in zip(probe.tolist(), probe_rows, strict=True):
        expect[s] += n
    assert sum(expect.values()) == N_HANDS
    assert {s: int(n) for s, n in enumerate(got) if n} == dict(expect)
    # and the probes agree with the single-hand path
    for s, (row, _) in zip(probe.tolist(), probe_rows, strict=True):
        assert strength_value(s, game=rule) == evaluate_low([deck[i] for i in row], rule)
