"""The player's buy-in at sitting down, said once for the table and for what the screens
tell before it (docs/rules.md §2): kept within the table's limits, cut to the bankroll,
and the house's fresh bankroll for a player who is broke.

Light on purpose (the title's *Play now* hint tells the plan on the first frame): only the
rules and the defaults are imported here; :mod:`drawpoker.session.seating` sits down by
these rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from drawpoker.engine import TableRules
from drawpoker.session.defaults import REFILL_FLOOR, broke_below

if TYPE_CHECKING:
    from drawpoker.persistence.profile import Profile


def clamp_buy_in(buy_in: int, rules: TableRules) -> int:
    """``buy_in`` kept within the table's minimum and maximum buy-in (docs/rules.md §2)."""
    return min(max(int(buy_in), rules.min_buy_in_chips), rules.max_buy_in_chips)


def hero_buy_in(rules: TableRules, buy_in: int, bankroll: int) -> int:
    """The player's own buy-in: the table's, cut to what his bankroll holds, never below
    the table minimum (the computer players always buy in for the table's buy-in)."""
    return max(rules.min_buy_in_chips, min(buy_in, bankroll))


def is_broke(bankroll: int, rules: TableRules) -> bool:
    """True when ``bankroll`` covers neither this table's minimum buy-in nor the default
    table's (``broke_below``): the house then gives a fresh bankroll at sitting down."""
    return bankroll < min(rules.min_buy_in_chips, broke_below())


def refill_target(profile: Profile | None, buy_in: int) -> int:
    """The fresh bankroll the house gives a broke player (chips): his starting bankroll,
    at least 1,000 and at least this table's ``buy_in``."""
    start = int(profile.player().starting_bankroll) if profile is not None else 0
    return max(start, REFILL_FLOOR, buy_in)


class BuyInPlan(NamedTuple):
    """What sitting down will do with the player's bankroll (:func:`buy_in_plan`).

    Attributes:
        own: the player's buy-in (chips).
        fresh: the fresh bankroll the house gives first (chips), or None.
        short: the bankroll is short of the table's minimum buy-in without being broke:
            no table opens (``ui.flows.sitting.seat_at_table`` says to choose smaller
            stakes).
        bankroll: the bankroll now (chips).
    """

    own: int
    fresh: int | None
    short: bool
    bankroll: int


def buy_in_plan(profile: Profile, rules: TableRules, buy_in: int) -> BuyInPlan:
    """What sitting down (``seating.sit_down``) will do with ``profile``'s bankroll at a
    table of ``rules`` set up with a ``buy_in`` (chips), told before it is done, by the
    same rules (:func:`clamp_buy_in`, :func:`is_broke`, :func:`refill_target`,
    :func:`hero_buy_in`).

    Raises:
        ProfileError, sqlite3.Error: the profile cannot be read.
    """
    buy_in = clamp_buy_in(buy_in, rules)  # as the table takes it (``table.sitting``)
    bankroll = int(profile.bankroll)
    fresh = refill_target(profile, buy_in) if is_broke(bankroll, rules) else None
    short = fresh is None and bankroll < rules.min_buy_in_chips
    return BuyInPlan(hero_buy_in(rules, buy_in, bankroll if fresh is None else fresh), fresh,
                     short, bankroll)
