"""Five-card hand evaluation: high hands (with wild cards) and lowball (RULES.md §1).

Public API:

* :func:`evaluate` -> :class:`HandValue` for the high game, ``wild`` in
  ``none``/``joker``/``bug``/``deuces``.
* :func:`evaluate_low` -> :class:`LowValue` for ``ace-to-five`` (joker allowed) and
  ``deuce-to-seven``.
* :func:`evaluate_game` -> whichever of the two a game uses (what the engine calls
  at showdown).
* :func:`rank_many` -> numpy batch ranking of many hands at once.

Values are interned: every distinct hand value is one object, created once, so
comparing and hashing are cheap and ``evaluate`` allocates nothing. Larger values
win; equal values split the pot (suits never break ties).

Wild cards (RULES.md §1) always take the value that makes the best hand. A wild card
may duplicate a rank already held (five of a kind), but a flush is five different
ranks of one suit (no "double-ace flush"). The bug (``wild="bug"``) is an ace, or
any card that completes a straight, flush or straight flush. How the lookup tables
work is explained in :mod:`drawpoker.evaluator_tables`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from enum import IntEnum
from itertools import combinations, combinations_with_replacement
from typing import Any, cast

import numpy as np
import numpy.typing as npt

from drawpoker import evaluator_tables as _t
from drawpoker.cards import _RANK_SUM_KEYS, _SUIT_SUM_KEYS, Card, parse_cards
from drawpoker.i18n import N_, _

__all__ = [
    "HandCategory",
    "HandValue",
    "LowValue",
    "GAMES",
    "WILDS",
    "evaluate",
    "evaluate_low",
    "evaluate_game",
    "rank_many",
    "hand_indices",
    "strength_value",
    "prepare",
]

GAMES = _t.GAMES
WILDS = _t.WILDS


class HandCategory(IntEnum):
    """Hand categories, worst to best (RULES.md §1). Five of a kind needs wild cards."""

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
        return _(_CATEGORY_NAMES[self])


_CATEGORY_NAMES = {
    HandCategory.HIGH_CARD: N_("High card"),
    HandCategory.ONE_PAIR: N_("One pair"),
    HandCategory.TWO_PAIR: N_("Two pair"),
    HandCategory.THREE_OF_A_KIND: N_("Three of a kind"),
    HandCategory.STRAIGHT: N_("Straight"),
    HandCategory.FLUSH: N_("Flush"),
    HandCategory.FULL_HOUSE: N_("Full house"),
    HandCategory.FOUR_OF_A_KIND: N_("Four of a kind"),
    HandCategory.STRAIGHT_FLUSH: N_("Straight flush"),
    HandCategory.FIVE_OF_A_KIND: N_("Five of a kind"),
}

# Rank names as separate translatable words (singular, plural). 1 = ace in ace-to-five.
_RANK_ONE = {
    1: N_("ace"), 2: N_("two"), 3: N_("three"), 4: N_("four"), 5: N_("five"), 6: N_("six"),
    7: N_("seven"), 8: N_("eight"), 9: N_("nine"), 10: N_("ten"), 11: N_("jack"),
    12: N_("queen"), 13: N_("king"), 14: N_("ace"),
}
_RANK_MANY = {
    1: N_("aces"), 2: N_("twos"), 3: N_("threes"), 4: N_("fours"), 5: N_("fives"),
    6: N_("sixes"), 7: N_("sevens"), 8: N_("eights"), 9: N_("nines"), 10: N_("tens"),
    11: N_("jacks"), 12: N_("queens"), 13: N_("kings"), 14: N_("aces"),
}


def rank_name(rank: int, *, plural: bool = False) -> str:
    """Translated name of a rank (2..14, or 1 for a low ace): "ace" / "aces"."""
    return _((_RANK_MANY if plural else _RANK_ONE)[rank])


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def _kicker_list(ranks: Sequence[int]) -> str:
    return _("{first}-{rest}").format(first=rank_name(ranks[0]),
                                      rest=_kicker_list(ranks[1:])) if len(ranks) > 1 \
        else rank_name(ranks[0])


def _first_difference(a: Sequence[int], b: Sequence[int]) -> int:
    for i, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            return i
    return len(a)


class HandValue:
    """The value of a high hand: totally ordered (larger wins), hashable, interned.

    Attributes:
        key: packed ``category << 20 | five 4-bit tie-break ranks``; comparing keys
            compares hands by the tie-break rules of RULES.md §1.
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
        cat, ranks = _t.unpack(key)
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
        return (_hand_value, (self.key,))

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
        cat, r = self.category, self.ranks
        C = HandCategory
        if cat == C.FIVE_OF_A_KIND:
            return _("Five of a kind, {rank}").format(rank=rank_name(r[0], plural=True))
        if cat == C.STRAIGHT_FLUSH:
            if r[0] == 14:
                return _("Royal flush")
            return _("Straight flush, {high} high").format(high=rank_name(r[0]))
        if cat == C.FULL_HOUSE:
            return _("Full house, {trips} over {pair}").format(
                trips=rank_name(r[0], plural=True), pair=rank_name(r[1], plural=True))
        if cat == C.STRAIGHT:
            return _("Straight, {high} high").format(high=rank_name(r[0]))
        # Hands with kickers / several deciding ranks: how many ranks to name.
        lead = {C.FOUR_OF_A_KIND: 1, C.THREE_OF_A_KIND: 1, C.TWO_PAIR: 2, C.ONE_PAIR: 1,
                C.FLUSH: 0, C.HIGH_CARD: 0}[cat]
        shown = {C.FOUR_OF_A_KIND: 1, C.THREE_OF_A_KIND: 1, C.TWO_PAIR: 3, C.ONE_PAIR: 2,
                 C.FLUSH: 1, C.HIGH_CARD: 1}[cat]
        if against is not None and against.category == cat and against.key != self.key:
            diff = _first_difference(r, against.ranks)
            shown = max(shown, min(diff + 1, len(r)))
        kick = r[lead:shown]
        if cat in (C.FLUSH, C.HIGH_CARD):
            if len(kick) == 1:
                text = (_("Flush, {high} high") if cat == C.FLUSH else _("{high} high"))
                return _sentence(text.format(high=rank_name(r[0])))
            text = _("Flush, {cards}") if cat == C.FLUSH else _("{cards} high")
            return _sentence(text.format(cards=_kicker_list(kick)))
        if cat == C.TWO_PAIR:
            return _("Two pair, {high} and {low}, {kicker} kicker").format(
                high=rank_name(r[0], plural=True), low=rank_name(r[1], plural=True),
                kicker=rank_name(r[2]))
        rank = rank_name(r[0], plural=True)
        if cat == C.FOUR_OF_A_KIND:
            if not kick:
                return _("Four of a kind, {rank}").format(rank=rank)
            return _("Four of a kind, {rank}, {kicker} kicker").format(
                rank=rank, kicker=rank_name(kick[0]))
        if cat == C.THREE_OF_A_KIND:
            if not kick:
                return _("Three of a kind, {rank}").format(rank=rank)
            if len(kick) == 1:
                return _("Three of a kind, {rank}, {kicker} kicker").format(
                    rank=rank, kicker=rank_name(kick[0]))
            return _("Three of a kind, {rank}, {kickers} kickers").format(
                rank=rank, kickers=_kicker_list(kick))
        if len(kick) == 1:
            return _("Pair of {rank}, {kicker} kicker").format(
                rank=rank, kicker=rank_name(kick[0]))
        return _("Pair of {rank}, {kickers} kickers").format(
            rank=rank, kickers=_kicker_list(kick))


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
        cat, ranks = _t.unpack(badness)
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
        return (_low_value, (self.rule, self.badness))

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
        cat, r = self.category, self.ranks
        C = HandCategory
        extra = 0
        if (against is not None and against.rule == self.rule and against.category == cat
                and against.badness != self.badness):
            extra = _first_difference(r, against.ranks) + 1
        if cat == C.HIGH_CARD:
            if self.is_number_one:
                return _("Number one")
            if extra > 2:
                return _sentence(_("{cards} low").format(cards=_kicker_list(r[:extra])))
            return _sentence(_("{top}-{next} low").format(top=rank_name(r[0]),
                                                          next=rank_name(r[1])))
        if cat == C.ONE_PAIR:
            if extra > 1:
                return _("Pair of {rank}, {kickers} kickers").format(
                    rank=rank_name(r[0], plural=True),
                    kickers=_kicker_list(r[1:extra])) if extra > 2 else _(
                    "Pair of {rank}, {kicker} kicker").format(
                    rank=rank_name(r[0], plural=True), kicker=rank_name(r[1]))
            return _("Pair of {rank}").format(rank=rank_name(r[0], plural=True))
        if cat == C.TWO_PAIR:
            return _("Two pair, {high} and {low}").format(
                high=rank_name(r[0], plural=True), low=rank_name(r[1], plural=True))
        if cat == C.THREE_OF_A_KIND:
            return _("Three of a kind, {rank}").format(rank=rank_name(r[0], plural=True))
        if cat == C.FULL_HOUSE:
            return _("Full house, {trips} over {pair}").format(
                trips=rank_name(r[0], plural=True), pair=rank_name(r[1], plural=True))
        if cat == C.FOUR_OF_A_KIND:
            return _("Four of a kind, {rank}").format(rank=rank_name(r[0], plural=True))
        if cat == C.STRAIGHT:
            return _("Straight, {high} high").format(high=rank_name(r[0]))
        if cat == C.FLUSH:
            return _("Flush, {high} high").format(high=rank_name(r[0]))
        return _("Straight flush, {high} high").format(high=rank_name(r[0]))


