"""The open table and the hand journal: quit or crash at any moment, lose nothing.

The open table and the hand in progress live in the profile database (tables
``open_table`` and ``hand_journal``), so every chip move is one SQLite transaction
together with its record: a buy-in (bankroll -> stack), a hand's result (hand record +
new stacks), a cash-out.

API (``keeper = TableKeeper(profile)``; the keeper drives the engine ``Table`` for the UI):
    ``keeper.saved() -> SavedTable | None``: what is stored, for the "continue?" dialog
    (rules, seat set-up, stacks, whether a hand is in progress, the player's chips).
    ``keeper.sit_down(table, hero_seat, setup) -> session_id``: start a sitting at a new
    ``Table`` whose player seat has ``bankroll=profile.bankroll`` and has bought in with
    ``table.buy_in`` (the buy-in is taken from the profile in the same transaction).
    ``keeper.restore() -> RestoredTable | None``: rebuild the table and the hand in progress
    exactly (the engine replays the journalled actions with the journalled seed); a hand
    that had ended but was not yet recorded is recorded now.
    ``keeper.deal(rng) -> list[Event]``: deal the next deal (``keeper.hand``, ``None``
    again once it is over; ``keeper.last_deal`` keeps the last ended deal), journalled.
    The hand's seed is drawn from ``rng`` (the session's random source) and stored.
    ``keeper.act(action) -> list[Event]``: play one decision, journalled before returning.
    When a deal ends it is finished at the table and, once its pot is awarded, recorded
    (``keeper.last_hand_id``) in one transaction with the new stacks.
    ``keeper.save()``: between hands, store changes made at the table (buy-in with
    ``table.buy_in``, auto-rebuy, sitting out).
    ``keeper.stand_up() -> int``: between hands, cash the player's stack back into the
    bankroll and close the table; returns the bankroll.
    ``keeper.leave(decide=None) -> int``: leave now, even in the middle of a hand (see
    below), then stand up; returns the bankroll.
    ``account(profile) -> ChipAccount``: every chip the profile knows of (for checks).
    ``snapshot_table(table) -> dict`` / ``restore_table(data) -> Table``: a ``Table``
    between hands as JSON data (button, dead-button state, stacks, bankrolls, options).
    ``hero_leave_action(hand, seat)``, ``passive_action(hand, seat)``;
    ``policy_decider({seat: make_player(spec)}, rng)`` -> the ``decide`` for ``leave``.

Leaving in the middle of a hand (decided from RULES.md; no chip is created or lost):
    1. The deal is played to its end at once, with the player's seat playing the
       Check/Fold box (RULES.md §5: check when checking is allowed, otherwise fold), standing
       pat at the draw (RULES.md §3.5) and showing at the showdown (§3.7: a hand not
       mucked is shown). His chips already in the pot stay there (RULES.md §3.8), so he
       can still win them back if nobody bets. The computer players play on as usual
       (``decide(hand, seat) -> Action``; without it: check, else call; stand pat; show).
    2. The hand is recorded like any other, with its result for the player.
    3. If the pot is carried to a jackpots redeal instead (RULES.md §3.3: the pot stays),
       the player leaves his antes in that carried pot, as anyone leaving a jackpots table
       between the deal and its redeal does; the hand is recorded with outcome ``left``
       and those antes as his loss.
    4. The player's stack goes back to the bankroll; the sitting ends.
    A journal that the engine can no longer replay (e.g. a file from another engine
    version) voids the hand: the table goes back to the stacks before it, which is where
    every chip was (``RestoredTable.voided`` says why).

A profile busy elsewhere (another program holds the database locked past the busy timeout)
while playing: the game never crashes nor silently stops recording. The keeper keeps
playing in memory and writes nothing more for the hand in progress (``keeper.unsaved``
says why, for the UI to tell the player once); the database keeps its last consistent
state (the table before the hand and the journal up to the last saved decision), so
quitting then comes back to that point with every chip accounted for. Between hands the
keeper tries again (``save``, ``deal``, ``stand_up``): once the profile is free, the table
as it is now is written in one transaction with one ledger entry of kind ``unrecorded``
holding the chips the player won or lost in the hands that could not be recorded (those
hands are not in the history), and recording goes on as usual.

Chips at rest in the database: ``bankroll + stacks in open_table (+ carried pot)``; the
stacks there are those before the journalled hand, so a hand in progress neither adds nor
removes chips until its record is written.
"""

from __future__ import annotations

