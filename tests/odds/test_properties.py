"""Property tests (hypothesis) for the exact draw odds, against direct enumeration."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations
from math import comb

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from drawpoker.cards import JOKER, Card, full_deck
from drawpoker.evaluator import HandCategory, evaluate_game, rank_many
from drawpoker.odds import analyze_holds, draw_outcomes

DECK = full_deck()
MODES = [("high", "none"), ("high", "joker"), ("high", "bug"), ("high", "deuces"),
         ("ace-to-five", "none"), ("ace-to-five", "joker"), ("deuce-to-seven", "none")]


@st.composite
def situations(draw: st.DrawFn) -> tuple[list[Card], list[Card], tuple[Card, ...], str, str]:
    game, wild = draw(st.sampled_from(MODES))
    deck = DECK + [JOKER] if wild in ("joker", "bug") else DECK
    cards = draw(st.lists(st.sampled_from(deck), min_size=5, max_size=12, unique=True))
    hand, dead = cards[:5], cards[5:]
    mask = draw(st.lists(st.booleans(), min_size=5, max_size=5))
    keep = tuple(c for c, k in zip(hand, mask, strict=True) if k)
    return hand, dead, keep, game, wild


@settings(max_examples=60, deadline=None)
@given(situations())
def test_small_draws_equal_enumeration(sit: tuple) -> None:
    hand, dead, keep, game, wild = sit
    hold = next(a for a in analyze_holds(hand, game=game, wild=wild, dead=dead)
                if a.keep == keep)
    jokers = 1 if wild in ("joker", "bug") else 0
    unseen = [c.index for c in full_deck(jokers) if c not in hand and c not in dead]
    d = 5 - len(keep)
    assert hold.total == comb(len(unseen), d)
    if d <= 2:
        rows = np.array([[c.index for c in keep] + list(x) for x in combinations(unseen, d)],
                        dtype=np.int64).reshape(-1, 5)
        expect = np.bincount(rank_many(rows, game=game, wild=wild), minlength=len(hold.counts))
        assert np.array_equal(expect, hold.counts)


@settings(max_examples=60, deadline=None)
@given(situations())
def test_distribution_is_a_probability(sit: tuple) -> None:
    hand, dead, keep, game, wild = sit
    dist = draw_outcomes(hand, keep, wild=wild, dead=dead, game=game)
    assert sum(dist.values()) == 1 and all(p > 0 for p in dist.values())
    holds = analyze_holds(hand, game=game, wild=wild, dead=dead)
    assert len(holds) == 32
    hold = next(a for a in holds if a.keep == keep)
    assert hold.distribution == dist
    assert 0 <= hold.p_improve <= 1
    # the chance of "at least" never grows as the bar rises
    if game == "high":
        bars = [hold.p_at_least(c) for c in HandCategory]
        assert all(x >= y for x, y in zip(bars, bars[1:], strict=False))
        assert bars[0] == 1
    # standing pat keeps exactly the hand held
    pat = next(a for a in holds if a.draws == 0)
    current = evaluate_game(hand, game=game, wild=wild)
    assert pat.p_value(current) == 1 and pat.p_at_least(current) == 1
    assert pat.p_improve == 0
    assert holds == sorted(holds, key=lambda a: (-a.score, a.draws))
    assert all(isinstance(p, Fraction) for p in dist.values())
