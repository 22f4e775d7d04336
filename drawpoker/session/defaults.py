"""THE default table: the one a player gets from Play now or an untouched Table setup,
and the one ``TableScene()`` sits down at without arguments (demo, tests).

You and five opponents, no-limit, ante 10, everyone buying in for 50 antes (500 chips,
the table's maximum, docs/rules.md §2). The broke threshold is this table's minimum buy-in.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from drawpoker.ai.characters import CAST
from drawpoker.engine import TableRules

#: Opponents' names in seat order (a new table; the player may keep them): the cast's.
NAMES: tuple[str, ...] = tuple(c.name for c in CAST)
#: Their personality keys (``drawpoker.ai.personalities.PERSONALITIES``), seat by seat.
DEFAULT_STYLES: tuple[str, ...] = tuple(c.style for c in CAST)
#: ``(name, personality key)`` of every computer seat a table can have (7).
DEFAULT_OPPONENTS: list[tuple[str, str]] = list(zip(NAMES, DEFAULT_STYLES, strict=True))
#: Seats at the default table (the player and five opponents).
DEFAULT_SEATS = 6
#: Scenario-format rules of the default table: no-limit, ante 10.
DEFAULT_RULES: dict[str, Any] = {"structure": "no-limit", "ante": 10}
#: The default buy-in in antes (or big blinds at a table with blinds).
DEFAULT_BUY_IN_UNITS = 50
#: The default buy-in in chips: 50 antes of 10.
DEFAULT_BUY_IN = 500
#: Bankroll used when no profile can be opened (tests with ``persist=False``), chips.
DEFAULT_BANKROLL = 10_000
#: The smallest fresh bankroll the house gives a broke player, chips.
REFILL_FLOOR = 1_000


@lru_cache(maxsize=1)
def broke_below() -> int:
    """Chips below which a player counts as broke: the default table's minimum buy-in.

    Only a broke player gets a fresh bankroll from the house; one who is merely short
    for a table's stakes is sent to smaller stakes, so big tables never hand out chips.
    """
    return TableRules.from_dict(DEFAULT_RULES).min_buy_in_chips
