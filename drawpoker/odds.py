"""Exact draw odds: what a hold turns into after the draw (RULES.md §1, §3.5).

Everything here is exact (``fractions.Fraction``), by combinatorics, never sampling.

How it is fast enough for all 32 holds in a few milliseconds
------------------------------------------------------------
The replacement cards come from the *unseen* cards: the deck (52, or 53 with the
joker) minus the five cards held minus any ``dead`` cards; the discards do not go
back. Apart from flushes, a final hand's value depends only on its rank multiset
(see :mod:`drawpoker.evaluator.tables`: each card is a base-5 *digit*, 13 for a wild
card). So instead of enumerating up to C(47, 5) = 1,533,939 card sets, we enumerate
the multisets of *digits* that can be drawn (at most 8,568 for a five-card draw):

1. For each draw size ``d``, ``M_d`` lists every digit multiset of size ``d`` and its
   code; the number of card sets behind multiset ``m`` is
   ``prod_digit C(available[digit], m[digit])`` (one numpy gather and product,
   shared by every hold that draws ``d``).
2. A hold's final code is ``kept code + drawn code``; ``searchsorted`` in the
   scheme's code table gives the strength of each, and one weighted ``bincount``
   gives the exact number of draws ending at each strength.
3. Flushes: a final hand is flush-capable only if every natural card is of one suit.
   For each suit the kept naturals allow, the drawn suited card sets are enumerated
   explicitly (at most C(13, 5) = 1,287 per suit), and each moves its count from its
   non-flush strength to its flush strength.

The counts always add up to C(unseen, d), which is asserted.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction
from functools import cache, cached_property
from itertools import combinations, combinations_with_replacement
from math import comb
from typing import cast

import numpy as np
import numpy.typing as npt

from drawpoker.cards import Card, parse_cards
from drawpoker.evaluator import (
    HandCategory,
    HandValue,
    LowValue,
    evaluate_game,
    strength_value,
    tables,
)

__all__ = ["HoldAnalysis", "draw_outcomes", "analyze_holds", "hand_percentiles",
           "opponent_equity"]

Value = HandValue | LowValue
_BINOM = np.array([[comb(a, m) for m in range(6)] for a in range(6)], dtype=np.int64)
_POW5 = np.array(tables.POW5, dtype=np.int64)


@cache
def _multisets(d: int) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """All digit multisets of size ``d`` (counts <= 4): (counts (n, 14), codes (n,))."""
    rows = [m for m in combinations_with_replacement(range(14), d)
            if not m or max(m.count(x) for x in m) <= 4]
    counts = np.zeros((len(rows), 14), dtype=np.int64)
    for i, m in enumerate(rows):
        for x in m:
            counts[i, x] += 1
    return counts, counts @ _POW5


@cache
def _combos(n: int, k: int) -> npt.NDArray[np.int64]:
    """Index array (C(n, k), k) of the k-subsets of range(n)."""
    rows = list(combinations(range(n), k))
    return np.array(rows, dtype=np.int64).reshape(len(rows), k)


def _game_wild(game: str, wild: str) -> tuple[str, str]:
    if game == "ace-to-five" and wild == "bug":
        wild = "joker"
    tables.check_game_wild(game, wild)
    return game, wild


def _as_cards(cards: Iterable[Card] | str, what: str) -> list[Card]:
    out = parse_cards(cards) if isinstance(cards, str) else list(cards)
    for c in out:
        if not isinstance(c, Card):
            raise ValueError(f"{what}: not a card: {c!r}")
    if len(set(out)) != len(out):
        dup = next(c for c in out if out.count(c) > 1)
        raise ValueError(f"{what}: card {dup} appears twice")
    return out


def _setup(hand: Iterable[Card] | str, dead: Iterable[Card] | str, game: str,
           wild: str) -> tuple[tables.Scheme, list[Card], npt.NDArray[np.int64]]:
    """Validate; return the scheme, the five cards and the unseen card indices."""
    game, wild = _game_wild(game, wild)
    s = tables.scheme(game, wild)
    cards = _as_cards(hand, "hand")
    if len(cards) != 5:
        raise ValueError(f"hand: need exactly five cards, got {len(cards)}")
    dead_cards = _as_cards(dead, "dead")
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


def _strength_counts(s: tables.Scheme, kept: Sequence[Sequence[int]],
                     unseen: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """Exact count of draws ending at each strength, for each hold.

    Args:
        s: the ranking scheme.
        kept: for each hold, the card indices kept (0..5 of them).
        unseen: indices of the cards the replacements come from.

    Returns:
        int64 array (len(kept), number of strengths).

    Raises:
        ValueError: more cards to draw than there are unseen cards.
    """
    n_strength = len(s.keys)
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
        flat = (st + (np.arange(len(rows))[:, None] * n_strength)).ravel()
        counts = np.bincount(flat, weights=np.broadcast_to(ways, st.shape).ravel(),
                             minlength=len(rows) * n_strength)
        out[rows_arr] = np.rint(counts).astype(np.int64).reshape(len(rows), n_strength)
    if s.flush_strength is not None:
        _flush_adjust(s, kept, unseen, kept_code, out)
    return out


def _flush_adjust(s: tables.Scheme, kept: Sequence[Sequence[int]], unseen: npt.NDArray[np.int64],
                  kept_code: npt.NDArray[np.int64], out: npt.NDArray[np.int64]) -> None:
    """Move suited draws from their non-flush strength to their flush strength."""
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
                np.subtract.at(out[h], ns, mult)
                np.add.at(out[h], fs, mult)


class HoldAnalysis:
    """The exact outcome of one hold (which cards to keep) before the draw.

    Attributes:
        keep: the cards kept, in hand order.
        discard: the cards thrown away, in hand order.
        game, wild: the ranking rules.
        total: number of equally likely replacement sets, C(unseen, discards).
        counts: int64 array, per dense strength (see
            :func:`drawpoker.evaluator.rank_many`), of replacement sets ending there.
        score: showdown equity (0..1, ties shared) of the final hand against
            ``opponents`` typical opponents (see :func:`opponent_equity`): the default
            "best first" order.
    """

    def __init__(self, keep: tuple[Card, ...], discard: tuple[Card, ...], game: str,
                 wild: str, counts: npt.NDArray[np.int64], current: Value,
                 score: float) -> None:
        self.keep = keep
        self.discard = discard
        self.game = game
        self.wild = wild
        self.counts = counts
        self.total = int(counts.sum())
        self.current = current
        self.score = score

    def __repr__(self) -> str:
        kept = " ".join(map(str, self.keep)) or "-"
        return f"HoldAnalysis(keep={kept!r}, p_improve={float(self.p_improve):.4f})"

    @property
    def draws(self) -> int:
        """Number of cards drawn (0 = stand pat)."""
        return len(self.discard)

    @cached_property
    def distribution(self) -> dict[HandCategory, Fraction]:
        """Exact probability of each final category (only categories that can happen)."""
        cats = tables.scheme(self.game, self.wild).categories
        per = np.bincount(cats, weights=self.counts, minlength=10)
        return {HandCategory(c): Fraction(int(round(n)), self.total)
                for c, n in enumerate(per) if n}

    @cached_property
    def p_improve(self) -> Fraction:
        """Chance of improving.

        High: ending in a better *category* than the five cards held now (so
        drawing three to a pair improves with two pair or better). Lowball: ending
        with a better hand than the one held now.
        """
        if self.game == "high":
            return sum((p for c, p in self.distribution.items()
                        if c > self.current.category), Fraction(0))
        return self._p_from(tables.scheme(self.game, self.wild).key_to_strength[
            _goodness(self.current)], strict=True)

    def p_at_least(self, value: Value | HandCategory | str) -> Fraction:
        """Chance of finishing at or above ``value``.

        Args:
            value: a :class:`HandCategory` (high game: that category or better), a
                hand value of this game, or card notation of a five-card hand
                (ranked under this hold's rules).

        Raises:
            ValueError: a value from another game.
        """
        s = tables.scheme(self.game, self.wild)
        if isinstance(value, str):
            value = evaluate_game(parse_cards(value), game=self.game, wild=self.wild)
        if isinstance(value, HandCategory):
            if self.game != "high":
                return sum((p for c, p in self.distribution.items() if c <= value), Fraction(0))
            return sum((p for c, p in self.distribution.items() if c >= value), Fraction(0))
        if isinstance(value, LowValue) != (self.game != "high") or (
                isinstance(value, LowValue) and value.rule != self.game):
            raise ValueError(f"p_at_least: a {type(value).__name__} does not belong to {self.game}")
        goodness = _goodness(value)
        i = int(np.searchsorted(np.array(s.keys), goodness, side="left"))
        return self._p_from(i, strict=False)

    def _p_from(self, strength: int, *, strict: bool) -> Fraction:
        start = strength + 1 if strict else strength
        return Fraction(int(self.counts[start:].sum()), self.total)

    def p_value(self, value: Value) -> Fraction:
        """Chance of finishing with exactly ``value``."""
        st = tables.scheme(self.game, self.wild).key_to_strength.get(_goodness(value))
        return Fraction(0) if st is None else Fraction(int(self.counts[st]), self.total)


def _goodness(v: Value) -> int:
    return v.key if isinstance(v, HandValue) else -v.badness


@cache
def _beat_table(game: str, wild: str) -> npt.NDArray[np.float64]:
    """Per strength: chance of beating one random hand from a full deck (ties half)."""
    s = tables.scheme(game, wild)
    counts = _strength_counts(s, [()], np.array(s.deck, dtype=np.int64))[0]
    below = np.concatenate([[0], np.cumsum(counts)[:-1]])
    return cast(npt.NDArray[np.float64], (below + 0.5 * counts) / counts.sum())


def hand_percentiles(game: str = "high", wild: str = "none") -> npt.NDArray[np.float64]:
    """Per dense strength, the share of all five-card hands it beats (ties half)."""
    return _beat_table(*_game_wild(game, wild))


@cache
def _opponent_distribution(game: str, wild: str) -> npt.NDArray[np.float64]:
    """Final-hand distribution (per strength) of one typical opponent.

    High game: a player who was dealt a pair (each of the 13 ranks equally likely)
    and drew three to it, the classic opener. Lowball: a player who drew one card to
    four different low cards (each choice of four ranks from A-8 in ace-to-five, 2-8
    in deuce-to-seven, equally likely; mixed suits), the classic one-card draw.
    """
    s = tables.scheme(game, wild)
    total = np.zeros(len(s.keys))
    if game != "high":
        low_ranks = [12, 0, 1, 2, 3, 4, 5, 6] if game == "ace-to-five" else [0, 1, 2, 3, 4, 5, 6]
        sets = list(combinations(low_ranks, 4))
        for ranks in sets:
            hand = [4 * r + x for x, r in enumerate(ranks)] + [4 * 11 + 2]  # + a king
            unseen = np.array([i for i in s.deck if i not in hand], dtype=np.int64)
            counts = _strength_counts(s, [hand[:4]], unseen)[0]
            total += counts / counts.sum()
        return total / len(sets)
    for r in range(13):
        others = [x for x in range(13) if x != r]
        hand = [4 * r, 4 * r + 1, 4 * others[(r + 3) % 12] + 2, 4 * others[(r + 7) % 12] + 3,
                4 * others[(r + 10) % 12] + 2]
        unseen = np.array([i for i in s.deck if i not in hand], dtype=np.int64)
        counts = _strength_counts(s, [hand[:2]], unseen)[0]
        total += counts / counts.sum()
    return total / 13


@cache
def _equity_table(game: str, wild: str, opponents: int) -> npt.NDArray[np.float64]:
    """Per strength: showdown equity against ``opponents`` independent typical opponents.

    With ``o`` the chance an opponent ends exactly at this strength and ``b`` below it,
    the expected pot share is ``sum_t C(n,t) o^t b^(n-t) / (t+1)``
    = ``((b+o)^(n+1) - b^(n+1)) / ((n+1) o)`` (ties split evenly).
    """
    o = _opponent_distribution(game, wild)
    b = np.concatenate([[0.0], np.cumsum(o)[:-1]])
    n = opponents
    safe = np.where(o > 0, o, 1.0)
    eq = np.where(o > 0, ((b + o) ** (n + 1) - b ** (n + 1)) / ((n + 1) * safe), b ** n)
    return cast(npt.NDArray[np.float64], eq)


def opponent_equity(game: str = "high", wild: str = "none",
                    opponents: int = 3) -> npt.NDArray[np.float64]:
    """Per dense strength: the pot share a final hand wins against ``opponents``
    typical opponents (high: each drew three cards to a random pair; lowball: each
    drew one card to four random low cards). The score :func:`analyze_holds` sorts by.

    Raises:
        ValueError: ``opponents`` outside 1..8, or a bad game/wild pair.
    """
    if not 1 <= opponents <= 8:
        raise ValueError(f"opponents must be 1..8, got {opponents!r}")
    return _equity_table(*_game_wild(game, wild), opponents)


def _hold_positions(keep: Iterable[Card] | str, cards: list[Card]) -> tuple[int, ...]:
    kept = _as_cards(keep, "keep")
    pos = []
    for c in kept:
        if c not in cards:
            raise ValueError(f"keep: card {c} is not in the hand {' '.join(map(str, cards))}")
        pos.append(cards.index(c))
    return tuple(sorted(pos))


def draw_outcomes(hand: Iterable[Card] | str, keep: Iterable[Card] | str, *,
                  wild: str = "none", dead: Iterable[Card] | str = (),
                  game: str = "high") -> dict[HandCategory, Fraction]:
    """Exact distribution of the final category after keeping ``keep`` and drawing.

    The replacements come from the unseen cards: the 52 (53 with the joker) minus
    the five in ``hand`` minus ``dead``. Exact combinatorics, no sampling.

    Args:
        hand: the five cards held.
        keep: the subset kept (empty = draw five).
        wild: ``none``, ``joker``, ``bug`` or ``deuces`` (RULES.md §1).
        dead: cards known to be out of play (seen discards, exposed cards).
        game: ``high`` (default) or a lowball rule (categories under that rule).

    Returns:
        ``{category: probability}`` for every category that can occur; sums to 1.

    Raises:
        ValueError: a bad hand, a kept card not in the hand, duplicate or
            conflicting cards, or not enough unseen cards.
    """
    s, cards, unseen = _setup(hand, dead, game, wild)
    pos = _hold_positions(keep, cards)
    counts = _strength_counts(s, [[cards[p].index for p in pos]], unseen)[0]
    total = int(counts.sum())
    per = np.bincount(s.categories, weights=counts, minlength=10)
    return {HandCategory(c): Fraction(int(round(n)), total) for c, n in enumerate(per) if n}


def analyze_holds(hand: Iterable[Card] | str, *, wild: str = "none",
                  dead: Iterable[Card] | str = (), game: str = "high",
                  target: Value | HandCategory | str | None = None,
                  max_draw: int = 5, opponents: int = 3) -> list[HoldAnalysis]:
    """Every way to keep cards (32 holds), each with its exact outcome, best first.

    Args:
        hand: the five cards held.
        wild, dead, game: as :func:`draw_outcomes` (lowball: ``game="ace-to-five"`` or
            ``"deuce-to-seven"``).
        target: if given, sort by the chance of finishing at or above it (then by
            score); otherwise by :attr:`HoldAnalysis.score`.
        opponents: how many typical opponents the score assumes (1..8; default 3,
            a usual multiway draw pot): see :func:`opponent_equity`.
        max_draw: house limit on cards drawn (RULES.md §3.5); holds drawing more are
            left out.

    Returns:
        ``HoldAnalysis`` objects sorted best first (ties keep more cards first).

    Raises:
        ValueError: bad input (see :func:`draw_outcomes`), ``max_draw`` outside 0..5
            or ``opponents`` outside 1..8.
    """
    if not 0 <= max_draw <= 5:
        raise ValueError(f"max_draw must be 0..5, got {max_draw!r}")
    game, wild = _game_wild(game, wild)
    s, cards, unseen = _setup(hand, dead, game, wild)
    holds = [pos for n in range(5, 4 - max_draw, -1) for pos in combinations(range(5), n)]
    counts = _strength_counts(s, [[cards[p].index for p in pos] for pos in holds], unseen)
    scores = (counts @ opponent_equity(game, wild, opponents)) / counts.sum(axis=1)
    current = evaluate_game(cards, game=game, wild=wild)
    result = [HoldAnalysis(tuple(cards[p] for p in pos),
                           tuple(c for i, c in enumerate(cards) if i not in pos),
                           game, wild, counts[h], current, float(scores[h]))
              for h, pos in enumerate(holds)]
    if target is None:
        result.sort(key=lambda a: (-a.score, a.draws))
    else:
        result.sort(key=lambda a: (-a.p_at_least(target), -a.score, a.draws))
    return result


def value_of_strength(strength: int, game: str = "high", wild: str = "none") -> Value:
    """The hand value behind a dense strength of ``game``/``wild``."""
    return strength_value(strength, game=game, wild=wild)
