"""Sit-and-go tournaments in the profile (schema 3, ``profile.schema_v3``): the one
tournament in progress, kept after every hand so a quit or a crash resumes it exactly,
and the results of finished ones with the statistics page's figures (docs/rules.md §6).

The buy-in leaves the bankroll when the tournament starts (ledger ``tournament_buy_in``)
in the same transaction that stores it; the prize comes back when it ends (ledger
``tournament_prize``) in the one that records the result and drops the open state.
A saved state that cannot be read is never dropped silently: :func:`void_tournament`
keeps it as ``tournament.corrupt-<time>.json`` beside the profile and refunds the buy-in
(ledger ``tournament_void``) in the transaction that drops it.

API: :func:`start_tournament`, :func:`save_tournament`, :func:`open_tournament`,
:func:`abandon_tournament`, :func:`void_tournament`, :func:`finish_tournament`, :func:`tournament_results`,
:func:`tournament_statistics`, :func:`record_tournament_hand`, :class:`TournamentRecord`,
:class:`TournamentStats`, :data:`DB_ERRORS`.

A tournament's hands are kept in the hand book as their own kind (schema 4,
``profile.schema_v4``): a sitting of the tournament's own and each hand's level, never in
the cash statistics or the ledger, replayed from the hand history as any hand.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from drawpoker.engine.chips import MAX_CHIPS
from drawpoker.engine.hand import Hand
from drawpoker.persistence.paths import atomic_write_text, kept_aside_path
from drawpoker.persistence.profile import Profile, ProfileError
from drawpoker.persistence.profile.rows import utc_now
from drawpoker.scenario.writer import chain_document

#: What the tournament functions raise when the profile cannot be read or written.
DB_ERRORS = (sqlite3.Error, ProfileError, OSError)

#: The name a damaged saved tournament is kept under, beside the profile (made unique by
#: ``kept_aside_path``: ``tournament.corrupt-<time>.json``).
KEPT_NAME = "tournament.json"

#: ``award(document)``, called with a finished tournament hand's document before it is
#: recorded; the function it returns (or None) is called with the sitting's id inside the
#: record's transaction (``record_tournament_hand``)
SittingHook = Callable[[Mapping[str, Any]], Callable[[int], object] | None]


class TournamentInProgress(ProfileError):
    """A tournament is already open: one at a time."""


def _ledger(conn: sqlite3.Connection, kind: str, amount: int, note: str = "",
            at: str | None = None) -> None:
    bankroll = int(conn.execute("SELECT bankroll FROM player").fetchone()[0])
    conn.execute("INSERT INTO ledger (at, kind, amount, bankroll_after, total_after, note) "
                 "VALUES (?, ?, ?, ?, ?, ?)",
                 (at or utc_now(), kind, amount, bankroll, bankroll, note))


def start_tournament(profile: Profile, state: Mapping[str, Any], buy_in: int) -> None:
    """Take ``buy_in`` chips from the bankroll and keep ``state`` as the open tournament
    (replacing none: one tournament at a time).

    Raises:
        TournamentInProgress: a tournament is already open.
        ProfileError: the bankroll holds fewer chips.
        sqlite3.Error: the profile cannot be written.
    """
    with profile.transaction() as conn:
        if conn.execute("SELECT 1 FROM open_tournament").fetchone() is not None:
            raise TournamentInProgress("a tournament is already in progress")
        now = utc_now()  # the buy-in's ledger time is the tournament's start (void finds it)
        if buy_in > 0:
            if profile.bankroll < buy_in:
                raise ProfileError(f"the bankroll has {profile.bankroll} chips, not {buy_in}")
            conn.execute("UPDATE player SET bankroll = bankroll - ?", (buy_in,))
            _ledger(conn, "tournament_buy_in", buy_in, at=now)
        conn.execute("INSERT INTO open_tournament (id, started_at, state_json, updated_at) "
                     "VALUES (1, ?, ?, ?)", (now, json.dumps(dict(state)), now))


def save_tournament(profile: Profile, state: Mapping[str, Any]) -> None:
    """Keep ``state`` (between hands) as the open tournament's.

    Raises:
        sqlite3.Error: the profile cannot be written.
    """
    with profile.transaction() as conn:
        conn.execute("UPDATE open_tournament SET state_json = ?, updated_at = ? WHERE id = 1",
                     (json.dumps(dict(state)), utc_now()))


def open_tournament(profile: Profile) -> dict[str, Any] | None:
    """The open tournament's state, or None when there is none.

    Raises:
        ValueError: the stored state is not a JSON object (damaged: see
            :func:`void_tournament`); the message says why.
        sqlite3.Error: the profile cannot be read.
    """
    row = profile.connection.execute("SELECT state_json FROM open_tournament").fetchone()
    if row is None:
        return None
    try:
        data = json.loads(row[0])
    except (ValueError, TypeError) as exc:
        raise ValueError(f"tournament: the saved state is not JSON ({exc})") from exc
    if not isinstance(data, dict):
        raise ValueError(f"tournament: the saved state is a JSON {type(data).__name__}, "
                         "not an object")
    return data


def void_tournament(profile: Profile, reason: str) -> tuple[int, Path | None]:
    """Call off the open tournament whose saved state cannot be used (``reason``: why,
    kept in the ledger note): its stored text is kept, unchanged, in a new
    ``tournament.corrupt-<time>.json`` beside the profile (an in-memory profile keeps
    none); then, in one transaction, the buy-in it paid goes back to the bankroll (ledger
    ``tournament_void``) and the open tournament is dropped.

    Returns:
        ``(chips refunded, where the state was kept or None)``; ``(0, None)`` when no
        tournament is open.

    Raises:
        OSError: the copy cannot be written (nothing is changed then).
        sqlite3.Error: the profile cannot be written (the copy stays).
    """
    row = profile.connection.execute(
        "SELECT started_at, state_json FROM open_tournament").fetchone()
    if row is None:
        return 0, None
    started, text = str(row[0]), str(row[1])
    kept = None
    if profile.path is not None:
        kept = kept_aside_path(profile.path.parent / KEPT_NAME)
        atomic_write_text(kept, text)
    with profile.transaction() as conn:
        paid = conn.execute(  # paid at the start (an older save: up to a second before)
            "SELECT kind, amount FROM ledger WHERE kind LIKE 'tournament_%' AND at <= ? AND "
            "at >= strftime('%Y-%m-%dT%H:%M:%SZ', ?, '-1 second') ORDER BY id DESC LIMIT 1",
            (started, started)).fetchone()
        refund = int(paid[1]) if paid is not None and paid[0] == "tournament_buy_in" else 0
        if refund > 0:
            conn.execute("UPDATE player SET bankroll = bankroll + ?", (refund,))
            _ledger(conn, "tournament_void", refund, note=f"unreadable save: {reason}"[:200])
        conn.execute("DELETE FROM open_tournament")
    return refund, kept


def has_open_tournament(profile: Profile) -> bool:
    """A tournament is in progress (kept to resume), read without loading its state.

    Raises:
        sqlite3.Error: the profile cannot be read.
    """
    return profile.connection.execute("SELECT 1 FROM open_tournament LIMIT 1").fetchone() is not None


def abandon_tournament(profile: Profile) -> None:
    """Drop the open tournament without a result (its buy-in stays paid; ledger
    ``tournament_given_up`` of 0 chips, so a later tournament's void never refunds it)."""
    with profile.transaction() as conn:
        if conn.execute("SELECT 1 FROM open_tournament").fetchone() is not None:
            _ledger(conn, "tournament_given_up", 0)
        conn.execute("DELETE FROM open_tournament")


@dataclass(frozen=True, slots=True)
class TournamentRecord:
    """A finished tournament as the profile keeps it (chips; ``result``: the JSON of
    places, prizes, names, chip counts and the biggest pot)."""

    id: int
    started_at: str
    finished_at: str
    field: int
    buy_in: int
    prize_pool: int
    place: int
    prize: int
    hands: int
    levels: int
    result: dict[str, Any]


def finish_tournament(profile: Profile, *, field: int, buy_in: int, place: int, prize: int,
                      hands: int, levels: int, result: Mapping[str, Any]) -> int:
    """Record the player's finish, pay his prize into the bankroll and drop the open
    tournament, in one transaction; returns the record's id.

    Raises:
        ValueError: a place outside the field or a negative prize.
        sqlite3.Error: the profile cannot be written.
    """
    if not 1 <= place <= field or prize < 0:
        raise ValueError(f"place {place} of {field}, prize {prize}")
    with profile.transaction() as conn:
        row = conn.execute("SELECT started_at FROM open_tournament").fetchone()
        started = row[0] if row is not None else utc_now()
        cur = conn.execute(
            "INSERT INTO tournaments (started_at, finished_at, field, buy_in, prize_pool, "
            "place, prize, hands, levels, result_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (started, utc_now(), field, buy_in, buy_in * field, place, prize, hands, levels,
             json.dumps(dict(result))))
        if prize > 0:
            conn.execute("UPDATE player SET bankroll = bankroll + ?", (prize,))
            _ledger(conn, "tournament_prize", prize, note=f"place {place} of {field}")
        conn.execute("DELETE FROM open_tournament")
        return int(cur.lastrowid or 0)


