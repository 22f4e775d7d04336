"""Lookup tables behind :mod:`drawpoker.evaluator` and :mod:`drawpoker.odds`.

How a five-card hand is ranked without looking at all 2,598,960 of them
----------------------------------------------------------------------
Apart from flushes, a hand's value depends only on the multiset of its ranks plus
the number of wild cards. Each card therefore gets a *digit* 0..13 (rank-2 for a
natural card, 13 for a wild card: the joker, or a deuce in deuces wild) and a
multiset is encoded as the base-5 number ``code = sum(5**digit)`` (a rank occurs
at most four times, so digits never carry). Every possible code (6,175 with no
wild card, a few thousand more with wild cards) is worked out once, at first use,
by the plain rules in :func:`high_key` (wild cards by trying every value, docs/rules.md
§1), and stored as a sorted ``codes`` array with the matching ``strength`` array;
``numpy.searchsorted`` then ranks millions of codes at once.

A hand can be a flush only when all its natural cards share one suit and have
distinct ranks. Those hands are ranked from a second table indexed by
``[wild count, natural rank bits]`` (13-bit mask), again filled once by the rules.
The hand's value is the better of the two lookups.

"Strength" is a dense integer, larger = better, over every value a game can produce
(7,475 high-hand values including five of a kind), so odds code can count
outcomes with ``numpy.bincount``. Tables are built lazily per (game, wild) pair
and cached for the life of the process (about 0.05 s without wild cards, under
0.5 s for deuces wild).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations, combinations_with_replacement

import numpy as np
import numpy.typing as npt

GAMES = ("high", "ace-to-five", "deuce-to-seven")
WILDS = ("none", "joker", "bug", "deuces")

# Category numbers, identical to drawpoker.evaluator.HandCategory.
HIGH_CARD, ONE_PAIR, TWO_PAIR, THREE_OF_A_KIND, STRAIGHT = 0, 1, 2, 3, 4
FLUSH, FULL_HOUSE, FOUR_OF_A_KIND, STRAIGHT_FLUSH, FIVE_OF_A_KIND = 5, 6, 7, 8, 9

WILD_DIGIT = 13
POW5 = [5**d for d in range(14)]
CAT_SHIFT = 20


def pack(category: int, ranks: Sequence[int]) -> int:
    """Pack a category and up to five tie-break ranks into one comparable int."""
    key = category
    for i in range(5):
        key = (key << 4) | (ranks[i] if i < len(ranks) else 0)
    return key


def unpack(key: int) -> tuple[int, tuple[int, ...]]:
    """Inverse of :func:`pack`: ``(category, ranks)`` with trailing zeros removed."""
    ranks = [(key >> (4 * (4 - i))) & 0xF for i in range(5)]
    while ranks and ranks[-1] == 0:
        ranks.pop()
    return key >> CAT_SHIFT, tuple(ranks)


def _groups(ranks: Sequence[int]) -> tuple[list[int], list[int]]:
    """Ranks ordered by (count, rank) descending, and the matching counts."""
    counts = Counter(ranks)
    items = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    return [r for r, _ in items], [c for _, c in items]


def straight_top(ranks: Sequence[int], *, wheel: bool = True) -> int:
    """Top card of a five-rank straight (wheel = 5), or 0 if the ranks are no straight.

    No wrap-around (Q-K-A-2-3 is no straight); ``wheel=False`` for deuce-to-seven,
    where A-2-3-4-5 is ace high (docs/rules.md §1).
    """
    s = sorted(ranks)
    if len(set(s)) != 5:
        return 0
    if s[4] - s[0] == 4:
        return s[4]
    if wheel and s == [2, 3, 4, 5, 14]:
        return 5
    return 0


def high_key(ranks: Sequence[int], flush: bool, *, wheel: bool = True) -> int:
    """Packed key of five ranks (2..14) under the high-hand rules of docs/rules.md §1.

    Args:
        ranks: the five ranks (any order, repeats allowed up to five with wild cards).
        flush: all five cards are of one suit (ignored unless the ranks are distinct).
        wheel: A-2-3-4-5 counts as a straight (False in deuce-to-seven).

    Returns:
        ``pack(category, tie-break ranks)``; a larger key is a better hand.
    """
    order, shape = _groups(ranks)
    distinct = len(order) == 5
    flush = flush and distinct
    top = straight_top(ranks, wheel=wheel) if distinct else 0
    if shape[0] == 5:
        return pack(FIVE_OF_A_KIND, order)
    if top and flush:
        return pack(STRAIGHT_FLUSH, [top])
    if shape[0] == 4:
        return pack(FOUR_OF_A_KIND, order)
    if shape[:2] == [3, 2]:
        return pack(FULL_HOUSE, order)
    if flush:
        return pack(FLUSH, order)
    if top:
        return pack(STRAIGHT, [top])
    if shape[0] == 3:
        return pack(THREE_OF_A_KIND, order)
    if shape[:2] == [2, 2]:
        return pack(TWO_PAIR, order)
    if shape[0] == 2:
        return pack(ONE_PAIR, order)
    return pack(HIGH_CARD, order)


def ace_five_badness(ranks: Sequence[int]) -> int:
    """Packed *badness* of five ranks under ace-to-five lowball (lower is better).

    The ace counts 1, straights and flushes do not count, pairs are bad, and hands
    compare from the top card down (docs/rules.md §1). ``ranks`` uses 14 for the ace.
    """
    low = [1 if r == 14 else r for r in ranks]
    order, shape = _groups(low)
    if shape[0] >= 4:
        return pack(FOUR_OF_A_KIND, order)
    if shape[:2] == [3, 2]:
        return pack(FULL_HOUSE, order)
    if shape[0] == 3:
        return pack(THREE_OF_A_KIND, order)
    if shape[:2] == [2, 2]:
        return pack(TWO_PAIR, order)
    if shape[0] == 2:
        return pack(ONE_PAIR, order)
    return pack(HIGH_CARD, order)


def _joker_low_rank(nat: Sequence[int]) -> int:
    """Ace-to-five joker: the lowest rank not already in the hand (ace = 14 = low)."""
    for r in (14, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13):
        if r not in nat:
            return r
    raise AssertionError("four natural cards cannot hold all thirteen ranks")


# --- best value of natural ranks + w wild cards ------------------------------------


def _nonflush_value(game: str, wild: str, nat: tuple[int, ...], w: int) -> int:
    """Goodness key (larger better) of naturals ``nat`` plus ``w`` wild cards, no flush."""
    if game == "ace-to-five":
        ranks = list(nat) + [_joker_low_rank(nat)] * w if w else list(nat)
        return -ace_five_badness(ranks)
    if game == "deuce-to-seven":
        return -high_key(nat, False, wheel=False)
    if w == 0:
        return high_key(nat, False)
    if wild == "bug":
        best = high_key(list(nat) + [14], False)
        for r in range(2, 14):
            key = high_key(list(nat) + [r], False)
            if key >> CAT_SHIFT == STRAIGHT:
                best = max(best, key)
        return best
    return max(_plain_key(tuple(sorted(nat + extra)))
               for extra in combinations_with_replacement(range(2, 15), w))


@cache
def _plain_key(ranks: tuple[int, ...]) -> int:
    """:func:`high_key` of a sorted rank tuple without a flush (memoised: the
    wild-card search meets the same few thousand multisets again and again)."""
    return high_key(ranks, False)


def _flush_value(game: str, wild: str, nat: tuple[int, ...], w: int) -> int:
    """Goodness key of suited naturals ``nat`` (distinct) plus ``w`` wild cards as a flush."""
    if game == "deuce-to-seven":
        return -high_key(nat, True, wheel=False)
    free = [r for r in range(2, 15) if r not in nat]
    return max(high_key(list(nat) + list(extra), True) for extra in combinations(free, w))


@dataclass(frozen=True)
class Scheme:
    """Everything needed to rank hands of one (game, wild) pair.

    Attributes:
        game: ``high``, ``ace-to-five`` or ``deuce-to-seven``.
        wild: ``none``, ``joker``, ``bug`` or ``deuces``.
        deck: card indices in play (0..51, plus 52 for the joker in 53-card games).
        digit: shape (53,), the base-5 digit of each card index (13 = wild).
        suitbit: shape (53,), 1<<suit for natural cards, 0 for wild cards.
        rankbit: shape (53,), 1<<(rank-2) for natural cards, 0 for wild cards.
        is_wild: shape (53,) bool.
        codes: sorted int64 codes of every reachable multiset (naturals + wild digit).
        code_strength: shape like ``codes``, dense strength of the non-flush reading.
        flush_strength: shape (5, 8192), dense strength of the flush reading of
            [wild count, natural rank bits], -1 where impossible; None if flushes
            never count (ace-to-five).
        keys: dense strength -> packed goodness key (sorted ascending).
        key_to_strength: the inverse mapping.
        categories: shape like ``keys``, the HandCategory number of each strength.
        code_to_strength: ``codes`` -> ``code_strength`` as a dict.
        card_key: shape (53,), ``digit power << 12 | 8**suit`` (suit part 0 for wild
            cards): the sum over a hand is its code (``>> 12``) beside the count of
            each suit in octal (``& 0xFFF``), see :data:`SUITED_FIELD`.
        code_flush_strength: aligned with ``codes``: the strength when the natural
            cards are all of one suit (equal to ``code_strength`` where a flush is
            impossible or does not count).
    """

    game: str
    wild: str
    deck: tuple[int, ...]
    digit: npt.NDArray[np.int64]
    suitbit: npt.NDArray[np.int64]
    rankbit: npt.NDArray[np.int64]
    is_wild: npt.NDArray[np.bool_]
    codes: npt.NDArray[np.int64]
    code_strength: npt.NDArray[np.int32]
    flush_strength: npt.NDArray[np.int32] | None
    keys: tuple[int, ...]
    key_to_strength: dict[int, int]
    categories: npt.NDArray[np.int8]
    code_to_strength: dict[int, int]
    card_key: npt.NDArray[np.int64]
    code_flush_strength: npt.NDArray[np.int32]


#: Per 12-bit octal suit-count field: True when exactly one suit occurs (all natural
#: cards suited). Used with ``Scheme.card_key``.
SUITED_FIELD = np.array([sum(1 for x in range(4) if (f >> (3 * x)) & 7) == 1
                         for f in range(4096)], dtype=bool)


def category_of_goodness(game: str, key: int) -> int:
    """HandCategory number of a goodness key (low keys are negated badness)."""
    return (key if key >= 0 else -key) >> CAT_SHIFT


def check_game_wild(game: str, wild: str) -> None:
    """Raise ValueError for an unknown game or wild mode or an unsupported pair.

    Lowball: ace-to-five plays with or without the joker (``joker``/``bug`` both mean
    "the joker is the lowest card not in the hand", docs/rules.md §1); deuce-to-seven has
    no wild cards.
    """
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}; choose one of {', '.join(GAMES)}")
    if wild not in WILDS:
        raise ValueError(f"unknown wild mode {wild!r}; choose one of {', '.join(WILDS)}")
    if game == "ace-to-five" and wild == "deuces":
        raise ValueError("ace-to-five lowball supports the joker, not deuces wild")
    if game == "deuce-to-seven" and wild != "none":
        raise ValueError(f"deuce-to-seven lowball has no wild cards (got wild={wild!r})")


@cache
def scheme(game: str, wild: str) -> Scheme:
    """The (cached) ranking tables for ``game`` and ``wild``; built on first use.

    Raises:
        ValueError: unknown or unsupported game/wild pair (see :func:`check_game_wild`).
    """
    check_game_wild(game, wild)
    deck = tuple(range(53 if wild in ("joker", "bug") else 52))
    digit = np.zeros(53, dtype=np.int64)
    suitbit = np.zeros(53, dtype=np.int64)
    rankbit = np.zeros(53, dtype=np.int64)
    is_wild = np.zeros(53, dtype=bool)
    for i in range(52):
        r, s = i // 4, i % 4
        if wild == "deuces" and r == 0:
            is_wild[i] = True
            digit[i] = WILD_DIGIT
        else:
            digit[i] = r
            suitbit[i] = 1 << s
            rankbit[i] = 1 << r
    is_wild[52] = True
    digit[52] = WILD_DIGIT
    max_w = {"none": 0, "joker": 1, "bug": 1, "deuces": 4}[wild]
    nat_ranks = range(3, 15) if wild == "deuces" else range(2, 15)

    code_key: dict[int, int] = {}
    flush_key: dict[tuple[int, int], int] = {}
    for w in range(max_w + 1):
        n = 5 - w
        for nat in combinations_with_replacement(nat_ranks, n):
            if max(Counter(nat).values()) > 4:
                continue
            code = sum(POW5[r - 2] for r in nat) + w * POW5[WILD_DIGIT]
            code_key[code] = _nonflush_value(game, wild, nat, w)
        if game != "ace-to-five":
            for nat in combinations(nat_ranks, n):
                bits = sum(1 << (r - 2) for r in nat)
                as_flush = _flush_value(game, wild, nat, w)
                if game == "high":  # a wild card takes whichever value is best
                    as_flush = max(as_flush, code_key[sum(POW5[r - 2] for r in nat)
                                                      + w * POW5[WILD_DIGIT]])
                flush_key[(w, bits)] = as_flush
    keys = tuple(sorted(set(code_key.values()) | set(flush_key.values())))
    key_to_strength = {k: i for i, k in enumerate(keys)}
    codes_sorted = sorted(code_key)
    codes = np.array(codes_sorted, dtype=np.int64)
    code_strength = np.array([key_to_strength[code_key[c]] for c in codes_sorted], dtype=np.int32)
    fl: npt.NDArray[np.int32] | None = None
    if game != "ace-to-five":
        fl = np.full((5, 8192), -1, dtype=np.int32)
        for (w, bits), key in flush_key.items():
            fl[w, bits] = key_to_strength[key]
    categories = np.array([category_of_goodness(game, k) for k in keys], dtype=np.int8)
    card_key = np.array([(int(POW5[int(digit[i])]) << 12) | (0 if is_wild[i] else 8 ** (i % 4))
                         for i in range(53)], dtype=np.int64)
    code_flush = code_strength.copy()
    if fl is not None:
        for j, c in enumerate(codes_sorted):
            w, rest = divmod(c, POW5[WILD_DIGIT])
            digits = [d for d in range(13) for _ in range((rest // POW5[d]) % 5)]
            if len(set(digits)) == len(digits):
                code_flush[j] = fl[w, sum(1 << d for d in digits)]
    return Scheme(game=game, wild=wild, deck=deck, digit=digit, suitbit=suitbit,
                  rankbit=rankbit, is_wild=is_wild, codes=codes,
                  code_strength=code_strength, flush_strength=fl, keys=keys,
                  key_to_strength=key_to_strength, categories=categories,
                  code_to_strength=dict(zip(codes_sorted, code_strength.tolist(),
                                            strict=True)),
                  card_key=card_key, code_flush_strength=code_flush)
