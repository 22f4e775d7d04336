"""The one rule for a seat out of chips at a cash table (``docs/rules.md`` §2): rebuy
from the bankroll, take the house's fresh bankroll, or leave for smaller stakes.

API: :class:`Busted`, :class:`BustedChoice`, :func:`busted_choice`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from drawpoker.engine import TableRules
from drawpoker.session import seating
from drawpoker.session.defaults import broke_below


class Busted(StrEnum):
    """What a seat out of chips is offered."""

    PRACTICE_REBUY = "practice_rebuy"  #: rebuy from practice chips (never the bankroll)
    REBUY = "rebuy"                    #: rebuy from the bankroll
    REFILL = "refill"                  #: the house's fresh bankroll, then a rebuy
    SMALLER_STAKES = "smaller_stakes"  #: the bankroll is short for these stakes only


@dataclass(frozen=True, slots=True)
class BustedChoice:
    """The offer to a seat out of chips.

    Attributes:
        kind: the offer.
        bankroll: the seat's chips off the table.
        chips: what the offer gives: the rebuy (chips from the bankroll or practice
            chips) or the fresh bankroll (``REFILL``); 0 for ``SMALLER_STAKES``.
        minimum: the table's minimum buy-in (chips).
    """

    kind: Busted
    bankroll: int
    chips: int
    minimum: int

    @property
    def offered(self) -> bool:
        """True when the table offers a button for it (every kind but smaller stakes)."""
        return self.kind is not Busted.SMALLER_STAKES


def busted_choice(bankroll: int, buy_in: int, rules: TableRules, *, practice: bool,
                  refill_to: int) -> BustedChoice:
    """The one rule: practice chips rebuy at a practice table; a bankroll that covers the
    table's minimum buy-in rebuys; a bankroll below the house's floor (``broke_below``)
    gets a fresh one of ``refill_to`` chips; otherwise the player leaves for smaller stakes.

    Args:
        bankroll: the seat's chips off the table.
        buy_in: the table's buy-in (chips).
        rules: the table's rules (its minimum buy-in).
        practice: a practice table (its chips never come from the bankroll).
        refill_to: the fresh bankroll the house gives (``buy_in.refill_target``).
    """
    minimum = rules.min_buy_in_chips
    if practice:
        return BustedChoice(Busted.PRACTICE_REBUY, bankroll, min(buy_in, bankroll), minimum)
    if seating.can_rebuy(bankroll, buy_in, rules):
        return BustedChoice(Busted.REBUY, bankroll, min(buy_in, bankroll), minimum)
    if bankroll < broke_below():
        return BustedChoice(Busted.REFILL, bankroll, refill_to, minimum)
    return BustedChoice(Busted.SMALLER_STAKES, bankroll, 0, minimum)
