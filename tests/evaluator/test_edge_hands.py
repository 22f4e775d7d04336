"""Hand evaluation at its edges (known-faults.md section A, one test per row): the wheel and the steel wheel, broadway, royal against king-high, kickers, two pair, flushes card by card, full houses, 10 for ten, the deciding kicker named, lowball straights."""

from __future__ import annotations

import pytest

from drawpoker.cards import parse_cards
from drawpoker.evaluator import HandCategory, evaluate, evaluate_game, evaluate_low

C = HandCategory


def showdown(pot: int, hands: dict[str, str], game: str = "high") -> dict[str, int]:
    """Chips won by each player: the best hand(s) share ``pot`` (no odd chip here)."""
    values = {p: evaluate_game(parse_cards(h), game=game) for p, h in hands.items()}
    best = max(values.values())
    winners = [p for p, v in values.items() if v == best]
    assert pot % len(winners) == 0
    return {p: (pot // len(winners) if p in winners else 0) for p in hands}


def words(text: str) -> str:
    return evaluate(parse_cards(text)).describe()


@pytest.mark.known_fault("B01")
def test_b01_wheel_is_the_lowest_straight() -> None:
    assert evaluate(parse_cards("Ac 2d 3h 4s 5c")).category == C.STRAIGHT
    assert words("Ac 2d 3h 4s 5c") == "Straight, five high"
    assert showdown(200, {"A": "Ac 2d 3h 4s 5c", "B": "Ks Kh Kd 9c 4d"}) == {"A": 200, "B": 0}
    assert showdown(200, {"A": "Ac 2d 3h 4s 5c", "C": "2h 3c 4d 5s 6d"}) == {"A": 0, "C": 200}


@pytest.mark.known_fault("B02")
def test_b02_steel_wheel_is_a_straight_flush() -> None:
    v = evaluate(parse_cards("Ad 2d 3d 4d 5d"))
    assert v.category == C.STRAIGHT_FLUSH
    assert v.describe() == "Straight flush, five high"
    assert "Flush" not in v.describe().replace("Straight flush", "")
    assert showdown(300, {"A": "Ad 2d 3d 4d 5d", "B": "2c 3s 4h 5s 6c"}) == {"A": 300, "B": 0}
    assert showdown(300, {"A": "Ad 2d 3d 4d 5d", "B": "Ks Kh Kc Kd 9h"}) == {"A": 300, "B": 0}


@pytest.mark.known_fault("B04")
def test_b04_broadway_and_face_cards() -> None:
    hands = {"A": "Tc Jd Qh Ks Ac", "B": "9s Td Jc Qd Kh", "C": "7s 7h 7d 2c 3h"}
    a, b, c = (evaluate(parse_cards(h)) for h in hands.values())
    assert a > b > c
    assert showdown(120, hands) == {"A": 120, "B": 0, "C": 0}
    assert a.describe() == "Straight, ace high" and b.describe() == "Straight, king high"
    assert a.category == b.category == C.STRAIGHT


@pytest.mark.known_fault("B05")
def test_b05_royal_versus_king_high_straight_flush() -> None:
    assert showdown(400, {"A": "Ts Js Qs Ks As", "B": "9h Th Jh Qh Kh"}) == {"A": 400, "B": 0}
    assert words("Ts Js Qs Ks As") == "Royal flush"
    assert words("9h Th Jh Qh Kh") == "Straight flush, king high"
    assert "Royal" not in words("9h Th Jh Qh Kh")


@pytest.mark.known_fault("B06")
def test_b06_kicker_decides_equal_pairs() -> None:
    assert showdown(200, {"A": "5h 5s Ks 9c 7s", "B": "5d 5c Qs 9d 7c"}) == {"A": 200, "B": 0}
    assert words("5h 5s Ks 9c 7s") == "Pair of fives, king kicker"


@pytest.mark.known_fault("B08")
def test_b08_two_pair_not_scored_by_sum() -> None:
    assert showdown(60, {"A": "6s 6h 3s 3h As", "B": "7h 7s 2h 2s Ac"}) == {"A": 0, "B": 60}
    assert words("7h 7s 2h 2s Ac") == "Two pair, sevens and twos, ace kicker"


@pytest.mark.known_fault("B10")
def test_b10_flush_compared_card_by_card() -> None:
    assert showdown(100, {"A": "Kc Tc 8c 6c 3c", "B": "Ks Ts 8s 6s 2s"}) == {"A": 100, "B": 0}
    assert showdown(100, {"C": "As 9s 7s 4s 2s", "D": "Kh Qh Jh 9h 7h"}) == {"C": 100, "D": 0}
    a, b = evaluate(parse_cards("Kc Tc 8c 6c 3c")), evaluate(parse_cards("Ks Ts 8s 6s 2s"))
    assert a.describe(b) == "Flush, king-ten-eight-six-three"


@pytest.mark.known_fault("B11")
def test_b11_full_house_detected_and_ordered() -> None:
    a, b = evaluate(parse_cards("2s 2h 2d As Ah")), evaluate(parse_cards("3s 3h 3d Kc Kd"))
    assert a.category == b.category == C.FULL_HOUSE
    assert a.describe() == "Full house, twos over aces"
    assert b.describe() == "Full house, threes over kings"
    assert showdown(500, {"A": "2s 2h 2d As Ah", "B": "3s 3h 3d Kc Kd"}) == {"A": 0, "B": 500}


@pytest.mark.known_fault("B14")
@pytest.mark.parametrize("ten", ["10", "T", "t"])
def test_b14_ten_written_as_10(ten: str) -> None:
    v = evaluate(parse_cards(f"2d 6s 6c 3d {ten}c"))
    assert (v.category, v.ranks) == (C.ONE_PAIR, (6, 10, 3, 2))
    assert v.describe() == "Pair of sixes, ten kicker"
    assert evaluate(parse_cards(f"{ten}s Jd Qc Kh Ah")) == evaluate(parse_cards("Ts Jd Qc Kh Ah"))
    assert evaluate(parse_cards(f"{ten}s Jd Qc Kh Ah")).category == C.STRAIGHT


@pytest.mark.known_fault("B15")
def test_b15_result_text_names_the_deciding_kicker() -> None:
    assert showdown(80, {"A": "Ad Ac Ts 8c 4h", "B": "Ah As Jh Td 3c"}) == {"A": 0, "B": 80}
    assert words("Ah As Jh Td 3c") == "Pair of aces, jack kicker"
    assert words("Ad Ac Ts 8c 4h") == "Pair of aces, ten kicker"


@pytest.mark.known_fault("B16")
def test_b16_lowball_does_not_reuse_high_straight_rule() -> None:
    wheel = "Ac 2d 3h 4s 5c"
    dtos = evaluate_low(parse_cards(wheel), "deuce-to-seven")
    assert dtos.category == C.HIGH_CARD and dtos.ranks[0] == 14      # ace high, no straight
    assert dtos.describe().startswith("Ace")
    assert "traight" not in dtos.describe()
    assert showdown(100, {"A": wheel, "B": "2c 2h 7d 8s 9c"}, "deuce-to-seven") == {"A": 100, "B": 0}
    assert showdown(100, {"A": wheel, "B": "Kc 5d 4h 3s 2s"}, "deuce-to-seven") == {"A": 0, "B": 100}
    atof = evaluate_low(parse_cards(wheel), "ace-to-five")
    assert atof.describe() == "Number one"
    assert showdown(100, {"A": wheel, "B": "Ad 3c 4d 5h 6s"}, "ace-to-five") == {"A": 100, "B": 0}
    assert evaluate(parse_cards(wheel)).category == C.STRAIGHT        # still a straight high


@pytest.mark.known_fault("B45")
def test_b45_post_draw_full_house_words() -> None:
    """Evaluator half of B45 (section E): the post-draw hand and its description."""
    kept = parse_cards("7s 7h")
    final = kept + parse_cards("7d 3c 3h")
    assert showdown(100, {"A": "7s 7h 7d 3c 3h", "B": "Ac Ad Qs Qd 5h"}) == {"A": 100, "B": 0}
    assert evaluate(final).describe() == "Full house, sevens over threes"
    assert evaluate(parse_cards("7s Kc 9d 7d 2h")).category == C.ONE_PAIR
