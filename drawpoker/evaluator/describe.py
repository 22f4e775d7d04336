"""Hand names in words (translated): categories, ranks and kicker wording (docs/rules.md §1).

Pure wording over ``(category, ranks)`` as :mod:`drawpoker.evaluator.values` holds them,
so the value classes only choose what to name and this module says it.
"""

from __future__ import annotations

from collections.abc import Sequence

from drawpoker.evaluator import tables
from drawpoker.i18n import N_, _

#: Category number (:class:`~drawpoker.evaluator.HandCategory`) -> its msgid.
CATEGORY_NAMES = {
    tables.HIGH_CARD: N_("High card"),
    tables.ONE_PAIR: N_("One pair"),
    tables.TWO_PAIR: N_("Two pair"),
    tables.THREE_OF_A_KIND: N_("Three of a kind"),
    tables.STRAIGHT: N_("Straight"),
    tables.FLUSH: N_("Flush"),
    tables.FULL_HOUSE: N_("Full house"),
    tables.FOUR_OF_A_KIND: N_("Four of a kind"),
    tables.STRAIGHT_FLUSH: N_("Straight flush"),
    tables.FIVE_OF_A_KIND: N_("Five of a kind"),
}

# Rank names as separate translatable words (singular, plural). 1 = ace in ace-to-five.
_RANK_ONE = {
    1: N_("ace"), 2: N_("two"), 3: N_("three"), 4: N_("four"), 5: N_("five"), 6: N_("six"),
    7: N_("seven"), 8: N_("eight"), 9: N_("nine"), 10: N_("ten"), 11: N_("jack"),
    12: N_("queen"), 13: N_("king"), 14: N_("ace"),
}
_RANK_MANY = {
    1: N_("aces"), 2: N_("twos"), 3: N_("threes"), 4: N_("fours"), 5: N_("fives"),
    6: N_("sixes"), 7: N_("sevens"), 8: N_("eights"), 9: N_("nines"), 10: N_("tens"),
    11: N_("jacks"), 12: N_("queens"), 13: N_("kings"), 14: N_("aces"),
}

#: Ranks named before the kickers, and ranks named at least, per high-hand category.
_LEAD = {tables.FOUR_OF_A_KIND: 1, tables.THREE_OF_A_KIND: 1, tables.TWO_PAIR: 2,
         tables.ONE_PAIR: 1, tables.FLUSH: 0, tables.HIGH_CARD: 0}
_SHOWN = {tables.FOUR_OF_A_KIND: 1, tables.THREE_OF_A_KIND: 1, tables.TWO_PAIR: 3,
          tables.ONE_PAIR: 2, tables.FLUSH: 1, tables.HIGH_CARD: 1}


def category_label(category: int) -> str:
    """The translated name of a category number, e.g. "Full house"."""
    return _(CATEGORY_NAMES[category])


def rank_name(rank: int, *, plural: bool = False) -> str:
    """Translated name of a rank (2..14, or 1 for a low ace): "ace" / "aces"."""
    return _((_RANK_MANY if plural else _RANK_ONE)[rank])


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def _kicker_list(ranks: Sequence[int]) -> str:
    return _("{first}-{rest}").format(first=rank_name(ranks[0]),
                                      rest=_kicker_list(ranks[1:])) if len(ranks) > 1 \
        else rank_name(ranks[0])


def first_difference(a: Sequence[int], b: Sequence[int]) -> int:
    """Index of the first rank where ``a`` and ``b`` differ (``len(a)`` when none does)."""
    for i, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            return i
    return len(a)


