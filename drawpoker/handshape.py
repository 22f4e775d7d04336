"""Hand shapes: straights, draws and starting-hand categories (pure, no evaluator needed).

The shapes a player names before the draw, shared by the statistics, the computer
players and their reasons:

* :data:`STRAIGHTS`: the ten straights as rank sets (docs/rules.md §1; the ace is 14, the
  wheel A-2-3-4-5 included);
* :func:`straight_possible`, :func:`four_to_straight` (any gap),
  :func:`open_ended_four` (four in a row, both ends open), :func:`four_flush`,
  :func:`four_card_draw`, :func:`straight_outs`;
* :func:`starting_hand_category`: the group of a dealt hand for "results by starting
  hand" (keys in :data:`CATEGORY_ORDER`, names from :func:`category_label`).

Ranks are ``Card.rank`` values (2..14, ace 14; the joker is 0). Wild cards follow
:func:`drawpoker.cards.is_wild`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from drawpoker.cards import Card, is_wild
from drawpoker.i18n import N_, _

#: The ten straights as rank sets, the wheel {A, 2, 3, 4, 5} first (docs/rules.md §1).
STRAIGHTS: tuple[frozenset[int], ...] = (frozenset({14, 2, 3, 4, 5}),) + tuple(
    frozenset(range(low, low + 5)) for low in range(2, 11))


def straight_possible(ranks: set[int], wilds: int) -> bool:
    """Can the distinct ``ranks`` plus ``wilds`` wild cards fill one straight?"""
    return any(ranks <= w and len(ranks) + wilds >= 5 for w in STRAIGHTS)


def four_to_straight(ranks: set[int], wilds: int = 0) -> bool:
    """Four (counting ``wilds`` wild cards) of the five ranks of some straight, any gap."""
    return any(len(ranks & w) + wilds >= 4 for w in STRAIGHTS)


def open_ended_four(ranks: Iterable[int]) -> bool:
    """Four ranks in a row that a card at either end completes (2-3-4-5 up to
    10-J-Q-K; not A-2-3-4 or J-Q-K-A, which only one end fills)."""
    ordered = sorted(set(ranks))
    for i in range(len(ordered) - 3):
        w = ordered[i:i + 4]
        if w[3] - w[0] == 3 and w[0] >= 2 and w[3] <= 13:
            return True
    return False


def four_flush(cards: Sequence[Card], wild: str = "none") -> bool:
    """Four cards of one suit, counting the wild cards under ``wild`` as that suit."""
    wilds = sum(1 for c in cards if is_wild(c, wild))
    suits = Counter(c.suit for c in cards if not is_wild(c, wild))
    return bool(suits) and max(suits.values()) + wilds >= 4


def four_card_draw(cards: Sequence[Card]) -> bool:
    """Four natural cards to a flush or to a straight (any gap) among ``cards``."""
    return four_flush(cards) or four_to_straight({c.rank for c in cards})


def straight_outs(ranks: set[int]) -> set[int]:
    """The ranks that complete a straight with the held distinct ``ranks`` (every
    straight holding all of them counts: 8 for an open end, 4 for a gap)."""
    needed: set[int] = set()
    for w in STRAIGHTS:
        if ranks <= w:
            needed |= w - ranks
    return needed


#: starting-hand categories, best first within each game family.
CATEGORY_ORDER: tuple[str, ...] = (
    "pat", "trips", "two_pair", "high_pair", "low_pair", "four_flush", "four_straight",
    "high_card",
    "low_pat_7", "low_pat_8", "low_pat_9", "low_pat_10", "low_draw_1", "low_draw_2",
    "low_rough",
    "unknown", "passed_out",
)

_CATEGORY_LABELS: dict[str, str] = {
    "pat": N_("Pat hand (straight or better)"),
    "trips": N_("Three of a kind"),
    "two_pair": N_("Two pair"),
    "high_pair": N_("Pair of jacks or better"),
    "low_pair": N_("Pair of tens or lower"),
    "four_flush": N_("Four to a flush"),
    "four_straight": N_("Four to a straight"),
    "high_card": N_("No pair, no draw"),
    "low_pat_7": N_("Pat seven or better"),
    "low_pat_8": N_("Pat eight"),
    "low_pat_9": N_("Pat nine"),
    "low_pat_10": N_("Pat ten"),
    "low_draw_1": N_("One-card draw to an eight or better"),
    "low_draw_2": N_("Two-card draw to an eight or better"),
    "low_rough": N_("Rough low hand"),
    "unknown": N_("Unknown"),
    "passed_out": N_("Deal nobody opened (dealt again)"),
}


def category_label(key: str) -> str:
    """The translated name of a starting-hand category key (``"unknown"`` for others)."""
    return _(_CATEGORY_LABELS.get(key, _CATEGORY_LABELS["unknown"]))


def starting_hand_category(cards: Sequence[Card], game: str = "high", wild: str = "none") -> str:
    """Group five dealt cards for the "results by starting hand" table.

    High game (docs/rules.md §1): ``pat`` (straight or better), ``trips``, ``two_pair``,
    ``high_pair`` (jacks or better), ``low_pair``, ``four_flush``, ``four_straight``,
    ``high_card``. Wild cards are counted the best way for the grouping (the bug counts as
    fully wild here, a simplification).
    Lowball (``ace-to-five``: ace low, straights and flushes ignored; ``deuce-to-seven``:
    ace high, a straight or flush is not pat): ``low_pat_7`` / ``_8`` / ``_9`` / ``_10``
    (no pair, by top card, ten or lower), else ``low_draw_1`` (four different cards of 8
    or lower), ``low_draw_2`` (three), ``low_rough``.

    Raises:
        ValueError: not exactly five cards.
    """
    if len(cards) != 5:
        raise ValueError(f"a starting hand has 5 cards, got {len(cards)}")
    wilds = sum(1 for c in cards if is_wild(c, wild))
    naturals = [c for c in cards if not is_wild(c, wild)]
    if game in ("ace-to-five", "deuce-to-seven"):
        return _low_category(naturals, wilds, game)
    counts = sorted(Counter(c.rank for c in naturals).values(), reverse=True) or [0]
    top = counts[0] + wilds
    second = counts[1] if len(counts) > 1 else 0
    suits = {c.suit for c in naturals}
    distinct = {c.rank for c in naturals}
    flush = len(suits) <= 1
    straight = len(distinct) == len(naturals) and straight_possible(distinct, wilds)
    if top >= 4 or (top >= 3 and second >= 2) or flush or straight:
        return "pat"
    if top == 3:
        return "trips"
    if top == 2 and second == 2:
        return "two_pair"
    if top == 2:
        pairs = [r for r, n in Counter(c.rank for c in naturals).items() if n >= 2]
        pair_rank = max(pairs) if pairs else max(distinct)
        return "high_pair" if pair_rank >= 11 else "low_pair"
    if four_flush(cards, wild):
        return "four_flush"
    if four_to_straight(distinct, wilds):
        return "four_straight"
    return "high_card"


def _low_category(naturals: Sequence[Card], wilds: int, game: str) -> str:
    ace = 1 if game == "ace-to-five" else 14
    values = [ace if c.rank == 14 else c.rank for c in naturals]
    distinct = sorted(set(values))
    # wild cards take the lowest values not held (docs/rules.md §1, ace-to-five joker rule)
    pool = [v for v in range(1 if game == "ace-to-five" else 2, 15) if v not in distinct]
    filled = sorted(distinct + pool[:wilds])
    if len(distinct) == len(values) and len(filled) == 5:
        bad = False
        if game == "deuce-to-seven" and not wilds:
            suits = {c.suit for c in naturals}
            run = filled == list(range(filled[0], filled[0] + 5))
            bad = len(suits) == 1 or run
        if not bad:
            high = filled[-1]
            if high <= 10:
                return "low_pat_7" if high <= 7 else f"low_pat_{high}"
    low_cards = {v for v in distinct if v <= 8}
    if len(low_cards) + wilds >= 4:
        return "low_draw_1"
    if len(low_cards) + wilds >= 3:
        return "low_draw_2"
    return "low_rough"
