"""Hand values: :class:`HandCategory`, :class:`HandValue` (high) and :class:`LowValue` (lowball).

Values are interned: every distinct hand value is one object, created once (by
:func:`hand_value` / :func:`low_value`), so comparing and hashing are cheap and the
evaluator allocates nothing. Larger values win; equal values split the pot (suits never
break ties, docs/rules.md §1). Pickling keeps the interning.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from drawpoker.evaluator import tables
from drawpoker.evaluator.describe import category_label, describe_high, describe_low


class HandCategory(IntEnum):
    """Hand categories, worst to best (docs/rules.md §1). Five of a kind needs wild cards."""

    HIGH_CARD = 0
    ONE_PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8
    FIVE_OF_A_KIND = 9

    def label(self) -> str:
        """The translated name of the category, e.g. "Full house"."""
        return category_label(self)


class HandValue:
    """The value of a high hand: totally ordered (larger wins), hashable, interned.

    Attributes:
        key: packed ``category << 20 | five 4-bit tie-break ranks``; comparing keys
            compares hands by the tie-break rules of docs/rules.md §1.
        category: the :class:`HandCategory`.
        ranks: the tie-break ranks in order (2..14): quads then kicker; trips then
            pair; the five flush/high-card ranks; the top card of a straight (5 for
            the wheel); trips then kickers; high pair, low pair, kicker; pair then
            kickers.
    """

    __slots__ = ("key", "category", "ranks")

    key: int
    category: HandCategory
    ranks: tuple[int, ...]

    def __init__(self, key: int) -> None:
        cat, ranks = tables.unpack(key)
        self.key = key
        self.category = HandCategory(cat)
        self.ranks = ranks

    def __eq__(self, other: object) -> bool:
        return isinstance(other, HandValue) and self.key == other.key

    def __hash__(self) -> int:
        return hash(self.key)

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.key < other.key

    def __le__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.key <= other.key

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.key > other.key

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.key >= other.key

    def __repr__(self) -> str:
        return f"HandValue({self.category.name}, {self.ranks})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (hand_value, (self.key,))

    def describe(self, against: HandValue | None = None) -> str:
        """The hand in words, naming the deciding cards (translated).

        Examples: "Royal flush", "Straight flush, five high", "Full house, threes
        over kings", "Two pair, kings and fives, ace kicker", "Pair of aces, jack
        kicker", "Ace high".

        Args:
            against: another hand; if it has the same category and differs only in
                lower cards, the kickers are listed down to the one that separates the
                two hands ("Pair of aces, jack-nine kickers"), so the words name the
                card that actually decided the pot. An equal hand changes nothing.
        """
        other = None
        if against is not None and against.category == self.category and against.key != self.key:
            other = against.ranks
        return describe_high(self.category, self.ranks, other)


class LowValue:
    """The value of a lowball hand: totally ordered (larger wins), hashable, interned.

    Attributes:
        rule: ``"ace-to-five"`` or ``"deuce-to-seven"``.
        badness: packed key as for high hands but where *smaller* is better (ace = 1
            in ace-to-five).
        category: the :class:`HandCategory` under the rule (ace-to-five never has a
            straight or flush).
        ranks: tie-break ranks from the top down (highest card first).
    """

    __slots__ = ("rule", "badness", "category", "ranks", "_order")

    rule: str
    badness: int
    category: HandCategory
    ranks: tuple[int, ...]
    _order: int

    def __init__(self, rule: str, badness: int) -> None:
        cat, ranks = tables.unpack(badness)
        self.rule = rule
        self.badness = badness
        self.category = HandCategory(cat)
        self.ranks = ranks
        self._order = -badness

    def _same_rule(self, other: LowValue) -> None:
        if other.rule != self.rule:
            raise TypeError(f"cannot compare a {self.rule} hand with a {other.rule} hand")

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, LowValue) and self.rule == other.rule
                and self.badness == other.badness)

    def __hash__(self) -> int:
        return hash((self.rule, self.badness))

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, LowValue):
            return NotImplemented
        self._same_rule(other)
        return self._order < other._order

    def __le__(self, other: object) -> bool:
        if not isinstance(other, LowValue):
            return NotImplemented
        self._same_rule(other)
        return self._order <= other._order

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, LowValue):
            return NotImplemented
        self._same_rule(other)
        return self._order > other._order

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, LowValue):
            return NotImplemented
        self._same_rule(other)
        return self._order >= other._order

    def __repr__(self) -> str:
        return f"LowValue({self.rule!r}, {self.category.name}, {self.ranks})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (low_value, (self.rule, self.badness))

    @property
    def is_number_one(self) -> bool:
        """The best possible hand under the rule (5-4-3-2-A or 7-5-4-3-2)."""
        best = (5, 4, 3, 2, 1) if self.rule == "ace-to-five" else (7, 5, 4, 3, 2)
        return self.category == HandCategory.HIGH_CARD and self.ranks == best

    def describe(self, against: LowValue | None = None) -> str:
        """The hand in words (translated): "Seven-five low", "Number one", "Pair of fours".

        Args:
            against: another hand of the same rule; when both are unpaired (or the
                same pair) and differ only lower down, the cards are named down to the
                one that decided ("Seven-five-four-three low").
        """
        other = None
        if (against is not None and against.rule == self.rule
                and against.category == self.category and against.badness != self.badness):
            other = against.ranks
        return describe_low(self.category, self.ranks, number_one=self.is_number_one,
                            against=other)


_HV: dict[int, HandValue] = {}
_LV: dict[tuple[str, int], LowValue] = {}


def hand_value(key: int) -> HandValue:
    """The one :class:`HandValue` of a packed key (made at its first use)."""
    v = _HV.get(key)
    if v is None:
        v = _HV[key] = HandValue(key)
    return v


def low_value(rule: str, badness: int) -> LowValue:
    """The one :class:`LowValue` of a rule and packed badness (made at its first use)."""
    v = _LV.get((rule, badness))
    if v is None:
        v = _LV[(rule, badness)] = LowValue(rule, badness)
    return v
