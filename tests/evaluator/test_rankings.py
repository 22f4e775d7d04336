"""Hand-checked evaluator cases: every tie-break rule of docs/rules.md §1, wild modes, lowball."""

from __future__ import annotations

import pickle

import numpy as np
import pytest

from drawpoker.cards import JOKER, Card, parse_card, parse_cards
from drawpoker.evaluator import (
    HandCategory,
    HandValue,
    LowValue,
    evaluate,
    evaluate_game,
    evaluate_low,
    hand_indices,
    rank_many,
    strength_value,
)

C = HandCategory


def ev(text: str, wild: str = "none") -> HandValue:
    return evaluate(parse_cards(text), wild=wild)


def low(text: str, rule: str) -> LowValue:
    return evaluate_low(parse_cards(text), rule)


# --- categories and tie-breaks (docs/rules.md §1) ---------------------------------------

@pytest.mark.parametrize("text, cat", [
    ("Ts Js Qs Ks As", C.STRAIGHT_FLUSH),
    ("Ad 2d 3d 4d 5d", C.STRAIGHT_FLUSH),
    ("Ks Kh Kc Kd 9h", C.FOUR_OF_A_KIND),
    ("2s 2h 2d As Ah", C.FULL_HOUSE),
    ("Kc Tc 8c 6c 3c", C.FLUSH),
    ("Ac 2d 3h 4s 5c", C.STRAIGHT),
    ("Tc Jd Qh Ks Ac", C.STRAIGHT),
    ("7s 7h 7d 2c 3h", C.THREE_OF_A_KIND),
    ("6s 6h 3s 3h As", C.TWO_PAIR),
    ("5h 5s Ks 9c 7s", C.ONE_PAIR),
    ("Qc Kd Ah 2s 3c", C.HIGH_CARD),  # no wrap-around
    ("Jc Qd Kh As 2c", C.HIGH_CARD),
    ("Kc Ad 2h 3s 4c", C.HIGH_CARD),
])
def test_categories(text: str, cat: HandCategory) -> None:
    assert ev(text).category == cat


@pytest.mark.parametrize("better, worse", [
    ("5c 5d 4h 3s 2c", "4c 4d Ah Ks Qc"),   # docs/rules.md §1 examples
    ("5c 5d Qh 3s 2c", "5h 5s Jh Ts 9c"),
    ("Ac Ad 2h 2s 3c", "Kc Kd Qh Qs Ac"),
    ("3c 3d 3h 2s 2c", "2h 2d 2s Ac Ad"),
    ("Tc Jd Qh Ks Ac", "9s Td Jc Qd Kh"),
    ("2c 3d 4h 5s 6c", "Ac 2d 3h 4s 5c"),   # wheel is the lowest straight
    ("Ac 2d 3h 4s 5c", "Ks Kh Kd 9c 4d"),   # but still beats trips
    ("Kc Kd Kh Ks 3c", "Qc Qd Qh Qs Ac"),   # quads: quad rank first
    ("Kc Tc 8c 6c 3c", "Ks Ts 8s 6s 2s"),   # flush to the fifth card
    ("As 9s 7s 4s 2s", "Kh Qh Jh 9h 7h"),
    ("Ac Ah 9s 7d 4c", "Ad As 9h 7c 3d"),   # pair: kickers from the top
    ("Kc Kh 5s 5d 3c", "Kd Ks 5h 5c 2d"),   # two pair kicker
    ("Kc Kh 6s 6d 2c", "Kd Ks 5h 5c Ad"),   # low pair before kicker
    ("8h 8s 8d 3c 2d", "7c 7h 7s Ad Kc"),   # trips rank before kickers
    ("Ac Kd 9h 5s 3c", "Ad Kc 9s 5h 2h"),   # high card to the fifth card
    ("Ts Js Qs Ks As", "9h Th Jh Qh Kh"),
    ("Ad 2d 3d 4d 5d", "Ks Kh Kc Kd 9h"),   # steel wheel beats quads
    ("Ad 2d 3d 4d 5d", "Kd Qd 9d 5d 3d"),
    ("6s 6h 6d 2c 2h", "Ac Kc Qc Jc 9c"),
])
def test_order(better: str, worse: str) -> None:
    assert ev(better) > ev(worse)
    assert ev(worse) < ev(better)
    assert ev(better) != ev(worse)