_HV: dict[int, HandValue] = {}
_LV: dict[tuple[str, int], LowValue] = {}


def _hand_value(key: int) -> HandValue:
    v = _HV.get(key)
    if v is None:
        v = _HV[key] = HandValue(key)
    return v


def _low_value(rule: str, badness: int) -> LowValue:
    v = _LV.get((rule, badness))
    if v is None:
        v = _LV[(rule, badness)] = LowValue(rule, badness)
    return v


# --- per-scheme value tables --------------------------------------------------------

class _Lookup:
    """Python-side tables of one scheme: code -> value, (w, rank bits) -> value."""

    __slots__ = ("scheme", "by_code", "flush", "values", "pow_of", "wild_of", "suit_of",
                 "rbit_of")

    scheme: _t.Scheme
    by_code: dict[int, HandValue | LowValue]
    flush: list[list[HandValue | LowValue | None]]
    values: list[HandValue | LowValue]
    pow_of: list[int]
    wild_of: list[bool]
    suit_of: list[int]
    rbit_of: list[int]

    def __init__(self, game: str, wild: str) -> None:
        s = _t.scheme(game, wild)
        self.scheme = s
        if game == "high":
            self.values = [_hand_value(k) for k in s.keys]
        else:
            self.values = [_low_value(game, -k) for k in s.keys]
        vals = self.values
        self.pow_of = [int(_t.POW5[d]) for d in s.digit.tolist()]
        self.wild_of = [bool(x) for x in s.is_wild.tolist()]
        self.suit_of = [int(x) for x in s.suitbit.tolist()]
        self.rbit_of = [int(x) for x in s.rankbit.tolist()]
        self.by_code = {int(c): vals[st] for c, st in zip(s.codes.tolist(),
                                                         s.code_strength.tolist(),
                                                         strict=True)}
        self.flush = []
        if s.flush_strength is not None:
            for w in range(5):
                row = s.flush_strength[w].tolist()
                self.flush.append([vals[x] if x >= 0 else None for x in row])


