"""The hands of a profile: recording a finished hand, listing, reading, exporting, counting.

API (methods of ``Profile``, from :class:`HandBook`):
    ``record_hand(session_id=, hero_seat=, document=, events=, seed=, stack_after=,
    left=False, tournament_level=None) -> hand_id``: stores a finished hand
    (scenario-format document + summary columns + ledger entry; a tournament's hand has
    its level and no ledger entry) in one transaction.
    ``hands(limit=50, offset=0, session_id=None, newest_first=True, tournaments=False)
    -> list[HandRecord]``, ``hand_count(session_id=None)``, ``hand(hand_id) ->
    HandRecord``, ``tournament_sittings() -> list[session id]``; a damaged hand row is
    left out of listings and statistics and its id added to ``damaged_hands``. Counted
    over all sittings, the hands of tournaments are left out unless asked for: cash
    statistics, counts and nets are of cash hands.
    ``hand_history(hand_id) -> dict`` (scenario-format document, replayable),
    ``export_hand(hand_id, folder_or_file) -> Path`` (atomic ``.json`` scenario file),
    ``statistics(session_id=None, last=None) -> stats.Statistics``.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from drawpoker.engine.chips import MAX_CHIPS
from drawpoker.persistence.paths import atomic_write_text, write_new_text
from drawpoker.persistence.profile.errors import ProfileError
from drawpoker.persistence.profile.rows import (
    HAND_SELECT,
    MAX_DEALS,
    hand_from_row,
    sound_int,
    summary_columns,
    utc_now,
)
from drawpoker.persistence.records import HandRecord, PlayerInfo
from drawpoker.persistence.stats import Statistics, compute_statistics
from drawpoker.persistence.summaries import summarize_events


class HandBook:
    """The hand methods of :class:`~drawpoker.persistence.profile.Profile` (its base class).

    Attributes:
        damaged_hands: ids of recorded hands found damaged (left out of listings and
            statistics).
    """

    _conn: sqlite3.Connection
    damaged_hands: set[int]

    if TYPE_CHECKING:  # provided by Profile
        def transaction(self) -> AbstractContextManager[sqlite3.Connection]: ...

        @property
        def bankroll(self) -> int: ...

        def player(self) -> PlayerInfo: ...

        def refills(self) -> list[tuple[int | None, int, str]]: ...

        def _ledger(self, kind: str, amount: int, *, session_id: int | None = None,
                    hand_id: int | None = None, table_stack: int = 0, note: str = "") -> None: ...

    def record_hand(self, *, session_id: int, hero_seat: int, document: Mapping[str, Any],
                    events: Sequence[Any], seed: int, stack_after: int | None = None,
                    left: bool = False, tournament_level: int | None = None) -> int:
        """Store one finished hand and its ledger entry in one transaction.

        Args:
            session_id: the sitting.
            hero_seat: the player's seat index.
            document: the hand as a scenario-format document (``rules``, ``seats`` with the
                stacks before its first deal, ``button``, ``seed``, ``deals``).
            events: the engine events of all its deals (for the summary columns).
            seed: the seed of the hand's ``random.Random``.
            stack_after: the player's table stack after the hand (default: from the events).
            left: the player left the table while the pot was carried to a redeal; the
                hand is stored with outcome ``left`` and his antes in it as his loss.
            tournament_level: a sit-and-go's hand, dealt at this level (1 = the first):
                its chips are tournament chips, so no ledger entry and the bankroll as
                ``total_after`` (docs/rules.md §6).

        Returns:
            The new hand's id.

        Raises:
            ValueError: the events are not those of a finished hand.
        """
        rules = document.get("rules", {})
        summary = summarize_events(
            events, hero_seat, game=str(rules.get("game", "high")),
            wild=str(rules.get("wild", "none")), big_blind=int(rules.get("big_blind", 0) or 0))
        if summary.outcome == "redeal" and not left:
            raise ValueError("a hand is recorded when its pot is awarded, not at a redeal")
        stack = summary.stack_after if stack_after is None else stack_after
        with self.transaction() as conn:
            total = self.bankroll + (0 if tournament_level is not None else stack)
            cols = summary_columns(summary, rules)
            if left:
                cols["outcome"] = "left"
            cols.update(session_id=session_id, played_at=utc_now(), hand_no=summary.hand_no,
                        seed=seed, net=summary.net, pot=summary.pot,
                        history_json=json.dumps(document, separators=(",", ":")),
                        hero_seat=hero_seat, total_after=total,
                        tournament_level=tournament_level)
            names = ", ".join(cols)
            marks = ", ".join("?" for _ in cols)
            cur = conn.execute(f"INSERT INTO hands ({names}) VALUES ({marks})",
                               tuple(cols.values()))
            hand_id = int(cur.lastrowid or 0)
            if tournament_level is None:
                self._ledger("hand", summary.net, session_id=session_id, hand_id=hand_id,
                             table_stack=stack)
        return hand_id

    def hands(self, limit: int | None = 50, offset: int = 0, *, session_id: int | None = None,
              newest_first: bool = True, tournaments: bool = False) -> list[HandRecord]:
        """Recorded hands (for the history list), newest first by default: of one sitting,
        or of every cash sitting (and every tournament's too with ``tournaments``).

        A damaged row (a value of the wrong type, an impossible count, a ``hero_seat`` that
        is not a seat of its stored hand) is left out and its id added to
        :attr:`damaged_hands`, so the UI can tell the player once.
        """
        where = ("WHERE session_id = ?" if session_id is not None else
                 "" if tournaments else "WHERE tournament_level IS NULL")
        params: list[Any] = [session_id] if session_id is not None else []
        order = "DESC" if newest_first else "ASC"
        sql = f"SELECT {HAND_SELECT} FROM hands {where} ORDER BY id {order}"
        if limit is not None:
            sql += " LIMIT ? OFFSET ?"
            params += [limit, offset]
        out: list[HandRecord] = []
        for row in self._conn.execute(sql, params).fetchall():
            try:
                out.append(hand_from_row(row))
            except ValueError:  # one damaged row must not take the list down: left out
                self.damaged_hands.add(row[0] if isinstance(row[0], int) else -1)
        return out

    def hand_count(self, session_id: int | None = None) -> int:
        """How many hands the player was dealt (in one sitting, or at every cash table).

        Every deal counts, as the table numbers them: a jackpots deal nobody opened and
        its redeal are two (one record with ``deals`` 2).
        """
        deals = sound_int("deals", 1, MAX_DEALS)
        if session_id is None:
            return int(self._conn.execute(
                f"SELECT COALESCE(SUM({deals}), 0) "  # noqa: S608 - our own constant
                "FROM hands WHERE tournament_level IS NULL").fetchone()[0])
        return int(self._conn.execute(
            f"SELECT COALESCE(SUM({deals}), 0) FROM hands WHERE session_id = ?",  # noqa: S608
            (session_id,)).fetchone()[0])

    def tournament_sittings(self) -> list[int]:
        """The sittings (session ids) of the tournaments with recorded hands, oldest first."""
        return [int(r[0]) for r in self._conn.execute(
            "SELECT DISTINCT session_id FROM hands WHERE tournament_level IS NOT NULL "
            "ORDER BY session_id").fetchall()]

    def hand(self, hand_id: int) -> HandRecord:
        """One hand's record.

        Raises:
            ProfileError: no such hand, or its row is damaged.
        """
        row = self._conn.execute(f"SELECT {HAND_SELECT} FROM hands WHERE id = ?",
                                 (hand_id,)).fetchone()
        if row is None:
            raise ProfileError(f"no hand with id {hand_id}")
        try:
            return hand_from_row(row)
        except ValueError as exc:
            self.damaged_hands.add(hand_id)
            raise ProfileError(f"hand {hand_id} is damaged: {exc}") from exc

    def hand_history(self, hand_id: int) -> dict[str, Any]:
        """The hand's scenario-format document (replay it with ``run_scenario`` or
        ``history.replay_events``; its ``seed`` deals the same cards again).

        Raises:
            ProfileError: no such hand, or its stored text is not a JSON object.
        """
        row = self._conn.execute("SELECT history_json FROM hands WHERE id = ?",
                                 (hand_id,)).fetchone()
        if row is None:
            raise ProfileError(f"no hand with id {hand_id}")
        try:
            document = json.loads(row[0])
        except (ValueError, RecursionError) as exc:
            raise ProfileError(f"hand {hand_id}: stored history is not JSON: {exc}") from exc
        if not isinstance(document, dict):
            raise ProfileError(f"hand {hand_id}: stored history is not a JSON object")
        return document

    def export_hand(self, hand_id: int, target: Path) -> Path:
        """Write the hand as a scenario ``.json`` file (atomically).

        Args:
            target: a folder (the file is named ``hand-<id>-<hand_no>.json``, or
                ``hand-<id>-<hand_no>-2.json``... when that name is taken: an earlier
                export, e.g. of another profile whose ids also started at 1, is never
                replaced) or a file path (replaced atomically).

        Returns:
            The file written.
        """
        document = self.hand_history(hand_id)
        record = self.hand(hand_id)
        text = json.dumps(document, indent=2, ensure_ascii=False) + "\n"
        if target.is_dir():
            return write_new_text(target, f"hand-{hand_id}-{record.hand_no}", ".json", text)
        atomic_write_text(target, text)
        return target


    def statistics(self, session_id: int | None = None, last: int | None = None) -> Statistics:
        """Statistics over all hands, one sitting, or the ``last`` N hands.

        When all hands are counted the bankroll chart starts from ``starting_bankroll``
        and ends at the ledger's last ``total_after`` (the title's bankroll, with the
        chips of an open table), so a tournament's buy-in or prize is on it.
        """
        hands = self.hands(limit=last, session_id=session_id, newest_first=True)
        whole = session_id is None and last is None
        start = self.player().starting_bankroll if whole else None
        refills = tuple((hid, amount) for hid, amount, _at in self.refills()
                        if hid is not None or whole)
        row = self._conn.execute(f"SELECT {sound_int('total_after', 0, MAX_CHIPS)} FROM ledger "  # noqa: S608
                                 "ORDER BY id DESC LIMIT 1").fetchone() if whole else None
        # a damaged last entry: the chart ends at the last hand
        return compute_statistics(hands, starting_total=start, refills=refills,
                                  total_now=None if row is None else row[0])