@pytest.mark.parametrize("a, b", [
    ("Th Jh Qh Kh Ah", "Tc Jc Qc Kc Ac"),   # suits never break ties
    ("5c 5d Qh 3s 2c", "5h 5s Qd 3c 2d"),
    ("Ac 2d 3h 4s 5c", "As 2c 3d 4h 5d"),
    ("Kc Tc 8c 6c 3c", "Kd Td 8d 6d 3d"),
])
def test_ties(a: str, b: str) -> None:
    assert ev(a) == ev(b) and hash(ev(a)) == hash(ev(b)) and ev(a) is ev(b)
    assert not ev(a) < ev(b) and ev(a) <= ev(b) and ev(a) >= ev(b)


@pytest.mark.parametrize("text, words", [
    ("Ts Js Qs Ks As", "Royal flush"),
    ("Ad 2d 3d 4d 5d", "Straight flush, five high"),
    ("9h Th Jh Qh Kh", "Straight flush, king high"),
    ("3s 3h 3d Kc Kd", "Full house, threes over kings"),
    ("2s 2h 2d As Ah", "Full house, twos over aces"),
    ("Kc Kh 5s 5d Ac", "Two pair, kings and fives, ace kicker"),
    ("Ah As Jh Td 3c", "Pair of aces, jack kicker"),
    ("Ac Kd 9h 5s 2c", "Ace high"),
    ("Ac 2d 3h 4s 5c", "Straight, five high"),
    ("Tc Jd Qh Ks Ac", "Straight, ace high"),
    ("Kc Tc 8c 6c 3c", "Flush, king high"),
    ("7s 7h 7d 2c 3h", "Three of a kind, sevens"),
    ("Ks Kh Kc Kd 9h", "Four of a kind, kings"),
    ("6c 6d 8h 8s 2c", "Two pair, eights and sixes, two kicker"),
])
def test_describe(text: str, words: str) -> None:
    assert ev(text).describe() == words


def test_describe_against_names_deciding_kicker() -> None:
    a, b = ev("Ad Ac Ts 8c 4h"), ev("Ah As Th 8d 3c")
    assert a.describe(b) == "Pair of aces, ten-eight-four kickers"
    assert ev("Kc Tc 8c 6c 3c").describe(ev("Ks Ts 8s 6s 2s")) == "Flush, king-ten-eight-six-three"
    assert ev("Ac Kd 9h 5s 3c").describe(ev("Ac Qd 9h 5s 3c")) == "Ace-king high"
    assert ev("Ah As Jh Td 3c").describe(ev("Ad Ac Ts 8c 4h")) == "Pair of aces, jack kicker"


# --- wild cards ---------------------------------------------------------------------

@pytest.mark.parametrize("wild, text, cat, ranks", [
    ("joker", "Jk As Ad Ac Ah", C.FIVE_OF_A_KIND, (14,)),
    ("joker", "Jk Ks Qs Js Ts", C.STRAIGHT_FLUSH, (14,)),
    ("joker", "Jk 9s 8s 6s 5s", C.STRAIGHT_FLUSH, (9,)),      # fills the gap
    ("joker", "Jk 7s 7h 2c 2d", C.FULL_HOUSE, (7, 2)),
    ("joker", "Jk 9h 8h 4h 3h", C.FLUSH, (14, 9, 8, 4, 3)),
    ("joker", "Jk Ah Kh 4h 3h", C.FLUSH, (14, 13, 12, 4, 3)),   # no double-ace flush
    ("joker", "Jk Kd Qh 8c 3s", C.ONE_PAIR, (13, 12, 8, 3)),
    ("joker", "Jk 2d 3h 4s 6c", C.STRAIGHT, (6,)),
    ("joker", "Jk 2d 3h 4s 5c", C.STRAIGHT, (6,)),           # six-high beats the wheel
    ("joker", "Jk Jd Jh Js Jc", C.FIVE_OF_A_KIND, (11,)),
    ("joker", "Jk Jd Jh Js 2c", C.FOUR_OF_A_KIND, (11, 2)),
    ("bug", "Jk As Ad Ac Ah", C.FIVE_OF_A_KIND, (14,)),       # the bug as a fifth ace
    ("bug", "Jk Kd Kh Ks Kc", C.FOUR_OF_A_KIND, (13, 14)),     # not five kings
    ("bug", "Jk 7s 7h 2c 2d", C.TWO_PAIR, (7, 2, 14)),         # only an ace: no full house
    ("bug", "Jk 7s 7h 7c 2d", C.THREE_OF_A_KIND, (7, 14, 2)),
    ("bug", "Jk Kd Qh 8c 3s", C.HIGH_CARD, (14, 13, 12, 8, 3)),
    ("bug", "Jk Ad Qh 8c 3s", C.ONE_PAIR, (14, 12, 8, 3)),
    ("bug", "Jk 9h 8h 4h 3h", C.FLUSH, (14, 9, 8, 4, 3)),
    ("bug", "Jk 9s 8h 6c 5d", C.STRAIGHT, (9,)),              # completes an inside straight
    ("bug", "Jk 9s 8s 6s 5s", C.STRAIGHT_FLUSH, (9,)),
    ("bug", "Jk 2d 3h 4s 5c", C.STRAIGHT, (6,)),
    ("deuces", "2s 2h 2d 2c 9h", C.FIVE_OF_A_KIND, (9,)),
    ("deuces", "2s 2h 2d 2c Ah", C.FIVE_OF_A_KIND, (14,)),
    ("deuces", "2c 5s 6s 7s 8s", C.STRAIGHT_FLUSH, (9,)),
    ("deuces", "2c 2d 9h 9s 9c", C.FIVE_OF_A_KIND, (9,)),
    ("deuces", "2c 2d Kh Qh 8h", C.FLUSH, (14, 13, 12, 11, 8)),
    ("deuces", "2c 2d Kh Qh 8s", C.THREE_OF_A_KIND, (13, 12, 8)),
    ("deuces", "2c 3d 4h 6s 8c", C.ONE_PAIR, (8, 6, 4, 3)),   # no straight: 3-4-6-8
    ("deuces", "2c 3d 4h 6s 7c", C.STRAIGHT, (7,)),
])
def test_wild_modes(wild: str, text: str, cat: HandCategory, ranks: tuple[int, ...]) -> None:
    v = ev(text, wild)
    assert (v.category, v.ranks) == (cat, ranks)


