"""Lookup tables the computer players use per game mode, on top of the evaluator.

Nothing here ranks hands by itself: every hand value comes from
:func:`drawpoker.evaluator.evaluate_game`. What this module adds is speed, so that a
decision can look at thousands of possible draws in well under a millisecond:

* **Value ranks.** A five-card hand's value in any game (high, ace-to-five,
  deuce-to-seven) with any wild-card option depends only on the ranks of its natural
  cards, how many wild cards it holds and whether the natural cards share one suit
  (docs/rules.md §1). That is the hand's *key*. Every key of the deck is enumerated once,
  one representative hand per key evaluated with the evaluator and the keys sorted. The
  distinct values (7,462 in the plain high game) are then grouped, in order, into a few
  hundred *value ranks* (buckets): fine where dealt or drawn hands are dense, ever finer
  towards the top, never across a hand category; 0 = worst, larger wins, and two hands
  in one bucket count as a tie (half a win) in the AI's estimates. Each rank gets the
  exact share of dealt hands it beats (its *percentile*). Keys are encoded as one integer
  (product of rank primes, wild count, suited flag) so numpy can rank a whole batch of
  hands at once (:meth:`ModeTables.rank_hands`, through the hashed
  :class:`~drawpoker.ai.key_index.KeyIndex`; one hand in plain Python), and the exact odds of
  :mod:`drawpoker.odds` map onto the same ranks (:meth:`ModeTables.strength_buckets`).
* **Opponent tables.** A fixed-seed simulation of a typical opponent: deal five cards,
  hold what a sound player holds (:func:`~drawpoker.ai.holds.standard_hold`), draw. It
  records the dealt hand's percentile bin, the number of cards drawn and the final
  value rank, giving for each (cards drawn, dealt bin) the distribution of the final
  hand. The range model (:mod:`drawpoker.ai.ranges`) weights these rows by what the
  opponent did.

The building (:mod:`drawpoker.ai.table_build`, about a second per mode) is done ahead:
the game ships every mode's arrays in ``drawpoker/ai/data/tables.npz``, which loads in a
few milliseconds; a mode missing from it (or a missing file) is built on first use.
"""

from __future__ import annotations

import functools
import zipfile
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from drawpoker.ai.key_index import KeyIndex
from drawpoker.ai.mode import Mode
from drawpoker.ai.table_build import (
    BIN_EDGES,
    BINS,
    build_arrays,
    card_arrays,
    deck_for,
    distinct_values,
    enumerate_keys,
)
from drawpoker.ai.table_build import strength_buckets as _strength_buckets
from drawpoker.cards import Card

__all__ = ["BIN_EDGES", "BINS", "BIN_MASS", "DATA_FILE", "FloatArray", "IntArray",
           "ModeTables", "mode_name", "packed_arrays", "shipped_arrays", "tables_for"]

#: prior mass of each dealt-percentile bin (its width)
BIN_MASS = np.diff(BIN_EDGES)
#: the prebuilt tables of every mode (``tools/make_ai_tables.py`` writes it)
DATA_FILE = Path(__file__).resolve().parent / "data" / "tables.npz"

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]


def mode_name(mode: Mode) -> str:
    """The mode's prefix in the data file, e.g. ``"high-none-5-0"``."""
    return f"{mode.game}-{mode.wild}-{mode.max_draw}-{int(mode.four_with_ace)}"


def _keys_name(mode: Mode) -> str:
    """The data file's name of the sorted hand keys every mode on this deck shares."""
    return f"keys-{mode.wild}"


def packed_arrays(built: Mapping[Mode, Mapping[str, npt.NDArray[Any]]]) -> dict[str, npt.NDArray[Any]]:
    """The data file's contents for every mode's arrays (those of
    :func:`~drawpoker.ai.table_build.build_arrays`, by mode).

    Each array is stored as ``"<mode_name>.<name>"``, except ``keys``: the sorted hand
    keys depend only on the deck, so they are stored once per wild option as
    ``"keys-<wild>"``, as their first value and then the differences (small numbers that
    deflate packs tightly; :func:`shipped_arrays` adds them up again).

    Raises:
        ValueError: two modes on one deck built different keys.
    """
    out: dict[str, npt.NDArray[Any]] = {}
    for mode, arrays in built.items():
        keys = np.asarray(arrays["keys"], dtype=np.int64)
        name = _keys_name(mode)
        delta = np.diff(keys, prepend=0)
        if name in out and not np.array_equal(out[name], delta):
            raise ValueError(f"{mode_name(mode)}: its hand keys differ from another mode's on the {mode.wild} deck")
        out[name] = delta
        out.update({f"{mode_name(mode)}.{n}": a for n, a in arrays.items() if n != "keys"})
    return out


