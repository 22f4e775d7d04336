"""The committed shuffle: a deal's deck order from a seed, the same on every OS and Python
version, and the commitment shown before the deal (docs/fairness.md §1-§2).

Algorithm ``drawpoker-shuffle/1``:

* The stream of a *label* (``deal/K`` for the deck of deal K of a hand, ``muck/K/R`` for
  its R-th reshuffle of the muck, docs/rules.md §3.5) is the concatenation of the blocks
  ``SHA-256(b"drawpoker-shuffle/1\\0" + label + b"\\0" + seed + counter)`` for counter
  0, 1, 2, ...; ``seed`` is the hand's seed as 8 bytes big-endian, ``counter`` 8 bytes
  big-endian. The stream is read as unsigned 32-bit big-endian words.
* A number below ``n`` is a word ``w`` with ``w < 2**32 - 2**32 % n`` (otherwise the word
  is rejected and the next one read), taken ``w % n``: no value is more likely than another.
* The deck starts in index order (``cards.full_deck``: 2c 2d 2h 2s 3c ... As, then the
  joker) and is shuffled by Fisher-Yates: for ``i`` from the last position down to 1, swap
  position ``i`` with position ``below(i + 1)``. Position 0 is the top card.
* A reshuffle of the muck (the last stub card with the discards, docs/rules.md §3.5) shuffles
  that pile in the order the engine gathered it the same way, with its own label.
* The commitment is ``SHA-256(b"drawpoker-commit/1\\0" + salt + seed + deal)`` in hex
  (``deal`` 4 bytes big-endian); its short form is the first 12 hex digits.

Only :mod:`hashlib` is used, so the order does not depend on ``random`` (whose shuffle is
not promised to stay the same between Python versions).
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Mapping, MutableSequence
from dataclasses import dataclass
from typing import Any, TypeVar

from drawpoker.cards import Card, full_deck

ALGORITHM = "drawpoker-shuffle/1"
_STREAM = b"drawpoker-shuffle/1\0"
_COMMIT = b"drawpoker-commit/1\0"
#: hex digits of the commitment shown on the table
SHORT = 12
#: bytes of salt
SALT_BYTES = 16
SEED_LIMIT = 2**63

T = TypeVar("T")


class Stream:
    """The SHA-256 counter-mode stream of one label (see the module doc)."""

    def __init__(self, seed: int, label: str) -> None:
        self._prefix = _STREAM + label.encode("ascii") + b"\0" + seed.to_bytes(8, "big")
        self._counter = 0
        self._block = b""
        self._pos = 0

    def word(self) -> int:
        """The next unsigned 32-bit word."""
        if self._pos + 4 > len(self._block):
            self._block = hashlib.sha256(self._prefix + self._counter.to_bytes(8, "big")).digest()
            self._counter += 1
            self._pos = 0
        w = int.from_bytes(self._block[self._pos:self._pos + 4], "big")
        self._pos += 4
        return w

    def below(self, n: int) -> int:
        """A whole number in ``0 .. n-1``, every one equally likely (rejection sampling).

        Raises:
            ValueError: ``n`` is not in 1 .. 2**32.
        """
        if not 1 <= n <= 2**32:
            raise ValueError(f"n must be 1 .. 2**32, got {n}")
        limit = 2**32 - 2**32 % n
        while True:
            w = self.word()
            if w < limit:
                return w % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place: position ``i`` from the end down to 1 swaps with
        ``below(i + 1)``."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


@dataclass(frozen=True)
class CommittedShuffle:
    """The shuffle of deal ``deal`` (0 = the first deal of a hand, 1 its first jackpots
    redeal, ...) of the hand with ``seed``; ``salt`` hides the seed in the commitment.

    ``origin`` says where the seed came from: ``"random"`` (the operating system's secure
    source), ``"seeded"`` (the player's ``--seed``) or ``"again"`` ("play this deal
    again"); only ``random`` deals count in the fairness figures.
    """

    seed: int
    salt: bytes
    deal: int = 0
    origin: str = "random"

    def __post_init__(self) -> None:
        if isinstance(self.seed, bool) or not isinstance(self.seed, int) \
                or not 0 <= self.seed < SEED_LIMIT:
            raise ValueError(f"seed: must be a whole number 0 .. 2**63-1, got {self.seed!r}")
        if not isinstance(self.salt, bytes) or len(self.salt) != SALT_BYTES:
            raise ValueError(f"salt: must be {SALT_BYTES} bytes")
        if isinstance(self.deal, bool) or not isinstance(self.deal, int) \
                or not 0 <= self.deal < 2**32:
            raise ValueError(f"deal: must be a whole number 0 .. 2**32-1, got {self.deal!r}")

    @classmethod
    def draw(cls, seed: int, rng: random.Random, *, deal: int = 0,
             origin: str = "random") -> CommittedShuffle:
        """A shuffle of ``seed`` with a salt of 128 bits from ``rng`` (a
        ``random.SystemRandom`` when the game is not seeded)."""
        return cls(seed, rng.getrandbits(8 * SALT_BYTES).to_bytes(SALT_BYTES, "big"),
                   deal, origin)

    @property
    def commitment(self) -> str:
        """SHA-256 over salt, seed and deal, 64 hex digits."""
        data = _COMMIT + self.salt + self.seed.to_bytes(8, "big") + self.deal.to_bytes(4, "big")
        return hashlib.sha256(data).hexdigest()

    @property
    def short(self) -> str:
        """The commitment's first :data:`SHORT` hex digits, in groups of four."""
        c = self.commitment[:SHORT]
        return " ".join(c[i:i + 4] for i in range(0, SHORT, 4))

    def deck(self, jokers: int = 0) -> list[Card]:
        """The deck of this deal, top card first (``jokers``: 0 or 1)."""
        deck = full_deck(jokers)
        Stream(self.seed, f"deal/{self.deal}").shuffle(deck)
        return deck

    def reshuffle(self, pile: list[Card], number: int) -> None:
        """Shuffle ``pile`` in place as the ``number``-th (1, 2, ...) reshuffle of this deal."""
        Stream(self.seed, f"muck/{self.deal}/{number}").shuffle(pile)

    def muck_shuffler(self) -> MuckShuffler:
        """A ``shuffle(pile)`` source numbering this deal's reshuffles 1, 2, ..."""
        return MuckShuffler(self)

    def to_dict(self) -> dict[str, Any]:
        """The hand history's ``shuffle`` block (docs/scenario-format.md)."""
        return {"algorithm": ALGORITHM, "seed": self.seed, "deal": self.deal,
                "salt": self.salt.hex(), "commitment": self.commitment, "origin": self.origin}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CommittedShuffle:
        """Read a ``shuffle`` block (the recorded commitment is not checked here).

        Raises:
            ValueError: an unknown algorithm or a bad seed, salt or deal (named).
        """
        if data.get("algorithm") != ALGORITHM:
            raise ValueError(f"algorithm: unknown shuffle {data.get('algorithm')!r}")
        salt = data.get("salt")
        try:
            raw = bytes.fromhex(salt) if isinstance(salt, str) else None
        except ValueError:
            raw = None
        if raw is None:
            raise ValueError(f"salt: must be {2 * SALT_BYTES} hex digits, got {salt!r}")
        origin = data.get("origin", "random")
        return cls(data.get("seed"), raw, data.get("deal", 0),  # type: ignore[arg-type]
                   origin if isinstance(origin, str) else "random")


def dealt_origin(rng: random.Random) -> str:
    """``"random"`` for the operating system's secure source (``random.SystemRandom``),
    else ``"seeded"`` (a fixed ``--seed``)."""
    return "random" if isinstance(rng, random.SystemRandom) else "seeded"


class MuckShuffler:
    """Shuffles the piles of one deal's reshuffles with the committed stream (the engine's
    ``rng.shuffle`` stand-in for docs/rules.md §3.5)."""

    def __init__(self, shuffle: CommittedShuffle) -> None:
        self._shuffle = shuffle
        self.count = 0

    def shuffle(self, pile: list[Card]) -> None:
        """Shuffle ``pile`` as the next reshuffle of the deal."""
        self.count += 1
        self._shuffle.reshuffle(pile, self.count)