def test_wild_straight_flush_beats_natural_quads() -> None:
    sf = ev("Jk 9s 8s 7s 5s", "joker")
    quads = ev("Kc Kd Kh Ks 3c", "joker")
    assert sf.category == C.STRAIGHT_FLUSH and sf > quads
    assert ev("2h 9s 8s 7s 5s", "deuces") > ev("Kc Kd Kh Ks 3c", "deuces")
    assert ev("Jk As Ad Ac Ah", "joker") > ev("Ts Js Qs Ks As", "joker")


def test_five_of_a_kind_description() -> None:
    assert ev("Jk As Ad Ac Ah", "joker").describe() == "Five of a kind, aces"


def test_natural_hands_same_in_every_mode() -> None:
    for text in ("Ks Kh Kc Kd 9h", "Ac 2d 3h 4s 5c", "Kc Tc 8c 6c 3c", "Ah As Jh Td 3c"):
        assert ev(text, "joker") == ev(text, "bug") == ev(text)
    assert ev("2s 2h 2d 2c 9h", "joker").category == C.FOUR_OF_A_KIND


# --- lowball ------------------------------------------------------------------------

def test_ace_to_five() -> None:
    r = "ace-to-five"
    assert low("Ac 2d 3h 4s 5c", r).describe() == "Number one"
    assert low("Ac 2c 3c 4c 5c", r) == low("Ac 2d 3h 4s 5c", r)   # flush ignored
    assert low("7c 5d 4h 3s 2c", r).describe() == "Seven-five low"
    assert low("4c 4d 7h 8s 9c", r).describe() == "Pair of fours"
    assert low("Ac 2d 3h 4s 5c", r) > low("Ad 3c 4d 5h 6s", r)
    assert low("6c 4d 3h 2s Ac", r) > low("6d 5c 3d 2h Ah", r)
    assert low("Kc Qd Jh 9s 8c", r) > low("Ac Ad 2c 3h 4s", r)     # pairs are bad
    assert low("Ac Ad 2c 3h 4s", r) > low("2c 2d Ac 3h 4s", r)      # ace is low
    assert low("Jk 2d 3h 4s 5c", r).describe() == "Number one"      # joker as the ace
    assert low("Jk Ad 3h 4s 8c", r) == low("2c Ad 3h 4s 8c", r)
    assert low("Jk Ad 2h 3s 4c", r) == low("5c Ad 2h 3s 4c", r)
    assert low("Jk 7d 7h 3s 4c", r) == low("Ac 7d 7h 3s 4c", r)     # joker never pairs


