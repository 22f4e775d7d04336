"""Schema migrations of the profile: from a new file (version 0) up to ``SCHEMA_VERSION``.

API:
    ``MIGRATIONS`` (``{n: step from version n to n+1}``, 0 = a new file; each step is
    ``step(conn, ctx)`` with ``ctx`` holding ``name``, ``starting_bankroll`` and
    ``from_version``; each is idempotent: what a step makes that is there already is kept); ``migrate(conn, from_version, ctx) -> version`` (all steps in one
    transaction); ``backup_before_migration(conn, path, version)`` (a copy of the old
    file as ``profile.pre-v<N>-<time>.sqlite3``); ``expected_columns()`` (the columns of
    each table of a new profile).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from drawpoker.i18n import _
from drawpoker.persistence.history import replay_events
from drawpoker.persistence.paths import create_private
from drawpoker.persistence.profile.rows import DEFAULT_NAME, summary_columns, utc_now
from drawpoker.persistence.profile.schema import (
    APPLICATION_ID,
    EXPECTED_TABLES,
    SCHEMA_V1,
    SCHEMA_V2_ADDITIONS,
    SCHEMA_VERSION,
    run_script,
)
from drawpoker.persistence.profile.schema_v3 import migrate_2_to_3
from drawpoker.persistence.profile.schema_v4 import migrate_3_to_4
from drawpoker.persistence.profile.schema_v5 import migrate_4_to_5
from drawpoker.persistence.profile.schema_v6 import migrate_5_to_6
from drawpoker.persistence.summaries import HandSummary, summarize_events

#: what a stored version-1 history that cannot be replayed or summarised raises (it keeps
#: the column defaults)
_UNREPLAYABLE = (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError)


def _create_v1(conn: sqlite3.Connection, ctx: Mapping[str, Any]) -> None:
    """Version 0 (a new, empty file) -> 1: the tables and the player row."""
    run_script(conn, SCHEMA_V1)
    conn.execute(
        "INSERT INTO player (id, name, bankroll, starting_bankroll, created_at) "
        "VALUES (1, ?, ?, ?, ?)",
        (_(ctx["name"]) if ctx["name"] == DEFAULT_NAME else ctx["name"],
         ctx["starting_bankroll"], ctx["starting_bankroll"], utc_now()),
    )


def _migrate_1_to_2(conn: sqlite3.Connection, ctx: Mapping[str, Any]) -> None:
    """Version 1 -> 2: summary columns backfilled from the stored histories, the ledger
    (a ``start`` entry and a ``migrated`` entry), the open-table and journal tables. A
    profile that has its ledger already (labelled 1, holding version 2's tables) keeps its
    summaries and ledger as they are: only what is missing is made."""
    begun = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'ledger'").fetchone()
    run_script(conn, SCHEMA_V2_ADDITIONS)
    if begun:
        return
    player = conn.execute("SELECT starting_bankroll, bankroll, created_at FROM player").fetchone()
    starting, bankroll, created = player if player else (0, 0, utc_now())
    conn.execute(
        "INSERT INTO ledger (at, kind, amount, bankroll_after, total_after, note) "
        "VALUES (?, 'start', ?, ?, ?, '')", (created, starting, starting, starting))
    running = starting
    rows = conn.execute(
        "SELECT h.id, h.history_json, h.net, h.pot, s.hero_seat, s.rules_json FROM hands h "
        "JOIN sessions s ON s.id = h.session_id ORDER BY h.id").fetchall()
    for hand_id, history_json, net, pot, hero_seat, rules_json in rows:
        running += net  # version 1 did not store the chips after a hand: rebuilt from nets
        cols: dict[str, Any] = {"hero_seat": hero_seat, "total_after": running,
                                "won": int(net > 0)}
        summary: HandSummary | None
        try:
            document = json.loads(history_json)
            rules = json.loads(rules_json)
            summary = _summary_from_document(document, hero_seat, rules)
        except _UNREPLAYABLE:  # a history the engine cannot replay keeps the defaults
            summary = None
        if summary is not None:
            cols.update(summary_columns(summary, rules))
            cols["pot"] = summary.pot if summary.pot else pot
        sets = ", ".join(f"{k} = ?" for k in cols)
        conn.execute(f"UPDATE hands SET {sets} WHERE id = ?", (*cols.values(), hand_id))
    if ctx.get("from_version", 1) >= 1:  # an existing profile, not a new one
        conn.execute(
            "INSERT INTO ledger (at, kind, amount, bankroll_after, total_after, note) "
            "VALUES (?, 'migrated', 0, ?, ?, 'schema 1 -> 2')", (utc_now(), bankroll, bankroll))


MIGRATIONS: dict[int, Callable[[sqlite3.Connection, Mapping[str, Any]], None]] = {
    0: _create_v1,
    1: _migrate_1_to_2,
    2: migrate_2_to_3,
    3: migrate_3_to_4,
    4: migrate_4_to_5,
    5: migrate_5_to_6,
}


def _summary_from_document(document: Mapping[str, Any], hero_seat: int,
                           rules: Mapping[str, Any]) -> HandSummary:
    """Replay a stored scenario document through the engine and summarise it."""
    events = replay_events(document)
    return summarize_events(
        events, hero_seat, game=str(rules.get("game", "high")),
        wild=str(rules.get("wild", "none")), big_blind=int(rules.get("big_blind", 0) or 0))


def backup_before_migration(conn: sqlite3.Connection, path: Path, version: int) -> None:
    """Copy the profile at version ``version`` beside ``path`` before it is migrated."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.pre-v{version + 1}-{stamp}{path.suffix}")
    create_private(target).close()  # 0600, as every file of the game
    dest = sqlite3.connect(str(target))
    try:
        conn.backup(dest)
    finally:
        dest.close()


def migrate(conn: sqlite3.Connection, from_version: int, ctx: Mapping[str, Any]) -> int:
    """Bring the schema from ``from_version`` to ``SCHEMA_VERSION`` in one transaction.

    Returns:
        The new version. On any error everything is rolled back and the error raised.
    """
    ctx = {**ctx, "from_version": from_version}
    conn.execute("BEGIN IMMEDIATE")
    try:
        version = from_version
        while version < SCHEMA_VERSION:
            MIGRATIONS[version](conn, ctx)
            version += 1
        conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        conn.execute(f"PRAGMA user_version = {version}")
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:  # a full disk at COMMIT: SQLite has rolled back already
            conn.execute("ROLLBACK")
        raise
    return version


_COLUMNS_CACHE: dict[str, frozenset[str]] = {}


def expected_columns() -> dict[str, frozenset[str]]:
    """The columns of each table of a new profile (a profile lacking one is damaged)."""
    if not _COLUMNS_CACHE:
        conn = sqlite3.connect(":memory:", isolation_level=None)
        try:
            migrate(conn, 0, {"name": "x", "starting_bankroll": 0})
            for table in EXPECTED_TABLES[SCHEMA_VERSION]:
                _COLUMNS_CACHE[table] = frozenset(
                    r[1] for r in conn.execute(f"PRAGMA table_info({table})"))
        finally:
            conn.close()
    return dict(_COLUMNS_CACHE)

