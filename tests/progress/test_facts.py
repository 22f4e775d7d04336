"""A hand's facts read from the coach's review of a real hand document (only what the
player saw), and what they count."""

from __future__ import annotations

from typing import Any

from drawpoker.coach import review_document
from drawpoker.evaluator import HandCategory
from drawpoker.progress.facts import hand_facts, hand_tallies


def royal_pat_hand() -> dict[str, Any]:
    """Ann stands pat on a royal flush and wins the showdown against three who drew."""
    return {
        "format": "drawpoker-scenario/1",
        "rules": {"structure": "no-limit", "ante": 10, "small_bet": 10},
        "seats": [{"name": n, "stack": 500} for n in ("Ann", "Bob", "Cy", "Di")],
        "button": "Ann", "seed": 3,
        "deals": [{
            "hole": {"Ann": "As Ks Qs Js Ts", "Bob": "Kc Kd 9s 5h 3c",
                     "Cy": "Qh Qd 8c 7c 2h", "Di": "9c 9d 6s 4h 3d"},
            "stub": "2c 4c 5c",
            "actions": [
                {"seat": "Bob", "act": "bet", "to": 20}, {"seat": "Cy", "act": "call"},
                {"seat": "Di", "act": "call"}, {"seat": "Ann", "act": "call"},
                {"seat": "Bob", "act": "draw", "discard": "3c"},
                {"seat": "Cy", "act": "draw", "discard": "2h"},
                {"seat": "Di", "act": "draw", "discard": "3d"},
                {"seat": "Ann", "act": "draw", "discard": ""},
                {"seat": "Bob", "act": "check"}, {"seat": "Cy", "act": "check"},
                {"seat": "Di", "act": "check"}, {"seat": "Ann", "act": "check"},
            ]}]}


def test_a_royal_flush_stood_pat_against_three_draws_is_read_from_the_review() -> None:
    facts = hand_facts(review_document(royal_pat_hand(), "Ann"))
    assert facts.won and facts.showdown and facts.stood_pat and facts.others_drew == 3
    assert facts.category is HandCategory.STRAIGHT_FLUSH and facts.royal
    assert not facts.carried_over and not facts.good_bluff
    counted = {t.counter for t in hand_tallies(facts)}
    assert {"royal_flushes", "straight_flushes", "pat_wins_vs_three", "showdowns_won",
            "hands_won"} <= counted


def test_the_losers_of_that_hand_count_no_win() -> None:
    facts = hand_facts(review_document(royal_pat_hand(), "Bob"))
    assert not facts.won and not facts.stood_pat and facts.others_drew == 2
    assert "hands_won" not in {t.counter for t in hand_tallies(facts)}