def shipped_arrays(mode: Mode, path: Path = DATA_FILE) -> dict[str, npt.NDArray[Any]] | None:
    """The arrays of ``mode`` from the shipped data file (the names of
    :func:`~drawpoker.ai.table_build.build_arrays`; the layout of :func:`packed_arrays`),
    or None when the file or the mode is missing or the file is unreadable."""
    prefix = mode_name(mode) + "."
    try:
        with np.load(path) as data:
            names = [n for n in data.files if n.startswith(prefix)]
            if not names or _keys_name(mode) not in data.files:
                return None
            out = {n[len(prefix):]: data[n] for n in names}
            out["keys"] = np.cumsum(data[_keys_name(mode)], dtype=np.int64)
            return out
    except (OSError, ValueError, KeyError, zipfile.BadZipFile):
        return None


class ModeTables:
    """All lookup tables for one :class:`Mode` (see the module docstring).

    Args:
        mode: the mode.
        arrays: its arrays (:func:`shipped_arrays` or
            :func:`~drawpoker.ai.table_build.build_arrays`); built now when None.

    Attributes:
        mode: the mode.
        deck: the full deck of the mode (52 or 53 cards).
        n_ranks: number of value ranks (buckets) ``V``.
        pct: shape (V,), share of dealt hands each value rank beats (ties count half).
        categories: shape (V,), the hand category (``HandCategory`` value) of each rank.
        opp: shape (draw_cap + 2, BINS, V): P(final value rank | cards drawn, dealt
            bin); row ``draw_cap + 1`` is "any number drawn". Rows sum to 1 (or are 0
            when no simulated hand fell there).
        opp_counts: shape (draw_cap + 2, BINS): simulated hands behind each row of ``opp``.
        opp_draw: shape (BINS, draw_cap + 1): P(cards drawn | dealt bin).
    """

    def __init__(self, mode: Mode, arrays: Mapping[str, npt.NDArray[Any]] | None = None) -> None:
        self.mode = mode
        self.deck = deck_for(mode.wild)
        a = build_arrays(mode) if arrays is None else arrays
        self._keys = np.asarray(a["keys"], dtype=np.int64)
        self._key_rank = np.asarray(a["key_rank"], dtype=np.int64)
        self._exact_bucket = np.asarray(a["exact_bucket"], dtype=np.int64)
        self.pct: FloatArray = np.asarray(a["pct"], dtype=np.float64)
        self.categories = np.asarray(a["categories"], dtype=np.int64)
        self.n_ranks = len(self.pct)
        self._per_card = card_arrays(self.deck, mode.wild)
        opp = np.asarray(a["opp_counts"], dtype=np.float64)
        sums = opp.sum(axis=2, keepdims=True)
        self.opp_counts = sums[..., 0]
        self.opp: FloatArray = np.divide(opp, sums, out=np.zeros_like(opp), where=sums > 0)
        draw_counts = np.asarray(a["draw_counts"], dtype=np.float64)
        self.opp_draw: FloatArray = draw_counts / np.maximum(draw_counts.sum(1, keepdims=True), 1)
        sb = np.asarray(a["strength_bucket"], dtype=np.int64)
        self._strength_cache: dict[int, IntArray] = {len(sb): sb}

    # -- ranking -------------------------------------------------------------------
    def rank_hands(self, hands: IntArray) -> IntArray:
        """Value ranks of many hands at once.

        Args:
            hands: int array of shape (..., 5) of card indices (``Card.index``).

        Returns:
            int array of shape (...,): each hand's value rank (larger wins).
        """
        prime, wild, suitbit = self._per_card
        return self.rank_parts(prime[hands].prod(axis=-1), wild[hands].sum(axis=-1),
                               np.bitwise_or.reduce(suitbit[hands], axis=-1))

    def rank_of(self, cards: Sequence[Card]) -> int:
        """Value rank of one five-card hand (:meth:`rank_hands` for one hand, the key made
        in plain Python)."""
        prime, wild, suitbit = self.card_part_lists
        prod, wilds, sb = 1, 0, 0
        for c in cards:
            i = c.index
            prod *= prime[i]
            wilds += wild[i]
            sb |= suitbit[i]
        if len(cards) != 5:
            return int(self.rank_hands(np.array([[c.index for c in cards]], dtype=np.int64))[0])
        return self._key_index.lookup_one((prod * 8 + wilds) * 2 + int((sb & (sb - 1)) == 0))

    @property
    def card_parts(self) -> tuple[IntArray, IntArray, IntArray]:
        """Per card index 0..52, its part of a hand's key: rank prime (1 for a wild card),
        wild flag, suit bit (see :meth:`rank_parts`)."""
        return self._per_card

    @functools.cached_property
    def card_part_lists(self) -> tuple[list[int], list[int], list[int]]:
        """:attr:`card_parts` as lists (for hands built one card at a time)."""
        prime, wild, suitbit = self._per_card
        return prime.tolist(), wild.tolist(), suitbit.tolist()

    def rank_parts(self, prods: IntArray, wilds: IntArray, suitbits: IntArray) -> IntArray:
        """Value ranks of hands given by their key parts: the product of their cards' rank
        primes, their wild count and the OR of their natural cards' suit bits (the same
        ranks as :meth:`rank_hands` of the cards)."""
        suited = ((suitbits & (suitbits - 1)) == 0).astype(np.int64)
        return self._key_index.lookup((prods * 8 + wilds) * 2 + suited)

    @functools.cached_property
    def _key_index(self) -> KeyIndex:
        return KeyIndex(self._keys, self._key_rank)

    def strength_buckets(self, n: int) -> IntArray:
        """Bucket of each dense evaluator strength ``0..n-1`` (the index space of
        :attr:`drawpoker.odds.HoldAnalysis.counts`); shipped for the mode's own count."""
        cached = self._strength_cache.get(n)
        if cached is None:
            cached = _strength_buckets(self.mode, n, self._exact_values, self._exact_bucket)
            self._strength_cache[n] = cached
        return cached

    @functools.cached_property
    def _exact_values(self) -> list[Any]:
        """Every distinct evaluator value of the mode, weakest first (enumerated when first
        needed: only descriptions and an unusual strength count need them)."""
        return distinct_values(enumerate_keys(self.mode))

    @functools.cached_property
    def values(self) -> list[Any]:
        """The best evaluator value in each value rank (for descriptions)."""
        vals = self._exact_values
        best = np.searchsorted(self._exact_bucket, np.arange(self.n_ranks), side="right") - 1
        return [vals[int(i)] for i in best]

    @functools.cached_property
    def dealt(self) -> FloatArray:
        """Shape (BINS, V): P(value rank | dealt bin) of a hand kept as dealt (what a
        snow, a stand pat on whatever was dealt, shows down)."""
        mass = np.zeros(self.n_ranks)
        below = 0.0
        for i, p in enumerate(self.pct):  # pct = mass below + half its own mass
            mass[i] = max(2.0 * (float(p) - below), 0.0)
            below += mass[i]
        bins = np.clip(np.searchsorted(BIN_EDGES, self.pct, side="right") - 1, 0, BINS - 1)
        out = np.zeros((BINS, self.n_ranks))
        out[bins, np.arange(self.n_ranks)] = mass
        return np.asarray(out / np.maximum(out.sum(axis=1, keepdims=True), 1e-12))

    @functools.cached_property
    def final_prior(self) -> FloatArray:
        """Shape (V,): P(final value rank) of a typical opponent nobody has read yet
        (read-only)."""
        out = BIN_MASS @ self.opp[self.mode.draw_cap + 1]
        out.flags.writeable = False
        return np.asarray(out)

    @functools.cached_property
    def final_prior_cum(self) -> FloatArray:
        """``cumsum(final_prior)`` (read-only)."""
        out = np.cumsum(self.final_prior)
        out.flags.writeable = False
        return np.asarray(out)

    @functools.cached_property
    def final_junk(self) -> FloatArray:
        """Shape (V,): the final hand of a typical opponent dealt the weakest hands (the
        first five dealt bins; what a snow shows down by default; read-only)."""
        out = self.opp[self.mode.draw_cap + 1, :5].mean(axis=0)
        out.flags.writeable = False
        return np.asarray(out)

    def describe(self, rank: int) -> str:
        """The translated name of a value rank, e.g. "Two pair, aces and sevens, six kicker"."""
        return str(self.values[rank].describe())


@functools.cache
def tables_for(mode: Mode) -> ModeTables:
    """The (cached) tables of ``mode``: the shipped ones, else built now."""
    return ModeTables(mode, shipped_arrays(mode))
