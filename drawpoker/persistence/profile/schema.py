"""The profile's SQLite schema: versions, table definitions, identification.

API:
    ``SCHEMA_VERSION`` (6); ``APPLICATION_ID`` (``PRAGMA application_id``, "DPPF");
    ``SQLITE_MAGIC`` (the first 16 bytes of an SQLite file); ``SCHEMA_V1`` and
    ``SCHEMA_V2_ADDITIONS`` (DDL text); ``EXPECTED_TABLES`` (the tables of each version);
    ``run_script(conn, script)`` (DDL inside the current transaction, idempotent).

Schema history:
    1: ``player``, ``sessions``, ``hands`` (time, hand_no, seed, net, pot, history JSON).
    2: hands gain the summary columns (hero seat, game, outcome, deals, won, amount won,
       showdown, showdown won, start cards and category, draw count, decisions before and
       after the draw, chips after the hand) backfilled by replaying each stored history;
       ``ledger``; ``open_table`` and ``hand_journal`` (see ``resume``).
    3: ``tournaments`` and ``open_tournament`` (``schema_v3``).
    4: hands gain ``tournament_level`` (a tournament's hands; ``schema_v4``).
    5: ``xp_awards``, ``progress_counters``, ``achievements``, ``daily_results``
       (``schema_v5``).
    6: ``career_sittings``, ``career_rooms`` (``schema_v6``).
"""

from __future__ import annotations

import re
import sqlite3

SCHEMA_VERSION = 6
#: ``PRAGMA application_id`` of our files ("DPPF").
APPLICATION_ID = 0x44505046
SQLITE_MAGIC = b"SQLite format 3\x00"

SCHEMA_V1 = """
CREATE TABLE player (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    name TEXT NOT NULL,
    bankroll INTEGER NOT NULL CHECK (bankroll >= 0),
    starting_bankroll INTEGER NOT NULL CHECK (starting_bankroll >= 0),
    created_at TEXT NOT NULL
);
CREATE TABLE sessions (
    id INTEGER PRIMARY KEY,
    started_at TEXT NOT NULL,
    ended_at TEXT,
    rules_json TEXT NOT NULL,
    seats_json TEXT NOT NULL,
    hero_seat INTEGER NOT NULL,
    bought_in INTEGER NOT NULL DEFAULT 0,
    cashed_out INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE hands (
    id INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    played_at TEXT NOT NULL,
    hand_no INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    net INTEGER NOT NULL,
    pot INTEGER NOT NULL,
    history_json TEXT NOT NULL
);
"""

SCHEMA_V2_ADDITIONS = """
ALTER TABLE hands ADD COLUMN hero_seat INTEGER NOT NULL DEFAULT 0;
ALTER TABLE hands ADD COLUMN game TEXT NOT NULL DEFAULT 'high';
ALTER TABLE hands ADD COLUMN outcome TEXT NOT NULL DEFAULT 'uncontested';
ALTER TABLE hands ADD COLUMN deals INTEGER NOT NULL DEFAULT 1;
ALTER TABLE hands ADD COLUMN won INTEGER NOT NULL DEFAULT 0;
ALTER TABLE hands ADD COLUMN amount_won INTEGER NOT NULL DEFAULT 0;
ALTER TABLE hands ADD COLUMN showdown INTEGER NOT NULL DEFAULT 0;
ALTER TABLE hands ADD COLUMN showdown_won INTEGER NOT NULL DEFAULT 0;
ALTER TABLE hands ADD COLUMN start_cards TEXT NOT NULL DEFAULT '';
ALTER TABLE hands ADD COLUMN start_category TEXT NOT NULL DEFAULT 'unknown';
ALTER TABLE hands ADD COLUMN draw_count INTEGER;
ALTER TABLE hands ADD COLUMN actions_pre TEXT NOT NULL DEFAULT '';
ALTER TABLE hands ADD COLUMN actions_post TEXT NOT NULL DEFAULT '';
ALTER TABLE hands ADD COLUMN total_after INTEGER NOT NULL DEFAULT 0;
CREATE INDEX hands_by_session ON hands(session_id, id);
CREATE TABLE ledger (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    kind TEXT NOT NULL,
    amount INTEGER NOT NULL,
    bankroll_after INTEGER NOT NULL,
    total_after INTEGER NOT NULL,
    session_id INTEGER,
    hand_id INTEGER,
    note TEXT NOT NULL DEFAULT ''
);
CREATE TABLE open_table (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    hero_stack INTEGER NOT NULL CHECK (hero_stack >= 0),
    state_json TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE hand_journal (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    seed INTEGER NOT NULL,
    journal_json TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
"""

#: tables each schema version must have (anything else, or any trigger/view, is refused).
EXPECTED_TABLES: dict[int, frozenset[str]] = {
    1: frozenset({"player", "sessions", "hands"}),
    2: frozenset({"player", "sessions", "hands", "ledger", "open_table", "hand_journal"}),
    3: frozenset({"player", "sessions", "hands", "ledger", "open_table", "hand_journal",
                  "tournaments", "open_tournament"}),  # schema_v3
    4: frozenset({"player", "sessions", "hands", "ledger", "open_table", "hand_journal",
                  "tournaments", "open_tournament"}),  # schema_v4: a column
    5: frozenset({"player", "sessions", "hands", "ledger", "open_table", "hand_journal",
                  "tournaments", "open_tournament", "xp_awards", "progress_counters",
                  "achievements", "daily_results"}),  # schema_v5
    6: frozenset({"player", "sessions", "hands", "ledger", "open_table", "hand_journal",
                  "tournaments", "open_tournament", "xp_awards", "progress_counters",
                  "achievements", "daily_results", "career_sittings",
                  "career_rooms"}),  # schema_v6
}


#: ``CREATE TABLE name`` / ``CREATE INDEX name``: made unless a table or index of that name is there
_CREATE = re.compile(r"\s*CREATE\s+(TABLE|INDEX)\s+(\w+)", re.IGNORECASE)
#: ``ALTER TABLE t ADD COLUMN c``: added unless ``t`` has a column ``c``
_ADD_COLUMN = re.compile(r"\s*ALTER\s+TABLE\s+(\w+)\s+ADD\s+COLUMN\s+(\w+)", re.IGNORECASE)


def run_script(conn: sqlite3.Connection, script: str) -> None:
    """Run DDL statements one by one inside the current transaction, each only when what it
    makes is not there yet: a table, index or column that already exists is fine (a
    profile labelled older than its content, a migration done twice keeps its data).

    (``executescript`` would COMMIT first; migrations must be all-or-nothing.)
    """
    for statement in script.split(";"):
        if statement.strip() and not _already_there(conn, statement):
            conn.execute(statement)


def _already_there(conn: sqlite3.Connection, statement: str) -> bool:
    """True when what the DDL ``statement`` makes (a table, an index, a column) exists."""
    create = _CREATE.match(statement)
    if create:
        return conn.execute("SELECT 1 FROM sqlite_master WHERE type = ? AND name = ?",
                            (create[1].lower(), create[2])).fetchone() is not None
    add = _ADD_COLUMN.match(statement)
    if add:
        return any(row[1] == add[2] for row in conn.execute(f"PRAGMA table_info({add[1]})"))
    return False
