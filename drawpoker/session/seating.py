"""Sitting down at a table and the bankroll behind it, without pygame.

The set-up of a restored table, the buy-in clamp (docs/rules.md §2: every buy-in and rebuy is
within the table's limits), the sit-down itself (a new engine ``Table``, kept in the
profile through a ``TableKeeper`` when the profile can be written), the house's fresh
bankroll for a broke player and rebuys. Amounts are chips.
"""

from __future__ import annotations

import random
import sqlite3
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from drawpoker.engine import Seat, Table, TableRules
from drawpoker.persistence.profile import Profile, ProfileError, write_problem
from drawpoker.persistence.resume import TableKeeper
from drawpoker.session.buy_in import hero_buy_in, is_broke, refill_target
from drawpoker.session.table.experience import award_recorded

PRACTICE_RESERVE = 10**9
"""Practice chips behind every seat of a practice or pass-and-play table (chips, never
the bankroll)."""

#: What opening, writing or reading the profile may raise (busy, damaged, unwritable).
PROFILE_ERRORS: tuple[type[BaseException], ...] = (sqlite3.Error, ProfileError, OSError)


@dataclass(frozen=True)
class RestoredSetup:
    """A restored table's set-up as ``TableScene`` takes it.

    Attributes:
        rules: the table's rules.
        opponents: ``(name, personality key)`` per computer seat, in seat order.
        levels: each computer seat's difficulty key.
        buy_in: the buy-in the table was set up with (chips), None when not kept.
    """

    rules: TableRules
    opponents: list[tuple[str, str]]
    levels: list[str]
    buy_in: int | None


def restored_setup(restored: Any) -> RestoredSetup:
    """The set-up kept with a restored table (``TableKeeper.restore()``): each seat's
    ``{"name", "player": "level:personality", "buy_in"}``; the player's seat is skipped
    (its ``buy_in`` is the table's)."""
    opponents: list[tuple[str, str]] = []
    levels: list[str] = []
    for k, entry in enumerate(restored.setup):
        if k == restored.hero_seat:
            continue
        spec = str(entry.get("player", "medium:shark"))
        lvl, _sep, pers = spec.partition(":")
        opponents.append((str(entry.get("name", "?")), pers or "shark"))
        levels.append(lvl or "medium")
    hero = restored.hero_seat
    entry = restored.setup[hero] if 0 <= hero < len(restored.setup) else {}
    stored = entry.get("buy_in") if isinstance(entry, dict) else None
    buy_in = stored if isinstance(stored, int) and not isinstance(stored, bool) else None
    return RestoredSetup(restored.table.rules, opponents, levels, buy_in)


def can_rebuy(bankroll: int, buy_in: int, rules: TableRules) -> bool:
    """The bankroll covers at least the table's minimum buy-in."""
    return bankroll > 0 and min(buy_in, bankroll) >= rules.min_buy_in_chips


def rebuy_amount(bankroll: int, buy_in: int, rules: TableRules) -> int:
    """Chips a rebuy takes from the bankroll: the table's buy-in or what is left of the
    bankroll; 0 when that is below the table's minimum (no rebuy)."""
    amount = min(buy_in, bankroll)
    return amount if amount > 0 and amount >= rules.min_buy_in_chips else 0


@dataclass
class SitDown:
    """What sitting down produced.

    Attributes:
        table: the engine table, every seat bought in.
        keeper: the profile's keeper of the table, None when it plays unsaved.
        sat_down_with: ``(buy-in, asked)`` of the player, to tell him.
        refill_notice: ``(bankroll before, after)`` when the house refilled it.
        busy: the profile could not be written at sitting down (the table plays unsaved,
            the player is told); ``problem`` says why.
        problem: ``errors.write_problem``'s word for it (busy, full, read_only, io), or
            ``None``.
    """

    table: Table
    keeper: TableKeeper | None
    sat_down_with: tuple[int, int]
    refill_notice: tuple[int, int] | None = None
    busy: bool = False
    problem: str | None = None


