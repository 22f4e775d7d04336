"""Tests for drawpoker.cards: notation, parsing errors, deck and shuffle."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from drawpoker.cards import (
    JOKER,
    Card,
    Deck,
    display_cards,
    format_cards,
    full_deck,
    parse_card,
    parse_cards,
    shuffle,
)


def test_card_fields_and_index() -> None:
    c = parse_card("As")
    assert (c.rank, c.suit, c.index, c.is_joker) == (14, "s", 51, False)
    assert parse_card("2c").index == 0
    assert parse_card("Td") == Card(10, "d")
    assert JOKER.index == 52 and JOKER.is_joker and JOKER.rank == 0 and JOKER.suit == ""
    assert [Card.from_index(i) for i in range(53)] == full_deck(1)
    assert all(Card.from_index(i).index == i for i in range(53))


def test_str_round_trip() -> None:
    text = "As Kd Th 5c 2h Jk"
    assert format_cards(parse_cards(text)) == text
    for card in full_deck(1):
        assert parse_card(str(card)) == card


def test_parse_case_whitespace_and_ten() -> None:
    assert parse_cards("  as\tKD\n th  5C 2h ") == parse_cards("As Kd Th 5c 2h")
    assert parse_card("10c") == parse_card("Tc")
    assert parse_card("10S") == parse_card("Ts")
    assert parse_card("jk") == JOKER and parse_card("JK") == JOKER
    assert parse_cards("") == []


@pytest.mark.parametrize("token", ["1s", "Ax", "A", "Asd", "11c", "Zz", "10", "", "jj"])
def test_bad_token_named(token: str) -> None:
    with pytest.raises(ValueError, match="bad card"):
        parse_card(token)
    if token:
        with pytest.raises(ValueError) as err:
            parse_cards(f"As {token} 2c")
        assert repr(token) in str(err.value)


def test_duplicate_named() -> None:
    with pytest.raises(ValueError, match="duplicate card 'as'"):
        parse_cards("As Kd as")
    with pytest.raises(ValueError, match="duplicate"):
        parse_cards("Jk jk")


def test_card_validation() -> None:
    with pytest.raises(ValueError):
        Card(15, "s")
    with pytest.raises(ValueError):
        Card(5, "x")
    with pytest.raises(ValueError):
        Card.from_index(53)


def test_full_deck() -> None:
    assert len(full_deck()) == 52 and len(set(full_deck())) == 52
    assert len(full_deck(1)) == 53 and JOKER in full_deck(1)
    with pytest.raises(ValueError):
        full_deck(2)


def test_deck_deal_and_reproducible() -> None:
    d1, d2 = Deck(random.Random(7)), Deck(random.Random(7))
    assert d1.remaining == d2.remaining
    assert sorted(d1.remaining) == sorted(full_deck())
    hand = d1.deal(5)
    assert len(hand) == 5 and len(d1) == 47
    assert hand == d2.remaining[:5]
    assert set(hand).isdisjoint(d1.remaining)
    with pytest.raises(ValueError):
        d1.deal(48)
    with pytest.raises(ValueError):
        d1.deal(-1)
    assert len(Deck(random.Random(1), jokers=1)) == 53
    assert Deck(random.Random(1)).remaining != Deck(random.Random(2)).remaining


def test_shuffle_unbiased() -> None:
    """All 6 orders of 3 cards appear about equally often (chi-square, fixed seed)."""
    rng = random.Random(12345)
    base = full_deck()[:3]
    counts: Counter[tuple[Card, ...]] = Counter()
    n = 60000
    for _ in range(n):
        cards = list(base)
        shuffle(cards, rng)
        counts[tuple(cards)] += 1
    assert len(counts) == 6
    expected = n / 6
    chi2 = sum((v - expected) ** 2 / expected for v in counts.values())
    assert chi2 < 20.5  # p ~ 0.001 for 5 degrees of freedom


def test_card_position_uniform_in_deck() -> None:
    rng = random.Random(99)
    first = Counter(Deck(rng).deal(1)[0] for _ in range(20800))
    assert len(first) == 52
    assert max(first.values()) < 560 and min(first.values()) > 250


def test_display_cards_reads_like_the_corner_index() -> None:
    nbsp = "\u00a0"  # a wrapped line never splits a hand
    assert display_cards(parse_cards("As Td 9c 2h")) == nbsp.join(
        ["A\u2660", "10\u2666", "9\u2663", "2\u2665"])
    assert display_cards([JOKER, parse_card("Qs")]) == f"\u2605{nbsp}Q\u2660"
    assert display_cards([]) == ""
    assert format_cards(parse_cards("As Td")) == "As Td"  # files keep the notation