def test_deuce_to_seven() -> None:
    r = "deuce-to-seven"
    assert low("7c 5d 4h 3s 2c", r).describe() == "Number one"
    assert low("7c 5d 4h 3s 2c", r) > low("7c 6d 4h 3s 2c", r)
    assert low("8c 6d 4h 3s 2h", r) > low("7c 5c 4c 3c 2c", r)      # flush counts
    assert low("8c 6d 4h 3s 2h", r) > low("3c 4d 5h 6s 7d", r)      # straight counts
    assert low("Ac 2d 3h 4s 5c", r).category == C.HIGH_CARD        # ace high, no straight
    assert low("Ac 2d 3h 4s 5c", r).describe() == "Ace-five low"
    assert low("Kc 5d 4h 3s 2s", r) > low("Ac 2d 3h 4s 5c", r) > low("2c 2h 7d 8s 9c", r)
    assert low("2c 2h 7d 8s 9c", r).describe() == "Pair of twos"
    with pytest.raises(ValueError, match="joker"):
        low("Jk 2d 3h 4s 5c", r)


def test_low_values_of_different_rules_do_not_compare() -> None:
    with pytest.raises(TypeError):
        _ = low("Ac 2d 3h 4s 5c", "ace-to-five") < low("Ac 2d 3h 4s 5c", "deuce-to-seven")


def test_evaluate_game() -> None:
    h = parse_cards("Ac 2d 3h 4s 5c")
    assert evaluate_game(h) == evaluate(h)
    assert evaluate_game(h, game="ace-to-five") == evaluate_low(h, "ace-to-five")
    assert evaluate_game(h, game="deuce-to-seven") == evaluate_low(h, "deuce-to-seven")
    j = parse_cards("Jk 2d 3h 4s 5c")
    assert evaluate_game(j, game="ace-to-five", wild="joker").describe() == "Number one"
    with pytest.raises(ValueError, match="joker"):
        evaluate_game(j, game="ace-to-five", wild="none")
    with pytest.raises(ValueError):
        evaluate_game(h, game="deuce-to-seven", wild="deuces")
    with pytest.raises(ValueError, match="unknown game"):
        evaluate_game(h, game="razz")


# --- bad input ----------------------------------------------------------------------

@pytest.mark.parametrize("text", ["As Kd Th 5c", "As Kd Th 5c 2h 3h", ""])
def test_not_five_cards(text: str) -> None:
    with pytest.raises(ValueError, match="five cards"):
        evaluate(parse_cards(text))


def test_bad_input() -> None:
    a = parse_cards("As Kd Th 5c")
    with pytest.raises(ValueError, match="twice"):
        evaluate(a + [a[0]])
    with pytest.raises(ValueError, match="twice"):
        evaluate([a[0], a[0], a[1], a[1], a[2]])
    with pytest.raises(ValueError, match="joker"):
        evaluate(a + [JOKER])
    with pytest.raises(ValueError, match="joker"):
        evaluate(a + [JOKER], wild="deuces")
    with pytest.raises(ValueError, match="unknown wild"):
        evaluate(a + parse_cards("2c"), wild="jokers")
    with pytest.raises(ValueError, match="not a card"):
        evaluate(["As", "Kd", "Th", "5c", "2c"])  # type: ignore[list-item]
    with pytest.raises(ValueError, match="unknown lowball rule"):
        evaluate_low(a + parse_cards("2c"), "razz")
    assert evaluate("As Kd Th 5c 2c") == evaluate(a + parse_cards("2c"))
    assert evaluate(tuple(a + parse_cards("2c"))) == evaluate(a + parse_cards("2c"))
    assert evaluate(iter(a + parse_cards("2c"))) == evaluate(a + parse_cards("2c"))  # type: ignore[arg-type]


def test_values_pickle_and_intern() -> None:
    v = ev("Kc Kh 5s 5d Ac")
    assert pickle.loads(pickle.dumps(v)) is v
    lv = low("7c 5d 4h 3s 2c", "deuce-to-seven")
    assert pickle.loads(pickle.dumps(lv)) is lv


# --- batch path ---------------------------------------------------------------------

@pytest.mark.parametrize("game, wild", [("high", "none"), ("high", "joker"), ("high", "bug"),
                                        ("high", "deuces"), ("ace-to-five", "joker"),
                                        ("deuce-to-seven", "none")])
