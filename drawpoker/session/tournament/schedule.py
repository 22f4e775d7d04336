"""The published schedule of a sit-and-go: forced bets rising by levels (docs/rules.md §6).

A level lasts a number of hands dealt (a jackpots redeal chain counts as one hand) or a
number of minutes of play; a new level starts with the next deal, never in the middle of
a hand. The forced bets of level ``k`` are the table set-up's antes and blinds times the
preset's rise per level, ``k`` times over, rounded to chip amounts a dealer would use
(1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100, ...), every level
strictly above the one before.

API: ``PRESETS`` (turbo, regular, slow: :class:`Preset`), ``CUSTOM``, ``LEVEL_UNITS``
(``"hands"``, ``"minutes"``), :class:`Level`, :class:`Schedule`, :func:`make_schedule`,
:func:`nice_chips`, :func:`rise_range`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from drawpoker.engine import TableRules
from drawpoker.engine.chips import MAX_CHIPS, shown
from drawpoker.i18n import N_

#: How level lengths are counted.
LEVEL_UNITS: tuple[str, ...] = ("hands", "minutes")
#: The key of a schedule the player sets himself.
CUSTOM = "custom"
#: Levels a schedule lists; the last one stays until the end.
LEVEL_COUNT = 30
#: The longest level: hands or minutes (a custom schedule; the presets play 3 to 15).
MAX_LEVEL_LENGTH = 1000
#: The steepest rise of the forced bets per level, in percent (the presets rise 33 to 50).
MAX_RISE = 1000
#: The mantissas of the amounts forced bets are rounded to (times a power of ten).
_NICE = (1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0)


@dataclass(frozen=True, slots=True)
class Preset:
    """A structure preset.

    Attributes:
        key: ``turbo``, ``regular`` or ``slow``.
        name: i18n msgid of its name.
        hands: level length when levels go by hands.
        minutes: level length when levels go by minutes.
        rise: the forced bets' rise per level, in percent.
    """

    key: str
    name: str
    hands: int
    minutes: int
    rise: int

    def length(self, unit: str) -> int:
        """The level length when levels go by ``unit`` (``"hands"`` or ``"minutes"``)."""
        return self.hands if unit == "hands" else self.minutes


PRESETS: dict[str, Preset] = {
    "turbo": Preset("turbo", N_("Turbo"), hands=5, minutes=3, rise=50),
    "regular": Preset("regular", N_("Regular"), hands=10, minutes=6, rise=50),
    "slow": Preset("slow", N_("Slow"), hands=15, minutes=10, rise=33),
}
#: The rises per level a custom schedule offers (percent).
RISES: tuple[int, ...] = (25, 33, 50, 75, 100)
#: The level lengths a custom schedule offers (hands or minutes).
LENGTHS: tuple[int, ...] = (2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30)


def nice_chips(value: float) -> int:
    """``value`` (chips, > 0) rounded to the nearest amount of the form m x 10^k with m in
    1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 (whole chips, at least 1)."""
    if value <= 1:
        return 1
    power = 10 ** math.floor(math.log10(value))
    best = min((abs(m * power - value), m * power) for m in (*_NICE, 10.0))
    return max(1, int(round(best[1])))


def _next_nice(value: int) -> int:
    """The smallest nice amount (``nice_chips``) above ``value``."""
    step = value + 1
    while nice_chips(step) <= value:
        step += 1
    return nice_chips(step)


@dataclass(frozen=True, slots=True)
class Level:
    """One level's forced bets (chips). ``number`` counts from 1."""

    number: int
    ante: int
    small_blind: int
    big_blind: int