def describe_high(cat: int, r: Sequence[int], against: Sequence[int] | None = None) -> str:
    """A high hand in words, naming the deciding cards (see ``HandValue.describe``).

    Args:
        cat: the category number; r: its tie-break ranks (``HandValue.ranks``).
        against: the tie-break ranks of a different hand of the same category, or None;
            the kickers are then listed down to the one that separates the two hands.
    """
    if cat == tables.FIVE_OF_A_KIND:
        return _("Five of a kind, {rank}").format(rank=rank_name(r[0], plural=True))
    if cat == tables.STRAIGHT_FLUSH:
        if r[0] == 14:
            return _("Royal flush")
        return _("Straight flush, {high} high").format(high=rank_name(r[0]))
    if cat == tables.FULL_HOUSE:
        return _("Full house, {trips} over {pair}").format(
            trips=rank_name(r[0], plural=True), pair=rank_name(r[1], plural=True))
    if cat == tables.STRAIGHT:
        return _("Straight, {high} high").format(high=rank_name(r[0]))
    # Hands with kickers / several deciding ranks: how many ranks to name.
    lead, shown = _LEAD[cat], _SHOWN[cat]
    if against is not None:
        diff = first_difference(r, against)
        shown = max(shown, min(diff + 1, len(r)))
    kick = r[lead:shown]
    if cat in (tables.FLUSH, tables.HIGH_CARD):
        if len(kick) == 1:
            text = (_("Flush, {high} high") if cat == tables.FLUSH else _("{high} high"))
            return _sentence(text.format(high=rank_name(r[0])))
        text = _("Flush, {cards}") if cat == tables.FLUSH else _("{cards} high")
        return _sentence(text.format(cards=_kicker_list(kick)))
    if cat == tables.TWO_PAIR:
        return _("Two pair, {high} and {low}, {kicker} kicker").format(
            high=rank_name(r[0], plural=True), low=rank_name(r[1], plural=True),
            kicker=rank_name(r[2]))
    rank = rank_name(r[0], plural=True)
    if cat == tables.FOUR_OF_A_KIND:
        if not kick:
            return _("Four of a kind, {rank}").format(rank=rank)
        return _("Four of a kind, {rank}, {kicker} kicker").format(
            rank=rank, kicker=rank_name(kick[0]))
    if cat == tables.THREE_OF_A_KIND:
        if not kick:
            return _("Three of a kind, {rank}").format(rank=rank)
        if len(kick) == 1:
            return _("Three of a kind, {rank}, {kicker} kicker").format(
                rank=rank, kicker=rank_name(kick[0]))
        return _("Three of a kind, {rank}, {kickers} kickers").format(
            rank=rank, kickers=_kicker_list(kick))
    if len(kick) == 1:
        return _("Pair of {rank}, {kicker} kicker").format(
            rank=rank, kicker=rank_name(kick[0]))
    return _("Pair of {rank}, {kickers} kickers").format(
        rank=rank, kickers=_kicker_list(kick))


def describe_low(cat: int, r: Sequence[int], *, number_one: bool,
                 against: Sequence[int] | None = None) -> str:
    """A lowball hand in words (see ``LowValue.describe``).

    Args:
        cat: the category number under the rule; r: ranks from the top down.
        number_one: the hand is the best of its rule ("Number one").
        against: the ranks of a different hand of the same rule and category, or None;
            the cards are then named down to the one that decided.
    """
    extra = 0 if against is None else first_difference(r, against) + 1
    if cat == tables.HIGH_CARD:
        if number_one:
            return _("Number one")
        if extra > 2:
            return _sentence(_("{cards} low").format(cards=_kicker_list(r[:extra])))
        return _sentence(_("{top}-{next} low").format(top=rank_name(r[0]),
                                                      next=rank_name(r[1])))
    if cat == tables.ONE_PAIR:
        if extra > 1:
            return _("Pair of {rank}, {kickers} kickers").format(
                rank=rank_name(r[0], plural=True),
                kickers=_kicker_list(r[1:extra])) if extra > 2 else _(
                "Pair of {rank}, {kicker} kicker").format(
                rank=rank_name(r[0], plural=True), kicker=rank_name(r[1]))
        return _("Pair of {rank}").format(rank=rank_name(r[0], plural=True))
    if cat == tables.TWO_PAIR:
        return _("Two pair, {high} and {low}").format(
            high=rank_name(r[0], plural=True), low=rank_name(r[1], plural=True))
    if cat == tables.THREE_OF_A_KIND:
        return _("Three of a kind, {rank}").format(rank=rank_name(r[0], plural=True))
    if cat == tables.FULL_HOUSE:
        return _("Full house, {trips} over {pair}").format(
            trips=rank_name(r[0], plural=True), pair=rank_name(r[1], plural=True))
    if cat == tables.FOUR_OF_A_KIND:
        return _("Four of a kind, {rank}").format(rank=rank_name(r[0], plural=True))
    if cat == tables.STRAIGHT:
        return _("Straight, {high} high").format(high=rank_name(r[0]))
    if cat == tables.FLUSH:
        return _("Flush, {high} high").format(high=rank_name(r[0]))
    return _("Straight flush, {high} high").format(high=rank_name(r[0]))