def tournament_results(profile: Profile, limit: int | None = None) -> list[TournamentRecord]:
    """Finished tournaments, newest first.

    Raises:
        ProfileError: a damaged row (a hand edit, a damaged page), naming the tournament
            and the column: ``"tournament 3 has a damaged buy_in 'abc'"``.
    """
    sql = ("SELECT id, started_at, finished_at, field, buy_in, prize_pool, place, prize, "
           "hands, levels, result_json FROM tournaments ORDER BY id DESC")
    rows = profile.connection.execute(sql + (f" LIMIT {int(limit)}" if limit else "")).fetchall()
    return [_record(r) for r in rows]


#: the whole-number columns of a finished tournament and their bounds (a place is also
#: checked against the field)
_BOUNDS = {"field": (2, 8), "buy_in": (0, MAX_CHIPS), "prize_pool": (0, MAX_CHIPS),
           "place": (1, 8), "prize": (0, MAX_CHIPS), "hands": (0, MAX_CHIPS),
           "levels": (0, MAX_CHIPS)}


def _record(row: Sequence[Any]) -> TournamentRecord:
    """One ``tournaments`` row as a record (see :func:`tournament_results` for the error)."""
    tid = row[0]
    values = dict(zip(("field", "buy_in", "prize_pool", "place", "prize", "hands", "levels"),
                      row[3:10], strict=True))
    for name, value in values.items():
        low, high = _BOUNDS[name]
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high \
                or (name == "place" and value > values["field"]):
            raise ProfileError(f"tournament {tid} has a damaged {name} {value!r}"[:200])
    try:
        result = json.loads(row[10])
    except (TypeError, ValueError, RecursionError):
        result = {}
    return TournamentRecord(
        id=int(tid), started_at=str(row[1]), finished_at=str(row[2]), **values,
        result=result if isinstance(result, dict) else {})