@dataclass(frozen=True, slots=True)
class Schedule:
    """The levels and how long each lasts.

    Attributes:
        levels: level 1 first (at least one).
        unit: ``"hands"`` or ``"minutes"``.
        length: hands or minutes per level (>= 1).
        preset: the preset's key, or ``custom``.
        rise: percent per level.
    """

    levels: tuple[Level, ...]
    unit: str
    length: int
    preset: str
    rise: int

    def level(self, index: int) -> Level:
        """Level ``index`` (0-based); past the last listed level the last one stays."""
        return self.levels[min(max(index, 0), len(self.levels) - 1)]

    def index_due(self, hands_dealt: int, seconds: float) -> int:
        """The level (0-based) a deal made after ``hands_dealt`` hands and ``seconds`` of
        play belongs to."""
        if self.unit == "hands":
            done = hands_dealt // self.length
        else:
            done = int(seconds // (self.length * 60))
        return min(done, len(self.levels) - 1)

    def rules_at(self, base: TableRules, index: int) -> TableRules:
        """``base`` with level ``index``'s forced bets (bet sizes follow them: the small
        bet is the big blind, or two antes, and the big bet two small bets, docs/rules.md §4)."""
        lv = self.level(index)
        data = base.to_dict()
        data.update(ante=lv.ante, small_blind=lv.small_blind, big_blind=lv.big_blind,
                    small_bet=0, big_bet=0)
        return TableRules.from_dict(data)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data (``from_dict`` reads it back)."""
        return {"unit": self.unit, "length": self.length, "preset": self.preset,
                "rise": self.rise,
                "levels": [[lv.ante, lv.small_blind, lv.big_blind] for lv in self.levels]}

    @classmethod
    def from_dict(cls, data: Any) -> Schedule:
        """The schedule ``to_dict`` wrote.

        Raises:
            ValueError: not such an object (the message names the field).
        """
        if not isinstance(data, dict):
            raise ValueError("schedule: must be an object")
        unit, length = data.get("unit"), data.get("length")
        if unit not in LEVEL_UNITS:
            raise ValueError(f"schedule.unit: {unit!r}")
        if isinstance(length, bool) or not isinstance(length, int) or length < 1:
            raise ValueError(f"schedule.length: {length!r}")
        rows = data.get("levels")
        if not isinstance(rows, list) or not rows:
            raise ValueError("schedule.levels: must be a list of levels")
        levels = []
        for k, row in enumerate(rows):
            if (not isinstance(row, list) or len(row) != 3
                    or any(isinstance(v, bool) or not isinstance(v, int)
                           or not 0 <= v <= MAX_CHIPS for v in row)):
                raise ValueError(f"schedule.levels[{k}]: {row!r}")
            levels.append(Level(k + 1, row[0], row[1], row[2]))
        rise = data.get("rise", 0)
        return cls(tuple(levels), str(unit), int(length), str(data.get("preset", CUSTOM)),
                   int(rise) if isinstance(rise, int) else 0)


def rise_range(levels: Sequence[Level]) -> tuple[int, int] | None:
    """The smallest and the largest rise from one of ``levels`` to the next, in whole
    percent of the lower level's forced bet (each of the ante and the big blind that is
    not 0), or None for fewer than two levels. The rounding to chip amounts makes these
    differ from the schedule's rise: the regular schedule's +50 % from ante 10 gives
    10, 15, 20, 30, 50, 80, 120, 150, 250..., rises of 25 % to 67 %."""
    rises = [round(100 * (new / old - 1)) for a, b in zip(levels, levels[1:], strict=False)
             for old, new in ((a.ante, b.ante), (a.big_blind, b.big_blind)) if old]
    return (min(rises), max(rises)) if rises else None


def make_schedule(base: TableRules, preset: str = "regular", unit: str = "hands", *,
                  length: int | None = None, rise: int | None = None,
                  count: int = LEVEL_COUNT) -> Schedule:
    """The schedule for a table set-up's forced bets.

    Args:
        base: the table set-up; its ante and blinds are level 1.
        preset: a key of :data:`PRESETS`, or ``custom`` (then ``length`` and ``rise``
            are needed).
        unit: ``"hands"`` or ``"minutes"``.
        length: hands or minutes per level (default: the preset's).
        rise: percent per level (default: the preset's).
        count: levels listed.

    Raises:
        ValueError: an unknown preset or unit, or a custom schedule without its length
            or rise, or a length or rise out of 1..:data:`MAX_LEVEL_LENGTH` /
            1..:data:`MAX_RISE` (0 is refused, never taken for the preset's). The levels
            stop where the forced bets would pass ``engine.chips.MAX_CHIPS``.
    """
    if unit not in LEVEL_UNITS:
        raise ValueError(f"levels go by hands or minutes, not {unit!r}")
    if preset in PRESETS:
        p = PRESETS[preset]
        length = p.length(unit) if length is None else length
        rise = p.rise if rise is None else rise
    elif preset != CUSTOM:
        raise ValueError(f"unknown structure preset {preset!r}: turbo, regular, slow or custom")
    if length is None or rise is None:
        raise ValueError("a custom schedule needs a level length and a rise per level")
    if not 1 <= length <= MAX_LEVEL_LENGTH:
        raise ValueError(f"the level length must be 1 to {MAX_LEVEL_LENGTH} {unit}, "
                         f"got {shown(length)}")
    if not 1 <= rise <= MAX_RISE:
        raise ValueError(f"the rise per level must be 1 to {MAX_RISE} percent, got {shown(rise)}")
    factor = 1.0 + rise / 100.0
    levels: list[Level] = []
    sb_share = base.small_blind / base.big_blind if base.big_blind else 0.0
    for k in range(count):
        grow = factor ** k
        prev = levels[-1] if levels else None
        ante = nice_chips(base.ante * grow) if base.ante else 0
        bb = nice_chips(base.big_blind * grow) if base.big_blind else 0
        if prev is not None:
            if ante and ante <= prev.ante:
                ante = _next_nice(prev.ante)
            if bb and bb <= prev.big_blind:
                bb = _next_nice(prev.big_blind)
        sb = max(1, round(bb * sb_share)) if bb and base.small_blind else 0
        sb = min(sb, bb)
        if levels and max(ante, bb) > MAX_CHIPS:
            break  # the last level holds from there on
        levels.append(Level(k + 1, ante, sb, bb))
    return Schedule(tuple(levels), unit, length, preset, rise)
