"""The coach's draw verdicts against brute-force enumeration of every replacement set.

For each hand and each legal hold, every set of replacement cards from the unseen cards is
dealt out and ranked with the evaluator's batch path (``rank_many``: the evaluator's own
tables, not the odds module's digit counting); the chance to improve, the expected final
rank and the pot share must agree with the coach's figures, and the holds offered must be
exactly the legal ones (draw limit, four cards only keeping an ace; docs/rules.md §3.5)."""

from __future__ import annotations

from itertools import combinations
from math import comb

import numpy as np
import pytest

from drawpoker.cards import Card, full_deck, parse_cards
from drawpoker.coach.draws import hold_figures, legal_keep
from drawpoker.evaluator import rank_many, tables
from drawpoker.odds import hand_percentiles, opponent_equity

#: (hand, game, wild, max_discard, four_with_ace_needed)
HANDS = [
    ("Jh Jd As 7c 2d", "high", "none", 5, False),
    ("As Kd 7c 4h 2s", "high", "none", 4, True),
    ("Qh Jh Th 9c 3d", "high", "none", 3, False),
    ("Jk 9h 8h 2c 2d", "high", "joker", 3, False),
    ("2c 9h Th Js 4d", "high", "deuces", 3, False),
    ("Jk As Kd 5c 5h", "high", "bug", 4, True),
    ("As 2d 4c 7h Kd", "ace-to-five", "none", 3, False),
    ("2c 3d 4h 7s Kd", "deuce-to-seven", "none", 3, False),
    ("Ah 3c 5d 8s 8h", "ace-to-five", "none", 4, False),
]


def _deck(wild: str) -> list[Card]:
    return full_deck(1 if wild in ("joker", "bug") else 0)


def _brute(hand: list[Card], keep: tuple[Card, ...], game: str, wild: str,
           opponents: int) -> tuple[float, float, float]:
    unseen = [c for c in _deck(wild) if c not in hand]
    d = 5 - len(keep)
    combos = list(combinations([c.index for c in unseen], d))
    draws = np.array(combos, dtype=np.int64).reshape(len(combos), d)
    kept = np.array([c.index for c in keep], dtype=np.int64)
    finals = np.concatenate([np.broadcast_to(kept, (len(draws), len(kept))), draws], axis=1)
    assert len(finals) == comb(len(unseen), d)
    strengths = rank_many(finals, game=game, wild=wild)
    current = int(rank_many(np.array([[c.index for c in hand]]), game=game, wild=wild)[0])
    if game == "high":
        cats = tables.scheme(game, wild).categories
        improve = float(np.mean(cats[strengths] > cats[current]))
    else:
        improve = float(np.mean(strengths > current))
    rank = float(np.mean(hand_percentiles(game, wild)[strengths])) * 100
    equity = float(np.mean(opponent_equity(game, wild, opponents)[strengths]))
    return improve, rank, equity


@pytest.mark.parametrize("spec", HANDS, ids=[h[0] + " " + h[1] + " " + h[2] for h in HANDS])
def test_every_hold_agrees_with_enumeration(spec: tuple[str, str, str, int, bool]) -> None:
    text, game, wild, max_discard, ace = spec
    hand = parse_cards(text)
    figures = hold_figures(hand, game=game, wild=wild, max_discard=max_discard,
                           four_with_ace_needed=ace, opponents=2, pot=100)
    legal = {tuple(c for j, c in enumerate(hand) if mask >> j & 1) for mask in range(32)
             if legal_keep(hand, [c for j, c in enumerate(hand) if mask >> j & 1], max_discard, ace)}
    assert {f.keep for f in figures} == legal
    for f in figures:
        assert 5 - len(f.keep) <= max_discard
        if ace and f.draws == max_discard:
            assert any(c.rank == 14 for c in f.keep), "four cards only keeping an ace"
        improve, rank, equity = _brute(hand, f.keep, game, wild, 2)
        assert float(f.p_improve) == pytest.approx(improve, abs=1e-12)
        assert f.expected_rank == pytest.approx(rank, abs=1e-9)
        assert f.equity == pytest.approx(equity, abs=1e-9)
        assert f.expected_chips == pytest.approx(100 * equity, abs=1e-7)
    equities = [f.equity for f in figures]
    assert equities == sorted(equities, reverse=True), "best hold first"


def test_four_with_ace_offers_four_only_with_the_ace_kept() -> None:
    hand = parse_cards("As Kd 7c 4h 2s")
    keeps = {f.keep for f in hold_figures(hand, max_discard=4, four_with_ace_needed=True)}
    one_card = {k for k in keeps if len(k) == 1}
    assert one_card == {(parse_cards("As")[0],)}
    assert () not in keeps
