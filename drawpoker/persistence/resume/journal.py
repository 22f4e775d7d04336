"""The open table's rows in the profile: ``open_table`` (the table at rest) and
``hand_journal`` (the hand in progress), written inside the caller's transaction.

API (for ``keeper``): ``TableStore``, the base of ``TableKeeper``: the sitting's state,
writing the table and the journal, moving bought-in or cashed-out chips in the profile,
reading the stored table back (settling a damaged one), and the busy-profile spell
(``unsaved``: play on in memory, write again between hands; also when the disk is full
or read-only, ``unsaved_problem``). ``Chain``: the deals of
the hand in progress and their seeded random source. ``STATE_FORMAT``; ``BUSY_WAIT``
(seconds).
"""

from __future__ import annotations

import json
import random
import sqlite3
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from drawpoker.engine.hand import Hand
from drawpoker.engine.table import Table
from drawpoker.persistence.profile import Profile, ProfileError, utc_now, write_problem
from drawpoker.persistence.profile.errors import PROBLEM_TEXT
from drawpoker.persistence.resume.snapshot import restore_table, snapshot_table
from drawpoker.scenario.writer import chain_document

STATE_FORMAT = 1
#: ``on_record(document)``, called with a finished hand's document (the player dealt in)
#: before it is recorded; the function it returns (or None) is called inside the record's
#: transaction, so what that writes is kept with the hand or lost with it
RecordHook = Callable[[Mapping[str, Any]], Callable[[], object] | None]
#: seconds a write waits for another program's lock on the profile (profile.BUSY_TIMEOUT)
BUSY_WAIT = 3.0


@dataclass
class Chain:
    """The deals of the hand in progress (a jackpots deal nobody opened, then its redeal)
    and the random source seeded with ``seed`` that shuffles them."""

    seed: int
    rng: random.Random
    hands: list[Hand] = field(default_factory=list)


