"""Openers in jackpots (docs/rules.md §3.3): who may open, and the cards that prove it."""

from __future__ import annotations

from collections.abc import Sequence

from drawpoker.cards import Card, is_wild, parse_cards
from drawpoker.engine.interning import HandValue, evaluate
from drawpoker.engine.rules import TableRules

_OPENER_FLOOR: dict[str, HandValue] = {}  # the weakest pair of jacks, per wild mode

#: HandCategory straight, flush, full house, straight flush: hands made by all five cards
_ALL_FIVE = frozenset({4, 5, 6, 8})


def has_openers(cards: Sequence[Card], rules: TableRules) -> bool:
    """True if ``cards`` hold a pair of jacks or better (docs/rules.md §3.3, jackpots)."""
    floor = _OPENER_FLOOR.get(rules.wild)
    if floor is None:
        # the weakest pair of jacks (without wild cards: deuces wild has no natural 2)
        weakest = "Jc Jd 5h 4s 3c" if rules.wild == "deuces" else "Jc Jd 4h 3s 2c"
        floor = evaluate(parse_cards(weakest), TableRules(wild=rules.wild))
        _OPENER_FLOOR[rules.wild] = floor
    return not evaluate(cards, rules) < floor


def opening_cards(cards: Sequence[Card], rules: TableRules) -> tuple[Card, ...]:
    """The cards that make a hand's openers, to prove them (docs/rules.md §3.3): its pairs, sets
    and wild cards; all five for a straight, flush, full house or better.

    Args:
        cards: the opener's five cards when he opened.
        rules: the table rules (wild mode).
    """
    category = int(getattr(evaluate(cards, rules), "category", 0))
    if category in _ALL_FIVE:
        return tuple(cards)
    wild = [c for c in cards if is_wild(c, rules.wild)]
    natural = [c for c in cards if not is_wild(c, rules.wild)]
    counts: dict[int, int] = {}
    for c in natural:
        counts[c.rank] = counts.get(c.rank, 0) + 1
    chosen = [c for c in natural if counts[c.rank] >= 2]
    if not chosen and wild and natural:
        top = max(c.rank for c in natural)  # a wild card pairs the top card
        chosen = [next(c for c in natural if c.rank == top)]
    chosen += wild
    return tuple(c for c in cards if c in chosen) if chosen else tuple(cards)
