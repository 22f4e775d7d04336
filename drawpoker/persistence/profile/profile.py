"""The open profile: the player, his bankroll, the ledger, sittings and transactions.

API (``Profile``; close it, or use ``with``; the hand methods come from
:class:`~drawpoker.persistence.profile.hands.HandBook`):
    ``player() -> PlayerInfo``; ``bankroll``; ``set_name(name)``;
    ``reset(starting_bankroll, name=None)`` (wipes hands, sessions, ledger and any open
    table; ask the player first); ``grant(amount, note="")`` (chips given to the bankroll);
    ``refill(target)`` (a fresh bankroll from the house when broke, a grant noted
    ``REFILL_NOTE``) and ``refills() -> [(first hand_id after it or None, chips, at)]``.
    ``start_session(rules, seats, hero_seat) -> session_id``; ``end_session(id)``;
    ``take_from_bankroll(session_id, amount, kind="buy_in")`` / ``return_to_bankroll
    (session_id, amount)`` (used by ``resume`` together with the table's stacks).
    ``sessions() -> list[SessionRecord]``, ``ledger() -> list[LedgerEntry]``.
    ``transaction()``: context manager, one ``BEGIN IMMEDIATE``..``COMMIT`` (nested uses
    join the outer one); everything that moves chips runs inside one. ``checkpoint()``:
    the write-ahead log copied into the main file (at the end of every hand).
The bankroll has a ``CHECK (bankroll >= 0)`` in the schema.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from drawpoker.engine.chips import MAX_CHIPS
from drawpoker.persistence.profile.errors import ProfileError, write_problem
from drawpoker.persistence.profile.hands import HandBook
from drawpoker.persistence.profile.lock import InstanceLock
from drawpoker.persistence.profile.rows import (
    MAX_DEALS,
    check_chips,
    check_name,
    sound_int,
    stored,
    utc_now,
)
from drawpoker.persistence.records import LedgerEntry, PlayerInfo, SessionRecord

#: the ledger note of a fresh bankroll given by the house when the player is broke
REFILL_NOTE = "refill"


class Profile(HandBook):
    """An open profile database (see the module doc and ``hands`` for the API).

    Attributes:
        path: the file, or ``None`` for an in-memory profile.
        temporary: True for an in-memory profile (nothing is kept after closing).
    """

    def __init__(self, conn: sqlite3.Connection, path: Path | None, *,
                 temporary: bool = False) -> None:
        self._conn = conn
        self.path = path
        self.temporary = temporary
        self._depth = 0
        self._lock: InstanceLock | None = None
        #: ids of recorded hands found damaged (left out of listings and statistics)
        self.damaged_hands: set[int] = set()

    # -- plumbing
    @property
    def connection(self) -> sqlite3.Connection:
        """The SQLite connection (for ``resume``; use :meth:`transaction` around writes)."""
        return self._conn

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One ``BEGIN IMMEDIATE`` .. ``COMMIT``; an exception rolls everything back.

        Nested uses join the outermost transaction.
        """
        if self._depth:
            self._depth += 1
            try:
                yield self._conn
            finally:
                self._depth -= 1
            return
        self._conn.execute("BEGIN IMMEDIATE")
        self._depth = 1
        try:
            yield self._conn
        except BaseException:
            self._depth = 0
            if self._conn.in_transaction:  # a full disk may have rolled it back already
                self._conn.execute("ROLLBACK")
            raise
        self._depth = 0
        try:
            self._conn.execute("COMMIT")
        except BaseException:
            if self._conn.in_transaction:  # e.g. busy at COMMIT: nothing half-written stays
                self._conn.execute("ROLLBACK")
            raise

    def checkpoint(self) -> bool:
        """Copy every committed change from the write-ahead log into the main file and empty
        the log, so that a lost or damaged log can cost no finished hand (the keeper calls it
        at the end of every hand).

        Returns:
            False when it could not be done now (another reader, a full disk: the log still
            holds everything and the next checkpoint tries again); True otherwise, also for
            an in-memory profile or a rollback journal.
        """
        if self.path is None:
            return True
        try:
            row = self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        except sqlite3.OperationalError as exc:
            if write_problem(exc) is None:
                raise
            return False
        return row is None or int(row[0]) == 0

    def close(self) -> None:
        """Close the database (committed data is already on disk) and release the lock."""
        self._conn.close()
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def __enter__(self) -> Profile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def schema_version(self) -> int:
        """The schema version of the open file."""
        return int(self._conn.execute("PRAGMA user_version").fetchone()[0])

    # -- player and bankroll
    def player(self) -> PlayerInfo:
        """The profile's owner and his bankroll."""
        row = self._conn.execute(
            "SELECT name, bankroll, starting_bankroll, created_at FROM player WHERE id = 1"
        ).fetchone()
        return PlayerInfo(*row)

    @property
    def bankroll(self) -> int:
        """Chips off the table."""
        return int(self._conn.execute("SELECT bankroll FROM player").fetchone()[0])

    def set_name(self, name: str) -> str:
        """Rename the player; returns the stored name (spaces tidied).

        Raises:
            ValueError: empty or longer than 40 characters.
        """
        name = check_name(name)
        with self.transaction() as conn:
            conn.execute("UPDATE player SET name = ?", (name,))
        return name

    def _ledger(self, kind: str, amount: int, *, session_id: int | None = None,
                hand_id: int | None = None, table_stack: int = 0, note: str = "") -> None:
        bankroll = self.bankroll
        self._conn.execute(
            "INSERT INTO ledger (at, kind, amount, bankroll_after, total_after, session_id, "
            "hand_id, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (utc_now(), kind, amount, bankroll, bankroll + table_stack, session_id, hand_id,
             note))

    def reset(self, starting_bankroll: int, name: str | None = None) -> None:
        """Start the profile over: every hand, session, ledger entry and any open table
        (with the chips on it) is deleted and the bankroll set to ``starting_bankroll``
        (the career's sittings go with their sessions; its finished rooms are kept, as the
        experience and the achievements are).

        Raises:
            ValueError: a bad amount or name.
        """
        check_chips("starting_bankroll", starting_bankroll)
        new_name = check_name(name) if name is not None else None
        with self.transaction() as conn:
            for table in ("hand_journal", "open_table", "hands", "ledger", "sessions",
                          "open_tournament", "tournaments", "career_sittings"):
                conn.execute(f"DELETE FROM {table}")
            conn.execute(
                "UPDATE player SET bankroll = ?, starting_bankroll = ?, created_at = ?",
                (starting_bankroll, starting_bankroll, utc_now()))
            if new_name is not None:
                conn.execute("UPDATE player SET name = ?", (new_name,))
            self._ledger("start", starting_bankroll)

    def grant(self, amount: int, note: str = "") -> int:
        """Add ``amount`` chips to the bankroll (e.g. a refill); returns the new bankroll.

        Raises:
            ValueError: ``amount`` not a positive whole number.
        """
        check_chips("amount", amount, positive=True)
        with self.transaction() as conn:
            conn.execute("UPDATE player SET bankroll = bankroll + ?", (amount,))
            self._ledger("grant", amount, note=note)
        return self.bankroll

    def refill(self, target: int) -> int:
        """A fresh bankroll from the house when the player is broke: the bankroll is
        raised to ``target`` chips and the ledger records a ``grant`` noted ``refill``
        (statistics mark it, see :meth:`refills`).

        Args:
            target: the bankroll afterwards (chips).

        Returns:
            The chips given (0 when the bankroll already holds ``target``).

        Raises:
            ValueError: ``target`` not a positive whole number.
        """
        check_chips("target", target, positive=True)
        amount = target - self.bankroll
        if amount <= 0:
            return 0
        self.grant(amount, note=REFILL_NOTE)
        return amount

    def refills(self) -> list[tuple[int | None, int, str]]:
        """Every fresh bankroll the house gave, oldest first.

        Returns:
            ``(hand_id, chips, at)`` per refill: ``hand_id`` is the first hand recorded
            after it (None if none was yet), ``at`` ISO-8601 UTC text.
        """
        rows = self._conn.execute(
            f"SELECT {sound_int('g.amount', 0, MAX_CHIPS)}, g.at, (SELECT h.hand_id FROM ledger h "
            "WHERE h.kind = 'hand' AND h.id > g.id ORDER BY h.id LIMIT 1) FROM ledger g "
            "WHERE g.kind = 'grant' AND g.note = ? ORDER BY g.id", (REFILL_NOTE,)).fetchall()
        # a damaged entry (a hand edit, a damaged page) is left out, as a damaged hand is
        return [(hid if isinstance(hid, int) else None, amount, str(at))
                for amount, at, hid in rows if isinstance(amount, int)]

    # -- sessions
    def start_session(self, rules: Mapping[str, Any], seats: Sequence[Mapping[str, Any]],
                      hero_seat: int) -> int:
        """Record the start of a sitting; returns its id.

        Args:
            rules: scenario-format rules object.
            seats: the seat set-up (JSON data), clockwise.
            hero_seat: the player's index in ``seats``.

        Raises:
            ValueError: ``hero_seat`` outside ``seats``.
        """
        if not 0 <= hero_seat < len(seats):
            raise ValueError(f"hero_seat: {hero_seat} is not one of the {len(seats)} seats")
        with self.transaction() as conn:
            cur = conn.execute(
                "INSERT INTO sessions (started_at, rules_json, seats_json, hero_seat) "
                "VALUES (?, ?, ?, ?)",
                (utc_now(), json.dumps(dict(rules)), json.dumps([dict(s) for s in seats]),
                 hero_seat))
            return int(cur.lastrowid or 0)

    def end_session(self, session_id: int) -> None:
        """Mark a sitting as over (no chips move; see ``return_to_bankroll``)."""
        with self.transaction() as conn:
            conn.execute("UPDATE sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL",
                         (utc_now(), session_id))

    def take_from_bankroll(self, session_id: int, amount: int, *, kind: str = "buy_in",
                           table_stack_after: int = 0) -> int:
        """Move ``amount`` chips from the bankroll to the table (buy-in or rebuy).

        The caller stores the new table stack in the same transaction (``resume`` does).

        Returns:
            The bankroll afterwards.

        Raises:
            ProfileError: the bankroll holds fewer than ``amount`` chips.
            ValueError: a bad amount.
        """
        check_chips("amount", amount, positive=True)
        with self.transaction() as conn:
            if self.bankroll < amount:
                raise ProfileError(f"the bankroll has {self.bankroll} chips, not {amount}")
            conn.execute("UPDATE player SET bankroll = bankroll - ?", (amount,))
            conn.execute("UPDATE sessions SET bought_in = bought_in + ? WHERE id = ?",
                         (amount, session_id))
            self._ledger(kind, amount, session_id=session_id, table_stack=table_stack_after)
        return self.bankroll

    def return_to_bankroll(self, session_id: int, amount: int) -> int:
        """Move ``amount`` chips from the table back to the bankroll (cash-out).

        Returns:
            The bankroll afterwards.
        """
        check_chips("amount", amount)
        with self.transaction() as conn:
            conn.execute("UPDATE player SET bankroll = bankroll + ?", (amount,))
            conn.execute("UPDATE sessions SET cashed_out = cashed_out + ? WHERE id = ?",
                         (amount, session_id))
            self._ledger("cash_out", amount, session_id=session_id)
        return self.bankroll

    def sessions(self) -> list[SessionRecord]:
        """Every sitting, newest first, with its hand count and net (of cash hands: a
        tournament's sitting counts none)."""
        rows = self._conn.execute(
            "SELECT s.id, s.started_at, s.ended_at, s.rules_json, s.seats_json, s.hero_seat, "
            "s.bought_in, s.cashed_out, "
            # a damaged value is left out, as the hand list leaves its row out
            f"COALESCE(SUM({sound_int('h.deals', 1, MAX_DEALS)}), 0), "
            f"COALESCE(SUM({sound_int('h.net', -MAX_CHIPS, MAX_CHIPS)}), 0) "
            "FROM sessions s "
            "LEFT JOIN hands h ON h.session_id = s.id AND h.tournament_level IS NULL "
            "GROUP BY s.id ORDER BY s.id DESC"
        ).fetchall()
        return [SessionRecord(r[0], r[1], r[2], stored(r[3], dict), stored(r[4], list), r[5],
                              r[6], r[7], r[8], r[9]) for r in rows]


    def ledger(self) -> list[LedgerEntry]:
        """Every chip movement, oldest first."""
        rows = self._conn.execute(
            "SELECT id, at, kind, amount, bankroll_after, total_after, session_id, hand_id "
            "FROM ledger ORDER BY id").fetchall()
        return [LedgerEntry(*r) for r in rows]