def open_keeper(profile: Profile) -> TableKeeper:
    """A keeper of the profile's open table; an open table the player did not continue is
    played out and left first (``TableKeeper.leave``).

    Raises:
        sqlite3.Error, ProfileError, OSError: the profile cannot be written.
    """
    keeper = TableKeeper(profile)
    if keeper.saved() is not None:
        keeper.on_record = award_recorded(keeper, [])
        keeper.restore()
        keeper.leave()
    return keeper


def refill_if_broke(profile: Profile, rules: TableRules,
                    buy_in: int) -> tuple[int, tuple[int, int] | None]:
    """The bankroll to sit down with: a broke player's (``is_broke``) is refilled by the
    house to ``refill_target`` first (a profile that cannot be written: told on stderr).

    Returns:
        ``(bankroll, notice)``; ``notice`` is ``(before, after)`` when chips were given.
    """
    bankroll = int(profile.bankroll)
    if not is_broke(bankroll, rules):
        return bankroll, None
    notice = None
    try:
        if profile.refill(refill_target(profile, buy_in)):
            notice = (bankroll, int(profile.bankroll))
        bankroll = int(profile.bankroll)
    except PROFILE_ERRORS as exc:
        print(f"drawpoker: no fresh bankroll could be given: {exc!r}", file=sys.stderr)
    return bankroll, notice


def seat_table(rules: TableRules, names: Sequence[str], buy_in: int, own: int, bankroll: int,
               rng: random.Random, *, hero: int = 0) -> Table:
    """A new engine table: the player (seat ``hero``) buys in for ``own`` from
    ``bankroll``, every computer player for ``buy_in``; ``rng`` draws the first button."""
    n = len(names)
    seats = [Seat(names[0], 0, bankroll=bankroll)]
    seats += [Seat(names[i], 0, bankroll=10**9) for i in range(1, n)]
    table = Table(rules, seats, rng.randrange(n))
    for i in range(n):
        table.buy_in(i, own if i == hero else buy_in)
    return table


def sit_down(rules: TableRules, names: Sequence[str], seat_specs: list[dict[str, Any]],
             buy_in: int, rng: random.Random, *, hero: int = 0, bankroll: int,
             profile_of: Callable[[], Profile] | None, keeper: TableKeeper | None) -> SitDown:
    """Sit the player (seat ``hero``, always 0 here) and the computer players down.

    Args:
        rules: the table's rules.
        names: every seat's name, the player's first.
        seat_specs: the set-up kept with the table (``TableKeeper.sit_down``).
        buy_in: the table's buy-in (chips, within its limits).
        rng: the table's generator (one draw: the first button).
        bankroll: the player's bankroll when no profile is used.
        profile_of: opens the player's profile (None: play without one).
        keeper: a keeper given by the caller (then ``profile_of`` is not used).
    """
    problem: str | None = None
    profile: Profile | None = None
    if profile_of is not None and keeper is None:
        try:
            profile = profile_of()
            keeper = open_keeper(profile)
        except PROFILE_ERRORS as exc:
            keeper, profile = None, None
            problem = write_problem(exc)
    notice = None
    if profile is not None:
        bankroll, notice = refill_if_broke(profile, rules, buy_in)
    own = hero_buy_in(rules, buy_in, bankroll)
    table = seat_table(rules, names, buy_in, own, bankroll, rng, hero=hero)
    if keeper is not None:
        try:
            keeper.sit_down(table, hero, seat_specs)
        except PROFILE_ERRORS as exc:
            keeper = None
            problem = problem or write_problem(exc)
    return SitDown(table, keeper, (own, buy_in), notice, problem is not None, problem)



def seat_specs(buy_in: int, opponents: Sequence[tuple[str, str]],
               levels: Sequence[str]) -> list[dict[str, Any]]:
    """The set-up kept with a table: the player's buy-in and each computer player's
    ``level:personality``."""
    return [{"name": "You", "player": "human", "buy_in": buy_in}] + [
        {"name": n, "player": f"{levels[k]}:{p}"} for k, (n, p) in enumerate(opponents)]