import json
import random
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from drawpoker.engine.actions import (
    Action,
    ActionType,
    LegalActions,
    Phase,
    PreAction,
    resolve_pre_action,
)
from drawpoker.engine.events import Event, HandStarted
from drawpoker.engine.hand import Hand
from drawpoker.engine.rules import TableRules
from drawpoker.engine.table import Seat, Table
from drawpoker.persistence.history import replay
from drawpoker.persistence.profile import Profile, ProfileError, is_busy, utc_now
from drawpoker.scenario.writer import chain_document

STATE_FORMAT = 1
#: seconds a write waits for another program's lock on the profile (profile.BUSY_TIMEOUT)
BUSY_WAIT = 3.0

Decide = Callable[[Hand, int], Action]


# --------------------------------------------------------------------------- table snapshot
def snapshot_table(table: Table) -> dict[str, Any]:
    """The table between hands as JSON data (including the dead-button state).

    Raises:
        ValueError: a deal is running, or a pot is carried to a redeal.
    """
    if table.current is not None and not table.current.is_over:
        raise ValueError("snapshot_table: a hand is in progress")
    if table.carried_pot:
        raise ValueError("snapshot_table: a pot is carried to a redeal")
    return {
        "rules": table.rules.to_dict(),
        "ask_showdown": table.ask_showdown,
        "seats": [{"name": s.name, "stack": s.stack, "bankroll": s.bankroll,
                   "auto_rebuy": s.auto_rebuy, "sitting_out": s.sitting_out}
                  for s in table.seats],
        "button": table.button,
        "hand_no": table.hand_no,
        # the engine's dead-button memory (RULES.md §2): last deal's positions
        "position_memory": table.position_memory(),
    }


def _int(value: Any, what: str, minimum: int | None = 0, *, none: bool = False) -> Any:
    if value is None and none:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{what}: must be a whole number, got {value!r}")
    if minimum is not None and value < minimum:
        raise ValueError(f"{what}: must be at least {minimum}, got {value}")
    return value


def restore_table(data: Mapping[str, Any]) -> Table:
    """A :class:`Table` from :func:`snapshot_table` data.

    Raises:
        ValueError: the data is not a valid snapshot (the field is named).
    """
    if not isinstance(data, Mapping):
        raise ValueError("table: must be an object")
    rules = TableRules.from_dict(data.get("rules", {}))
    seats_data = data.get("seats")
    if not isinstance(seats_data, list):
        raise ValueError("table.seats: must be a list")
    seats = []
    for i, s in enumerate(seats_data):
        if not isinstance(s, Mapping) or not isinstance(s.get("name"), str):
            raise ValueError(f"table.seats[{i}]: must be an object with a name")
        seats.append(Seat(s["name"], _int(s.get("stack"), f"table.seats[{i}].stack"),
                          _int(s.get("bankroll"), f"table.seats[{i}].bankroll", none=True),
                          bool(s.get("auto_rebuy", False)), bool(s.get("sitting_out", False))))
    table = Table(rules, seats, _int(data.get("button"), "table.button"),
                  ask_showdown=bool(data.get("ask_showdown", True)))
    table.hand_no = _int(data.get("hand_no"), "table.hand_no")
    memory = data.get("position_memory")
    if memory is None:  # an open table saved before position_memory: "prev", "sb_position"
        memory = _legacy_position_memory(data)
    table.restore_position_memory(memory)
    return table


def _legacy_position_memory(data: Mapping[str, Any]) -> dict[str, Any]:
    """``Table.position_memory()`` data from a snapshot written before it existed."""
    prev = data.get("prev")
    if prev is not None and not isinstance(prev, Mapping):
        raise ValueError("table.prev: must be an object")
    return {
        "prev": None if prev is None else [_int(prev.get("button"), "table.prev.button"),
                                           _int(prev.get("small_blind"),
                                                "table.prev.small_blind", none=True),
                                           _int(prev.get("big_blind"),
                                                "table.prev.big_blind", none=True)],
        "sb_position": _int(data.get("sb_position"), "table.sb_position", none=True),
    }


# --------------------------------------------------------------------------- leaving
def _legal_for(hand: Hand, seat: int) -> LegalActions:
    """The legal actions of ``hand``, which must be waiting on ``seat``."""
    legal = hand.legal_actions()
    assert legal is not None and legal.seat == seat
    return legal


