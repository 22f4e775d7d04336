"""Named levels: the experience each needs and where the player stands.

Level ``n`` (1 = the first) needs ``STEP * n * (n - 1) / 2`` experience in all: 0, 250,
750, 1,500... so each level asks ``STEP`` more than the one before. Past the last name
the levels go on with the last name.

API: ``NAMES`` (msgids), ``STEP``, ``xp_for(level)``, ``Standing`` and ``standing(xp)``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from drawpoker.i18n import N_, _

STEP = 250
#: the levels' names, first to last (msgids)
NAMES: tuple[str, ...] = (
    N_("Newcomer"), N_("Penny ante"), N_("Home game"), N_("Table regular"), N_("Grinder"),
    N_("Sharp"), N_("Rounder"), N_("Card shark"), N_("High roller"), N_("Road gambler"),
    N_("Legend"), N_("Hall of fame"),
)


def xp_for(level: int) -> int:
    """Experience needed in all to reach ``level`` (1 or more).

    Raises:
        ValueError: ``level`` below 1.
    """
    if level < 1:
        raise ValueError(f"level: {level} is below 1")
    return STEP * level * (level - 1) // 2


@dataclass(frozen=True, slots=True)
class Standing:
    """Where ``xp`` experience puts the player.

    Attributes:
        xp: experience in all.
        level: 1 or more.
        floor, ceiling: experience at this level's start and the next one's.
    """

    xp: int
    level: int
    floor: int
    ceiling: int

    @property
    def name(self) -> str:
        """The level's name in the current language."""
        return _(NAMES[min(self.level, len(NAMES)) - 1])

    @property
    def share(self) -> float:
        """The share of the next level's experience the player has, ``xp / ceiling``
        (0..1): what the experience bar beside "{xp} of {next} XP" fills."""
        return self.xp / self.ceiling


def standing(xp: int) -> Standing:
    """The level of ``xp`` experience (0 or more).

    Raises:
        ValueError: negative experience.
    """
    if xp < 0:
        raise ValueError(f"xp: {xp} is negative")
    # the largest n with n * (n - 1) <= 2 * xp // STEP, found at once for any xp
    level = max(1, (1 + math.isqrt(1 + 4 * (2 * xp // STEP))) // 2)
    return Standing(xp, level, xp_for(level), xp_for(level + 1))