class TableStore:
    """The state of one sitting and its rows in the profile (see ``TableKeeper``)."""

    def __init__(self, profile: Profile) -> None:
        self.profile = profile
        self.table: Table | None = None
        self.hand: Hand | None = None
        self.session_id = 0
        self.hero_seat = 0
        self.setup: list[dict[str, Any]] = []
        self.last_hand_id: int | None = None
        self.last_deal: Hand | None = None
        self.broken_table: str | None = None
        self.broken_table_chips = 0
        self.unsaved: str | None = None
        self.unsaved_problem: str | None = None
        self._chain: Chain | None = None
        #: what the computer players have learnt of the others (seat -> their
        #: ``model_state()``, JSON data), kept with the table between hands
        self.ai_models: dict[str, Any] = {}
        #: written with each recorded hand (a cash table's experience, :data:`RecordHook`)
        self.on_record: RecordHook | None = None

    # -- storage helpers (call inside a transaction)
    def _write_table(self, table: Table) -> None:
        state = {"format": STATE_FORMAT, "hero_seat": self.hero_seat, "setup": self.setup,
                 "table": snapshot_table(table), "ai_models": self.ai_models}
        self.profile.connection.execute(
            "INSERT INTO open_table (id, session_id, hero_stack, state_json, updated_at) "
            "VALUES (1, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET session_id = excluded."
            "session_id, hero_stack = excluded.hero_stack, state_json = excluded.state_json, "
            "updated_at = excluded.updated_at",
            (self.session_id, table.seats[self.hero_seat].stack, json.dumps(state), utc_now()))

    def _write_journal(self) -> None:
        chain = self._chain
        assert chain is not None and self.table is not None
        document = chain_document(self.table.rules, chain.hands, chain.seed)
        self.profile.connection.execute(
            "INSERT INTO hand_journal (id, session_id, seed, journal_json, updated_at) "
            "VALUES (1, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET seed = excluded.seed, "
            "journal_json = excluded.journal_json, updated_at = excluded.updated_at",
            (self.session_id, chain.seed, json.dumps(document, separators=(",", ":")),
             utc_now()))

    def _reconcile(self, table: Table) -> None:
        """Move the chips the player bought in (or cashed out) at ``table`` in the profile."""
        seat = table.seats[self.hero_seat]
        if seat.bankroll is None:
            raise ValueError("the player's seat needs bankroll=profile.bankroll")
        stored = self.profile.bankroll
        if seat.bankroll < stored:
            bought = self.profile.connection.execute(
                "SELECT bought_in FROM sessions WHERE id = ?", (self.session_id,)).fetchone()[0]
            self.profile.take_from_bankroll(
                self.session_id, stored - seat.bankroll,
                kind="rebuy" if bought else "buy_in", table_stack_after=seat.stack)
        elif seat.bankroll > stored:
            self.profile.return_to_bankroll(self.session_id, seat.bankroll - stored)

    def _cannot_write(self, exc: BaseException) -> bool:
        """``exc`` says the profile cannot be written now (busy elsewhere, a full or
        read-only disk, an I/O error), not that something is wrong with the game."""
        folder = self.profile.path.parent if self.profile.path is not None else None
        return write_problem(exc, folder) is not None

    def _detach(self, exc: BaseException) -> None:
        """The profile cannot be written now: play on in memory (see the ``resume`` package
        doc); ``unsaved_problem`` says why (``errors.write_problem``)."""
        folder = self.profile.path.parent if self.profile.path is not None else None
        self.unsaved = f"{type(exc).__name__}: {exc}"
        self.unsaved_problem = write_problem(exc, folder) or "io"

    def unsaved_error(self) -> ProfileError:
        """The error for a change refused while the profile cannot be written, saying why
        (``PROBLEM_TEXT``: busy, a full disk, read-only, a disk error) and the system's
        words."""
        problem = PROBLEM_TEXT.get(self.unsaved_problem or "busy", PROBLEM_TEXT["io"])
        return ProfileError(f"{problem} ({self.unsaved})")

    def _reattach(self, table: Table, *, wait: float = 0.1) -> bool:
        """Between hands after a busy spell: write the table as it is now, with the chips
        of the hands that could not be recorded as one ``unrecorded`` ledger entry, in one
        transaction (waiting at most ``wait`` seconds for the lock). True once written."""
        if self.unsaved is None:
            return True
        if (self.hand is not None and not self.hand.is_over) or table.carried_pot \
                or table.in_redeal_chain:
            return False
        conn = self.profile.connection
        conn.execute(f"PRAGMA busy_timeout = {int(wait * 1000)}")
        try:
            with self.profile.transaction():
                row = conn.execute("SELECT hero_stack FROM open_table WHERE id = 1").fetchone()
                stored = int(row[0]) if row is not None else 0
                seat = table.seats[self.hero_seat]
                moved = self.profile.bankroll - int(seat.bankroll or 0)  # rebuys meanwhile
                self._reconcile(table)
                played = seat.stack - stored - moved
                conn.execute("DELETE FROM hand_journal")
                self.profile._ledger(  # noqa: SLF001 - the profile's own ledger writer
                    "unrecorded", played, session_id=self.session_id, table_stack=seat.stack,
                    note="hands played while the profile was busy")
                self._write_table(table)
        except sqlite3.OperationalError as exc:
            if not self._cannot_write(exc):
                raise
            return False
        finally:
            conn.execute(f"PRAGMA busy_timeout = {int(BUSY_WAIT * 1000)}")
        self.unsaved = None
        self.unsaved_problem = None
        self._chain = None
        self.profile.checkpoint()
        return True

    def _need_table(self) -> Table:
        if self.table is None:
            raise ProfileError("no table is open: sit_down() or restore() first")
        return self.table

    # -- sitting down and coming back
    def _load_state(self) -> tuple[int, dict[str, Any], Table] | None:
        """The stored open table, parsed; a record that cannot be read (never written so by
        the game: damage or tampering) is settled: the player's stack, kept in its own
        column, goes back to the bankroll and the table closes (``broken_table`` says why).
        """
        row = self.profile.connection.execute(
            "SELECT session_id, hero_stack, state_json FROM open_table WHERE id = 1").fetchone()
        if row is None:
            return None
        try:
            state = json.loads(row[2])
            if not isinstance(state, dict):
                raise ValueError("the open-table record is not a JSON object")
            if state.get("format") != STATE_FORMAT:
                raise ValueError(f"unknown open-table format {state.get('format')!r}")
            table = restore_table(state["table"])
            hero = state["hero_seat"]
            if not isinstance(hero, int) or not 0 <= hero < table.n:
                raise ValueError(f"hero_seat {hero!r} is not a seat")
            if table.seats[hero].stack != row[1]:
                raise ValueError("the player's stack does not match its column")
            if not isinstance(state.get("setup"), list):
                raise ValueError("setup is not a list")
        except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as exc:
            with self.profile.transaction() as conn:
                self.profile.return_to_bankroll(int(row[0]), int(row[1]))
                self.profile.end_session(int(row[0]))
                conn.execute("DELETE FROM hand_journal")
                conn.execute("DELETE FROM open_table")
            self.broken_table = f"{type(exc).__name__}: {exc}"
            self.broken_table_chips = int(row[1])
            return None
        return int(row[0]), state, table

