"""Playing cards, card notation and the deck (docs/rules.md §1).

Notation: a rank character from ``23456789TJQKA`` (``10`` is accepted for the ten)
followed by a suit character from ``cdhs``; ``Jk`` is the joker. Parsing is
case-insensitive and accepts any whitespace between tokens. ``str(card)`` gives the
canonical notation back (``"As"``, ``"Td"``, ``"Jk"``).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field

RANK_CHARS = "23456789TJQKA"
SUITS = "cdhs"
#: rank char -> rank value 2..14 (ace = 14).
RANK_VALUES: dict[str, int] = {ch: i + 2 for i, ch in enumerate(RANK_CHARS)}
JOKER_INDEX = 52
#: Per-rank numbers (two first) whose sums of any five, repeats allowed, all differ (found
#: greedily: each is the smallest number keeping that true), so the sum of a hand's five
#: numbers names its rank multiset; five aces, the largest sum, stay below 2**19.
RANK_SUM_KEYS: tuple[int, ...] = (0, 1, 6, 31, 108, 366, 926, 2286, 5733, 12905, 27316,
                                  44676, 94545)
#: Per-suit numbers (c, d, h, s) in base 6: the sum over five cards is 0, 5, 30 or 180
#: exactly when all five share a suit.
SUIT_SUM_KEYS: tuple[int, ...] = (0, 1, 6, 36)


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One playing card, or the joker.

    Attributes:
        rank: 2..14 (jack 11, queen 12, king 13, ace 14); 0 for the joker.
        suit: one of ``"c" "d" "h" "s"``; ``""`` for the joker.

    Cards order by rank, then suit letter (a sorting convenience only: suits never
    rank in play, docs/rules.md §1). The joker sorts lowest.

    Raises:
        ValueError: an impossible rank/suit combination.
    """

    rank: int
    suit: str
    #: Dense index 0..51, ``(rank-2)*4 + "cdhs".index(suit)``; the joker is 52.
    #: Stored (not computed) so the evaluator's hot path reads it in one step.
    index: int = field(init=False, compare=False, repr=False, hash=False)
    #: Packed rank/suit key for the evaluator's hot path:
    #: ``RANK_SUM_KEYS[rank-2] << 8 | SUIT_SUM_KEYS[suit]`` (so a hand's sum names its rank
    #: multiset and its suit counts, see :mod:`drawpoker.evaluator`); ``1 << 60`` for the joker.
    _key: int = field(init=False, compare=False, repr=False, hash=False)

    def __post_init__(self) -> None:
        if self.rank == 0 and self.suit == "":
            object.__setattr__(self, "index", JOKER_INDEX)
            object.__setattr__(self, "_key", 1 << 60)
            return
        if not (isinstance(self.rank, int) and 2 <= self.rank <= 14):
            raise ValueError(f"card rank must be 2..14 (or 0 for the joker), got {self.rank!r}")
        if not (isinstance(self.suit, str) and len(self.suit) == 1 and self.suit in SUITS):
            raise ValueError(f"card suit must be one of 'c', 'd', 'h', 's', got {self.suit!r}")
        object.__setattr__(self, "index", (self.rank - 2) * 4 + SUITS.index(self.suit))
        object.__setattr__(self, "_key", RANK_SUM_KEYS[self.rank - 2] << 8
                           | SUIT_SUM_KEYS[SUITS.index(self.suit)])

    @property
    def is_joker(self) -> bool:
        """True for the joker."""
        return self.rank == 0

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card with dense index ``index`` (0..52, 52 = joker).

        Raises:
            ValueError: ``index`` is outside 0..52.
        """
        if index == JOKER_INDEX:
            return JOKER
        if not 0 <= index < 52:
            raise ValueError(f"card index must be 0..52, got {index!r}")
        return _BY_INDEX[index]

    def __str__(self) -> str:
        if self.rank == 0:
            return "Jk"
        return RANK_CHARS[self.rank - 2] + self.suit

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"


#: The joker (53rd card in ``joker``/``bug`` games, docs/rules.md §1).
JOKER = Card(0, "")

_BY_INDEX: tuple[Card, ...] = tuple(Card(r, s) for r in range(2, 15) for s in SUITS)


def is_wild(card: Card, wild: str) -> bool:
    """True if ``card`` is wild under the table's ``wild`` option (docs/rules.md §1).

    ``wild`` is one of ``"none"``, ``"joker"``, ``"bug"``, ``"deuces"``: the joker is wild
    under ``joker`` and ``bug`` (the bug's limits are the evaluator's business), the four
    deuces under ``deuces``; nothing is wild under ``none``.
    """
    if card.is_joker:
        return wild in ("joker", "bug")
    return wild == "deuces" and card.rank == 2


def parse_card(text: str) -> Card:
    """Parse one card token such as ``"As"``, ``"td"``, ``"10c"`` or ``"Jk"``.

    Raises:
        ValueError: the token is not a card (the message names the token).
    """
    if not isinstance(text, str):
        raise ValueError(f"bad card {text!r}: expected a string like 'As'")
    token = text.strip()
    low = token.lower()
    if low == "jk":
        return JOKER
    if len(low) == 3 and low.startswith("10"):
        low = "t" + low[2]
    if len(low) != 2:
        raise ValueError(f"bad card {token!r}: expected rank 2-9/T/J/Q/K/A (or 10) then suit c/d/h/s")
    rank_ch, suit_ch = low[0].upper(), low[1]
    if rank_ch not in RANK_VALUES:
        raise ValueError(f"bad card {token!r}: unknown rank {low[0]!r} (use 2-9, T or 10, J, Q, K, A)")
    if suit_ch not in SUITS:
        raise ValueError(f"bad card {token!r}: unknown suit {low[1]!r} (use c, d, h, s)")
    return _BY_INDEX[(RANK_VALUES[rank_ch] - 2) * 4 + SUITS.index(suit_ch)]


def parse_cards(text: str) -> list[Card]:
    """Parse whitespace-separated cards, e.g. ``"As Kd Th 5c 2h"``.

    Args:
        text: card tokens separated by any whitespace (case-insensitive).

    Returns:
        The cards in the given order.

    Raises:
        ValueError: a bad token, or the same card twice (the message names the token).
    """
    if not isinstance(text, str):
        raise ValueError(f"bad cards {text!r}: expected a string like 'As Kd Th 5c 2h'")
    cards: list[Card] = []
    seen: set[Card] = set()
    for token in text.split():
        card = parse_card(token)
        if card in seen:
            raise ValueError(f"duplicate card {token!r} in {text.strip()!r}")
        seen.add(card)
        cards.append(card)
    return cards


def format_cards(cards: Iterable[Card]) -> str:
    """The cards in notation separated by single spaces, e.g. ``"As Kd Th 5c 2h"``."""
    return " ".join(str(c) for c in cards)


#: Suit letter -> the suit symbol players read (docs/rules.md §1).
SUIT_SYMBOLS: dict[str, str] = {"c": "\u2663", "d": "\u2666", "h": "\u2665", "s": "\u2660"}
#: How the joker is written for players.
JOKER_SYMBOL = "\u2605"


def display_card(card: Card) -> str:
    """One card as players read it, the way its corner index shows it: ``"A♠"``, ``"10♦"``,
    the joker ``"★"``."""
    if card.rank == 0:
        return JOKER_SYMBOL
    rank = "10" if card.rank == 10 else RANK_CHARS[card.rank - 2]
    return rank + SUIT_SYMBOLS[card.suit]


def display_cards(cards: Iterable[Card]) -> str:
    """Cards as players read them: ``"A♠ K♠ 10♦"`` (for text a player sees;
    :func:`format_cards` gives the notation for files). The cards are separated by
    no-break spaces, so a wrapped line never splits a hand."""
    return "\u00a0".join(display_card(c) for c in cards)


def full_deck(jokers: int = 0) -> list[Card]:
    """A new ordered deck: the 52 cards by index, then the joker if ``jokers == 1``.

    Raises:
        ValueError: ``jokers`` is not 0 or 1.
    """
    if jokers not in (0, 1):
        raise ValueError(f"jokers must be 0 or 1, got {jokers!r}")
    deck = list(_BY_INDEX)
    if jokers:
        deck.append(JOKER)
    return deck


class Deck:
    """A shuffled deck dealt from the top (docs/rules.md §1).

    Shuffled once on creation with an unbiased Fisher-Yates shuffle driven only by
    the injected ``rng`` (so a seeded ``random.Random`` gives a reproducible order).

    Args:
        rng: the random source; the global ``random`` module is never used.
        jokers: 0 for 52 cards, 1 for 53 (joker and bug games).

    Raises:
        ValueError: ``jokers`` is not 0 or 1.
    """

    def __init__(self, rng: random.Random, jokers: int = 0) -> None:
        self._cards = full_deck(jokers)
        shuffle(self._cards, rng)

    def deal(self, n: int = 1) -> list[Card]:
        """Take ``n`` cards from the top.

        Raises:
            ValueError: ``n`` is negative or more than the cards remaining.
        """
        if n < 0:
            raise ValueError(f"cannot deal a negative number of cards ({n})")
        if n > len(self._cards):
            raise ValueError(f"cannot deal {n} cards: only {len(self._cards)} remain")
        dealt = self._cards[:n]
        del self._cards[:n]
        return dealt

    @property
    def remaining(self) -> list[Card]:
        """A copy of the undealt cards, top first."""
        return list(self._cards)

    def __len__(self) -> int:
        return len(self._cards)


def shuffle(cards: list[Card], rng: random.Random) -> None:
    """Shuffle ``cards`` in place: Fisher-Yates with ``rng.randrange`` (unbiased)."""
    for i in range(len(cards) - 1, 0, -1):
        j = rng.randrange(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
