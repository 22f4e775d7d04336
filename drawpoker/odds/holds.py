"""What a hold turns into after the draw: ``HoldAnalysis``, ``draw_outcomes``, ``analyze_holds``.

Exact (``fractions.Fraction``), by combinatorics, never sampling (docs/rules.md §1, §3.5).
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from functools import cached_property
from itertools import combinations

import numpy as np
import numpy.typing as npt

from drawpoker.cards import Card, parse_cards
from drawpoker.evaluator import (
    HandCategory,
    LowValue,
    evaluate_game,
    strength_value,
    tables,
)
from drawpoker.odds.counting import Value, as_cards, game_wild, prepare_hand, strength_counts
from drawpoker.odds.equity import goodness_of, opponent_equity


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
            goodness_of(self.current)], strict=True)

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
        goodness = goodness_of(value)
        i = int(np.searchsorted(np.array(s.keys), goodness, side="left"))
        return self._p_from(i, strict=False)

    def _p_from(self, strength: int, *, strict: bool) -> Fraction:
        start = strength + 1 if strict else strength
        return Fraction(int(self.counts[start:].sum()), self.total)

    def p_value(self, value: Value) -> Fraction:
        """Chance of finishing with exactly ``value``."""
        st = tables.scheme(self.game, self.wild).key_to_strength.get(goodness_of(value))
        return Fraction(0) if st is None else Fraction(int(self.counts[st]), self.total)


def _hold_positions(keep: Iterable[Card] | str, cards: list[Card]) -> tuple[int, ...]:
    kept = as_cards(keep, "keep")
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
        wild: ``none``, ``joker``, ``bug`` or ``deuces`` (docs/rules.md §1).
        dead: cards known to be out of play (seen discards, exposed cards).
        game: ``high`` (default) or a lowball rule (categories under that rule).

    Returns:
        ``{category: probability}`` for every category that can occur; sums to 1.

    Raises:
        ValueError: a bad hand, a kept card not in the hand, duplicate or
            conflicting cards, or not enough unseen cards.
    """
    s, cards, unseen = prepare_hand(hand, dead, game, wild)
    pos = _hold_positions(keep, cards)
    counts = strength_counts(s, [[cards[p].index for p in pos]], unseen)[0]
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
        max_draw: house limit on cards drawn (docs/rules.md §3.5); holds drawing more are
            left out.

    Returns:
        ``HoldAnalysis`` objects sorted best first (ties keep more cards first).

    Raises:
        ValueError: bad input (see :func:`draw_outcomes`), ``max_draw`` outside 0..5
            or ``opponents`` outside 1..8.
    """
    if not 0 <= max_draw <= 5:
        raise ValueError(f"max_draw must be 0..5, got {max_draw!r}")
    game, wild = game_wild(game, wild)
    s, cards, unseen = prepare_hand(hand, dead, game, wild)
    holds = [pos for n in range(5, 4 - max_draw, -1) for pos in combinations(range(5), n)]
    counts = strength_counts(s, [[cards[p].index for p in pos] for pos in holds], unseen)
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


def hold_counts(hand: Iterable[Card] | str, *, wild: str = "none", game: str = "high",
                max_draw: int = 5, groups: tuple[npt.NDArray[np.int64], int] | None = None,
                ) -> tuple[list[int], npt.NDArray[np.int64]]:
    """The exact outcome counts of every hold drawing at most ``max_draw`` cards, without
    the scores and order of :func:`analyze_holds` (the same counts, for callers that
    score the holds themselves).

    Args:
        groups: optionally (group of each dense strength, shape (:func:`strength_count`,);
            number of groups): the counts summed per group (e.g. the AI's value ranks).

    Returns:
        (each hold as a mask of the hand: bit ``i`` set = card ``i`` kept; int64 array
        (holds, strengths or groups): per hold, the replacement sets ending at each dense
        strength or group).

    Raises:
        ValueError: as :func:`analyze_holds`, or ``groups`` of the wrong length.
    """
    if not 0 <= max_draw <= 5:
        raise ValueError(f"max_draw must be 0..5, got {max_draw!r}")
    game, wild = game_wild(game, wild)
    s, cards, unseen = prepare_hand(hand, (), game, wild)
    if groups is not None and len(groups[0]) != len(s.keys):
        raise ValueError(f"groups: need one group per strength ({len(s.keys)}), "
                         f"got {len(groups[0])}")
    holds = [pos for n in range(5, 4 - max_draw, -1) for pos in combinations(range(5), n)]
    counts = strength_counts(s, [[cards[p].index for p in pos] for pos in holds], unseen,
                              groups)
    return [sum(1 << p for p in pos) for pos in holds], counts


def strength_count(game: str = "high", wild: str = "none") -> int:
    """How many dense strengths the exact odds of ``game``/``wild`` count over (the width
    of :attr:`HoldAnalysis.counts`).

    Raises:
        ValueError: an unknown game or wild mode.
    """
    game, wild = game_wild(game, wild)
    return len(tables.scheme(game, wild).keys)


def value_of_strength(strength: int, game: str = "high", wild: str = "none") -> Value:
    """The hand value behind a dense strength of ``game``/``wild``."""
    return strength_value(strength, game=game, wild=wild)
