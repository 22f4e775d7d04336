"""Dealing at a table kept in the profile: the session deals, the keeper keeps.

:func:`deal_kept` is the table session's deal at a table a
:class:`~drawpoker.persistence.resume.TableKeeper` keeps: the player's auto-rebuy
(docs/rules.md §2), the hand's seed and each deal's committed shuffle drawn from the
session's random source (docs/fairness.md), the deal dealt and started; the keeper is
told before a new hand (``keeper.at_rest``: the chips moved and the table stored at rest)
and after the deal (``keeper.dealt``: journalled). Nothing is dealt or drawn inside the
keeper's transactions.
"""

from __future__ import annotations

import random

from drawpoker.engine.events import Event
from drawpoker.engine.shuffle import CommittedShuffle, dealt_origin
from drawpoker.engine.table import Table
from drawpoker.persistence.resume import Chain, TableKeeper

#: Seeds of a hand: a whole number 0 .. 2**63-1 (63 random bits).
SEED_BITS = 63


def top_up(table: Table, seat: int) -> None:
    """``seat``'s auto-rebuy before a new hand (docs/rules.md §2): topped up to the
    table's maximum buy-in from its bankroll, before the deal, so that the ledger row of
    the rebuy holds the stack just after it (the table then finds nothing to top up)."""
    s = table.seats[seat]
    if s.auto_rebuy and not s.sitting_out and not table.carried_pot:
        amount = table.top_up_amount(seat)
        if amount:
            table.buy_in(seat, amount)


def deal_kept(keeper: TableKeeper, rng: random.Random, *,
              seed: int | None = None) -> list[Event]:
    """Deal the next deal at the table ``keeper`` keeps (``keeper.hand``), journalled.

    Args:
        keeper: the profile's keeper of the table (sat down or restored).
        rng: the session's random source (``random.SystemRandom`` in an unseeded game);
            the hand's seed and the salt of each deal's committed shuffle are drawn from
            it (docs/fairness.md; a jackpots redeal keeps its hand's seed).
        seed: use this seed instead ("play this deal again": a stored hand's ``seed``
            shuffles the same deck again). Ignored in a redeal chain.

    Returns:
        The events of the forced bets and the deal (and more, if nobody can act).

    Raises:
        drawpoker.persistence.profile.ProfileError: no table is open at ``keeper``.
        ValueError: a hand is in progress, ``seed`` is not a whole number
            0 .. 2**63-1, or fewer than two seats can be dealt in.
    """
    chain = keeper.redeal_chain  # ProfileError: no table is open
    table = keeper.table
    assert table is not None, "redeal_chain needs the table"
    if keeper.hand is not None and not keeper.hand.is_over:
        raise ValueError("a hand is in progress")
    origin = "again" if seed is not None else dealt_origin(rng)
    if chain is None:
        if seed is None:
            seed = rng.getrandbits(SEED_BITS)
        elif isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**SEED_BITS:
            raise ValueError(f"seed: must be a whole number 0 .. 2**63-1, got {seed!r}")
        top_up(table, keeper.hero_seat)
        keeper.at_rest()
        chain = Chain(seed, random.Random(seed))
    shuffle = CommittedShuffle.draw(chain.seed, rng, deal=len(chain.hands), origin=origin)
    hand = table.new_hand(chain.rng, seed_chain=False, shuffle=shuffle)
    events = hand.start()
    keeper.dealt(chain, hand)
    return events