def _stand_pat_or_show(hand: Hand, seat: int, legal: LegalActions) -> Action | None:
    """At the draw: stand pat; at the showdown: show (muck when showing is not allowed).

    Returns:
        The action, or ``None`` in a betting round (the caller decides).
    """
    if hand.phase is Phase.DRAW:
        return Action(seat, ActionType.DRAW, discard=())
    if hand.phase is Phase.SHOWDOWN:
        kind = ActionType.SHOW if legal.allows(ActionType.SHOW) else ActionType.MUCK
        return Action(seat, kind)
    return None


def hero_leave_action(hand: Hand, seat: int) -> Action:
    """The player's action while leaving: Check/Fold box (RULES.md §5), stand pat, show."""
    legal = _legal_for(hand, seat)
    forced = _stand_pat_or_show(hand, seat, legal)
    if forced is not None:
        return forced
    action = resolve_pre_action(PreAction.CHECK_FOLD, legal)
    if action is None:  # neither check nor fold: only possible as a call
        return Action(seat, ActionType.CALL)
    return action


def passive_action(hand: Hand, seat: int) -> Action:
    """A computer seat's action when no policy is given: check, else call; stand pat; show."""
    legal = _legal_for(hand, seat)
    forced = _stand_pat_or_show(hand, seat, legal)
    if forced is not None:
        return forced
    for kind in (ActionType.CHECK, ActionType.CALL, ActionType.ALLIN, ActionType.FOLD):
        if legal.allows(kind):
            return Action(seat, kind)
    raise AssertionError(f"no passive action among {sorted(legal.kinds)}")


class _Policy(Protocol):
    def decide(self, view: Any, rng: random.Random) -> Any: ...


def policy_decider(policies: Mapping[int, _Policy], rng: random.Random) -> Decide:
    """A ``decide(hand, seat)`` for :meth:`TableKeeper.leave` from computer players.

    Args:
        policies: seat -> a ``drawpoker.ai`` Policy (``make_player(spec)``); its
            ``decide(view, rng).action`` is played (betting, draw and showdown).
        rng: the random source the policies draw from.
    """

    def decide(hand: Hand, seat: int) -> Action:
        action: Action = policies[seat].decide(hand.view(seat), rng).action
        return action

    return decide


# --------------------------------------------------------------------------- records
@dataclass(frozen=True, slots=True)
class SavedTable:
    """An open table as stored (for the "continue where you left off?" dialog).

    Attributes:
        session_id: the sitting.
        hero_seat: the player's seat index.
        setup: the seat set-up given to ``sit_down`` (names, players, ...).
        rules: scenario-format rules.
        seats: ``[{"name", "stack", "sitting_out", ...}]`` before the hand in progress.
        hero_stack: the player's stack (before the hand in progress), chips.
        hand_in_progress: a hand was being played.
        hand_no: the number of the last deal dealt (with a hand in progress: the number the
            table shows for the deal in progress, a jackpots redeal counted as a deal).
        updated_at: when it was last written (ISO UTC).
    """

    session_id: int
    hero_seat: int
    setup: list[dict[str, Any]]
    rules: dict[str, Any]
    seats: list[dict[str, Any]]
    hero_stack: int
    hand_in_progress: bool
    hand_no: int
    updated_at: str


@dataclass(slots=True)
class RestoredTable:
    """The table rebuilt by :meth:`TableKeeper.restore`.

    Attributes:
        table: the engine table (between hands, or with ``table.current`` running).
        hand: the deal in progress (``None`` between hands).
        chain: every deal of the current hand so far (earlier ones: unopened jackpots deals).
        session_id / hero_seat / setup: as given to ``sit_down``.
        recorded_hand_id: a hand that had ended but was not yet recorded was recorded now.
        voided: why the journalled hand could not be replayed and was voided (else None).
    """

    table: Table
    hand: Hand | None
    chain: list[Hand]
    session_id: int
    hero_seat: int
    setup: list[dict[str, Any]]
    recorded_hand_id: int | None = None
    voided: str | None = None


@dataclass(frozen=True, slots=True)
class ChipAccount:
    """Every chip the profile knows of, at rest (before any hand in progress).

    Attributes:
        bankroll: chips off the table.
        hero_stack: the player's stack at the open table (0 if none).
        table_stacks: all stacks at the open table (0 if none).
        carried_pot: chips carried to a redeal (always 0 at rest: see module doc).
        open_table: a table is open.
        hand_in_progress: a hand is journalled.
    """

    bankroll: int
    hero_stack: int
    table_stacks: int
    carried_pot: int
    open_table: bool
    hand_in_progress: bool

    @property
    def player_total(self) -> int:
        """The player's chips: bankroll + his stack."""
        return self.bankroll + self.hero_stack


