"""``hold_counts``: the counts of ``analyze_holds`` without its scores, per strength or
summed into groups of strengths (the AI's value ranks)."""

from __future__ import annotations

import random

import numpy as np
import pytest

from drawpoker.cards import full_deck, parse_cards
from drawpoker.odds import analyze_holds, hold_counts, strength_count

MODES = [("high", "none"), ("high", "deuces"), ("high", "joker"), ("high", "bug"),
         ("ace-to-five", "joker"), ("ace-to-five", "none"), ("deuce-to-seven", "none")]


@pytest.mark.parametrize("game, wild", MODES)
def test_counts_match_analyze_holds_per_strength_and_per_group(game: str, wild: str) -> None:
    rng = random.Random(MODES.index((game, wild)))
    n = strength_count(game, wild)
    groups = np.array(sorted(rng.randrange(40) for _ in range(n)), dtype=np.int64)
    deck = full_deck(1 if wild in ("joker", "bug") else 0)
    for _ in range(6):
        hand = rng.sample(deck, 5)
        max_draw = rng.choice((1, 2, 3, 5))
        expected = {a.keep: a.counts for a in analyze_holds(hand, wild=wild, game=game,
                                                            max_draw=max_draw)}
        masks, counts = hold_counts(hand, wild=wild, game=game, max_draw=max_draw)
        keeps = [tuple(c for i, c in enumerate(hand) if m >> i & 1) for m in masks]
        assert counts.shape == (len(expected), n)
        assert {k: list(c) for k, c in zip(keeps, counts, strict=True)} == {
            k: list(c) for k, c in expected.items()}
        _keeps, grouped = hold_counts(hand, wild=wild, game=game, max_draw=max_draw,
                                      groups=(groups, 40))
        summed = np.zeros((len(keeps), 40), dtype=np.int64)
        np.add.at(summed, (np.arange(len(keeps))[:, None], groups[None, :]), counts)
        assert (grouped == summed).all()


def test_bad_groups_and_draws_raise() -> None:
    hand = parse_cards("As Kd 7c 7h 2s")
    with pytest.raises(ValueError, match="groups"):
        hold_counts(hand, groups=(np.zeros(5, dtype=np.int64), 1))
    with pytest.raises(ValueError, match="max_draw"):
        hold_counts(hand, max_draw=6)
    assert strength_count() == 7462
