"""Fairness figures (issue 31, docs/fairness.md §4): the exact dealt-hand odds, the
chi-square tail, and a simulated 20,000-hand profile of committed-shuffle deals whose
figures sit inside their bands (deals and evaluations only, no table, no UI)."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from drawpoker.cards import format_cards
from drawpoker.engine.shuffle import CommittedShuffle
from drawpoker.evaluator import HandCategory, evaluate
from drawpoker.odds.fairness import ALL_HANDS, DEALT_COUNTS, DealtHand, chi_square_p, fairness
from drawpoker.persistence.fairness import counted_deals

NAMES = ["You", "Bea", "Cy", "Di"]


def test_dealt_counts_are_the_exact_odds() -> None:
    assert sum(DEALT_COUNTS.values()) == ALL_HANDS == math.comb(52, 5)
    assert DEALT_COUNTS[HandCategory.FLUSH] == 4 * math.comb(13, 5) - 40
    assert DEALT_COUNTS[HandCategory.ONE_PAIR] == 13 * math.comb(4, 2) * math.comb(12, 3) * 4**3


@pytest.mark.parametrize(("x", "df", "p"), [(3.841459, 1, 0.05), (11.0705, 5, 0.05),
                                            (2.558212, 10, 0.99), (0.0, 3, 1.0),
                                            (29.5883, 8, 0.00025)])
def test_chi_square_tail(x: float, df: int, p: float) -> None:
    assert chi_square_p(x, df) == pytest.approx(p, rel=2e-3, abs=1e-6)


def _document(seed: int, salt_rng: random.Random, origin: str = "random") -> dict[str, Any]:
    """A recorded hand as the profile keeps it: four seats dealt from a committed shuffle."""
    shuffle = CommittedShuffle.draw(seed, salt_rng, origin=origin)
    deck = shuffle.deck()
    hole = {name: format_cards(deck[j:20:4]) for j, name in enumerate(NAMES)}
    return {"rules": {"game": "high", "wild": "none"}, "seats": [{"name": n} for n in NAMES],
            "deals": [{"hole": hole, "shuffle": shuffle.to_dict()}]}


@pytest.fixture(scope="module")
def simulated() -> list[dict[str, Any]]:
    rng = random.Random(31)
    return [_document(rng.getrandbits(63), rng) for _ in range(20_000)]


def test_a_simulated_20000_hand_profile_sits_inside_its_bands(simulated: Any) -> None:
    counted = counted_deals((doc, 0) for doc in simulated)
    assert len(counted.deals) == 20_000 and not counted.left_out
    figures = fairness(counted.deals)
    assert figures.hands == 20_000
    outside = [(cat.name, s.share, s.low, s.high) for cat, s in figures.categories if not s.inside]
    assert not outside
    assert figures.p_value is not None and figures.p_value > 0.01, figures
    assert figures.best.expected == pytest.approx(0.25)
    assert figures.best.inside, figures.best


def test_a_biased_deal_falls_outside(simulated: Any) -> None:
    """The same figures catch a deal that favours the player: whenever he was dealt high
    card, he gets a copy of the best opponent hand instead (a pair or better, tying it)."""
    counted = counted_deals((doc, 0) for doc in simulated[:5000])
    rigged = [d if evaluate(d.mine).category != HandCategory.HIGH_CARD
              else DealtHand(max(d.others, key=evaluate), d.others)
              for d in counted.deals]
    figures = fairness(rigged)
    assert figures.p_value is not None and figures.p_value < 1e-6
    assert not figures.best.inside


def test_arranged_seeded_and_other_games_are_left_out(simulated: Any) -> None:
    rng = random.Random(2)
    seeded = _document(5, rng, origin="seeded")
    again = _document(5, rng, origin="again")
    arranged = {**simulated[0], "deals": [{"hole": simulated[0]["deals"][0]["hole"]}]}
    lowball = {**simulated[1], "rules": {"game": "ace-to-five"}}
    counted = counted_deals([(seeded, 0), (again, 0), (arranged, 0), (lowball, 0),
                             (simulated[2], 0), ({"seats": []}, 0)])
    assert len(counted.deals) == 1
    assert counted.left_out == {"seeded": 2, "arranged": 1, "other-game": 1, "unreadable": 1}
