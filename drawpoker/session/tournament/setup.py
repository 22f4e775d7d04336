"""A sit-and-go being set up, without pygame: the table's game and forced bets, the field,
the starting chips, the buy-in and the schedule (docs/rules.md §6).

:class:`TournamentSetup` holds the choices; :meth:`TournamentSetup.schedule` and
:meth:`TournamentSetup.prizes` give what the player reads before sitting down.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from drawpoker.engine import TableRules
from drawpoker.i18n import _, format_chips, format_percent, ngettext
from drawpoker.session.defaults import DEFAULT_STYLES, NAMES
from drawpoker.session.tournament.prizes import prize_table
from drawpoker.session.tournament.schedule import (
    LEVEL_UNITS,
    PRESETS,
    Level,
    Schedule,
    make_schedule,
    rise_range,
)

#: Starting chips the set-up offers.
STARTING_CHIPS: tuple[int, ...] = (500, 1000, 1500, 2000, 3000, 5000)
#: Buy-ins the set-up offers (chips from the bankroll; 0 plays for nothing).
BUY_INS: tuple[int, ...] = (0, 10, 25, 50, 100, 200, 500, 1000)
#: The set-up's defaults.
DEFAULT_STARTING_CHIPS = 1000
DEFAULT_TOURNAMENT_BUY_IN = 100
DEFAULT_FIELD = 6


class TournamentSetup:
    """The choices of a sit-and-go.

    Attributes:
        rules: scenario-format rules of the table (its ante and blinds are level 1).
        opponents: ``[name, personality key, level key]`` per computer seat (7 kept).
        seats: players, the player included (2..8).
        starting_chips: everyone's chips at the start.
        buy_in: chips each player pays into the prize pool (from the bankroll).
        preset: ``turbo``, ``regular``, ``slow`` or ``custom``.
        unit: levels by ``hands`` or ``minutes``.
        length: a custom schedule's level length (hands or minutes).
        rise: a custom schedule's rise per level (percent).
    """

    def __init__(self) -> None:
        self.rules: dict[str, Any] = {"structure": "no-limit", "ante": 10}
        self.opponents: list[list[str]] = [[n, p, "medium"] for n, p in
                                           zip(NAMES, DEFAULT_STYLES, strict=True)]
        self.seats = DEFAULT_FIELD
        self.starting_chips = DEFAULT_STARTING_CHIPS
        self.buy_in = DEFAULT_TOURNAMENT_BUY_IN
        self.preset = "turbo"
        self.unit = "hands"
        self.length = 8
        self.rise = 50

    def base_rules(self) -> TableRules:
        """The table's rules at level 1.

        Raises:
            ValueError: an invalid option or combination (the engine names the field).
        """
        return TableRules.from_dict(self.rules)

    def schedule(self) -> Schedule:
        """The published schedule.

        Raises:
            ValueError: invalid rules, unit or preset.
        """
        if self.unit not in LEVEL_UNITS:
            raise ValueError(f"levels go by hands or minutes, not {self.unit!r}")
        return make_schedule(self.base_rules(), self.preset, self.unit,
                             length=self.level_length(), rise=self.level_rise())

    def level_length(self) -> int:
        """Hands or minutes per level the schedule plays: the preset's, or under
        ``custom`` the player's :attr:`length`."""
        preset = PRESETS.get(self.preset)
        return self.length if preset is None else preset.length(self.unit)

    def level_rise(self) -> int:
        """The rise per level the schedule plays (percent): the preset's, or under
        ``custom`` the player's :attr:`rise`."""
        preset = PRESETS.get(self.preset)
        return self.rise if preset is None else preset.rise

    @property
    def prize_pool(self) -> int:
        """Every player's buy-in (chips)."""
        return self.buy_in * self.seats

    def prizes(self) -> tuple[int, ...]:
        """Chips per place, first place first (``prizes.prize_table``)."""
        return prize_table(self.seats, self.prize_pool)

    def players(self) -> list[tuple[str, str, str]]:
        """``(name, personality, level)`` of the computer players in the field."""
        return [(str(n), str(p), str(lv)) for n, p, lv in self.opponents[: self.seats - 1]]

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data of the choices."""
        return {"rules": dict(self.rules), "opponents": [list(o) for o in self.opponents],
                "seats": self.seats, "starting_chips": self.starting_chips,
                "buy_in": self.buy_in, "preset": self.preset, "unit": self.unit,
                "length": self.length, "rise": self.rise}


def level_text(level: Level) -> str:
    """A level's forced bets in words: "Ante 10", "Blinds 10/20", "Blinds 10/20, ante 5"."""
    if level.big_blind and level.ante:
        return _("Blinds {small}/{big}, ante {ante}").format(
            small=format_chips(level.small_blind), big=format_chips(level.big_blind),
            ante=format_chips(level.ante))
    if level.big_blind:
        return _("Blinds {small}/{big}").format(small=format_chips(level.small_blind),
                                                big=format_chips(level.big_blind))
    return _("Ante {ante}").format(ante=format_chips(level.ante))


def rise_text(levels: Sequence[Level], rise: int) -> str:
    """How much ``levels`` (the ones listed, level 1 first) really rise, read from them
    (``schedule.rise_range``), beside the rise ``rise`` (percent) they are rounded from:
    "Each level is 25% to 67% higher than the one before (+50% a level, rounded to chip
    amounts)"; "" for a single level."""
    told = rise_range(levels)
    if told is None:
        return ""
    low, high = told
    if low == high:
        return _("Each level is {percent} higher than the one before").format(
            percent=format_percent(low))
    return _("Each level is {low} to {high} higher than the one before (+{rise} a level, "
             "rounded to chip amounts)").format(low=format_percent(low),
                                                high=format_percent(high),
                                                rise=format_percent(rise))


def length_text(schedule: Schedule) -> str:
    """How long each level lasts: "every 5 hands", "every 3 minutes"."""
    if schedule.unit == "hands":
        return ngettext("every {count} hand", "every {count} hands",
                        schedule.length).format(count=schedule.length)
    return ngettext("every {count} minute", "every {count} minutes",
                    schedule.length).format(count=schedule.length)


def preset_name(key: str) -> str:
    """The translated name of a structure preset (or of a custom schedule)."""
    if key in PRESETS:
        return _(PRESETS[key].name)
    return _("Custom")
