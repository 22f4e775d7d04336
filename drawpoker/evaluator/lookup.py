"""Five-card hand evaluation: the lookups behind :func:`evaluate`, :func:`evaluate_low`,
:func:`evaluate_game` and the numpy batch :func:`rank_many` (docs/rules.md §1).

Each (game, wild) scheme of :mod:`drawpoker.evaluator.tables` gets Python-side tables
(:class:`_Lookup`); natural high hands take a faster path on each card's packed
``Card._key`` (see ``_K`` below). Wild cards (docs/rules.md §1) always take the value that
makes the best hand. A wild card may duplicate a rank already held (five of a kind),
but a flush is five different ranks of one suit (no "double-ace flush"). The bug
(``wild="bug"``) is an ace, or any card that completes a straight, flush or straight
flush.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from itertools import combinations, combinations_with_replacement
from typing import Any, cast

import numpy as np
import numpy.typing as npt

from drawpoker.cards import RANK_SUM_KEYS, SUIT_SUM_KEYS, Card, parse_cards
from drawpoker.evaluator import tables
from drawpoker.evaluator.values import HandCategory, HandValue, LowValue, hand_value, low_value

# --- per-scheme value tables --------------------------------------------------------

class _Lookup:
    """Python-side tables of one scheme: code -> value, (w, rank bits) -> value."""

    __slots__ = ("scheme", "by_code", "flush", "values", "pow_of", "wild_of", "suit_of",
                 "rbit_of")

    scheme: tables.Scheme
    by_code: dict[int, HandValue | LowValue]
    flush: list[list[HandValue | LowValue | None]]
    values: list[HandValue | LowValue]
    pow_of: list[int]
    wild_of: list[bool]
    suit_of: list[int]
    rbit_of: list[int]

    def __init__(self, game: str, wild: str) -> None:
        s = tables.scheme(game, wild)
        self.scheme = s
        if game == "high":
            self.values = [hand_value(k) for k in s.keys]
        else:
            self.values = [low_value(game, -k) for k in s.keys]
        vals = self.values
        self.pow_of = [int(tables.POW5[d]) for d in s.digit.tolist()]
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
        tables.check_game_wild(game, wild)
        lk = _LOOKUPS[(game, wild)] = _Lookup(game, wild)
    return lk


# Fast path for natural hands. Each card carries one small integer (``Card._key``, the
# same as _K[i]):
#   K[i] = RANK_SUM_KEYS[rank - 2] << 8  |  SUIT_SUM_KEYS[suit]
# The rank numbers are chosen so that any five of them (repeats allowed) have their own
# sum, so ``total >> 8`` of a hand names its rank multiset and indexes a plain list; the
# suit numbers 0, 1, 6, 36 are base-6 digits, so ``total & 0xFF`` is 0, 5, 30 or 180
# exactly when the five cards share a suit. Every sum stays below 2**30 (one CPython
# digit, so the additions are cheap). A repeated card can only hide in a hand with a
# repeated rank, so only those hands pay for the duplicate check; five cards of one rank
# hit an empty slot (None) or fall off the end of the list, and so does the joker (its
# key is 1 << 60).
_K: list[int] = [RANK_SUM_KEYS[i // 4] << 8 | SUIT_SUM_KEYS[i % 4] for i in range(52)]
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
    rank_keys = RANK_SUM_KEYS
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
        """Rank exactly five cards as a high hand (docs/rules.md §1).

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
        if wild not in tables.WILDS:
            raise ValueError(f"unknown wild mode {wild!r}; choose one of {', '.join(tables.WILDS)}")
        return _general_high(cards, wild)

    return evaluate


evaluate = _make_evaluate()


def evaluate_low(cards: Sequence[Card] | str, rule: str, *, wild: str | None = None) -> LowValue:
    """Rank exactly five cards as a lowball hand (docs/rules.md §1, lowball variants).

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
    tables.check_game_wild(game, wild)
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
    :mod:`drawpoker.evaluator.tables`). Input is not checked for duplicates.

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
    s = tables.scheme(game, wild)
    h = np.asarray(hands)
    if h.ndim != 2 or h.shape[1] != 5:
        raise ValueError(f"hands must have shape (n, 5), got {h.shape}")
    if h.size and (h.min() < 0 or h.max() >= len(s.deck)):
        raise ValueError(f"card indices must be 0..{len(s.deck) - 1} for wild={wild!r}")
    return _rank_indices(s, h)


def _rank_indices(s: tables.Scheme, h: npt.NDArray[Any]) -> npt.NDArray[np.int32]:
    total = s.card_key[h].sum(axis=1)
    idx = np.searchsorted(s.codes, total >> 12)
    out = s.code_strength[idx]
    suited = np.flatnonzero(tables.SUITED_FIELD[total & 0xFFF])
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
