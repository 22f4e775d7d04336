"""The counting behind the exact draw odds: digit multisets, card sets and flush corrections.

See :mod:`drawpoker.odds` for how the counts are made fast (docs/rules.md §1, §3.5).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from itertools import combinations, combinations_with_replacement
from math import comb

import numpy as np
import numpy.typing as npt

from drawpoker.cards import Card, parse_cards
from drawpoker.evaluator import (
    HandValue,
    LowValue,
    evaluate_game,
    tables,
)

Value = HandValue | LowValue
_BINOM = np.array([[comb(a, m) for m in range(6)] for a in range(6)], dtype=np.int64)
_POW5 = np.array(tables.POW5, dtype=np.int64)


@cache
def _multisets(d: int) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """All digit multisets of size ``d`` (counts <= 4): (counts (n, 14), codes (n,)), in
    increasing code order (so a hold's final codes are sorted, which ``searchsorted``
    looks up several times faster)."""
    rows = [m for m in combinations_with_replacement(range(14), d)
            if not m or max(m.count(x) for x in m) <= 4]
    counts = np.zeros((len(rows), 14), dtype=np.int64)
    for i, m in enumerate(rows):
        for x in m:
            counts[i, x] += 1
    codes = counts @ _POW5
    order = np.argsort(codes, kind="stable")
    return counts[order], codes[order]


@cache
def _combos(n: int, k: int) -> npt.NDArray[np.int64]:
    """Index array (C(n, k), k) of the k-subsets of range(n)."""
    rows = list(combinations(range(n), k))
    return np.array(rows, dtype=np.int64).reshape(len(rows), k)


def game_wild(game: str, wild: str) -> tuple[str, str]:
    """The ``(game, wild)`` pair the tables are built for (ace-to-five plays the bug as the
    joker).

    Raises:
        ValueError: an unknown or unsupported pair (``tables.check_game_wild``).
    """
    if game == "ace-to-five" and wild == "bug":
        wild = "joker"
    tables.check_game_wild(game, wild)
    return game, wild


def as_cards(cards: Iterable[Card] | str, what: str) -> list[Card]:
    """``cards`` (cards or card text such as ``"Ah Kd"``) as a list of distinct cards.

    Raises:
        ValueError: not a card, or a card given twice; the message starts with ``what``.
    """
    out = parse_cards(cards) if isinstance(cards, str) else list(cards)
    for c in out:
        if not isinstance(c, Card):
            raise ValueError(f"{what}: not a card: {c!r}")
    if len(set(out)) != len(out):
        dup = next(c for c in out if out.count(c) > 1)
        raise ValueError(f"{what}: card {dup} appears twice")
    return out


def prepare_hand(hand: Iterable[Card] | str, dead: Iterable[Card] | str, game: str,
           wild: str) -> tuple[tables.Scheme, list[Card], npt.NDArray[np.int64]]:
    """Check a five-card hand and its dead cards against the deck of ``game``/``wild``.

    Returns:
        The ranking scheme, the five cards, and the indices of the unseen cards (the deck
        minus the hand minus ``dead``), which the replacements come from.

    Raises:
        ValueError: a bad card, a duplicate, not five cards, or a card not in this deck
            (named, with ``hand:`` or ``dead:`` first).
    """
    game, wild = game_wild(game, wild)
    s = tables.scheme(game, wild)
    cards = as_cards(hand, "hand")
    if len(cards) != 5:
        raise ValueError(f"hand: need exactly five cards, got {len(cards)}")
    dead_cards = as_cards(dead, "dead")
    for what, group in (("hand", cards), ("dead", dead_cards)):
        for c in group:
            if c.index not in s.deck:
                raise ValueError(
                    f"{what}: card {c} is not in the deck for game={game!r}, wild={wild!r}")
    both = set(cards) & set(dead_cards)
    if both:
        raise ValueError(f"dead: card {min(both)} is also in the hand")
    evaluate_game(cards, game=game, wild=wild)  # full validation of the hand itself
    seen = {c.index for c in cards} | {c.index for c in dead_cards}
    unseen = np.array([i for i in s.deck if i not in seen], dtype=np.int64)
    return s, cards, unseen


def strength_counts(s: tables.Scheme, kept: Sequence[Sequence[int]],
                     unseen: npt.NDArray[np.int64],
                     groups: tuple[npt.NDArray[np.int64], int] | None = None,
                     ) -> npt.NDArray[np.int64]:
    """Exact count of draws ending at each strength, for each hold.

    Args:
        s: the ranking scheme.
        kept: for each hold, the card indices kept (0..5 of them).
        unseen: indices of the cards the replacements come from.
        groups: optionally (group of each strength, number of groups): count per group
            of strengths instead (the same sums, without the per-strength array).

    Returns:
        int64 array (len(kept), number of strengths or of groups).

    Raises:
        ValueError: more cards to draw than there are unseen cards.
    """
    group = None if groups is None else groups[0]
    n_strength = len(s.keys) if groups is None else groups[1]
    out = np.zeros((len(kept), n_strength), dtype=np.int64)
    digit = s.digit
    avail = np.bincount(digit[unseen], minlength=14)
    by_d: dict[int, list[int]] = {}
    for h, k in enumerate(kept):
        by_d.setdefault(5 - len(k), []).append(h)
    kept_code = np.array([int(_POW5[digit[list(k)]].sum()) if k else 0 for k in kept],
                         dtype=np.int64)
    for d, rows in by_d.items():
        if d > len(unseen):
            raise ValueError(f"cannot draw {d} cards: only {len(unseen)} unseen cards")
        m, codes = _multisets(d)
        ways = _BINOM[avail[None, :], m].prod(axis=1)
        nz = ways > 0
        codes, ways = codes[nz], ways[nz]
        rows_arr = np.array(rows)
        final = kept_code[rows_arr][:, None] + codes[None, :]
        st = s.code_strength[np.searchsorted(s.codes, final)]
        if group is not None:
            st = group[st]
        flat = (st + (np.arange(len(rows))[:, None] * n_strength)).ravel()
        counts = np.bincount(flat, weights=np.broadcast_to(ways, st.shape).ravel(),
                             minlength=len(rows) * n_strength)
        out[rows_arr] = np.rint(counts).astype(np.int64).reshape(len(rows), n_strength)
    if s.flush_strength is not None:
        _flush_adjust(s, kept, unseen, kept_code, out, group)
    return out


def _flush_adjust(s: tables.Scheme, kept: Sequence[Sequence[int]], unseen: npt.NDArray[np.int64],
                  kept_code: npt.NDArray[np.int64], out: npt.NDArray[np.int64],
                  group: npt.NDArray[np.int64] | None = None) -> None:
    """Move suited draws from their non-flush strength to their flush strength (or the
    groups of those strengths)."""
    assert s.flush_strength is not None
    unseen_wild = unseen[s.is_wild[unseen]]
    unseen_nat = unseen[~s.is_wild[unseen]]
    nat_suit = s.suitbit[unseen_nat]
    by_suit = [unseen_nat[nat_suit == (1 << x)] for x in range(4)]
    n_w = len(unseen_wild)
    wild_code = int(_POW5[tables.WILD_DIGIT])
    for h, k in enumerate(kept):
        k_nat = [i for i in k if not s.is_wild[i]]
        k_w = len(k) - len(k_nat)
        suits = 0
        bits = 0
        for i in k_nat:
            suits |= int(s.suitbit[i])
            bits |= int(s.rankbit[i])
        if suits.bit_count() > 1:
            continue
        d = 5 - len(k)
        suit_list = [suits.bit_length() - 1] if suits else [0, 1, 2, 3]
        for x in suit_list:
            pool = by_suit[x]
            for j in range(min(d, n_w) + 1):
                n_nat = d - j
                if n_nat > len(pool) or (not k_nat and n_nat == 0):
                    continue
                mult = comb(n_w, j)
                cmb = pool[_combos(len(pool), n_nat)]
                d_bits = s.rankbit[cmb].sum(axis=1) | bits
                d_code = _POW5[s.digit[cmb]].sum(axis=1) + kept_code[h] + j * wild_code
                ns = s.code_strength[np.searchsorted(s.codes, d_code)]
                fs = s.flush_strength[k_w + j, d_bits]
                if group is not None:
                    ns, fs = group[ns], group[fs]
                np.subtract.at(out[h], ns, mult)
                np.add.at(out[h], fs, mult)
