"""A sit-and-go in progress (docs/rules.md §6): the engine ``Table`` at the current level, the
level clock (hands dealt or minutes of play, from an injected clock), the places taken so
far, every player's chips after each hand and the biggest pot; as plain JSON data to
resume exactly after a quit or a crash.

A level rises only at a deal that starts a hand, never inside a jackpots redeal chain
(the chain is one hand). A player with no chips when a hand's pot has been awarded is
out; of several knocked out in one hand, the one who started it with more chips finishes
higher, and those who started it level share the prizes of their places (the odd chip to
the earlier place). The winner holds every chip.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from drawpoker.engine import Table, TableRules
from drawpoker.engine.chips import check_amount
from drawpoker.engine.hand import Hand
from drawpoker.session.tournament.prizes import prize_table, share_places
from drawpoker.session.tournament.schedule import Level, Schedule

#: The format number of :meth:`Tournament.to_dict`.
STATE_FORMAT = 1

Clock = Callable[[], float]


@dataclass(frozen=True, slots=True)
class Finish:
    """A finishing place: ``seat`` took ``place`` (1 = winner; players sharing places all
    have the first of them) and ``prize`` chips, after hand ``hand`` (hands dealt)."""

    seat: int
    place: int
    prize: int
    hand: int


@dataclass(frozen=True, slots=True)
class BiggestPot:
    """The biggest pot so far: ``amount`` chips won in hand ``hand`` by ``winners``."""

    amount: int
    hand: int
    winners: tuple[int, ...]


class PlayClock:
    """A clock that moves only when told (headless play: seconds per hand)."""

    def __init__(self, start: float = 0.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        """Move the clock on by ``seconds``."""
        self.now += seconds


class Tournament:
    """A sit-and-go between ``names`` (seats clockwise), everyone on ``starting_chips``.

    Args:
        base: the table's rules (level 1's forced bets are the schedule's).
        schedule: the published schedule.
        names: the players, 2-8.
        starting_chips: chips each starts with (>= 1).
        buy_in: chips each paid into the prize pool.
        seed: seeds the deals (``rng``) and the computer players' choices (``ai_rng``).
        button: the first deal's button seat.
        clock: seconds of a monotonic clock (default ``time.monotonic``); only its
            differences count.
        setup: plain data kept with the state (the UI's seat set-up).

    Raises:
        ValueError: bad seats, chips or button.
    """

    def __init__(self, base: TableRules, schedule: Schedule, names: Sequence[str],
                 starting_chips: int, buy_in: int = 0, *, seed: int | None = None,
                 button: int = 0, clock: Clock | None = None,
                 setup: dict[str, Any] | None = None) -> None:
        if starting_chips < 1:
            raise ValueError(f"starting chips must be at least 1, got {starting_chips}")
        if buy_in < 0:
            raise ValueError(f"the buy-in cannot be negative, got {buy_in}")
        self.base = base
        self.schedule = schedule
        self.names = list(names)
        self.starting_chips = starting_chips
        self.buy_in = buy_in
        self.setup: dict[str, Any] = dict(setup or {})
        self.table = Table(schedule.rules_at(base, 0), [(n, starting_chips) for n in names],
                           button, ask_showdown=False)
        self.seed = seed
        self.rng = random.Random(seed)
        self.ai_rng = random.Random(None if seed is None else seed * 7 + 1)
        self.level_index = 0
        self.hands_dealt = 0
        self.elapsed = 0.0
        self.finishes: list[Finish] = []
        self.history: list[list[int]] = [[starting_chips] * len(self.names)]
        self.biggest: BiggestPot | None = None
        self.level_rose = False  #: the last deal started a new level
        self._start_stacks: list[int] = list(self.stacks)
        self.clock: Clock = clock or time.monotonic
        self._mark = self.clock()

    # -- figures ----------------------------------------------------------------------
    @property
    def field(self) -> int:
        """Players who started."""
        return len(self.names)

    def players(self) -> list[tuple[str, str]]:
        """``(personality key, level key)`` of every computer seat 1..field-1 (the set-up's
        ``players``; a seat it leaves out plays a medium shark)."""
        given = [(str(p[0]), str(p[1])) for p in self.setup.get("players") or []]
        return (given + [("shark", "medium")] * self.field)[:self.field - 1]

    @property
    def prize_pool(self) -> int:
        """Every buy-in (chips)."""
        return self.buy_in * self.field

    @property
    def prizes(self) -> tuple[int, ...]:
        """Chips per place, first place first (``prizes.prize_table``)."""
        return prize_table(self.field, self.prize_pool)

    @property
    def stacks(self) -> list[int]:
        """Every seat's chips between hands."""
        return [s.stack for s in self.table.seats]

    @property
    def level(self) -> Level:
        """The level being played (of the last deal)."""
        return self.schedule.level(self.level_index)

    @property
    def next_level(self) -> Level | None:
        """The level after this one (None at the last listed level)."""
        if self.level_index + 1 >= len(self.schedule.levels):
            return None
        return self.schedule.level(self.level_index + 1)

    def alive(self) -> list[int]:
        """Seats still in the tournament."""
        out = {f.seat for f in self.finishes}
        return [i for i in range(self.field) if i not in out]

    @property
    def is_over(self) -> bool:
        """One player holds every chip."""
        return any(f.place == 1 for f in self.finishes)

    def finish_of(self, seat: int) -> Finish | None:
        """The place ``seat`` took, or None while he is in."""
        return next((f for f in self.finishes if f.seat == seat), None)

    def standings(self) -> list[Finish]:
        """Every place taken, winner first."""
        return sorted(self.finishes, key=lambda f: (f.place, f.seat))

    def tick(self) -> float:
        """Add the clock's time since the last tick to the play time; returns it."""
        now = self.clock()
        self.elapsed += max(0.0, now - self._mark)
        self._mark = now
        return self.elapsed

    def use_clock(self, clock: Clock) -> None:
        """Count play time from ``clock`` from now on (the time so far is kept)."""
        self.tick()
        self.clock = clock
        self._mark = clock()

    def to_next_level(self) -> float:
        """Hands (levels by hands) or seconds (by minutes) until the next level starts;
        0 when it starts with the next deal."""
        length = self.schedule.length
        if self.schedule.unit == "hands":
            return float(max(0, (self.level_index + 1) * length - self.hands_dealt))
        return max(0.0, (self.level_index + 1) * length * 60 - self.tick())

    # -- play -------------------------------------------------------------------------
    def deal(self, *, level: int | None = None) -> Hand:
        """The next deal (not started: call ``start()``), at the level due now.

        Args:
            level: deal at this level index instead (a kept hand in play dealt again at
                the level it was dealt at, ``in_play.resume``).

        Raises:
            ValueError: the tournament is over.
        """
        if self.is_over:
            raise ValueError("the tournament is over")
        self.tick()
        self.level_rose = False
        if not self.table.in_redeal_chain:
            due = max(self.level_index, self.schedule.index_due(self.hands_dealt, self.elapsed))
            due = due if level is None else level
            if due != self.level_index:
                self.level_index = due
                self.level_rose = True
            self.table.rules = self.schedule.rules_at(self.base, self.level_index)
            self.hands_dealt += 1
            self._start_stacks = list(self.stacks)
        return self.table.new_hand(self.rng, salt_rng=self.rng, origin="tournament")

    def finish(self, hand: Hand) -> list[Finish]:
        """Take a finished deal (``Table.finish_hand``); returns the places taken in it
        (knock-outs, worst place first, and the winner's at the end)."""
        self.table.finish_hand(hand)
        return self.settle(hand)

    def settle(self, hand: Hand) -> list[Finish]:
        """After ``Table.finish_hand(hand)`` (the table scene finishes its own hands): the
        chip counts, the biggest pot and the places taken in it (see :meth:`finish`)."""
        self.tick()
        if self.table.in_redeal_chain:
            return []
        result = hand.result
        assert result is not None
        won = sum(p.amount for p in result.pots)
        if self.biggest is None or won > self.biggest.amount:
            winners = tuple(sorted({w for p in result.pots for w in p.winners}))
            self.biggest = BiggestPot(won, self.hands_dealt, winners)
        self.history.append(list(self.stacks))
        return self._knock_outs()

    def _knock_outs(self) -> list[Finish]:
        alive = self.alive()
        busted = [s for s in alive if self.table.seats[s].stack <= 0]
        taken: list[Finish] = []
        place = len(alive) - len(busted) + 1
        prizes = self.prizes
        start = self._start_stacks
        for chips in sorted({start[s] for s in busted}, reverse=True):
            group = [s for s in busted if start[s] == chips]
            shares = share_places(prizes, place, len(group))
            for seat, prize in zip(group, shares, strict=True):
                taken.append(Finish(seat, place, prize, self.hands_dealt))
            place += len(group)
        left = [s for s in alive if s not in busted]
        if len(left) == 1:
            taken.append(Finish(left[0], 1, prizes[0], self.hands_dealt))
        self.finishes.extend(taken)
        return sorted(taken, key=lambda f: -f.place)

    # -- saving -----------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """The whole state between hands as plain JSON data (``from_dict`` reads it).

        Raises:
            ValueError: inside a jackpots redeal chain or a hand (save between hands).
        """
        if self.table.in_redeal_chain or (self.table.current is not None
                                          and not self.table.current.is_over):
            raise ValueError("a tournament is saved between hands")
        big = self.biggest
        return {
            "format": STATE_FORMAT, "rules": self.base.to_dict(),
            "schedule": self.schedule.to_dict(), "names": list(self.names),
            "starting_chips": self.starting_chips, "buy_in": self.buy_in,
            "setup": self.setup, "seed": self.seed, "stacks": self.stacks,
            "hand_no": self.table.hand_no, "positions": self.table.position_memory(),
            "level": self.level_index, "hands_dealt": self.hands_dealt,
            "elapsed": round(self.tick(), 3),
            "finishes": [[f.seat, f.place, f.prize, f.hand] for f in self.finishes],
            "history": [list(row) for row in self.history],
            "biggest_pot": None if big is None else [big.amount, big.hand, list(big.winners)],
            "rng": rng_state(self.rng), "ai_rng": rng_state(self.ai_rng),
        }

    @classmethod
    def from_dict(cls, data: Any, *, clock: Clock | None = None) -> Tournament:
        """The tournament ``to_dict`` saved, ready for its next deal.

        Raises:
            ValueError: not such data (the message names what is wrong).
        """
        if not isinstance(data, dict) or data.get("format") != STATE_FORMAT:
            raise ValueError("tournament: not a saved tournament of this version")
        try:
            names = [str(n) for n in data["names"]]
            t = cls(TableRules.from_dict(data["rules"]), Schedule.from_dict(data["schedule"]),
                    names, int(data["starting_chips"]), int(data["buy_in"]),
                    seed=data.get("seed"), clock=clock, setup=dict(data.get("setup") or {}))
            stacks = _stacks(data["stacks"], len(names), t.starting_chips * len(names))
            for seat, stack in zip(t.table.seats, stacks, strict=True):
                seat.stack = stack
            t.level_index = int(data["level"])
            t.table.rules = t.schedule.rules_at(t.base, t.level_index)
            t.table.restore_position_memory(data["positions"])
            t.table.hand_no = int(data["hand_no"])
            t.hands_dealt = int(data["hands_dealt"])
            t.elapsed = float(data["elapsed"])
            t.finishes = [Finish(int(a), int(b), int(c), int(d)) for a, b, c, d in
                          data["finishes"]]
            t.history = [[int(v) for v in row] for row in data["history"]]
            big = data.get("biggest_pot")
            t.biggest = None if big is None else BiggestPot(int(big[0]), int(big[1]),
                                                            tuple(int(w) for w in big[2]))
            t.rng.setstate(rng_from(data["rng"]))
            t.ai_rng.setstate(rng_from(data["ai_rng"]))
        except (KeyError, TypeError, IndexError) as exc:
            raise ValueError(f"tournament: damaged saved state ({exc!r})") from exc
        t._start_stacks = list(t.stacks)
        return t


def _stacks(data: Any, players: int, total: int) -> list[int]:
    """The saved stacks (chips), one per player, none below 0, adding up to ``total``.

    Raises:
        ValueError: naming the stack and what is wrong with it.
    """
    if not isinstance(data, list):
        raise ValueError(f"tournament.stacks: a {type(data).__name__}, not a list")
    if len(data) != players:
        raise ValueError(f"tournament.stacks: {len(data)} stacks for {players} players")
    stacks = []
    for k, value in enumerate(data):
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"tournament.stacks[{k}]: {value!r} is not a whole number of chips")
        if value < 0:
            raise ValueError(f"tournament.stacks[{k}]: {value} is below 0")
        stacks.append(check_amount(f"tournament.stacks[{k}]", value))
    if sum(stacks) != total:
        raise ValueError(f"tournament.stacks: they add up to {sum(stacks)} chips, not the "
                         f"{total} in play (chips were lost or made)")
    return stacks


def rng_state(rng: random.Random) -> list[Any]:
    """``rng``'s state as JSON data (:func:`rng_from` reads it)."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from(data: Any) -> tuple[Any, ...]:
    """The ``random.Random`` state :func:`rng_state` wrote (for ``setstate``)."""
    version, internal, gauss = data
    return (int(version), tuple(int(v) for v in internal), gauss)
