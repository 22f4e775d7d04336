"""A table session over many hands: button and blinds, busted seats, buy-ins, sitting out,
jackpots redeals, hand histories (docs/rules.md §2, §3.3).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from drawpoker.cards import Card
from drawpoker.engine.hand import Hand
from drawpoker.engine.rules import TableRules
from drawpoker.engine.shuffle import CommittedShuffle

SCENARIO_FORMAT = "drawpoker-scenario/1"


@dataclass
class Seat:
    """One seat of a session.

    Attributes:
        name: player name (unique at the table).
        stack: chips on the table.
        bankroll: chips off the table to buy in from (``None``: no bankroll, no rebuys).
        auto_rebuy: top the stack up to the maximum buy-in before each hand (docs/rules.md §2).
        sitting_out: not dealt in although he may have chips.
    """

    name: str
    stack: int
    bankroll: int | None = None
    auto_rebuy: bool = False
    sitting_out: bool = False


@dataclass(frozen=True, slots=True)
class Positions:
    """Button and blind seats of one deal (``None``: nobody posts that blind)."""

    button: int
    small_blind: int | None
    big_blind: int | None


def history_seat(name: str, stack: int, sitting_out: bool) -> dict[str, Any]:
    """A hand history's ``seats`` item. A seat sitting out is written with ``"stack": 0``
    (so every reader leaves it out of the deal) and, if it has chips, ``sitting_out_stack``
    (so a replay keeps its chips exact; scenario/reader.py documents the extension)."""
    if not sitting_out:
        return {"name": name, "stack": stack}
    if stack == 0:
        return {"name": name, "stack": 0}
    return {"name": name, "stack": 0, "sitting_out_stack": stack}


class Table:
    """A session at one table (docs/rules.md §2).

    Args:
        rules: the table rules.
        seats: the seats clockwise, as :class:`Seat` or ``(name, stack)`` pairs (2-8).
        button: the seat holding the button for the first deal.
        ask_showdown: passed to each :class:`Hand` (ask players to show or muck).

    Raises:
        ValueError: bad seats or button.
    """

    def __init__(
        self,
        rules: TableRules,
        seats: Sequence[Seat | tuple[str, int]],
        button: int,
        *,
        ask_showdown: bool = True,
    ) -> None:
        self.rules = rules
        self.seats: list[Seat] = [s if isinstance(s, Seat) else Seat(s[0], s[1]) for s in seats]
        if not 2 <= len(self.seats) <= 8:
            raise ValueError(f"seats: a table has 2 to 8 seats, got {len(self.seats)}")
        names = [s.name for s in self.seats]
        if len(set(names)) != len(names):
            raise ValueError("seats: names must be unique")
        for s in self.seats:
            if isinstance(s.stack, bool) or not isinstance(s.stack, int):
                raise ValueError(f"seats: {s.name}'s stack must be whole chips, got {s.stack!r}")
            if s.stack < 0:
                raise ValueError(f"seats: {s.name} has a negative stack")
        if not 0 <= button < len(self.seats):
            raise ValueError(f"button: seat {button} does not exist")
        self.button = button
        self.ask_showdown = ask_showdown
        self.hand_no = 0
        self.carried_pot = 0
        self._prev: Positions | None = None
        self._chain_rng: random.Random | None = None
        self._chain_seed: int | None = None
        self._chain_start: dict[str, Any] | None = None
        self._chain_deals: list[dict[str, Any]] = []
        self._last_history: dict[str, Any] | None = None
        self.current: Hand | None = None
        self._sb_position: int | None = None
        self._pending: Positions | None = None
        self._chain_sitting_out: list[int] = []

    # ------------------------------------------------------------------ seats and money
    @property
    def n(self) -> int:
        """Number of seats."""
        return len(self.seats)

    def dealt_in(self) -> list[int]:
        """Seats that would be dealt in now: with chips and not sitting out (docs/rules.md §2)."""
        if self.carried_pot > 0:  # inside a jackpots chain: as at its first deal
            out = set(self._chain_sitting_out)
            return [i for i, s in enumerate(self.seats) if s.stack > 0 and i not in out]
        return [i for i, s in enumerate(self.seats) if s.stack > 0 and not s.sitting_out]

    def can_deal(self) -> bool:
        """True if at least two seats can be dealt in."""
        return len(self.dealt_in()) >= 2

    @property
    def in_redeal_chain(self) -> bool:
        """True between an unopened jackpots deal and its redeal (the pot is carried)."""
        return self.carried_pot > 0

    def buy_in(self, seat: int, amount: int) -> None:
        """Move ``amount`` chips from the seat's bankroll to his stack, between hands.

        The stack after it must be within the table's buy-in limits (docs/rules.md §2).

        Raises:
            ValueError: a hand is running, no bankroll, not enough in it, or outside limits.
        """
        self._check_between_hands()
        s = self.seats[seat]
        if isinstance(amount, bool) or not isinstance(amount, int):
            raise ValueError(f"buy-in: amount must be whole chips, got {amount!r}")
        if amount <= 0:
            raise ValueError(f"buy-in: amount must be positive, got {amount}")
        if s.bankroll is None or s.bankroll < amount:
            raise ValueError(f"buy-in: {s.name}'s bankroll cannot cover {amount}")
        new = s.stack + amount
        if new > self.rules.max_buy_in_chips:
            raise ValueError(
                f"buy-in: {s.name} would have {new}, above the maximum {self.rules.max_buy_in_chips}"
            )
        if new < self.rules.min_buy_in_chips:
            raise ValueError(
                f"buy-in: {s.name} would have {new}, below the minimum {self.rules.min_buy_in_chips}"
            )
        s.bankroll -= amount
        s.stack = new

    def top_up_amount(self, seat: int) -> int:
        """Chips an auto-rebuy would add now: up to the maximum buy-in, within the bankroll."""
        s = self.seats[seat]
        if s.bankroll is None:
            return 0
        want = max(0, self.rules.max_buy_in_chips - s.stack)
        amount = min(want, s.bankroll)
        if s.stack + amount < self.rules.min_buy_in_chips:
            return 0
        return amount

    def set_auto_rebuy(self, seat: int, on: bool) -> None:
        """Tick or untick auto-rebuy for ``seat`` (lasts until unticked, docs/rules.md §5)."""
        self.seats[seat].auto_rebuy = on

    def sit_out(self, seat: int, out: bool = True) -> None:
        """Sit ``seat`` out from the next hand on (or back in with ``out=False``)."""
        self.seats[seat].sitting_out = out

    def cash_out(self, seat: int) -> int:
        """Move the seat's stack back to his bankroll between hands; returns the chips."""
        self._check_between_hands()
        s = self.seats[seat]
        amount = s.stack
        if s.bankroll is not None:
            s.bankroll += amount
            s.stack = 0
        return amount

    def _check_between_hands(self) -> None:
        if self.current is not None and not self.current.is_over:
            raise ValueError("a hand is in progress")

    # ------------------------------------------------------------------ positions
    def next_positions(self) -> Positions:
        """Button and blinds for the next deal (docs/rules.md §2, dead button).

        Raises:
            ValueError: fewer than two seats can be dealt in.
        """
        live = self.dealt_in()
        if len(live) < 2:
            raise ValueError("fewer than two seats with chips can be dealt in")
        n = self.n
        is_live = [i in live for i in range(n)]

        def after(seat: int) -> int:
            for k in range(1, n + 1):
                if is_live[(seat + k) % n]:
                    return (seat + k) % n
            raise AssertionError("no live seat")

        prev = self._prev
        if not self.rules.has_blinds:
            button = self.button if prev is None else after(prev.button)
            return Positions(button, None, None)
        if prev is None or prev.big_blind is None:
            if len(live) == 2:
                button = self.button if is_live[self.button] else after(self.button)
                return Positions(button, button, after(button))
            first_sb = after(self.button)
            return Positions(self.button, first_sb, after(first_sb))
        # the big blind leads: it moves to the next seat dealt in (docs/rules.md §2)
        bb = after(prev.big_blind)
        if len(live) == 2:
            other = after(bb)
            return Positions(other, other, bb)
        sb = prev.big_blind if is_live[prev.big_blind] else None
        button = self._sb_position if self._sb_position is not None else prev.button
        if button in (bb, sb):
            # a seat that came back in between the blinds: the button goes to the first
            # seat dealt in right of the small blind (of the big blind if none)
            anchor = sb if sb is not None else bb
            for k in range(1, n):
                if is_live[(anchor - k) % n] and (anchor - k) % n != bb:
                    button = (anchor - k) % n
                    break
        return Positions(button, sb, bb)

    def position_memory(self) -> dict[str, Any]:
        """What the table remembers between hands to place the next button and blinds
        (dead-button rule, docs/rules.md §2) and a running jackpots chain, as plain JSON data.
        Save it with a session; give it back with :meth:`restore_position_memory`."""
        prev = self._prev
        return {
            "button": self.button,
            "prev": None if prev is None else [prev.button, prev.small_blind, prev.big_blind],
            "sb_position": self._sb_position,
            "chain_sitting_out": list(self._chain_sitting_out),
        }

    def restore_position_memory(self, memory: Mapping[str, Any]) -> None:
        """Restore what :meth:`position_memory` returned (between hands).

        Nothing is changed unless the whole memory is valid.

        Raises:
            ValueError: not such an object, or a seat index out of range (named).
        """
        if not isinstance(memory, Mapping):
            raise ValueError(f"position memory: must be an object, got {memory!r}")

        def seat(value: Any, key: str) -> int | None:
            if value is None:
                return None
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < self.n:
                raise ValueError(f"position memory: {key}: bad seat {value!r}")
            return value

        button = seat(memory.get("button"), "button")
        prev_data = memory.get("prev")
        prev: Positions | None = None
        if prev_data is not None:
            if not isinstance(prev_data, list | tuple) or len(prev_data) != 3:
                raise ValueError(
                    f"position memory: prev must be [button, small blind, big blind], "
                    f"got {prev_data!r}")
            b, sb, bb = (seat(v, "prev") for v in prev_data)
            if b is None:
                raise ValueError("position memory: the previous button is missing")
            prev = Positions(b, sb, bb)
        sb_position = seat(memory.get("sb_position"), "sb_position")
        out_data = memory.get("chain_sitting_out", [])
        if not isinstance(out_data, list | tuple):
            raise ValueError(
                f"position memory: chain_sitting_out must be a list, got {out_data!r}")
        chain_out = [s for s in (seat(v, "chain_sitting_out") for v in out_data) if s is not None]
        self.button = self.button if button is None else button
        self._prev = prev
        self._sb_position = sb_position
        self._chain_sitting_out = chain_out

    # ------------------------------------------------------------------ hands
    def new_hand(
        self,
        rng: random.Random,
        *,
        hole: dict[int, Sequence[Card]] | None = None,
        stub: Sequence[Card] | None = None,
        seed_chain: bool = True,
        positions: Positions | None = None,
        salt_rng: random.Random | None = None,
        origin: str = "random",
        shuffle: CommittedShuffle | None = None,
    ) -> Hand:
        """Deal the next hand (not started: call ``start()``).

        Before a hand that does not continue a jackpots redeal, auto-rebuys are made.

        Args:
            rng: the session's random source. With ``seed_chain`` a seed is drawn from it
                for this hand (and any redeals that follow), so the hand history can name it;
                otherwise ``rng`` is used directly (scenario replay).
            hole, stub: rigged cards (scenario replay).
            seed_chain: see ``rng``.
            positions: override the button and blinds (replaying a saved history).
            salt_rng: with ``seed_chain``, deal from a committed shuffle (docs/fairness.md)
                of the chain's seed, salted from this source (``random.SystemRandom`` in
                an unseeded game); ``origin`` is kept with it. ``None``: ``rng`` shuffles.
            shuffle: deal from this committed shuffle (a keeper's chain, a replay).

        Raises:
            ValueError: fewer than two seats can be dealt in, or a hand is in progress.
        """
        self._check_between_hands()
        chain_start = self.carried_pot == 0
        if chain_start:
            for i, s in enumerate(self.seats):
                if s.auto_rebuy and not s.sitting_out:
                    amount = self.top_up_amount(i)
                    if amount and s.bankroll is not None:
                        s.bankroll -= amount
                        s.stack += amount
            # who sits out is fixed for a jackpots chain (the carried pot is theirs too)
            self._chain_sitting_out = [i for i, s in enumerate(self.seats) if s.sitting_out]
        pos = positions if positions is not None else self.next_positions()
        if chain_start:
            if seed_chain:
                self._chain_seed = rng.getrandbits(63)
                self._chain_rng = random.Random(self._chain_seed)
            else:
                self._chain_seed = None
                self._chain_rng = rng
            self._chain_start = {
                "rules": self.rules.to_dict(),
                "seats": [history_seat(s.name, s.stack, s.sitting_out) for s in self.seats],
                "button": self.seats[pos.button].name,
            }
            self._chain_deals = []
        hand_rng = self._chain_rng if self._chain_rng is not None else rng
        if shuffle is None and salt_rng is not None and self._chain_seed is not None:
            shuffle = CommittedShuffle.draw(self._chain_seed, salt_rng,
                                            deal=len(self._chain_deals), origin=origin)
        self.hand_no += 1
        hand = Hand(
            self.rules,
            [(s.name, s.stack) for s in self.seats],
            pos.button,
            hand_rng,
            hole=hole,
            stub=stub,
            carried_pot=self.carried_pot,
            hand_no=self.hand_no,
            small_blind_seat=pos.small_blind,
            big_blind_seat=pos.big_blind,
            sitting_out=self._chain_sitting_out,
            ask_showdown=self.ask_showdown,
            shuffle=shuffle,
        )
        self._pending = pos
        self.current = hand
        return hand

    def finish_hand(self, hand: Hand) -> None:
        """Take a finished hand's stacks and carried pot; move the button on (docs/rules.md §2).

        Raises:
            ValueError: the hand is not over or is not this table's current hand.
        """
        if hand is not self.current:
            raise ValueError("finish_hand: not the table's current hand")
        if not hand.is_over or hand.result is None:
            raise ValueError("finish_hand: the hand is not over")
        for s, stack in zip(self.seats, hand.result.stacks, strict=True):
            s.stack = stack
        self.carried_pot = hand.result.carried_pot
        pos = self._pending
        assert pos is not None
        self._sb_position = self._sb_position_of(pos)
        self._prev = pos
        self.button = pos.button
        deal = hand.history()
        deal["positions"] = {
            "button": self.seats[pos.button].name,
            "small_blind": None if pos.small_blind is None else self.seats[pos.small_blind].name,
            "big_blind": None if pos.big_blind is None else self.seats[pos.big_blind].name,
        }
        self._chain_deals.append(deal)
        if self.carried_pot == 0 and self._chain_start is not None:
            self._last_history = {
                "format": SCENARIO_FORMAT,
                **self._chain_start,
                "seed": self._chain_seed if self._chain_seed is not None else 0,
                "deals": list(self._chain_deals),
            }

    def _sb_position_of(self, pos: Positions) -> int:
        """The small-blind position of a deal: the seat posting it, or (dead small blind)
        the seat that was big blind the hand before."""
        if pos.small_blind is not None:
            return pos.small_blind
        prev = self._prev
        if prev is not None and prev.big_blind is not None:
            return prev.big_blind
        return pos.button

    def history(self) -> dict[str, Any] | None:
        """The last finished hand (with the unopened deals before it) as a scenario file
        (scenario-format.md): replaying it reproduces the hand exactly. ``None`` before
        the first finished hand."""
        return self._last_history
