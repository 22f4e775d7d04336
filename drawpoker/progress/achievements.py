"""The achievements: each is one counter reaching a target, so every rule is stated once
(``ACHIEVEMENTS``) and its progress is the counter's value.

A counter is moved by a :class:`Tally` (add to it, raise it to a value, or set it) from
what happened: a hand (``facts``), a sitting's grades, a daily challenge, a tournament's
finish, a career room finished, the level reached. :func:`unlocked_by` says which
achievements a change of the counters earns.

API: ``Achievement``, ``ACHIEVEMENTS`` (key -> achievement), ``Tally``, ``apply(counters,
tallies) -> counters``, ``unlocked_by(before, after, already) -> [keys]``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Literal

from drawpoker.i18n import N_


@dataclass(frozen=True, slots=True)
class Achievement:
    """One achievement: earned when ``counter`` reaches ``target``.

    Attributes:
        key: its name in the profile.
        title, rule: msgids (the rule says exactly what earns it).
        counter: the counter it watches.
        target: the value that earns it (1 or more; above 1 its progress is shown).
    """

    key: str
    title: str
    rule: str
    counter: str
    target: int

    @property
    def counted(self) -> bool:
        """True when progress towards it is shown (a target above 1)."""
        return self.target > 1


def _a(key: str, title: str, rule: str, counter: str, target: int = 1) -> Achievement:
    return Achievement(key, title, rule, counter, target)


_ALL = (
    _a("first_win", N_("First pot"), N_("Win a hand."), "hands_won"),
    _a("wins_10", N_("Ten pots"), N_("Win 10 hands."), "hands_won", 10),
    _a("wins_100", N_("A hundred pots"), N_("Win 100 hands."), "hands_won", 100),
    _a("showdown_win", N_("Show them"), N_("Win a hand at the showdown."), "showdowns_won"),
    _a("royal_flush", N_("Royal"), N_("Make a royal flush."), "royal_flushes"),
    _a("straight_flush", N_("Straight flush"), N_("Make a straight flush."),
       "straight_flushes"),
    _a("four_kind", N_("Four of a kind"), N_("Make four of a kind."), "four_kinds"),
    _a("full_house", N_("Full house"), N_("Make a full house."), "full_houses"),
    _a("full_houses_5", N_("Full boat"), N_("Make 5 full houses."), "full_houses", 5),
    _a("flush", N_("Flush"), N_("Make a flush."), "flushes"),
    _a("straight", N_("Straight"), N_("Make a straight."), "straights"),
    _a("pat_vs_three", N_("Pat against three"),
       N_("Stand pat and win against three players who drew."), "pat_wins_vs_three"),
    _a("good_bluff", N_("Good bluff"),
       N_("Win a hand with a bet the coach calls good holding less than a pair."),
       "good_bluff_wins"),
    _a("good_bluffs_5", N_("Poker face"), N_("Win 5 hands with good bluffs."),
       "good_bluff_wins", 5),
    _a("good_100", N_("Thinking player"), N_("Make 100 good decisions."),
       "good_decisions", 100),
    _a("good_1000", N_("Student of the game"), N_("Make 1000 good decisions."),
       "good_decisions", 1000),
    _a("good_draws_50", N_("Drawing right"), N_("Make 50 good draws."), "good_draws", 50),
    _a("good_folds_25", N_("Knowing when to fold"), N_("Make 25 good folds."),
       "good_folds", 25),
    _a("clean_sitting", N_("Clean sitting"),
       N_("Finish a sitting of 10 or more decisions with none costly."), "clean_sittings"),
    _a("clean_sittings_5", N_("Steady hand"),
       N_("Finish 5 sittings of 10 or more decisions with none costly."),
       "clean_sittings", 5),
    _a("carry_over_3", N_("Jackpot survivor"),
       N_("Win a jackpot that was carried over, three times."), "carry_overs_won", 3),
    _a("lowball_win", N_("Low down"), N_("Win a lowball hand."), "lowball_wins"),
    _a("wild_win", N_("Wild thing"), N_("Win a hand with wild cards."), "wild_wins"),
    _a("daily_first", N_("Daily player"), N_("Finish a daily challenge."), "dailies"),
    _a("daily_perfect", N_("Perfect day"),
       N_("Score 1000 of 1000 in a daily challenge."), "perfect_dailies"),
    _a("daily_streak_3", N_("Three days running"),
       N_("Finish the daily challenge 3 days in a row."), "best_daily_streak", 3),
    _a("daily_streak_7", N_("A week of dailies"),
       N_("Finish the daily challenge 7 days in a row."), "best_daily_streak", 7),
    _a("daily_streak_30", N_("A month of dailies"),
       N_("Finish the daily challenge 30 days in a row."), "best_daily_streak", 30),
    _a("drills_25", N_("Practice makes perfect"), N_("Answer 25 drills right."),
       "drills_right", 25),
    _a("level_5", N_("Sharp"), N_("Reach level 5."), "level", 5),
    _a("level_10", N_("Road gambler"), N_("Reach level 10."), "level", 10),
    _a("tournament_played", N_("Sit and go"), N_("Finish a tournament."), "tournaments"),
    _a("tournament_win", N_("Champion"), N_("Win a tournament."), "tournaments_won"),
    _a("tournament_two", N_("Back to back"), N_("Win two tournaments in a row."),
       "best_tournament_run", 2),
    _a("career_room", N_("On the road"),
       N_("Finish a career room: take its final as the room asks."), "career_rooms"),
    _a("career_road", N_("End of the road"), N_("Finish all eight career rooms."),
       "career_rooms", 8),
)

#: every achievement, by key, in the order the Profile lists them
ACHIEVEMENTS: dict[str, Achievement] = {a.key: a for a in _ALL}


@dataclass(frozen=True, slots=True)
class Tally:
    """One change of a counter: ``add`` ``value`` to it, raise it to at least ``value``
    (``max``), or ``set`` it (a run that can break, e.g. tournaments won in a row)."""

    counter: str
    value: int
    op: Literal["add", "max", "set"] = "add"


def apply(counters: Mapping[str, int], tallies: Iterable[Tally]) -> dict[str, int]:
    """The counters after ``tallies`` (a counter never seen is 0).

    Raises:
        ValueError: a negative value, or an unknown ``op``.
    """
    out = dict(counters)
    for t in tallies:
        if t.value < 0:
            raise ValueError(f"tally {t.counter}: {t.value} is negative")
        now = out.get(t.counter, 0)
        if t.op == "add":
            out[t.counter] = now + t.value
        elif t.op == "max":
            out[t.counter] = max(now, t.value)
        elif t.op == "set":
            out[t.counter] = t.value
        else:
            raise ValueError(f"tally {t.counter}: unknown op {t.op!r}")
    return out


def unlocked_by(after: Mapping[str, int], already: Iterable[str]) -> list[str]:
    """The keys of the achievements ``after`` earns that are not ``already`` unlocked, in
    the order of :data:`ACHIEVEMENTS`."""
    have = set(already)
    return [a.key for a in ACHIEVEMENTS.values()
            if a.key not in have and after.get(a.counter, 0) >= a.target]