_LOOKUPS: dict[tuple[str, str], _Lookup] = {}


def _lookup(game: str, wild: str) -> _Lookup:
    lk = _LOOKUPS.get((game, wild))
    if lk is None:
        _t.check_game_wild(game, wild)
        lk = _LOOKUPS[(game, wild)] = _Lookup(game, wild)
    return lk


# Fast path for natural hands. Each card carries one small integer (``Card._key``, the
# same as _K[i]):
#   K[i] = _RANK_SUM_KEYS[rank - 2] << 8  |  _SUIT_SUM_KEYS[suit]
# The rank numbers are chosen so that any five of them (repeats allowed) have their own
# sum, so ``total >> 8`` of a hand names its rank multiset and indexes a plain list; the
# suit numbers 0, 1, 6, 36 are base-6 digits, so ``total & 0xFF`` is 0, 5, 30 or 180
# exactly when the five cards share a suit. Every sum stays below 2**30 (one CPython
# digit, so the additions are cheap). A repeated card can only hide in a hand with a
# repeated rank, so only those hands pay for the duplicate check; five cards of one rank
# hit an empty slot (None) or fall off the end of the list, and so does the joker (its
# key is 1 << 60).
_K: list[int] = [_RANK_SUM_KEYS[i // 4] << 8 | _SUIT_SUM_KEYS[i % 4] for i in range(52)]
#: ``total & 0xFF`` -> the five cards share a suit.
_SUITED: list[bool] = [x in (0, 5, 30, 180) for x in range(256)]
#: rank-number sum -> the hand's value when not a flush (None: no hand has that sum).
#: Filled at the first evaluation: 422,857 slots (about 3.4 MB of pointers), a list
#: because indexing one is measurably faster than a dict lookup on this hot path.
_BY_SUM: list[HandValue | None] = []
#: rank-number sum of five different ranks -> the value of the flush with those ranks.
_FLUSH_BY_SUM: dict[int, HandValue] = {}


def _fast_tables() -> None:
    """Fill ``_BY_SUM`` and ``_FLUSH_BY_SUM`` from the no-wild high scheme's tables."""
    lk = _lookup("high", "none")
    rank_keys = _RANK_SUM_KEYS
    found: dict[int, HandValue] = {}
    for ranks in combinations_with_replacement(range(13), 5):
        # the scheme's code: base-5 digits counting each rank (none for five of a rank)
        value = lk.by_code.get(sum([5**r for r in ranks]))
        if value is not None:
            found[sum([rank_keys[r] for r in ranks])] = cast(HandValue, value)
    for ranks in combinations(range(13), 5):
        bits = sum([1 << r for r in ranks])
        _FLUSH_BY_SUM[sum([rank_keys[r] for r in ranks])] = cast(HandValue, lk.flush[0][bits])
    # the big list is made last: the garbage collector never has to walk it meanwhile
    by_sum: list[HandValue | None] = [None] * (max(found) + 1)
    for total, value in found.items():
        by_sum[total] = value
    _BY_SUM[:] = by_sum


def _bad_hand(cards: object, why: str) -> ValueError:
    try:
        shown = " ".join(str(c) for c in cards)  # type: ignore[attr-defined]
    except TypeError:
        shown = repr(cards)
    return ValueError(f"cannot evaluate [{shown}]: {why}")


def _as_cards(cards: Iterable[Card] | str) -> list[Card]:
    if isinstance(cards, str):
        return parse_cards(cards)
    out = list(cards)
    for c in out:
        if not isinstance(c, Card):
            raise ValueError(f"not a card: {c!r}")
    return out


def _general(cards: Iterable[Card] | str, game: str, wild: str) -> HandValue | LowValue:
    """Evaluate with any scheme: validates, then one or two table lookups."""
    lk = _lookup(game, wild)
    s = lk.scheme
    hand = _as_cards(cards)
    if len(hand) != 5:
        raise _bad_hand(hand, f"need exactly five cards, got {len(hand)}")
    idx = [c.index for c in hand]
    if len(set(idx)) != 5:
        dup = next(c for c in hand if idx.count(c.index) > 1)
        raise _bad_hand(hand, f"card {dup} appears twice")
    if 52 in idx and 52 not in s.deck:
        raise _bad_hand(hand, f"a joker is not allowed with game={game!r}, wild={wild!r}")
    code = 0
    suits = 0
    bits = 0
    w = 0
    pow_of, wild_of, suit_of, rbit_of = lk.pow_of, lk.wild_of, lk.suit_of, lk.rbit_of
    for i in idx:
        code += pow_of[i]
        if wild_of[i]:
            w += 1
        else:
            suits |= suit_of[i]
            bits |= rbit_of[i]
    value = lk.by_code[code]
    if lk.flush and suits.bit_count() == 1:
        fv = lk.flush[w][bits]
        if fv is not None:
            value = fv
    return value


def _general_high(cards: Sequence[Card] | str, wild: str) -> HandValue:
    return cast(HandValue, _general(cards, "high", wild))


def _make_evaluate() -> Callable[..., HandValue]:
    """Build :func:`evaluate` with its tables bound as closure cells (fast lookups)."""
    by_sum, flush_by_sum, suited = _BY_SUM, _FLUSH_BY_SUM, _SUITED
    high_card, straight = HandCategory.HIGH_CARD, HandCategory.STRAIGHT

    def evaluate(cards: Sequence[Card] | str, *, wild: str = "none") -> HandValue:
        """Rank exactly five cards as a high hand (RULES.md §1).

        Args:
            cards: five distinct :class:`~drawpoker.cards.Card` (or card notation text).
            wild: ``"none"`` (52 cards), ``"joker"`` (53, the joker fully wild),
                ``"bug"`` (53, the joker only as an ace or to complete a straight, flush
                or straight flush) or ``"deuces"`` (52, the four 2s wild).

        Returns:
            The interned :class:`HandValue`; larger wins, equal splits.

        Raises:
            ValueError: not five cards, a duplicate card, a non-card, a joker where the
                mode has none, or an unknown ``wild``.
        """
        # Natural hands rank the same with or without a joker in the deck.
        if (wild == "none" or wild == "joker" or wild == "bug") and (
                type(cards) is list or type(cards) is tuple):
            try:
                a, b, c, d, e = cards
                ka = a._key
                kb = b._key
                kc = c._key
                kd = d._key
                ke = e._key
                total = ka + kb + kc + kd + ke
                v: HandValue = by_sum[total >> 8]  # IndexError: the joker (or no tables yet)
                cat = v.category  # AttributeError when v is None: five cards of one rank
            except (ValueError, AttributeError, TypeError, IndexError):
                if not by_sum:
                    _fast_tables()
                    return evaluate(cards, wild=wild)
                # wrong length, not cards, the joker or a repeated card: explain
                return _general_high(cards, wild)
            if cat is high_card or cat is straight:  # five ranks: maybe a flush, no repeat
                if suited[total & 0xFF]:
                    return flush_by_sum[total >> 8]
                return v
            # A repeated rank: is a card there twice? (Ten int comparisons measure about
            # twice as fast as `in` tuples or a set of the five keys.)
            if (ka == kb or ka == kc or ka == kd or ka == ke or kb == kc  # noqa: SIM109
                    or kb == kd or kb == ke or kc == kd or kc == ke or kd == ke):
                return _general_high(cards, wild)  # a repeated card: raises
            return v
        if wild not in WILDS:
            raise ValueError(f"unknown wild mode {wild!r}; choose one of {', '.join(WILDS)}")
        return _general_high(cards, wild)

    return evaluate


evaluate = _make_evaluate()


def evaluate_low(cards: Sequence[Card] | str, rule: str, *, wild: str | None = None) -> LowValue:
    """Rank exactly five cards as a lowball hand (RULES.md §1, lowball variants).

    Args:
        cards: five distinct cards (or card notation text).
        rule: ``"ace-to-five"`` (ace low, straights and flushes ignored; the joker is
            the lowest card not already in the hand) or ``"deuce-to-seven"`` (ace
            high only, straights and flushes count against you).
        wild: ``None`` to accept the joker in ace-to-five whenever it is present,
            or an explicit mode (``"none"`` refuses the joker).

    Returns:
        The interned :class:`LowValue`; larger (= lower hand) wins.

    Raises:
        ValueError: unknown rule, not five cards, duplicates, a joker in
            deuce-to-seven (or with ``wild="none"``).
    """
    if rule not in ("ace-to-five", "deuce-to-seven"):
        raise ValueError(f"unknown lowball rule {rule!r}; use 'ace-to-five' or 'deuce-to-seven'")
    if wild is None:
        wild = "joker" if rule == "ace-to-five" else "none"
    if rule == "ace-to-five" and wild == "bug":
        wild = "joker"
    return cast(LowValue, _general(cards, rule, wild))


def evaluate_game(cards: Sequence[Card] | str, *, game: str = "high",
                  wild: str = "none") -> HandValue | LowValue:
    """Rank five cards for any game: what the engine compares at showdown.

    Args:
        cards: five distinct cards.
        game: ``"high"``, ``"ace-to-five"`` or ``"deuce-to-seven"``.
        wild: the table's wild mode (see :func:`evaluate`); lowball: ace-to-five
            takes ``none``/``joker``/``bug`` (the joker is the lowest card missing),
            deuce-to-seven only ``none``.

    Returns:
        A :class:`HandValue` (high) or :class:`LowValue` (lowball); larger wins.

    Raises:
        ValueError: bad cards, or an unknown/unsupported game or wild mode.
    """
    if game == "high":
        return evaluate(cards, wild=wild)
    _t.check_game_wild(game, wild)
    return evaluate_low(cards, game, wild="joker" if wild == "bug" else wild)


def hand_indices(hands: Iterable[Iterable[Card]]) -> npt.NDArray[np.int64]:
    """Card indices of many hands as an int64 array of shape (n, 5), for :func:`rank_many`."""
    return np.array([[c.index for c in h] for h in hands], dtype=np.int64).reshape(-1, 5)


def rank_many(hands: npt.ArrayLike, *, game: str = "high",
              wild: str = "none") -> npt.NDArray[np.int32]:
    """Rank many five-card hands at once (numpy; no Python loop per hand).

    Each hand is five card indices (``Card.index``: 0..51, 52 = joker). For every
    hand the base-5 rank-multiset code ``sum(5**digit)`` is formed with one gather
    and a row sum, looked up with ``numpy.searchsorted`` in the sorted table of all
    codes, and hands whose natural cards share one suit are re-read from the flush
    table indexed by ``[wild count, rank bits]`` (see
    :mod:`drawpoker.evaluator_tables`). Input is not checked for duplicates.

    Args:
        hands: integer array of shape (n, 5).
        game, wild: as :func:`evaluate_game`.

    Returns:
        int32 array of shape (n,): a dense strength, larger = better, equal = tie,
        comparable between hands of the same (game, wild). :func:`strength_value`
        turns a strength back into a value object.

    Raises:
        ValueError: wrong shape, or an index outside the game's deck.
    """
    s = _t.scheme(game, wild)
    h = np.asarray(hands)
    if h.ndim != 2 or h.shape[1] != 5:
        raise ValueError(f"hands must have shape (n, 5), got {h.shape}")
    if h.size and (h.min() < 0 or h.max() >= len(s.deck)):
        raise ValueError(f"card indices must be 0..{len(s.deck) - 1} for wild={wild!r}")
    return _rank_indices(s, h)


def _rank_indices(s: _t.Scheme, h: npt.NDArray[Any]) -> npt.NDArray[np.int32]:
    total = s.card_key[h].sum(axis=1)
    idx = np.searchsorted(s.codes, total >> 12)
    out = s.code_strength[idx]
    suited = np.flatnonzero(_t.SUITED_FIELD[total & 0xFFF])
    if suited.size:
        out[suited] = s.code_flush_strength[idx[suited]]
    return cast(npt.NDArray[np.int32], out)


def prepare(game: str = "high", wild: str = "none") -> None:
    """Build the ranking tables of ``game``/``wild`` now (e.g. behind a loading screen)
    instead of at the first evaluation (up to ~0.3 s for deuces wild).

    Raises:
        ValueError: unknown or unsupported game/wild pair.
    """
    if game == "ace-to-five" and wild == "bug":
        wild = "joker"
    _lookup(game, wild)
    if not _BY_SUM:
        _fast_tables()


def strength_value(strength: int, *, game: str = "high",
                   wild: str = "none") -> HandValue | LowValue:
    """The value object for a dense strength returned by :func:`rank_many`."""
    return _lookup(game, wild).values[strength]
