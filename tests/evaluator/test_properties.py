"""Property tests (hypothesis): order-independence, suits never break ties, wild never hurts."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from drawpoker.cards import JOKER, SUITS, Card, full_deck
from drawpoker.evaluator import HandCategory, evaluate, evaluate_game, evaluate_low

DECK = full_deck()
hands = st.lists(st.sampled_from(DECK), min_size=5, max_size=5, unique=True)
games = st.sampled_from(["high", "ace-to-five", "deuce-to-seven"])


@settings(max_examples=300, deadline=None)
@given(hands, st.permutations(range(5)), games)
def test_card_order_never_matters(hand: list[Card], perm: list[int], game: str) -> None:
    shuffled = [hand[i] for i in perm]
    assert evaluate_game(hand, game=game) == evaluate_game(shuffled, game=game)
    for wild in ("joker", "bug", "deuces"):
        assert evaluate(hand, wild=wild) == evaluate(shuffled, wild=wild)


@settings(max_examples=300, deadline=None)
@given(hands, st.permutations(list(SUITS)), games)
def test_suits_never_break_ties(hand: list[Card], suit_map: list[str], game: str) -> None:
    """Renaming the suits (a bijection) never changes a hand's value."""
    rename = dict(zip(SUITS, suit_map, strict=True))
    renamed = [Card(c.rank, rename[c.suit]) for c in hand]
    assert evaluate_game(hand, game=game) == evaluate_game(renamed, game=game)
    assert evaluate(hand, wild="deuces") == evaluate(renamed, wild="deuces")


@settings(max_examples=300, deadline=None)
@given(hands, st.integers(0, 4), st.sampled_from(["joker", "bug"]))
def test_joker_never_makes_a_hand_worse(hand: list[Card], pos: int, wild: str) -> None:
    """Replacing any card by the joker gives at least the original hand."""
    with_joker = hand[:pos] + [JOKER] + hand[pos + 1:]
    if wild == "joker":
        assert evaluate(with_joker, wild=wild) >= evaluate(hand)
    else:
        # the bug is only an ace or a straight/flush filler: it is at least as good as
        # the card it replaces when that card was an ace, and never worse than an ace
        ace = next((Card(14, s) for s in SUITS if Card(14, s) not in hand), None)
        if ace is not None:
            as_ace = hand[:pos] + [ace] + hand[pos + 1:]
            assert evaluate(with_joker, wild=wild) >= evaluate(as_ace)


@settings(max_examples=300, deadline=None)
@given(hands, st.integers(0, 4), st.sampled_from(SUITS))
def test_deuce_never_makes_a_hand_worse(hand: list[Card], pos: int, suit: str) -> None:
    """In deuces wild, turning a card into a deuce never lowers the value."""
    deuce = Card(2, suit)
    if deuce in hand:
        return
    before = evaluate(hand, wild="deuces")
    after = evaluate(hand[:pos] + [deuce] + hand[pos + 1:], wild="deuces")
    assert after >= before


@settings(max_examples=200, deadline=None)
@given(hands, st.integers(0, 4))
def test_lowball_joker_never_makes_a_hand_worse(hand: list[Card], pos: int) -> None:
    with_joker = hand[:pos] + [JOKER] + hand[pos + 1:]
    assert evaluate_low(with_joker, "ace-to-five") >= evaluate_low(hand, "ace-to-five")


@settings(max_examples=300, deadline=None)
@given(hands, hands)
def test_total_order_consistent(a: list[Card], b: list[Card]) -> None:
    va, vb = evaluate(a), evaluate(b)
    assert (va < vb) + (va == vb) + (va > vb) == 1
    assert (va == vb) == (hash(va) == hash(vb)) or va != vb
    if va.category != vb.category:
        assert (va < vb) == (va.category < vb.category)
    assert va.category != HandCategory.FIVE_OF_A_KIND


@settings(max_examples=400, deadline=None)
@given(hands, hands)
def test_describe_against_tells_different_hands_apart(a: list[Card], b: list[Card]) -> None:
    """Words name the deciding cards: two different values never read the same
    when each is described against the other (B15)."""
    va, vb = evaluate(a), evaluate(b)
    if va != vb:
        assert va.describe(vb) != vb.describe(va)
    else:
        assert va.describe(vb) == vb.describe(va) == va.describe()


def test_every_value_has_words() -> None:
    from drawpoker.evaluator import strength_value
    from drawpoker.evaluator.tables import scheme
    for game, wild in [("high", "none"), ("high", "joker"), ("high", "bug"), ("high", "deuces"),
                       ("ace-to-five", "joker"), ("deuce-to-seven", "none")]:
        texts = set()
        for st_ in range(len(scheme(game, wild).keys)):
            words = strength_value(st_, game=game, wild=wild).describe()
            assert words and words[0].isupper() and "{" not in words
            texts.add(words)
        assert len(texts) > 100


@settings(max_examples=300, deadline=None)
@given(hands, hands, st.sampled_from(["ace-to-five", "deuce-to-seven"]))
def test_low_describe_against_tells_unpaired_hands_apart(a: list[Card], b: list[Card],
                                                         rule: str) -> None:
    va, vb = evaluate_low(a, rule), evaluate_low(b, rule)
    if va != vb and va.category == vb.category and va.category <= HandCategory.ONE_PAIR:
        assert va.describe(vb) != vb.describe(va)
