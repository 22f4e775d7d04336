"""The bound on every chip amount the game takes in (a bankroll, a stack, a bet, an ante,
a buy-in), wherever it enters: the profile, a saved table or tournament, the settings, a
scenario or hand-history file, the command line.

API:
    ``MAX_CHIPS`` (10**12 chips: a thousand billion, far past any game, and any sum of
    them stays inside SQLite's 64-bit integers).
    ``check_amount(what, value, minimum=0) -> int``: ``value`` when it is a whole number
    from ``minimum`` to ``MAX_CHIPS``.
    ``shown(value) -> str``: a number as a message shows it (a huge one by its digits).
"""

from __future__ import annotations

import math

#: The most chips any one amount may hold.
MAX_CHIPS = 10**12


def shown(value: int) -> str:
    """``value`` for a one-line message: itself, or "a number of N digits" when it has
    more than 20 digits (a hostile file's 10**5000 stays one short line)."""
    if abs(value) < 10**20:
        return str(value)
    digits = int(abs(value).bit_length() * math.log10(2)) + 1
    return f"a number of about {digits:,} digits"


def check_amount(what: str, value: object, minimum: int = 0) -> int:
    """``value`` as a whole number of chips from ``minimum`` to :data:`MAX_CHIPS`.

    Raises:
        ValueError: not a whole number, or out of bounds; ``what`` (the field) is named.
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{what}: must be a whole number of chips, got {value!r}"[:200])
    if value < minimum:
        raise ValueError(f"{what}: must be at least {minimum}, got {shown(value)}")
    if value > MAX_CHIPS:
        raise ValueError(f"{what}: must be at most {MAX_CHIPS:,} chips, got {shown(value)}")
    return value