@dataclass(frozen=True, slots=True)
class TournamentStats:
    """The statistics page's tournament figures.

    Attributes:
        played: tournaments finished.
        average_finish: mean place (1 = winner); 0.0 with none played.
        in_the_money: share (0..1) of tournaments with a prize.
        return_on_buy_ins: (prizes - buy-ins) / buy-ins (0..; -1 = lost every buy-in);
            None when no buy-in was paid.
        best_finish: the best place, None with none played.
        best_field: the field of that best finish.
        buy_ins, prizes: chips paid and won.
    """

    played: int = 0
    average_finish: float = 0.0
    in_the_money: float = 0.0
    return_on_buy_ins: float | None = None
    best_finish: int | None = None
    best_field: int = 0
    buy_ins: int = 0
    prizes: int = 0


def tournament_statistics(profile: Profile) -> TournamentStats:
    """The figures over every finished tournament.

    Raises:
        ProfileError: a damaged row (:func:`tournament_results`).
    """
    records = tournament_results(profile)
    if not records:
        return TournamentStats()
    paid = sum(r.buy_in for r in records)
    won = sum(r.prize for r in records)
    best = min(records, key=lambda r: (r.place, -r.field, r.id))  # the oldest of equals
    return TournamentStats(
        played=len(records), average_finish=sum(r.place for r in records) / len(records),
        in_the_money=sum(1 for r in records if r.prize > 0) / len(records),
        return_on_buy_ins=(won - paid) / paid if paid else None,
        best_finish=best.place, best_field=best.field, buy_ins=paid, prizes=won)


def record_tournament_hand(profile: Profile, sitting: int | None, *, names: Sequence[str],
                           hero_seat: int, deals: Sequence[Hand], seed: int,
                           level: int, award: SittingHook | None = None) -> tuple[int, int]:
    """Keep one finished tournament hand (all its deals: a jackpots deal nobody opened and
    its redeal) in the hand book, at ``level`` (1 = the first), in the tournament's
    sitting ``sitting`` (None: the first hand; the sitting is started with the first
    deal's rules and ``names``). No ledger entry: tournament chips are not the bankroll's.
    ``award(document)`` is called with the hand's document before it is written; the
    function it returns (or None) is called with the sitting's id inside the same
    transaction, so what it writes (the hand's experience) is kept with the hand or lost
    with it.

    Returns:
        ``(sitting, hand id)``.

    Raises:
        ValueError: no started deals, or not a finished hand.
        sqlite3.Error, ProfileError: the profile cannot be written.
    """
    if not deals:
        raise ValueError("a tournament hand needs at least one deal")
    rules = deals[0].rules
    document = chain_document(rules, deals, seed)
    also = award(document) if award is not None else None
    with profile.transaction():
        if sitting is None:
            sitting = profile.start_session(rules.to_dict(), [{"name": n} for n in names],
                                            hero_seat)
        hand_id = profile.record_hand(
            session_id=sitting, hero_seat=hero_seat, document=document,
            events=[e for d in deals for e in d.events], seed=seed, tournament_level=level)
        if also is not None:
            also(sitting)
    return sitting, hand_id
