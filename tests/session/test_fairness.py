"""Fairness figures of a profile (issue 31, docs/fairness.md §4): a simulated 20,000-hand
profile of committed-shuffle deals sits inside its bands (deals and evaluations only, no
table, no UI), a biased one does not, and arranged, seeded and other-game deals are left
out."""

from __future__ import annotations

import random
from typing import Any

import pytest

from drawpoker.cards import format_cards
from drawpoker.engine.shuffle import CommittedShuffle
from drawpoker.evaluator import HandCategory, evaluate
from drawpoker.odds.fairness import DealtHand, fairness
from drawpoker.session.fairness import counted_deals

NAMES = ["You", "Bea", "Cy", "Di"]


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