def account(profile: Profile) -> ChipAccount:
    """Count the chips stored in ``profile`` (bankroll, open table, journal)."""
    conn = profile.connection
    bankroll = profile.bankroll
    row = conn.execute("SELECT hero_stack, state_json FROM open_table WHERE id = 1").fetchone()
    journal = conn.execute("SELECT 1 FROM hand_journal WHERE id = 1").fetchone() is not None
    if row is None:
        return ChipAccount(bankroll, 0, 0, 0, False, journal)
    state = json.loads(row[1])
    stacks = sum(int(s["stack"]) for s in state["table"]["seats"])
    return ChipAccount(bankroll, int(row[0]), stacks, 0, True, journal)


# --------------------------------------------------------------------------- keeper
@dataclass
class _Chain:
    seed: int
    rng: random.Random
    hands: list[Hand] = field(default_factory=list)


class TableKeeper:
    """Keeps one open table of ``profile`` on disk, action by action (see module doc).

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
            (the reason); see the module doc ("A profile busy elsewhere").
    """

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
        self._chain: _Chain | None = None

    # -- storage helpers (call inside a transaction)
    def _write_table(self, table: Table) -> None:
        state = {"format": STATE_FORMAT, "hero_seat": self.hero_seat, "setup": self.setup,
                 "table": snapshot_table(table)}
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

    def _detach(self, exc: BaseException) -> None:
        """The profile is busy: play on in memory (see the module doc)."""
        self.unsaved = f"{type(exc).__name__}: {exc}"

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
            if not is_busy(exc):
                raise
            return False
        finally:
            conn.execute(f"PRAGMA busy_timeout = {int(BUSY_WAIT * 1000)}")
        self.unsaved = None
        self._chain = None
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
        table.seats[self.hero_seat].bankroll = self.profile.bankroll
        self.table, self.hand, self._chain = table, None, None
        self.last_hand_id = None
        restored = RestoredTable(table, None, [], self.session_id, self.hero_seat, self.setup)
        jrow = conn.execute("SELECT seed, journal_json FROM hand_journal WHERE id = 1").fetchone()
        if jrow is None:
            return restored
        seed = int(jrow[0])
        try:
            document = json.loads(jrow[1])
            _, hands, rng = replay(document, table=table, rng=random.Random(seed))
        except Exception as exc:  # noqa: BLE001 - any failure to replay voids the hand
            fresh = restore_table(state["table"])
            fresh.seats[self.hero_seat].bankroll = self.profile.bankroll
            self.table = restored.table = fresh
            with self.profile.transaction() as c:
                c.execute("DELETE FROM hand_journal")
            restored.voided = f"{type(exc).__name__}: {exc}"
            return restored
        self._chain = _Chain(seed, rng, hands)
        restored.chain = list(hands)
        last = hands[-1]
        if last.is_over:
            self._deal_over(last, finish=False)
            restored.recorded_hand_id = self.last_hand_id
            restored.chain = list(self._chain.hands) if self._chain else []
        else:
            self.hand = restored.hand = last
        return restored

    # -- playing
    def deal(self, rng: random.Random, *, seed: int | None = None) -> list[Event]:
        """Deal the next deal at the table and journal it (``keeper.hand``).

        Args:
            rng: the session's random source; a seed for the hand is drawn from it
                (a jackpots redeal continues with the same seeded source).
            seed: use this seed instead ("play this deal again": a stored hand's
                ``seed`` shuffles the same deck again). Ignored in a redeal chain.

        Returns:
            The events of the forced bets and the deal (and more, if nobody can act).

        Raises:
            ValueError: a hand is in progress or fewer than two seats can be dealt in.
        """
        table = self._need_table()
        if self.hand is not None and not self.hand.is_over:
            raise ValueError("a hand is in progress")
        chain = self._chain
        if not table.in_redeal_chain or chain is None:
            if seed is None:
                seed = rng.getrandbits(63)
            elif isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
                raise ValueError(f"seed: must be a whole number 0 .. 2**63-1, got {seed!r}")
            chain = _Chain(seed, random.Random(seed))
        if self.unsaved is not None:
            self._reattach(table)
        started: tuple[Hand, list[Event]] | None = None

        def start() -> tuple[Hand, list[Event]]:
            hand = table.new_hand(chain.rng, seed_chain=False)
            events = hand.start()
            chain.hands.append(hand)
            self._chain, self.hand = chain, hand
            return hand, events

        if self.unsaved is None:
            try:
                with self.profile.transaction():
                    if not chain.hands:
                        self._reconcile(table)
                        self._write_table(table)  # the stacks before the hand: chips at rest
                    started = start()
                    self._write_journal()
            except sqlite3.OperationalError as exc:
                if not is_busy(exc):
                    raise
                self._detach(exc)
        if started is None:  # the profile is busy: this hand is played in memory only
            started = start()
        hand, events = started
        if hand.is_over:
            self._deal_over(hand)
        return events

    def act(self, action: Action) -> list[Event]:
        """Play ``action`` in the deal in progress; journalled (and, at the end, recorded)
        before this returns.

        Raises:
            IllegalAction: the action is not legal (nothing is written).
            ValueError: no deal in progress.
        """
        hand = self.hand
        if hand is None or hand.is_over:
            raise ValueError("no hand in progress")
        events = hand.act(action)
        self._journal()
        if hand.is_over:
            self._deal_over(hand)
        return events

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
            if not is_busy(exc):
                raise
            self._detach(exc)

    def _record_chain(self, table: Table, chain: _Chain, *, left: bool) -> None:
        """Record the finished hand with the new stacks in one transaction; with ``left``
        (the pot was carried to a redeal) the player also cashes out and the table closes
        in that same transaction."""
        start = chain.hands[0].events[0]
        assert isinstance(start, HandStarted)
        if self.unsaved is not None and left:
            raise ProfileError(f"the profile is busy: {self.unsaved}")
        if self.unsaved is not None:  # busy: the hand stays unrecorded
            self.last_hand_id = None
            self._chain = None
            self.hand = None
            return
        try:
            self._write_record(table, chain, start, left=left)
        except sqlite3.OperationalError as exc:
            if left or not is_busy(exc):
                raise
            self._detach(exc)
            self.last_hand_id = None
            self._chain = None
            self.hand = None

    def _write_record(self, table: Table, chain: _Chain, start: HandStarted, *,
                      left: bool) -> None:
        events: list[Event] = [e for h in chain.hands for e in h.events]
        with self.profile.transaction() as conn:
            if left:
                table.cash_out(self.hero_seat)
            self._reconcile(table)
            hand_id = None
            if self.hero_seat in start.dealt_in:
                hand_id = self.profile.record_hand(
                    session_id=self.session_id, hero_seat=self.hero_seat,
                    document=chain_document(table.rules, chain.hands, chain.seed),
                    events=events, seed=chain.seed,
                    stack_after=table.seats[self.hero_seat].stack,
                    left=left)
            if left:
                self.profile.end_session(self.session_id)
                conn.execute("DELETE FROM open_table")
            else:
                self._write_table(table)
            conn.execute("DELETE FROM hand_journal")
        self.last_hand_id = hand_id
        self._chain = None
        self.hand = None
        if left:
            table.carried_pot = 0  # stays with the players who remain (RULES.md §3.3)
            self.table = None

    def save(self) -> None:
        """Store the table between hands (after ``table.buy_in``, auto-rebuy, sit out).

        Raises:
            ValueError: a deal or a redeal chain is in progress.
        """
        table = self._need_table()
        if self.unsaved is not None:
            self._reattach(table)
            return
        try:
            with self.profile.transaction():
                self._reconcile(table)
                self._write_table(table)
        except sqlite3.OperationalError as exc:
            if not is_busy(exc):
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
            raise ProfileError(f"the profile is busy: {self.unsaved}")
        table.cash_out(self.hero_seat)
        with self.profile.transaction() as conn:
            self._reconcile(table)
            self.profile.end_session(self.session_id)
            conn.execute("DELETE FROM hand_journal")
            conn.execute("DELETE FROM open_table")
        self.table, self.hand, self._chain = None, None, None
        return self.profile.bankroll

    def leave(self, decide: Decide | None = None) -> int:
        """Leave the table now, settling a hand in progress as the module doc says.

        Args:
            decide: the computer players' choices, ``decide(hand, seat) -> Action``;
                default :func:`passive_action`.

        Returns:
            The bankroll afterwards.
        """
        table = self._need_table()
        hand = self.hand
        if hand is not None and not hand.is_over:
            while not hand.is_over:
                seat = hand.to_act
                assert seat is not None
                if seat == self.hero_seat:
                    action = hero_leave_action(hand, seat)
                else:
                    action = (decide or passive_action)(hand, seat)
                self.act(action)
        if table.carried_pot and self._chain is not None:
            self._record_chain(table, self._chain, left=True)
            return self.profile.bankroll
        return self.stand_up()