def test_rank_many_matches_evaluate(game: str, wild: str) -> None:
    import random

    from drawpoker.cards import full_deck
    rng = random.Random(5)
    deck = full_deck(1 if wild in ("joker", "bug") or game == "ace-to-five" else 0)
    hands = [rng.sample(deck, 5) for _ in range(3000)]
    hands += [parse_cards(t) for t in ("Ad 2d 3d 4d 5d", "Ts Js Qs Ks As", "Ac 2d 3h 4s 5c")]
    if len(deck) == 53:
        hands.append(parse_cards("Jk 9s 8s 6s 5s"))
    s = rank_many(hand_indices(hands), game=game, wild=wild)
    vals = [evaluate_game(h, game=game, wild=wild) for h in hands]
    assert [strength_value(int(x), game=game, wild=wild) for x in s] == vals
    order = np.argsort(s, kind="stable")
    for i, j in zip(order[:-1], order[1:], strict=True):
        assert vals[i] <= vals[j]


def test_rank_many_bad_shape() -> None:
    with pytest.raises(ValueError, match="shape"):
        rank_many(np.zeros((3, 4), dtype=np.int64))
    with pytest.raises(ValueError, match="indices"):
        rank_many(np.full((1, 5), 52))


def test_low_describe_against_names_deciding_card() -> None:
    r = "ace-to-five"
    a, b = low("7c 5d 4h 3s 2c", r), low("7d 5c 4s 3h Ac", r)
    assert b > a
    assert b.describe(a) == "Seven-five-four-three-ace low"
    assert a.describe(b) == "Seven-five-four-three-two low"
    assert a.describe(low("7h 5h 4c 3c 2d", r)) == "Seven-five low"    # a tie: no change
    assert a.describe(low("8h 5h 4c 3c 2d", r)) == "Seven-five low"    # decided on top card
    p, q = low("4c 4d 9h 8s 7c", r), low("4h 4s 9d 8d 6c", r)
    assert p.describe(q) == "Pair of fours, nine-eight-seven kickers"
    assert low("4c 4d 9h 8s 7c", r).describe(low("4h 4s Td 8d 6c", r)) == \
        "Pair of fours, nine kicker"


def test_card_keys_match_evaluator_table() -> None:
    from drawpoker.cards import full_deck
    from drawpoker.evaluator.lookup import _K
    assert [c._key for c in full_deck()] == _K
    assert JOKER._key >= 1 << 60


def test_rank_sum_keys_name_every_rank_multiset() -> None:
    """The single-hand path's premise: any five rank numbers (repeats allowed) have their
    own sum, small enough for one machine digit with the suit byte; the suit numbers sum
    to 0, 5, 30 or 180 exactly for five cards of one suit."""
    from itertools import combinations_with_replacement

    from drawpoker.cards import RANK_SUM_KEYS, SUIT_SUM_KEYS
    sums = [sum(m) for m in combinations_with_replacement(RANK_SUM_KEYS, 5)]
    assert len(set(sums)) == len(sums) == 6188
    assert (max(sums) << 8 | 255) < 2**30
    for suits in combinations_with_replacement(range(4), 5):
        total = sum(SUIT_SUM_KEYS[s] for s in suits)
        assert total < 256
        assert (total in (0, 5, 30, 180)) == (len(set(suits)) == 1), suits


@pytest.mark.parametrize("text", ["As As As As As", "As As Ah Ah Ac", "2c 2c 2d 2h 2s",
                                  "Kd Ks Kh Kc Ks", "7h 7h 9c 9d 9s", "Qd Jc Qd 3h 3s",
                                  "5c 5d 5h 5s 5d"])
@pytest.mark.parametrize("wild", ["none", "joker", "bug", "deuces"])
def test_a_repeated_card_is_refused_in_every_mode(text: str, wild: str) -> None:
    cards = [parse_card(t) for t in text.split()]
    with pytest.raises(ValueError, match="appears twice"):
        evaluate(cards, wild=wild)
    # an equal card built on its own (not the deck's object) is the same card
    cards[1] = Card(cards[1].rank, cards[1].suit)
    with pytest.raises(ValueError, match="appears twice"):
        evaluate(tuple(cards), wild=wild)


def test_first_call_with_a_joker_builds_tables_and_keeps_the_mode() -> None:
    """Regression: the very first evaluate() of a process may be a joker hand."""
    import subprocess
    import sys
    code = ("from drawpoker.evaluator import evaluate; from drawpoker.cards import parse_cards;"
            "print(evaluate(parse_cards('Jk 9c 9d 9h 9s'), wild='joker').describe())")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60, check=True).stdout
    assert out.strip() == "Five of a kind, nines"


def test_prepare() -> None:
    from drawpoker.evaluator import prepare
    prepare("high", "deuces")
    prepare("ace-to-five", "bug")
    with pytest.raises(ValueError):
        prepare("deuce-to-seven", "joker")
