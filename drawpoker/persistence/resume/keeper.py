"""``TableKeeper``: plays the open table for the UI and keeps it on disk, action by action.

See the package doc (``drawpoker.persistence.resume``) for the API, leaving in the middle
of a hand and a profile busy elsewhere.
"""

from __future__ import annotations

import json
import random
import sqlite3
from collections.abc import Mapping, Sequence
from typing import Any

from drawpoker.engine.actions import Action
from drawpoker.engine.events import Event, HandStarted
from drawpoker.engine.hand import Hand
from drawpoker.engine.play_out import CHECK_FOLD, play_to_end, safe_action
from drawpoker.engine.table import Table
from drawpoker.persistence.history import JournalError, replay
from drawpoker.persistence.profile import ProfileError
from drawpoker.persistence.resume.journal import BUSY_WAIT, Chain, TableStore
from drawpoker.persistence.resume.leaving import Decide, passive_action
from drawpoker.persistence.resume.records import RestoredTable, SavedTable
from drawpoker.persistence.resume.snapshot import restore_table
from drawpoker.scenario.writer import chain_document

#: what replaying a stored journal raises when the engine can no longer replay it (a
#: damaged record, a file from another engine version): the hand is voided
_UNREPLAYABLE = (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError)


class TableKeeper(TableStore):
    """Keeps one open table of ``profile`` on disk, action by action (see the ``resume``
    package doc).

    Attributes:
        profile: the open profile.
        table: the engine table (after ``sit_down`` or ``restore``).
        hand: the deal in progress, if any (``None`` once it is over).
        last_deal: the last deal that ended (its ``result``, for the showdown screen).
        session_id / hero_seat / setup: the sitting.
        last_hand_id: id of the last hand recorded.
        broken_table: set when a stored table could not be read and was settled (the
            player's stack went back to the bankroll); the reason, for a notice.
        broken_table_chips: the chips that went back to the bankroll then.
        unsaved: set while the profile cannot be written because another program holds it
            or the disk is full or read-only (the reason); see the ``resume`` package doc
            ("A profile busy elsewhere").
        unsaved_problem: why, in one word (``errors.write_problem``: busy, full,
            read_only, io), for the player's notice.
    """

    def saved(self) -> SavedTable | None:
        """The open table stored in the profile, or ``None``."""
        loaded = self._load_state()
        if loaded is None:
            return None
        _, state, _ = loaded
        conn = self.profile.connection
        row = conn.execute("SELECT session_id, hero_stack, updated_at FROM open_table").fetchone()
        journal = conn.execute(
            "SELECT journal_json FROM hand_journal WHERE id = 1").fetchone()
        table = state["table"]
        hand_no = int(table["hand_no"])  # the table is stored before the hand's first deal
        if journal is not None:
            try:
                deals = json.loads(journal[0]).get("deals")
                hand_no += max(1, len(deals)) if isinstance(deals, list) else 1
            except (ValueError, TypeError, AttributeError):
                hand_no += 1
        return SavedTable(row[0], int(state["hero_seat"]), state["setup"], table["rules"],
                          table["seats"], int(row[1]), journal is not None,
                          hand_no, row[2])

    def sit_down(self, table: Table, hero_seat: int, setup: Sequence[Mapping[str, Any]]) -> int:
        """Open a sitting at ``table`` (between hands, player seat with a bankroll).

        Args:
            table: a new engine table; the player's ``Seat.bankroll`` started as
                ``profile.bankroll`` and his buy-in was made with ``table.buy_in``.
            hero_seat: the player's seat index.
            setup: the seat set-up to keep (e.g. ``[{"name": "Ann", "player": "human"},
                {"name": "Bob", "player": "normal:tight"}]``), JSON data.

        Returns:
            The new session id.

        Raises:
            ProfileError: a table is already open, or the bankroll cannot cover the buy-in.
            ValueError: a bad seat or set-up.
        """
        if self.saved() is not None:
            raise ProfileError("a table is already open: restore() or leave() it first")
        if not 0 <= hero_seat < table.n:
            raise ValueError(f"hero_seat: {hero_seat} is not a seat")
        self.setup = json.loads(json.dumps([dict(s) for s in setup]))
        self.hero_seat = hero_seat
        with self.profile.transaction():
            self.session_id = self.profile.start_session(
                table.rules.to_dict(), self.setup or [{"name": s.name} for s in table.seats],
                hero_seat)
            self._reconcile(table)
            self._write_table(table)
        self.table, self.hand, self._chain = table, None, None
        return self.session_id

    def restore(self) -> RestoredTable | None:
        """Rebuild the stored table and hand in progress (``None`` if no table is open).

        A hand that had ended but was not recorded is recorded now; a journal the engine
        cannot replay voids its hand (the stacks before it stand).
        """
        conn = self.profile.connection
        loaded = self._load_state()
        if loaded is None:
            return None
        self.session_id, state, table = loaded
        self.hero_seat = int(state["hero_seat"])
        self.setup = list(state["setup"])
        models = state.get("ai_models")
        self.ai_models = dict(models) if isinstance(models, dict) else {}
        table.seats[self.hero_seat].bankroll = self.profile.bankroll
        self.table, self.hand, self._chain = table, None, None
        self.last_hand_id = None
        restored = RestoredTable(table, None, [], self.session_id, self.hero_seat, self.setup,
                                 ai_models=self.ai_models)
        jrow = conn.execute("SELECT seed, journal_json FROM hand_journal WHERE id = 1").fetchone()
        if jrow is None:
            return restored
        seed = jrow[0]
        try:
            if isinstance(seed, bool) or not isinstance(seed, int):
                raise JournalError(f"the hand journal's seed {seed!r} is not a whole number"[:200])
            document = json.loads(jrow[1])
            _, hands, rng = replay(document, table=table, rng=random.Random(seed))
        except _UNREPLAYABLE as exc:  # a journal the engine cannot replay voids the hand
            fresh = restore_table(state["table"])
            fresh.seats[self.hero_seat].bankroll = self.profile.bankroll
            self.table = restored.table = fresh
            with self.profile.transaction() as c:
                c.execute("DELETE FROM hand_journal")
            restored.voided = f"{type(exc).__name__}: {exc}"
            return restored
        self._chain = Chain(seed, rng, hands)
        restored.chain = list(hands)
        last = hands[-1]
        if last.is_over:
            self._deal_over(last, finish=False)
            restored.recorded_hand_id = self.last_hand_id
            restored.chain = list(self._chain.hands) if self._chain else []
        else:
            self.hand = restored.hand = last
        return restored

    # -- playing: the table's session deals and acts; the keeper stores and journals
    @property
    def redeal_chain(self) -> Chain | None:
        """The deals of the hand in play when its redeal is due (a jackpots deal nobody
        opened, docs/rules.md §3.3: the next deal keeps the chain's seed and random
        source), else None: the next deal starts a new hand."""
        table = self._need_table()
        return self._chain if table.in_redeal_chain else None

    def at_rest(self) -> None:
        """Before a new hand is dealt: the chips the player bought in or cashed out moved
        in the profile and the table stored at rest, in one transaction (after a busy
        spell the table is written again first; a profile that cannot be written is
        played on in memory, ``unsaved``).

        Raises:
            ValueError: a hand is in progress.
        """
        table = self._need_table()
        if self.hand is not None and not self.hand.is_over:
            raise ValueError("a hand is in progress")
        if self.unsaved is not None:
            self._reattach(table)
        if self.unsaved is not None:
            return
        try:
            with self.profile.transaction():
                self._reconcile(table)
                self._write_table(table)  # the stacks before the hand: chips at rest
        except sqlite3.OperationalError as exc:
            if not self._cannot_write(exc):
                raise
            self._detach(exc)

    def dealt(self, chain: Chain, hand: Hand) -> None:
        """``hand``, the next deal of ``chain``, was dealt and started by the table's
        session: it becomes the deal in progress and is journalled (finished at the table
        and recorded at once when nobody could act).

        Raises:
            ValueError: another deal is in progress.
        """
        if self.hand is not None and not self.hand.is_over:
            raise ValueError("a hand is in progress")
        if not chain.hands or chain.hands[-1] is not hand:
            chain.hands.append(hand)
        self._chain, self.hand = chain, hand
        if self.unsaved is None:
            try:
                with self.profile.transaction():
                    self._write_journal()
            except sqlite3.OperationalError as exc:
                if not self._cannot_write(exc):
                    raise
                self._detach(exc)
        if hand.is_over:
            self._deal_over(hand)

    def acted(self, hand: Hand) -> None:
        """``hand``, the deal in progress, took an action (played by the table's session):
        journal it; once the deal is over, finish it at the table and record it.

        Raises:
            ValueError: ``hand`` is not the deal in progress.
        """
        if hand is not self.hand:
            raise ValueError("acted: not the deal in progress")
        self._journal()
        if hand.is_over:
            self._deal_over(hand)

    def _deal_over(self, hand: Hand, *, finish: bool = True) -> None:
        """A deal ended: finish it at the table; record the hand if its pot was awarded."""
        table = self._need_table()
        chain = self._chain
        assert chain is not None
        if finish:
            table.finish_hand(hand)
        assert hand.result is not None
        self.last_deal, self.hand = hand, None
        if hand.result.outcome == "redeal":
            self._journal()
            return
        self._record_chain(table, chain, left=False)

    def _journal(self) -> None:
        """Journal the hand in progress (nothing while the profile is busy)."""
        if self.unsaved is not None:
            return
        try:
            with self.profile.transaction():
                self._write_journal()
        except sqlite3.OperationalError as exc:
            if not self._cannot_write(exc):
                raise
            self._detach(exc)

    def _record_chain(self, table: Table, chain: Chain, *, left: bool) -> None:
        """Record the finished hand with the new stacks in one transaction; with ``left``
        (the pot was carried to a redeal) the player also cashes out and the table closes
        in that same transaction."""
        start = chain.hands[0].events[0]
        assert isinstance(start, HandStarted)
        if self.unsaved is not None and left:
            raise self.unsaved_error()
        if self.unsaved is not None:  # busy: the hand stays unrecorded
            self.last_hand_id = None
            self._chain = None
            self.hand = None
            return
        try:
            self._write_record(table, chain, start, left=left)
        except sqlite3.OperationalError as exc:
            if left or not self._cannot_write(exc):
                raise
            self._detach(exc)
            self.last_hand_id = None
            self._chain = None
            self.hand = None

    def _write_record(self, table: Table, chain: Chain, start: HandStarted, *,
                      left: bool) -> None:
        events: list[Event] = [e for h in chain.hands for e in h.events]
        document = (chain_document(table.rules, chain.hands, chain.seed)
                    if self.hero_seat in start.dealt_in else None)
        also = (self.on_record(document)
                if document is not None and self.on_record is not None else None)
        with self.profile.transaction() as conn:
            if left:
                table.cash_out(self.hero_seat)
            self._reconcile(table)
            hand_id = None
            if document is not None:
                hand_id = self.profile.record_hand(
                    session_id=self.session_id, hero_seat=self.hero_seat,
                    document=document, events=events, seed=chain.seed,
                    stack_after=table.seats[self.hero_seat].stack,
                    left=left)
                if also is not None:
                    also()
            if left:
                self.profile.end_session(self.session_id)
                conn.execute("DELETE FROM open_table")
            else:
                self._write_table(table)
            conn.execute("DELETE FROM hand_journal")
        self.profile.checkpoint()  # the hand is in the main file: a lost log cannot lose it
        self.last_hand_id = hand_id
        self._chain = None
        self.hand = None
        if left:
            table.carried_pot = 0  # stays with the players who remain (docs/rules.md §3.3)
            self.table = None

    def save(self) -> None:
        """Store the table between hands (after ``table.buy_in``, auto-rebuy, sit out).
        Between the deals of a jackpots redeal chain nothing is stored: the chain is
        journalled from its first deal on and the table stored before it stands (its
        carried pot is in no stack yet, docs/rules.md §3.3).

        Raises:
            ValueError: a deal is in progress.
        """
        table = self._need_table()
        if table.in_redeal_chain:
            return
        if self.unsaved is not None:
            self._reattach(table)
            return
        try:
            with self.profile.transaction():
                self._reconcile(table)
                self._write_table(table)
        except sqlite3.OperationalError as exc:
            if not self._cannot_write(exc):
                raise
            self._detach(exc)

    def stand_up(self) -> int:
        """Between hands: the player's stack goes back to the bankroll; the table closes.

        Returns:
            The bankroll afterwards.

        Raises:
            ValueError: a deal or redeal chain is in progress (use :meth:`leave`).
        """
        table = self._need_table()
        if (self.hand is not None and not self.hand.is_over) or table.carried_pot:
            raise ValueError("a hand is in progress: use leave()")
        if self.unsaved is not None and not self._reattach(table, wait=BUSY_WAIT):
            raise self.unsaved_error()
        table.cash_out(self.hero_seat)
        with self.profile.transaction() as conn:
            self._reconcile(table)
            self.profile.end_session(self.session_id)
            conn.execute("DELETE FROM hand_journal")
            conn.execute("DELETE FROM open_table")
        self.profile.checkpoint()
        self.table, self.hand, self._chain = None, None, None
        return self.profile.bankroll

    def leave(self, decide: Decide | None = None) -> int:
        """Leave the table now, settling a hand in progress as the ``resume`` package doc says.

        Args:
            decide: the computer players' choices, ``decide(hand, seat) -> Action``;
                default :func:`passive_action`.

        Returns:
            The bankroll afterwards.
        """
        table = self._need_table()
        hand = self.hand
        if hand is not None and not hand.is_over:
            others = decide or passive_action

            def act(action: Action) -> list[Event]:
                events = hand.act(action)
                self.acted(hand)  # journalled (and, at the end, recorded)
                return events

            play_to_end(hand, lambda legal: (
                safe_action(legal, CHECK_FOLD) if legal.seat == self.hero_seat
                else others(hand, legal.seat)), act=act)
        if table.carried_pot and self._chain is not None:
            self._record_chain(table, self._chain, left=True)
            return self.profile.bankroll
        return self.stand_up()
