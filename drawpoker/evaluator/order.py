"""The order a shown hand's cards are laid out in: the order its name reads (docs/rules.md §1)."""

from __future__ import annotations

from collections.abc import Sequence

from drawpoker.cards import Card, is_wild
from drawpoker.evaluator.lookup import evaluate_game
from drawpoker.evaluator.values import HandCategory

#: Cards per rank group in the order a hand of each category reads (docs/rules.md §1):
#: pair then kickers, trips then pair, and so on; singles otherwise.
_GROUPS = {HandCategory.ONE_PAIR: (2, 1, 1, 1), HandCategory.TWO_PAIR: (2, 2, 1),
           HandCategory.THREE_OF_A_KIND: (3, 1, 1), HandCategory.FULL_HOUSE: (3, 2),
           HandCategory.FOUR_OF_A_KIND: (4, 1), HandCategory.FIVE_OF_A_KIND: (5,)}
_STRAIGHTS = (HandCategory.STRAIGHT, HandCategory.STRAIGHT_FLUSH)


def _same(card: Card, rank: int) -> bool:
    return card.rank == rank or (card.rank == 14 and rank == 1)  # the ace low (wheel, ace-to-five)


def reading_order(cards: Sequence[Card | None], game: str = "high",
                  wild: str = "none") -> tuple[Card | None, ...]:
    """A shown hand's five cards in the order its name reads.

    Groups first, largest first and then by rank ("A A K 5 2", "8 8 7 7 Q", "K K K 9 9");
    straights and flushes from the top card down ("5 4 3 2 A" for the wheel); lowball
    from the top card down ("7 5 4 3 2"). A wild card stands where it plays (the joker
    beside the kings it makes three of; the lowest missing card in ace-to-five).

    Args:
        cards: five :class:`drawpoker.cards.Card`; any other count (or an unknown card,
            None) is returned as given.
        game: ``"high"``, ``"ace-to-five"`` or ``"deuce-to-seven"``.
        wild: the table's wild mode (``"none"``, ``"joker"``, ``"bug"``, ``"deuces"``).

    Returns:
        The same cards reordered; as given when the evaluator refuses the hand.
    """
    if len(cards) != 5:
        return tuple(cards)
    hand: list[Card] = []
    for c in cards:
        if c is None:
            return tuple(cards)
        hand.append(c)
    try:
        value = evaluate_game(hand, game=game, wild=wild)
    except ValueError:  # a hand the evaluator refuses is shown as dealt
        return tuple(cards)
    cat = value.category
    ranks = list(value.ranks)
    if cat in _STRAIGHTS and len(ranks) == 1:  # a straight names its top card only
        ranks = [ranks[0] - k for k in range(5)]
    sizes = _GROUPS.get(cat, (1,) * len(ranks))
    rest = list(hand)
    wilds = [c for c in rest if is_wild(c, wild)]
    out: list[Card] = []
    for r, size in zip(ranks, sizes, strict=False):
        group = [c for c in rest if not is_wild(c, wild) and _same(c, r)][:size]
        while len(group) < size and wilds:
            group.append(wilds.pop(0))
        for c in group:
            rest.remove(c)
        out += group
    return tuple(out + rest)
